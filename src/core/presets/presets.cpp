#include "core/presets/presets.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <numbers>
#include <sstream>

#include "core/registry.h"

// The English templates below are source strings of the window's translations too
// (context "pl::Preset"), as in problem_text.cpp: core has no Qt, so the marker is
// only what it marks.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace pl::presets {

namespace {

const std::vector<FamilyInfo>& familyTable()
{
    static const std::vector<FamilyInfo> table = {
        {Family::LightsOut,
         QT_TRANSLATE_NOOP("pl::Preset", "Lights Out"),
         {{QT_TRANSLATE_NOOP("pl::Preset", "Columns"), 2, 10},
          {QT_TRANSLATE_NOOP("pl::Preset", "Rows"), 2, 10},
          {QT_TRANSLATE_NOOP("pl::Preset", "Colours"), 2, 3}}},
        {Family::Sliding,
         QT_TRANSLATE_NOOP("pl::Preset", "Sliding puzzle"),
         {{QT_TRANSLATE_NOOP("pl::Preset", "Columns"), 2, 6},
          {QT_TRANSLATE_NOOP("pl::Preset", "Rows"), 2, 6}}},
        {Family::Loopover,
         QT_TRANSLATE_NOOP("pl::Preset", "Loopover"),
         {{QT_TRANSLATE_NOOP("pl::Preset", "Columns"), 3, 6},
          {QT_TRANSLATE_NOOP("pl::Preset", "Rows"), 3, 6}}},
        {Family::TopSpin,
         QT_TRANSLATE_NOOP("pl::Preset", "TopSpin"),
         {{QT_TRANSLATE_NOOP("pl::Preset", "Discs"), 4, 20},
          {QT_TRANSLATE_NOOP("pl::Preset", "Turnstile"), 2, 19}}},
    };
    return table;
}

// The family's word in keys and in "x-preset".
std::string_view familyWord(Family f)
{
    switch (f) {
    case Family::LightsOut:
        return "lights-out";
    case Family::Sliding:
        return "sliding";
    case Family::Loopover:
        return "loopover";
    case Family::TopSpin:
        return "topspin";
    }
    return {};
}

std::string word(std::string_view english, const Translate& translate)
{
    return translate ? translate(english) : std::string(english);
}

std::string filled(std::string_view english, const Translate& translate,
                   const std::vector<int>& numbers, std::vector<std::string> more = {})
{
    std::vector<std::string> args;
    for (const int n : numbers)
        args.push_back(std::to_string(n));
    args.insert(args.end(), more.begin(), more.end());
    return fillWording(word(english, translate), args);
}

// JSON of one value: strings escaped, numbers as the reader reads them back.
template <typename T>
std::string js(const T& value)
{
    return nlohmann::json(value).dump();
}

// 3 decimals, the precision of the bundled files' coordinates.
double rounded(double v)
{
    const double r = std::round(v * 1000.0) / 1000.0;
    return r == 0.0 ? 0.0 : r;  // no "-0"
}

std::string intList(const std::vector<int>& v)
{
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i)
        out += (i ? ", " : "") + std::to_string(v[i]);
    return out + "]";
}

// The writer of one definition: top-level keys in the order of the bundled files,
// arrays of cells and moves one element a line.
class Writer {
public:
    void key(std::string_view k, const std::string& valueJson)
    {
        lines_.push_back("  " + js(std::string(k)) + ": " + valueJson);
    }
    void list(std::string_view k, const std::vector<std::string>& elements)
    {
        std::string v = "[\n";
        for (std::size_t i = 0; i < elements.size(); ++i)
            v += "    " + elements[i] + (i + 1 < elements.size() ? ",\n" : "\n");
        key(k, v + "  ]");
    }
    [[nodiscard]] std::string text() const
    {
        std::string out = "{\n";
        for (std::size_t i = 0; i < lines_.size(); ++i)
            out += lines_[i] + (i + 1 < lines_.size() ? ",\n" : "\n");
        return out + "}\n";
    }

private:
    std::vector<std::string> lines_;
};

// A coordinate as the bundled files write it: "2", not "2.0".
std::string coordinate(double v)
{
    const double r = rounded(v);
    if (r == std::floor(r) && std::fabs(r) < 1e9)
        return std::to_string(static_cast<long long>(r));
    return js(r);
}

