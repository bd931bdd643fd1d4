#include "lesson.h"

#include <cmath>

#include "engine_text.h"
#include "mqlab/model/catalog.h"
#include "mqlab/model/fields.h"
#include "mqlab/error.h"
#include "mqlab/report/format.h"
#include "limitstatus.h"
#include "resources.h"
#include "workbench.h"

namespace mqlab::app {
namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// The lesson speaks of the design, not of where its cards sit.
Scenario withoutLayout(Scenario s)
{
    s.name.clear();
    for (auto& p : s.producers)
        p.position = {};
    for (auto& c : s.clusters)
        c.position = {};
    for (auto& g : s.groups)
        g.position = {};
    return s;
}

} // namespace

Lesson::Lesson(QObject* parent) : QObject(parent)
{
    settle_.setSingleShot(true);
    settle_.setInterval(40);
    connect(&settle_, &QTimer::timeout, this, &Lesson::refreshNow);
}

void Lesson::setWorkbench(Workbench* wb)
{
    if (wb == workbench_)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = wb;
    if (wb) {
        connect(wb, &Workbench::stageChanged, this, &Lesson::stageChanged);
        connect(wb, &Workbench::reportChanged, this, [this] { settle_.start(); });
    }
    emit workbenchChanged();
    stageChanged();
}

void Lesson::setAnswerRevealed(bool on)
{
    if (on == revealed_ || (on && heldBack_))
        return;
    revealed_ = on;
    emit answerRevealedChanged();
}

void Lesson::setHeldBack(bool on)
{
    if (on == heldBack_)
        return;
    if (on)
        setAnswerRevealed(false);
    heldBack_ = on;
    emit heldBackChanged();
}

void Lesson::stageChanged()
{
    stage_.reset();
    asks_.clear();
    setAnswerRevealed(false);
    if (workbench_ && workbench_->stage() > 0) {
        try {
            stage_ = loadStage(workbench_->stage());
            // The question is the interviewer's, asked of the stage as set: moving the load or
            // editing the design answers it, it does not rewrite it. Filled once a stage.
            const std::string file = stageFileName(workbench_->stage());
            asks_ = prose(fillLesson(*stage_, catalog(), file).asks);
        } catch (const InputError& e) {
            problem_ = errorText(e);
        }
    }
    refreshNow();
}

void Lesson::refreshNow()
{
    settle_.stop();
    beats_.clear();
    figures_.clear();
    lifecycle_.clear();
    pages_.clear();
    filled_ = {};
    title_.clear();
    problem_.clear();
    if (!workbench_)
        return emit changed();

    // The event's life is there on every canvas, the Sandbox included.
    try {
        for (const LifecycleStep& step : parseLifecycle(readLesson(lifecyclePath()), "stages/lifecycle.json")) {
            LifeStep entry{q(step.id),
                           q(step.title),
                           q(step.text),
                           engineText(lifecyclePromise(step.id, workbench_->scenario())),
                           static_cast<int>(step.settings.size()),
                           {}};
            const Scenario& s = workbench_->scenario();
            for (const std::string& key : step.settings) {
                const bool producerField = findField(Kind::Producer, key) != nullptr;
                if (producerField ? s.producers.empty() : s.clusters.empty())
                    continue;
                const QString node = q(producerField ? s.producers.front().id : s.clusters.front().id);
                // The control's spec (value, range, choices) is the inspector's own for that node.
                for (const InspectorRow& f : inspectorRows(s, node))
                    if (f.key == q(key))
                        entry.settings << LifeSetting{q(key), node, f};
            }
            lifecycle_ << entry;
        }
    } catch (const InputError& e) {
        problem_ = errorText(e);
    }

    if (stage_) {
        const std::string file = stageFileName(workbench_->stage());
        Stage onCanvas = *stage_;
        onCanvas.scenario = workbench_->scenario(); // the texts follow the canvas
        title_ = q(stage_->lesson.title);
        try {
            filled_ = fillLesson(onCanvas, catalog(), file);
            for (const auto& b : filled_.beats)
                beats_ << prose(b);
            for (size_t fi = 0; fi < stage_->lesson.figures.size(); ++fi) {
                const StageFigure& fig = stage_->lesson.figures[fi];
                LessonFigure figure{q(fig.title), {}};
                for (size_t i = 0; i < fig.steps.size(); ++i)
                    figure.steps << FigureStep{q(fig.steps[i].caption), q(filled_.figureSteps[fi][i])};
                figures_ << figure;
            }
            for (const std::string& id : stage_->lesson.pages)
                pages_ << PageLinkEntry{q(id), q(loadPage(id).title)};
        } catch (const InputError& e) {
            // A design the lesson cannot describe (say, the cluster was deleted) keeps the panel up.
            //: The lesson panel when the design on the canvas lacks what the lesson's text names; %1 is why.
            problem_ = tr("This lesson speaks of the stage's design; on this canvas it cannot: %1").arg(errorText(e));
        }
        matches_ = withoutLayout(workbench_->scenario()) == withoutLayout(stage_->scenario);
    } else {
        matches_ = true;
    }
    emit changed();
}

SidePageView Lesson::page(const QString& id) const
{
    SidePageView out;
    if (!workbench_ || id.isEmpty()) // no page open
        return out;
    out.id = id;
    try {
        const LessonPage p = loadPage(id.toStdString());
        const std::vector<std::string> filled =
            fillPage(p, workbench_->scenario(), catalog(), "stages/pages/" + id.toStdString() + ".json");
        for (size_t i = 0; i < p.paragraphs.size(); ++i)
            out.paragraphs << q(filled[i]);
        const size_t n = p.paragraphs.size();
        out.title = q(p.title);
        out.tradeoff = q(filled[n]);
        out.sayIt = q(filled[n + 1]);
        out.question = q(filled[n + 2]);
        out.answer = q(filled[n + 3]);
        if (p.whatIf) {
            const FilledWhatIf w =
                fillWhatIf(*p.whatIf, workbench_->scenario(), catalog(), "stages/pages/" + id.toStdString() + ".json");
            out.whatIf.button = q(p.whatIf->button);
            out.whatIf.heading = q(p.whatIf->heading);
            for (const FilledWhatIfBar& b : w.bars)
                out.whatIf.bars << WhatIfBarView{q(b.label),
                                                 q(b.beforeText),
                                                 q(b.afterText),
                                                 q(b.beforeFormula),
                                                 q(b.afterFormula),
                                                 b.beforePercent,
                                                 b.afterPercent,
                                                 std::isnan(b.sizingPercent) ? 0.0 : b.sizingPercent,
                                                 LimitStatuses::fromEngine(b.beforeStatus),
                                                 LimitStatuses::fromEngine(b.afterStatus)};
            for (const std::string& para : w.paragraphs)
                out.whatIf.paragraphs << q(para);
        }
    } catch (const InputError& e) {
        out = {};
        out.id = id;
        out.title = id;
        out.problem = errorText(e);
    }
    return out;
}

QString Lesson::heading() const
{
    if (!stage_)
        return {};
    return stage_->lesson.round > 0 ? tr("Round %1, part %2").arg(stage_->lesson.round).arg(stage_->lesson.number)
                                    : tr("Stage %1").arg(stage_->lesson.number);
}

void Lesson::restoreStage()
{
    if (workbench_ && stage_)
        workbench_->restoreDesign(stage_->scenario);
}

} // namespace mqlab::app
