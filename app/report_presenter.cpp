#include "report_presenter.h"

#include <algorithm>
#include <cmath>

#include "mqlab/model/catalog.h"
#include "mqlab/report/explain.h"
#include "mqlab/report/format.h"
#include "mqlab/report/load_text.h"
#include "resources.h"

namespace mqlab::app {
namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }
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
    case ItemRole: return r.item;
    case DetailRole: return r.detail;
    case UsdRole: return r.usd;
    case DerivedRole: return r.derived;
    default: return {};
    }
}

QHash<int, QByteArray> BillLineModel::roleNames() const
{
    return {{ItemRole, "item"}, {DetailRole, "detail"}, {UsdRole, "usd"}, {DerivedRole, "derived"}};
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

std::vector<LoadButton> loadButtonsOf(int stage, bool hasProducers)
{
    std::vector<LoadButton> out;
    if (stage > 0)
        for (double l : loadStage(stage).lesson.loadButtons)
            out.push_back({l, 0, q(grouped(l)), ReportPresenter::tr("Set the load to %1 events/s").arg(q(grouped(l)))});
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

QHash<int, QByteArray> LoadButtonModel::roleNames() const { return {{LabelRole, "label"}, {TipRole, "tip"}}; }

void LoadButtonModel::update(std::vector<LoadButton> buttons)
{
    beginResetModel();
    buttons_ = std::move(buttons);
    endResetModel();
}

ReportPresenter::ReportPresenter(const Scenario* scenario, const Report* report, QObject* parent)
    : QObject(parent), scenario_(scenario), report_(report)
{
}

void ReportPresenter::update(int revision, int stage)
{
    revision_ = revision;
    const bool hasProducers = !scenario_->producers.empty();
    if (stage != stage_ || hasProducers != hadProducers_) {
        stage_ = stage;
        hadProducers_ = hasProducers;
        loadButtons_.update(loadButtonsOf(stage, hasProducers));
    }
    if (billShown_)
        bill_.update(billRows());
    emit changed();
    if (simulatedRevision_ == revision_ - 1)
        emit simulatedLatencyChanged(); // the run's figure was the design's before, and is no longer
}

void ReportPresenter::setSimulatedLatency(const QString& text, int revision)
{
    simulatedLatency_ = text;
    simulatedRevision_ = revision;
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

QString ReportPresenter::loadText() const { return q(loadTileText(report_->offeredEventsPerSecond)); }

QString ReportPresenter::wallText() const
{
    if (report_->wallCard < 0)
        return tr("No wall: nothing grows with the load");
    const CardReport& c = report_->cards[report_->wallCard];
    return tr("Wall at %1 events/s: %2, %3")
        .arg(q(grouped(report_->wallEventsPerSecond)), q(cardName(*scenario_, c)),
             q(limitName(c.limits[report_->wallLimit].kind)));
}

QString ReportPresenter::latencyText() const { return q(latencyTileText(report_->latency)); }

QString ReportPresenter::latencyDetail() const { return q(latencyDetailText(*scenario_, report_->latency)); }

QString ReportPresenter::latencyTip() const
{
    const Latency& l = report_->latency;
    if (l.floor) {
        const auto notes = reportNotes(*scenario_, *report_);
        return notes.empty() ? QString() : q(notes.front());
    }
    QString tip = tr("%1 ms fixed a produce").arg(q(grouped(kFixedProduceMs)));
    if (l.cluster >= 0)
        tip += tr(" + %1 ms queueing on the %2 (M/M/1, one batch a request)")
                   .arg(q(grouped(l.queueingMs, 2)), q(limitName(l.resource)));
    if (l.lingerMs > 0)
        tip += tr(". Batching (linger.ms) can add up to %1 ms before the send; that wait is shown beside the tile, not in it.")
                   .arg(q(grouped(l.lingerMs)));
    return tip;
}

QString ReportPresenter::costText() const { return q(costTileText(report_->total)); }
QString ReportPresenter::costTotal() const { return q(usdText(report_->total)) + tr(" a month"); }

QString ReportPresenter::billTitle() const
{
    return tr("The bill for a month of %1 hours").arg(q(grouped(kHoursPerMonth)));
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
                                                                 : q(scenario_->clusters[line.node].name);
        out.push_back({who + QStringLiteral(": ") + q(billItemName(line.item)),
                       q(billLineText(*scenario_, catalog(), line)), q(usdText(line.amount)), line.derivedPrice});
    }
    return out;
}

QString ReportPresenter::costNote() const { return q(sqsTileNote(report_->sqs)); }

QString ReportPresenter::firstText() const { return q(firstToSaturateText(*scenario_, *report_)); }

QString ReportPresenter::firstDetail() const
{
    if (report_->firstToSaturate >= 0) {
        const CardReport& c = report_->cards[report_->firstToSaturate];
        return tr("%1 at %2").arg(q(limitName(c.limits[c.binding].kind)), q(percentText(c.rawPercent, 0)));
    }
    if (report_->busiest >= 0)
        return tr("Busiest: %1 at %2")
            .arg(q(cardName(*scenario_, report_->cards[report_->busiest])),
                 q(percentText(report_->cards[report_->busiest].rawPercent, 0)));
    return tr("Add a producer and a cluster");
}

QStringList ReportPresenter::notes() const
{
    QStringList out;
    for (const auto& n : reportNotes(*scenario_, *report_))
        out << q(n);
    return out;
}

WallSweep ReportPresenter::wallSweep(int points) const
{
    WallSweep out;
    const QString unit = q(loadUnitText(*scenario_));
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
                    add(q(limitCards > 1 ? cardName(*scenario_, card) + ": " + limitName(l.kind) : limitName(l.kind)),
                        l.percent);
        }
        if (busiestGroup >= 0)
            add(tr("busiest consumer group"), busiestGroup);
    }
    const CardReport& wc = report_->cards[report_->wallCard];
    const QString limit = q(limitName(wc.limits[report_->wallLimit].kind));
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
    return out;
}

} // namespace mqlab::app
