// The toolbar's typed load and its arrow-key steps.
#include <gtest/gtest.h>

#include "mqlab/report/load_text.h"

using namespace mqlab;

TEST(TypedLoad, ReadsDigitsCommasAndSuffixes)
{
    EXPECT_EQ(parseTypedLoad("25000").eventsPerSecond, 25000);
    EXPECT_EQ(parseTypedLoad(" 25,000 ").eventsPerSecond, 25000);
    EXPECT_EQ(parseTypedLoad("30k").eventsPerSecond, 30000);       // 30 x 1,000
    EXPECT_EQ(parseTypedLoad("30K").eventsPerSecond, 30000);
    EXPECT_EQ(parseTypedLoad("1.5M").eventsPerSecond, 1500000);    // 1.5 x 1,000,000
    EXPECT_EQ(parseTypedLoad("2.5e4").eventsPerSecond, 25000);
    EXPECT_EQ(parseTypedLoad("10M").eventsPerSecond, 10000000);    // the top of the range, kept
    EXPECT_EQ(parseTypedLoad("1").eventsPerSecond, 1);             // the bottom, kept
    EXPECT_TRUE(parseTypedLoad("30k").problem.empty());
}

TEST(TypedLoad, RefusesOutOfRangeWithTheRange)
{
    for (const char* text : {"0", "20,000,000", "20M", "-5", "0.5"}) {
        const TypedLoad t = parseTypedLoad(text);
        EXPECT_NE(t.problem.find("1 to 10,000,000 events/s"), std::string::npos) << text << ": " << t.problem;
    }
    EXPECT_NE(parseTypedLoad("20,000,000").problem.find("got 20,000,000"), std::string::npos);
}

TEST(TypedLoad, RefusesWhatIsNotANumberWithAShortEcho)
{
    for (const char* text : {"", "abc", "30kk", "nan", "inf", "1e400", "3 0", "k"}) {
        const TypedLoad t = parseTypedLoad(text);
        EXPECT_FALSE(t.problem.empty()) << text;
        EXPECT_EQ(t.eventsPerSecond, 0) << text;
    }
    const TypedLoad t = parseTypedLoad(std::string(10000, 'x'));
    EXPECT_LT(t.problem.size(), 200u);  // echoes 24 characters, not 10,000
    EXPECT_EQ(t.problem.find('\n'), std::string::npos);
}

TEST(SteppedLoad, FineMovesTheSecondDigitCoarseTheFirst)
{
    // 25,000: magnitude 10,000; fine step 1,000, coarse 10,000.
    EXPECT_EQ(steppedLoad(25000, +1, false), 26000);
    EXPECT_EQ(steppedLoad(25000, -1, false), 24000);
    EXPECT_EQ(steppedLoad(25000, +1, true), 30000);
    EXPECT_EQ(steppedLoad(25000, -1, true), 20000);
    // Off a round figure, a step lands on the next round one: 21,962 -> 22,000 up, 21,000 down.
    EXPECT_EQ(steppedLoad(21962, +1, false), 22000);
    EXPECT_EQ(steppedLoad(21962, -1, false), 21000);
    // Down from a power of ten the step shrinks with the magnitude: 10,000 -> 9,900 (fine), 9,000 (coarse).
    EXPECT_EQ(steppedLoad(10000, -1, false), 9900);
    EXPECT_EQ(steppedLoad(10000, -1, true), 9000);
    // Up from 9,900 (magnitude 1,000, fine step 100) reaches 10,000 again.
    EXPECT_EQ(steppedLoad(9900, +1, false), 10000);
}

TEST(SteppedLoad, StaysInRange)
{
    EXPECT_EQ(steppedLoad(1e7, +1, true), 1e7);
    EXPECT_EQ(steppedLoad(1, -1, false), 1);
    EXPECT_EQ(steppedLoad(1, +1, false), 2);  // below 10 the step is 1 event/s
    // A fine step is at most a tenth of the load's magnitude: 2.5% to 10% of the load.
    for (double l : {150.0, 999.0, 1000.0, 47000.0, 999999.0}) {
        const double up = steppedLoad(l, +1, false);
        EXPECT_GT(up, l);
        EXPECT_LE((up - l) / l, 0.1 + 1e-9) << l;
    }
}
