#include "core/formats/tws/tws_reader.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/formats/definition_reader.h"
#include "core/formats/raw_text.h"

namespace pl::formats {

namespace {

struct Word {
    std::string text;
    int line = 0;
    int column = 0;
};
using Line = std::vector<Word>;

// The text as lines of words: a word is a run of characters above the space; a line
// whose first word starts with '#' is a comment; lines without words are dropped.
std::vector<Line> linesOf(std::string_view text)
{
    std::vector<Line> lines;
    Line current;
    Word word;
    int line = 1;
    int column = 1;
    auto endWord = [&] {
        if (!word.text.empty())
            current.push_back(std::move(word));
        word = Word{};
    };
    auto endLine = [&] {
        endWord();
        if (!current.empty() && current.front().text.front() != '#')
            lines.push_back(std::move(current));
        current.clear();
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n' || c == '\r') {
            endLine();
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            ++line;
            column = 1;
            continue;
        }
        if (c <= ' ') {
            endWord();
        } else {
            if (word.text.empty()) {
                word.line = line;
                word.column = column;
            }
            word.text.push_back(static_cast<char>(c));
        }
        if ((c & 0xC0) != 0x80)
            ++column;
    }
    endLine();
    return lines;
}

bool isKeyword(const std::string& s)
{
    for (const char* k : {"Name", "Set", "Solved", "StartState", "Move", "MoveTransformation",
                          "MoveAlias", "MoveSequence", "Illegal"})
        if (s == k)
            return true;
    return false;
}

bool startsWithDigit(const std::string& s)
{
    return !s.empty() && s.front() >= '0' && s.front() <= '9';
}

// The kinds of block, by how they number and what they may hold.
enum class Block { Solved, StartState, Move, MoveTransformation };

const char* blockName(Block b)
{
    switch (b) {
    case Block::Solved:
        return "Solved";
    case Block::StartState:
        return "StartState";
    case Block::Move:
        return "Move";
    case Block::MoveTransformation:
        return "MoveTransformation";
    }
    return "";
}

// What a block says of one set.
struct Given {
    std::vector<int> pieces;   // 0-based
    std::vector<int> twists;   // empty: none given
    int wild = 0;              // how many twists are `?`
    std::vector<bool> wildAt;  // per piece: its twist is `?` (read as 0)
    Word at;                   // the set's name in the block
    int lines = 0;             // lines of numbers read
};

struct SetDef {
    std::string name;
    int size = 0;
    int twists = 1;
    bool wild = false;  // the solved twists are all `?`
};

bool isWild(const Given& g, std::size_t piece)
{
    return piece < g.wildAt.size() && g.wildAt[piece];
}

class TwsReader {
public:
    explicit TwsReader(std::vector<Line> lines) : lines_(std::move(lines)) {}

    Checked<ImportedPuzzle> run()
    {
        int stage = 0;  // 0: Name may come; 1: sets; 2: after the solved state
        const Word* firstWord = nullptr;
        while (at_ < lines_.size() &&
               problems_.size() < static_cast<std::size_t>(def::kMaxProblems)) {
            const Line& line = lines_[at_++];
            const Word& key = line.front();
            if (!firstWord)
                firstWord = &key;
            if (key.text == "Name") {
                if (stage != 0)
                    outOfOrder(key);
                else if (words(line, 2))
                    out_.name = line[1].text;
                stage = std::max(stage, 1);
            } else if (key.text == "Set") {
                stage = std::max(stage, 1);
                if (stage != 1)
                    outOfOrder(key);
                else if (words(line, 4))
                    addSet(line);
            } else if (key.text == "Solved" || key.text == "StartState") {
                const Block b = key.text == "Solved" ? Block::Solved : Block::StartState;
                if (stage == 2) {
                    add("tws.solved-twice", {}, key);
                    skipBlock();
                } else if (sets_.empty()) {
                    add("tws.no-sets-yet", {key.text}, key);
                    skipBlock();
                } else {
                    stage = 2;
                    words(line, 1);
                    readSolved(b, key);
                }
            } else if (key.text == "Move" || key.text == "MoveTransformation") {
                const Block b = key.text == "Move" ? Block::Move : Block::MoveTransformation;
                if (stage != 2) {
                    outOfOrder(key);
                    skipBlock();
                } else if (!words(line, 2)) {
                    skipBlock();
                } else {
                    readMove(b, key, line[1]);
                }
            } else if (key.text == "MoveAlias" || key.text == "MoveSequence") {
                if (stage != 2)
                    outOfOrder(key);
                else if (key.text == "MoveAlias" ? words(line, 3) : atLeast(line, 3))
                    addSequence(line);
            } else if (key.text == "Illegal") {
                add("tws.illegal", {}, key);
            } else if (key.text == "End") {
                add("tws.end-without-block", {}, key);
            } else {
                add("tws.unknown-keyword", {key.text}, key);
            }
        }
        if (problems_.empty()) {
            if (sets_.empty())
                add("tws.missing", {"Set"}, {});
            else if (stage < 2)
                add("tws.missing", {"Solved"}, {});
            else if (out_.moves.empty())
                add("tws.missing", {"Move"}, {});
        }
        if (problems_.empty())
            checkSequences();
        if (!problems_.empty()) {
            if (problems_.size() > static_cast<std::size_t>(def::kMaxProblems))
                problems_.resize(static_cast<std::size_t>(def::kMaxProblems));
            return {std::nullopt, std::move(problems_)};
        }
        return {std::move(out_), {}};
    }

private:
    void add(std::string code, std::vector<std::string> args, const Word& at)
    {
        problems_.push_back(problemAt(std::move(code), std::move(args), at.line, at.column));
    }
    void outOfOrder(const Word& key) { add("tws.order", {key.text}, key); }

