// models.h consumer-group models and the group cards: tasks x threads x 1,000 / ms, idle tasks,
// the hot key on one thread.
#include <gtest/gtest.h>

#include <cmath>

#include "mqlab/model/models.h"
#include "seed_helpers.h"

namespace mqlab {
namespace {

using test::figureOf;
using test::groupCard;
using test::limitOf;
using test::stageAt;

TEST(Consumers, GroupCapacityModel)
{
    // Seed: a task runs 10 threads; at 2 ms an event it takes 10 x 1,000 / 2 = 5,000 events a second.
    EXPECT_DOUBLE_EQ(groupCapacity(1, 48, 10, 2), 5000.0);
    // Seed: 12 tasks x 5,000 = 60,000 events a second a group.
    EXPECT_DOUBLE_EQ(groupCapacity(12, 48, 10, 2), 60000.0);
    // Seed (paraphrased): a group cannot use more tasks than there are partitions, so 48 at most.
    EXPECT_EQ(workingTasks(12, 48), 12);
    EXPECT_EQ(workingTasks(60, 48), 48);
    // So 60 tasks on 48 partitions: min(60, 48) x 10 x 1,000 / 2 = 48 x 5,000 = 240,000 events/s,
    // not 60 x 5,000 = 300,000.
    EXPECT_DOUBLE_EQ(groupCapacity(60, 48, 10, 2), 240000.0);
}

TEST(Consumers, ThreadShareModel)
{
    // Seed: a partition takes 25,000 / 48 = 520.83 events/s; at 2 ms each one thread needs
    // 520.83 x 2 / 1,000 = 1.0417 -> 104% of its time.
    EXPECT_NEAR(threadBusyShare(25000.0 / 48, 2), 1.04, 0.005);
    // Seed: 7,500 events/s on one key at 2 ms each is 7,500 x 2 / 1,000 = 15 seconds of work a second.
    EXPECT_DOUBLE_EQ(threadBusyShare(7500, 2), 15.0);
    // Seed: each sub-key takes 7,500 / 24 = 312.5 events/s, 312.5 x 2 / 1,000 = 62.5% of one thread.
    EXPECT_DOUBLE_EQ(threadBusyShare(7500.0 / 24, 2), 0.625);
}

TEST(Consumers, Stage2GroupCard)
{
    const auto e = stageAt(2);
    const CardReport& g = groupCard(e, 0);
    const LimitReport& l = limitOf(g, LimitKind::Consumers);
    // Seed: 12 tasks take 60,000, so a group's card reads 25,000 / 60,000 = 41.67 -> 41.7%.
    EXPECT_DOUBLE_EQ(l.capacity, 60000.0);
    EXPECT_DOUBLE_EQ(l.used, 25000.0);
    EXPECT_NEAR(l.percent, 41.7, 0.05);
    EXPECT_EQ(l.status, Status::Ok);
    // Processing lags the consumer, not the produce.
    EXPECT_FALSE(l.producePath);
    EXPECT_EQ(e.r.groups[0].workingTasks, 12);
    EXPECT_EQ(e.r.groups[0].idleTasks, 0);
    // Seed: 25,000 / 48 = 520.83 events/s a partition, x 2 ms = 104% of a thread.
    EXPECT_NEAR(e.r.groups[0].partitionThreadShare * 100, 104.0, 0.5);
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_EQ(figureOf(f, "fulfilment.partition_events").text, "521");   // 25,000 / 48 = 520.8
    EXPECT_EQ(figureOf(f, "fulfilment.partition_thread").text, "104%");  // 520.8 x 2 / 1,000
    EXPECT_EQ(figureOf(f, "fulfilment.task_rate").text, "5,000");        // 10 x 1,000 / 2
}

TEST(Consumers, Stage1GroupReadsWhatTheClusterCarries)
{
    const auto e = stageAt(1);
    const LimitReport& l = limitOf(groupCard(e, 0), LimitKind::Consumers);
    // The cluster carries 14,203 events/s (seed: the most this retention sustains):
    // 14,203 / 60,000 = 23.67%.
    EXPECT_NEAR(l.used, 14203, 0.5);
    EXPECT_NEAR(l.percent, 23.67, 0.005);
}

TEST(Consumers, SixGroupsEachReadEverything)
{
    const auto e = stageAt(4);
    ASSERT_EQ(e.s.groups.size(), 6u);
    for (size_t i = 0; i < e.s.groups.size(); ++i) {
        const LimitReport& l = limitOf(groupCard(e, static_cast<int>(i)), LimitKind::Consumers);
        // Seed: each group reads every event: 25,000 / 60,000 = 41.7%.
        EXPECT_DOUBLE_EQ(l.used, 25000.0) << e.s.groups[i].id;
        EXPECT_NEAR(l.percent, 41.7, 0.05) << e.s.groups[i].id;
    }
}

TEST(Consumers, HotKeyNeedsFifteenSecondsOfWorkASecond)
{
    const auto e = stageAt(5);
    // Seed: 7,500 events a second on one key (25,000 x 30%), at 2 ms each, is 15 seconds of work a second.
    for (size_t i = 0; i < e.s.groups.size(); ++i)
        EXPECT_DOUBLE_EQ(e.r.groups[i].hotKeyThreadSeconds, 15.0) << e.s.groups[i].id;
    const Figures f = figures(e.s, test::catalog(), e.r);
    EXPECT_EQ(figureOf(f, "ledger.hot_key_events").text, "7,500");    // 25,000 x 0.30
    EXPECT_EQ(figureOf(f, "ledger.hot_key_seconds").text, "15.0 s");  // 7,500 x 2 / 1,000
    // Seed (paraphrased): a group card assumes all of its tasks share the load equally, which hides
    // the ledger's hot key from its card: carried 23,282 / 60,000 = 38.8%, no warning.
    const LimitReport& l = limitOf(groupCard(e, 1), LimitKind::Consumers);
    EXPECT_NEAR(l.percent, 38.8, 0.05);  // 25,000 x 15 / 16.1067 = 23,282.3; / 60,000
    EXPECT_EQ(l.status, Status::Ok);
}

TEST(Consumers, SubKeyOnOneThread)
{
    const auto e = stageAt(6);
    const Figures f = figures(e.s, test::catalog(), e.r);
    // Seed: 7,500 / 24 = 312.5 events/s land on every sub-key; at 2 ms each, one thread is 62.5% busy.
    EXPECT_DOUBLE_EQ(figureOf(f, "ledger.sub_key_events").value, 312.5);
    EXPECT_EQ(figureOf(f, "ledger.sub_key_events").text, "312.5");
    EXPECT_DOUBLE_EQ(figureOf(f, "ledger.sub_key_thread").value, 62.5);
    EXPECT_EQ(figureOf(f, "ledger.sub_key_thread").text, "62.5%");
}

TEST(Consumers, SixtyTasksOnFortyEightPartitions)
{
    // Seed check-in (paraphrased): with 60 tasks over 48 partitions, what are the 12 spare tasks for?
    // Nothing - they sit idle.
    const auto e = test::evaluated(test::stagePatched(2, R"({"groups":[{"id":"fulfilment","tasks":60}]})"));
    EXPECT_EQ(e.r.groups[0].workingTasks, 48);  // min(60, 48)
    EXPECT_EQ(e.r.groups[0].idleTasks, 12);     // 60 - 48
    // Capacity: 48 working x 10 threads x 1,000 / 2 ms = 240,000 events/s (the 12 idle add nothing).
    EXPECT_DOUBLE_EQ(e.r.groups[0].capacityEventsPerSecond, 240000.0);
    const LimitReport& l = limitOf(groupCard(e, 0), LimitKind::Consumers);
    EXPECT_NEAR(l.percent, 10.42, 0.005);  // 25,000 / 240,000
    const std::string w = test::warningsText(e, groupCard(e, 0));
    EXPECT_TRUE(test::contains(w, "12 of 60 tasks sit idle")) << w;
    EXPECT_TRUE(test::contains(w, "the topic has 48")) << w;
    // The idle tasks still bill: 60 x 720 h x $0.04937 = $2,132.78 (2,132.784).
    EXPECT_EQ(test::billOf(e.r, BillItem::ConsumerTasks).cents, 213278);
}

TEST(Consumers, ASlowGroupSaturates)
{
    // 12 tasks x 10 threads x 1,000 / 5 ms = 24,000 events/s, against 25,000: 104.17%.
    const auto e = test::evaluated(test::stagePatched(2, R"({"groups":[{"id":"fulfilment","ms_per_event":5}]})"));
    const CardReport& g = groupCard(e, 0);
    const LimitReport& l = limitOf(g, LimitKind::Consumers);
    EXPECT_DOUBLE_EQ(l.capacity, 24000.0);
    EXPECT_NEAR(l.percent, 104.17, 0.005);
    EXPECT_EQ(l.status, Status::Saturated);
    EXPECT_DOUBLE_EQ(g.percent, 100.0);
    // Its wall: 24,000 events/s, below the cluster's EBS wall of 38,452.
    EXPECT_NEAR(l.wallEventsPerSecond, 24000.0, 1e-6);
    EXPECT_NEAR(e.r.wallEventsPerSecond, 24000.0, 1e-6);
    // The group is what saturates first; the brokers still carry all 25,000 (the lag grows instead).
    EXPECT_EQ(firstToSaturateText(e.s, e.r), "Fulfilment");
    EXPECT_DOUBLE_EQ(g.carriedEventsPerSecond, 25000.0);
    const std::string w = test::warningsText(e, g);
    EXPECT_TRUE(test::contains(w, "Processing at 104%")) << w;
    EXPECT_TRUE(test::contains(w, "25,000 events/s")) << w;
    EXPECT_TRUE(test::contains(w, "24,000")) << w;
    // A lagging group is not on the produce path: the latency stays at its Stage 2 figure, no floor.
    EXPECT_FALSE(e.r.latency.floor);
}

}  // namespace
}  // namespace mqlab
