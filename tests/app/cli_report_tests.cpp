// The command line as a user runs it: `mqlab report`, `mqlab scenario`, `mqlab check`, and every
// kind of bad input, which must end with exit status 2 and one line naming the field and the range.
#include <QFile>
#include <QProcess>
#include <functional>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "cli_run.h"

#include <nlohmann/json.hpp>

namespace {

using clitest::Outcome;

Outcome mqlab(const QStringList& args) { return clitest::run(QStringLiteral(MQLAB_BINARY), args); }

QString writeTemp(QTemporaryDir& dir, const char* name, const std::string& text)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(text.data(), static_cast<qint64>(text.size()));
    return path;
}

nlohmann::json stage1()
{
    const Outcome r = mqlab({"scenario", "--stage", "1"});
    return nlohmann::json::parse(r.out);
}

TEST(CliReport, Stage3TextShowsTheFourTiles)
{
    const Outcome r = mqlab({"report", "--stage", "3"});
    ASSERT_EQ(r.status, 0) << r.err;
    // Seed 000, Stage 3: 25,000 events/s; a saturated produce path gives the floor; $5,605.78 rounds
    // to $5,606; the network (113.8%) is the first wall.
    EXPECT_NE(r.out.find("25,000 events/s"), std::string::npos);
    EXPECT_NE(r.out.find("\u2265 10ms"), std::string::npos);
    EXPECT_NE(r.out.find("$5,606/mo"), std::string::npos);
    EXPECT_NE(r.out.find("First to saturate   Kafka cluster"), std::string::npos);
    EXPECT_NE(r.out.find("113.8%"), std::string::npos);
}

