// The inspector's rows (app/inspector_model.h) on Stage 1, with no window: the selected node's fields
// from the engine's field table, read by role name as QML reads them, in the inspector's units; and
// rows rebuilt only when a field shown changes, so a load step leaves a half-typed value alone.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include "fieldcontrol.h"
#include "inspector_model.h"
#include "mqlab/model/fields.h"
#include "nodemodel.h"
#include "round_three_run.h"
#include "workbench.h"

using mqlab::app::InspectorModel;
using mqlab::app::Workbench;
namespace Controls = mqlab::app::FieldControls;

namespace {

// One role of the row whose "key" role is `key`, looked up by the role's name as QML does.
QVariant roleOf(const InspectorModel& m, const QString& key, const QByteArray& role)
{
    const QHash<int, QByteArray> names = m.roleNames();
    const int keyRole = names.key("key"), wanted = names.key(role, -1);
    for (int i = 0; i < m.rowCount(); ++i)
        if (m.index(i).data(keyRole).toString() == key)
            return m.index(i).data(wanted);
    return {};
}

QStringList keys(const InspectorModel& m)
{
    QStringList out;
    for (int i = 0; i < m.rowCount(); ++i)
        out << m.index(i).data(m.roleNames().key("key")).toString();
    return out;
}

} // namespace

