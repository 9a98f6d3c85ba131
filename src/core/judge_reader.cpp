#include "core/judge_reader.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <limits>
#include <memory>
#include <string_view>
#include <utility>

#include "core/checked_readers.h"
#include "core/contest/add_on.h"

namespace pl {

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";
constexpr std::size_t kRotationCells = 24;
// quoteToken shows this many bytes of a token, then "...".
constexpr std::size_t kQuotedBytes = 20;

// The separators of tokenize() (judge_text.cpp); a CR, or an LF not after a CR, ends
// a line. A table:
// tokens and separators alternate, which a chain of compares mispredicts.
constexpr auto kSpaces = [] {
    std::array<bool, 256> spaces{};
    for (const unsigned char c : {' ', '\t', '\r', '\n', '\v', '\f'})
        spaces[c] = true;
    return spaces;
}();

bool isSpace(char c)
{
    return kSpaces[static_cast<unsigned char>(c)];
}

// Appends rather than `"literal" + std::string`, on which GCC 12 at -O3 reports a
// false -Wrestrict.
std::string concat(std::initializer_list<std::string_view> parts)
{
    std::string out;
    for (const std::string_view part : parts)
        out += part;
    return out;
}

// "expected 24 numbers, found N", as the rotation puzzle says it.
Problem countProblem(std::size_t found)
{
    return Problem{"position.count", {std::to_string(kRotationCells), std::to_string(found)}, {}};
}

}  // namespace

void JudgeReader::NumberShape::add(char c)
{
    if (other)
        return;
    if (c >= '0' && c <= '9') {
        sawDigit = true;
        const auto digit = static_cast<unsigned>(c - '0');
        if (!overflow && magnitude > (std::numeric_limits<unsigned long long>::max() - digit) / 10)
            overflow = true;
        if (!overflow)
            magnitude = magnitude * 10 + digit;
    } else if ((c == '+' || c == '-') && !sawDigit && signCount < 2) {
        signs[signCount++] = c;
    } else {
        other = true;
    }
}

JudgeReader::JudgeReader(const JudgeFormat& judge) : judge_(judge), groupSize_(judge.caseTokens())
{
    // The leading space keeps parseJudge from taking a BOM off the first token of a
    // case: in the whole text only the input's first bytes are a BOM.
    if (groupSize_ != 0)
        text_.push_back(' ');
}

void JudgeReader::feed(std::string_view chunk)
{
    if (finished_ || stopped())
        return;
    if (!headDone_) {
        // tokenize() drops a BOM only at the very start, and a chunk may end inside it.
        const std::size_t take = std::min(chunk.size(), kBom.size() - head_.size());
        head_.append(chunk.substr(0, take));
        chunk.remove_prefix(take);
        if (head_.size() < kBom.size())
            return;
        headDone_ = true;
        if (head_ != kBom)
            consume(head_);
        head_.clear();
    }
    consume(chunk);
}

void JudgeReader::finish()
{
    if (finished_)
        return;
    if (!headDone_) {
        headDone_ = true;
        consume(head_);  // shorter than a BOM
    }
    finished_ = true;
    if (stopped())
        return;
    endToken();
    endLine();
    if (stopped())
        return;
    if (groupSize_ != 0) {
        if (tokens_ > 0)
            closeGroup();
        else if (caseCount_ == 0)
            checkCase("");  // no case at all: the puzzle's own words for empty input
        return;
    }
    if (caseTokens_ > 0)
        closeRotationCase();
    if (!stopped() && !sawEnd_)
        checkCase("");  // the puzzle's own words for a missing final 0
}

std::vector<JudgeCase> JudgeReader::takeCases()
{
    return std::exchange(ready_, {});
}

void JudgeReader::consume(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size() && !stopped()) {
        const char c = text[i];
        if (isSpace(c)) {
            endToken();
            if (c == '\r' || (c == '\n' && !afterCr_))
                endLine();
            afterCr_ = c == '\r';
            ++i;
            continue;
        }
        afterCr_ = false;
        std::size_t end = i + 1;
        while (end < text.size() && !isSpace(text[end]))
            ++end;
        // The usual token, short and whole in this piece, goes straight in (a 100 MB
        // input is tens of millions of them).
        if (tokenLength_ == 0 && end < text.size() && end - i <= kKeptTokenBytes &&
            (groupSize_ != 0 || keptTokens_ <= kRotationCells)) {
            text_.append(text.data() + i, end - i);
            tokenLength_ = end - i;
            keepingToken_ = true;
        } else {
            appendToToken(text.substr(i, end - i));
        }
        i = end;
    }
}

void JudgeReader::appendToToken(std::string_view bytes)
{
    if (tokenLength_ == 0) {
        keepingToken_ = groupSize_ != 0 || keptTokens_ <= kRotationCells;
        tokenStart_ = text_.size();
    }
    const std::size_t before = tokenLength_;
    tokenLength_ += bytes.size();
    if (!keepingToken_)
        return;
    if (tokenLength_ <= kKeptTokenBytes) {
        text_.append(bytes);
        return;
    }
    if (before <= kKeptTokenBytes) {
        const std::size_t take = kKeptTokenBytes - before;
        text_.append(bytes.substr(0, take));
        bytes.remove_prefix(take);
        for (const char c : std::string_view(text_).substr(tokenStart_))
            tokenShape_.add(c);
    }
    for (const char c : bytes) {
        if (tokenShape_.other)
            break;
        tokenShape_.add(c);
    }
}

