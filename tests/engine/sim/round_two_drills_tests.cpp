// sim/round_two.h: Round 2's hot tenant, S3 outage and poison-on-an-ordered-queue drills
// (second-seed.md §3.7), each figure measured by the run and checked against a value derived by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "mqlab/error.h"
#include "mqlab/sim/round_two.h"
#include "mqlab/sim/round_two_json.h"

using namespace mqlab::sim;

namespace {

R2DrillResult drill(R2Drill d, std::uint64_t seed = 1, const RoundTwoConfig& c = {})
{
    return runRoundTwoDrill(d, seed, c);
}

size_t countKind(const std::vector<R1Entry>& log, R1Kind kind)
{
    return static_cast<size_t>(std::count_if(log.begin(), log.end(), [&](const R1Entry& e) { return e.kind == kind; }));
}

constexpr double kMiB = 1024.0 * 1024;

} // namespace

TEST(RoundTwoHotTenant, TheHotTeamIsThrottledAndTheOthersDoNotMove)
{
    const R2DrillResult r = drill(R2Drill::HotTenant);
    // Exact: the broker carries 162.037 MB/s x 3 / 12 = 40.509 in and 162.037 x (2 + 2) / 12 = 54.012
    // out at the peak, 94.522 of its 468.75: 374.228 MB/s left for the teams' fetches. A 1 MiB fetch
    // takes 1.048576 / 374.228 = 2.802 ms of it.
    const double spare = 468.75 - 81'018.5 * 2000 * (3 + 4) / 12 / 1e6;
    EXPECT_NEAR(r2Figure(r, "spare_mbps"), spare, 1e-9);
    const double serviceMs = kMiB / spare / 1e3;
    // The bucket starts full with 11 s of the 5 MB/s quota (55 MB) and fills at 5 MB/s; the hot team
    // comes back only once a fetch's worth is in it, so nothing is lost to a full bucket: it is served
    // 55 + 5 x 60 = 355 MB less what the bucket holds at the end: under a fetch (1.05 MB) plus the
    // refill while the 429 travels back and the next fetch comes (a hop and a Poisson gap of 2.6 ms on
    // average: under 40 ms, 0.2 MB, with room to spare), and less a fetch still on the wire at the end
    // (1.05 MB): between (355 - 1.25 - 1.05) / 60 = 5.878 and 355 / 60 = 5.917 MB/s over the 60 s.
    EXPECT_DOUBLE_EQ(r2Figure(r, "quota_burst_mb"), 55);
    EXPECT_LE(r2Figure(r, "hot_served_mbps"), 355.0 / 60 + 1e-9);
    EXPECT_GE(r2Figure(r, "hot_served_mbps"), (355.0 - 1.25 - 1.05) / 60);
    // Retry-After is the whole ms until the bucket holds a fetch: at most ceil(1.048576 / 5 s) = 210 ms.
    EXPECT_LE(r2Figure(r, "longest_retry_after_ms"), 210);
    EXPECT_GT(r2Figure(r, "longest_retry_after_ms"), 200); // a fetch right after one accepted waits ~209 ms
    EXPECT_LE(r2Figure(r, "first_retry_after_ms"), 210);
    // Past the 55 MB, every accepted fetch (300 MB / 1 MiB = 286) empties the bucket below a fetch, and
    // the next fetch (2.6 ms later on average) is refused: at least 285 429s. Fetches sent while a 429 is
    // on its way back (a 0.5 ms hop against a 2.6 ms Poisson gap: about one in six) add to it, well
    // under twice as many.
    EXPECT_GE(r2Figure(r, "throttled"), 285);
    EXPECT_LE(r2Figure(r, "throttled"), 2 * 286);
    // The hot team asks for 400 MB/s x 60 s = 24 GB (a Poisson count of 22,888 fetches: within 2%) and
    // gets 0.355 GB: its lag ends near 23.65 GB.
    EXPECT_NEAR(r2Figure(r, "hot_lag_gb"), 24.0 - 0.355, 24.0 * 0.02);
    // The other teams ask 2 MB/s of their 5: never past their 55 MB of room, never a 429.
    EXPECT_EQ(r2Figure(r, "others_throttled"), 0);
    // Their p99: two hops (p99 1 ms each) and a fetch's 2.802 ms, rarely behind another fetch: under
    // 2 + 2 x 2.802 = 7.6 ms. With the hot team throttled, its accepted fetches come at least 0.2 s
    // apart, so a fetch of the others waits behind at most one of them: the p99 moves by less than
    // one fetch's service (2.802 ms), either way (the baseline's team 1 fetches too).
    EXPECT_LT(r2Figure(r, "others_p99_base_ms"), 2 + 2 * serviceMs);
    EXPECT_LE(std::abs(r2Figure(r, "others_p99_moved_ms")), serviceMs);
    EXPECT_NEAR(r2Figure(r, "others_p99_moved_ms"), r2Figure(r, "others_p99_ms") - r2Figure(r, "others_p99_base_ms"),
                1e-9);
    // Without quotas the broker gets 400 + 2 x 2 = 404 MB/s against 374.2: its queue grows by 29.8 MB/s,
    // a wait of 29.8 / 374.2 = 0.0795 s for each second run; the others' p99 falls near the end (59.4 s
    // of 60): about 4.7 s. First come first served, the hot team gets 400 / 404 of the 374.2 MB/s the
    // broker sends: 370.5 MB/s (within 10: the first moments, before the queue forms, and Poisson counts).
    EXPECT_GT(r2Figure(r, "others_p99_no_quota_ms"), 3500);
    EXPECT_LT(r2Figure(r, "others_p99_no_quota_ms"), 6000);
    EXPECT_NEAR(r2Figure(r, "no_quota_hot_served_mbps"), spare - 4, 10);
    // The log names the teams' rates and the 429s, each with its Retry-After.
    EXPECT_EQ(countKind(r.log, R1Kind::TeamReads), 3u);
    ASSERT_GT(countKind(r.log, R1Kind::Throttled), 0u);
    for (const R1Entry& e : r.log)
        if (e.kind == R1Kind::Throttled) {
            EXPECT_EQ(e.worker, 0);
            EXPECT_LE(e.count, 210u);
        }
}

