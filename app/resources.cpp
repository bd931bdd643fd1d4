#include "resources.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <algorithm>
#include <map>

#include "mqlab/error.h"

namespace mqlab::app {

QString readText(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw InputError(path.toStdString(), "", "cannot be read: " + f.errorString().toStdString());
    return QString::fromUtf8(f.readAll());
}

const Catalog& catalog()
{
    static const Catalog c = parseCatalog(readText(":/mqlab/assets/catalog.json").toStdString(), "assets/catalog.json");
    return c;
}

QString stagePath(int number) { return QStringLiteral(":/mqlab/stages/stage-%1.json").arg(number); }
QString lifecyclePath() { return QStringLiteral(":/mqlab/stages/lifecycle.json"); }

std::vector<int> stageNumbers()
{
    std::vector<int> out;
    static const QRegularExpression name(QStringLiteral("^stage-(\\d+)\\.json$"));
    for (const QString& file : QDir(QStringLiteral(":/mqlab/stages")).entryList(QDir::Files)) {
        const auto m = name.match(file);
        if (m.hasMatch())
            out.push_back(m.captured(1).toInt());
    }
    std::sort(out.begin(), out.end());
    return out;
}

Stage loadStage(int number)
{
    // Stage files are compiled in and never change while the app runs: parse each once.
    static std::map<int, Stage> cache;
    if (auto it = cache.find(number); it != cache.end())
        return it->second;
    const QString path = stagePath(number);
    const std::string shown = "stages/stage-" + std::to_string(number) + ".json";
    Stage st = parseStage(readText(path).toStdString(), shown, catalog());
    if (st.lesson.number != number)
        throw InputError(shown, "lesson.number", "must match the file name (" + std::to_string(number) + ")");
    cache.emplace(number, st);
    return st;
}

}  // namespace mqlab::app

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
    LessonPage p = parsePage(readText(f.fileName()).toStdString(), shown);
    if (p.id != id)
        throw InputError(shown, "id", "must match the file name (\"" + id + "\")");
    return p;
}

}  // namespace mqlab::app
