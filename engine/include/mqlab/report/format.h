// Texts for figures as the cards and tiles show them ("25,000 events/s", "10ms", "$5,782/mo").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "mqlab/model/report.h"
#include "mqlab/report/message.h"

namespace mqlab {

struct Scenario;

// 51200000 -> "51,200,000"; thousands separators, `decimals` places, rounded half away from zero.
std::string grouped(double value, int decimals = 0);
std::string percentText(double percent, int decimals = 1);  // "113.8%"
std::string usdText(Money m);                               // "$5,782.40"
std::string loadTileText(double eventsPerSecond);           // "25,000 events/s"
// What the scenario's load counts, by its unit system: "events/s" (the six stages) or "msg/s" (Round 1).
std::string_view loadUnit(const Scenario& s);
std::string loadTileText(const Scenario& s, double eventsPerSecond); // "2,025 msg/s" on Round 1
std::string latencyTileText(const Latency& latency);        // "10ms", "12ms", "≥ 10ms"
// The line under the latency tile: the floor's reason, or the produce path's acks ("produce, acks=all").
std::string latencyDetailText(const Scenario& s, const Latency& latency);
std::string costTileText(Money total, double wholeBelowUsd = 10000); // "$5,782/mo"; from $10,000: "$10k/mo"
// Where a design's cost tile turns to thousands: the first seed's $10,000 ("$10k/mo" in Stages 4 and 6);
// the second seed's $100,000 (Round 2's "$12,644/mo", Round 3's "$122k/mo").
double costTileWholeBelow(const Scenario& s);
std::string statusName(Status s);                           // "ok", "warn", "red", "saturated"

std::string limitKey(LimitKind k);  // "ebs_link": stable, for JSON and templates
std::string limitName(LimitKind k); // "EBS link": for people
// The limit's name as a part of a sentence ({limit} in a card warning), which the window translates as
// its limit names ("LimitName"); its text() is limitName(k).
Message limitNameMessage(LimitKind k);
std::string limitShortName(LimitKind k); // "EBS": for a chart's axis
std::string limitUnit(LimitKind k);      // "MB/s", "GiB", "events/s"
std::string billItemName(BillItem item);

// "Kafka cluster", "Kafka cluster (Express)", or the producer's / group's name.
std::string cardName(const Scenario& s, const CardReport& card);
std::string cardId(const Scenario& s, const CardReport& card);
std::string firstToSaturateText(const Scenario& s, const Report& r);
// The durability tile: "survives 1 of 3 replicas" (the weakest node that holds messages).
std::string durabilityTileText(const Report& r);
// Its figure alone, "1 of 3 replicas"; "none" when nothing holds messages.
std::string durabilityFigureText(const Durability& d);
// "43.8 min/month down at 99.9%"; empty when the design sets no availability target.
std::string availabilityText(const Availability& a);
// "$732.75/mo ($729.60 requests + $3.15 idle long polls; nothing batched: $1,824.00)".
std::string sqsText(const SqsComparison& sqs);
// Round 2: the same platform on Amazon MSK, line by line, and the cost tile's note ("MSK instead: ...").
std::string mskText(const MskComparison& msk);
std::string mskTileNote(const MskComparison& msk);
// The cost tile's line for the queue one could buy instead ("SQS instead: $733/mo"); "" when SQS is
// not compared or already carries the tasks (then it is in the bill).
std::string sqsTileNote(const SqsComparison& sqs);  // a card's name or "Nothing at this load"

// Round 3: the design's figures over its regions, one labelled line each ({"Peak", "810,185 msg/s over
// 4 regions ..."}); empty without cells.
struct LabelledLine {
    std::string label, text;
};
std::vector<LabelledLine> globalLines(const Scenario& s, const Report& r);

// The tiles' words as messages the window translates (tile_messages.cpp); each ...Text above is its
// message's English.
Message latencyTileMessage(const Latency& latency);
Message latencyDetailMessage(const Scenario& s, const Latency& latency);
Message costTileMessage(Money total, double wholeBelowUsd = 10000);
Message durabilityTileMessage(const Report& r);
Message durabilityFigureMessage(const Durability& d);
Message availabilityMessage(const Availability& a); // empty english without a target
Message sqsMessage(const SqsComparison& sqs);       // empty english when not compared
Message mskTileNoteMessage(const MskComparison& msk);
Message sqsTileNoteMessage(const SqsComparison& sqs);
Message firstToSaturateMessage(const Scenario& s, const Report& r);
// Every template above, for messageTemplates().
std::vector<MessageTemplate> tileTemplates();

}  // namespace mqlab
