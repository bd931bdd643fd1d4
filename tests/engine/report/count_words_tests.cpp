// Counts in sentences (mqlab/report/message.h): the English form follows the count, the count is
// written as grouped() writes figures, and a Message fills a count argument like any other.
#include <gtest/gtest.h>

#include "mqlab/report/message.h"
#include "mqlab/report/number_style.h"

using namespace mqlab;

namespace {

constexpr CountWords kBrokers{"%n broker", MQLAB_TR_N(kCountContext, "%n brokers")};

TEST(CountWords, OneTakesTheSingularAndEveryOtherCountThePlural)
{
    EXPECT_EQ(countText(1, kBrokers), "1 broker");
    EXPECT_EQ(countText(0, kBrokers), "0 brokers"); // English says "0 brokers", not "0 broker"
    EXPECT_EQ(countText(6, kBrokers), "6 brokers");
}

TEST(CountWords, TheCountIsGroupedInTheNumberStyle)
{
    EXPECT_EQ(countText(12000, kBrokers), "12,000 brokers");
    const NumberStyle english = numberStyle();
    setNumberStyle(NumberStyle{".", ",", "", " $"}); // German: "." groups thousands
    EXPECT_EQ(countText(12000, kBrokers), "12.000 brokers");
    setNumberStyle(english);
}

TEST(CountWords, AMessageFillsItsCountsBesideItsOtherArguments)
{
    constexpr MessageTemplate t{"test.count", "{name} has {brokers}"};
    EXPECT_EQ(message(t, {{"name", "Kafka"}}, {{"brokers", 1, kBrokers}}).text(), "Kafka has 1 broker");
    EXPECT_EQ(message(t, {{"name", "Kafka"}}, {{"brokers", 3, kBrokers}}).text(), "Kafka has 3 brokers");
}

} // namespace
