// Start-up work that needs no window, begun on a second thread while the QML engine loads the
// window's types: fontconfig's scan of the system's fonts, the catalogue and Stage 1's lesson.
#pragma once

namespace mqlab::app {

// Starts the warm-up on Qt's global thread pool (idempotent; QCoreApplication waits for the pool
// when it ends). The window's thread takes each result when it first needs it: at once when the
// warm-up finished, after a wait when it is still running, and with no gain on a single core.
void startWarmUp();

} // namespace mqlab::app
