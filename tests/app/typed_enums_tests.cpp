// Statuses and states typed for QML (app/limitstatus.h, app/rehearsalenums.h): every value of the
// engine's enum has a QML enum value of the same value (and, where the engine words it, the same
// name), and the models hand QML that enum, not a word. Plain tests, no window.
#include <QCoreApplication>
#include <QMetaEnum>
#include <QStandardPaths>
#include <QtTest>
#include <iterator>

#include "limitstatus.h"
#include "mqlab/lesson/rehearsal.h"
#include "mqlab/model/report.h"
#include "mqlab/report/format.h"
#include "nodemodel.h"
#include "rehearsalenums.h"
#include "mqlab/lesson/your_turn.h"
#include "fieldcontrol.h"
#include "workbench.h"
#include "yourturncheck.h"

namespace LimitStatuses = mqlab::app::LimitStatuses;
using mqlab::app::ConnectionModel;
using mqlab::app::LimitModel;
using mqlab::app::NodeModel;

class TypedEnumsTests : public QObject {
    Q_OBJECT

  private slots:
    // A workbench below keeps its autosave and settings in the test folders, not the user's.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // One LimitStatus a status of the engine, no more: same value, and the name QML uses is the
    // engine's own word capitalised (Status::Saturated, "saturated" -> LimitStatus.Saturated).
    void everyEngineStatusHasItsLimitStatus()
    {
        const QMetaEnum meta = QMetaEnum::fromType<LimitStatuses::Status>();
        QVERIFY(meta.isValid());
        QCOMPARE(meta.keyCount(), int(std::size(mqlab::kAllStatuses)));
        for (const mqlab::Status s : mqlab::kAllStatuses) {
            const int value = LimitStatuses::fromEngine(s);
            QCOMPARE(value, static_cast<int>(s));
            const char* key = meta.valueToKey(value);
            QVERIFY2(key, mqlab::statusName(s).c_str());
            QCOMPARE(QString::fromLatin1(key).toLower(), QString::fromStdString(mqlab::statusName(s)));
        }
    }

    // The same for a rehearsal segment's overrun (Overrun::Amber, "amber" -> RehearsalOverrun.Amber).
    void everyEngineOverrunHasItsRehearsalOverrun()
    {
        namespace Overruns = mqlab::app::Overruns;
        const QMetaEnum meta = QMetaEnum::fromType<Overruns::Overrun>();
        QVERIFY(meta.isValid());
        QCOMPARE(meta.keyCount(), int(std::size(mqlab::kAllOverruns)));
        for (const mqlab::Overrun o : mqlab::kAllOverruns) {
            const int value = Overruns::fromEngine(o);
            QCOMPARE(value, static_cast<int>(o));
            const char* key = meta.valueToKey(value);
            QVERIFY2(key, mqlab::overrunName(o).c_str());
            QCOMPARE(QString::fromLatin1(key).toLower(), QString::fromStdString(mqlab::overrunName(o)));
        }
    }

    // The rehearsal's run and segment states: one QML value an engine value, the same number.
    void everyRehearsalStateHasItsEnum()
    {
        namespace States = mqlab::app::RehearsalStates;
        const QMetaEnum runs = QMetaEnum::fromType<States::State>();
        QCOMPARE(runs.keyCount(), int(std::size(mqlab::kAllRehearsalStates)));
        for (const mqlab::RehearsalState s : mqlab::kAllRehearsalStates) {
            QCOMPARE(int(States::fromEngine(s)), static_cast<int>(s));
            QVERIFY(runs.valueToKey(States::fromEngine(s)));
        }
        QCOMPARE(QString::fromLatin1(runs.valueToKey(States::fromEngine(mqlab::RehearsalState::Paused))),
                 QStringLiteral("Paused"));

        namespace Segments = mqlab::app::SegmentStates;
        const QMetaEnum segments = QMetaEnum::fromType<Segments::State>();
        QCOMPARE(segments.keyCount(), int(std::size(mqlab::kAllSegmentStates)));
        for (const mqlab::SegmentState s : mqlab::kAllSegmentStates) {
            QCOMPARE(int(Segments::fromEngine(s)), static_cast<int>(s));
            QVERIFY(segments.valueToKey(Segments::fromEngine(s)));
        }
        QCOMPARE(QString::fromLatin1(segments.valueToKey(Segments::fromEngine(mqlab::SegmentState::Skipped))),
                 QStringLiteral("Skipped"));
    }