std::string cellJson(const std::string& idJson, double x, double y, std::string_view shape)
{
    return "{\"id\": " + idJson + ", \"x\": " + coordinate(x) + ", \"y\": " + coordinate(y) +
           ", \"shape\": " + js(std::string(shape)) + "}";
}

void head(Writer& w, const Preset& p, const Translate& translate, std::string_view description,
          std::string_view rules, const std::vector<int>& numbers,
          const std::vector<std::string>& more = {})
{
    w.key("puzzlelab", "1");
    w.key("key", js(presetKey(p)));
    w.key("name", js(presetName(p, translate)));
    w.key("description", js(filled(description, translate, numbers, more)));
    w.key("rules", js(filled(rules, translate, numbers, more)));
}

// ------------------------------------------------------------------ Lights Out

std::string lightId(int col, int row)
{
    return std::string(1, char('a' + col)) + std::to_string(row + 1);
}

// Whether all lights on can be switched off (GF(2) elimination over the presses).
bool allOnSolvable(int cols, int rows)
{
    const int n = cols * rows;
    // Row i of the system: which presses toggle light i, and the wanted parity (1).
    std::vector<std::vector<std::uint8_t>> a(std::size_t(n), std::vector<std::uint8_t>(n + 1, 0));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            auto& eq = a[std::size_t(r * cols + c)];
            eq[std::size_t(r * cols + c)] = 1;
            if (c > 0)
                eq[std::size_t(r * cols + c - 1)] = 1;
            if (c + 1 < cols)
                eq[std::size_t(r * cols + c + 1)] = 1;
            if (r > 0)
                eq[std::size_t((r - 1) * cols + c)] = 1;
            if (r + 1 < rows)
                eq[std::size_t((r + 1) * cols + c)] = 1;
            eq[std::size_t(n)] = 1;
        }
    int row = 0;
    for (int col = 0; col < n && row < n; ++col) {
        int pivot = row;
        while (pivot < n && !a[std::size_t(pivot)][std::size_t(col)])
            ++pivot;
        if (pivot == n)
            continue;
        std::swap(a[std::size_t(pivot)], a[std::size_t(row)]);
        for (int r = 0; r < n; ++r)
            if (r != row && a[std::size_t(r)][std::size_t(col)])
                for (int k = col; k <= n; ++k)
                    a[std::size_t(r)][std::size_t(k)] ^= a[std::size_t(row)][std::size_t(k)];
        ++row;
    }
    for (int r = row; r < n; ++r)
        if (a[std::size_t(r)][std::size_t(n)])
            return false;  // 0 = 1
    return true;
}

