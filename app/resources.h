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
std::vector<int> stageNumbers();
Stage loadStage(int number);
QString stagePath(int number);
QString lifecyclePath();
// A side page, stages/pages/<id>.json; a missing or broken page throws InputError naming it.
LessonPage loadPage(const std::string& id);

}  // namespace mqlab::app
