// Round 2's stream topic (engine-internal): producers send to it and a platform fleet hosts it. It keeps
// every message for its retention, read or not; each reading team has its own consumer group with a
// committed offset a partition, and may seek by time or to an offset. Its card has no limit of its own
// (the fleet's carry the bytes): it says what it keeps and checks that its platform keeps that long.
#pragma once

#include "module.h"

namespace mqlab::kinds {

const Module& streamTopicModule();

// Days a platform fleet keeps a message: the tier holds every day the disks hold (validate() says so),
// so the longer of the two. Shared by the topic's and the team's warnings.
double platformKeepsDays(const StreamPlatform& fleet);

} // namespace mqlab::kinds