    // A checked answer's outcome: every engine outcome by value and name ("bends-brief" ->
    // YourTurnOutcome.BendsBrief), and one value more, NotChecked, for no answer checked yet.
    void everyOutcomeHasItsYourTurnOutcome()
    {
        namespace Outcomes = mqlab::app::YourTurnOutcomes;
        const QMetaEnum meta = QMetaEnum::fromType<Outcomes::Outcome>();
        QCOMPARE(meta.keyCount(), int(std::size(mqlab::kAllOutcomes)) + 1);
        QCOMPARE(QString::fromLatin1(meta.valueToKey(Outcomes::NotChecked)), QStringLiteral("NotChecked"));
        for (const mqlab::Outcome o : mqlab::kAllOutcomes) {
            const int value = Outcomes::fromEngine(o);
            QCOMPARE(value, static_cast<int>(o));
            const char* key = meta.valueToKey(value);
            QVERIFY2(key, mqlab::outcomeName(o).c_str());
            QCOMPARE(QString::fromLatin1(key).toLower(), QString::fromStdString(mqlab::outcomeName(o)).remove('-'));
        }
    }

    // The inspector's fields name their control as a FieldControl: Stage 1's producer and cluster
    // between them have every kind, each where the field table says (a share shown x 100 is a percent).
    void inspectorFieldsNameTheirControl()
    {
        namespace Controls = mqlab::app::FieldControls;
        mqlab::app::Workbench wb;
        QCOMPARE(wb.openStage(1), QString());
        QHash<QString, int> control;
        // Read through the inspector's model as QML reads it: the "control" role of each row.
        mqlab::app::InspectorModel* rows = wb.inspector();
        const int keyRole = rows->roleNames().key("key"), controlRole = rows->roleNames().key("control");
        for (const QString& node : {QStringLiteral("orders"), QStringLiteral("kafka")}) {
            wb.selection()->select(node, false);
            for (int i = 0; i < rows->rowCount(); ++i) {
                const QVariant type = rows->index(i).data(controlRole);
                QCOMPARE(type.typeId(), QMetaType::Int);
                control.insert(node + "." + rows->index(i).data(keyRole).toString(), type.toInt());
            }
        }
        QCOMPARE(control.value("orders.name", -1), int(Controls::Text));
        QCOMPARE(control.value("orders.events_per_s", -1), int(Controls::Number));
        QCOMPARE(control.value("orders.key", -1), int(Controls::Choice));
        QCOMPARE(control.value("orders.hot_key_share", -1), int(Controls::Percent));
        QCOMPARE(control.value("kafka.brokers", -1), int(Controls::Number));
        QCOMPARE(control.value("kafka.broker_size", -1), int(Controls::Choice));
        QCOMPARE(control.value("kafka.tiered_storage", -1), int(Controls::Toggle));
    }

    // The status roles are the enum's value (an int QML compares with LimitStatus.X), not a word.
    void rolesCarryTheEnum()
    {
        NodeModel nodes;
        NodeModel::Row row;
        row.id = QStringLiteral("c");
        row.status = LimitStatuses::Saturated;
        mqlab::app::LimitRow limit;
        limit.key = QStringLiteral("network");
        limit.status = LimitStatuses::Warn;
        row.limits.push_back(limit);
        nodes.update({row});
        const QVariant status = nodes.data(nodes.index(0), NodeModel::StatusRole);
        QCOMPARE(status.typeId(), QMetaType::Int);
        QCOMPARE(status.toInt(), int(LimitStatuses::Saturated));
        auto* bars = nodes.data(nodes.index(0), NodeModel::LimitModelRole).value<LimitModel*>();
        QVERIFY(bars);
        QCOMPARE(bars->data(bars->index(0), LimitModel::StatusRole).toInt(), int(LimitStatuses::Warn));

        ConnectionModel links;
        links.update({ConnectionModel::Row{"p", "c", LimitStatuses::Red, 0, 0, 300, 0}});
        QCOMPARE(links.data(links.index(0), ConnectionModel::StatusRole).toInt(), int(LimitStatuses::Red));
    }
};

QTEST_GUILESS_MAIN(TypedEnumsTests)
#include "typed_enums_tests.moc"
