#include "report_presenter.h"

#include "engine_text.h"
#include "limit_names.h"
#include "load_unit.h"

#include <algorithm>
#include <cmath>

#include "mqlab/model/catalog.h"
#include "mqlab/model/kinds.h"
#include "mqlab/model/unit_system.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/report/load_text.h"
#include "resources.h"

namespace mqlab::app {
namespace {
QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// The word a figure's catalogue status earns on screen: the catalogue's "recon" (rebuilt from what
// the seed kept) and "assumed" are marked; seed, derived and verified figures are not.
QString markWord(const std::string& status)
{
    if (status == "recon")
        return ReportPresenter::tr("rebuilt");
    if (status == "assumed")
        return ReportPresenter::tr("assumed");
    return {};
}

TileRowData tileRow(TileKinds::Kind kind, const char* key, const QString& title, const QString& figure,
                    const QString& detail = {})
{
    TileRowData t;
    t.kind = kind;
    t.key = QString::fromLatin1(key);
    t.title = title;
    t.figure = figure;
    t.detail = detail;
    return t;
}
} // namespace

int BillLineModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant BillLineModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const BillRow& r = rows_[static_cast<size_t>(index.row())];
    switch (role) {
    case ItemRole:
        return r.item;
    case DetailRole:
        return r.detail;
    case UsdRole:
        return r.usd;
    case DerivedRole:
        return r.derived;
    case MarkRole:
        return r.mark;
    case MarkTipRole:
        return r.markTip;
    case WarnRole:
        return r.warn;
    default:
        return {};
    }
}

QHash<int, QByteArray> BillLineModel::roleNames() const
{
    return {{ItemRole, "item"}, {DetailRole, "detail"},   {UsdRole, "usd"},  {DerivedRole, "derived"},
            {MarkRole, "mark"}, {MarkTipRole, "markTip"}, {WarnRole, "warn"}};
}

void BillLineModel::update(std::vector<BillRow> rows)
{
    if (rows.size() != rows_.size()) {
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
        return;
    }
    for (size_t i = 0; i < rows.size(); ++i)
        if (!(rows[i] == rows_[i])) {
            rows_[i] = std::move(rows[i]);
            const QModelIndex at = index(static_cast<int>(i));
            emit dataChanged(at, at);
        }
}

std::vector<LoadButton> loadButtonsOf(int stage, bool hasProducers, const QString& unit)
{
    std::vector<LoadButton> out;
    if (stage > 0)
        for (double l : loadStage(stage).lesson.loadButtons)
            out.push_back({l, 0, q(grouped(l)), ReportPresenter::tr("Set the load to %1 %2").arg(q(grouped(l)), unit)});
    if (hasProducers) {
        out.push_back({0, 0.5, QStringLiteral("\u00bd"), ReportPresenter::tr("Halve the load")});
        out.push_back({0, 2, QStringLiteral("\u00d72"), ReportPresenter::tr("Double the load")});
    }
    return out;
}

int LoadButtonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(buttons_.size());
}

QVariant LoadButtonModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const LoadButton& b = buttons_[static_cast<size_t>(index.row())];
    return role == LabelRole ? QVariant(b.text) : role == TipRole ? QVariant(b.tip) : QVariant();
}

QHash<int, QByteArray> LoadButtonModel::roleNames() const
{
    return {{LabelRole, "label"}, {TipRole, "tip"}};
}

void LoadButtonModel::update(std::vector<LoadButton> buttons)
{
    beginResetModel();
    buttons_ = std::move(buttons);
    endResetModel();
}

ReportPresenter::ReportPresenter(const Scenario* scenario, const Report* report, QObject* parent)
    : QObject(parent), scenario_(scenario), report_(report)
{}

void ReportPresenter::update(int revision, int stage)
{
    revision_ = revision;
    const bool hasProducers = !scenario_->producers.empty();
    const QString unit = loadUnit();
    if (stage != stage_ || hasProducers != hadProducers_ || unit != loadUnit_) {
        stage_ = stage;
        hadProducers_ = hasProducers;
        loadUnit_ = unit;
        loadButtons_.update(loadButtonsOf(stage, hasProducers, unit));
    }
    if (billShown_)
        bill_.update(billRows());
    tiles_.update(tileRows());
    emit changed();
    if (simulatedRevision_ == revision_ - 1)
        emit simulatedLatencyChanged(); // the run's figure was the design's before, and is no longer
}

