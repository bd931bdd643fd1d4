// The canvas's view-model: one scenario, its report and the tiles, undo, files and autosave.
// Thin over the engine: every figure it exposes comes from evaluate() and format.h / explain.h.
#pragma once

#include <QObject>
#include <QRectF>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>
#include <QVariant>
#include <map>
#include <memory>
#include <QtQml/qqmlregistration.h>

#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "nodemodel.h"
#include "scenario_loader.h"

namespace mqlab::app {

class AutosaveSlot;

class Workbench : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::NodeModel* nodes READ nodes CONSTANT)
    Q_PROPERTY(mqlab::app::ConnectionModel* connections READ connections CONSTANT)
    Q_PROPERTY(int stage READ stage NOTIFY stageChanged)                 // 1..6, or 0 for the Sandbox
    Q_PROPERTY(QStringList stageTitles READ stageTitles CONSTANT)        // "Stage 1: ..." by number
    // The stage's loads, then halve and double: [{text, tip}]; changes with the stage and with
    // whether the design has a producer, not with each step of the load.
    Q_PROPERTY(QVariantList loadButtons READ loadButtons NOTIFY loadButtonsChanged)
    Q_PROPERTY(double load READ load NOTIFY reportChanged)               // events/s offered
    Q_PROPERTY(double wallLoad READ wallLoad NOTIFY reportChanged)       // events/s at the first wall; -1: none
    // The current stage (or the Sandbox) came back with edits kept from an earlier visit.
    Q_PROPERTY(bool keptEdits READ keptEdits NOTIFY fileChanged)
    // Counts recomputes (>= 0): a binding that calls an invokable (a bar's formula) reads it to follow each one.
    Q_PROPERTY(int revision READ revision NOTIFY reportChanged)
    Q_PROPERTY(QString loadText READ loadText NOTIFY reportChanged)
    Q_PROPERTY(QString latencyText READ latencyText NOTIFY reportChanged)
    Q_PROPERTY(bool latencyFloor READ latencyFloor NOTIFY reportChanged)
    Q_PROPERTY(QString latencyTip READ latencyTip NOTIFY reportChanged)
    Q_PROPERTY(QString latencyDetail READ latencyDetail NOTIFY reportChanged)
    // The Simulate tab's p99 for this very design ("simulated p99 783.3 ms, seed 1, 60 s"), shown in
    // the latency tile beside the formula's figure; "" before a run or once the design has changed.
    Q_PROPERTY(QString simulatedLatencyText READ simulatedLatencyText NOTIFY simulatedLatencyChanged)
    Q_PROPERTY(QString costText READ costText NOTIFY reportChanged)
    Q_PROPERTY(QVariantList costLines READ costLines NOTIFY reportChanged)
    Q_PROPERTY(QString costTotal READ costTotal NOTIFY reportChanged)
    Q_PROPERTY(QString billTitle READ billTitle CONSTANT)   // names the month the engine bills
    Q_PROPERTY(QString firstText READ firstText NOTIFY reportChanged)
    Q_PROPERTY(QString firstDetail READ firstDetail NOTIFY reportChanged)
    Q_PROPERTY(bool saturated READ saturated NOTIFY reportChanged)
    Q_PROPERTY(QString wallText READ wallText NOTIFY reportChanged)
    Q_PROPERTY(QStringList notes READ notes NOTIFY reportChanged)
    Q_PROPERTY(QStringList selection READ selection NOTIFY selectionChanged)
    Q_PROPERTY(QString selectedId READ selectedId NOTIFY selectionChanged)
    Q_PROPERTY(QString selectedKind READ selectedKind NOTIFY selectionChanged)
    Q_PROPERTY(QVariantList inspectorFields READ inspectorFields NOTIFY inspectorChanged)
    Q_PROPERTY(QString chartClusterId READ chartClusterId NOTIFY chartChanged)
    Q_PROPERTY(QString chartClusterName READ chartClusterName NOTIFY chartChanged)
    Q_PROPERTY(QString title READ title NOTIFY fileChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY fileChanged)
    Q_PROPERTY(bool dirty READ dirty NOTIFY fileChanged)
    Q_PROPERTY(bool isStage READ isStage NOTIFY fileChanged)             // a stage opened as it ships: read-only
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY undoChanged)
    Q_PROPERTY(bool recoveryAvailable READ recoveryAvailable NOTIFY recoveryChanged)
    Q_PROPERTY(QString autosavePath READ autosavePath CONSTANT)
    Q_PROPERTY(mqlab::app::ScenarioLoader* opener READ opener CONSTANT) // a file being opened in the background

  public:
    explicit Workbench(QObject* parent = nullptr);
    ~Workbench() override;

    NodeModel* nodes() { return &nodes_; }
    ConnectionModel* connections() { return &connections_; }
    int stage() const { return stage_; }
    QStringList stageTitles() const;
    QVariantList loadButtons() const;
    double load() const { return report_.offeredEventsPerSecond; }
    double wallLoad() const;
    bool keptEdits() const { return path_.isEmpty() && kept_.count(stage_) > 0; }
    int revision() const { return revision_; }
    QString loadText() const;
    QString latencyText() const;
    bool latencyFloor() const { return report_.latency.floor; }
    QString latencyTip() const;
    QString latencyDetail() const;
    QString simulatedLatencyText() const { return simulatedRevision_ == revision_ ? simulatedLatency_ : QString(); }
    // A finished run's p99 text and the revision of the design it ran (SimulationRun calls it).
    void setSimulatedLatency(const QString& text, int revision);
    QString billTitle() const;
    QString costText() const;
    QVariantList costLines() const;
    QString costTotal() const;
    QString firstText() const;
    QString firstDetail() const;
    bool saturated() const { return report_.firstToSaturate >= 0; }
    QString wallText() const;
    QStringList notes() const;
    QStringList selection() const { return selection_; }
    QString selectedId() const { return selection_.isEmpty() ? QString() : selection_.last(); }
    QString selectedKind() const;
    QVariantList inspectorFields() const { return fields_; }
    QString chartClusterId() const;
    QString chartClusterName() const;
    QString title() const;
    QString filePath() const { return path_; }
    bool dirty() const { return !undo_.isClean(); }
    bool isStage() const { return stage_ > 0 && path_.isEmpty(); }
    QStringList recentFiles() const;
    bool canUndo() const { return undo_.canUndo(); }
    bool canRedo() const { return undo_.canRedo(); }
    QString undoText() const { return undo_.undoText(); }
    QString redoText() const { return undo_.redoText(); }
    bool recoveryAvailable() const;
    QString autosavePath() const;

    // The engine's view, for tests and exports.
    const Scenario& scenario() const { return scenario_; }
    const Report& report() const { return report_; }
    // A workbench that only renders (the exporter's): it never autosaves, and leaving it does not
    // remove the app's recovery file.
    void makeScratch();

    // Stages and files. Each returns an empty string, or the engine's message (nothing changed).
    Q_INVOKABLE QString openStage(int number);
    Q_INVOKABLE void newSandbox();
    Q_INVOKABLE QString openFile(const QUrl& url);
    // As openFile, read and checked off the GUI thread (opener shows it is busy): "" when started,
    // then opened() with "" or the reader's message; the design on the canvas stays until it succeeds.
    Q_INVOKABLE QString openFileInBackground(const QUrl& url);
    ScenarioLoader* opener() { return &loader_; }
    Q_INVOKABLE QString saveFile(const QUrl& url);     // atomic; becomes the current file
    Q_INVOKABLE QUrl localUrl(const QString& path) const; // a path as a file URL: '#' and '%' stay in the name
    Q_INVOKABLE bool fileExists(const QUrl& url) const;  // before a save or export replaces it
    Q_INVOKABLE QString fileName(const QUrl& url) const;  // "my-design.json", for a question about it
    Q_INVOKABLE QString recover();
    // The timer's tick (every 5 s while unsaved); public so that tests can make one. False when a
    // write failed (the previous autosave is then kept whole).
    bool autosave();
    Q_INVOKABLE void discardRecovery();

    // Edits, each one undoable.
    Q_INVOKABLE QString setLoad(double eventsPerSecond);
    Q_INVOKABLE QString applyLoadButton(int index);                // one of loadButtons, pressed
    Q_INVOKABLE QString setTypedLoad(const QString& text);        // "30k", "1.5M", "25,000"
    Q_INVOKABLE void stepLoad(int direction, bool coarse);         // the slider's arrow keys
    Q_INVOKABLE QString goToWall();                                // the load where the first limit reaches 100%
    // Stages and the Sandbox keep their edits while others are visited, until reset (this call).
    Q_INVOKABLE void resetDesign();
    // Tests start each case from the designs as they ship: nothing kept, and the design on the
    // canvas now is not kept when the next one opens.
    void forgetKeptDesigns()
    {
        kept_.clear();
        keepNext_ = false;
    }
    void restoreDesign(const Scenario& s);  // the lesson's "back to the stage's design", undoable
    Q_INVOKABLE QString setField(const QString& nodeId, const QString& key, const QVariant& value);
    Q_INVOKABLE QString connectNodes(const QString& from, const QString& to);
    Q_INVOKABLE QString connectionRefusal(const QString& from, const QString& to) const;
    // The nodes `from` may connect to now, for a card's "Connect to" menu: [{id, name}].
    Q_INVOKABLE QVariantList connectTargets(const QString& from) const;
    Q_INVOKABLE void removeConnection(const QString& from, const QString& to);
    Q_INVOKABLE QString addNode(const QString& kind, double x, double y);
    Q_INVOKABLE void deleteSelection();
    Q_INVOKABLE void duplicateSelection();

    // Moves: a drag previews positions and lands as one undo step.
    Q_INVOKABLE void beginMove();
    Q_INVOKABLE void moveSelectionTo(double dxFromStart, double dyFromStart);  // during a drag
    Q_INVOKABLE void endMove();
    Q_INVOKABLE void nudgeSelection(double dx, double dy);  // arrow keys: a move of its own

    Q_INVOKABLE void select(const QString& id, bool additive);
    Q_INVOKABLE void selectInRect(double x1, double y1, double x2, double y2, bool additive);
    Q_INVOKABLE void selectAll();
    Q_INVOKABLE void clearSelection();
    Q_INVOKABLE void selectNext(bool backwards);
    Q_INVOKABLE QRectF nodesBounds() const;  // for "fit to view"

    Q_INVOKABLE void undo() { undo_.undo(); }
    Q_INVOKABLE void redo() { undo_.redo(); }

    // A limit's formula with its numbers, for the bar's tooltip: "51.2 MB/s x 8 / 3 brokers = ...".
    Q_INVOKABLE QString limitFormula(const QString& nodeId, const QString& limitKey) const;

    // Charts: the selected cluster's limits, and every limit's percent from 0 to twice the wall.
    // Every field of one node as the inspector shows it: {key, label, type, value, min, max, unit, decimals, choices},
    // type a FieldControl (fieldcontrol.h).
    Q_INVOKABLE QVariantList nodeFields(const QString& nodeId) const;
    Q_INVOKABLE QVariantList clusterLimits(const QString& clusterId) const;
    Q_INVOKABLE QVariantMap wallSweep(int points) const;

    // The undo stack's commands call this; it replaces the scenario and recomputes.
    void applyScenario(const Scenario& s);