TEST(RoundTwoHotTenant, SeededAndItsFiguresAreMarkedAssumed)
{
    const R2DrillResult a = drill(R2Drill::HotTenant, 4), b = drill(R2Drill::HotTenant, 4);
    EXPECT_EQ(roundTwoDrillToJson(a).dump(), roundTwoDrillToJson(b).dump());
    const R2DrillResult c = drill(R2Drill::HotTenant, 5);
    EXPECT_NE(r2Figure(a, "hot_lag_gb"), r2Figure(c, "hot_lag_gb"));
    std::vector<std::string> keys;
    for (const R2Figure& f : a.assumed)
        keys.push_back(f.key);
    EXPECT_EQ(keys, (std::vector<std::string>{"tenant_teams", "team_read_mbps", "hot_team_read_mbps", "tenant_s",
                                              "hop_p50_ms"}));
}

TEST(RoundTwoHotTenant, ABadFigureIsNamed)
{
    RoundTwoConfig c;
    c.fetchQuotaMBps = 0;
    try {
        drill(R2Drill::HotTenant, 1, c);
        FAIL() << "a quota of 0 ran";
    } catch (const mqlab::InputError& e) {
        EXPECT_NE(std::string(e.what()).find("fetch quota"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("more than 0 and at most 10,000 MB/s"), std::string::npos) << e.what();
    }
    c = RoundTwoConfig{};
    c.networkMBps = 90; // less than the 94.5 MB/s the broker carries at the peak
    EXPECT_THROW(drill(R2Drill::HotTenant, 1, c), mqlab::InputError);
}

TEST(RoundTwoS3Outage, DisksStayLevelForADayThenFillInTwentySixHours)
{
    const R2DrillResult r = drill(R2Drill::S3Outage);
    // §3.5: 2e9 x 2,000 B = 4,000 GB a day; on the disks a day x 3 copies x 1.2 = 14,400 GB = 14.4 TB,
    // 48% of 12 x 2.5 TB = 30 TB. All exact (up to binary noise).
    EXPECT_NEAR(r2Figure(r, "local_tb"), 14.4, 1e-9);
    EXPECT_NEAR(r2Figure(r, "capacity_tb"), 30, 1e-9);
    EXPECT_NEAR(r2Figure(r, "fill_percent"), 48, 1e-9);
    // For the first 24 h the segments that age out were handed to the tier before it stopped: they
    // leave, one an hour, as one is sealed: level at 14.4 TB until 24 h.
    EXPECT_DOUBLE_EQ(r2Figure(r, "level_until_h"), 24);
    // Then none leaves: the disks grow by a day's 14.4 TB a day. The spec's room, (30 - 14.4) / 14.4 =
    // 1.0833 days = 26 h, counts from there: full at 24 + 26 = 50 h after the tier stops.
    EXPECT_NEAR(r2Figure(r, "growth_tb_per_day"), 14.4, 1e-9);
    EXPECT_NEAR(r2Figure(r, "room_days"), 15.6 / 14.4, 1e-12);
    EXPECT_NEAR(r2Figure(r, "room_h"), 26, 1e-9);
    EXPECT_DOUBLE_EQ(r2Figure(r, "full_at_h"), 50);
    // Hours 25 to 50: the segments sealed at 1 to 26 h pass 24 h with only the disks holding them.
    EXPECT_EQ(r2Figure(r, "segments_kept"), 26);
    // The log: the disks full once, at 50 h, with 50 segments of 600 GB = 30,000 GB.
    ASSERT_EQ(countKind(r.log, R1Kind::DisksFull), 1u);
    EXPECT_EQ(r.log.back().kind, R1Kind::DisksFull);
    EXPECT_EQ(r.log.back().at, 50 * 3600 * kSecond);
    EXPECT_EQ(r.log.back().count, 30'000u);
    // At 24 h the last handed-over segment leaves: 23 segments, 13,800 GB, before the 24 h one is sealed.
    bool dropped24 = false;
    for (const R1Entry& e : r.log)
        if (e.kind == R1Kind::SegmentDropped && e.at == 24 * 3600 * kSecond)
            dropped24 = e.count == 13'800;
    EXPECT_TRUE(dropped24);
    EXPECT_DOUBLE_EQ(r.seconds, 50 * 3600);
}

TEST(RoundTwoS3Outage, HalfTheDisksFillSooner)
{
    RoundTwoConfig c;
    c.volumeGB = 1500; // 18 TB: 14.4 TB, then (18 - 14.4) / 0.6 TB an hour = 6 h past the first day
    const R2DrillResult r = drill(R2Drill::S3Outage, 1, c);
    EXPECT_NEAR(r2Figure(r, "room_h"), 6, 1e-9);
    EXPECT_DOUBLE_EQ(r2Figure(r, "full_at_h"), 30);
    c.volumeGB = 1000; // 12 TB: less than the 14.4 TB a day already on the disks
    try {
        drill(R2Drill::S3Outage, 1, c);
        FAIL() << "12 TB of disks held 14.4 TB";
    } catch (const mqlab::InputError& e) {
        EXPECT_NE(std::string(e.what()).find("volume"), std::string::npos) << e.what();
    }
}

TEST(RoundTwoPoison, TheGroupWaitsForTheDlqAndTheOtherGroupFlows)
{
    const R2DrillResult r = drill(R2Drill::Poison);
    // Two workers, 1 s a message, a 30 s lease, 5 deliveries. Ordered (one message of a group in flight
    // at a time): worker 1 takes A1 at 0 s, worker 2 skips A2 (A1 in flight) and takes B1; at 1 s A1
    // fails (no delete) and B1 is done; B2 then B3 follow one at a time: group B done at 3 s, the
    // fault in group A costing it nothing. A1 shows again as each lease ends: received at 0, 30, 60, 90, 120 s; the
    // lease from 120 ends at 150 s and the would-be 6th receive moves it to the DLQ (as Round 1's
    // poison, §5 check 2). Only then is A2 handed out (150 s), A3 at 151, done at 152 s.
    EXPECT_EQ(r2Figure(r, "deliveries"), 5);
    EXPECT_DOUBLE_EQ(r2Figure(r, "dlq_at_s"), 150);
    EXPECT_DOUBLE_EQ(r2Figure(r, "second_handed_s"), 150);
    EXPECT_DOUBLE_EQ(r2Figure(r, "group_a_done_s"), 152);
    EXPECT_DOUBLE_EQ(r2Figure(r, "group_b_done_s"), 3);
    // A2 and A3 are processed while A1, sent before them, sits in the DLQ: the order is broken.
    EXPECT_EQ(r2Figure(r, "processed_after_dlq"), 2);
    // Without a group key: worker 2 takes A2 at 0 s; A3 at 1 s, done at 2 s; the poison still takes
    // 150 s to reach the DLQ.
    EXPECT_DOUBLE_EQ(r2Figure(r, "unordered_second_handed_s"), 0);
    EXPECT_DOUBLE_EQ(r2Figure(r, "unordered_group_a_done_s"), 2);
    EXPECT_DOUBLE_EQ(r2Figure(r, "unordered_dlq_at_s"), 150);
    // The log: five receives of A1 with five handles, four ends of a lease that show it again, five
    // failures, one move to the DLQ (count 5), and the workers waiting on group A.
    std::vector<double> receivedAt;
    for (const R1Entry& e : r.log)
        if (e.kind == R1Kind::Received && e.message == 0)
            receivedAt.push_back(toSeconds(e.at));
    EXPECT_EQ(receivedAt, (std::vector<double>{0, 30, 60, 90, 120}));
    EXPECT_EQ(countKind(r.log, R1Kind::ProcessingFailed), 5u);
    EXPECT_EQ(countKind(r.log, R1Kind::Expired), 5u); // the fifth lease's end is the move to the DLQ
    ASSERT_EQ(countKind(r.log, R1Kind::DeadLettered), 1u);
    for (const R1Entry& e : r.log) {
        if (e.kind == R1Kind::DeadLettered) { // braces: EXPECT_EQ is an if/else of its own
            EXPECT_EQ(e.count, 5u);
        }
    }
    EXPECT_GT(countKind(r.log, R1Kind::GroupBlocked), 0u);
    EXPECT_FALSE(r.compare.empty());
}

TEST(RoundTwoPoison, MoreDeliveriesHoldTheGroupLonger)
{
    RoundTwoConfig c;
    c.maxReceive = 3; // 0, 30, 60 s; the lease from 60 ends at 90 s: the DLQ, A2 at 90 s
    const R2DrillResult r = drill(R2Drill::Poison, 1, c);
    EXPECT_DOUBLE_EQ(r2Figure(r, "dlq_at_s"), 90);
    EXPECT_DOUBLE_EQ(r2Figure(r, "second_handed_s"), 90);
    c.maxReceive = 0;
    EXPECT_THROW(drill(R2Drill::Poison, 1, c), mqlab::InputError);
}

TEST(RoundTwoDrills, TheNewDrillsAreNamed)
{
    EXPECT_EQ(roundTwoDrillNamed("hot-tenant"), R2Drill::HotTenant);
    EXPECT_EQ(roundTwoDrillNamed("s3-outage"), R2Drill::S3Outage);
    EXPECT_EQ(roundTwoDrillNamed("poison"), R2Drill::Poison);
    EXPECT_EQ(roundTwoDrillKeys(), "ordered-send, stale-worker, zone-loss, broker-crash, replay, head-of-line, "
                                   "rebalance, hot-tenant, s3-outage, poison");
}