void ReportPresenter::setSimulatedLatency(const QString& text, int revision)
{
    simulatedLatency_ = text;
    simulatedRevision_ = revision;
    tiles_.update(tileRows()); // the latency tile's note
    emit simulatedLatencyChanged();
}

QString ReportPresenter::simulatedLatencyText() const
{
    return simulatedRevision_ == revision_ ? simulatedLatency_ : QString();
}

double ReportPresenter::wallLoad() const
{
    const double w = report_->wallEventsPerSecond;
    return std::isfinite(w) && w > 0 ? w : -1.0;
}

QString ReportPresenter::loadText() const
{
    //: The load tile's figure: a rate (25,000) and its unit (events/s), the unit already translated.
    return tr("%1 %2").arg(q(grouped(report_->offeredEventsPerSecond)), loadUnit());
}
QString ReportPresenter::loadFigure() const
{
    return q(grouped(report_->offeredEventsPerSecond));
}
QString ReportPresenter::loadUnit() const
{
    return loadUnitLabel(*scenario_);
}

QString ReportPresenter::wallText() const
{
    if (report_->wallCard < 0)
        return tr("No wall: nothing grows with the load");
    const CardReport& c = report_->cards[report_->wallCard];
    return tr("Wall at %1 %2: %3, %4")
        .arg(q(grouped(report_->wallEventsPerSecond)), loadUnit(), q(cardName(*scenario_, c)),
             limitLabel(c.limits[report_->wallLimit].kind));
}

QString ReportPresenter::latencyText() const
{
    return engineText(latencyTileMessage(report_->latency));
}

namespace {
QString latencyTip(const Scenario& scenario, const Report& report)
{
    const Latency& l = report.latency;
    if (l.floor) {
        const auto notes = reportNoteMessages(scenario, report);
        return notes.empty() ? QString() : engineText(notes.front());
    }
    // Round 1's figure is a budget of step times, not the Kafka stages' fixed produce and queueing.
    if (!std::isnan(l.targetMs))
        return ReportPresenter::tr("%1 ms from a send to a waiting worker, added up step by step along the path, "
                                   "against a p99 target of %2 ms")
            .arg(q(grouped(l.ms)), q(grouped(l.targetMs)));
    QString tip = ReportPresenter::tr("%1 ms fixed a produce").arg(q(grouped(kFixedProduceMs)));
    if (l.cluster >= 0)
        tip += ReportPresenter::tr(" + %1 ms queueing on the %2 (M/M/1, one batch a request)")
                   .arg(q(grouped(l.queueingMs, 2)), limitLabel(l.resource));
    if (l.lingerMs > 0)
        tip += ReportPresenter::tr(". Batching (linger.ms) can add up to %1 ms before the send; that wait is shown "
                                   "beside the tile, not in it.")
                   .arg(q(grouped(l.lingerMs)));
    return tip;
}
} // namespace

std::vector<TileRowData> ReportPresenter::tileRows() const
{
    return {tileRow(TileKinds::Load, "load", tr("Load"), loadText(), wallText()), latencyTile(), costTile(),
            durabilityTile(), firstTile()};
}

TileRowData ReportPresenter::latencyTile() const
{
    const Latency& l = report_->latency;
    TileRowData t = tileRow(TileKinds::Latency, "latency", tr("Latency"), latencyText(),
                            engineText(latencyDetailMessage(*scenario_, l)));
    t.note = simulatedLatencyText();
    t.tip = latencyTip(*scenario_, *report_);
    t.state = l.floor ? TileStates::Saturated : TileStates::Ok;
    // Round 1's budget adds up the path's step times, which the catalogue rebuilt from the seed.
    if (!std::isnan(l.targetMs) && !report_->fleets.empty()) {
        const FleetDetail& f = report_->fleets.front();
        t.mark = markWord(f.latencyStatus);
        if (!t.mark.isEmpty())
            t.markTip = tr("Rests on %1 figures: the step times of the path from a send to a waiting worker (%2)")
                            .arg(t.mark, q(f.latencySource));
    }
    return t;
}

