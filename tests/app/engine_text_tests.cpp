// The engine's refusals in the user's language (app/engine_text.h), with no window: every text the
// engine marks reaches the translator; with no translation a refusal reads
// exactly as the command line prints it; with the pseudo-locale (tests/tools/pseudo_locale.cpp) the
// template is translated and the arguments (figures, a node's name) are put in unchanged.
#include <QTranslator>
#include <optional>
#include <stdexcept>
#include <QtTest>

#include "addentries.h"
#include "drill_run.h"
#include "engine_text.h"
#include "limit_names.h"
#include "load_unit.h"
#include "mqlab/lesson/stage.h"
#include "mqlab/report/format.h"
#include "mqlab/model/fields.h"
#include "mqlab/model/scenario.h"
#include "mqlab/model/kinds.h"
#include "mqlab/report/explain.h"
#include "mqlab/sim/round_one.h"
#include "mqlab/sim/round_three.h"
#include "mqlab/sim/round_two.h"
#include "mqlab/sim/run_text.h"
#include "nodemodel.h"
#include "number_format.h"
#include "resources.h"
#include "scenario_loader.h"
#include "translation.h"
#include "undo_history.h"
#include "user_files.h"
#include "workbench.h"

using mqlab::app::Workbench;

namespace {
// The pseudo-locale (every text 40% longer, accented) installed for one case and removed when the case
// ends, a failed check included, so the cases after it run in English.
class PseudoLocale {
  public:
    PseudoLocale()
        : installed_(mqlab::app::loadTranslation(translator_, QStringLiteral(MQLAB_PSEUDO_QM)).error.isEmpty() &&
                     QCoreApplication::installTranslator(&translator_))
    {}
    ~PseudoLocale() { remove(); }
    bool installed() const { return installed_; }
    void remove() { QCoreApplication::removeTranslator(&translator_); }

  private:
    QTranslator translator_;
    bool installed_;
};
} // namespace

class EngineTextTests : public QObject {
    Q_OBJECT

