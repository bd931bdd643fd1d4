// The catalogue and the stage files, compiled into the app as Qt resources.
#pragma once

#include <QString>
#include <optional>
#include <vector>

#include "mqlab/model/catalog.h"
#include "mqlab/lesson/stage.h"

namespace mqlab::app {

const Catalog& catalog();  // parsed once from :/mqlab/assets/catalog.json
QString readText(const QString& path);  // throws InputError when the file cannot be read
// A lesson file under :/mqlab/stages/ as the window shows it: each prose text (mqlab/lesson/prose.h)
// through the installed translator (context "Stage"). With none installed (the command line), or a
// file that is not JSON (the engine's parser names the fault), the text is returned as read.
std::string readLesson(const QString& path);
// Stage files in :/mqlab/stages, by lesson number; a broken file throws InputError naming it.
// A lesson's id is a first-seed stage's number (stage-N.json, 1 to 99) or, for part N of the second
// seed's Round R (round-R-N.json), 100 x R + N: one int, so the workbench, the kept edits and
// `--stage` treat both alike.
std::vector<int> stageNumbers();  // the first seed's stages only (export --all, rehearsal, simulate)
std::vector<int> lessonIds();     // the stages, then each round's parts, in order
int roundOf(int id);              // 0 for a first-seed stage
int partOf(int id);               // the number in the file name
std::string stageFileName(int id);  // "stages/stage-3.json", "stages/round-1-2.json"
Stage loadStage(int id);
QString stagePath(int id);
// A --stage value: "1" to "6" (the first seed's stages), "round-1" (Round 1's design, opened on its
// first part) or "round-1-N" (Round 1's part N). Anything else throws InputError("--stage") naming
// the values allowed.
int stageArgument(const QString& text);
// A round whose design ships before its lesson parts ("round-3": stages/round-3.json, no round-3-N.json):
// its design, read and checked; nullopt when `text` names no such round.
std::optional<Scenario> roundDesignOnly(const QString& text);
// The name a lesson's files take: "stage-3", "round-1-2" (`round` alone: "round-1", Round 1's design).
QString lessonBaseName(int id, bool round = false);
QString lifecyclePath();
// A side page, stages/pages/<id>.json; a missing or broken page throws InputError naming it.
LessonPage loadPage(const std::string& id);

}  // namespace mqlab::app
