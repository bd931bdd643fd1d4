// UI speed targets, measured (not asserted):
//  - start to first frame of Stage 1 against a bare Qt Quick window with one Qt Charts chart, and
//    (for the record) to the whole window built: menus, toolbar, panels and dialogs;
//  - a slider step and a node drag: recompute + bindings, on Stage 6 and a 200-node sandbox;
//  - resident memory with Stage 6 open.
//  - `ui_bench selection`: Select All, clear, a band over everything, a drag step of every card and
//    Delete of every node, on 2,500 to 10,000 nodes.
// Run: xvfb-run -a ./build/release/tests/bench/ui_bench   (or QT_QPA_PLATFORM=offscreen)
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>
#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <QSGRendererInterface>
#include <utility>
#include <cstdio>
#include <ctime>
#include <vector>

#include "canvas_view.h"
#include "gui.h"
#include "resources.h"
#include "support/city.h"
#include "workbench.h"

namespace {

QElapsedTimer sinceMain;

const char* kBareQml = R"(
import QtQuick
import QtCharts
Window {
    visible: true; width: 1280; height: 800
    ChartView { anchors.fill: parent; LineSeries { XYPoint { x: 0; y: 0 } XYPoint { x: 1; y: 1 } } }
})";

// The process's CPU time, ms: steadier than the wall clock on a busy machine.
double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

// Child mode: prints the ms from main() to the first frame (wall, then CPU), then quits. With
// `whole`, the mqlab window waits for its deferred parts too (its `ready` property).
int firstFrame(bool app, bool whole = false)
{
    QQmlApplicationEngine engine;
    if (app) {
        if (!mqlab::app::loadMainWindow(engine))
            return 1;
    } else {
        engine.loadData(kBareQml);
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().value(0));
    if (!window)
        return 1;
    QObject::connect(window, &QQuickWindow::frameSwapped, [window, whole] {
        static bool once = false;
        if (whole && !window->property("ready").toBool())
            return;
        if (std::exchange(once, true))
            return;
        std::printf("%.1f %.1f\n", sinceMain.nsecsElapsed() / 1e6, cpuMs());
        std::fflush(stdout);
        QCoreApplication::exit(0);
    });
    // Once the window says it is whole, ask for the frame that shows it.
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, window, [window] {
        if (window->property("ready").toBool())
            window->requestUpdate();
    });
    if (whole)
        poll.start(2);
    return QApplication::exec();
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}
double p95(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, v.size() * 95 / 100)];
}

double residentMiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    return 0;
}

mqlab::Scenario sandbox200()
{
    // 40 producers -> 40 clusters -> 120 groups: 200 nodes, 160 connections.
    mqlab::Scenario s;
    s.name = "Sandbox of 200 nodes";
    for (int i = 0; i < 40; ++i) {
        mqlab::Producer p;
        p.id = "p" + std::to_string(i);
        p.eventsPerSecond = 1000 + 100 * i;
        p.position = {0, 120.0 * i};
        s.producers.push_back(p);
        mqlab::Cluster c;
        c.id = "c" + std::to_string(i);
        c.position = {320, 120.0 * i};
        s.clusters.push_back(c);
        s.connections.push_back({p.id, c.id});
        for (int g = 0; g < 3; ++g) {
            mqlab::ConsumerGroup grp;
            grp.id = "g" + std::to_string(i) + "-" + std::to_string(g);
            grp.position = {640 + 260.0 * g, 120.0 * i};
            s.groups.push_back(grp);
            s.connections.push_back({c.id, grp.id});
        }
    }
    return s;
}

