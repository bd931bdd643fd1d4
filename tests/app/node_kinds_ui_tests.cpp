// Node kinds typed to QML (app/nodekind.h): the node model's kind role is the engine's kind as a
// NodeKind, QML names the enum's values, a card's stripe is its kind's colour in the engine's registry
// (the node model's kindColor role), and
// the window raises no QML warning doing it. Statuses cross the same way (app/limitstatus.h).
#include <QApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtTest>
#include <memory>

#include "mqlab/model/fields.h"
#include "mqlab/model/kinds.h"
#include "limitstatus.h"
#include "nodekind.h"
#include "nodemodel.h"
#include "quick_tree.h"
#include "workbench.h"

using mqlab::app::Workbench;
namespace NodeKinds = mqlab::app::NodeKinds;

namespace {
// A kind's stripe as the registry gives it.
QColor stripe(mqlab::Kind kind)
{
    const std::string_view c = mqlab::kindInfo(kind).color;
    return QColor(QString::fromUtf8(c.data(), static_cast<qsizetype>(c.size())));
}
} // namespace
namespace LimitStatuses = mqlab::app::LimitStatuses;

class NodeKindsUiTests : public mqlab::test::WindowSuite {
    Q_OBJECT


    QQuickItem* card(const QString& id) { return mqlab::test::findItem(window_->contentItem(), "node-" + id); }

  private slots:
    void initTestCase() { QVERIFY(openWindow()); }
    void cleanup() { failOnQmlWarnings(); }

    void cleanupTestCase() { restoreMessageHandler(); }

    void theEnumIsTheEnginesKind()
    {
        QCOMPARE(int(NodeKinds::Producer), int(mqlab::Kind::Producer));
        QCOMPARE(int(NodeKinds::StandardCluster), int(mqlab::Kind::StandardCluster));
        QCOMPARE(int(NodeKinds::ExpressCluster), int(mqlab::Kind::ExpressCluster));
        QCOMPARE(int(NodeKinds::Group), int(mqlab::Kind::Group));
        QCOMPARE(int(NodeKinds::DeadLetterQueue), int(mqlab::Kind::DeadLetterQueue));
    }

