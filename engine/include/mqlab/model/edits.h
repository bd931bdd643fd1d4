// The canvas's design edits as engine functions: each takes a scenario and returns the edited copy,
// or throws InputError naming what is refused. New nodes take their figures from the field table
// (fields.h) and their names and ids from the kinds' registry (kinds.h).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "mqlab/model/fields.h"
#include "mqlab/model/scenario.h"

namespace mqlab {

// "<prefix>-<n>" with the lowest n >= 1 that no node of the scenario uses.
std::string freshId(const Scenario& scenario, std::string_view prefix);

// One node of `kind` with every field at the table's default, an id from its kind's prefix, its
// kind's new-node name, at `at` (canvas pixels). The new node's id is written to `id` when given.
Scenario withNode(const Scenario& scenario, Kind kind, Position at, const Catalog& catalog, std::string* id = nullptr,
                  const std::string& name = {});

// A drawn card's height by node id, canvas pixels (> 0); the canvas knows them, the engine does not.
using CardHeights = std::map<std::string, double, std::less<>>;
inline constexpr double kCardWidth = 240; // every card, canvas pixels
inline constexpr double kCardHeight = 95; // a small card at rest: the height of a card not measured

// Where a new card `height` tall asked for at `want` goes: there, or straight below every card it
// would overlap, so a card added from a menu never lands on another. Each card is kCardWidth wide
// and as tall as `heights` says (a cluster with its limit bars is three times a producer), else
// kCardHeight.
Position freeSpot(const Scenario& scenario, Position want, const CardHeights& heights = {},
                  double height = kCardHeight);

// A copy of each node named in `ids`, moved by `offset`, with fresh ids (written to `copies` in
// card order). A copy keeps the connections its kind may have only one of (a producer's cluster,
// a group's cluster); connections others may share start empty (a cluster copy stands alone).
Scenario withCopies(const Scenario& scenario, const std::vector<std::string>& ids, Position offset,
                    std::vector<std::string>* copies = nullptr);

// The nodes named in `ids` removed, with every connection to or from them.
Scenario withoutNodes(const Scenario& scenario, const std::vector<std::string>& ids);

// The node `id` changed to `kind`, a kind of the same array (Standard <-> Express): the fields the
// table marks followsKind take the new kind's defaults (its broker size, Express's fixed figures).
Scenario withKind(const Scenario& scenario, const std::string& id, Kind kind, const Catalog& catalog);

// `from -> to` added; refused with connectionRefusal()'s reason as the InputError's problem.
Scenario withConnection(const Scenario& scenario, const std::string& from, const std::string& to);

// The name of the node whose figure the engine uses instead of field `key` of node `nodeId`, or ""
// when the node's own figure counts: a region's S3 Standard and Glacier tier nodes set the days its
// cells keep (the cells' s3_days and archive_days then wait unused until the tier is removed).
std::string fieldSetBy(const Scenario& scenario, const std::string& nodeId, std::string_view key);

} // namespace mqlab
