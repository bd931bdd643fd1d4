// Round 2's platform fleet (engine-internal): the Round 1 fleet grown into one platform of stream and
// queue topics for many teams. Brokers keep the last hours on local gp3 and seal older segments to an
// S3 tier; one journal a broker; readers fetch from the replica in their own zone; controllers (a
// metadata store) stay off the data path. Its card checks local volume fill, the network, the volume's
// throughput, the EBS link (in the state the design shows: after a zone loss, the state the fleet is
// sized for, or all zones up) and partition replicas a broker against MSK's recommendation; it sets
// the latency and downtime budgets, bills brokers, gp3, S3, the NLB and cross-zone traffic, and prices
// the same platform on Amazon MSK beside the bill (model/platform.h, queue_bills.h).
#pragma once

#include "module.h"
#include "mqlab/model/traffic.h"

namespace mqlab::kinds {

const Module& platformFleetModule();
// A platform's path from a send to a waiting reader (Round 3's cells are this platform).
std::vector<LatencyComponent> sendToReader(const StreamPlatform& platform, const TaskPathFigures& path);

} // namespace mqlab::kinds
