// Round 1's broker fleet (engine-internal): self-run brokers on EC2, every partition a Raft group with
// one replica a zone that commits on a majority. Its card checks worst-case storage, group commit's
// fsyncs against the volume's IOPS, the rate a partition, the EBS link and the network (raft_fleet.h's
// taskQueueLimits); it sets the latency budget, the downtime budget and what the design survives, and
// bills brokers, gp3 and the cross-zone traffic (queue_bills.h's selfRunFleetBill).
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& brokerFleetModule();

} // namespace mqlab::kinds