    // The line has exactly n words (else a problem at its first extra or at its end).
    bool words(const Line& line, std::size_t n)
    {
        if (line.size() == n)
            return true;
        add("tws.word-count",
            {line.front().text, std::to_string(n - 1), std::to_string(line.size() - 1)},
            line.size() > n ? line[n] : line.back());
        return false;
    }
    bool atLeast(const Line& line, std::size_t n)
    {
        if (line.size() >= n)
            return true;
        add("tws.too-few-words", {line.front().text, std::to_string(n - 1)}, line.back());
        return false;
    }

    // A whole number from lo to hi (twsearch reads numbers below 256).
    std::optional<int> number(const Word& w, int lo, int hi)
    {
        int v = 0;
        for (const char c : w.text) {
            if (c < '0' || c > '9') {
                add("tws.not-number", {w.text}, w);
                return std::nullopt;
            }
            v = std::min(v * 10 + (c - '0'), 100000);
        }
        if (v < lo || v > hi) {
            add("import.number-range", {w.text, std::to_string(lo), std::to_string(hi)}, w);
            return std::nullopt;
        }
        return v;
    }

    void addSet(const Line& line)
    {
        for (const SetDef& s : sets_)
            if (s.name == line[1].text) {
                add("tws.set-twice", {s.name}, line[1]);
                return;
            }
        const auto size = number(line[2], 1, 255);
        const auto twists = number(line[3], 1, 127);
        if (size && twists)
            sets_.push_back({line[1].text, *size, *twists, false});
    }

    // Skips to the End of a block that is not read (a problem was already given).
    void skipBlock()
    {
        while (at_ < lines_.size())
            if (lines_[at_++].front().text == "End")
                return;
    }