// Round 3's design (stages/round-3.json) expanded: each region's cells as cards of one cell each, and
// its one "every tenant" producer split into tenants, each sending to one region (round robin), as
// many as make 200 nodes with the rest (4 regions, 4 mirror links, 18 cells, 8 tiers, 2 key stores,
// 4 routing controls, 1 control plane: 159 tenants), as many as the sandbox.
mqlab::Scenario round3Expanded()
{
    mqlab::Scenario s = mqlab::parseScenarioText(
        mqlab::app::readText(QStringLiteral(":/mqlab/stages/round-3.json")).toStdString(), "round-3.json",
        mqlab::app::catalog());
    // Each cells node becomes its count of one-cell nodes; every connection to or from it goes to each.
    std::vector<mqlab::Cell> cells;
    std::map<std::string, std::vector<std::string>> parts;
    for (const mqlab::Cell& cell : s.cells)
        for (int n = 0; n < cell.count; ++n) {
            mqlab::Cell one = cell;
            one.id = cell.id + "-" + std::to_string(n);
            one.count = 1;
            one.position = {cell.position.x + 260.0 * n, cell.position.y};
            cells.push_back(one);
            parts[cell.id].push_back(one.id);
        }
    std::vector<mqlab::Connection> links;
    for (const mqlab::Connection& c : s.connections) {
        if (c.from == s.taskProducers.front().id)
            continue; // the tenants take the traffic's place below
        const auto from = parts.find(c.from), to = parts.find(c.to);
        for (const std::string& f : from == parts.end() ? std::vector<std::string>{c.from} : from->second)
            for (const std::string& t : to == parts.end() ? std::vector<std::string>{c.to} : to->second)
                links.push_back({f, t});
    }
    s.cells = cells;
    const mqlab::TaskProducer every = s.taskProducers.front();
    s.taskProducers.clear();
    size_t others = 0;
    mqlab::forEachArray(s, [&](mqlab::NodeKind, const auto& nodes) { others += nodes.size(); });
    const int tenants = 200 - static_cast<int>(others); // the rest of the 200 cards
    for (int i = 0; i < tenants; ++i) {
        mqlab::TaskProducer t = every;
        t.id = "tenant-" + std::to_string(i);
        t.messagesPerDay = every.messagesPerDay / tenants * s.regions.size();
        t.position = {-300.0 - 260.0 * (i % 6), 120.0 * (i / 6)};
        s.taskProducers.push_back(t);
        links.push_back({t.id, s.regions[static_cast<size_t>(i) % s.regions.size()].id});
    }
    s.connections = links;
    return s;
}

// tests/support/city.h's city (as tests/bench/open_big.py's): 1,000 blocks make 10,000 nodes.
mqlab::Scenario city(int blocks)
{
    return mqlab::parseScenarioText(mqlab::test::cityJson(blocks), "city.json", mqlab::app::catalog(), true);
}

// Select All, Escape, a rubber band over everything and a drag of it all on cities of 2,500 to 10,000 nodes, with the
// canvas's filter (a 1280 x 800 view) listening as in the window; median of 5 runs each. Linear
// work shows as a time that doubles with the node count; quadratic work as one that quadruples.
int measureSelection()
{
    for (int blocks : {250, 500, 1000}) {
        mqlab::app::Workbench wb;
        wb.applyScenario(city(blocks));
        mqlab::app::CanvasNodes cards;
        cards.setNodes(wb.nodes());
        cards.setViewport(0, 0, 1280, 800, 1);
        std::vector<double> all, none, band;
        QElapsedTimer t;
        for (int run = 0; run < 5; ++run) {
            t.start();
            wb.selection()->selectAll();
            all.push_back(t.nsecsElapsed() / 1e6);
            if (wb.selection()->ids().size() != blocks * 10)
                return 1;
            t.start();
            wb.selection()->clearSelection();
            none.push_back(t.nsecsElapsed() / 1e6);
            t.start();
            wb.selection()->selectInRect(-1e6, -1e6, 1e6, 1e6, false);
            band.push_back(t.nsecsElapsed() / 1e6);
            wb.selection()->clearSelection();
        }
        // Select All, then drag: each step moves every card and every connection's ends.
        std::vector<double> drag;
        wb.selection()->selectAll();
        wb.beginMove();
        for (int step = 1; step <= 5; ++step) {
            t.start();
            wb.moveSelectionTo(step, step);
            drag.push_back(t.nsecsElapsed() / 1e6);
        }
        wb.endMove();
        // Select All, then Delete (and Undo, untimed, for the next run).
        std::vector<double> erase;
        for (int run = 0; run < 3; ++run) {
            wb.selection()->selectAll();
            t.start();
            wb.deleteSelection();
            erase.push_back(t.nsecsElapsed() / 1e6);
            if (wb.nodes()->count() != 0)
                return 1;
            wb.history()->undo();
        }
        std::printf("%5d nodes: Select All median %.2f ms; clear median %.2f ms; band over all median %.2f ms; "
                    "drag step of all median %.2f ms; Delete of all median %.2f ms\n",
                    blocks * 10, median(all), median(none), median(band), median(drag), median(erase));
    }
    return 0;
}

