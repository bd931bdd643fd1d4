#include "drill_run.h"

#include "engine_text.h"
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

// A figure's label in the user's language: the engine marks each fixed label (round_two.cpp,
// round_three.cpp) under "DrillFigure"; a label it builds from the design is a template (labelWords).
QString drillFigureLabel(const sim::R2Figure& f)
{
    if (!f.labelWords.id.empty())
        return engineText(f.labelWords);
    return wordsIn("DrillFigure", f.label);
}

// A figure's value with its unit in the user's language: the number as the engine writes it
// (r2FigureValueText), the unit put round it by a translatable pattern.
QString drillFigureValue(const sim::R2Figure& f)
{
    sim::R2Figure bare = f;
    bare.unit.clear();
    const QString v = QString::fromStdString(sim::r2FigureValueText(bare));
    const std::string& u = f.unit;
    if (u.empty())
        return v;
    //: A drill's figure: a multiple of something ("1.5×").
    if (u == "x")
        return DrillRun::tr("%1\u00d7").arg(v);
    if (u == "%")
        return DrillRun::tr("%1%").arg(v);
    if (u == "ms")
        return DrillRun::tr("%1 ms").arg(v);
    if (u == "s")
        return DrillRun::tr("%1 s").arg(v);
    if (u == "h")
        return DrillRun::tr("%1 h").arg(v);
    //: A drill's figure: a number of days (may be "1 days": the engine's unit is written as it is).
    if (u == "days")
        return DrillRun::tr("%1 days").arg(v);
    //: A drill's figure: how many times (the poison message delivered "5 times").
    if (u == "times")
        return DrillRun::tr("%1 times").arg(v);
    if (u == "MB/s")
        return DrillRun::tr("%1 MB/s").arg(v);
    if (u == "msg/s")
        return DrillRun::tr("%1 msg/s").arg(v);
    if (u == "MB")
        return DrillRun::tr("%1 MB").arg(v);
    if (u == "GB")
        return DrillRun::tr("%1 GB").arg(v);
    if (u == "TB")
        return DrillRun::tr("%1 TB").arg(v);
    return QString::fromStdString(sim::r2FigureValueText(f)); // a unit the list above lacks: the engine's
}

QString assumedFiguresText(const std::vector<sim::R2Figure>& figures)
{
    QStringList out;
    for (const sim::R2Figure& f : figures)
        //: An assumed figure of a drill: its label and its value ("a journal fsync, median 2 ms").
        out << DrillRun::tr("%1 %2").arg(drillFigureLabel(f), drillFigureValue(f));
    //: Between two assumed figures of a drill.
    return out.join(DrillRun::tr("; "));
}

QStringList DrillRun::figureLabels() const
{
    return textsOf(figures_, drillFigureLabel);
}

QStringList DrillRun::figureValues() const
{
    return textsOf(figures_, drillFigureValue);
}

} // namespace mqlab::app
