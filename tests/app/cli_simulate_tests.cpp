// `mqlab simulate` as a user runs it: exit status, stdout and stderr.
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "cli_run.h"

#include <nlohmann/json.hpp>

namespace {

using clitest::Outcome;

Outcome mqlab(const QStringList& args)
{
    return clitest::run(QStringLiteral(MQLAB_BINARY), args);
}

size_t lines(const std::string& text)
{
    return static_cast<size_t>(std::count(text.begin(), text.end(), '\n'));
}

} // namespace

// Stage 1 at 100 events/s, evenly spaced, linger.ms 0, in the fixed mode: every batch is one 2,048-byte
// event and none queues, so every produce takes the fixed 10 ms and every event 2.154463 ms from
// creation to processed (commit 137,388 ns: partition 51,226 + leader write 26,006 + two replication
// copies 34,150 + follower write 26,006; read 17,075 ns; processing 2 ms; derived in
// tests/engine/sim/kafka_run_tests.cpp). Ten seconds: events at 10 ms, 20 ms, ..., 10,000 ms.
TEST(CliSimulate, FixedModeJsonHasExactTimings)
{
    QTemporaryDir dir;
    nlohmann::json sc = nlohmann::json::parse(mqlab({"scenario", "--stage", "1"}).out);
    sc["producers"][0]["events_per_s"] = 100;
    sc["producers"][0]["linger_ms"] = 0;
    const QString path = dir.filePath("slow.json");
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(sc.dump()));
    f.close();

    const Outcome r = mqlab({"simulate", "--scenario", path, "--seconds", "10", "--fixed", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["produced"], 1000);
    EXPECT_EQ(j["lost"], 0);
    EXPECT_DOUBLE_EQ(j["produce"]["p50_ms"].get<double>(), 10.0);
    EXPECT_DOUBLE_EQ(j["produce"]["p99_ms"].get<double>(), 10.0);
    EXPECT_DOUBLE_EQ(j["produce"]["max_ms"].get<double>(), 10.0);
    EXPECT_DOUBLE_EQ(j["groups"][0]["end_to_end"]["p99_ms"].get<double>(), 2.154463);
    EXPECT_EQ(j["groups"][0]["id"], "fulfilment");
    EXPECT_EQ(j["sample_times_s"].size(), j["unacknowledged"].size());
    // Every produce takes 10 ms, so the slowest is the first of equals: batch 0, the event made at
    // 10 ms. Its life: sent at 10 ms; committed 137,388 ns later (the sum above); processed at
    // 10 + 2.154463 ms; acknowledged at 10 + 10 ms (the answer takes the fixed 10 ms).
    const auto& slowest = j["slowest_batch"];
    EXPECT_DOUBLE_EQ(slowest["produce_ms"].get<double>(), 10.0);
    const auto& steps = slowest["steps"];
    ASSERT_GE(steps.size(), 4u);
    EXPECT_EQ(steps.front()["kind"], "batch_sent");
    EXPECT_DOUBLE_EQ(steps.front()["at_ms"].get<double>(), 10.0);
    EXPECT_EQ(steps.front()["batch"], 0);
    EXPECT_EQ(steps.back()["kind"], "acked");
    EXPECT_DOUBLE_EQ(steps.back()["at_ms"].get<double>(), 20.0);
    bool committed = false, processed = false;
    for (const auto& step : steps) {
        if (step["kind"] == "committed") {
            committed = true;
            EXPECT_DOUBLE_EQ(step["at_ms"].get<double>(), 10.137388);
        }
        if (step["kind"] == "processed") {
            processed = true;
            EXPECT_DOUBLE_EQ(step["at_ms"].get<double>(), 12.154463);
            EXPECT_EQ(step["group"], "fulfilment");
        }
    }
    EXPECT_TRUE(committed && processed) << steps.dump();
}

