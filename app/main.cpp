// mqlab: with a command, a headless tool; without one, the window on Stage 1.
#include <QCoreApplication>

#include "cli.h"

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("mqlab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MQLAB_VERSION));
    const QStringList args = QCoreApplication::arguments();
    if (mqlab::app::isCommand(args))
        return mqlab::app::runCommand(args);
    // The window arrives with the canvas; until then mqlab prints Stage 1's report.
    return mqlab::app::runCommand({args.first(), QStringLiteral("report"), QStringLiteral("--stage"), QStringLiteral("1")});
}
