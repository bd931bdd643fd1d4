// mqlab: with a command, a headless tool; without one, the window on Stage 1.
#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <iostream>
#include <memory>

#include "cli.h"
#include "export_command.h"
#include "gui.h"

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
        args << QString::fromLocal8Bit(argv[i]);
    if (mqlab::app::commandDraws(args)) {
        mqlab::app::prepareHeadless(); // exports draw offscreen: no display needed
        QGuiApplication app(argc, argv);
        describe();
        mqlab::app::useAppStyle();
        return mqlab::app::runCommand(QCoreApplication::arguments());
    }
    if (mqlab::app::isCommand(args)) {
        QCoreApplication app(argc, argv);
        describe();
        return mqlab::app::runCommand(QCoreApplication::arguments());
    }
    if (!mqlab::app::displayAvailable()) {
        std::cerr << "mqlab: no display is available for the window; try `mqlab report --stage 1` (mqlab --help).\n";
        return 1;
    }
    mqlab::app::chooseRenderer();
    QApplication app(argc, argv);
    describe();
    mqlab::app::useAppStyle();
    QQmlApplicationEngine engine;
    if (!mqlab::app::loadMainWindow(engine))
        return 1;
    return QApplication::exec();
}