void JudgeReader::endToken()
{
    if (tokenLength_ == 0)
        return;
    if (keepingToken_) {
        if (tokenLength_ > kKeptTokenBytes) {
            // A stand-in that every reader of tokens sees the same way: same first
            // kQuotedBytes (quoteToken shows those, then "..."), integer literal or
            // not, same value if it has one. A token this long with a value has at
            // most 20 significant digits after at most one sign, so its first
            // kQuotedBytes are a sign and zeros, and appending the digits keeps it.
            const NumberShape& s = tokenShape_;
            const std::string_view signs(s.signs, static_cast<std::size_t>(s.signCount));
            const bool numeric = s.sawDigit && !s.other;
            const bool literal = numeric && signs.size() <= 1;  // [+-]?digits, a value
            const bool negative = signs == "-";
            const unsigned long long limit =
                static_cast<unsigned long long>(std::numeric_limits<long long>::max()) +
                (negative ? 1 : 0);
            text_.resize(tokenStart_ + kQuotedBytes);
            if (literal && !s.overflow && s.magnitude <= limit)
                text_ += std::to_string(s.magnitude);
            else if (literal)
                text_ += "99999999999999999999";  // too large for long long, as it was
            else
                text_ += 'x';
            tokenShape_ = NumberShape{};
        }
        text_ += ' ';
        if (++keptTokens_ == 1)
            firstTokenEnd_ = text_.size() - 1;
    }
    tokenLength_ = 0;
    ++tokens_;
    if (groupSize_ != 0 && tokens_ == groupSize_)
        closeGroup();
}

void JudgeReader::endLine()
{
    if (groupSize_ != 0 || tokens_ == 0)
        return;
    takeLine();
    text_.clear();
    tokens_ = 0;
    keptTokens_ = 0;
}

void JudgeReader::closeGroup()
{
    if (!takePlainCase(text_))
        checkCase(text_);
    text_.clear();
    text_.push_back(' ');
    tokens_ = 0;
    keptTokens_ = 0;
}

std::string_view JudgeReader::firstTokenOfLine() const
{
    return std::string_view(text_).substr(0, firstTokenEnd_);
}

bool JudgeReader::lineIsEnd() const
{
    if (tokens_ != 1)
        return false;
    const JudgeCases in = judge_.read(concat({" ", firstTokenOfLine(), "\n"}));
    return in.problems.empty() && in.cases.empty();
}

// The rotation parseJudge: a case starts on a line and takes the following lines
// while it has fewer than 24 numbers and the next line fits in whole and is not the
// final 0; the final 0 must be the last line.
void JudgeReader::takeLine()
{
    if (sawEnd_) {
        checkCase(concat({" 0\n", firstTokenOfLine(), "\n"}));
        return;
    }
    if (caseTokens_ > 0) {
        if (caseTokens_ + tokens_ <= kRotationCells && !lineIsEnd()) {
            caseText_ += '\n';
            caseText_ += text_;
            caseTokens_ += tokens_;
            if (caseTokens_ == kRotationCells)
                closeRotationCase();
            return;
        }
        closeRotationCase();
        if (stopped())
            return;
    }
    if (lineIsEnd()) {
        sawEnd_ = true;
        return;
    }
    if (tokens_ > kRotationCells) {
        // The puzzle checks the first 24 numbers, then the count: the 25 tokens kept
        // give the same sentence as all of them, up to the count.
        JudgeCases in = judge_.read(concat({" ", text_, "\n0\n"}));
        if (!in.problems.empty()) {
            Problem& problem = in.problems.front();
            problem.where = {};
            if (problem == countProblem(kRotationCells + 1))
                problem = countProblem(tokens_);
        }
        fail(in.problems);
        return;
    }
    caseText_.clear();
    caseText_.push_back(' ');
    caseText_ += text_;
    caseTokens_ = tokens_;
    if (caseTokens_ == kRotationCells)
        closeRotationCase();
}

void JudgeReader::closeRotationCase()
{
    if (!takePlainCase(caseText_)) {
        caseText_ += "\n0\n";
        checkCase(caseText_);
    }
    caseText_.clear();
    caseTokens_ = 0;
}

bool JudgeReader::takePlainCase(std::string_view text)
{
    std::uint8_t values[kRotationCells];
    std::size_t count = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (text[i] == ' ' || text[i] == '\n') {
            ++i;
            continue;
        }
        std::size_t end = i + 1;
        while (end < text.size() && text[end] != ' ' && text[end] != '\n')
            ++end;
        const std::string_view token = text.substr(i, end - i);
        i = end;
        if (count == kRotationCells)
            return false;
        if (token.size() == 1 && token[0] >= '0' && token[0] <= '9')
            values[count++] = static_cast<std::uint8_t>(token[0] - '0');
        else if (token == "12")
            values[count++] = 12;
        else
            return false;
    }
    JudgeCase c;
    if (!judge_.plainCase(values, count, c))
        return false;
    ready_.push_back(std::move(c));
    ++caseCount_;
    return true;
}

void JudgeReader::checkCase(const std::string& text)
{
    JudgeCases in = judge_.read(text);
    if (!in.problems.empty()) {
        fail(in.problems);
        return;
    }
    for (JudgeCase& c : in.cases) {
        ready_.push_back(std::move(c));
        ++caseCount_;
    }
}

void JudgeReader::fail(const Problems& verdictOnFirstCase)
{
    Problem problem = verdictOnFirstCase.empty()
                          ? Problem{"internal", {"this case cannot be read"}, {}}
                          : verdictOnFirstCase.front();
    // The case read() saw was the only one of its text: renumber it.
    problem.where.caseNumber = static_cast<int>(caseCount_ + 1);
    error_ = problemLine(problem);
    checkedError_ = std::make_shared<const CheckedJudge>(CheckedJudge{{}, {std::move(problem)}});
}

const Problems& judgeProblems(const JudgeReader& reader)
{
    static const Problems none;
    const CheckedJudge* error = reader.checkedError();
    return error ? error->problems : none;
}

}  // namespace pl
