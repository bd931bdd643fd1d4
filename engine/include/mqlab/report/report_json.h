// The report as stable JSON (documented in engine/docs/report-format.md) and as the CLI's text.
#pragma once

#include <string>

#include <nlohmann/json_fwd.hpp>

namespace mqlab {

struct Catalog;
struct Report;
struct Scenario;

nlohmann::json reportToJson(const Scenario& s, const Catalog& cat, const Report& r);
std::string reportToText(const Scenario& s, const Catalog& cat, const Report& r);

}  // namespace mqlab
