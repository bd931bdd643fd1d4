// The engine's words that reach the window composed by the engine, seen through the pseudo-locale
// (tests/tools/pseudo_locale.cpp: every translated text accented and in brackets): a tile's figure and
// line, a line of the bill, and a Your turn verdict. The templates' words come out accented; the figures and names
// filled into them stay as the engine wrote them.
#include <QTranslator>
#include <QtTest>

#include "inspector_model.h"
#include "report_presenter.h"
#include "selection_model.h"
#include "translation.h"
#include "workbench.h"
#include "yourturncheck.h"

using mqlab::app::TileModel;
using mqlab::app::Workbench;
using mqlab::app::YourTurnCheck;

namespace {

QString tile(const TileModel& m, const QString& key, const QByteArray& role)
{
    for (int i = 0; i < m.rowCount(); ++i)
        if (m.index(i).data(m.roleNames().key("key")).toString() == key)
            return m.index(i).data(m.roleNames().key(role)).toString();
    return {};
}

} // namespace

class TranslatedWordsTests : public QObject {
    Q_OBJECT
    QTranslator pseudo_;

  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mqlab::app::loadTranslation(pseudo_, QStringLiteral(MQLAB_PSEUDO_QM)).error.isEmpty());
        QVERIFY(QCoreApplication::installTranslator(&pseudo_));
    }
    void cleanupTestCase() { QCoreApplication::removeTranslator(&pseudo_); }

    // Stage 1: the producer sends with acks=all and nothing on the produce path saturates (10 ms); the
    // bill is $5,782.40, whole dollars on the tile; a cluster of 3 replicas with min in-sync 2 may
    // lose 3 - 2 = 1.
    void tileWordsAreTranslated()
    {
        Workbench wb;
        QCOMPARE(wb.openStage(1), QString());
        const TileModel& tiles = *wb.presenter()->tiles();
        const QString detail = tile(tiles, QStringLiteral("latency"), "detail");
        QVERIFY2(detail.startsWith(QStringLiteral("[þŕöđüçé, áçķš=all")), qPrintable(detail));
        QCOMPARE(tile(tiles, QStringLiteral("latency"), "figure"), QStringLiteral("[10ɱš]"));
        QCOMPARE(tile(tiles, QStringLiteral("cost"), "figure"), QStringLiteral("[$5,782/ɱö]"));
        const QString durability = tile(tiles, QStringLiteral("durability"), "figure");
        QVERIFY2(durability.startsWith(QStringLiteral("[1 öƒ [3 ŕéþļíçáš")), qPrintable(durability));
    }

    // Stage 1's bill (the seed's): 3 kafka.m7g.large brokers x 720 h x $0.204 = $440.64. The line's
    // item ("brokers") and its arithmetic's words come through the translator; the card's name, the
    // size and the figures stay as the engine wrote them.
    void billIsTranslated()
    {
        Workbench wb;
        QCOMPARE(wb.openStage(1), QString());
        const std::vector<mqlab::app::BillRow> rows = wb.presenter()->billRows();
        QVERIFY(!rows.empty());
        const mqlab::app::BillRow& brokers = rows.front();
        QVERIFY2(brokers.item.startsWith(QStringLiteral("[Kafka cluster: [ƀŕöķéŕš")), qPrintable(brokers.item));
        QVERIFY2(brokers.detail.startsWith(QStringLiteral("[3 ẋ kafka.m7g.large ẋ 720 ĥ ẋ $0.204")),
                 qPrintable(brokers.detail));
        QCOMPARE(brokers.usd, QStringLiteral("$440.64"));
    }

    // The inspector's rows for Stage 1's cluster: each label, unit, help and choice through the
    // translator; a range's words too, around the field table's figures (retention: more than 0 and up
    // to 3,650 days; brokers: a whole 1 to 1,000, shown with no unit). The kind's noun in the title too.
    void inspectorIsTranslated()
    {
        Workbench wb;
        QCOMPARE(wb.openStage(1), QString());
        const std::vector<mqlab::app::InspectorRow> rows =
            mqlab::app::inspectorRows(wb.scenario(), QStringLiteral("kafka"));
        const auto row = [&](const char* key) {
            for (const mqlab::app::InspectorRow& r : rows)
                if (r.key == QLatin1String(key))
                    return r;
            return mqlab::app::InspectorRow{};
        };
        QVERIFY2(row("brokers").label.startsWith(QStringLiteral("[Ɓŕöķéŕš")), qPrintable(row("brokers").label));
        QVERIFY2(row("brokers").range.startsWith(QStringLiteral("[1 ţö 1,000")), qPrintable(row("brokers").range));
        QVERIFY2(row("retention_days").range.startsWith(QStringLiteral("[ɱöŕé ţĥáñ 0 áñđ üþ ţö 3,650 [đáýš")),
                 qPrintable(row("retention_days").range));
        QVERIFY2(row("retention_days").unit.startsWith(QStringLiteral("[đáýš")),
                 qPrintable(row("retention_days").unit));
        QVERIFY2(row("retention_days").help.startsWith(QStringLiteral("[ĥöŵ ļöñĝ")),
                 qPrintable(row("retention_days").help));
        QVERIFY2(row("kind").choiceTexts.value(0).startsWith(QStringLiteral("[Šţáñđáŕđ")),
                 qPrintable(row("kind").choiceTexts.join(QLatin1Char('|'))));
        wb.selection()->select(QStringLiteral("kafka"), false);
        QVERIFY2(wb.selection()->selectedKind().startsWith(QStringLiteral("[çļüšţéŕ")),
                 qPrintable(wb.selection()->selectedKind()));
    }

    // The dialogs' standard buttons are labelled by Qt from the context QPlatformTheme; mqlab's own .ts
    // carries the words the app's dialogs use (app/translation.cpp), so the pseudo-locale changes them.
    void standardButtonsAreTranslated()
    {
        for (const char* words : {"OK", "Cancel", "Close", "Save", "Discard"}) {
            const QString t = QCoreApplication::translate("QPlatformTheme", words);
            QVERIFY2(t.startsWith(QLatin1Char('[')), qPrintable(t));
        }
    }

    // Stage 3 as given: 51.2 MB/s sent 6 + 3 - 1 = 8 times over 3 brokers is 136.53 MB/s a broker
    // against 119.94, 113.8%; with one of 3 lost, 51.2 x 7 / 2 / 119.94 = 149.4% on the 2 left.
    void yourTurnVerdictIsTranslated()
    {
        Workbench wb;
        QCOMPARE(wb.openStage(3), QString());
        YourTurnCheck turn;
        turn.setWorkbench(&wb);
        QVERIFY(turn.available());
        turn.check();
        const QString headline = turn.headline();
        QVERIFY2(headline.startsWith(QStringLiteral("[Ñöţ ýéţ: áţ 25,000 éṽéñţš/š, Kafka cluster íš šţíļļ þášţ á ŵáļļ "
                                                    "(Kafka cluster: network áţ 113.8%).")),
                 qPrintable(headline));
        const QString lost = turn.yours().lostBroker;
        QVERIFY2(lost.startsWith(QStringLiteral("[149.4% öƒ ţĥé ñéţŵöŕķ öñ [2 šüŕṽíṽöŕš")), qPrintable(lost));
    }
};

QTEST_MAIN(TranslatedWordsTests)
#include "translated_words_tests.moc"
