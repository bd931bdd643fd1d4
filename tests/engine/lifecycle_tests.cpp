// lifecyclePromise(): what each step of one event's life promises under the design's settings.
// The settings come from seed 000's Stage 1 (acks=all, min.insync.replicas 2, 3 zones, linger 5 ms,
// 7 days) and are then changed one at a time, as a user does in the event stepper.
#include <gtest/gtest.h>

#include <set>

#include "mqlab/lesson/stage.h"
#include "test_data.h"

namespace {

using mqlab::Acks;
using mqlab::lifecyclePromise;

bool has(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}
bool has(const mqlab::Message& m, const std::string& part)
{
    return has(m.text(), part);
}

TEST(Lifecycle, AckedUnderAcksAllAndMinIsrTwoIsInTwoZones)
{
    const mqlab::Scenario s = mqlab::test::stageScenario(1);
    const std::string t = lifecyclePromise("acked", s).text();
    // min.insync.replicas 2 over 3 zones: an acked write is in at least min(2, 3) = 2 zones.
    EXPECT_TRUE(has(t, "at least 2 zones")) << t;
    EXPECT_TRUE(has(t, "fewer than 2")) << t;
}

TEST(Lifecycle, AcksOneLeavesTheWriteInOneZone)
{
    mqlab::Scenario s = mqlab::test::stageScenario(1);
    s.producers[0].idempotence = false; // Kafka needs acks=all for idempotence
    s.producers[0].acks = Acks::One;
    EXPECT_TRUE(has(lifecyclePromise("acked", s), "one zone only"));
    s.producers[0].acks = Acks::Zero;
    EXPECT_TRUE(has(lifecyclePromise("acked", s), "does not wait"));
}

TEST(Lifecycle, MinIsrOneIsOneZone)
{
    mqlab::Scenario s = mqlab::test::stageScenario(1);
    s.clusters[0].minInsyncReplicas = 1;
    // min(1, 3 zones) = 1: the promise shrinks to one zone.
    EXPECT_TRUE(has(lifecyclePromise("acked", s), "at least 1 zone.")) << lifecyclePromise("acked", s).text();
}

TEST(Lifecycle, BatchedFollowsLinger)
{
    mqlab::Scenario s = mqlab::test::stageScenario(1);
    EXPECT_TRUE(has(lifecyclePromise("batched", s), "up to 5 ms")); // seed 000: linger.ms 5
    s.producers[0].lingerMs = 0;
    EXPECT_TRUE(has(lifecyclePromise("batched", s), "linger.ms is 0"));
}

TEST(Lifecycle, AppendedCountsTheFollowers)
{
    const mqlab::Scenario s = mqlab::test::stageScenario(1);
    EXPECT_TRUE(has(lifecyclePromise("appended", s), "2 followers fetch")); // RF 3: 3 - 1 = 2
}

TEST(Lifecycle, DeletedFollowsRetentionAndTheTier)
{
    // Stage 1: 7 days on broker disks. Stage 2: 24 hours on the disks, 7 days in the tier.
    EXPECT_TRUE(has(lifecyclePromise("deleted", mqlab::test::stageScenario(1)), "deleted 7 days"));
    const std::string tiered = lifecyclePromise("deleted", mqlab::test::stageScenario(2)).text();
    EXPECT_TRUE(has(tiered, "after 24 hours")) << tiered;
    EXPECT_TRUE(has(tiered, "tier after 7 days")) << tiered;
}

TEST(Lifecycle, AnEmptyDesignSaysWhatIsMissing)
{
    EXPECT_TRUE(has(lifecyclePromise("acked", mqlab::Scenario{}), "Add a producer and a cluster"));
}

// Each promise is a template the window translates, the settings its arguments. Stage 1 (seed 000):
// RF 3 over 3 zones, so 3 - 1 = 2 followers; "3 zones allow" is a count with its verb, and one zone
// takes the singular ("1 zone allows", where the old concatenation wrote "1 zones allow").
TEST(Lifecycle, EachPromiseIsATemplateWithTheSettingsAsArguments)
{
    mqlab::Scenario s = mqlab::test::stageScenario(1);
    const mqlab::Message appended = lifecyclePromise("appended", s);
    EXPECT_EQ(appended.id, "lifecycle.appended.followers");
    EXPECT_EQ(appended.text(), "The leader appends the batch to its page cache; 2 followers fetch it, one a zone where "
                               "3 zones allow.");
    s.clusters[0].zones = 1;
    s.clusters[0].replicationFactor = 2;
    s.clusters[0].minInsyncReplicas = 1;
    EXPECT_EQ(lifecyclePromise("appended", s).text(),
              "The leader appends the batch to its page cache; 1 follower fetches it, one a zone where 1 zone allows.");
    const mqlab::Message batched = lifecyclePromise("batched", s);
    EXPECT_EQ(batched.id, "lifecycle.batched.linger");
    ASSERT_EQ(batched.args.size(), 1u);
    EXPECT_EQ(batched.args[0].second, "5"); // seed 000: linger.ms 5
    // Every step of seed 000's life has its promise, and each template is one of lifecycleTemplates().
    std::set<std::string> ids;
    for (const mqlab::MessageTemplate& t : mqlab::lifecycleTemplates())
        ids.insert(std::string(t.id));
    EXPECT_EQ(ids.size(), 12u);
    for (const char* step : {"batched", "appended", "acked", "visible", "committed", "deleted"}) {
        const mqlab::Message m = lifecyclePromise(step, mqlab::test::stageScenario(1));
        EXPECT_TRUE(ids.count(m.id)) << step << " " << m.id;
        EXPECT_EQ(m.text().find('{'), std::string::npos) << m.text();
    }
    EXPECT_EQ(lifecyclePromise("no-such-step", s).text(), "");
}

} // namespace