// Round 1 of the second seed (stages/round-1.json, scenario version 2) through the command line, text and
// JSON; every figure is derived in tests/engine/kinds/round1_report_tests.cpp and only read back here.
TEST(CliReport, Round1ScenarioTextAndJson)
{
    const QString file = QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-1.json");
    const Outcome t = mqlab({"report", "--scenario", file});
    ASSERT_EQ(t.status, 0) << t.err;
    // 50 M a day / 86,400 x 3.5 = 2,025.46 msg/s; 9 ms of 100; $790.39 beside SQS's $732.75.
    EXPECT_NE(t.out.find("2,025 msg/s"), std::string::npos) << t.out; // the seed counts messages (units seed004)
    EXPECT_NE(t.out.find("Wall                4,220 msg/s"), std::string::npos) << t.out; // 2,025.46 x 1,000 / 480
    EXPECT_NE(t.out.find("9ms  (p99 send to a waiting worker, target 100 ms)"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("$790/mo  ($790.39 a month)"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("SQS instead         $732.75/mo"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("Durability          survives 1 of 3 replicas"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("Downtime budget     43.8 min/month down at 99.9%"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("Bill (a month of 730 hours)"), std::string::npos) << t.out;
    const Outcome j = mqlab({"report", "--scenario", file, "--json"});
    ASSERT_EQ(j.status, 0) << j.err;
    const nlohmann::json doc = nlohmann::json::parse(j.out);
    EXPECT_EQ(doc["cost"]["monthly_usd"], 790.39);
    EXPECT_EQ(doc["sqs"]["monthly_usd"], 732.75);
    EXPECT_EQ(doc["durability"]["survives"], 1);
    EXPECT_EQ(doc["wall"]["limit"], "volume_fill");
}

// Round 2 (stages/round-2.json) through the command line, text and JSON; every figure is derived in
// tests/engine/kinds/platform_fleet_tests.cpp and only read back here.
TEST(CliReport, Round2ScenarioTextAndJson)
{
    const QString file = QStringLiteral(MQLAB_SOURCE_DIR "/stages/round-2.json");
    const Outcome t = mqlab({"report", "--scenario", file});
    ASSERT_EQ(t.status, 0) << t.err;
    // 2 x 10^9 / 86,400 x 3.5 = 81,018.5 msg/s; 11 ms of 15; $12,643.72 beside MSK's $13,449.49.
    EXPECT_NE(t.out.find("81,019 msg/s"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("11ms  (p99 send to a waiting reader, target 15 ms)"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("Cost                $12,644/mo  ($12,643.72 a month)"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("MSK instead         $13,449.49/mo"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("Downtime budget     4.38 min/month down at 99.99%"), std::string::npos) << t.out;
    // 81,018.5 x 30,000 / 14,400 = 168,789: local volume fill is the first wall.
    EXPECT_NE(t.out.find("Wall                168,789 msg/s (Platform fleet, local volume fill)"), std::string::npos)
        << t.out;
    EXPECT_NE(t.out.find("cross-zone replication: $4,864.00"), std::string::npos) << t.out;
    EXPECT_EQ(t.out.find("nan"), std::string::npos) << t.out;
    const Outcome j = mqlab({"report", "--scenario", file, "--json"});
    ASSERT_EQ(j.status, 0) << j.err;
    const nlohmann::json doc = nlohmann::json::parse(j.out);
    EXPECT_EQ(doc["cost"]["monthly_usd"], 12643.72);
    EXPECT_EQ(doc["msk"]["monthly_usd"], 13449.49);
    EXPECT_EQ(doc["durability"]["survives"], 1);
    EXPECT_EQ(doc["wall"]["limit"], "local_volume_fill");
}

// Round 3 by name (`--stage round-3`, the design its parts open), text and JSON; every figure is
// derived in tests/engine/kinds/region_tests.cpp, cell_tests.cpp and mirror_link_tests.cpp and only read
// back here.
TEST(CliReport, Round3StageTextAndJson)
{
    const Outcome t = mqlab({"report", "--stage", "round-3"});
    ASSERT_EQ(t.status, 0) << t.err;
    // 2 x 10^10 / 86,400 x 3.5 = 810,185 msg/s; 222,801 planned in the 20% regions; 18 cells.
    for (const char* line :
         {"Load                810,185 msg/s", "Peak                810,185 msg/s over 4 regions",
          "us-west-2           20% own 162,037 + 60,764 mirrored in = 222,801 msg/s planned; 4 cells (4 needed)",
          "Fleet               18 cells: 216 brokers, 54 controllers",
          "Mirroring           57.9 MB/s = 5.0 TB a day to the paired regions, $3,040.00 a month",
          "Region lost         us-east-1: 182,292 messages left behind at a 3 s lag, 303,819 at the 5 s target",
          "Downtime            26.3 s a month a region at 99.999%", "Stored              597 TB",
          "Storage bill        $23,825.00 a month", "Cross-zone          $40,533.33 a month (75% replication)",
          "Build or buy        build $122,081.75 against MSK $175,380.21: building saves $53,298.46 a month",
          "With the team       not priced", "Cost                $122k/mo  ($122,081.75 a month)",
          "brokers: $51,466.75  (216 x m7g.2xlarge x 730 h x $0.3264",
          // The cells are Round 2's platform: a send reaches a waiting reader, not a worker.
          "p99 send to a waiting reader, target 15 ms"})
        EXPECT_NE(t.out.find(line), std::string::npos) << line << "\n" << t.out;
    EXPECT_EQ(t.out.find(" nan"), std::string::npos) << t.out; // not "tenant"
    const Outcome j = mqlab({"report", "--stage", "round-3", "--json"});
    ASSERT_EQ(j.status, 0) << j.err;
    const nlohmann::json doc = nlohmann::json::parse(j.out);
    EXPECT_EQ(doc["cost"]["monthly_usd"], 122081.75);
    EXPECT_EQ(doc["global"]["brokers"], 216);
    EXPECT_EQ(doc["global"]["building_saves_usd"], 53298.46);
    EXPECT_TRUE(doc["global"]["team_usd"].is_null());
    EXPECT_EQ(doc["global"]["mirrors"][0]["at_risk_at_target"], 303819);
    // A wrong round still names every allowed value, Round 3's design among them.
    const Outcome bad = mqlab({"report", "--stage", "round-4"});
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.err.find("round-3 (its design)"), std::string::npos) << bad.err;
}

TEST(CliReport, Stage2JsonHasTheDocumentedShape)
{
    const Outcome r = mqlab({"report", "--stage", "2", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["load"]["events_per_s"], 25000);
    EXPECT_EQ(j["load"]["text"], "25,000 events/s");
    EXPECT_EQ(j["latency"]["text"], "10ms");
    EXPECT_EQ(j["latency"]["floor"], false);
    EXPECT_EQ(j["latency"]["linger_ms"], 5);
    // $440.64 + $1,235.96 + $1,730.35 + $426.56 = $3,833.51
    EXPECT_DOUBLE_EQ(j["cost"]["monthly_usd"].get<double>(), 3833.51);
    EXPECT_EQ(j["cost"]["text"], "$3,834/mo");
    EXPECT_EQ(j["cost"]["lines"].size(), 4u);
    EXPECT_TRUE(j["first_to_saturate"]["card"].is_null());
    EXPECT_EQ(j["first_to_saturate"]["text"], "Nothing at this load");
    EXPECT_EQ(j["first_to_saturate"]["busiest"]["card"], "Kafka cluster");
    EXPECT_DOUBLE_EQ(j["first_to_saturate"]["busiest"]["percent"].get<double>(), 65.0);  // 51.2 / 78.75
    // The EBS link reaches 100% at 78.75 MB/s / 2,048 bytes = 38,452 events/s.
    EXPECT_EQ(j["wall"]["events_per_s"], 38452);
    EXPECT_EQ(j["wall"]["card"], "Kafka cluster");
    EXPECT_EQ(j["wall"]["limit"], "ebs_link");
    const auto& cluster = j["cards"][1];
    EXPECT_EQ(cluster["kind"], "cluster");
    EXPECT_EQ(cluster["status"], "ok");
    EXPECT_EQ(cluster["limits"][3]["name"], "storage");
    EXPECT_EQ(cluster["limits"][3]["unit"], "GiB");
}

TEST(CliReport, Stage1JsonClampsTheCardAndKeepsTheFullFigure)
{
    const Outcome r = mqlab({"report", "--stage", "1", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    const auto& cluster = j["cards"][1];
    EXPECT_EQ(cluster["status"], "saturated");
    EXPECT_DOUBLE_EQ(cluster["percent"].get<double>(), 100.0);
    EXPECT_DOUBLE_EQ(cluster["raw_percent"].get<double>(), 176.0);  // 86,517.33 / 49,152
    EXPECT_DOUBLE_EQ(cluster["limits"][3]["capacity"].get<double>(), 49152.0);
    ASSERT_FALSE(cluster["warnings"].empty());
    const std::string w = cluster["warnings"][0];
    EXPECT_NE(w.find("86,517 GiB"), std::string::npos) << w;
    EXPECT_NE(w.find("49,152 GiB"), std::string::npos) << w;
    EXPECT_NE(w.find("14,203 events/s"), std::string::npos) << w;
    EXPECT_EQ(j["first_to_saturate"]["card"], "Kafka cluster");
}

TEST(CliReport, LoadOverrideMovesStage2PastItsWall)
{
    const Outcome r = mqlab({"report", "--stage", "2", "--load", "50000", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["load"]["text"], "50,000 events/s");
    EXPECT_EQ(j["latency"]["text"], "\u2265 10ms");
    EXPECT_EQ(j["cost"]["text"], "$5,430/mo");  // $5,429.64, billed at the 38,452 events/s wall
}

TEST(CliReport, ScenarioRoundTripsThroughAFile)
{
    QTemporaryDir dir;
    const QString path = writeTemp(dir, "mine.json", stage1().dump());
    const Outcome r = mqlab({"report", "--scenario", path});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("$5,782/mo"), std::string::npos);
}

// A dead-letter queue behind Stage 1's group: its card shows its policy, its bill line is $0 and says
// why, and the month stays Stage 1's $5,782 (the queue adds nothing yet).
TEST(CliReport, ADeadLetterQueueIsReportedAtZero)
{
    nlohmann::json doc = stage1();
    doc["dead_letter_queues"] = nlohmann::json::array({{{"id", "failed"}, {"name", "Failed orders"}}});
    doc["connections"].push_back({{"from", doc["groups"][0]["id"]}, {"to", "failed"}});
    QTemporaryDir dir;
    const Outcome r = mqlab({"report", "--scenario", writeTemp(dir, "dlq.json", doc.dump())});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("$5,782/mo"), std::string::npos) << r.out;
    // The defaults: moved after 5 receives (the second seed's Round 1), kept 14 days (SQS's longest).
    EXPECT_NE(r.out.find("Failed orders"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("moved after 5 receives, kept 14 d"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("dead-letter queues: $0.00  (1 queue x $0: not priced yet"), std::string::npos) << r.out;
}

TEST(CliCheck, EveryStageFileChecksOut)
{
    const Outcome r = mqlab({"check"});
    EXPECT_EQ(r.status, 0) << r.err;
    // Six stages, Round 1's seven parts, Round 2's seven and Round 3's six; the 45-minute plan and one for
    // each round.
    EXPECT_NE(r.out.find("6 stages, 20 round lessons"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("(4 plans, "), std::string::npos) << r.out;
}

// Bad input: exit status 2, no crash, one line on stderr naming the place and the range.
struct BadCase {
    const char* name;
    std::function<void(nlohmann::json&)> spoil;
    const char* mustMention;
};

class CliBadScenario : public ::testing::TestWithParam<BadCase> {};

TEST_P(CliBadScenario, ExitsTwoNamingTheField)
{
    QTemporaryDir dir;
    nlohmann::json doc = stage1();
    GetParam().spoil(doc);
    const QString path = writeTemp(dir, "bad.json", doc.dump());
    const Outcome r = mqlab({"report", "--scenario", path});
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.err.find(GetParam().mustMention), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("bad.json"), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

INSTANTIATE_TEST_SUITE_P(
    Inputs, CliBadScenario,
    ::testing::Values(
        BadCase{"WrongType", [](auto& d) { d["clusters"][0]["brokers"] = "three"; }, "clusters[0].brokers"},
        BadCase{"UnknownField", [](auto& d) { d["clusters"][0]["colour"] = "red"; }, "clusters[0].colour"},
        BadCase{"Negative", [](auto& d) { d["producers"][0]["events_per_s"] = -5; }, "1 to 10,000,000 events/s"},
        BadCase{"Zero", [](auto& d) { d["groups"][0]["ms_per_event"] = 0; }, "groups[0].ms_per_event"},
        BadCase{"Absurd", [](auto& d) { d["producers"][0]["event_bytes"] = 1e12; }, "1 to 1,048,576 bytes"},
        BadCase{"UnknownSize", [](auto& d) { d["clusters"][0]["broker_size"] = "kafka.t3.nano"; },
                "clusters[0].broker_size"},
        BadCase{"BrokersNotMultipleOfZones", [](auto& d) { d["clusters"][0]["brokers"] = 4; }, "multiple of zones"},
        BadCase{"RfAboveBrokers",
                [](auto& d) {
                    d["clusters"][0]["zones"] = 1;
                    d["clusters"][0]["brokers"] = 2;
                },
                "clusters[0].replication_factor"},
        BadCase{"MinIsrAboveRf", [](auto& d) { d["clusters"][0]["min_insync_replicas"] = 4; },
                "clusters[0].min_insync_replicas"},
        // A group with no connection is read, as the window saves it: CliFiles.ASavedDesignWithAnUnconnectedGroupIsReported.
        BadCase{"WrongVersion", [](auto& d) { d["version"] = 7; }, "version"}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(CliBadInput, MalformedJsonGivesLineAndColumn)
{
    QTemporaryDir dir;
    const QString path = writeTemp(dir, "broken.json", "{\n  \"version\": 1,\n  \"producers\": [ }\n");
    const Outcome r = mqlab({"report", "--scenario", path});
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("line 3"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("column"), std::string::npos) << r.err;
}

TEST(CliBadInput, NaNInAFileIsRefused)
{
    QTemporaryDir dir;
    std::string text = stage1().dump();
    const auto at = text.find("\"events_per_s\":25000");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, std::string("\"events_per_s\":25000").size(), "\"events_per_s\":NaN");
    const QString path = writeTemp(dir, "nan.json", text);
    const Outcome r = mqlab({"report", "--scenario", path});
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("malformed JSON"), std::string::npos) << r.err;
}

TEST(CliBadInput, LoadOutsideItsRange)
{
    for (const char* load : {"0", "-3", "nan", "20000000", "lots"}) {
        const Outcome r = mqlab({"report", "--stage", "1", "--load", load});
        EXPECT_EQ(r.status, 2) << load;
        EXPECT_NE(r.err.find("1 to 10,000,000"), std::string::npos) << load << ": " << r.err;
    }
}

TEST(CliBadInput, UnknownStageAndMissingFile)
{
    EXPECT_EQ(mqlab({"report", "--stage", "9"}).status, 2);
    const Outcome r = mqlab({"report", "--scenario", "/nonexistent/x.json"});
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.err.find("/nonexistent/x.json"), std::string::npos);
}

}  // namespace
