// The export's speed target, measured (not asserted): `mqlab export --all --format png` from the
// command line, headless, writing the six stages' pictures, at most 3 s in total. Each run is the
// whole command (start, QML load, six frames, six PNGs) into a fresh folder.
// Run: ./build/release/tests/bench/export_bench [runs]   (no display needed)
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    std::vector<double> seconds;
    for (int i = 0; i < runs; ++i) {
        QTemporaryDir dir;
        QProcess p;
        QElapsedTimer clock;
        clock.start();
        p.start(QStringLiteral(MQLAB_BINARY), {"export", "--all", "--format", "png", "--out", dir.path()});
        if (!p.waitForFinished(60000) || p.exitCode() != 0) {
            std::fprintf(stderr, "export_bench: the export failed: %s\n", p.readAllStandardError().constData());
            return 1;
        }
        seconds.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e9);
    }
    std::sort(seconds.begin(), seconds.end());
    std::printf("mqlab export --all --format png (6 pictures, 1280 x 800): median %.2f s, slowest %.2f s "
                "over %d runs; target at most 3 s\n",
                seconds[seconds.size() / 2], seconds.back(), runs);
    return seconds.back() <= 3.0 ? 0 : 1;
}
