// The style figures are written in (mqlab/report/number_style.h): the default is today's English,
// and another style changes the separators and where "$" goes in every figure the engine writes.
#include <gtest/gtest.h>

#include "mqlab/report/format.h"
#include "mqlab/report/message.h"
#include "mqlab/report/number_style.h"

namespace mqlab {
namespace {

// Puts the default back whatever a test does, so no other suite sees another style.
struct StyleGuard {
    ~StyleGuard() { setNumberStyle(NumberStyle{}); }
};

TEST(NumberStyle, DefaultIsTheEnglishTheCommandLinePrints)
{
    EXPECT_EQ(numberStyle(), NumberStyle{});
    EXPECT_EQ(grouped(12643.72, 2), "12,643.72");
    EXPECT_EQ(usdText(Money::fromUsd(5782.40)), "$5,782.40");
    EXPECT_EQ(costTileText(Money::fromUsd(12643.72), 100000), "$12,644/mo");
}

TEST(NumberStyle, GermanSeparatorsAndTheSignAfter)
{
    StyleGuard guard;
    setNumberStyle({".", ",", "", " $"});
    EXPECT_EQ(grouped(12643.72, 2), "12.643,72");
    EXPECT_EQ(grouped(-1234567, 0), "-1.234.567");
    EXPECT_EQ(percentText(113.84), "113,8%");
    EXPECT_EQ(usdText(Money::fromUsd(5782.40)), "5.782,40 $");
    // $12,643.72 under the $100,000 line: whole dollars; $122,400 over it: thousands, "k" before the sign.
    EXPECT_EQ(costTileText(Money::fromUsd(12643.72), 100000), "12.644 $/mo");
    EXPECT_EQ(costTileText(Money::fromUsd(122400), 100000), "122k $/mo");
}

TEST(NumberStyle, ARefusalsFiguresFollowTheStyle)
{
    StyleGuard guard;
    setNumberStyle({"\u202f", ",", "$", ""}); // French groups with a narrow no-break space
    try {
        checkLoad(2e7, "load");
        FAIL() << "20,000,000 events/s was taken";
    } catch (const MessageError& e) {
        EXPECT_EQ(e.message().id, "load.range");
        EXPECT_EQ(e.problem(), "must be 1 to 10\u202f000\u202f000 events/s (got 20\u202f000\u202f000)");
    }
}

TEST(Message, FillsEachNamedArgument)
{
    EXPECT_EQ(fillTemplate("{a} and {b}, {a}; {c} stays", {{"a", "1"}, {"b", "two"}}), "1 and two, 1; {c} stays");
    // The load's refusal reads as it did before it had a template (the command line's golden text).
    try {
        checkLoad(0, "load");
        FAIL() << "a load of 0 was taken";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "load: load: must be 1 to 10,000,000 events/s (got 0)");
    }
}

} // namespace
} // namespace mqlab
