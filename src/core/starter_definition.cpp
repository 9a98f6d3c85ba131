#include "core/starter_definition.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <set>
#include <system_error>

#include "core/registry.h"

namespace pl {

namespace {

// @KEY@ and @NAME@ are filled in. The examples were computed with puzzlelab-solve (the
// bfs, table and linear engines give the same answers) and are checked against the
// solver by tests/core/tst_starter_definition.cpp.
constexpr std::string_view kTemplate = R"json({
  "x-about": "A puzzle definition for PuzzleLab (format 1). Edit it and open it again: the program reads it, draws it, plays it and solves it. Keys that start with x- (like this one) are notes for you; the program skips them. A missing comma or an unknown key is reported with its line and column.",
  "puzzlelab": 1,
  "x-about-key": "The key names the puzzle on the command line and in solution files: lower-case letters, digits and -, unique in your library.",
  "key": "@KEY@",
  "name": "@NAME@",
  "x-about-texts": "name, description (one line), rules (a paragraph on how to play) and source are shown as you write them.",
  "description": "Lights Out on a 3x3 board: a press toggles a light and its neighbours; switch them all off.",
  "rules": "Each square is a light, on or off. Pressing a square toggles it and the squares directly above, below, left and right of it. Switch every light off with as few presses as possible. Columns are lettered a to c from the left, rows numbered 1 to 3 from the top.",
  "source": "A starter definition made by PuzzleLab from its template.",
  "x-about-kind": "dial: every cell holds a number 0 .. modulus-1 and moves add to cells. The other kinds are permutation (moves carry labels along cycles of cells) and sliding (tiles slide into the blank).",
  "kind": "dial",
  "x-about-modulus": "2: each light is off (0) or on (1), and adding 1 twice gives 0 again. With 3 the lights take three colours (then give valueNames and palette a third entry).",
  "modulus": 2,
  "x-about-cells": "One entry per cell: an id (a string or a number) and where its centre is drawn (x to the right, y downwards). shape is dial, square or circle. The order of this list is the order of the numbers in a position.",
  "cells": [
    {"id": "a1", "x": 0, "y": 0, "shape": "square"},
    {"id": "b1", "x": 1, "y": 0, "shape": "square"},
    {"id": "c1", "x": 2, "y": 0, "shape": "square"},
    {"id": "a2", "x": 0, "y": 1, "shape": "square"},
    {"id": "b2", "x": 1, "y": 1, "shape": "square"},
    {"id": "c2", "x": 2, "y": 1, "shape": "square"},
    {"id": "a3", "x": 0, "y": 2, "shape": "square"},
    {"id": "b3", "x": 1, "y": 2, "shape": "square"},
    {"id": "c3", "x": 2, "y": 2, "shape": "square"}
  ],
  "x-about-start": "The position the puzzle opens with: one value per cell, in the order of cells.",
  "start": [0, 1, 0, 1, 0, 1, 0, 1, 0],
  "x-about-moves": "Each move has a name and adds 1 (modulo the modulus) to the cells it lists; {\"a1\": 1, \"b1\": 2} adds other amounts. cell: clicking that cell plays the move. The order of the list breaks ties between equally short answers.",
  "moves": [
    {"name": "a1", "add": ["a1", "b1", "a2"], "cell": "a1"},
    {"name": "b1", "add": ["a1", "b1", "c1", "b2"], "cell": "b1"},
    {"name": "c1", "add": ["b1", "c1", "c2"], "cell": "c1"},
    {"name": "a2", "add": ["a1", "a2", "b2", "a3"], "cell": "a2"},
    {"name": "b2", "add": ["b1", "a2", "b2", "c2", "b3"], "cell": "b2"},
    {"name": "c2", "add": ["c1", "b2", "c2", "c3"], "cell": "c2"},
    {"name": "a3", "add": ["a2", "a3", "b3"], "cell": "a3"},
    {"name": "b3", "add": ["b2", "a3", "b3", "c3"], "cell": "b3"},
    {"name": "c3", "add": ["c2", "b3", "c3"], "cell": "c3"}
  ],
  "x-about-goal": "The position to reach: here every light off. A value of null means any value; {\"anyOf\": [...]} accepts several goals.",
  "goal": {"values": [0, 0, 0, 0, 0, 0, 0, 0, 0]},
  "x-about-view": "How cells are drawn: palette gives a colour per value, valueNames a word per value (shown on the board and in tooltips).",
  "view": {"palette": {"0": "#263238", "1": "#ffd54f"}, "valueNames": ["off", "on"]},
  "x-about-examples": "Positions with their shortest answer (move names separated by spaces), as a check: solving them must give these answers. When you change the moves, solve the positions again and write the new answers here, or remove the examples.",
  "examples": [
    {"position": [0, 1, 0, 1, 0, 1, 0, 1, 0], "moves": "b1 a2 c2 b3"},
    {"position": [0, 1, 0, 1, 1, 1, 0, 1, 0], "moves": "b2"},
    {"position": [1, 0, 0, 0, 0, 0, 0, 0, 0], "moves": "a1 c1 c2 a3 b3"}
  ]
}
)json";

void replaceAll(std::string& text, std::string_view what, std::string_view with)
{
    for (std::size_t at = text.find(what); at != std::string::npos;
         at = text.find(what, at + with.size()))
        text.replace(at, what.size(), with);
}

// The inside of a JSON string: quotes, backslashes and control characters escaped.
std::string jsonEscaped(std::string_view text)
{
    std::string out;
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\u00";
            out += kHex[(c >> 4) & 0xf];
            out += kHex[c & 0xf];
        } else {
            out += c;
        }
    }
    return out;
}

}  // namespace

std::string starterDefinitionText(std::string_view key, std::string_view name)
{
    std::string text(kTemplate);
    replaceAll(text, "@KEY@", jsonEscaped(key));
    replaceAll(text, "@NAME@", jsonEscaped(name));
    return text;
}

Checked<std::filesystem::path> writeStarterDefinition(const std::filesystem::path& folder)
{
    if (folder.empty())  // userPuzzleFolder() could not tell one
        return {std::nullopt, {Problem{"file.no-user-folder", {}, {}}}};
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    if (ec)
        return {std::nullopt,
                {Problem{"file.cannot-create-folder", {folder.string(), ec.message()}, {}}}};
    // Keys already in use: the bundled ones and those of the folder's definitions.
    std::set<std::string> taken;
    Registry registry = Registry::bundled();
    (void)registry.addFolder(folder);
    for (const auto& e : registry.entries())
        taken.insert(e->key());

    constexpr int kMaxTries = 9999;
    for (int n = 1; n <= kMaxTries; ++n) {
        const std::string key = n == 1 ? "my-puzzle" : "my-puzzle-" + std::to_string(n);
        if (taken.count(key))
            continue;
        const std::filesystem::path path = folder / (key + ".puzzle.json");
        // "x": fails when the file exists, so nothing is ever overwritten (not even
        // a file made a moment ago by someone else).
        std::FILE* f = std::fopen(path.c_str(), "wx");
        if (!f) {
            if (errno == EEXIST)
                continue;
            return {std::nullopt, {Problem{"file.cannot-write", {std::strerror(errno)}, {}}}};
        }
        const std::string name = n == 1 ? "My puzzle" : "My puzzle " + std::to_string(n);
        const std::string text = starterDefinitionText(key, name);
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
    return {std::nullopt, {Problem{"file.no-free-name", {folder.string()}, {}}}};
}

}  // namespace pl