// What each connection carried (RunResult::paths, the canvas's moving dots), in the run of
// FixedModeJsonHasExactTimings: event i (i = 1 to 1,000) is created at i x 10 ms, acknowledged 10 ms
// later and processed 2.154463 ms after its creation. Samples fall at 0, 1, ..., 10 s; the one at k s
// was scheduled at k - 1 s, before anything else due at k s, so it counts what happened in
// [k - 1 s, k s) (as kafka_run_tests.cpp's EachConnectionCarriesItsEventsSampleBySample).
// - orders -> kafka, acknowledgements at i x 10 + 10 ms: by the end (10,000 ms, included) i = 1 to
//   999, so 999 in all; sample 1 holds i = 1 to 98 (acknowledged 20 to 990 ms), samples 2 to 10 hold
//   100 each (i = 99 to 198, ..., 899 to 998); event 999's, at 10,000 ms, comes after the last sample:
//   98 + 9 x 100 = 998 of the 999. 999 events in 10 s: 99.9 events/s.
// - kafka -> fulfilment, processed at i x 10 + 2.154463 ms: i = 1 to 999 by the end (event 1,000's
//   falls at 10,002 ms); sample 1 holds i = 1 to 99, samples 2 to 10 100 each: 99 + 900 = 999.
TEST(CliSimulate, EachConnectionsEventsAreInTheJsonAndTheText)
{
    QTemporaryDir dir;
    nlohmann::json sc = nlohmann::json::parse(mqlab({"scenario", "--stage", "1"}).out);
    sc["producers"][0]["events_per_s"] = 100;
    sc["producers"][0]["linger_ms"] = 0;
    const QString path = dir.filePath("slow.json");
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(sc.dump()));
    f.close();

    const QStringList args = {"simulate", "--scenario", path, "--seconds", "10", "--fixed"};
    const Outcome r = mqlab(args + QStringList{"--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    const auto& paths = j["connections"];
    ASSERT_EQ(paths.size(), 2u) << r.out;
    std::vector<std::uint64_t> produce(11, 100), consume(11, 100);
    produce[0] = consume[0] = 0; // nothing before the first sample at 0 s
    produce[1] = 98;
    consume[1] = 99;
    EXPECT_EQ(paths[0]["from"], "orders");
    EXPECT_EQ(paths[0]["to"], "kafka");
    EXPECT_EQ(paths[0]["carries"], "acknowledged");
    EXPECT_EQ(paths[0]["events"], 999);
    EXPECT_EQ(paths[0]["per_sample"].get<std::vector<std::uint64_t>>(), produce);
    EXPECT_EQ(paths[1]["from"], "kafka");
    EXPECT_EQ(paths[1]["to"], "fulfilment");
    EXPECT_EQ(paths[1]["carries"], "processed");
    EXPECT_EQ(paths[1]["events"], 999);
    EXPECT_EQ(paths[1]["per_sample"].get<std::vector<std::uint64_t>>(), consume);
    EXPECT_EQ(paths[1]["per_sample"].size(), j["sample_times_s"].size());

    const Outcome text = mqlab(args);
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("Over each connection:\n"
                            "  Order service to Kafka cluster: 999 events acknowledged (99.9 events/s)\n"
                            "  Kafka cluster to Fulfilment: 999 events processed (99.9 events/s)\n"),
              std::string::npos)
        << text.out;
}

// A broker down and back on Stage 1 (acks=all, RF 3, min ISR 2): the text names the failure, the 16
// partitions whose leader moved (48 / 3 brokers) and no loss.
TEST(CliSimulate, FailureTextReportsNoLoss)
{
    const Outcome r = mqlab({"simulate", "--stage", "1", "--seconds", "6", "--fail", "broker:2@2s..4s"});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("broker 2 down from 2.0 s to 4.0 s; leaders moved 16"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Lost 0, duplicates 0"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Produce, send to acknowledgement: p50"), std::string::npos);
    EXPECT_NE(r.out.find("Fulfilment, created to processed"), std::string::npos);
    EXPECT_NE(r.out.find("\nThe slowest batch, "), std::string::npos) << r.out;
}

// A zone down on Stage 1 (3 brokers over 3 zones): the text names the zone and its one broker, and
// with acks=all, RF 3 and min ISR 2 nothing is lost; a zone the cluster lacks exits 2 with the range.
TEST(CliSimulate, ZoneFailureIsNamed)
{
    const Outcome r = mqlab({"simulate", "--stage", "1", "--seconds", "4", "--fail", "zone:3@1s..2s"});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("zone 3 (broker 3) down from 1.0 s to 2.0 s; leaders moved 16"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Lost 0, duplicates 0"), std::string::npos) << r.out;
    const Outcome bad = mqlab({"simulate", "--stage", "1", "--fail", "zone:4@1s"});
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.err.find("zone must be 1 to 3"), std::string::npos) << bad.err;
}

// A slow disk named in the text; a slowdown is required for slowdisk and refused elsewhere, and a
// Stage 4 (Express) cluster has no disk to slow.
TEST(CliSimulate, SlowDiskIsNamed)
{
    const Outcome r = mqlab({"simulate", "--stage", "1", "--seconds", "3", "--fail", "slowdisk:2x10@1s..2s"});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("broker 2 disk 10 times slower from 1.0 s to 2.0 s"), std::string::npos) << r.out;
    for (const char* bad : {"slowdisk:2@1s", "broker:2x10@1s"}) {
        const Outcome refused = mqlab({"simulate", "--stage", "1", "--fail", bad});
        EXPECT_EQ(refused.status, 2) << bad;
        EXPECT_NE(refused.err.find("slowdisk:2x10@10s..40s"), std::string::npos) << refused.err;
    }
    const Outcome express = mqlab({"simulate", "--stage", "4", "--fail", "slowdisk:1x2@0s"});
    EXPECT_EQ(express.status, 2);
    EXPECT_NE(express.err.find("Standard brokers only"), std::string::npos) << express.err;
}

