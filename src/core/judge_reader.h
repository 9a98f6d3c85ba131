// Reading a judge input (SPEC 3) piece by piece, for inputs too large to hold.
//
// Puzzle::parseJudge needs the whole text and keeps every token of it; puzzlelab-solve
// must answer a 100 MB input without holding it. JudgeReader takes the input in chunks
// of any size (split anywhere, even inside a token or a CRLF) and hands out each case
// as soon as it is complete. It holds one case at a time plus at most
// kKeptTokenBytes of any token, however long: a longer token is replaced by a short
// one that reads the same (the same quoted form in messages, integer or not, same
// value), so memory does not grow with the input.
//
// The cases, their numbering and the first error ("case N: ...", also as a structured
// problem whose where is the case) are exactly those of the contest add-on's
// JudgeFormat::read on the whole text: a case is cut out as read() would cut it and,
// unless it is a valid case written plainly (JudgeFormat::plainCase), checked by read()
// on the text of that case alone, so the sentences are the add-on's. The fuzz targets
// (tests/fuzz) compare the two on every input, cut into pieces in many ways.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/judge_case.h"
#include "core/problem.h"

namespace pl {

struct CheckedJudge;  // core/checked_readers.h
class JudgeFormat;    // core/contest/add_on.h

class JudgeReader {
public:
    // Tokens longer than this are kept in a compact form that reads the same.
    static constexpr std::size_t kKeptTokenBytes = 64;

    // `judge` (a contest add-on's) outlives the reader.
    explicit JudgeReader(const JudgeFormat& judge);

    // The next piece of the input. Once an error is found the rest is ignored.
    void feed(std::string_view chunk);
    // The end of the input: completes the last case, or finds it incomplete.
    void finish();

    // The cases completed since the last call, in input order: the definition's
    // position, and the goal where the case gives one (Magic Squares' target).
    [[nodiscard]] std::vector<JudgeCase> takeCases();
    // "case N: ..." for the first bad case, empty while there is none. The cases
    // before it are still handed out by takeCases().
    [[nodiscard]] const std::string& error() const { return error_; }
    // The same as a structured problem whose where names the case, null while there is
    // none (judgeProblems() below reads it).
    [[nodiscard]] const CheckedJudge* checkedError() const { return checkedError_.get(); }
    // True once an error is found: nothing later in the input can change the outcome.
    [[nodiscard]] bool stopped() const { return !error_.empty(); }
    // Good cases read so far, taken or not.
    [[nodiscard]] std::size_t caseCount() const { return caseCount_; }

private:
    // What a long token looks like as a number, tracked byte by byte.
    struct NumberShape {
        char signs[2] = {};
        int signCount = 0;
        bool sawDigit = false;
        bool other = false;     // a byte that is neither a digit nor a leading sign
        bool overflow = false;  // magnitude beyond 64 bits
        unsigned long long magnitude = 0;
        void add(char c);
    };

    void consume(std::string_view text);
    void appendToToken(std::string_view bytes);
    void endToken();
    void endLine();

    // Clocks and Magic Squares: every `groupSize_` tokens make a case
    // (JudgeFormat::caseTokens).
    void closeGroup();
    // Rotation: lines make cases (see the rotation parseJudge).
    void takeLine();
    void closeRotationCase();
    [[nodiscard]] bool lineIsEnd() const;
    [[nodiscard]] std::string_view firstTokenOfLine() const;

    // A valid case written plainly (bare 3 6 9 12, tiles 1..8, labels 1..3), by far
    // the usual one, is read here by JudgeFormat::plainCase without the whole parser (a
    // 100 MB input is millions of cases); false for anything else, which then goes to
    // checkCase.
    [[nodiscard]] bool takePlainCase(std::string_view text);
    // Runs JudgeFormat::read on `text` (one case, as the text of a whole input) and
    // takes its one case, or its error renumbered to this case.
    void checkCase(const std::string& text);
    // Takes what read() found wrong with the one case of its text, renumbered to this
    // case.
    void fail(const Problems& verdictOnFirstCase);

    const JudgeFormat& judge_;
    std::size_t groupSize_ = 0;  // 0 for rotation, whose cases are made of lines
    bool finished_ = false;

    // The first bytes of the input, until it is known whether they are a BOM.
    std::string head_;
    bool headDone_ = false;

    // Clocks, msquare: the open case, " t1 t2 ... ". Rotation: the line being read,
    // "t1 t2 ... " with at most 25 tokens kept (a longer line is bad whatever the
    // rest holds). Tokens go straight in; a long one is cut to its stand-in.
    std::string text_;
    std::size_t tokens_ = 0;         // tokens read into the case or line
    std::size_t keptTokens_ = 0;     // of those, kept in text_
    std::size_t firstTokenEnd_ = 0;  // rotation: where the line's first token ends

    // The token being read.
    std::size_t tokenStart_ = 0;  // its offset in text_
    std::size_t tokenLength_ = 0;
    bool keepingToken_ = false;
    NumberShape tokenShape_;  // once longer than kKeptTokenBytes
    bool afterCr_ = false;    // the last byte read was a CR (a CRLF is one line end)

    // Rotation: the open case (its lines, one per text line) and the final 0.
    std::string caseText_;
    std::size_t caseTokens_ = 0;
    bool sawEnd_ = false;

    std::vector<JudgeCase> ready_;
    std::size_t caseCount_ = 0;
    std::string error_;
    std::shared_ptr<const CheckedJudge> checkedError_;
};

// JudgeReader::error() as a problem whose where names the case; empty while there is
// none.
[[nodiscard]] const Problems& judgeProblems(const JudgeReader& reader);

}  // namespace pl
