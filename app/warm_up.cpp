#include "warm_up.h"

#include <QFontDatabase>
#include <QThreadPool>
#include <utility>

#include "mqlab/error.h"
#include "resources.h"

namespace mqlab::app {

void startWarmUp()
{
    static bool started = false;
    if (std::exchange(started, true))
        return;
    QThreadPool::globalInstance()->start([] {
        // The font database is filled once per process under its own lock (QFontDatabase's functions
        // are thread-safe, https://doc.qt.io/qt-6.4/qfontdatabase.html); asking for its families
        // fills it here instead of at the first Text the window lays out.
        (void)QFontDatabase::families();
        try {
            (void)catalog();    // a function-local static: the window's thread waits on it if it comes first
            (void)loadStage(1); // cached under loadStage's lock; the Workbench opens Stage 1 first
        } catch (const InputError&) {
            // A broken file is the window's to report, with its name and field, when it reads it.
        }
    });
}

} // namespace mqlab::app