// A task crash in the fixed mode, every event on partition 0 of a group of 2 one-thread tasks (the
// case ACrashedTasksPartitionsMoveAfterTheSessionTimeout derives in tests/engine/sim/kafka_run_tests.cpp):
// task 1 crashes at 7.001 s; the 200 events it processed since the 5 s offset commit are processed
// again by task 2, which gets partition 0 (with task 1's 23 other partitions of 48, which get no
// events) at 7.001 + 45 (session.timeout.ms) = 52.001 s; lag at most
// 4,500 (the 52 s sample), 0 at 70 s.
TEST(CliSimulate, TaskCrashRedeliversWhatWasNotCommitted)
{
    QTemporaryDir dir;
    nlohmann::json sc = nlohmann::json::parse(mqlab({"scenario", "--stage", "1"}).out);
    sc["producers"][0]["events_per_s"] = 100;
    sc["producers"][0]["linger_ms"] = 0;
    sc["producers"][0]["key"] = "merchant";
    sc["producers"][0]["hot_key_share"] = 1;
    sc["producers"][0]["sub_keys"] = 1;
    sc["producers"][0]["partitioner"] = "custom";
    sc["groups"][0]["tasks"] = 2;
    sc["groups"][0]["threads_per_task"] = 1;
    const QString path = dir.filePath("one-partition.json");
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(sc.dump()));
    f.close();

    const QStringList args = {"simulate", "--scenario", path,     "--seconds",
                              "70",       "--fixed",    "--fail", "task:fulfilment/1@7.001s"};
    const Outcome r = mqlab(args + QStringList{"--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["groups"][0]["redelivered"], 200);
    EXPECT_EQ(j["groups"][0]["lag"][52], 4500);
    EXPECT_EQ(j["groups"][0]["lag"][70], 0);
    EXPECT_EQ(j["failures"][0]["group"], "fulfilment");
    EXPECT_EQ(j["failures"][0]["task"], 1);
    bool reassigned = false;
    for (const auto& e : j["log"])
        if (e["kind"] == "partition_reassigned" && e["partition"] == 0) {
            EXPECT_DOUBLE_EQ(e["at_ms"].get<double>(), 52'001.0);
            EXPECT_EQ(e["task"], 2);
            reassigned = true;
        }
    EXPECT_TRUE(reassigned) << j["log"].dump();
    const Outcome text = mqlab(args);
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("task 1 of Fulfilment crashed from 7.0 s to the end; partitions reassigned 24, events "
                            "processed twice 200"),
              std::string::npos)
        << text.out;
}

// A leader cut off on Stage 1 (acks=all, RF 3, min ISR 2): fenced 9 s later (broker.session.timeout.ms),
// its 16 leaderships (48 / 3) move, nothing acknowledged is lost.
TEST(CliSimulate, CutOffLeaderLosesNothing)
{
    const Outcome r = mqlab({"simulate", "--stage", "1", "--seconds", "12", "--fail", "cut:2@1s"});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("broker 2 cut off from the other brokers and the controller from 1.0 s to the end; leaders "
                         "moved 16"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("Lost 0, duplicates 0"), std::string::npos) << r.out;
}

// A seed gives one run: the same seed the same figures, another seed others.
TEST(CliSimulate, SeedRepeats)
{
    auto run = [](const char* seed) {
        const Outcome r = mqlab({"simulate", "--stage", "2", "--seconds", "2", "--seed", seed, "--json"});
        auto j = nlohmann::json::parse(r.out);
        j.erase("wall_seconds");
        return j;
    };
    EXPECT_EQ(run("5"), run("5"));
    EXPECT_NE(run("5")["produce"], run("6")["produce"]);
}

// Bad input: exit 2, one line on stderr naming the option and what it allows.
TEST(CliSimulate, BadInputExitsTwoNamingTheField)
{
    const std::vector<std::pair<QStringList, std::string>> cases = {
        {{"--stage", "1", "--seconds", "0"}, "--seconds: must be more than 0 and at most 3,600 seconds"},
        {{"--stage", "1", "--seconds", "5000"}, "--seconds: must be more than 0 and at most 3,600 seconds"},
        {{"--stage", "1", "--seconds", "nan"}, "--seconds"},
        {{"--stage", "1", "--seed", "-1"}, "--seed: must be a whole number from 0"},
        {{"--stage", "1", "--load", "0"}, "--load: must be a number of events/s, 1 to 10,000,000"},
        {{"--stage", "9"},
         "--stage: must be a stage from 1 to 6, round-1 (its design) or round-1-1 to round-1-7 (its parts), round-2 "
         "(its design) or round-2-1 to round-2-7 (its parts)"},
        {{"--stage", "1", "--fail", "broker:4@1s"}, "--fail: broker must be 1 to 3"},
        {{"--stage", "1", "--fail", "broker:2@5s..1s"}, "--fail: must look like broker:2@10s..40s"},
        {{"--stage", "1", "--fail", "disk"}, "--fail: must look like broker:2@10s..40s"},
        {{"--stage", "1", "--fail", "broker:nope/2@1s"}, "--fail: names no cluster"},
        {{"--stage", "1", "--fail", "task:13@1s"}, "--fail: task must be 1 to 12"},
        {{"--stage", "1", "--fail", "task:nope/1@1s"}, "--fail: names no consumer group"},
        {{"--stage", "1", "--fail", "cut:4@1s"}, "--fail: broker must be 1 to 3"},
        {{"--stage", "1", "--fail", "cut:2@3s..1s"}, "cut:2@10s..40s"},
        {{"--stage", "1", "--scenario", "x.json"}, "give exactly one of --stage N or --scenario FILE"},
        {{"--stage", "1", "--bogus"}, "Unknown option 'bogus'"},
    };
    for (const auto& [args, says] : cases) {
        const Outcome r = mqlab(QStringList{"simulate"} + args);
        EXPECT_EQ(r.status, 2) << args.join(' ').toStdString();
        EXPECT_EQ(lines(r.err), 1u) << r.err;
        EXPECT_NE(r.err.find(says), std::string::npos) << args.join(' ').toStdString() << ": " << r.err;
        EXPECT_TRUE(r.out.empty());
    }
}

// Round 1's design has no Kafka cluster: `simulate` runs it on the Round 1 engine (leases, Raft
// commits). At the seed's peak of 2,025.46 msg/s (50 M a day x 3.5 / 86,400) a 20 s run sends about
// 40,509 messages (Poisson: within 3%); no send is lost with every broker up.
TEST(CliSimulate, RoundOneRunsOnItsOwnEngine)
{
    const Outcome r = mqlab({"simulate", "--stage", "round-1", "--seconds", "20", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_NEAR(j["sends"].get<double>(), 2025.46 * 20, 0.03 * 2025.46 * 20);
    EXPECT_EQ(j["lost"], 0);
    EXPECT_GT(j["acked"].get<double>(), 0.99 * j["sends"].get<double>());
    const Outcome text = mqlab({"simulate", "--stage", "round-1", "--seconds", "20"});
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("2,025.46 msg/s"), std::string::npos) << text.out;
    // Its failures are drills: --fail names the command that runs them.
    const Outcome fail = mqlab({"simulate", "--stage", "round-1", "--fail", "broker:1@1s"});
    EXPECT_EQ(fail.status, 2);
    EXPECT_NE(fail.err.find("mqlab drill --round 1"), std::string::npos) << fail.err;
}

// Round 2's platform runs the fleet at its design's peak: 81,018.5 msg/s in batches of 10 over 12
// brokers and 2,000 partitions, nothing lost; its failures are drills.
TEST(CliSimulate, RoundTwoDesignRunsTheFleet)
{
    const QString design = QStringLiteral(MQLAB_SOURCE_DIR) + "/stages/round-2.json";
    const Outcome r = mqlab({"simulate", "--scenario", design, "--seconds", "2", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["round"], 2);
    EXPECT_NEAR(j["rate"].get<double>(), 81018.5, 0.05); // the design's peak, 2 x 10^9 / 86,400 x 3.5
    EXPECT_EQ(j["lost"], 0);
    // 8,101.85 batches/s for 2 s: 16,204 (Poisson, within 3%).
    EXPECT_NEAR(j["sends"].get<double>(), 16204, 16204 * 0.03);
    // Each broker: 40.5 MB/s in, 54.0 out (§3.5), within 3%.
    EXPECT_NEAR(j["broker_in_mbps"].get<double>(), 40.51, 1.3);
    EXPECT_NEAR(j["broker_out_mbps"].get<double>(), 54.01, 1.7);
    const Outcome text = mqlab({"simulate", "--scenario", design, "--seconds", "1"});
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("Send to a waiting reader: p50"), std::string::npos) << text.out;
    const Outcome fail = mqlab({"simulate", "--scenario", design, "--fail", "broker:1@1s"});
    EXPECT_EQ(fail.status, 2);
    EXPECT_NE(fail.err.find("mqlab drill --round 2"), std::string::npos) << fail.err;
}
