// The canvas's owner: one scenario and its report, and the edits that change it (each undoable).
// What QML shows of it is split by concern, each a property of its own: the file (`document`), the
// undo stack (`history`), the selection, the inspector's rows and the report's wording (`report`).
// Thin over the engine: every figure comes from evaluate(), edits.h and format.h / explain.h.
#pragma once

#include <QObject>
#include <QVariant>
#include <map>
#include <optional>
#include <QtQml/qqmlregistration.h>

#include "design_document.h"
#include "connect_targets.h"
#include "inspector_model.h"
#include "lesson_views.h"
#include "limit_chart.h"
#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "nodemodel.h"
#include "report_presenter.h"
#include "selection_model.h"
#include "undo_history.h"

namespace mqlab::app {

class Workbench : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::NodeModel* nodes READ nodes CONSTANT)
    Q_PROPERTY(mqlab::app::ConnectionModel* connections READ connections CONSTANT)
    Q_PROPERTY(mqlab::app::DesignDocument* document READ document CONSTANT)
    Q_PROPERTY(mqlab::app::UndoHistory* history READ history CONSTANT)
    Q_PROPERTY(mqlab::app::SelectionModel* selection READ selection CONSTANT)
    Q_PROPERTY(mqlab::app::InspectorModel* inspector READ inspector CONSTANT) // the selected node's fields
    Q_PROPERTY(mqlab::app::ReportPresenter* report READ presenter CONSTANT)    // the tiles, the bill, the load
    Q_PROPERTY(int stage READ stage NOTIFY stageChanged)                 // 1..6, or 0 for the Sandbox
    Q_PROPERTY(QStringList stageTitles READ stageTitles CONSTANT)        // "Stage 1: ..." by number
    // Every lesson the chooser offers, in order: the first seed's stages, then each round of the
    // second seed as its own group.
    Q_PROPERTY(QList<mqlab::app::LessonChoice> lessonChoices READ lessonChoices CONSTANT)
    // Counts recomputes (>= 0): a binding that calls an invokable (a bar's formula) reads it to follow each one.
    Q_PROPERTY(int revision READ revision NOTIFY reportChanged)
    // The limits chart's node and bars: the selected node's limits, else the first card's with limits.
    Q_PROPERTY(mqlab::app::LimitChartModel* chartLimits READ chartLimits CONSTANT)

  public:
    explicit Workbench(QObject* parent = nullptr);

    NodeModel* nodes() { return &nodes_; }
    ConnectionModel* connections() { return &connections_; }
    DesignDocument* document() { return &document_; }
    UndoHistory* history() { return &history_; }
    const UndoHistory* history() const { return &history_; }
    SelectionModel* selection() { return &selection_; }
    InspectorModel* inspector() { return &inspector_; }
    ReportPresenter* presenter() { return &presenter_; }
    int stage() const { return stage_; }
    QStringList stageTitles() const;
    QList<LessonChoice> lessonChoices() const;
    int revision() const { return revision_; }
    LimitChartModel* chartLimits() { return &chartLimits_; }
    // The current stage (or the Sandbox) came back with edits kept from an earlier visit.
    bool keptEdits() const { return document_.filePath().isEmpty() && kept_.count(stage_) > 0; }

    // The engine's view, for tests and exports.
    const Scenario& scenario() const { return scenario_; }
    const Report& report() const { return report_; }

    // Stages and the Sandbox. openStage returns "" or the engine's message (nothing changed).
    Q_INVOKABLE QString openStage(int number);
    Q_INVOKABLE void newSandbox();
    // Stages and the Sandbox keep their edits while others are visited, until reset (this call).
    Q_INVOKABLE void resetDesign();
    // Tests start each case from the designs as they ship: nothing kept, and the design on the
    // canvas now is not kept when the next one opens.
    void forgetKeptDesigns()
    {
        kept_.clear();
        keepNext_ = false;
    }
    // A new design on the canvas (a stage, the Sandbox, a file): no selection, no history.
    void showDesign(const Scenario& s, int stage, const QString& path);
    // The design on the canvas as one undoable step of its own (recovered work: unsaved).
    void recordRecovered(const QString& text) { push(scenario_, text); }

    // Edits, each one undoable; those that return text return "" or why not (nothing changed).
    Q_INVOKABLE QString setLoad(double eventsPerSecond);
    Q_INVOKABLE QString applyLoadButton(int index);                // one of report.loadButtons, pressed
    Q_INVOKABLE QString setTypedLoad(const QString& text);        // "30k", "1.5M", "25,000"
    Q_INVOKABLE void stepLoad(int direction, bool coarse);         // the slider's arrow keys
    Q_INVOKABLE QString goToWall();                                // the load where the first limit reaches 100%
    void restoreDesign(const Scenario& s);  // the lesson's "back to the stage's design", undoable
    Q_INVOKABLE QString setField(const QString& nodeId, const QString& key, const QVariant& value);
    Q_INVOKABLE QString connectNodes(const QString& from, const QString& to);
    Q_INVOKABLE QString connectionRefusal(const QString& from, const QString& to) const;
    // The nodes `from` may connect to now, for a card's "Connect to" menu (one model, refilled).
    Q_INVOKABLE mqlab::app::ConnectTargetModel* connectTargets(const QString& from);
    Q_INVOKABLE void removeConnection(const QString& from, const QString& to);
    // A node of `kind` (a registry key or Add entry) near (x, y), clear of the cards as drawn; selected,
    // and announced by nodeAdded. Returns its id; empty when refused (an unknown kind, the node limit).
    Q_INVOKABLE QString addNode(const QString& kind, double x, double y);
    Q_INVOKABLE void deleteSelection();
    Q_INVOKABLE void duplicateSelection();

    // Moves: a drag previews positions and lands as one undo step.
    Q_INVOKABLE void beginMove();
    Q_INVOKABLE void moveSelectionTo(double dxFromStart, double dyFromStart);  // during a drag
    Q_INVOKABLE void endMove();

    // A limit's formula with its numbers, for the bar's tooltip: "51.2 MB/s x 8 / 3 brokers = ...".
    Q_INVOKABLE QString limitFormula(const QString& nodeId, const QString& limitKey) const;

    // The undo stack's commands call this; it replaces the scenario and recomputes.
    void applyScenario(const Scenario& s);

  signals:
    void stageChanged();
    void reportChanged();
    void nodeAdded(const QString& id); // from any of the Add paths: the canvas brings it into view

  private:
    void push(const Scenario& after, const QString& text, int mergeId = -1);
    // Before another design replaces this one: a stage's or the Sandbox's edits are kept.
    void keepEdits();
    // A stage or the Sandbox as it ships, then its kept edits as one undoable step.
    void showStageDesign(const Scenario& shipped, int stage);
    void recompute();
    void refreshInspector();
    void nudge(double dx, double dy); // the selection's arrow keys: a move of its own

    Scenario scenario_;
    Report report_;
    int revision_ = 0;
    int stage_ = 0;
    NodeModel nodes_;
    ConnectionModel connections_;
    UndoHistory history_;
    SelectionModel selection_;
    InspectorModel inspector_;
    ReportPresenter presenter_;
    LimitChartModel chartLimits_;
    ConnectTargetModel connectTargets_;
    DesignDocument document_;
    std::optional<Scenario> moveStart_;
    std::map<int, Scenario> kept_;  // stage number (0: the Sandbox) -> its edited design
    bool keepNext_ = true;          // false: the design on the canvas is dropped when the next opens
};

}  // namespace mqlab::app
