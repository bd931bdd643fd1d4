#include "mqlab/io/json_reader.h"

#include <cmath>
#include <cstdio>
#include <optional>
#include <set>
#include <vector>

#include "mqlab/error.h"

namespace mqlab {
namespace {

using nlohmann::json;

std::string withCommas(std::size_t n)
{
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

// Length of the UTF-8 sequence starting at text[i], or 0 when it is not well formed (overlong
// forms, surrogates and code points past U+10FFFF are refused, as RFC 3629 says).
std::size_t sequenceLength(std::string_view text, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return k < text.size() ? static_cast<unsigned char>(text[k]) : 0u; };
    const unsigned b = byte(i);
    const auto cont = [&](std::size_t k, unsigned lo = 0x80, unsigned hi = 0xBF) {
        return i + k < text.size() && byte(i + k) >= lo && byte(i + k) <= hi;
    };
    if (b < 0x80)
        return 1;
    if (b >= 0xC2 && b <= 0xDF)
        return cont(1) ? 2 : 0;
    if (b == 0xE0)
        return cont(1, 0xA0) && cont(2) ? 3 : 0;
    if ((b >= 0xE1 && b <= 0xEC) || b == 0xEE || b == 0xEF)
        return cont(1) && cont(2) ? 3 : 0;
    if (b == 0xED)
        return cont(1, 0x80, 0x9F) && cont(2) ? 3 : 0;
    if (b == 0xF0)
        return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
    if (b >= 0xF1 && b <= 0xF3)
        return cont(1) && cont(2) && cont(3) ? 4 : 0;
    if (b == 0xF4)
        return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : 0;
    return 0;
}

struct Place {
    std::size_t line = 1, column = 1;
};

std::string at(const Place& p) { return "line " + std::to_string(p.line) + ", column " + std::to_string(p.column); }

// Line and column (in characters) of a byte offset; the text before it is known to be valid UTF-8.
Place placeOf(std::string_view text, std::size_t offset)
{
    Place p;
    for (std::size_t i = 0; i < text.size() && i < offset;) {
        if (text[i] == '\n') {
            ++p.line;
            p.column = 1;
            ++i;
            continue;
        }
        const std::size_t n = sequenceLength(text, i);
        i += n ? n : 1;
        ++p.column;
    }
    return p;
}

// What one linear pass finds before parsing: the first byte that is not UTF-8 or is a NUL, and the
// place where the nesting first passes the limit. The parser then refuses at the same place, naming
// the field it was reading; nlohmann's parser keeps its own stack, so nothing deeper is recursed into.
struct Prescan {
    std::optional<Place> tooDeep;
    std::optional<std::size_t> badOffset;
    Place badPlace;
    unsigned char badByte = 0;
};

Prescan prescan(std::string_view text, const JsonLimits& limits)
{
    Prescan found;
    Place p;
    bool inString = false, escaped = false;
    int depth = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        const std::size_t n = sequenceLength(text, i);
        if (n == 0 || b == 0) {
            found.badOffset = i;
            found.badPlace = p;
            found.badByte = b;
            return found; // the parser stops here at the latest
        }
        if (inString) {
            if (escaped)
                escaped = false;
            else if (b == '\\')
                escaped = true;
            else if (b == '"')
                inString = false;
        } else if (b == '"') {
            inString = true;
        } else if (b == '[' || b == '{') {
            if (++depth > limits.maxDepth && !found.tooDeep)
                found.tooDeep = p;
        } else if (b == ']' || b == '}') {
            --depth;
        }
        if (b == '\n') {
            ++p.line;
            p.column = 1;
        } else {
            ++p.column;
        }
        i += n;
    }
    return found;
}

std::string badByteProblem(const Prescan& found)
{
    if (found.badByte == 0)
        return "holds a NUL byte at " + at(found.badPlace) + "; a JSON text has none";
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", found.badByte);
    return "is not valid UTF-8: byte " + std::string(hex) + " at " + at(found.badPlace) + " (save the file as UTF-8)";
}

// nlohmann's message without its code and position (given by us) and without the echo of the token,
// which may be long: "syntax error while parsing object key - unexpected '}'; expected string literal".
std::string reasonOf(const std::string& what, const std::string& token, int id)
{
    if (id == 406) {  // a number too large for a double; the token is the number
        return "the number " + shortEcho(token, 24) + " is too large (a number must be within +-1.7e308)";
    }
    std::string s = what;
    const auto colon = s.find(": ", s.find("parse error"));
    if (s.rfind("[json.exception.", 0) == 0 && colon != std::string::npos)
        s = s.substr(colon + 2);
    for (const char* cut : {"; last read:", "; last read"}) {
        const auto pos = s.find(cut);
        if (pos != std::string::npos) {
            s = s.substr(0, pos);
            break;
        }
    }
    if (s.size() > 120)
        s = s.substr(0, 117) + "...";
    return s;
}

// The DOM builder with the path of the value being read, duplicate keys and a count of values.
class Reader {
public:
  Reader(json& root, const std::string& file, std::string_view text, const JsonLimits& limits, const Prescan& found)
      : dom_(root, false), file_(file), text_(text), limits_(limits), found_(found)
  {}

