// The catalogue and the stage files, compiled into the app as Qt resources.
#pragma once

#include <QString>
#include <vector>

#include "mqlab/model/catalog.h"
#include "mqlab/lesson/stage.h"

namespace mqlab::app {

const Catalog& catalog();  // parsed once from :/mqlab/assets/catalog.json
QString readText(const QString& path);  // throws InputError when the file cannot be read
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
QString lifecyclePath();
// A side page, stages/pages/<id>.json; a missing or broken page throws InputError naming it.
LessonPage loadPage(const std::string& id);

}  // namespace mqlab::app