    // The palette has one button a kind of the engine's registry (AddEntries); the dead-letter queue's
    // adds a card of that kind, with its own stripe, and no QML warning.
    void thePaletteAddsEveryKindOfTheRegistry()
    {
        wb_->newSandbox();
        QVERIFY(mqlab::test::settle());
        for (const mqlab::KindInfo& k : mqlab::kindRegistry()) {
            // Round 1's kinds are offered on a Round 1 design only (app/addentries.cpp; round_one_ui_tests).
            const QQuickItem* button = mqlab::test::findItem(window_->contentItem(),
                                                             "add-" + QString::fromUtf8(k.entry.data(), k.entry.size()));
            if (mqlab::isRoundKind(k.kind))
                QVERIFY2(!button, k.entry.data());
            else
                QTRY_VERIFY2(mqlab::test::findItem(window_->contentItem(),
                                                   "add-" + QString::fromUtf8(k.entry.data(), k.entry.size())),
                             k.entry.data());
        }
        QQuickItem* button = mqlab::test::findItem(window_->contentItem(), QStringLiteral("add-dlq"));
        QVERIFY(button);
        QTest::mouseClick(window_, Qt::LeftButton, {},
                          button->mapToScene(QPointF(button->width() / 2, button->height() / 2)).toPoint());
        // The registry's id prefix "dlq" makes the first one dlq-1.
        QTRY_VERIFY(card(QStringLiteral("dlq-1")));
        QCOMPARE(wb_->scenario().deadLetterQueues.size(), size_t(1));
        QCOMPARE(card(QStringLiteral("dlq-1"))->property("kind").toInt(), int(NodeKinds::DeadLetterQueue));
        const QColor dlq = stripe(mqlab::Kind::DeadLetterQueue);
        QVERIFY(dlq.isValid() && dlq != stripe(mqlab::Kind::Group));
        QCOMPARE(card(QStringLiteral("dlq-1"))->property("kindColor").value<QColor>(), dlq);
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // Every row's kind role, and its card's kind, on Stage 1 (Standard) and Stage 4 (Express).
    void rowsAndCardsCarryTheEnginesKind()
    {
        for (int stage : {1, 4}) {
            QCOMPARE(wb_->openStage(stage), QString());
            QVERIFY(mqlab::test::settle());
            mqlab::app::NodeModel* nodes = wb_->nodes();
            QVERIFY(nodes->count() > 0);
            for (int i = 0; i < nodes->count(); ++i) {
                const QString id = nodes->data(nodes->index(i), mqlab::app::NodeModel::IdRole).toString();
                const auto kind = mqlab::kindOfNode(wb_->scenario(), id.toStdString());
                QVERIFY(kind);
                const int want = NodeKinds::fromEngine(*kind);
                QCOMPARE(nodes->data(nodes->index(i), mqlab::app::NodeModel::KindRole).toInt(), want);
                QQuickItem* c = card(id);
                QVERIFY2(c, qPrintable(id));
                QCOMPARE(c->property("kind").toInt(), want);
            }
        }
        // Stage 4's cluster is Express: the role says so, not just "a cluster".
        QCOMPARE(card("kafka")->property("kind").toInt(), int(NodeKinds::ExpressCluster));
    }

    // QML names the values (every kind of the one list, kind_list.h, with the engine's value); the
    // stripe is one colour a kind from the registry, both broker kinds a cluster's.
    void qmlNamesTheKindsAndTheStripeFollowsThem()
    {
        QQmlEngine* engine = qmlEngine(window_);
        QVERIFY(engine);
        QQmlComponent component(engine);
        component.setData("import QtQuick\nimport Mqlab\nQtObject {\n"
                          "  property int express: NodeKind.ExpressCluster\n"
                          "  property int sqs: NodeKind.SqsQueue\n}\n",
                          QUrl(QStringLiteral("qrc:/qt/qml/Mqlab/KindsProbe.qml")));
        std::unique_ptr<QObject> probe(component.create());
        QVERIFY2(probe, qPrintable(component.errorString()));
        QCOMPARE(probe->property("express").toInt(), int(mqlab::Kind::ExpressCluster));
        QCOMPARE(probe->property("sqs").toInt(), int(mqlab::Kind::SqsQueue));
        const QMetaEnum qmlKinds = QMetaEnum::fromType<NodeKinds::Kind>();
        QCOMPARE(qmlKinds.keyCount(), int(std::size(mqlab::kAllKinds)));
        for (mqlab::Kind k : mqlab::kAllKinds) {
            const std::string_view key = mqlab::kindInfo(k).key;
            QVERIFY2(qmlKinds.valueToKey(int(k)), std::string(key).c_str());
        }
        const QColor producer = stripe(mqlab::Kind::Producer);
        const QColor standard = stripe(mqlab::Kind::StandardCluster);
        const QColor group = stripe(mqlab::Kind::Group);
        QCOMPARE(stripe(mqlab::Kind::ExpressCluster), standard);
        QVERIFY(producer != standard && standard != group && producer != group);
        // Every kind has a colour ("#rrggbb").
        for (mqlab::Kind k : mqlab::kAllKinds)
            QVERIFY2(stripe(k).isValid(), std::string(mqlab::kindInfo(k).key).c_str());

        // A card's stripe is its kind's colour from the registry.
        QCOMPARE(wb_->openStage(1), QString());
        QVERIFY(mqlab::test::settle());
        QCOMPARE(card("kafka")->property("kindColor").value<QColor>(), standard);
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }

    // Statuses cross typed too (limitstatus.h): Stage 1's cluster is saturated (storage 86,517.33 GiB
    // of 49,152 = 176%, as cli_report_tests works out), so its card, its storage bar and the
    // connection it feeds carry LimitStatus.Saturated, and the card is drawn in Theme.saturated.
    void statusesReachQmlAsTheEnum()
    {
        QCOMPARE(wb_->openStage(1), QString());
        QVERIFY(mqlab::test::settle());
        QQmlComponent component(qmlEngine(window_));
        component.setData("import QtQuick\nimport Mqlab\nQtObject {\n"
                          "  property int saturated: LimitStatus.Saturated\n"
                          "  property color saturatedColor: Theme.statusColor(LimitStatus.Saturated)\n"
                          "  property color warnColor: Theme.statusColor(LimitStatus.Warn)\n"
                          "  property color redColor: Theme.statusColor(LimitStatus.Red)\n"
                          "  property color okColor: Theme.statusColor(LimitStatus.Ok)\n"
                          "  property color themeSaturated: Theme.saturated\n"
                          "  property color themeOk: Theme.ok\n}\n",
                          QUrl(QStringLiteral("qrc:/qt/qml/Mqlab/StatusProbe.qml")));
        std::unique_ptr<QObject> probe(component.create());
        QVERIFY2(probe, qPrintable(component.errorString()));
        QCOMPARE(probe->property("saturated").toInt(), int(LimitStatuses::Saturated));
        const QColor saturated = probe->property("saturatedColor").value<QColor>();
        QCOMPARE(saturated, probe->property("themeSaturated").value<QColor>());
        QCOMPARE(probe->property("okColor").value<QColor>(), probe->property("themeOk").value<QColor>());
        const QList<QColor> four{probe->property("okColor").value<QColor>(), probe->property("warnColor").value<QColor>(),
                                 probe->property("redColor").value<QColor>(), saturated};
        for (int i = 0; i < four.size(); ++i)
            for (int j = i + 1; j < four.size(); ++j)
                QVERIFY2(four[i] != four[j], qPrintable(QStringLiteral("statuses %1 and %2 share a colour").arg(i).arg(j)));

        QQuickItem* kafka = card(QStringLiteral("kafka"));
        QVERIFY(kafka);
        QCOMPARE(kafka->property("status").toInt(), int(LimitStatuses::Saturated));
        QCOMPARE(kafka->property("border").value<QObject*>()->property("color").value<QColor>(), saturated);
        QQuickItem* storage = mqlab::test::findItem(window_->contentItem(), QStringLiteral("limit-kafka-storage"));
        QVERIFY(storage);
        QCOMPARE(storage->property("status").toInt(), int(LimitStatuses::Saturated));
        QCOMPARE(mqlab::test::qmlWarnings, QStringList());
    }
};

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_QUICK_BACKEND", "software");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("mqlab-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("mqlab-kinds-tests"));
    mqlab::app::useAppStyle();
    NodeKindsUiTests tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "node_kinds_ui_tests.moc"