TileRowData ReportPresenter::costTile() const
{
    TileRowData t = tileRow(TileKinds::Cost, "cost", tr("Cost"),
                            engineText(costTileMessage(report_->total, costTileWholeBelow(*scenario_))), costTotal());
    t.action = tr("click for the bill");
    t.note = engineText(report_->msk.known ? mskTileNoteMessage(report_->msk) : sqsTileNoteMessage(report_->sqs));
    // The bill's lines priced from rebuilt or assumed figures, by status: "assumed: NLB hours, ...".
    QStringList words, parts;
    for (const QString& word : {tr("rebuilt"), tr("assumed")}) {
        QStringList items, sources;
        for (const BillLine& line : report_->bill) {
            if (markWord(line.priceStatus) != word)
                continue;
            items << billItemLabel(line.item);
            if (!sources.contains(q(line.priceSource)))
                sources << q(line.priceSource);
        }
        if (items.isEmpty())
            continue;
        words << word;
        parts
            << tr("%1 prices: %2 (%3)").arg(word, items.join(QStringLiteral(", ")), sources.join(QStringLiteral(", ")));
    }
    t.mark = words.join(QStringLiteral(", "));
    if (!parts.isEmpty())
        t.markTip = tr("Rests on %1").arg(parts.join(QStringLiteral("; ")));
    return t;
}

TileRowData ReportPresenter::durabilityTile() const
{
    const Durability& d = report_->durability;
    TileRowData t =
        tileRow(TileKinds::Durability, "durability", tr("Survives"), engineText(durabilityFigureMessage(d)));
    t.detail = d.card >= 0 ? tr("of every partition (%1)").arg(q(cardName(*scenario_, report_->cards[d.card])))
                           : tr("nothing holds messages");
    t.tip = tr("The replicas of a partition that may be lost with no acknowledged message lost and sends still "
               "taken, on the node with the fewest to spare");
    t.state = d.card >= 0 && d.survives == 0 ? TileStates::Warn : TileStates::Ok;
    return t;
}

TileRowData ReportPresenter::firstTile() const
{
    TileRowData t = tileRow(TileKinds::FirstToSaturate, "first", tr("First to saturate"),
                            engineText(firstToSaturateMessage(*scenario_, *report_)));
    if (report_->firstToSaturate >= 0) {
        const CardReport& c = report_->cards[report_->firstToSaturate];
        t.detail = tr("%1 at %2").arg(limitLabel(c.limits[c.binding].kind), q(percentText(c.rawPercent, 0)));
        t.state = TileStates::Saturated;
    } else if (report_->busiest >= 0) {
        t.detail = tr("Busiest: %1 at %2")
                       .arg(q(cardName(*scenario_, report_->cards[report_->busiest])),
                            q(percentText(report_->cards[report_->busiest].rawPercent, 0)));
    } else {
        t.detail = tr("Add a producer and a cluster");
    }
    t.tip = notes().join(QStringLiteral("\n\n"));
    return t;
}

QString ReportPresenter::costTotal() const
{
    return q(usdText(report_->total)) + tr(" a month");
}

QString ReportPresenter::billTitle() const
{
    const UnitSystem& units = unitSystem(unitSystemNamed(scenario_->units).value_or(UnitSystemId::Seed000));
    return tr("The bill for a month of %1 hours").arg(q(grouped(units.billedHoursPerMonth)));
}

BillLineModel* ReportPresenter::costLines()
{
    if (!billShown_) {
        billShown_ = true;
        bill_.update(billRows());
    }
    return &bill_;
}

