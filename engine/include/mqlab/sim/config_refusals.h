// The rounds' settings refused as templates: checkRoundOneConfig() and simulateRoundOne()'s options
// (round_one.h), checkRoundTwoConfig(), simulateFleet()'s options and runRoundTwoDrill() (round_two.h),
// checkRoundThreeConfig(), roundThreeConfigFor() and simulateMirrorLoss() (round_three.h)
// throw a MessageError whose problem is one of the readers' field.range* templates where the words are
// theirs, or one of these (config.* where every round says the same, r1.config.*, r2.config.*,
// r3.config.*); what() stays the English the command line prints.
#pragma once

#include <vector>

#include "mqlab/report/message.h"

namespace mqlab::sim {

// The config.* templates: the ranges every round and a run's options refuse in the same words
// (above a figure and at most another, a duration's P50 and P99, an election's times), for messageTemplates().
std::vector<MessageTemplate> sharedConfigTemplates();
// The r1.config.* templates (round_one.cpp), for messageTemplates().
std::vector<MessageTemplate> roundOneConfigTemplates();
// The r2.config.* templates (round_two.cpp), for messageTemplates().
std::vector<MessageTemplate> roundTwoConfigTemplates();
// The r3.config.* templates (round_three.cpp), for messageTemplates().
std::vector<MessageTemplate> roundThreeConfigTemplates();
// The sim.config.* templates (kafka_run.cpp): checkRunOptions() and simulateScenario() refuse a run's
// options and a cluster's replicas with them, for messageTemplates().
std::vector<MessageTemplate> simulationConfigTemplates();

} // namespace mqlab::sim