std::string lightsOut(const Preset& p, const Translate& translate)
{
    const int cols = p.values[0];
    const int rows = p.values[1];
    const int colours = p.values[2];
    Writer w;
    const std::string last = lightId(cols - 1, rows - 1);
    if (colours == 2)
        head(w, p, translate,
             QT_TRANSLATE_NOOP("pl::Preset",
                               "A {0}x{1} board of lights; a press toggles a light and its "
                               "neighbours: switch them all off."),
             QT_TRANSLATE_NOOP(
                 "pl::Preset",
                 "Each square of the {0}x{1} board is a light, on or off. Pressing a square "
                 "toggles it and the squares directly above, below, left and right of it. "
                 "Switch every light off with as few presses as possible. Columns are lettered "
                 "from a on the left and rows numbered from 1 at the top, so a1 is the top-left "
                 "square and {2} the bottom-right one. The order of presses does not matter and "
                 "pressing a square twice undoes it, so an answer presses each square at most "
                 "once and lists the squares row by row from a1; among answers with equally few "
                 "presses the one that comes first in that order is given. On some boards not "
                 "every position can be switched off: the program says so when it cannot."),
             {cols, rows}, {last});
    else
        head(w, p, translate,
             QT_TRANSLATE_NOOP("pl::Preset",
                               "A {0}x{1} board of lights that are off, red or green: switch "
                               "them all off."),
             QT_TRANSLATE_NOOP(
                 "pl::Preset",
                 "Each square of the {0}x{1} board is off, red or green. Pressing a square moves "
                 "it and the squares directly above, below, left and right of it one step along "
                 "off, red, green and back to off. Switch every light off with as few presses as "
                 "possible. Columns are lettered from a on the left and rows numbered from 1 at "
                 "the top, so a1 is the top-left square and {2} the bottom-right one. The order "
                 "of presses does not matter and three presses of one square cancel, so an "
                 "answer presses each square at most twice and lists the presses row by row "
                 "from a1; among answers with equally few presses the one that comes first in "
                 "that order, press by press, is given. On some boards not every position can "
                 "be switched off: the program says so when it cannot."),
             {cols, rows}, {last});
    w.key("kind", js(std::string("dial")));
    w.key("modulus", std::to_string(colours));
    std::vector<std::string> cells;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            cells.push_back(cellJson(js(lightId(c, r)), c, r, "square"));
    w.list("cells", cells);

    // The start: every light on where that can be switched off (the bundled boards),
    // else the board a checkerboard of presses makes, which always can.
    std::vector<int> start(std::size_t(cols * rows), 0);
    if (colours == 2 && allOnSolvable(cols, rows)) {
        std::fill(start.begin(), start.end(), 1);
    } else {
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                if ((r + c) % 2)
                    continue;
                for (const auto& [dc, dr] : {std::pair{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}})
                    if (c + dc >= 0 && c + dc < cols && r + dr >= 0 && r + dr < rows) {
                        int& v = start[std::size_t((r + dr) * cols + c + dc)];
                        v = (v + 1) % colours;
                    }
            }
    }
    w.key("start", intList(start));

    std::vector<std::string> moves;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            // The cells it adds to, in position order (above, left, itself, right, below).
            std::string add;
            for (const auto& [dc, dr] : {std::pair{0, -1}, {-1, 0}, {0, 0}, {1, 0}, {0, 1}})
                if (c + dc >= 0 && c + dc < cols && r + dr >= 0 && r + dr < rows)
                    add += (add.empty() ? "" : ", ") + js(lightId(c + dc, r + dr));
            const std::string id = js(lightId(c, r));
            moves.push_back("{\"name\": " + id + ", \"add\": [" + add + "], \"cell\": " + id + "}");
        }
    w.list("moves", moves);
    w.key("goal", "{\"values\": " + intList(std::vector<int>(std::size_t(cols * rows), 0)) + "}");
    if (colours == 2)
        w.key("view", R"({"palette": {"0": "#263238", "1": "#ffd54f"}, "valueNames": [)" +
                          js(word(QT_TRANSLATE_NOOP("pl::Preset", "off"), translate)) + ", " +
                          js(word(QT_TRANSLATE_NOOP("pl::Preset", "on"), translate)) + "]}");
    else
        w.key("view",
              R"({"palette": {"0": "#263238", "1": "#e53935", "2": "#43a047"}, "valueNames": [)" +
                  js(word(QT_TRANSLATE_NOOP("pl::Preset", "off"), translate)) + ", " +
                  js(word(QT_TRANSLATE_NOOP("pl::Preset", "red"), translate)) + ", " +
                  js(word(QT_TRANSLATE_NOOP("pl::Preset", "green"), translate)) + "]}");
    w.key("x-preset", js(presetTag(p)));
    return w.text();
}

// ------------------------------------------------------------------ sliding

std::string sliding(const Preset& p, const Translate& translate)
{
    const int cols = p.values[0];
    const int rows = p.values[1];
    const int tiles = cols * rows - 1;
    Writer w;
    head(w, p, translate,
         QT_TRANSLATE_NOOP("pl::Preset",
                           "{0} sliding tiles on a {1}x{2} tray: put them in order. Half of "
                           "the arrangements can be solved."),
         QT_TRANSLATE_NOOP(
             "pl::Preset",
             "{0} numbered tiles and one empty square lie on a {1}x{2} tray. A tile next to the "
             "empty square can slide into it; a move is named after the way the empty square "
             "travels: U (up), D (down), L (left), R (right). Bring the tiles into the order 1 "
             "to {0}, row by row from the top-left, with the empty square in the bottom-right "
             "corner, in as few moves as possible; among the shortest answers the first in the "
             "order D, L, R, U, move by move, is given. Only half of all arrangements can be "
             "solved: swapping two tiles of a solvable one makes it unsolvable."),
         {tiles, cols, rows});
    w.key("kind", js(std::string("sliding")));
    std::vector<int> labels(std::size_t(tiles + 1));
    for (int i = 0; i <= tiles; ++i)
        labels[std::size_t(i)] = i;
    w.key("labels", intList(labels));
    std::vector<std::string> cells;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            cells.push_back(cellJson(std::to_string(r * cols + c), c, r, "square"));
    w.list("cells", cells);
    std::vector<int> order(std::size_t(tiles + 1));
    for (int i = 0; i < tiles; ++i)
        order[std::size_t(i)] = i + 1;
    order.back() = 0;
    w.key("start", intList(order));
    w.key("blank", "0");
    w.key("goal", "{\"values\": " + intList(order) + "}");
    w.key("x-preset", js(presetTag(p)));
    return w.text();
}