    // Reads the lines of a block up to its End: per set named in it, what it gives.
    // False when it has a problem (each is added).
    bool readBlock(Block kind, const Word& opening, std::vector<std::optional<Given>>& given)
    {
        given.assign(sets_.size(), std::nullopt);
        const std::size_t before = problems_.size();
        const bool oneBased = kind == Block::Solved || kind == Block::Move;
        const bool wildAllowed = kind == Block::Solved || kind == Block::StartState;
        int current = -1;
        bool lostSet = false;  // numbers after a set name that was wrong: not read
        auto closeSet = [&] {
            if (current >= 0 && given[static_cast<std::size_t>(current)]->lines == 0) {
                const Given& g = *given[static_cast<std::size_t>(current)];
                add("tws.set-without-numbers", {g.at.text}, g.at);
            }
        };
        while (true) {
            if (at_ >= lines_.size()) {
                add("tws.no-end", {opening.text, std::to_string(opening.line)}, opening);
                return false;
            }
            const Line& line = lines_[at_++];
            const Word& first = line.front();
            if (first.text == "End") {
                words(line, 1);
                closeSet();
                break;
            }
            if (startsWithDigit(first.text) || first.text == "?") {
                if (lostSet)
                    continue;
                if (current < 0) {
                    add("tws.numbers-without-set", {}, first);
                    lostSet = true;
                    continue;
                }
                Given& g = *given[static_cast<std::size_t>(current)];
                const SetDef& set = sets_[static_cast<std::size_t>(current)];
                if (g.lines == 2) {
                    add("tws.third-line", {set.name}, first);
                    continue;
                }
                const bool pieces = g.lines == 0;
                ++g.lines;
                if (line.size() != static_cast<std::size_t>(set.size)) {
                    add("tws.set-count",
                        {set.name, std::to_string(set.size), std::to_string(line.size())},
                        line.size() > static_cast<std::size_t>(set.size)
                            ? line[static_cast<std::size_t>(set.size)]
                            : line.back());
                    continue;
                }
                std::vector<int>& into = pieces ? g.pieces : g.twists;
                for (const Word& w : line) {
                    if (w.text == "?") {
                        if (pieces) {
                            add("tws.wild-piece", {}, w);
                        } else if (!wildAllowed) {
                            add("tws.wild-in-move", {}, w);
                        } else {
                            ++g.wild;
                            g.wildAt.resize(into.size() + 1, false);
                            g.wildAt.back() = true;
                            into.push_back(0);
                        }
                        continue;
                    }
                    const int lo = pieces && oneBased ? 1 : 0;
                    const int hi = pieces ? 255 : set.twists - 1;
                    if (const auto v = number(w, lo, hi))
                        into.push_back(*v - lo);
                }
                continue;
            }
            // A keyword of the file's level: this block's End is missing. The line is
            // read again at that level.
            if (isKeyword(first.text)) {
                add("tws.keyword-in-block", {first.text, blockName(kind)}, first);
                --at_;
                return false;
            }
            // A set's name, alone on its line.
            closeSet();
            current = -1;
            lostSet = true;
            if (!words(line, 1))
                continue;
            const auto it = std::find_if(sets_.begin(), sets_.end(),
                                         [&](const SetDef& s) { return s.name == first.text; });
            if (it == sets_.end()) {
                add("tws.unknown-set", {first.text, blockName(kind)}, first);
                continue;
            }
            const auto index = static_cast<std::size_t>(it - sets_.begin());
            if (given[index]) {
                add("tws.set-twice-in-block", {first.text}, first);
                continue;
            }
            given[index] = Given{};
            given[index]->at = first;
            current = static_cast<int>(index);
            lostSet = false;
        }
        return problems_.size() == before;
    }

    void readSolved(Block kind, const Word& opening)
    {
        std::vector<std::optional<Given>> given;
        if (!readBlock(kind, opening, given))
            return;
        const std::size_t before = problems_.size();
        for (std::size_t s = 0; s < sets_.size(); ++s) {
            SetDef& set = sets_[s];
            if (!given[s])
                continue;
            const Given& g = *given[s];
            // Pieces numbered without gaps (identical pieces share a number).
            const int top = *std::max_element(g.pieces.begin(), g.pieces.end());
            std::vector<bool> seen(static_cast<std::size_t>(top) + 1, false);
            for (const int p : g.pieces)
                seen[static_cast<std::size_t>(p)] = true;
            for (int v = 0; v <= top; ++v)
                if (!seen[static_cast<std::size_t>(v)]) {
                    add("import.pieces-gap",
                        {set.name, std::to_string(v + (kind == Block::Solved ? 1 : 0))}, g.at);
                    break;
                }
            // `?` on some pieces: their twists do not count (the goal takes any), which
            // needs them told apart from the pieces whose twists count.
            const auto alikeDiffer = [&] {
                for (std::size_t i = 0; i < g.pieces.size(); ++i)
                    for (std::size_t j = i + 1; j < g.pieces.size(); ++j)
                        if (g.pieces[i] == g.pieces[j] && isWild(g, i) != isWild(g, j))
                            return true;
                return false;
            };
            if (g.wild > 0 && g.wild < set.size && set.twists > 1 && alikeDiffer())
                add("tws.wild-partial", {set.name}, g.at);
            set.wild = g.wild > 0 && g.wild == set.size && set.twists > 1;
        }
        if (problems_.size() != before)
            return;
        for (const SetDef& set : sets_)
            out_.orbits.push_back({set.name, set.size, set.wild ? 1 : set.twists, true});
        const StateLayout layout = layoutOf(out_.orbits);
        out_.solved.assign(static_cast<std::size_t>(layout.size), 0);
        for (std::size_t s = 0; s < sets_.size(); ++s) {
            const auto n = static_cast<std::size_t>(sets_[s].size);
            const auto pieces = static_cast<std::size_t>(layout.pieceAt[s]);
            for (std::size_t i = 0; i < n; ++i)
                out_.solved[pieces + i] = given[s] ? given[s]->pieces[i] : static_cast<int>(i);
            if (layout.twistAt[s] >= 0 && given[s] && !given[s]->twists.empty()) {
                const auto twists = static_cast<std::size_t>(layout.twistAt[s]);
                for (std::size_t i = 0; i < n; ++i) {
                    out_.solved[twists + i] = given[s]->twists[i];
                    if (isWild(*given[s], i)) {
                        out_.anyTwist.resize(out_.solved.size(), false);
                        out_.anyTwist[twists + i] = true;
                    }
                }
            }
        }
        solvedRead_ = true;
    }

