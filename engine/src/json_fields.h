// Reading the lesson data files (rehearsal plan, your-turn answers): each helper names the file and
// the field path in its InputError, so a broken file says exactly where and what is allowed.
#pragma once

#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "mqlab/error.h"
#include "mqlab/io/json_reader.h"

namespace mqlab::fields {

using nlohmann::json;

// The file's text as a JSON object; `shape` says what the object should hold when it is not one.
inline json parseObject(const std::string& text, const std::string& file, const std::string& shape = "an object")
{
    json doc = readJson(text, file);
    if (!doc.is_object())
        throw InputError(file, "", "must be " + shape);
    return doc;
}

inline std::string at(const std::string& path, const std::string& key) { return path.empty() ? key : path + "." + key; }
inline std::string at(const std::string& path, size_t i) { return path + "[" + std::to_string(i) + "]"; }

inline void onlyKeys(const json& obj, const std::set<std::string>& allowed, const std::string& file, const std::string& path)
{
    for (auto it = obj.begin(); it != obj.end(); ++it)
        if (!allowed.count(it.key()))
            throw InputError(file, at(path, pathKey(it.key())), "is not a field here (see stages/README.md)");
}

inline const json& need(const json& obj, const char* key, const std::string& file, const std::string& path,
                        const std::string& what)
{
    if (!obj.is_object() || !obj.contains(key))
        throw InputError(file, at(path, key), "is required: " + what);
    return obj.at(key);
}

inline std::string text(const json& obj, const char* key, const std::string& file, const std::string& path)
{
    const json& v = need(obj, key, file, path, "a non-empty string");
    if (!v.is_string() || v.get<std::string>().empty())
        throw InputError(file, at(path, key), "must be a non-empty string");
    return v.get<std::string>();
}

}  // namespace mqlab::fields