// A slider step: the load slider (the first seed's producers), or an inspector field's slider.
using SliderStep = std::function<QString(mqlab::app::Workbench&, int)>;
QString loadStep(mqlab::app::Workbench& wb, int i)
{
    return wb.setLoad(10000 + 150.0 * i); // evaluate, models, every bound property
}

// Round 3 has no load slider: the first tenant's messages a day, in the inspector, moves its region's
// planned peak, its cells, mirrors and bill lines (2 to 3 billion a day in 200 steps).
QString tenantStep(mqlab::app::Workbench& wb, int i)
{
    return wb.setField(QStringLiteral("tenant-0"), QStringLiteral("msgs_per_day"), 2e9 + 5e6 * i);
}

void measureEdits(mqlab::app::Workbench& wb, const char* label, const SliderStep& step = loadStep)
{
    std::vector<double> slider, drag;
    QElapsedTimer t;
    for (int i = 0; i < 200; ++i) {
        t.start();
        const QString refused = step(wb, i);
        slider.push_back(t.nsecsElapsed() / 1e6);
        if (!refused.isEmpty()) {
            std::printf("%s: the slider's edit was refused: %s\n", label, qPrintable(refused));
            return;
        }
    }
    const QString id = wb.nodes()->rows().at(wb.nodes()->rows().size() / 2).id;
    wb.selection()->select(id, false);
    wb.beginMove();
    for (int i = 0; i < 200; ++i) {
        t.start();
        wb.moveSelectionTo(i, i / 2.0);
        drag.push_back(t.nsecsElapsed() / 1e6);
    }
    wb.endMove();
    QCoreApplication::processEvents();
    std::printf("%-34s slider step median %.3f ms, p95 %.3f ms; drag step median %.3f ms, p95 %.3f ms\n", label,
                median(slider), p95(slider), median(drag), p95(drag));
}

