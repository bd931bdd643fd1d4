#include "drill_run.h"

#include "text_lists.h"

#include "mqlab/sim/round_two_json.h"

namespace mqlab::app {

DrillRun::DrillRun(QObject* parent) : QObject(parent) {}

DrillRun::~DrillRun() = default;

void DrillRun::setWorkbench(Workbench* w)
{
    if (workbench_ == w)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = w;
    auto follow = [this] {
        const bool now = workbench_ && isOwnDesign(workbench_->scenario());
        if (now != applies_) {
            applies_ = now;
            emit appliesChanged();
        }
        designEdited();
    };
    if (w)
        connect(w, &Workbench::reportChanged, this, follow);
    follow();
    emit workbenchChanged();
}

void DrillRun::show(Result r, const QString& title)
{
    figures_ = std::move(r.figures);
    timeline_ = std::move(r.timeline);
    error_ = std::move(r.error);
    assumed_ = std::move(r.assumed);
    title_ = figures_.empty() ? QString() : title;
    emit runningChanged();
    emit resultChanged();
}

QStringList DrillRun::figureKeys() const
{
    return textsOf(figures_, [](const sim::R2Figure& f) { return QString::fromStdString(f.key); });
}

QStringList DrillRun::figureLabels() const
{
    return textsOf(figures_, [](const sim::R2Figure& f) { return QString::fromStdString(f.label); });
}

QStringList DrillRun::figureValues() const
{
    return textsOf(figures_, [](const sim::R2Figure& f) { return QString::fromStdString(sim::r2FigureValueText(f)); });
}

} // namespace mqlab::app
