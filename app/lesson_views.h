// What the lesson panel reads, as named value types: a stage figure and its steps, a step of the
// event's life with the settings it names, a side page (and its what-if comparison). Each is filled
// by Lesson from the engine's texts; QML reads their fields by name and can declare them by type.
// Qt 6.4's QML has no list<valuetype> declarations, so the lists themselves cross as QList here and
// are held as var in QML.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include "inspector_model.h"
#include "limitstatus.h"

namespace mqlab::app {

// One step of a stage figure: its caption and its text, filled with the canvas's numbers.
struct FigureStep {
    Q_GADGET
    QML_VALUE_TYPE(figureStep)
    Q_PROPERTY(QString caption MEMBER caption CONSTANT)
    Q_PROPERTY(QString text MEMBER text CONSTANT)
  public:
    QString caption, text;
    bool operator==(const FigureStep&) const = default;
};

// A stage figure: a title and its steps, in order.
struct LessonFigure {
    Q_GADGET
    QML_VALUE_TYPE(lessonFigure)
    Q_PROPERTY(QString title MEMBER title CONSTANT)
    Q_PROPERTY(QList<mqlab::app::FigureStep> steps MEMBER steps CONSTANT)
  public:
    QString title;
    QList<FigureStep> steps;
    bool operator==(const LessonFigure&) const = default;
};

// A setting an event's step names, on the canvas node that carries it, with the inspector's row
// for it (value, range, choices): the stepper changes it right there.
struct LifeSetting {
    Q_GADGET
    QML_VALUE_TYPE(lifeSetting)
    Q_PROPERTY(QString key MEMBER key CONSTANT)
    Q_PROPERTY(QString node MEMBER node CONSTANT)
    Q_PROPERTY(mqlab::app::InspectorRow spec MEMBER spec CONSTANT)
  public:
    QString key, node;
    InspectorRow spec;
    bool operator==(const LifeSetting&) const = default;
};

// A step of one event's life: what happens, the engine's promise for the canvas, and its settings.
struct LifeStep {
    Q_GADGET
    QML_VALUE_TYPE(lifeStep)
    Q_PROPERTY(QString id MEMBER id CONSTANT)
    Q_PROPERTY(QString title MEMBER title CONSTANT)
    Q_PROPERTY(QString text MEMBER text CONSTANT)
    Q_PROPERTY(QString promise MEMBER promise CONSTANT)
    Q_PROPERTY(int named MEMBER named CONSTANT) // settings the step names, on this canvas or not
    Q_PROPERTY(QList<mqlab::app::LifeSetting> settings MEMBER settings CONSTANT) // those this canvas carries
  public:
    QString id, title, text, promise;
    int named = 0;
    QList<LifeSetting> settings;
    bool operator==(const LifeStep&) const = default;
};

// A side page the lesson links to: its id (to open it) and its title.
struct PageLinkEntry {
    Q_GADGET
    QML_VALUE_TYPE(pageLinkEntry)
    Q_PROPERTY(QString id MEMBER id CONSTANT)
    Q_PROPERTY(QString title MEMBER title CONSTANT)
  public:
    QString id, title;
    bool operator==(const PageLinkEntry&) const = default;
};

// One bar of a what-if comparison: a limit before and after the page's change.
struct WhatIfBarView {
    Q_GADGET
    QML_VALUE_TYPE(whatIfBar)
    Q_PROPERTY(QString label MEMBER label CONSTANT)
    Q_PROPERTY(QString beforeText MEMBER beforeText CONSTANT)
    Q_PROPERTY(QString afterText MEMBER afterText CONSTANT)
    Q_PROPERTY(QString beforeFormula MEMBER beforeFormula CONSTANT)
    Q_PROPERTY(QString afterFormula MEMBER afterFormula CONSTANT)
    Q_PROPERTY(double beforePercent MEMBER beforePercent CONSTANT) // percent of the limit, >= 0
    Q_PROPERTY(double afterPercent MEMBER afterPercent CONSTANT)
    Q_PROPERTY(double sizingPercent MEMBER sizingPercent CONSTANT) // the sizing line, 0 when none
    // Each a LimitStatus, read as an int: Qt 6.4's QML cannot read an enum-typed member of a value type.
    Q_PROPERTY(int beforeStatus READ beforeStatusValue CONSTANT)
    Q_PROPERTY(int afterStatus READ afterStatusValue CONSTANT)
  public:
    int beforeStatusValue() const { return beforeStatus; }
    int afterStatusValue() const { return afterStatus; }
    QString label, beforeText, afterText, beforeFormula, afterFormula;
    double beforePercent = 0, afterPercent = 0, sizingPercent = 0;
    LimitStatuses::Status beforeStatus = LimitStatuses::Ok, afterStatus = LimitStatuses::Ok;
    bool operator==(const WhatIfBarView&) const = default;
};

// A page's what-if: the button, the heading over the bars, the bars and what they say.
struct WhatIfView {
    Q_GADGET
    QML_VALUE_TYPE(whatIfView)
    Q_PROPERTY(QString button MEMBER button CONSTANT) // "" when the page has no what-if
    Q_PROPERTY(QString heading MEMBER heading CONSTANT)
    Q_PROPERTY(QList<mqlab::app::WhatIfBarView> bars MEMBER bars CONSTANT)
    Q_PROPERTY(QStringList paragraphs MEMBER paragraphs CONSTANT)
  public:
    QString button, heading;
    QList<WhatIfBarView> bars;
    QStringList paragraphs;
    bool operator==(const WhatIfView&) const = default;
};

// A side page filled from the current design, or the reason it could not be (problem).
struct SidePageView {
    Q_GADGET
    QML_VALUE_TYPE(sidePage)
    Q_PROPERTY(QString id MEMBER id CONSTANT) // "" for no page
    Q_PROPERTY(QString title MEMBER title CONSTANT)
    Q_PROPERTY(QStringList paragraphs MEMBER paragraphs CONSTANT)
    Q_PROPERTY(QString tradeoff MEMBER tradeoff CONSTANT)
    Q_PROPERTY(QString sayIt MEMBER sayIt CONSTANT)
    Q_PROPERTY(QString question MEMBER question CONSTANT)
    Q_PROPERTY(QString answer MEMBER answer CONSTANT)
    Q_PROPERTY(QString problem MEMBER problem CONSTANT) // a page that could not be filled, in words
    Q_PROPERTY(mqlab::app::WhatIfView whatIf MEMBER whatIf CONSTANT)
  public:
    QString id, title;
    QStringList paragraphs;
    QString tradeoff, sayIt, question, answer, problem;
    WhatIfView whatIf;
    bool operator==(const SidePageView&) const = default;
};

// A lesson the chooser offers: a stage of the first seed or a part of a round of the second.
struct LessonChoice {
    Q_GADGET
    QML_VALUE_TYPE(lessonChoice)
    Q_PROPERTY(int id MEMBER id CONSTANT)                     // what openStage() takes: N, or 100 x R + N
    Q_PROPERTY(QString title MEMBER title CONSTANT)           // "Stage 3: ...", "Round 1, part 2: ..."
    Q_PROPERTY(QString group MEMBER group CONSTANT)           // "Round 1"; "" for the first seed's stages
    Q_PROPERTY(QString groupTitle MEMBER groupTitle CONSTANT) // the round's design name
    Q_PROPERTY(bool firstOfGroup MEMBER firstOfGroup CONSTANT)
  public:
    int id = 0;
    QString title, group, groupTitle;
    bool firstOfGroup = false;
    bool operator==(const LessonChoice&) const = default;
};

} // namespace mqlab::app
