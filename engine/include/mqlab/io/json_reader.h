// Reading JSON a person wrote (scenarios, stage and lesson files): every refusal is one InputError of
// one short line naming the file, the line and column and the field, and no input, however deep,
// long or large, can exhaust the stack, the memory or the time. The limits are documented in
// engine/docs/scenario-format.md ("Limits").
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace mqlab {

struct JsonLimits {
    std::size_t maxBytes = 16u * 1024 * 1024;  // the whole text, in bytes (16 MiB)
    int maxDepth = 32;                         // arrays and objects nested inside each other
    std::size_t maxValues = 1'000'000;         // values of every kind, arrays and objects included
};

// Parses `text` as one JSON document, strictly: valid UTF-8 only, no NUL byte, nothing after the
// document, no key twice in one object, every number finite. Throws InputError naming `file`, the
// field's path and, for a syntax error, the line and column (columns count characters).
nlohmann::json readJson(std::string_view text, const std::string& file, const JsonLimits& limits = {});

// A value as an error message may show it: quoted, control characters escaped, cut to `max`
// characters with "..." so that a 10,000-byte value never floods the line.
std::string shortEcho(std::string_view text, std::size_t max = 40);
// A JSON value in a message: numbers, booleans and null as written, strings by shortEcho, and
// arrays and objects by their kind only (never dumped: they may be large).
std::string echoJson(const nlohmann::json& value);
// A key as a field path shows it: control characters escaped, cut to 32 characters.
std::string pathKey(std::string_view key);
// Characters (Unicode code points) in UTF-8 text; the name and id limits count these, not bytes.
std::size_t utf8Length(std::string_view text);
// True when the text holds a control character (U+0000 to U+001F or U+007F).
bool hasControlCharacter(std::string_view text);

}  // namespace mqlab