  private slots:
    // lupdate read every text the engine marks (MQLAB_TR, translatable.h) into the .ts: under the
    // pseudo-locale, made from that .ts, each comes back translated (bracketed). A template, limit
    // name, bill item, field's words, kind's noun, add entry or load unit left unmarked would come back as its English
    // and fail here.
    void everyEngineTextReachesTheTranslator()
    {
        PseudoLocale pseudo;
        QVERIFY(pseudo.installed());
        const auto translated = [](const char* context, std::string_view english) {
            const QString t = QCoreApplication::translate(context, std::string(english).c_str());
            return t.startsWith(QLatin1Char('[')) ? QString() : QString::fromUtf8(english.data(), english.size());
        };
        QStringList untranslated;
        for (const mqlab::MessageTemplate& t : mqlab::messageTemplates())
            if (const QString e = translated(mqlab::app::kEngineContext, t.english); !e.isEmpty())
                untranslated << QString::fromUtf8(t.id.data(), t.id.size()) + QLatin1String(": ") + e;
        for (int k = 0; k <= static_cast<int>(mqlab::LimitKind::RpoMessages); ++k) {
            const auto kind = static_cast<mqlab::LimitKind>(k);
            if (!mqlab::app::limitLabel(kind).startsWith(QLatin1Char('[')) ||
                !mqlab::app::limitShortLabel(kind).startsWith(QLatin1Char('[')))
                untranslated << QString::fromStdString("limit " + mqlab::limitKey(kind));
        }
        for (const mqlab::KindInfo& k : mqlab::kindRegistry())
            for (const std::string_view words : {k.buttonText, k.addText})
                if (const QString e = translated("AddEntry", words); !e.isEmpty())
                    untranslated << e;
        // Every field's words (fields.cpp) and every kind's noun (each kind's module).
        for (const mqlab::FieldSpec& f : mqlab::fieldTable()) {
            if (f.key == "x" || f.key == "y") // a card's place: its key is its label, never shown
                continue;
            for (const auto& [context, words] : {std::pair{"FieldLabel", f.label}, std::pair{"FieldUnit", f.unit},
                                                 std::pair{"FieldHelp", f.help}, std::pair{"FieldNote", f.rangeNote}})
                if (!words.empty())
                    if (const QString e = translated(context, words); !e.isEmpty())
                        untranslated << QLatin1String(context) + QLatin1String(" ") + e;
            if (f.key != "acks") // Kafka's own values: all, 1, 0
                for (const mqlab::FieldChoice& c : f.choices)
                    if (const QString e = translated("FieldChoice", c.text); !e.isEmpty())
                        untranslated << QLatin1String("FieldChoice ") + e;
        }
        for (const mqlab::KindInfo& k : mqlab::kindRegistry())
            if (const QString e = translated("KindNoun", mqlab::arrayNoun(k.node)); !e.isEmpty())
                untranslated << QLatin1String("KindNoun ") + e;
        for (int b = 0; b <= static_cast<int>(mqlab::BillItem::CellProducers); ++b)
            if (!mqlab::app::billItemLabel(static_cast<mqlab::BillItem>(b)).startsWith(QLatin1Char('[')))
                untranslated << QString::fromStdString("bill item " +
                                                       mqlab::billItemName(static_cast<mqlab::BillItem>(b)));
        for (const mqlab::UnitSystemId id : {mqlab::UnitSystemId::Seed000, mqlab::UnitSystemId::Seed004})
            if (const QString e = translated("LoadUnit", mqlab::unitSystem(id).rateUnit); !e.isEmpty())
                untranslated << e;
        // Each kind's noun (a dead-letter queue's warning names the kinds that feed it).
        for (const mqlab::NodeKind node : mqlab::nodeArrays())
            if (const QString e = translated("KindNoun", mqlab::arrayNoun(node)); !e.isEmpty())
                untranslated << QLatin1String("kind noun ") + e;
        // The drills' names and lines (each round's menu), and the figures their runs rest on.
        const auto drillWords = [&](const char* english) {
            if (english && *english)
                if (const QString e = translated("DrillInfo", english); !e.isEmpty())
                    untranslated << QLatin1String("drill ") + e;
        };
        for (const mqlab::sim::DrillInfo& d : mqlab::sim::drills())
            drillWords(d.what);
        for (const mqlab::sim::R2DrillInfo& d : mqlab::sim::roundTwoDrills()) {
            for (const char* words : {d.title, d.what, d.compare})
                drillWords(words);
            for (const mqlab::sim::R2Figure& f : mqlab::sim::roundTwoAssumed(d.drill, {}))
                if (const QString e = translated("DrillFigure", f.label); !e.isEmpty())
                    untranslated << QLatin1String("drill figure ") + e;
        }
        for (const mqlab::sim::R3DrillInfo& d : mqlab::sim::roundThreeDrills()) {
            for (const char* words : {d.title, d.what})
                drillWords(words);
            for (const mqlab::sim::R2Figure& f : mqlab::sim::roundThreeAssumed(d.drill, {}))
                if (f.labelWords.id.empty()) // "critical topic groups (...)" is a template (messageTemplates())
                    if (const QString e = translated("DrillFigure", f.label); !e.isEmpty())
                        untranslated << QLatin1String("drill figure ") + e;
        }
        pseudo.remove();
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1String("\n"))));
    }

    // Untranslated, each name is the engine's English, word for word.
    void untranslatedNamesAreTheEngines()
    {
        for (int k = 0; k <= static_cast<int>(mqlab::LimitKind::RpoMessages); ++k) {
            const auto kind = static_cast<mqlab::LimitKind>(k);
            QCOMPARE(mqlab::app::limitLabel(kind), QString::fromStdString(mqlab::limitName(kind)));
            QCOMPARE(mqlab::app::limitShortLabel(kind), QString::fromStdString(mqlab::limitShortName(kind)));
        }
        for (int b = 0; b <= static_cast<int>(mqlab::BillItem::CellProducers); ++b)
            QCOMPARE(mqlab::app::billItemLabel(static_cast<mqlab::BillItem>(b)),
                     QString::fromStdString(mqlab::billItemName(static_cast<mqlab::BillItem>(b))));
        for (const mqlab::KindInfo& k : mqlab::kindRegistry()) {
            QCOMPARE(mqlab::app::addEntryButtonText(k), QString::fromUtf8(k.buttonText.data(), k.buttonText.size()));
            QCOMPARE(mqlab::app::addEntryMenuText(k), QString::fromUtf8(k.addText.data(), k.addText.size()));
        }
    }

    // Untranslated, the window's refusal is the engine's English: brokers are a whole number from 1
    // to 1,000 (the field table), so 2,000 is refused naming both ends and the figure given.
    void englishIsTheEngines()
    {
        Workbench wb;
        QCOMPARE(wb.openStage(1), QString());
        QCOMPARE(wb.setField(QStringLiteral("kafka"), QStringLiteral("brokers"), 2000),
                 QStringLiteral("must be a whole number from 1 to 1,000 brokers (got 2,000)"));
        QCOMPARE(wb.setLoad(0), QStringLiteral("must be 1 to 10,000,000 events/s (got 0)"));
        QCOMPARE(wb.connectionRefusal(QStringLiteral("ghost"), QStringLiteral("kafka")),
                 QStringLiteral("no node is called \"ghost\""));
        try {
            mqlab::checkLoad(0, "load");
            QFAIL("a load of 0 was taken");
        } catch (const mqlab::InputError& e) {
            QCOMPARE(mqlab::app::problemText(e), QString::fromStdString(e.problem()));
        }
    }

    // In the pseudo-locale the template is translated (accented, in brackets) while its arguments
    // keep their figures and the node's name: a translator sees "{lo}", never a finished sentence.
    void templatesAreTranslated()
    {
        PseudoLocale pseudo;
        QVERIFY(pseudo.installed());
        Workbench wb;
        QCOMPARE(wb.openStage(1), QString());
        const QString brokers = wb.setField(QStringLiteral("kafka"), QStringLiteral("brokers"), 2000);
        QVERIFY2(brokers.startsWith(QStringLiteral("[ɱüšţ ƀé á ŵĥöļé ñüɱƀéŕ ƒŕöɱ 1 ţö 1,000 [ƀŕöķéŕš] (ĝöţ 2,000)")),
                 qPrintable(brokers));
        const QString ghost = wb.connectionRefusal(QStringLiteral("ghost"), QStringLiteral("kafka"));
        QVERIFY2(ghost.startsWith(QStringLiteral("[ñö ñöđé íš çáļļéđ \"ghost\"")), qPrintable(ghost));
        pseudo.remove();
    }

    // A card added in the pseudo-locale takes its kind's new name in the user's language ("Consumer
    // group", context NewCardName), its id stays ASCII ("group-1": Stage 1 has no group yet), the undo
    // step reads as the Edit menu's entry without its '&' ("Add a consumer &group"), and its port's
    // hint ("Drag to a dead-letter queue") is a translated template with the kind's noun a part.
    void aNewCardIsNamedInTheUsersLanguage()
    {
        PseudoLocale pseudo;
        QVERIFY(pseudo.installed());
        Workbench wb;
        QCOMPARE(wb.openStage(1), QString());
        const QString id = wb.addNode(QStringLiteral("group"), 400, 400);
        QCOMPARE(id, QStringLiteral("group-1"));
        const QModelIndex card = wb.nodes()->index(wb.nodes()->indexOf(id));
        const QString name = card.data(mqlab::app::NodeModel::NameRole).toString();
        QVERIFY2(name.startsWith(QStringLiteral("[Çöñšüɱéŕ ĝŕöüþ")), qPrintable(name));
        const QString undo = wb.history()->undoText();
        QVERIFY2(undo.startsWith(QLatin1Char('[')) && !undo.contains(QLatin1Char('&')), qPrintable(undo));
        const QString hint = card.data(mqlab::app::NodeModel::DragHintRole).toString();
        QVERIFY2(hint.startsWith(QStringLiteral("[Ðŕáĝ ţö [á [đéáđ-ļéţţéŕ ǫüéüé")), qPrintable(hint));
        pseudo.remove();
        // In English: the kind's name, and the menu's words.
        Workbench english;
        QCOMPARE(english.openStage(1), QString());
        const QString plain = english.addNode(QStringLiteral("group"), 400, 400);
        QCOMPARE(
            english.nodes()->index(english.nodes()->indexOf(plain)).data(mqlab::app::NodeModel::NameRole).toString(),
            QStringLiteral("Consumer group"));
        QCOMPARE(english.history()->undoText(), QStringLiteral("Add a consumer group"));
    }

    // The Event tab's "on this canvas" promise is a template: in the pseudo-locale its words are
    // translated and its counts take the language's forms, while Stage 1's figures (RF 3: 3 - 1 = 2
    // followers; 3 zones) stay. An empty design's line is translated too.
    void eventPromisesAreTranslated()
    {
        PseudoLocale pseudo;
        QVERIFY(pseudo.installed());
        Workbench wb;
        QCOMPARE(wb.openStage(1), QString());
        const QString appended = mqlab::app::engineText(mqlab::lifecyclePromise("appended", wb.scenario()));
        QVERIFY2(appended.startsWith(QStringLiteral("[Ţĥé ļéáđéŕ")) && appended.contains(QStringLiteral("[2 ")) &&
                     appended.contains(QStringLiteral("[3 ")) && !appended.contains(QStringLiteral("followers")),
                 qPrintable(appended));
        const QString empty = mqlab::app::engineText(mqlab::lifecyclePromise("acked", mqlab::Scenario{}));
        QVERIFY2(empty.startsWith(QStringLiteral("[Åđđ á þŕöđüçéŕ")), qPrintable(empty));
        pseudo.remove();
    }

    // With a translation loaded, a lesson figure that holds a word is written in the user's language
    // (Round 1: 50,000,000 tasks a day, "50 million"), a bare figure as the engine wrote it; and the
    // latency tile's note on Stage 3 (its cluster past the network wall) is translated, the cluster's
    // name kept. Back in English (no translator), the writer gives the English again.
    void lessonFiguresAndNotesAreTranslated()
    {
        PseudoLocale pseudo;
        QVERIFY(pseudo.installed());
        Workbench wb;
        QCOMPARE(wb.openStage(101), QString()); // Round 1, part 1
        const mqlab::Figures f = mqlab::figures(wb.scenario(), mqlab::app::catalog(), wb.report());
        const QString filled =
            QString::fromStdString(mqlab::fillTemplate("{{orders.msgs_per_day}} / {{load.events_per_s}}", f, "test"));
        QVERIFY2(filled.startsWith(QStringLiteral("[50 ɱíļļíöñ")) && filled.endsWith(QStringLiteral(" / 2,025")),
                 qPrintable(filled));
        QCOMPARE(wb.openStage(3), QString());
        const std::vector<mqlab::Message> notes = mqlab::reportNoteMessages(wb.scenario(), wb.report());
        QVERIFY(!notes.empty());
        const QString floor = mqlab::app::engineText(notes.front());
        QVERIFY2(floor.startsWith(QLatin1Char('[')) && floor.contains(QStringLiteral("Kafka cluster")) &&
                     !floor.contains(QStringLiteral("floor")),
                 qPrintable(floor));
        pseudo.remove();
        QCOMPARE(QString::fromStdString(mqlab::fillTemplate("{{orders.msgs_per_day}}", f, "test")),
                 QStringLiteral("50 million"));
    }

    // A file's error keeps its file and path as written and says its problem in the user's language:
    // a load of 0 is refused as "must be 1 to 10,000,000 events/s (got 0)" (checkLoad's range), the
    // unit the load buttons' word (LoadUnit); an error that is not an InputError is its what().
    void errorsNameTheirPlaceAndTranslateTheirProblem()
    {
        std::optional<mqlab::InputError> refused;
        try {
            mqlab::checkLoad(0, "--load");
        } catch (const mqlab::MessageError& e) {
            refused = e;
            QCOMPARE(mqlab::app::errorText(e), QString::fromUtf8(e.what()));
            QCOMPARE(mqlab::app::errorText(e),
                     QStringLiteral("--load: load: must be 1 to 10,000,000 events/s (got 0)"));
        }
        QVERIFY(refused.has_value());
        PseudoLocale pseudo;
        QVERIFY(pseudo.installed());
        try {
            mqlab::checkLoad(0, "--load");
        } catch (const mqlab::MessageError& e) {
            const QString text = mqlab::app::errorText(e);
            QVERIFY2(text.startsWith(QStringLiteral("--load: load: [")), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("events/s")), qPrintable(text)); // the unit translated too
        }
        QCOMPARE(mqlab::app::errorText(std::runtime_error("disk full")), QStringLiteral("disk full"));
        // A file that cannot be opened or saved: the file as the user named it, the problem translated;
        // the system's reason (strerror) comes in the system's language and stays as it is.
        const QString missing = QStringLiteral("/nonexistent-mqlab/design.json");
        try {
            (void)mqlab::app::readScenarioFile(missing);
            QFAIL("a missing file was read");
        } catch (const mqlab::InputError& e) {
            const QString text = mqlab::app::errorText(e);
            QVERIFY2(text.startsWith(missing + QStringLiteral(": [")) &&
                         !text.contains(QStringLiteral("cannot be read")),
                     qPrintable(text));
        }
        const QString saved = mqlab::app::writeUserFile(missing, QByteArrayLiteral("{}"));
        QVERIFY2(saved.startsWith(QLatin1Char('[')) && saved.contains(missing) &&
                     !saved.contains(QStringLiteral("cannot write")),
                 qPrintable(saved));
        // Opening it from the window (File > Open, on a worker thread) says the same, translated.
        mqlab::app::ScenarioLoader loader;
        QSignalSpy failed(&loader, &mqlab::app::ScenarioLoader::failed);
        loader.start(missing);
        QVERIFY(failed.wait());
        const QString opened = failed.first().at(1).toString();
        QVERIFY2(opened.startsWith(missing + QStringLiteral(": [")), qPrintable(opened));
        pseudo.remove();
        QVERIFY2(mqlab::app::writeUserFile(missing, QByteArrayLiteral("{}"))
                     .startsWith(QStringLiteral("cannot write ") + missing + QStringLiteral(": ")),
                 "the English names the file as given");
    }

    // A limit's formula is translated like a warning: the hover's formula (Workbench::limitFormula), and
    // the same formula inside a card warning, come out accented in the pseudo-locale with their figures
    // as the engine writes them; their counts go through Qt's plural forms. Stage 1 (seed 000): 7 days x
    // RF 3 x 4,119.873 GiB a day (50,000 KiB/s x 86,400 / 2^20) = 86,517 GiB against 3 brokers x 16,384 GiB
    // = 49,152 GiB, 176% of the disks.
    void formulasAreTranslated()
    {
        PseudoLocale pseudo;
        QVERIFY(pseudo.installed());
        Workbench wb;
        QCOMPARE(wb.openStage(1), QString());
        const QString hovered = wb.limitFormula(QStringLiteral("kafka"), QStringLiteral("storage"));
        // "{days} x RF {rf} x {daily} GiB a day = ..." accented, each count in brackets of its own
        // ("%n days" is 7 characters wide, so it needs no padding; "%n brokers" gets one letter).
        QVERIFY2(hovered.startsWith(QStringLiteral("[[7 đáýš] ẋ ŔƑ 3 ẋ 4,119.873 ĜíƁ á đáý = 86,517 GiB áĝáíñšţ "
                                                   "[3 ƀŕöķéŕš ļ] ẋ 16,384 GiB = 49,152 GiB")),
                 qPrintable(hovered));
        // The card's warning holds the same formula, translated inside the translated sentence.
        QString warning;
        for (const mqlab::CardReport& card : wb.report().cards)
            for (const mqlab::Message& m : mqlab::cardWarnings(wb.scenario(), mqlab::app::catalog(), wb.report(), card))
                if (m.id == "cluster.storage.saturated")
                    warning = mqlab::app::engineText(m);
        QVERIFY2(
            warning.startsWith(QStringLiteral("[Kafka cluster: Šţöŕáĝé áţ 176%: ") + hovered + QStringLiteral(". ")),
            qPrintable(warning));
        // One broker: English says "1 broker", and the pseudo-locale's forms come from "%n brokers".
        const mqlab::CountArg one{"brokers", 1, mqlab::CountWords{"%n broker", "%n brokers"}};
        QCOMPARE(mqlab::app::countText(one), QStringLiteral("[1 ƀŕöķéŕš ļ]"));
        // A large count is grouped as the engine groups every figure, not Qt's bare digits: 183,829.
        const mqlab::CountArg many{"messages", 183829, mqlab::CountWords{"%n message", "%n messages"}};
        const QString messages = mqlab::app::countText(many);
        QVERIFY2(messages.startsWith(QStringLiteral("[183,829 ")), qPrintable(messages));
        pseudo.remove();
        QCOMPARE(mqlab::app::countText(one), QStringLiteral("1 broker"));
    }

    // A word of another table inside a template is translated under its own context: a limit's name
    // ("network", LimitName) in a card warning, a kind's noun in the dead-letter queue's; a run's log line
    // and a failure's words are templates with the design's names and the figures put in unchanged.
    // Broker index 1 is "broker 2"; 20,000,000,000 ns is 20.000 s.
    void partsOfOtherTablesAndRunWordsAreTranslated()
    {
        PseudoLocale pseudo;
        QVERIFY(pseudo.installed());
        const QString network = mqlab::app::engineText(mqlab::limitNameMessage(mqlab::LimitKind::Network));
        QCOMPARE(network, mqlab::app::limitLabel(mqlab::LimitKind::Network));
        QVERIFY2(network.startsWith(QLatin1Char('[')), qPrintable(network));
        const QString noun = mqlab::app::engineText(mqlab::arrayNounMessage(mqlab::NodeKind::Group));
        QVERIFY2(noun.startsWith(QLatin1Char('[')), qPrintable(noun));
        Workbench wb;
        QCOMPARE(wb.openStage(1), QString());
        const mqlab::Scenario& s = wb.scenario();
        const mqlab::sim::LogEntry down{20 * mqlab::sim::kSecond, mqlab::sim::LogKind::BrokerDown, 0, 1, -1, -1, 0, 0};
        const QString line = mqlab::app::engineText(mqlab::sim::logEntryMessage(s, down));
        // "{at}  {event}": the time's template ("{seconds} s") and the event's, each accented, the
        // cluster's name as the design writes it.
        QVERIFY2(line.startsWith(QStringLiteral("[[20.000 š")), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("ƀŕöķéŕ 2 öƒ ") + QString::fromStdString(s.clusters[0].name)),
                 qPrintable(line));
        mqlab::sim::BrokerFailure f;
        f.broker = 1;
        const QString mark = mqlab::app::engineText(mqlab::sim::failureMarkMessage(f));
        QVERIFY2(mark.startsWith(QStringLiteral("[Ɓŕöķéŕ 2 đöŵñ")), qPrintable(mark));
        pseudo.remove();
        // Untranslated, each is the engine's English.
        QCOMPARE(mqlab::app::engineText(mqlab::sim::logEntryMessage(s, down)),
                 QString::fromStdString(mqlab::sim::logEntryText(s, down)));
        QCOMPARE(mqlab::app::engineText(mqlab::limitNameMessage(mqlab::LimitKind::Network)), QStringLiteral("network"));
    }

    // Round 3's drill steps as the window shows them (round_three_run.cpp): each state and sentence is its
    // template translated, the design's names and the figures put in unchanged; a label built from the design
    // (the topic groups) too. The canary (defaults, fixed) carries 283,564.81 / 5 cells = 56,712.96 msg/s,
    // "56,713". Untranslated, each is the engine's English, word for word what the command line prints.
    void roundThreeStepsAreTranslated()
    {
        std::vector<mqlab::sim::R3DrillResult> runs;
        for (const mqlab::sim::R3DrillInfo& d : mqlab::sim::roundThreeDrills())
            runs.push_back(mqlab::sim::runRoundThreeDrill(d.drill, 1, {}, mqlab::sim::Sampling::FixedMean));
        const auto groups = [](const mqlab::sim::R3DrillResult& r) {
            for (const mqlab::sim::R2Figure& f : r.assumed)
                if (f.key == "groups")
                    return f;
            return mqlab::sim::R2Figure{};
        };
        PseudoLocale pseudo;
        QVERIFY(pseudo.installed());
        for (const mqlab::sim::R3DrillResult& r : runs)
            for (const mqlab::sim::R3Timeline& t : r.timelines)
                for (const mqlab::sim::R3Step& s : t.steps) {
                    const QString state = mqlab::app::engineText(s.stateWords);
                    const QString words = mqlab::app::engineText(s.words);
                    const QString clock = mqlab::app::engineText(mqlab::sim::r3ClockMessage(s.at));
                    QVERIFY2(state.startsWith(QLatin1Char('[')), qPrintable(state));
                    QVERIFY2(words.startsWith(QLatin1Char('[')), qPrintable(words));
                    QVERIFY2(clock.startsWith(QLatin1Char('[')), qPrintable(clock));
                }
        const mqlab::sim::R3Step& canary = mqlab::sim::r3Timeline(runs[2], "waves").steps.front();
        QCOMPARE(canary.state(), std::string("CANARY"));
        const QString pushed = mqlab::app::engineText(canary.words);
        QVERIFY2(pushed.contains(QStringLiteral("us-east-1")) && pushed.contains(QStringLiteral("56,713")) &&
                     !pushed.contains(QStringLiteral("control plane")),
                 qPrintable(pushed));
        const QString label = mqlab::app::drillFigureLabel(groups(runs[0]));
        QVERIFY2(label.startsWith(QLatin1Char('[')) && label.contains(QStringLiteral("payments")), qPrintable(label));
        pseudo.remove();
        for (const mqlab::sim::R3DrillResult& r : runs)
            for (const mqlab::sim::R3Timeline& t : r.timelines)
                for (const mqlab::sim::R3Step& s : t.steps) {
                    QCOMPARE(mqlab::app::engineText(s.stateWords), QString::fromStdString(s.state()));
                    QCOMPARE(mqlab::app::engineText(s.words), QString::fromStdString(s.text()));
                    QCOMPARE(mqlab::app::engineText(mqlab::sim::r3ClockMessage(s.at)),
                             QString::fromStdString(mqlab::sim::r3ClockText(s.at)));
                }
        QCOMPARE(mqlab::app::drillFigureLabel(groups(runs[0])),
                 QStringLiteral("critical topic groups (payments, orders, inventory)"));
    }

    // The load tile's figure and the cost tile on Stage 1 (25,000 events/s; $5,782.40 a month, whole
    // dollars on the tile: $5,782/mo) in German style once the user picks the locale's numbers, in a
    // workbench already open (it writes its texts again), and as before when they go back.
    void numbersFollowTheLocaleWhenPicked()
    {
        mqlab::app::NumberFormat* numbers = mqlab::app::NumberFormat::instance();
        numbers->setLocale(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(numbers->localSample(), QStringLiteral("1.234,5"));
        Workbench wb;
        QCOMPARE(wb.openStage(1), QString());
        auto tile = [&](const char* key) {
            const mqlab::app::TileModel* m = wb.presenter()->tiles();
            for (int i = 0; i < m->rowCount(); ++i)
                if (m->index(i).data(m->roleNames().key("key")).toString() == QLatin1String(key))
                    return m->index(i).data(m->roleNames().key("figure")).toString();
            return QString();
        };
        QCOMPARE(tile("load"), QStringLiteral("25,000 events/s"));
        QCOMPARE(tile("cost"), QStringLiteral("$5,782/mo"));
        numbers->setLocal(true);
        QCOMPARE(tile("load"), QStringLiteral("25.000 events/s"));
        QCOMPARE(tile("cost"), QStringLiteral("5.782\u00a0$/mo")); // Qt writes "1,00 $" with a no-break space
        numbers->setLocal(false);
        QCOMPARE(tile("load"), QStringLiteral("25,000 events/s"));
        QCOMPARE(tile("cost"), QStringLiteral("$5,782/mo"));
    }
};

QTEST_MAIN(EngineTextTests)
#include "engine_text_tests.moc"
