// io/json_reader.h: every class of broken JSON from issue 11 is refused with one short line naming the
// file, the field and, for a syntax error, the line and column; nothing deep or large is parsed.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "mqlab/error.h"
#include "mqlab/io/json_reader.h"
#include "../seed_helpers.h"
#include "../test_data.h"

namespace mqlab {
namespace {

using nlohmann::json;
using test::contains;
using test::inputErrorOf;

InputError refusal(const std::string& text, const JsonLimits& limits = {})
{
    return inputErrorOf([&] { (void)readJson(text, "bad.json", limits); });
}

TEST(JsonReader, ReadsAValidDocument)
{
    const json doc = readJson(R"({"a": [1, 2.5, "x\u00e9"], "b": {"c": null}})", "ok.json");
    EXPECT_EQ(doc.at("a").size(), 3u);
    EXPECT_EQ(doc.at("a")[2].get<std::string>(), "x\xC3\xA9");  // é as UTF-8
}

TEST(JsonReader, NumberOverflowNamesTheFieldLineAndColumn)
{
    // Line 2 is `  "producers": [{"events_per_s": 1e400}]`: two spaces, `"producers": ` (13), `[{` (2),
    // `"events_per_s": ` (16) take columns 1 to 33; the number is columns 34 to 38, and the error is
    // placed at its last character, where the lexer found it too large.
    const std::string text = "{\n  \"producers\": [{\"events_per_s\": 1e400}]\n}";
    const InputError e = refusal(text);
    EXPECT_EQ(e.file(), "bad.json");
    EXPECT_EQ(e.path(), "producers[0].events_per_s");
    EXPECT_TRUE(contains(e.problem(), "line 2, column 38")) << e.what();
    EXPECT_TRUE(contains(e.problem(), "too large")) << e.what();
    EXPECT_FALSE(contains(e.what(), "[json.exception")) << e.what();
}

TEST(JsonReader, InvalidUtf8IsRefusedAtItsPlace)
{
    // A lone 0xFF, an overlong "/" (C0 AF) and a lone continuation byte 0x80, each as the 4th character
    // of a name on line 1: `{"n":"ab` is 8 characters, so the byte is at column 9.
    for (const char* bad : {"\xFF", "\xC0\xAF", "\x80", "\xED\xA0\x80" /* a UTF-16 surrogate */}) {
        const InputError e = refusal(std::string("{\"n\":\"ab") + bad + "\"}");
        EXPECT_EQ(e.path(), "n");
        EXPECT_TRUE(contains(e.problem(), "not valid UTF-8")) << e.what();
        EXPECT_TRUE(contains(e.problem(), "line 1, column 9")) << e.what();
    }
}

TEST(JsonReader, NulAndTrailingBytesAreRefused)
{
    EXPECT_TRUE(contains(refusal(std::string("{}\0", 3)).problem(), "NUL byte at line 1, column 3"));
    const InputError tail = refusal("{} x");
    EXPECT_TRUE(contains(tail.problem(), "malformed JSON at line 1, column 4")) << tail.what();
    EXPECT_TRUE(contains(tail.problem(), "invalid literal")) << tail.what();
}

TEST(JsonReader, DuplicateKeysAreRefusedWithTheField)
{
    const InputError e = refusal(R"({"clusters": [{"brokers": 4, "brokers": 3}]})");
    EXPECT_EQ(e.path(), "clusters[0].brokers");
    EXPECT_TRUE(contains(e.problem(), "twice")) << e.what();
}

TEST(JsonReader, DepthPastTheLimitIsRefusedBeforeItIsParsed)
{
    // A million brackets. `{"a":` is 5 characters and its object is level 1; the first [ (level 2) is
    // column 6, so level 33, the first past the limit, is the 32nd [ at column 6 + 31 = 37. The path
    // then holds the key a and the 31 arrays above it, each at its element 0.
    std::string path = "a";
    for (int i = 0; i < 31; ++i)
        path += "[0]";
    const std::string deep = "{\"a\":" + std::string(1'000'000, '[') + std::string(1'000'000, ']') + "}";
    const auto start = std::chrono::steady_clock::now();
    const InputError e = refusal(deep);
    EXPECT_EQ(e.path(), path.substr(0, 77) + "...");  // 94 characters, cut to 80 to keep the line short
    EXPECT_TRUE(contains(e.problem(), "more than 32 deep at line 1, column 37 (the limit)")) << e.what();
    // A hang would be minutes; a linear scan of 2 MB is milliseconds.
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

TEST(JsonReader, SizeAndValueLimitsAreNamed)
{
    JsonLimits small;
    small.maxBytes = 10;
    EXPECT_TRUE(contains(refusal("[1,2,3,4,5,6]", small).problem(), "13 bytes, more than the 10-byte limit"));
    JsonLimits few;
    few.maxValues = 4;  // the array and three numbers
    EXPECT_NO_THROW((void)readJson("[1,2,3]", "ok.json", few));
    const InputError e = refusal("[1,2,3,4]", few);
    EXPECT_TRUE(contains(e.problem(), "more than 4 JSON values (the limit)")) << e.what();
    EXPECT_EQ(e.path(), "[3]");
}

TEST(JsonReader, SyntaxErrorsDoNotEchoLongValues)
{
    // An unterminated 10,000-character string: nlohmann's own message would repeat all of it.
    const std::string text = "{\"name\": \"" + std::string(10000, 'z');
    const InputError e = refusal(text);
    EXPECT_LE(std::string(e.what()).size(), 300u) << e.what();
    EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
    EXPECT_EQ(e.path(), "name");
}

TEST(JsonReader, ShortEchoEscapesAndCuts)
{
    EXPECT_EQ(shortEcho("a\nb\"c"), "\"a\\nb\\\"c\"");
    EXPECT_EQ(shortEcho(std::string(100, 'x'), 5), "\"xxxxx...\"");
    EXPECT_EQ(shortEcho("\xC3\xA9t\xC3\xA9", 2), "\"\xC3\xA9t...\"");  // cut by characters, not bytes
    EXPECT_EQ(echoJson(json::array({1, 2})), "an array");
    EXPECT_EQ(echoJson(json(1e308)), "1e+308");
}

TEST(JsonReader, Utf8LengthCountsCharacters)
{
    EXPECT_EQ(utf8Length("caf\xC3\xA9"), 4u);  // 5 bytes, 4 characters
    EXPECT_EQ(utf8Length("\xF0\x9F\x93\xA6"), 1u);  // one emoji, 4 bytes
}

}  // namespace
}  // namespace mqlab
