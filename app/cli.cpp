#include "cli.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <cstdio>
#include <iostream>

#include <nlohmann/json.hpp>

#include "mqlab/error.h"
#include "mqlab/report/explain.h"
#include "mqlab/model/report.h"
#include "mqlab/report/report_json.h"
#include "mqlab/model/scenario.h"
#include "export_command.h"
#include "drill_command.h"
#include "simulate_command.h"
#include "resources.h"
#include "user_files.h"

namespace mqlab::app {

// `mqlab check` also reads the rehearsal plan and the Your turn answers (cli_checks.cpp).
void checkRehearsalAndYourTurn();
namespace {

const QStringList kVerbs = {QStringLiteral("report"), QStringLiteral("scenario"), QStringLiteral("figures"),
                            QStringLiteral("check"), QStringLiteral("export"), QStringLiteral("simulate"),
                            QStringLiteral("drill")};

// The options each command reads; any other is refused rather than silently ignored.
const QMap<QString, QStringList> kVerbOptions = {
    {QStringLiteral("report"), {"stage", "scenario", "load", "json"}},
    {QStringLiteral("scenario"), {"stage", "load"}},
    {QStringLiteral("figures"), {"stage", "scenario", "load"}},
    {QStringLiteral("check"), {}},
    {QStringLiteral("export"), {"stage", "all", "scenario", "load", "format", "scale", "out", "force"}},
};
// Options that take a value (the next argument, or after '=').
const QStringList kValued = {"stage", "scenario", "load", "format", "scale", "out"};

// A message as one line of at most 300 characters: no line break from a value can split it.
std::string oneLine(std::string text)
{
    for (char& c : text)
        if (c == '\n' || c == '\r' || c == '\t')
            c = ' ';
    constexpr size_t most = 300 - 3 - 1; // room for "..." and the newline
    if (text.size() > most) {
        size_t cut = most;
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
            --cut; // never inside a UTF-8 character
        text = text.substr(0, cut) + "...";
    }
    return text;
}

struct Input {
    Scenario scenario;
    double load = 0;
};

// --load, checked; 0 when it is not given (the design's own load).
double loadArgument(const QCommandLineParser& p)
{
    if (!p.isSet("load"))
        return 0;
    bool ok = false;
    const double load = p.value("load").toDouble(&ok);
    if (!ok)
        throw InputError("--load", "", "must be a number of events/s, 1 to 10,000,000 (got \"" +
                                           p.value("load").toStdString() + "\")");
    try {
        checkLoad(load, "--load");
    } catch (const InputError& e) {
        throw InputError("--load", "", e.problem());  // the option already names the field
    }
    return load;
}

Input readInput(const QCommandLineParser& p, bool needsOne)
{
    Input in;
    const bool stage = p.isSet("stage"), file = p.isSet("scenario");
    if (stage == file) {
        if (!needsOne && !stage)
            return in;
        throw InputError("arguments", "", "give exactly one of --stage N or --scenario FILE");
    }
    if (stage) {
        const auto design = roundDesignOnly(p.value("stage"));
        in.scenario = design ? *design : loadStage(stageArgument(p.value("stage"))).scenario;
    } else {
        const QString path = p.value("scenario");
        if (path.isEmpty())
            throw InputError("--scenario", "", "names no file; give the scenario's path");
        // Loose, as the window saves: an unconnected node is reported "not connected", not refused.
        in.scenario = parseScenarioText(readScenarioFile(path), shownPath(path), catalog(), true);
    }
    in.load = loadArgument(p);
    return in;
}

// The designs `export` writes: one stage, every stage (--all) or a scenario file, each at --load.
std::vector<SnapshotDesign> exportDesigns(const QCommandLineParser& p)
{
    if (p.isSet("stage") + p.isSet("all") + p.isSet("scenario") != 1)
        throw InputError("arguments", "", "export needs exactly one of --stage N, --all or --scenario FILE");
    std::vector<SnapshotDesign> out;
    if (p.isSet("all")) {
        const double load = loadArgument(p);
        for (int n : stageNumbers()) {
            Scenario s = loadStage(n).scenario;
            if (load > 0)
                setOfferedLoad(s, load);
            out.push_back({s, n, QStringLiteral("stage-%1").arg(n)});
        }
        return out;
    }
    Input in = readInput(p, true);
    if (in.load > 0)
        setOfferedLoad(in.scenario, in.load);
    const bool designOnly = p.isSet("stage") && roundDesignOnly(p.value("stage"));
    const int stage = p.isSet("stage") && !designOnly ? stageArgument(p.value("stage")) : 0;
    // A scenario file's pictures take its name: my-design.json gives my-design.png; a round's design
    // (--stage round-1) round-1.png, as its file is named.
    static const QRegularExpression designName(QStringLiteral("^round-\\d$"));
    const bool roundDesign = designName.match(p.value("stage").trimmed().toLower()).hasMatch();
    const QString name = designOnly  ? p.value("stage").trimmed().toLower()
                         : stage > 0 ? lessonBaseName(stage, roundOf(stage) > 0 && roundDesign)
                                     : QFileInfo(p.value("scenario")).completeBaseName();
    out.push_back({in.scenario, stage, name});
    return out;
}

void print(const std::string& text) { std::fwrite(text.data(), 1, text.size(), stdout); }

}  // namespace

bool isCommand(const QStringList& args)
{
    return args.size() > 1 && (kVerbs.contains(args.at(1)) || args.at(1).startsWith('-'));
}

bool commandDraws(const QStringList& args) { return args.size() > 1 && args.at(1) == QLatin1String("export"); }

int runCommand(const QStringList& args)
{
    if (args.size() > 1 && args.at(1) == QLatin1String("simulate"))
        return runSimulate(args);  // its own options: simulate_command.cpp
    if (args.size() > 1 && args.at(1) == QLatin1String("drill"))
        return runDrill(args);  // its own options: drill_command.cpp
    QCommandLineParser p;
    p.setApplicationDescription(
        "mqlab: design a distributed message queue and watch it hit its walls.\n\n"
        "Commands:\n"
        "  report     the four tiles, every card and the bill (--stage N or --scenario FILE)\n"
        "  scenario   print a stage's scenario as JSON, a starting point for your own\n"
        "  figures    every named figure a lesson text can use, with its formula\n"
        "  check      check every stage file against the engine (the lesson checker)\n"
        "  export     stage snapshots as files, no display needed: --stage N, --all or --scenario FILE,\n"
        "             --format png|json|pdf, --out DIR. Files are named stage-N.png (.json, .pdf),\n"
        "             round-1.png for --stage round-1, round-1-N.png for a part (round-2, round-3 alike); a scenario\n"
        "             file's take its name (my-design.png); a PDF of --all is one\n"
        "             handout.pdf, a page a stage. Existing files are kept unless --force is given.\n"
        "  simulate   a seeded event-by-event run: percentiles, lag, failures (mqlab simulate --help)\n"
        "  drill      a round's failure drill, event by event: mqlab drill --round 1 worker-crash (--help)\n\n"
        "--stage takes 1 to 6, round-R (Round R's design: round-1 to round-3) or round-R-N (its part N).\n"
        "With no command, mqlab opens its window on Stage 1.");
    p.addHelpOption();
    p.addVersionOption();
    p.addPositionalArgument("command", "report, scenario, figures, check or export");
    p.addOption({"stage",
                 "A stage, 1 to 6; round-R for Round R's design (round-1 to round-3), round-R-N for its part N.", "N"});
    p.addOption({"scenario", "A scenario file (JSON, version 1 or 2), e.g. stages/round-1.json.", "FILE"});
    p.addOption({"load", "Offered load, 1 to 10,000,000 events/s; all producers scale together.", "EVENTS_PER_S"});
    p.addOption({"json", "Print the report as JSON (see engine/docs/report-format.md)."});
    p.addOption({"all", "export: every stage."});
    p.addOption({"format", "export: png (the canvas, tiles and warnings), json (the scenario and its report) or pdf.",
                 "FORMAT"});
    p.addOption({"scale",
                 QStringLiteral("export: a PNG at 1x (%1 x %2) or 2x (%3 x %4); 1 or 2, default 1.")
                     .arg(kSnapshotWidth).arg(kSnapshotHeight).arg(2 * kSnapshotWidth).arg(2 * kSnapshotHeight),
                 "N", "1"});
    p.addOption({"out", "export: the folder for the files; made if missing.", "DIR"});
    p.addOption({"force", "export: overwrite files that exist."});
    if (!p.parse(args)) {
        std::cerr << "mqlab: " << oneLine(p.errorText().toStdString()) << "\n";
        return 2;
    }
    if (p.isSet("help")) {
        print(p.helpText().toStdString());
        return 0;
    }
    if (p.isSet("version")) {
        print("mqlab " + QCoreApplication::applicationVersion().toStdString() + "\n");
        return 0;
    }
    const QStringList pos = p.positionalArguments();
    if (pos.isEmpty() || !kVerbs.contains(pos.first())) {
        if (!pos.isEmpty())
            std::cerr
                << "mqlab: " << oneLine(pos.first().toStdString())
                << ": is not a command; the commands are report, scenario, figures, check and export (mqlab --help)\n";
        else
            std::cerr << "mqlab: name a command: report, scenario, figures, check or export (mqlab --help)\n";
        return 2;
    }
    const QString verb = pos.first();
    if (pos.size() > 1) {
        std::cerr << "mqlab: " << oneLine(pos.at(1).toStdString()) << ": unexpected argument after "
                  << verb.toStdString() << " (mqlab --help)\n";
        return 2;
    }
    if (kVerbOptions.contains(verb))
        for (const QString& name : p.optionNames())
            if (!kVerbOptions.value(verb).contains(name)) {
                std::cerr << "mqlab: --" << oneLine(name.toStdString()) << ": " << verb.toStdString()
                          << " does not take this option (mqlab --help)\n";
                return 2;
            }
    try {
        if (verb == "report") {
            const Input in = readInput(p, true);
            const Report r = evaluate(in.scenario, catalog(), in.load);
            print(p.isSet("json") ? reportToJson(in.scenario, catalog(), r).dump(2) + "\n"
                                  : reportToText(in.scenario, catalog(), r));
        } else if (verb == "scenario") {
            if (!p.isSet("stage"))
                throw InputError("arguments", "", "scenario needs --stage N");
            Input in = readInput(p, true);
            if (in.load > 0)
                setOfferedLoad(in.scenario, in.load);
            print(toJson(in.scenario).dump(2) + "\n");
        } else if (verb == "figures") {
            const Input in = readInput(p, true);
            const Report r = evaluate(in.scenario, catalog(), in.load);
            for (const auto& [key, f] : figures(in.scenario, catalog(), r))
                print(key + " = " + f.text + (f.formula.empty() ? "" : "   [" + f.formula + "]") + "\n");
        } else if (verb == "check") {
            int stages = 0, rounds = 0, pages = 0;
            for (int n : lessonIds()) { // the first seed's stages and each round's parts
                const Stage st = loadStage(n);
                (void)fillLesson(st, catalog(), stageFileName(n));
                for (const std::string& id : st.lesson.pages) {
                    const LessonPage page = loadPage(id);
                    (void)fillPage(page, st.scenario, catalog(), "stages/pages/" + id + ".json");
                    ++pages;
                }
                ++(roundOf(n) > 0 ? rounds : stages);
            }
            (void)parseLifecycle(readText(lifecyclePath()).toStdString(), "stages/lifecycle.json");
            print(std::to_string(stages) + " stages, " + std::to_string(rounds) + " round lessons, " +
                  std::to_string(pages) + " page links and the event lifecycle check out against the engine.\n");
            checkRehearsalAndYourTurn();  // prints its own line, or throws with the file and field
        } else if (verb == "export") {
            ExportRequest req;
            if (!p.isSet("format"))
                throw InputError("--format", "", "export needs --format png, json or pdf");
            if (!p.isSet("out"))
                throw InputError("--out", "", "export needs --out DIR, the folder for the files");
            req.format = formatArgument(p.value("format"));
            req.scale = scaleArgument(p.value("scale"));
            req.designs = exportDesigns(p);
            req.outDir = p.value("out");
            req.force = p.isSet("force");
            req.handout = p.isSet("all");
            print(runExport(req));
        }
    } catch (const InputError& e) {
        std::cerr << "mqlab: " << oneLine(e.what()) << "\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "mqlab: " << oneLine(e.what()) << "\n";
        return 1;
    }
    return 0;
}

WindowStart windowStart(const QStringList& args)
{
    WindowStart start;
    QStringList options, positionals;
    bool help = false;
    for (int i = 1; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (a == QLatin1String("--")) {
            positionals << args.mid(i + 1);
            break;
        }
        if (a.startsWith('-') && a.size() > 1) {
            QString name = a.mid(a.startsWith(QLatin1String("--")) ? 2 : 1);
            QString value;
            const qsizetype eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.mid(eq + 1);
                name = name.left(eq);
            } else if (kValued.contains(name) && i + 1 < args.size()) {
                value = args.at(++i);
            }
            help = help || name == "h" || name == "help" || name == "help-all" || name == "v" || name == "version";
            options << name;
            if (name == "stage")
                start.stageText = value;
        } else {
            positionals << a;
        }
    }
    if (!positionals.isEmpty() && kVerbs.contains(positionals.first()))
        return start; // a command
    if (help)
        return start; // --help and --version are answered by runCommand
    if (positionals.isEmpty()) {
        if (options == QStringList{"stage"}) {
            start.window = true; // mqlab --stage N
            try {
                start.roundDesign = roundDesignOnly(start.stageText).has_value();
                if (!start.roundDesign)
                    start.stage = stageArgument(start.stageText);
            } catch (const InputError& e) {
                start.error = QString::fromStdString(oneLine(e.what()));
            }
        }
        return start; // any other option alone: runCommand names what is missing
    }
    start.window = true;
    const QString& first = positionals.first();
    const bool file = first.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) || QFileInfo(first).isFile();
    if (!file) {
        start.error = QString::fromStdString(
            oneLine(first.toStdString() + ": is not a command (report, scenario, figures, check, export) nor a design "
                                          "file (.json); see mqlab --help"));
    } else if (positionals.size() > 1 || !options.isEmpty()) {
        start.error = QString::fromStdString(
            oneLine((positionals.size() > 1 ? positionals.at(1).toStdString() : "--" + options.first().toStdString()) +
                    ": unexpected argument; mqlab FILE opens one design file in the window"));
    } else {
        start.file = first;
        try { // checked now, so that a broken file is named here, before any window opens
            (void)parseScenarioText(readScenarioFile(first), shownPath(first), catalog(), true);
        } catch (const InputError& e) {
            start.error = QString::fromStdString(oneLine(e.what()));
        }
    }
    return start;
}

}  // namespace mqlab::app