class InspectorModelTests : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theSelectedNodesFieldsByRoleName()
    {
        Workbench wb;
        wb.document()->makeScratch();
        InspectorModel* m = wb.inspector();
        QAbstractItemModelTester tester(m);
        QCOMPARE(m->rowCount(), 0); // nothing selected
        QCOMPARE(m->nodeId(), QString());

        wb.selection()->select("orders", false);
        QCOMPARE(m->nodeId(), QStringLiteral("orders"));
        // The producer's rows in the field table's order (engine/src/model/fields.cpp); the id is read
        // and written in files but not inspected (an Id field is never shown).
        QCOMPARE(keys(*m), (QStringList{"name", "events_per_s", "event_bytes", "key", "hot_key_share", "sub_keys",
                                        "partitioner", "linger_ms", "acks", "idempotence"}));
        QCOMPARE(roleOf(*m, "events_per_s", "value").toDouble(), 25000.0); // stage-1.json
        QCOMPARE(roleOf(*m, "events_per_s", "label").toString(), QStringLiteral("Events a second"));
        QCOMPARE(roleOf(*m, "events_per_s", "unit").toString(), QStringLiteral("events/s"));
        QCOMPARE(roleOf(*m, "events_per_s", "control").toInt(), int(Controls::Number));
        QCOMPARE(roleOf(*m, "events_per_s", "range").toString().isEmpty(), false);
        // A share shown as a percent: 0.3 in the file, 30 in the inspector.
        QCOMPARE(roleOf(*m, "hot_key_share", "value").toDouble(), 30.0);
        QCOMPARE(roleOf(*m, "hot_key_share", "unit").toString(), QStringLiteral("%"));
        QCOMPARE(roleOf(*m, "hot_key_share", "control").toInt(), int(Controls::Percent));
        QCOMPARE(roleOf(*m, "idempotence", "control").toInt(), int(Controls::Toggle));
        QCOMPARE(roleOf(*m, "idempotence", "value").toBool(), true);
        QCOMPARE(roleOf(*m, "name", "value").toString(), QStringLiteral("Order service"));
        // A choice carries its values and, index for index, the texts its ComboBox shows.
        QCOMPARE(roleOf(*m, "acks", "control").toInt(), int(Controls::Choice));
        const QStringList acks = roleOf(*m, "acks", "choiceValues").toStringList();
        QCOMPARE(acks, (QStringList{"all", "1", "0"}));
        QCOMPARE(roleOf(*m, "acks", "choiceTexts").toStringList().size(), 3);
        QCOMPARE(roleOf(*m, "acks", "value").toString(), QStringLiteral("all"));

        // The cluster's broker size lists the catalogue's Standard sizes, the stage's among them.
        wb.selection()->select("kafka", false);
        QCOMPARE(m->nodeId(), QStringLiteral("kafka"));
        QCOMPARE(roleOf(*m, "brokers", "value").toDouble(), 3.0);
        QCOMPARE(roleOf(*m, "broker_size", "value").toString(), QStringLiteral("kafka.m7g.large"));
        const QStringList sizes = roleOf(*m, "broker_size", "choiceValues").toStringList();
        // Each size's text starts with its name (a derived price says so after it).
        const QStringList texts = roleOf(*m, "broker_size", "choiceTexts").toStringList();
        QCOMPARE(texts.size(), sizes.size());
        for (int i = 0; i < sizes.size(); ++i)
            QVERIFY(texts[i].startsWith(sizes[i]));
        QVERIFY(sizes.contains(QStringLiteral("kafka.m7g.large")));
        QVERIFY(!sizes.contains(QStringLiteral("express.m7g.2xlarge"))); // an Express size: not this kind's

        wb.selection()->clearSelection();
        QCOMPARE(m->rowCount(), 0);
        QCOMPARE(m->nodeId(), QString());
    }

    void rowsAreRebuiltOnlyWhenAFieldShownChanges()
    {
        Workbench wb;
        wb.document()->makeScratch();
        InspectorModel* m = wb.inspector();
        wb.selection()->select("kafka", false);
        QSignalSpy resets(m, &QAbstractItemModel::modelReset);
        // The load is the producers' events a second: the cluster's fields stay as they are.
        QCOMPARE(wb.setLoad(30000), QString());
        QCOMPARE(resets.count(), 0);
        // An edit of the cluster shown rebuilds its rows with the new value.
        QCOMPARE(wb.setField("kafka", "brokers", 6), QString());
        QCOMPARE(resets.count(), 1);
        QCOMPARE(roleOf(*m, "brokers", "value").toDouble(), 6.0);
        // A refused value changes nothing: 0 brokers is below the range's 1.
        QVERIFY(!wb.setField("kafka", "brokers", 0).isEmpty());
        QCOMPARE(resets.count(), 1);
        QCOMPARE(roleOf(*m, "brokers", "value").toDouble(), 6.0);
        // Undo puts 3 back, and the rows with it.
        wb.history()->undo();
        QCOMPARE(roleOf(*m, "brokers", "value").toDouble(), 3.0);
        QCOMPARE(resets.count(), 2);

        // The producer shown, a load step is a change of its own field.
        wb.selection()->select("orders", false);
        QCOMPARE(resets.count(), 3);
        QCOMPARE(wb.setLoad(40000), QString());
        QCOMPARE(resets.count(), 4);
        QCOMPARE(roleOf(*m, "events_per_s", "value").toDouble(), 40000.0);
    }

    void theLessonsCopyIsTheSameRow()
    {
        // The lesson's event settings read a row as one typed value (InspectorRow, a gadget): the same
        // figures under the same property names as the model's roles. Stage 1's hot key share is 30%.
        Workbench wb;
        wb.document()->makeScratch();
        const auto rows = mqlab::app::inspectorRows(wb.scenario(), QStringLiteral("orders"));
        const auto share =
            std::find_if(rows.begin(), rows.end(), [](const auto& r) { return r.key == "hot_key_share"; });
        QVERIFY(share != rows.end());
        const QMetaObject& mo = mqlab::app::InspectorRow::staticMetaObject;
        const auto read = [&](const char* name) { return mo.property(mo.indexOfProperty(name)).readOnGadget(&*share); };
        QCOMPARE(read("value").toDouble(), 30.0);
        QCOMPARE(read("type").toInt(), int(Controls::Percent));
        QCOMPARE(read("decimals").toInt(), share->decimals);
        QVERIFY(mqlab::app::inspectorRows(wb.scenario(), QStringLiteral("nobody")).empty());
    }

    void aFigureAnotherNodeDecidesSaysWhich()
    {
        // Round 3's design: us-east-1's S3 and Glacier tier nodes set the days its cells keep, so the
        // cells' own s3_days and archive_days rows name the tier; the rest of the cells' rows are theirs.
        Workbench wb;
        wb.showDesign(mqlab::app::roundThreeDesign(), 0, QString());
        wb.selection()->select("cells-use1", false);
        InspectorModel* m = wb.inspector();
        QCOMPARE(roleOf(*m, "s3_days", "setBy").toString(), QStringLiteral("S3 us-east-1"));
        QCOMPARE(roleOf(*m, "archive_days", "setBy").toString(), QStringLiteral("Glacier us-east-1"));
        QCOMPARE(roleOf(*m, "count", "setBy").toString(), QString());
        wb.selection()->select("s3-use1", false);
        QCOMPARE(roleOf(*m, "days", "setBy").toString(), QString()); // the tier's own days are edited there
    }

    void aUnitIsWrittenWithoutItsOwnParentheses()
    {
        // The inspector writes a label as "Growth headroom (times the planned peak)": InspectorField.qml
        // puts the parentheses round the unit, so no unit brings a pair of its own ("((times ...))").
        // Round 3's cells carry the two such units: headroom 1.3 times the planned peak, compression 2
        // times smaller; every node of every kind on that canvas is looked at as well.
        Workbench wb;
        wb.showDesign(mqlab::app::roundThreeDesign(), 0, QString());
        wb.selection()->select("cells-use1", false);
        InspectorModel* m = wb.inspector();
        QCOMPARE(roleOf(*m, "growth_headroom", "unit").toString(), QStringLiteral("times the planned peak"));
        QCOMPARE(roleOf(*m, "compression", "unit").toString(), QStringLiteral("times smaller"));
        int units = 0;
        for (const auto& row : wb.nodes()->rows())
            for (const auto& r : mqlab::app::inspectorRows(wb.scenario(), row.id)) {
                QVERIFY2(!r.unit.contains(QLatin1Char('(')) && !r.unit.contains(QLatin1Char(')')),
                         qPrintable(row.id + "." + r.key + ": " + r.unit));
                units += r.unit.isEmpty() ? 0 : 1;
            }
        QVERIFY(units > 0);
        // Every row of the field table, whichever kind, also where a refusal writes it after a range.
        for (const mqlab::FieldSpec& f : mqlab::fieldTable()) {
            QVERIFY2(f.unit.find_first_of("()") == std::string::npos, qPrintable(QString::fromStdString(f.key)));
            QVERIFY2(f.shownUnit.find_first_of("()") == std::string::npos, qPrintable(QString::fromStdString(f.key)));
            QVERIFY2(mqlab::fieldPhrase(f).find("((") == std::string::npos,
                     qPrintable(QString::fromStdString(mqlab::fieldPhrase(f))));
        }
    }
};

QTEST_GUILESS_MAIN(InspectorModelTests)
#include "inspector_model_tests.moc"