  bool null() { return value() && dom_.null(); }
  bool boolean(bool v) { return value() && dom_.boolean(v); }
  bool number_integer(json::number_integer_t v) { return value() && dom_.number_integer(v); }
  bool number_unsigned(json::number_unsigned_t v) { return value() && dom_.number_unsigned(v); }
  bool number_float(json::number_float_t v, const json::string_t& s) { return value() && dom_.number_float(v, s); }
  bool string(json::string_t& v) { return value() && dom_.string(v); }
  bool binary(json::binary_t& v) { return value() && dom_.binary(v); }
  bool start_object(std::size_t n)
  {
      if (!count() || !deeper())
          return false;
      levels_.push_back({true, 0, {}, {}});
      return dom_.start_object(n);
    }
    bool key(json::string_t& k)
    {
        Level& top = levels_.back();
        if (!top.keys.insert(k).second) {
            top.key = k;
            return fail(path(), "appears twice in one object; give each field once");
        }
        top.key = k;
        return dom_.key(k);
    }
    bool end_object()
    {
        levels_.pop_back();
        ended();
        return dom_.end_object();
    }
    bool start_array(std::size_t n)
    {
        if (!count() || !deeper())
            return false;
        levels_.push_back({false, 0, {}, {}});
        return dom_.start_array(n);
    }
    bool end_array()
    {
        levels_.pop_back();
        ended();
        return dom_.end_array();
    }
    bool parse_error(std::size_t offset, const std::string& token, const nlohmann::detail::exception& e)
    {
        // A bad byte the lexer met (in a string, or after the document) is named as the byte it is.
        if (found_.badOffset && *found_.badOffset < offset)
            return fail(path(), badByteProblem(found_));
        const Place p = placeOf(text_, offset > 0 ? offset - 1 : 0);
        return fail(path(), "malformed JSON at " + at(p) + ": " + reasonOf(e.what(), token, e.id));
    }

    // The refusal that stopped the parse, if any.
    const std::optional<InputError>& error() const { return error_; }

private:
    struct Level {
        bool object;
        std::size_t index;  // in an array: the element being read
        std::string key;    // in an object: the key being read
        std::set<std::string> keys;
    };

    bool count()
    {
        if (++values_ > limits_.maxValues)
            return fail(path(), "the file holds more than " + withCommas(limits_.maxValues) + " JSON values (the limit)");
        return true;
    }
    bool deeper()
    {
        if (levels_.size() < static_cast<std::size_t>(limits_.maxDepth))
            return true;
        return fail(path(), "nests arrays and objects more than " + std::to_string(limits_.maxDepth) + " deep" +
                                (found_.tooDeep ? " at " + at(*found_.tooDeep) : std::string()) + " (the limit)");
    }
    bool value()
    {
        if (!count())
            return false;
        ended();
        return true;
    }
    // A value is complete: the array it is in moves to its next element.
    void ended()
    {
        if (!levels_.empty() && !levels_.back().object)
            ++levels_.back().index;
    }
    std::string path() const
    {
        std::string s;
        for (const Level& l : levels_) {
            if (l.object) {
                if (!l.key.empty())
                    s += (s.empty() ? "" : ".") + pathKey(l.key);
            } else {
                s += "[" + std::to_string(l.index) + "]";
            }
        }
        return s.size() > 80 ? s.substr(0, 77) + "..." : s;
    }
    bool fail(const std::string& where, const std::string& problem)
    {
        if (!error_)
            error_.emplace(file_, where, problem);
        return false;
    }

    nlohmann::detail::json_sax_dom_parser<json> dom_;
    const std::string& file_;
    std::string_view text_;
    const JsonLimits& limits_;
    std::vector<Level> levels_;
    std::size_t values_ = 0;
    const Prescan& found_;
    std::optional<InputError> error_;
};

}  // namespace

std::string pathKey(std::string_view key)
{
    const std::string quoted = shortEcho(key, 32);
    return quoted.substr(1, quoted.size() - 2);  // escaped and cut, without the quotes
}

json readJson(std::string_view text, const std::string& file, const JsonLimits& limits)
{
    if (text.size() > limits.maxBytes)
        throw InputError(file, "", "is " + withCommas(text.size()) + " bytes, more than the " +
                                       withCommas(limits.maxBytes) + "-byte limit for this file");
    const Prescan found = prescan(text, limits);
    json root;
    Reader reader(root, file, text, limits, found);
    const bool ok = json::sax_parse(text.begin(), text.end(), &reader, nlohmann::json::input_format_t::json, true);
    if (reader.error())
        throw *reader.error();
    if (found.badOffset) // the parser refuses every such byte; this only guards that promise
        throw InputError(file, "", badByteProblem(found));
    if (!ok)
        throw InputError(file, "", "malformed JSON");
    return root;
}

std::string shortEcho(std::string_view text, std::size_t max)
{
    std::string out = "\"";
    std::size_t chars = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (chars == max) {
            out += "...";
            break;
        }
        const auto b = static_cast<unsigned char>(text[i]);
        std::size_t n = sequenceLength(text, i);
        if (n == 0 || b < 0x20 || b == 0x7F) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02X", b);
            out += b == '\n' ? "\\n" : b == '\t' ? "\\t" : hex;
            n = 1;
        } else if (b == '"' || b == '\\') {
            out += '\\';
            out += static_cast<char>(b);
        } else {
            out.append(text.substr(i, n));
        }
        i += n;
        ++chars;
    }
    return out + "\"";
}

std::string echoJson(const json& v)
{
    switch (v.type()) {
    case json::value_t::string:
        return shortEcho(v.get_ref<const std::string&>());
    case json::value_t::array:
        return "an array";
    case json::value_t::object:
        return "an object";
    case json::value_t::number_float: {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.10g", v.get<double>());
        return buf;
    }
    default:
        return v.dump();  // integers, booleans and null are short
    }
}

std::size_t utf8Length(std::string_view text)
{
    std::size_t n = 0;
    for (std::size_t i = 0; i < text.size(); ++n) {
        const std::size_t len = sequenceLength(text, i);
        i += len ? len : 1;
    }
    return n;
}

bool hasControlCharacter(std::string_view text)
{
    for (char c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
            return true;
    return false;
}

}  // namespace mqlab
