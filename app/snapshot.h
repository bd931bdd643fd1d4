// Stage snapshots: one design as a PNG (the canvas, the four tiles and the warnings), as JSON (the
// scenario and the engine's full report), and a PDF handout (a page a design, with the stage's figure
// and check-in). The window's File > Export and `mqlab export` both use this, so their files match.
#pragma once

#include <QImage>
#include <QString>
#include <memory>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "mqlab/model/scenario.h"

class QQmlEngine;
class QQuickItem;
class QQuickWindow;

namespace mqlab::app {

class Lesson;
class Workbench;

// What to export: a design, the stage it belongs to (1..6; 0 for a file or the Sandbox, titled by the
// scenario's name), and the file name it gets without the suffix ("stage-3").
struct SnapshotDesign {
    Scenario scenario;
    int stage = 0;
    QString baseName;
};

inline constexpr int kSnapshotWidth = 1280;   // the composition's size at 1x (qml/export/StageSnapshot.qml)
inline constexpr int kSnapshotHeight = 800;

// A picture draws every card as the canvas does, each a whole QML item: 10,000 nodes took 24 s and
// 2.5 GB of memory for a picture where no card could be read (issue 11). Pictures (PNG, and the
// PDF's pages) take designs of at most this many nodes of every kind together; JSON has no limit.
// At 2,000 a picture takes about 2.5 s and 530 MB (README, "Stage snapshots").
inline constexpr std::size_t kMaxPictureNodes = 2'000;
// Throws InputError naming the design, its node count and the limit when it is too large to draw.
void checkPictureSize(const SnapshotDesign& design);

// The export's JSON: {"scenario": <scenario>, "report": <the engine's report of that scenario>}.
nlohmann::json snapshotJson(const Scenario& scenario);

// Renders designs offscreen with a QML engine and a hidden window of its own (loaded once, reused
// for every design), so an export never disturbs the app's window or its theme.
class SnapshotRenderer {
public:
    SnapshotRenderer();
    ~SnapshotRenderer();
    SnapshotRenderer(const SnapshotRenderer&) = delete;
    SnapshotRenderer& operator=(const SnapshotRenderer&) = delete;

    // The picture: exactly 1280 x 800 times `scale` (1 or 2) pixels. Throws std::runtime_error when
    // the composition cannot be loaded or nothing is drawn, InputError past kMaxPictureNodes.
    QImage render(const SnapshotDesign& design, int scale);
    // A PDF with one A4 page a design: the picture, then the stage's figure (every step, filled from
    // that design) and its check-in question. Returns an empty string, or why it could not write `path`.
    QString writeHandout(const QString& path, const std::vector<SnapshotDesign>& designs);

private:
    void show(const SnapshotDesign& design);   // puts the design on the private workbench
    std::unique_ptr<QQmlEngine> engine_;
    std::unique_ptr<QQuickWindow> window_;
    Workbench* workbench_ = nullptr;           // owned by engine_
    Lesson* lesson_ = nullptr;
    QQuickItem* item_ = nullptr;
};

// The PNG's bytes.
QByteArray pngBytes(const QImage& image);

}  // namespace mqlab::app
