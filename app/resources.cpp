#include "resources.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <algorithm>
#include <map>
#include <mutex>

#include "mqlab/error.h"
#include "mqlab/lesson/prose.h"
#include "translation.h"

namespace mqlab::app {

QString readText(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw InputError(path.toStdString(), "", "cannot be read: " + f.errorString().toStdString());
    return QString::fromUtf8(f.readAll());
}

std::string readLesson(const QString& path)
{
    std::string text = readText(path).toStdString();
    static const QString root = QStringLiteral(":/mqlab/stages/");
    // In English (no translation loaded) there is nothing to put in: the file goes as it is, parsed once.
    if (!translationLoaded() || !path.startsWith(root) || !path.endsWith(QLatin1String(".json")))
        return text;
    nlohmann::ordered_json file = nlohmann::ordered_json::parse(text, nullptr, false);
    if (file.is_discarded())
        return text;
    bool changed = false;
    const std::string name = path.mid(root.size(), path.size() - root.size() - 5).toStdString();
    forEachProse(file, name, [&](std::string& prose, const std::string&) {
        const std::string translated = QCoreApplication::translate("Stage", prose.c_str()).toStdString();
        changed = changed || translated != prose;
        prose = translated;
    });
    // Untouched, the file is passed on byte for byte, so the engine reads exactly what was written.
    return changed ? file.dump() : text;
}

const Catalog& catalog()
{
    static const Catalog c = parseCatalog(readText(":/mqlab/assets/catalog.json").toStdString(), "assets/catalog.json");
    return c;
}

int roundOf(int id)
{
    return id / 100;
}
int partOf(int id)
{
    return id % 100;
}
std::string stageFileName(int id)
{
    return roundOf(id) > 0 ? "stages/round-" + std::to_string(roundOf(id)) + "-" + std::to_string(partOf(id)) + ".json"
                           : "stages/stage-" + std::to_string(id) + ".json";
}
QString stagePath(int id)
{
    return QStringLiteral(":/mqlab/") + QString::fromStdString(stageFileName(id));
}
QString lifecyclePath()
{
    return QStringLiteral(":/mqlab/stages/lifecycle.json");
}

int stageArgument(const QString& text)
{
    const std::vector<int> ids = lessonIds();
    auto known = [&](int id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); };
    static const QRegularExpression number(QStringLiteral("^\\d{1,2}$"));
    static const QRegularExpression round(QStringLiteral("^round-([1-9])(?:-(\\d{1,2}))?$"));
    const QString t = text.trimmed().toLower();
    if (number.match(t).hasMatch() && roundOf(t.toInt()) == 0 && known(t.toInt()))
        return t.toInt();
    if (const auto m = round.match(t); m.hasMatch()) {
        const int id = 100 * m.captured(1).toInt() + (m.captured(2).isEmpty() ? 1 : m.captured(2).toInt());
        if (known(id))
            return id;
    }
    // The allowed values, from the files compiled in: "1 to 6", then each round and its parts.
    const std::vector<int> stages = stageNumbers();
    std::string allowed =
        stages.empty() ? std::string() : std::to_string(stages.front()) + " to " + std::to_string(stages.back());
    std::map<int, std::vector<int>> parts;
    for (int id : ids)
        if (roundOf(id) > 0)
            parts[roundOf(id)].push_back(partOf(id));
    for (const auto& [r, ns] : parts) {
        const std::string name = "round-" + std::to_string(r);
        allowed += (allowed.empty() ? "" : ", ") + name + " (its design) or " + name + "-" +
                   std::to_string(ns.front()) + " to " + name + "-" + std::to_string(ns.back()) + " (its parts)";
    }
    for (int r = 1; r <= 9; ++r)
        if (!parts.count(r) && QFile::exists(QStringLiteral(":/mqlab/stages/round-%1.json").arg(r)))
            allowed += std::string(allowed.empty() ? "" : ", ") + "round-" + std::to_string(r) + " (its design)";
    throw InputError("--stage", "", "must be a stage from " + allowed + " (got \"" + text.toStdString() + "\")");
}

