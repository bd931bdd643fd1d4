#include "mqlab/sim/run_text.h"

#include "mqlab/report/format.h"

namespace mqlab::sim {

std::string durationMsText(SimTime ns)
{
    const double v = toMs(ns);
    return grouped(v, v < 100 ? 2 : (v < 10000 ? 1 : 0)) + " ms";
}

} // namespace mqlab::sim
