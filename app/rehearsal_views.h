// What the rehearsal panel reads, as named value types: the stages of the current segment, its
// check-ins, the plan's segments as they stand, the finished run's summary and the past runs.
// Qt 6.4's QML has no list<valuetype> declarations, so the lists cross as QList and are held as
// var in QML; each row is declared by its type in the delegates. Enum fields are read as ints
// (Qt 6.4's QML cannot read an enum-typed member of a value type) and compared with the enum.
#pragma once

#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include "rehearsalenums.h"

namespace mqlab::app {

// A stage (or round part) the current segment works on.
struct RehearsalStageLink {
    Q_GADGET
    QML_VALUE_TYPE(rehearsalStage)
    Q_PROPERTY(int number MEMBER number CONSTANT) // the stage number the canvas opens
    Q_PROPERTY(QString title MEMBER title CONSTANT)
    Q_PROPERTY(QString label MEMBER label CONSTANT) // "Stage 3", "Part 2"
    Q_PROPERTY(bool shown MEMBER shown CONSTANT)    // the canvas shows it now
  public:
    int number = 0;
    QString title, label;
    bool shown = false;
    bool operator==(const RehearsalStageLink&) const = default;
};

// A check-in of the current segment, filled on its stage's own design.
struct RehearsalCheckInView {
    Q_GADGET
    QML_VALUE_TYPE(rehearsalCheckIn)
    Q_PROPERTY(QString question MEMBER question CONSTANT)
    Q_PROPERTY(QString answer MEMBER answer CONSTANT)
    Q_PROPERTY(QString source MEMBER source CONSTANT) // where it comes from, or why it could not be filled
    Q_PROPERTY(bool revealed MEMBER revealed CONSTANT)
    Q_PROPERTY(int stage MEMBER stage CONSTANT)
  public:
    QString question, answer, source;
    bool revealed = false;
    int stage = 0;
    bool operator==(const RehearsalCheckInView&) const = default;
};

// A segment of the plan as the run stands: its times as clock text and where it is in the run.
struct RehearsalSegmentRow {
    Q_GADGET
    QML_VALUE_TYPE(rehearsalSegment)
    Q_PROPERTY(QString title MEMBER title CONSTANT)
    Q_PROPERTY(QString planned MEMBER planned CONSTANT) // "8:00"
    Q_PROPERTY(QString span MEMBER span CONSTANT)       // the plan's minutes, "0–5 min"
    Q_PROPERTY(QString actual MEMBER actual CONSTANT)   // "3:12"
    Q_PROPERTY(int status READ statusValue CONSTANT)    // a RehearsalOverrun
    Q_PROPERTY(int state READ stateValue CONSTANT)      // a SegmentState
  public:
    int statusValue() const { return status; }
    int stateValue() const { return state; }
    QString title, planned, span, actual;
    Overruns::Overrun status = Overruns::Ok;
    SegmentStates::State state = SegmentStates::Ahead;
    bool operator==(const RehearsalSegmentRow&) const = default;
};

// A line of the finished run's summary.
struct RehearsalSummaryRow {
    Q_GADGET
    QML_VALUE_TYPE(rehearsalSummaryRow)
    Q_PROPERTY(QString title MEMBER title CONSTANT)
    Q_PROPERTY(QString planned MEMBER planned CONSTANT)
    Q_PROPERTY(QString actual MEMBER actual CONSTANT) // "skipped" for a skipped segment
    Q_PROPERTY(QString diff MEMBER diff CONSTANT)     // "+3:01"; "" when skipped
    Q_PROPERTY(int status READ statusValue CONSTANT)  // a RehearsalOverrun
    Q_PROPERTY(bool skipped MEMBER skipped CONSTANT)
    Q_PROPERTY(QString checkIns MEMBER checkIns CONSTANT) // "2 of 3 revealed"; "" with none
  public:
    int statusValue() const { return status; }
    QString title, planned, actual, diff;
    Overruns::Overrun status = Overruns::Ok;
    bool skipped = false;
    QString checkIns;
    bool operator==(const RehearsalSummaryRow&) const = default;
};

// A past run, as the history chart and its lines show it.
struct RehearsalRun {
    Q_GADGET
    QML_VALUE_TYPE(rehearsalRun)
    Q_PROPERTY(int number MEMBER number CONSTANT) // 1 for the oldest kept
    Q_PROPERTY(QString date MEMBER date CONSTANT) // local "yyyy-MM-dd HH:mm"
    Q_PROPERTY(QString total MEMBER total CONSTANT)
    Q_PROPERTY(double minutes MEMBER minutes CONSTANT) // the total in minutes, for the bar, >= 0
    Q_PROPERTY(QString planned MEMBER planned CONSTANT)
    Q_PROPERTY(int overruns MEMBER overruns CONSTANT)
    Q_PROPERTY(int skipped MEMBER skipped CONSTANT)
    Q_PROPERTY(QString revealed MEMBER revealed CONSTANT) // "5 of 9"
  public:
    int number = 0;
    QString date, total;
    double minutes = 0;
    QString planned;
    int overruns = 0, skipped = 0;
    QString revealed;
    bool operator==(const RehearsalRun&) const = default;
};

} // namespace mqlab::app
