// The text side of reading a format 1 definition: where a byte is (line and column as
// problems give them), where each key path stands in valid JSON, and the checks made
// on the raw text before it is parsed.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/formats/format1/checker.h"

namespace pl::format1 {

// ---- positions in the text ------------------------------------------------------------

struct Pos {
    int line = 1;
    int column = 1;
};

// Walks bytes keeping line and column (LF, CRLF or a lone CR end a line; columns count
// code points).
struct Cursor {
    explicit Cursor(std::string_view t) : text(t) {}

    std::string_view text;
    std::size_t at = 0;
    Pos pos;

    [[nodiscard]] bool done() const { return at >= text.size(); }
    [[nodiscard]] char peek() const { return done() ? '\0' : text[at]; }
    void advance()
    {
        const char c = text[at++];
        if (c == '\n' || (c == '\r' && peek() != '\n')) {
            ++pos.line;
            pos.column = 1;
        } else if (c != '\r' && (static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++pos.column;
        }
    }
    void skipSpace()
    {
        while (!done() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            advance();
    }
};

[[nodiscard]] Pos positionAt(std::string_view text, std::size_t offset);

// Where the key paths asked for stand in valid JSON text (nesting at most kMaxDepth),
// and the keys that occur twice in one object.
struct Located {
    std::unordered_map<std::string, Pos> valueAt;
    std::unordered_map<std::string, Pos> keyAt;
    std::vector<Found> duplicates;
    bool lost = false;  // the text did not read as the JSON it was parsed as
};
[[nodiscard]] Located locate(std::string_view text, const std::unordered_set<std::string>& wanted);

// The offset of the first byte that is not part of well-formed UTF-8, or npos.
[[nodiscard]] std::size_t badUtf8(std::string_view s);
// The offset of the first bracket nested deeper than kMaxDepth, or npos.
[[nodiscard]] std::size_t tooDeep(std::string_view s);
// nlohmann's parse error as the sentence a problem quotes.
[[nodiscard]] std::string syntaxMessage(std::string what);

}  // namespace pl::format1