    bool nameTaken(const std::string& name) const
    {
        auto named = [&](const model::BaseMove& m) { return m.name == name; };
        return std::any_of(out_.moves.begin(), out_.moves.end(), named) ||
               std::any_of(out_.rotations.begin(), out_.rotations.end(), named) ||
               std::any_of(out_.sequences.begin(), out_.sequences.end(),
                           [&](const auto& s) { return s.first == name; });
    }

    void readMove(Block kind, const Word& opening, const Word& name)
    {
        if (!solvedRead_) {  // the solved state had problems: the orbits are unknown
            skipBlock();
            return;
        }
        if (nameTaken(name.text)) {
            add("tws.move-twice", {name.text}, name);
            skipBlock();
            return;
        }
        std::vector<std::optional<Given>> given;
        if (!readBlock(kind, opening, given))
            return;
        model::BaseMove move;
        move.name = name.text;
        move.effects.resize(sets_.size());
        for (std::size_t s = 0; s < sets_.size(); ++s) {
            if (!given[s])
                continue;
            const Given& g = *given[s];
            const SetDef& set = sets_[s];
            std::vector<bool> seen(static_cast<std::size_t>(set.size), false);
            bool permutation = true;
            for (const int p : g.pieces) {
                if (p >= set.size || seen[static_cast<std::size_t>(p)]) {
                    add("tws.not-permutation",
                        {name.text, set.name, std::to_string(p + (kind == Block::Move ? 1 : 0))},
                        g.at);
                    permutation = false;
                    break;
                }
                seen[static_cast<std::size_t>(p)] = true;
            }
            if (!permutation)
                continue;
            model::OrbitEffect& e = move.effects[s];
            e.from = g.pieces;
            if (!g.twists.empty() && !set.wild && set.twists > 1) {
                e.twist.resize(static_cast<std::size_t>(set.size));
                for (std::size_t i = 0; i < e.twist.size(); ++i)
                    // A Move writes the twist a piece gets, a MoveTransformation the
                    // twist a slot adds.
                    e.twist[i] = kind == Block::Move ? g.twists[static_cast<std::size_t>(e.from[i])]
                                                     : g.twists[i];
            }
        }
        if (isTwsRotation(move.name))
            out_.rotations.push_back(std::move(move));
        else
            out_.moves.push_back(std::move(move));
    }

    void addSequence(const Line& line)
    {
        if (nameTaken(line[1].text)) {
            add("tws.move-twice", {line[1].text}, line[1]);
            return;
        }
        std::vector<std::string> moves;
        for (std::size_t i = 2; i < line.size(); ++i)
            moves.push_back(line[i].text);
        out_.sequences.emplace_back(line[1].text, std::move(moves));
        sequenceAt_.push_back(line);
    }

    // Every name a sequence uses is a move, a power of one (in the power metric, as
    // twsearch names them), a rotation or a name defined before it.
    void checkSequences()
    {
        std::set<std::string> known = namesWithPowers(out_);
        for (std::size_t s = 0; s < out_.sequences.size(); ++s) {
            const Line& line = sequenceAt_[s];
            for (std::size_t i = 2; i < line.size(); ++i)
                if (!known.count(line[i].text))
                    add("tws.unknown-move", {line[i].text}, line[i]);
            known.insert(out_.sequences[s].first);
        }
    }

    std::vector<Line> lines_;
    std::size_t at_ = 0;
    std::vector<SetDef> sets_;
    bool solvedRead_ = false;
    std::vector<Line> sequenceAt_;
    ImportedPuzzle out_;
    Problems problems_;
};

}  // namespace

bool isTwsRotation(std::string_view name)
{
    if (name.empty())
        return false;
    if (name[0] == 'x' || name[0] == 'y' || name[0] == 'z')
        if (name.size() == 1 || (name.size() == 2 && (name[1] == '2' || name[1] == '\'')))
            return true;
    std::size_t i = 0;
    while (i < name.size() && (name[i] == '_' || (name[i] >= 'A' && name[i] <= 'Z')))
        ++i;
    return i > 0 && i + 1 == name.size() && name[i] == 'v';
}

Checked<ImportedPuzzle> readTws(std::string_view text)
{
    if (std::optional<Problem> p = rawTextProblem(text, "tws.nul-byte"))
        return {std::nullopt, {std::move(*p)}};
    return TwsReader(linesOf(text)).run();
}

}  // namespace pl::formats