std::vector<BillRow> ReportPresenter::billRows() const
{
    std::vector<BillRow> out;
    for (const BillLine& line : report_->bill) {
        const QString who = line.item == BillItem::ConsumerTasks ? tr("Consumers")
                            : line.node < 0                      ? tr("Failed messages")
                                                                 : q(nodeName(*scenario_, line.nodeKind, line.node));
        const QString mark = markWord(line.priceStatus);
        //: A line of the bill: who pays (a card's name) and what for ("broker storage").
        BillRow row{
            tr("%1: %2").arg(who, billItemLabel(line.item)), engineText(billLineMessage(*scenario_, catalog(), line)),
            q(usdText(line.amount)), line.derivedPrice, mark,
            mark.isEmpty() ? QString() : tr("A price the catalogue has %1, from %2").arg(mark, q(line.priceSource)),
            // The tiles mark rebuilt and assumed figures too: the bill warns for all three alike.
            line.derivedPrice || !mark.isEmpty()};
        out.push_back(row);
    }
    return out;
}

QStringList ReportPresenter::notes() const
{
    QStringList out;
    for (const Message& n : reportNoteMessages(*scenario_, *report_))
        out << engineText(n);
    return out;
}

WallSweep ReportPresenter::wallSweep(int points) const
{
    WallSweep out;
    const QString unit = loadUnitLabel(*scenario_);
    out.loadUnit = unit;
    if (report_->wallCard < 0 || points < 2) {
        out.title = wallText();
        return out;
    }
    const double top = 2.0 * report_->wallEventsPerSecond;
    // A line's name carries its card's name when more than one card has limits of its own (two
    // clusters; a fleet and a queue); the consumer groups are one line, the busiest at each load.
    int limitCards = 0;
    for (const CardReport& card : report_->cards)
        limitCards += card.kind != NodeKind::Group && !card.limits.empty() ? 1 : 0;
    for (int i = 0; i <= points; ++i) {
        const double load = std::max(1.0, top * i / points);
        const Report r = evaluate(*scenario_, catalog(), load);
        out.loads << load;
        size_t k = 0;
        double busiestGroup = -1;
        const auto add = [&](const QString& name, double percent) {
            if (i == 0)
                out.names << name;
            if (out.lines.size() <= k)
                out.lines.emplace_back();
            out.lines[k++] << percent;
        };
        for (const CardReport& card : r.cards) {
            if (card.kind == NodeKind::Group) {
                if (!card.limits.empty() && !std::isnan(card.limits.front().percent))
                    busiestGroup = std::max(busiestGroup, card.limits.front().percent);
                continue;
            }
            for (const LimitReport& l : card.limits)
                if (!std::isnan(l.percent))
                    add(limitCards > 1 ? q(cardName(*scenario_, card)) + QStringLiteral(": ") + limitLabel(l.kind)
                                       : limitLabel(l.kind),
                        l.percent);
        }
        if (busiestGroup >= 0)
            add(tr("busiest consumer group"), busiestGroup);
    }
    const CardReport& wc = report_->cards[report_->wallCard];
    const QString limit = limitLabel(wc.limits[report_->wallLimit].kind);
    out.valid = true;
    out.wall = report_->wallEventsPerSecond;
    out.current = report_->offeredEventsPerSecond;
    out.title = tr("Wall at %1 %2: %3, %4").arg(q(grouped(out.wall)), unit, q(cardName(*scenario_, wc)), limit);
    // The marks' own names, on the chart beside the lines and in its legend.
    out.wallLabel = tr("wall %1 %2: %3").arg(q(grouped(out.wall)), unit, limit);
    out.nowLabel = tr("now %1 %2").arg(q(grouped(out.current)), unit);
    out.maxLoad = top;
    // The load axis's ticks, written as every other load in the window is ("21,962", not "21962").
    for (int i = 0; i <= 4; ++i) {
        out.tickValues << top * i / 4;
        out.tickLabels << q(grouped(top * i / 4));
    }
    // What a sighted user reads off the chart, for a screen reader.
    out.spoken =
        tr("Each limit's percent as the load grows from 0 to %1 %2, one line a limit: %3. "
           "The %4 mark. The %5 mark.")
            .arg(out.tickLabels.last(), unit, out.names.join(QStringLiteral(", ")), out.wallLabel, out.nowLabel);
    return out;
}

} // namespace mqlab::app
