// What a screen reader says for a card, one of its limits and a tile: the words a sighted user reads
// there, status included ("Kafka cluster, network 113.8 percent, saturated"), so that status is
// never carried by colour alone. Built from the rows the models already hold.
#pragma once

#include <QString>

#include "limitstatus.h"
#include "nodemodel.h"
#include "tile_model.h"

namespace mqlab::app {

// True while an assistive technology is listening (QAccessible is active). The models announce a
// changed name only then: a name re-set on every card at every slider step cost the 200-node step
// its 2 ms at p95 (7 ms measured). A name is read afresh whenever a delegate is built.
bool screenReaderListening();
// Starts following QAccessible's activation (the window calls it before it opens).
void watchScreenReaders();

QString spokenStatus(LimitStatuses::Status status); // "saturated", "within its limits"
QString spokenPercent(const QString& percentText);  // "113.8%" -> "113.8 percent"
QString spokenLimit(const LimitRow& limit);         // "network 113.8 percent, saturated"
QString spokenTile(const TileRowData& tile);        // "Load: 25,000 events/s. Wall at ..."
// "Kafka cluster, network 113.8 percent, saturated": the card's name and its binding limit; a card
// with no limits (a producer) says its headline.
QString spokenCard(const NodeModel::Row& card);

} // namespace mqlab::app