std::optional<Scenario> roundDesignOnly(const QString& text)
{
    static const QRegularExpression round(QStringLiteral("^round-([1-9])$"));
    const auto m = round.match(text.trimmed().toLower());
    if (!m.hasMatch())
        return std::nullopt;
    const int r = m.captured(1).toInt();
    for (int id : lessonIds())
        if (roundOf(id) == r)
            return std::nullopt; // its parts open it (stageArgument)
    const QString path = QStringLiteral(":/mqlab/stages/round-%1.json").arg(r);
    if (!QFile::exists(path))
        return std::nullopt;
    return parseScenarioText(readLesson(path), "stages/round-" + std::to_string(r) + ".json", catalog());
}

QString lessonBaseName(int id, bool round)
{
    if (roundOf(id) == 0)
        return QStringLiteral("stage-%1").arg(id);
    return round ? QStringLiteral("round-%1").arg(roundOf(id))
                 : QStringLiteral("round-%1-%2").arg(roundOf(id)).arg(partOf(id));
}

// The stage files are compiled in and never change while the app runs: each list is read once (the
// rehearsal, the workbench and the stage picker all ask for them before the first frame).
std::vector<int> stageNumbers()
{
    static const std::vector<int> numbers = [] {
        std::vector<int> out;
        static const QRegularExpression name(QStringLiteral("^stage-(\\d+)\\.json$"));
        for (const QString& file : QDir(QStringLiteral(":/mqlab/stages")).entryList(QDir::Files)) {
            const auto m = name.match(file);
            if (m.hasMatch())
                out.push_back(m.captured(1).toInt());
        }
        std::sort(out.begin(), out.end());
        return out;
    }();
    return numbers;
}

std::vector<int> lessonIds()
{
    static const std::vector<int> ids = [] {
        std::vector<int> out = stageNumbers();
        std::vector<int> rounds;
        static const QRegularExpression name(QStringLiteral("^round-([1-9])-(\\d{1,2})\\.json$"));
        for (const QString& file : QDir(QStringLiteral(":/mqlab/stages")).entryList(QDir::Files)) {
            const auto m = name.match(file);
            if (m.hasMatch() && m.captured(2).toInt() >= 1)
                rounds.push_back(100 * m.captured(1).toInt() + m.captured(2).toInt());
        }
        std::sort(rounds.begin(), rounds.end());
        out.insert(out.end(), rounds.begin(), rounds.end());
        return out;
    }();
    return ids;
}

Stage loadStage(int number)
{
    // Stage files are compiled in and never change while the app runs: parse each once. The lock
    // lets the start-up warm-up (warm_up.h) parse Stage 1 on its own thread.
    static std::mutex lock;
    static std::map<int, Stage> cache;
    const std::lock_guard<std::mutex> held(lock);
    if (auto it = cache.find(number); it != cache.end())
        return it->second;
    const QString path = stagePath(number);
    const std::string shown = stageFileName(number);
    // A round's part names its design (stages/round-1.json) instead of carrying a copy.
    const std::string text = withNamedDesign(readLesson(path), shown, [](const std::string& name) {
        return readLesson(QStringLiteral(":/mqlab/stages/") + QString::fromStdString(name));
    });
    Stage st = parseStage(text, shown, catalog());
    if (st.lesson.number != partOf(number))
        throw InputError(shown, "lesson.number", "must match the file name (" + std::to_string(partOf(number)) + ")");
    if (st.lesson.round != roundOf(number))
        throw InputError(shown, "lesson.round",
                         roundOf(number) > 0 ? "must match the file name (" + std::to_string(roundOf(number)) + ")"
                                             : "belongs in a round's file (round-R-N.json), not in stage-N.json");
    cache.emplace(number, st);
    return st;
}

} // namespace mqlab::app

namespace mqlab::app {

LessonPage loadPage(const std::string& id)
{
    // A page text bound to a stage ("stage": n) is filled from that stage's compiled-in design.
    static const bool designsInstalled = (setStageDesigns([](int n) { return loadStage(n).scenario; }), true);
    (void)designsInstalled;
    const std::string shown = "stages/pages/" + id + ".json";
    QFile f(QStringLiteral(":/mqlab/stages/pages/%1.json").arg(QString::fromStdString(id)));
    if (!f.exists())
        throw InputError(shown, "", "no such page: a stage names it in lesson.pages");
    LessonPage p = parsePage(readLesson(f.fileName()), shown);
    if (p.id != id)
        throw InputError(shown, "id", "must match the file name (\"" + id + "\")");
    return p;
}

} // namespace mqlab::app
