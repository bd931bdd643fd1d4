// The engine's words that reach the window composed by the engine, seen through the pseudo-locale
// (tests/tools/pseudo_locale.cpp: every translated text accented and in brackets): a tile's figure and
// line, a line of the bill, the inspector, a Your turn verdict, a round's refused setting, and the
// lessons' prose. The templates' words come out accented; the figures and names filled into them stay
// as the engine wrote them.
#include <QDirIterator>
#include <QTranslator>
#include <QtTest>

#include "inspector_model.h"
#include "mqlab/lesson/prose.h"
#include "report_presenter.h"
#include "resources.h"
#include "engine_text.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/round_one_json.h"
#include "round_one_run.h"
#include "round_one_steps.h"
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

    // A refused connection (Stage 1: the cluster dragged back to its producer): the sentence, each kind
    // with its article and each kind's noun come through the translator, as a hover and as the refusal
    // of the drop. "a cluster connects only to a consumer group": "{from} connects only to {to}", its
    // {from} "a {kind}" (4 wide with the {kind}: 4 x 1.4 = 5.6, so 6, and the brackets and a pad's space
    // make 7: no padding, "[á {kind}]"), the noun "cluster" (7 wide: 9.8, so 10, no padding either).
    void connectionRefusalIsTranslated()
    {
        Workbench wb;
        QCOMPARE(wb.openStage(1), QString());
        const QString why = wb.connectionRefusal(QStringLiteral("kafka"), QStringLiteral("orders"));
        QVERIFY2(why.startsWith(QStringLiteral("[[á [çļüšţéŕ]] çöññéçţš öñļý ţö [á [çöñšüɱéŕ ĝŕöüþ")), qPrintable(why));
        QCOMPARE(wb.connectNodes(QStringLiteral("kafka"), QStringLiteral("orders")), why);
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
        // The busiest limit is a template of its own, the card's name (data) and the limit's (translated).
        QVERIFY2(headline.startsWith(QStringLiteral("[Ñöţ ýéţ: áţ 25,000 éṽéñţš/š, Kafka cluster íš šţíļļ þášţ á ŵáļļ "
                                                    "([Kafka cluster: [ñéţŵöŕķ]] áţ 113.8%).")),
                 qPrintable(headline));
        const QString lost = turn.yours().lostBroker;
        QVERIFY2(lost.startsWith(QStringLiteral("[149.4% öƒ ţĥé ñéţŵöŕķ öñ [2 šüŕṽíṽöŕš")), qPrintable(lost));
    }

    // Round 1's brief (part 7) as the round leaves it: a broker holds 6 of 18 replicas, 300 GB a day x 4 days
    // x 3 x 1.2 / 3 = 1,440 GB on 1,000 GB, 144.0%. Every check line's name and words are the engine's
    // templates, translated (bracketed) around the figures; the card's name stays the design's.
    void roundOneCheckLinesAreTranslated()
    {
        Workbench wb;
        QCOMPARE(wb.openStage(107), QString());
        YourTurnCheck turn;
        turn.setWorkbench(&wb);
        QVERIFY(turn.available());
        turn.check();
        const QList<mqlab::app::CheckLineView> checks = turn.checks();
        QVERIFY(checks.size() >= 10);
        for (const mqlab::app::CheckLineView& c : checks) {
            QVERIFY2(c.name.startsWith(QLatin1Char('[')), qPrintable(c.name));
            QVERIFY2(c.text.startsWith(QLatin1Char('[')), qPrintable(c.text));
        }
        QVERIFY2(checks.first().name.startsWith(QStringLiteral("[Broker fleet: [")), qPrintable(checks.first().name));
        QVERIFY2(checks.first().text.startsWith(QStringLiteral("[144.0%: ")), qPrintable(checks.first().text));
        for (const mqlab::app::KnownAnswerView& a : turn.answers())
            QVERIFY2(a.same || a.comparison.startsWith(QLatin1Char('[')), qPrintable(a.comparison));
    }

    // A Round 1 timeline's entry, message 0 received by worker index 1 at 30 s: the stepper's words (no
    // clock) are the kind's template, accented, with the figures as the engine wrote them; the timeline's
    // line is "{at}  {event}" with both parts translated. A run's outcome, a template a line, the same.
    void roundOneTimelineIsTranslated()
    {
        using namespace mqlab::sim;
        const R1Entry e{30 * kSecond, R1Kind::Received, 0, -1, 1, 0, 2, 3};
        const QString words = mqlab::app::entryWords(e);
        QVERIFY2(words.startsWith(QLatin1Char('[')) && words.contains(QStringLiteral(" 2 (")), qPrintable(words));
        QVERIFY(words != QString::fromStdString(r1EventMessage(e).text()));
        const DrillRun d = drillSetup(Drill::WorkerCrash, 1);
        const RoundOneResult r = simulateRoundOne(d.config, d.options);
        const QStringList lines = mqlab::app::roundOneTimeline(r);
        QVERIFY(lines.size() > 3);
        QVERIFY2(lines.first().startsWith(QStringLiteral("[[")), qPrintable(lines.first()));
        for (const mqlab::Message& line : roundOneOutcomeMessages(r)) {
            const QString shown = mqlab::app::engineText(line);
            QVERIFY2(shown.startsWith(QLatin1Char('[')), qPrintable(shown));
        }
    }

    // A Round 1 setting refused, as the runs show it (errorText): a group-commit window of 1,000.5 ms is
    // past 1,000 ms. The field's name stays as the engine wrote it; config.at_most.unit, "must be more
    // than {lo} and at most {hi} {unit} (got {value})", comes back accented with its figures (0, 1,000,
    // 1,000.500 with 3 decimals) as they were, and its unit "ms" is the inspector's word, translated on
    // its own: [ɱš] (2 letters, 2 x 1.4 = 2.8, so 3 wide: the brackets make 4, no padding). The template
    // is 39 letters and 4 placeholders of 2: 47, x 1.4 = 65.8, so 66; 47 + the brackets and the pad's
    // space (3) leave 16 for the padding, ļöñĝ 4 times.
    void roundOneRefusalIsTranslated()
    {
        mqlab::sim::RoundOneConfig c;
        c.groupCommitMs = 1000.5;
        QString shown;
        try {
            mqlab::sim::checkRoundOneConfig(c);
        } catch (const std::exception& e) {
            QCOMPARE(QString::fromUtf8(e.what()),
                     QStringLiteral("group commit: must be more than 0 and at most 1,000 ms (got 1,000.500)"));
            shown = mqlab::app::errorText(e);
        }
        QCOMPARE(shown, QStringLiteral("group commit: [ɱüšţ ƀé ɱöŕé ţĥáñ 0 áñđ áţ ɱöšţ 1,000 [ɱš] (ĝöţ 1,000.500) "
                                       "ļöñĝļöñĝļöñĝļöñĝ]"));
    }

    // Every prose text of every lesson file compiled in (the fields mqlab/lesson/prose.h names) has an
    // entry in the .ts: through the pseudo-locale it comes back in brackets, its {{keys}} kept whole.
    void lessonProseIsInTheTs()
    {
        QStringList missing, placeholders;
        int files = 0, texts = 0;
        static const QRegularExpression key(QStringLiteral("\\{\\{[^{}]*\\}\\}"));
        for (QDirIterator it(QStringLiteral(":/mqlab/stages"), {QStringLiteral("*.json")}, QDir::Files,
                             QDirIterator::Subdirectories);
             it.hasNext();) {
            const QString path = it.next();
            const std::string name = path.mid(15, path.size() - 15 - 5).toStdString(); // after ":/mqlab/stages/"
            auto file = nlohmann::ordered_json::parse(mqlab::app::readText(path).toStdString());
            ++files;
            mqlab::forEachProse(file, name, [&](std::string& text, const std::string& where) {
                ++texts;
                const QString english = QString::fromStdString(text);
                const QString shown = QCoreApplication::translate("Stage", text.c_str());
                if (!shown.startsWith(QLatin1Char('[')))
                    missing << QString::fromStdString(where);
                QStringList keys, kept;
                for (auto m = key.globalMatch(english); m.hasNext();)
                    keys << m.next().captured();
                for (auto m = key.globalMatch(shown); m.hasNext();)
                    kept << m.next().captured();
                if (keys != kept)
                    placeholders << QString::fromStdString(where);
            });
        }
        qInfo("%d prose texts in %d lesson files", texts, files);
        // stages/: 6 stages, 3 round designs, 20 round parts, 4 rehearsal plans, the lifecycle and
        // your-turn (35); 22 pages; the template: 58 files. Stage 1 alone has 26 texts (prose_tests.cpp).
        QCOMPARE(files, 58);
        QVERIFY(texts > 26);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in the .ts:\n  ") + missing.join("\n  ")));
        QVERIFY2(placeholders.isEmpty(), qPrintable(QStringLiteral("keys changed:\n  ") + placeholders.join("\n  ")));
    }

    // The app reads a lesson file through the translator (resources.cpp readLesson): Stage 1's title and
    // a beat, a page's title and the lifecycle's first step come out of the engine's parsers in brackets,
    // the beat's {{kafka.brokers}} filled later as ever.
    void lessonsAreReadTranslated()
    {
        const mqlab::Stage one = mqlab::app::loadStage(1);
        QVERIFY2(one.lesson.title.starts_with("["), one.lesson.title.c_str());
        QVERIFY2(one.lesson.beats.at(2).starts_with("[Ţĥé çļüšţéŕ ŕüñš {{kafka.brokers}} {{kafka.size}}"),
                 one.lesson.beats.at(2).c_str());
        QVERIFY2(one.scenario.name.starts_with("[Šţáĝé 1"), one.scenario.name.c_str());
        const mqlab::LessonPage page = mqlab::app::loadPage("why-log");
        QVERIFY2(page.title.starts_with("["), page.title.c_str());
        const auto steps = mqlab::parseLifecycle(mqlab::app::readLesson(mqlab::app::lifecyclePath()), "lifecycle");
        QCOMPARE(QString::fromStdString(steps.at(0).title), QStringLiteral("[Ɓáţçĥéđ]"));
    }
};

QTEST_MAIN(TranslatedWordsTests)
#include "translated_words_tests.moc"
