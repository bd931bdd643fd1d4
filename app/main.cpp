// mqlab: with a command, a headless tool; without one, the window on Stage 1, on the stage of
// --stage N, or on the design file named.
#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <iostream>
#include <memory>

#include "cli.h"
#include "export_command.h"
#include "gui.h"
#include "resources.h"
#include "translation.h"
#include "user_files.h"
#include "workbench.h"

namespace {

void describe()
{
    QCoreApplication::setOrganizationName(QStringLiteral("mqlab"));
    QCoreApplication::setApplicationName(QStringLiteral("mqlab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MQLAB_VERSION));
}

} // namespace

int main(int argc, char* argv[])
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << mqlab::app::argumentText(argv[i]); // a Latin-1 byte in a file name is kept
    // An unknown command, a bad stage or a broken file is refused before anything else, display or not.
    const mqlab::app::WindowStart start = mqlab::app::windowStart(args);
    if (!start.error.isEmpty()) {
        std::cerr << "mqlab: " << start.error.toStdString() << "\n";
        return 2;
    }
    if (mqlab::app::commandDraws(args)) {
        mqlab::app::prepareHeadless(); // exports draw offscreen: no display needed
        QGuiApplication app(argc, argv);
        describe();
        mqlab::app::useAppStyle();
        return mqlab::app::runCommand(args);
    }
    if (!start.window && args.size() > 1) { // a command, or options runCommand answers or refuses
        QCoreApplication app(argc, argv);
        describe();
        return mqlab::app::runCommand(args);
    }
    if (!mqlab::app::displayAvailable()) {
        std::cerr << "mqlab: no display is available for the window; try `mqlab report --stage 1` (mqlab --help).\n";
        return 1;
    }
    mqlab::app::chooseRenderer();
    QApplication app(argc, argv);
    describe();
    mqlab::app::useAppStyle();
    mqlab::app::installTranslation(); // the window only: the commands' output stays English
    QQmlApplicationEngine engine;
    if (!mqlab::app::loadMainWindow(engine))
        return 1;
    if (start.roundDesign || start.stage > 0 || !start.file.isEmpty()) {
        auto* workbench = engine.rootObjects().first()->findChild<mqlab::app::Workbench*>();
        QString err;
        if (!workbench)
            err = QStringLiteral("the window has no workbench");
        else if (start.roundDesign) // a round's design before its lessons: shown as a new, unsaved design
            workbench->showDesign(*mqlab::app::roundDesignOnly(start.stageText), 0, QString());
        else
            err = start.stage > 0 ? workbench->openStage(start.stage)
                                  : workbench->document()->openFile(QUrl::fromLocalFile(start.file));
        if (!err.isEmpty()) {
            std::cerr << "mqlab: " << err.toStdString() << "\n";
            return 2;
        }
    }
    return QApplication::exec();
}