private:
    void refreshInspector(bool force = false);

public:

signals:
    void stageChanged();
    void loadButtonsChanged();
    void reportChanged();
    void simulatedLatencyChanged();
    void selectionChanged();
    void inspectorChanged();
    void chartChanged();
    void fileChanged();
    void recentFilesChanged();
    void undoChanged();
    void recoveryChanged();
    void opened(const QString& error); // an openFileInBackground is done: "" or why not

  private:
    void push(const Scenario& after, const QString& text, int mergeId = -1);
    // A new design on the canvas (a stage, the Sandbox, a file): no selection, no history.
    void showDesign(const Scenario& s, int stage, const QString& path);
    // Before another design replaces this one: a stage's or the Sandbox's edits are kept.
    void keepEdits();
    // A stage or the Sandbox as it ships, then its kept edits as one undoable step.
    void showStageDesign(const Scenario& shipped, int stage);
    void recompute();
    void resetHistory();
    void rememberRecent(const QString& path);
    void showOpened(const Scenario& s, const QString& path); // a file's design, read and checked
    AutosaveSlot& slot() const; // this window's locked autosave, claimed on first use (never by a scratch one)

    Scenario scenario_;
    Report report_;
    int revision_ = 0;
    QString simulatedLatency_;
    int simulatedRevision_ = -1;
    int stage_ = 0;
    QString path_;
    NodeModel nodes_;
    ConnectionModel connections_;
    QStringList selection_;
    QUndoStack undo_;
    QTimer autosaveTimer_;
    ScenarioLoader loader_;
    mutable std::unique_ptr<AutosaveSlot> slot_;
    std::optional<Scenario> moveStart_;
    QVariantList fields_;  // the inspector's fields, re-sent only when they change
    bool scratch_ = false;
    std::map<int, Scenario> kept_;  // stage number (0: the Sandbox) -> its edited design
    bool keepNext_ = true;
    bool hadProducers_ = false;     // loadButtons was last announced for a design with a producer          // false: the design on the canvas is dropped when the next opens
};

}  // namespace mqlab::app