// ------------------------------------------------------------------ Loopover

// A tile's colour: a hue per column, deeper row by row (the bundled Loopover palettes).
std::string loopoverColour(int col, int row, int cols, int rows)
{
    const double hue = cols > 1 ? col * 223.0 / (cols - 1) : 0.0;
    const double t = rows > 1 ? double(row) / (rows - 1) : 0.0;
    const double s = 0.35 + 0.5 * t;
    const double v = 0.95 - 0.2 * t;
    const double c = v * s;
    const double h = hue / 60.0;
    const double x = c * (1 - std::fabs(std::fmod(h, 2.0) - 1));
    double r = 0, g = 0, b = 0;
    if (h < 1)
        r = c, g = x;
    else if (h < 2)
        r = x, g = c;
    else if (h < 3)
        g = c, b = x;
    else if (h < 4)
        g = x, b = c;
    else if (h < 5)
        r = x, b = c;
    else
        r = c, b = x;
    const double m = v - c;
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", int(std::lround((r + m) * 255)),
                  int(std::lround((g + m) * 255)), int(std::lround((b + m) * 255)));
    return text;
}

std::string loopover(const Preset& p, const Translate& translate)
{
    const int cols = p.values[0];
    const int rows = p.values[1];
    const int n = cols * rows;
    Writer w;
    head(w, p, translate,
         QT_TRANSLATE_NOOP("pl::Preset",
                           "{2} tiles on a {0}x{1} grid whose rows and columns wrap around: put "
                           "them in order."),
         QT_TRANSLATE_NOOP(
             "pl::Preset",
             "{2} numbered tiles fill a {0}x{1} grid. A move shifts a whole row one square to "
             "the right or a whole column one square down, and the tile pushed off the edge "
             "comes back on the other side. Rows are R1 to R{1} from the top, columns C1 to "
             "C{0} from the left; R1' shifts row 1 to the left and C1' shifts column 1 up, each "
             "counting as one move. Bring the tiles into the order 1 to {2}, row by row from the "
             "top-left, in as few moves as possible; among the shortest answers the first in "
             "the order R1, R1', R2, R2', ..., C1, C1', ..., move by move, is given."),
         {cols, rows, n});
    w.key("kind", js(std::string("permutation")));
    std::vector<int> labels(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        labels[std::size_t(i)] = i + 1;
    w.key("labels", intList(labels));
    std::vector<std::string> cells;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            cells.push_back(cellJson(std::to_string(r * cols + c), c, r, "square"));
    w.list("cells", cells);
    w.key("start", intList(labels));
    std::vector<std::string> moves;
    for (int r = 0; r < rows; ++r) {
        std::vector<int> cycle;
        for (int c = 0; c < cols; ++c)
            cycle.push_back(r * cols + c);
        moves.push_back("{\"name\": \"R" + std::to_string(r + 1) + "\", \"cycles\": [" +
                        intList(cycle) + "], \"button\": {\"x\": " + std::to_string(cols) +
                        ", \"y\": " + std::to_string(r) + "}}");
    }
    for (int c = 0; c < cols; ++c) {
        std::vector<int> cycle;
        for (int r = 0; r < rows; ++r)
            cycle.push_back(r * cols + c);
        moves.push_back("{\"name\": \"C" + std::to_string(c + 1) + "\", \"cycles\": [" +
                        intList(cycle) + "], \"button\": {\"x\": " + std::to_string(c) +
                        ", \"y\": " + std::to_string(rows) + "}}");
    }
    w.list("moves", moves);
    w.key("goal", "{\"values\": " + intList(labels) + "}");
    w.key("metric", js(std::string("inverse")));
    std::string palette;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            palette += (palette.empty() ? "" : ", ") + js(std::to_string(r * cols + c + 1)) + ": " +
                       js(loopoverColour(c, r, cols, rows));
    w.key("view", "{\"palette\": {" + palette + "}}");
    w.key("x-preset", js(presetTag(p)));
    return w.text();
}

// ------------------------------------------------------------------ TopSpin

std::string topSpin(const Preset& p, const Translate& translate)
{
    const int n = p.values[0];
    const int k = p.values[1];
    Writer w;
    head(w, p, translate,
         QT_TRANSLATE_NOOP("pl::Preset",
                           "{0} numbered discs on a ring track with a turnstile that reverses "
                           "{1} of them: put them in order."),
         QT_TRANSLATE_NOOP(
             "pl::Preset",
             "{0} numbered discs sit on a ring track. Move R slides every disc one place "
             "clockwise round the track, R' one place anticlockwise. The turnstile at the top "
             "holds {1} neighbouring discs; move F turns it over, which reverses the order of "
             "those {1} discs. Bring the discs into the order 1 to {0} clockwise round the ring, "
             "in as few moves as possible; where on the ring disc 1 ends up does not matter. "
             "Among the shortest answers the first in the order R, R', F, move by move, is "
             "given."),
         {n, k});
    w.key("kind", js(std::string("permutation")));
    std::vector<int> labels(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        labels[std::size_t(i)] = i + 1;
    w.key("labels", intList(labels));
    // Discs as far apart as on the bundled 12-disc ring (radius 2.3), the turnstile's
    // discs centred at the top.
    const double pi = std::numbers::pi;
    const double radius = 2.3 * std::sin(pi / 12) / std::sin(pi / n);
    const double step = 2 * pi / n;
    std::vector<std::string> cells;
    for (int i = 0; i < n; ++i) {
        const double a = -pi / 2 - (k - 1) * step / 2 + i * step;
        cells.push_back(
            cellJson(std::to_string(i), radius * std::cos(a), radius * std::sin(a), "circle"));
    }
    w.list("cells", cells);
    w.key("start", intList(labels));
    std::vector<int> ring(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        ring[std::size_t(i)] = i;
    std::string flips;
    for (int i = 0; i < k / 2; ++i)
        flips += (flips.empty() ? "" : ", ") + intList({i, k - 1 - i});
    const double out = std::round((radius + 1.1) * 10) / 10;
    w.list("moves", {"{\"name\": \"R\", \"cycles\": [" + intList(ring) +
                         "], \"button\": {\"x\": " + coordinate(out) + ", \"y\": 0}}",
                     "{\"name\": \"F\", \"cycles\": [" + flips +
                         "], \"button\": {\"x\": 0, \"y\": " + coordinate(-out) + "}}"});
    std::vector<std::string> goals;
    for (int shift = 0; shift < n; ++shift) {
        std::vector<int> v(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i)
            v[std::size_t(i)] = (i + shift) % n + 1;
        goals.push_back("{\"values\": " + intList(v) + "}");
    }
    std::string anyOf;
    for (const auto& g : goals)
        anyOf += (anyOf.empty() ? "" : ", ") + g;
    w.key("goal", "{\"anyOf\": [" + anyOf + "]}");
    w.key("metric", js(std::string("inverse")));
    std::vector<int> turnstile(static_cast<std::size_t>(k));
    for (int i = 0; i < k; ++i)
        turnstile[std::size_t(i)] = i;
    w.key("view", "{\"regions\": [{\"cells\": " + intList(turnstile) + ", \"style\": \"shade\"}]}");
    w.key("x-preset", js(presetTag(p)));
    return w.text();
}

std::string sizeText(int cols, int rows)
{
    return std::to_string(cols) + "x" + std::to_string(rows);
}

}  // namespace

std::span<const FamilyInfo> families()
{
    return familyTable();
}

const FamilyInfo& familyInfo(Family family)
{
    for (const FamilyInfo& f : familyTable())
        if (f.family == family)
            return f;
    return familyTable().front();
}

std::vector<Preset> offeredPresets(Family family)
{
    switch (family) {
    case Family::LightsOut:
        return {{family, {3, 3, 2}}, {family, {4, 4, 2}}, {family, {5, 5, 2}}, {family, {6, 6, 2}},
                {family, {7, 7, 2}}, {family, {8, 8, 2}}, {family, {9, 9, 2}}, {family, {3, 3, 3}},
                {family, {4, 4, 3}}, {family, {5, 5, 3}}};
    case Family::Sliding:
        return {{family, {2, 2}}, {family, {3, 2}}, {family, {3, 3}}, {family, {4, 3}},
                {family, {4, 4}}, {family, {5, 4}}, {family, {5, 5}}};
    case Family::Loopover:
        return {{family, {3, 3}},
                {family, {4, 3}},
                {family, {4, 4}},
                {family, {5, 5}},
                {family, {6, 6}}};
    case Family::TopSpin:
        return {{family, {6, 4}},  {family, {8, 4}},  {family, {10, 4}},
                {family, {12, 4}}, {family, {16, 4}}, {family, {20, 4}}};
    }
    return {};
}

Problems checkPreset(const Preset& preset)
{
    const FamilyInfo& info = familyInfo(preset.family);
    if (preset.values.size() != info.parameters.size())
        return {
            Problem{"preset.parameter-count",
                    {std::to_string(info.parameters.size()), std::to_string(preset.values.size())},
                    {}}};
    Problems problems;
    for (std::size_t i = 0; i < info.parameters.size(); ++i) {
        const Parameter& par = info.parameters[i];
        if (preset.values[i] < par.min || preset.values[i] > par.max)
            problems.push_back(Problem{"preset.parameter",
                                       {std::string(par.name), std::to_string(preset.values[i]),
                                        std::to_string(par.min), std::to_string(par.max)},
                                       {}});
    }
    if (problems.empty() && preset.family == Family::TopSpin &&
        preset.values[1] >= preset.values[0])
        problems.push_back(
            Problem{"preset.turnstile",
                    {std::to_string(preset.values[1]), std::to_string(preset.values[0])},
                    {}});
    return problems;
}

std::optional<std::string> bundledKey(const Preset& p)
{
    const auto is = [&](Family f, std::vector<int> v) { return p == Preset{f, std::move(v)}; };
    for (const int n : {3, 4, 5})
        if (is(Family::LightsOut, {n, n, 2}))
            return "lights-out-" + std::to_string(n);
    if (is(Family::LightsOut, {3, 3, 3}))
        return "lights-out-3-colours";
    if (is(Family::Sliding, {3, 2}))
        return "five-puzzle";
    if (is(Family::Sliding, {3, 3}))
        return "eight-puzzle";
    if (is(Family::Sliding, {4, 4}))
        return "fifteen-puzzle";
    if (is(Family::Loopover, {3, 3}))
        return "loopover-3";
    if (is(Family::Loopover, {4, 4}))
        return "loopover-4";
    if (is(Family::TopSpin, {12, 4}))
        return "topspin";
    return std::nullopt;
}

std::string presetKey(const Preset& p)
{
    if (const auto bundled = bundledKey(p))
        return *bundled;
    std::string key(familyWord(p.family));
    switch (p.family) {
    case Family::LightsOut:
        key += "-" + sizeText(p.values[0], p.values[1]);
        if (p.values[2] != 2)
            key += "-" + std::to_string(p.values[2]) + "-colours";
        return key;
    case Family::Sliding:
    case Family::Loopover:
        return key + "-" + sizeText(p.values[0], p.values[1]);
    case Family::TopSpin:
        return key + "-" + std::to_string(p.values[0]) + "-" + std::to_string(p.values[1]);
    }
    return key;
}

std::string presetTag(const Preset& p)
{
    const FamilyInfo& info = familyInfo(p.family);
    std::string tag(familyWord(p.family));
    for (std::size_t i = 0; i < info.parameters.size() && i < p.values.size(); ++i) {
        std::string name(info.parameters[i].name);
        std::transform(name.begin(), name.end(), name.begin(),
                       [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; });
        tag += " " + name + "=" + std::to_string(p.values[i]);
    }
    return tag;
}

std::optional<Preset> presetOfTag(std::string_view tag)
{
    // The exact text presetTag writes: the family, then "name=value" per parameter.
    for (const FamilyInfo& info : familyTable()) {
        if (tag.substr(0, familyWord(info.family).size()) != familyWord(info.family))
            continue;
        Preset p{info.family, {}};
        std::istringstream in{std::string(tag)};
        std::string family;
        in >> family;
        for (std::string item; in >> item;) {
            const auto eq = item.find('=');
            if (eq == std::string::npos || eq + 1 == item.size() || item.size() - eq > 4)
                return std::nullopt;
            int v = 0;
            const char* first = item.data() + eq + 1;
            const char* last = item.data() + item.size();
            const auto [end, error] = std::from_chars(first, last, v);
            if (error != std::errc() || end != last)
                return std::nullopt;
            p.values.push_back(v);
        }
        if (family != familyWord(info.family) || !checkPreset(p).empty() || presetTag(p) != tag)
            return std::nullopt;
        return p;
    }
    return std::nullopt;
}

std::string presetName(const Preset& p, const Translate& translate)
{
    switch (p.family) {
    case Family::LightsOut:
        return p.values[2] == 2
                   ? filled(QT_TRANSLATE_NOOP("pl::Preset", "Lights Out {0}x{1}"), translate,
                            {p.values[0], p.values[1]})
                   : filled(QT_TRANSLATE_NOOP("pl::Preset", "Lights Out {0}x{1}, three colours"),
                            translate, {p.values[0], p.values[1]});
    case Family::Sliding:
        return filled(QT_TRANSLATE_NOOP("pl::Preset", "{0}-puzzle ({1}x{2})"), translate,
                      {p.values[0] * p.values[1] - 1, p.values[0], p.values[1]});
    case Family::Loopover:
        return filled(QT_TRANSLATE_NOOP("pl::Preset", "Loopover {0}x{1}"), translate,
                      {p.values[0], p.values[1]});
    case Family::TopSpin:
        return filled(QT_TRANSLATE_NOOP("pl::Preset", "TopSpin {0}, turnstile of {1}"), translate,
                      {p.values[0], p.values[1]});
    }
    return {};
}

std::string definitionText(const Preset& p, const Translate& translate)
{
    switch (p.family) {
    case Family::LightsOut:
        return lightsOut(p, translate);
    case Family::Sliding:
        return sliding(p, translate);
    case Family::Loopover:
        return loopover(p, translate);
    case Family::TopSpin:
        return topSpin(p, translate);
    }
    return {};
}

Checked<std::filesystem::path> writePreset(const std::filesystem::path& folder,
                                           const Preset& preset, const Translate& translate)
{
    if (Problems problems = checkPreset(preset); !problems.empty())
        return {std::nullopt, std::move(problems)};
    if (folder.empty())
        return {std::nullopt, {Problem{"file.no-user-folder", {}, {}}}};
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    if (ec)
        return {std::nullopt,
                {Problem{"file.cannot-create-folder", {folder.string(), ec.message()}, {}}}};
    const std::string key = presetKey(preset);
    const std::filesystem::path path = folder / (key + ".puzzle.json");
    // Asked for before: the file of this size is the puzzle (perhaps edited since).
    if (std::filesystem::exists(path, ec)) {
        const Checked<PuzzleEntry> there = loadDefinitionFile(path);
        if (there) {
            const auto tag = there.value->def().extensions.find("x-preset");
            if (tag != there.value->def().extensions.end() && presetOfTag(tag->second) == preset)
                return {path, {}};
        }
        return {std::nullopt, {Problem{"preset.name-taken", {path.string()}, {}}}};
    }
    const std::string text = definitionText(preset, translate);
    // "x": fails when the file exists, so nothing is ever overwritten.
    std::FILE* f = std::fopen(path.c_str(), "wx");
    if (!f)
        return {std::nullopt, {Problem{"file.cannot-write", {std::strerror(errno)}, {}}}};
    const bool written = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    const int writeErrno = errno;
    const bool closed = std::fclose(f) == 0;
    if (!written || !closed) {
        const int err = !written ? writeErrno : errno;
        std::filesystem::remove(path, ec);  // no half-written file left behind
        return {std::nullopt, {Problem{"file.cannot-write", {std::strerror(err)}, {}}}};
    }
    return {path, {}};
}

}  // namespace pl::presets