// Only the 200-node fitted slider, for a profiler (`valgrind --tool=callgrind ui_bench slider-200`);
// `slider-200 round-3`: Round 3 expanded instead of the sandbox.
int measureFittedSlider(bool round3)
{
    QQmlApplicationEngine engine;
    if (!mqlab::app::loadMainWindow(engine))
        return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    auto* wb = window->findChild<mqlab::app::Workbench*>();
    QEventLoop settle;
    wb->applyScenario(round3 ? round3Expanded() : sandbox200());
    QTimer::singleShot(500, &settle, &QEventLoop::quit);
    settle.exec();
    if (QObject* canvas = window->findChild<QObject*>(QStringLiteral("canvas")))
        QMetaObject::invokeMethod(canvas, "fitToView");
    QTimer::singleShot(300, &settle, &QEventLoop::quit);
    settle.exec();
    if (round3)
        measureEdits(*wb, "Round 3, 4 regions expanded, fitted:", tenantStep);
    else
        measureEdits(*wb, "Sandbox of 200 nodes, fitted:");
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    sinceMain.start();
    // mqlab picks its renderer as main.cpp does; the bare window keeps Qt's default, or is told to
    // use the software renderer for the like-for-like comparison.
    const std::string mode = argc > 1 ? argv[1] : "";
    const char* renderer = "default";
    if (mode == "first-frame-bare-software")
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    else if (mode != "first-frame-bare")
        renderer = mqlab::app::chooseRenderer();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("mqlab-bench"));
    mqlab::app::useAppStyle(); // as main.cpp does
    const QStringList args = QCoreApplication::arguments();
    if (mode == "first-frame-app")
        return firstFrame(true);
    if (mode == "whole-window-app")
        return firstFrame(true, true);
    if (mode == "first-frame-bare" || mode == "first-frame-bare-software")
        return firstFrame(false);
    if (mode == "selection")
        return measureSelection();
    if (mode == "slider-200")
        return measureFittedSlider(argc > 2 && std::string(argv[2]) == "round-3");

    // Start-up: alternate the three in fresh processes, 9 runs each, and compare medians.
    std::map<std::string, std::vector<double>> wall, cpu;
    const char* modes[] = {"first-frame-bare", "first-frame-bare-software", "first-frame-app", "whole-window-app"};
    for (int i = 0; i < 9; ++i)
        for (const char* m : modes) {
            QProcess p;
            p.start(args[0], {QString::fromLatin1(m)});
            p.waitForFinished(60000);
            const QList<QByteArray> out = p.readAllStandardOutput().trimmed().split(' ');
            wall[m].push_back(out.value(0).toDouble());
            cpu[m].push_back(out.value(1).toDouble());
        }
    const double app0 = median(wall["first-frame-app"]);
    std::printf("first frame (renderer chosen for mqlab: %s): mqlab Stage 1 median %.1f ms (CPU %.1f ms)\n", renderer,
                app0, median(cpu["first-frame-app"]));
    for (const char* m : {"first-frame-bare", "first-frame-bare-software"})
        std::printf("  bare Qt Quick window + one chart, %s: median %.1f ms (CPU %.1f ms); ratio %.2f (CPU %.2f)\n",
                    std::string(m) == "first-frame-bare" ? "Qt's default renderer" : "software renderer",
                    median(wall[m]), median(cpu[m]), app0 / median(wall[m]),
                    median(cpu["first-frame-app"]) / median(cpu[m]));
    std::printf("  the whole window built (menus, toolbar, panels, dialogs): median %.1f ms (CPU %.1f ms)\n",
                median(wall["whole-window-app"]), median(cpu["whole-window-app"]));

    QQmlApplicationEngine engine;
    if (!mqlab::app::loadMainWindow(engine))
        return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    auto* wb = window->findChild<mqlab::app::Workbench*>();
    QEventLoop settle;
    QTimer::singleShot(500, &settle, &QEventLoop::quit);
    settle.exec();

    wb->openStage(6);
    QTimer::singleShot(300, &settle, &QEventLoop::quit);
    settle.exec();
    std::printf("resident memory with Stage 6 open: %.1f MiB\n", residentMiB());
    measureEdits(*wb, "Stage 6 (8 nodes):");

    {
        mqlab::app::Workbench headless; // the same edits with no view attached: the C++ share
        headless.applyScenario(sandbox200());
        measureEdits(headless, "200 nodes, view-model only:");
    }
    wb->applyScenario(sandbox200());
    QTimer::singleShot(500, &settle, &QEventLoop::quit);
    settle.exec();
    measureEdits(*wb, "Sandbox of 200 nodes, as opened:");
    // Fitted to the window, every card is on screen and every one re-evaluates its bindings.
    if (QObject* canvas = window->findChild<QObject*>(QStringLiteral("canvas")))
        QMetaObject::invokeMethod(canvas, "fitToView");
    QTimer::singleShot(300, &settle, &QEventLoop::quit);
    settle.exec();
    measureEdits(*wb, "Sandbox of 200 nodes, fitted:");
    const auto fitted = [&](const mqlab::Scenario& design) {
        wb->applyScenario(design);
        QTimer::singleShot(500, &settle, &QEventLoop::quit);
        settle.exec();
        if (QObject* canvas = window->findChild<QObject*>(QStringLiteral("canvas")))
            QMetaObject::invokeMethod(canvas, "fitToView");
        QTimer::singleShot(300, &settle, &QEventLoop::quit);
        settle.exec();
    };
    // Frame pacing while dragging: one drag step a 16 ms tick for 2 s, frames counted.
    const auto dragFrames = [&](const char* label) {
        int frames = 0;
        const auto counting = QObject::connect(window, &QQuickWindow::frameSwapped, [&frames] { ++frames; });
        // A card in the middle of the design: fitted at the smallest zoom, the first row sits above the
        // window, and a card dragged out of view draws no frame at all (1 frame a second was measured so).
        const auto& rows = wb->nodes()->rows();
        wb->selection()->select(rows[rows.size() / 2].id, false);
        wb->beginMove();
        QTimer tick;
        int step = 0;
        QObject::connect(&tick, &QTimer::timeout, [&] {
            ++step;
            wb->moveSelectionTo(step, step / 3.0);
        });
        tick.start(16);
        QElapsedTimer t;
        t.start();
        QTimer::singleShot(2000, &settle, &QEventLoop::quit);
        settle.exec();
        tick.stop();
        wb->endMove();
        QObject::disconnect(counting);
        std::printf("frames while dragging on the %s: %.1f a second\n", label, frames * 1000.0 / t.elapsed());
    };
    dragFrames("200-node sandbox");
    fitted(round3Expanded());
    if (wb->nodes()->count() != 200)
        return 1;
    measureEdits(*wb, "Round 3, 4 regions expanded, fitted:", tenantStep);
    dragFrames("expanded Round 3");
    return 0;
}
