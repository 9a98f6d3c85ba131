// Small puzzle definitions (SPEC 7) written for the tests of the definition reader:
// one per kind and form, the base texts the bad-definition rows of tst_bad_input
// change. Written by hand from SPEC 1 and 7, not taken from the bundled files.
#pragma once

namespace samples {

// Dial, modulus 2, string ids, clicking a cell plays its move.
inline constexpr const char* kLightsOut = R"({
  "puzzlelab": 1,
  "key": "lights-out-3",
  "name": "Lights Out 3x3",
  "description": "Switch every light off.",
  "kind": "dial",
  "modulus": 2,
  "cells": [
    {"id": "a", "x": 0, "y": 0}, {"id": "b", "x": 1, "y": 0}, {"id": "c", "x": 2, "y": 0},
    {"id": "d", "x": 0, "y": 1}, {"id": "e", "x": 1, "y": 1}, {"id": "f", "x": 2, "y": 1},
    {"id": "g", "x": 0, "y": 2}, {"id": "h", "x": 1, "y": 2}, {"id": "i", "x": 2, "y": 2}
  ],
  "moves": [
    {"name": "a", "cell": "a", "add": ["a", "b", "d"]},
    {"name": "b", "cell": "b", "add": ["a", "b", "c", "e"]},
    {"name": "c", "cell": "c", "add": ["b", "c", "f"]},
    {"name": "d", "cell": "d", "add": ["a", "d", "e", "g"]},
    {"name": "e", "cell": "e", "add": ["b", "d", "e", "f", "h"]},
    {"name": "f", "cell": "f", "add": ["c", "e", "f", "i"]},
    {"name": "g", "cell": "g", "add": ["d", "g", "h"]},
    {"name": "h", "cell": "h", "add": ["e", "g", "h", "i"]},
    {"name": "i", "cell": "i", "add": ["f", "h", "i"]}
  ],
  "view": {"valueNames": ["off", "on"]}
}
)";

// The Clocks (SPEC 1.1) as a dial puzzle: modulus 4, nine `add` lists; move 9 is
// written in the object form with amounts that reduce modulo 4 (5 = 1, -3 = 1).
inline constexpr const char* kClocks = R"({
  "puzzlelab": 1,
  "key": "clocks",
  "name": "The Clocks",
  "source": "IOI 1994",
  "kind": "dial",
  "modulus": 4,
  "cells": [
    {"id": "A", "x": 0, "y": 0, "shape": "dial"}, {"id": "B", "x": 1, "y": 0, "shape": "dial"},
    {"id": "C", "x": 2, "y": 0, "shape": "dial"}, {"id": "D", "x": 0, "y": 1, "shape": "dial"},
    {"id": "E", "x": 1, "y": 1, "shape": "dial"}, {"id": "F", "x": 2, "y": 1, "shape": "dial"},
    {"id": "G", "x": 0, "y": 2, "shape": "dial"}, {"id": "H", "x": 1, "y": 2, "shape": "dial"},
    {"id": "I", "x": 2, "y": 2, "shape": "dial"}
  ],
  "moves": [
    {"name": "1", "add": ["A", "B", "D", "E"]},
    {"name": "2", "add": ["A", "B", "C"]},
    {"name": "3", "add": ["B", "C", "E", "F"]},
    {"name": "4", "add": ["A", "D", "G"]},
    {"name": "5", "add": ["B", "D", "E", "F", "H"]},
    {"name": "6", "add": ["C", "F", "I"]},
    {"name": "7", "add": ["D", "E", "G", "H"]},
    {"name": "8", "add": ["G", "H", "I"]},
    {"name": "9", "add": {"E": 5, "F": 1, "H": -3, "I": 1}}
  ],
  "separator": " ",
  "view": {"valueNames": ["12", "3", "6", "9"]},
  "examples": [{"position": [3, 3, 0, 2, 2, 2, 2, 1, 2], "moves": "4 5 8 9"}]
}
)";

// Magic Squares (SPEC 1.2): permutation, integer ids in the clockwise reading order,
// an editable full values goal.
inline constexpr const char* kMsquare = R"({
  "puzzlelab": 1,
  "key": "msquare",
  "name": "Magic Squares",
  "kind": "permutation",
  "cells": [
    {"id": 0, "x": 0, "y": 0}, {"id": 1, "x": 1, "y": 0}, {"id": 2, "x": 2, "y": 0},
    {"id": 3, "x": 3, "y": 0}, {"id": 4, "x": 3, "y": 1}, {"id": 5, "x": 2, "y": 1},
    {"id": 6, "x": 1, "y": 1}, {"id": 7, "x": 0, "y": 1}
  ],
  "labels": [1, 2, 3, 4, 5, 6, 7, 8],
  "start": [1, 2, 3, 4, 5, 6, 7, 8],
  "moves": [
    {"name": "A", "cycles": [[0, 7], [1, 6], [2, 5], [3, 4]]},
    {"name": "B", "cycles": [[0, 1, 2, 3], [5, 4, 7, 6]]},
    {"name": "C", "cycles": [[1, 2, 5, 6]], "button": {"x": 1.5, "y": 0.5}}
  ],
  "goal": {"values": [1, 2, 3, 4, 5, 6, 7, 8]},
  "editableGoal": true,
  "examples": [
    {"position": [1, 2, 3, 4, 5, 6, 7, 8], "goal": [2, 6, 8, 4, 5, 7, 3, 1], "moves": "BCABCCB"}
  ]
}
)";

// The Rotation Game (SPEC 1.3): 24 integer ids, labels 1..3 eight times each, the
// centre as a uniform goal.
inline constexpr const char* kRotation = R"({
  "puzzlelab": 1,
  "key": "rotation",
  "name": "The Rotation Game",
  "kind": "permutation",
  "cells": [
    {"id": 0, "x": 2, "y": 0}, {"id": 1, "x": 4, "y": 0}, {"id": 2, "x": 2, "y": 1},
    {"id": 3, "x": 4, "y": 1}, {"id": 4, "x": 0, "y": 2}, {"id": 5, "x": 1, "y": 2},
    {"id": 6, "x": 2, "y": 2}, {"id": 7, "x": 3, "y": 2}, {"id": 8, "x": 4, "y": 2},
    {"id": 9, "x": 5, "y": 2}, {"id": 10, "x": 6, "y": 2}, {"id": 11, "x": 2, "y": 3},
    {"id": 12, "x": 4, "y": 3}, {"id": 13, "x": 0, "y": 4}, {"id": 14, "x": 1, "y": 4},
    {"id": 15, "x": 2, "y": 4}, {"id": 16, "x": 3, "y": 4}, {"id": 17, "x": 4, "y": 4},
    {"id": 18, "x": 5, "y": 4}, {"id": 19, "x": 6, "y": 4}, {"id": 20, "x": 2, "y": 5},
    {"id": 21, "x": 4, "y": 5}, {"id": 22, "x": 2, "y": 6}, {"id": 23, "x": 4, "y": 6}
  ],
  "labels": [1, 2, 3],
  "start": [1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3],
  "moves": [
    {"name": "A", "cycles": [[0, 22, 20, 15, 11, 6, 2]]},
    {"name": "B", "cycles": [[1, 23, 21, 17, 12, 8, 3]]},
    {"name": "C", "cycles": [[10, 4, 5, 6, 7, 8, 9]]},
    {"name": "D", "cycles": [[19, 13, 14, 15, 16, 17, 18]]},
    {"name": "E", "cycles": [[23, 1, 3, 8, 12, 17, 21]]},
    {"name": "F", "cycles": [[22, 0, 2, 6, 11, 15, 20]]},
    {"name": "G", "cycles": [[13, 19, 18, 17, 16, 15, 14]]},
    {"name": "H", "cycles": [[4, 10, 9, 8, 7, 6, 5]]}
  ],
  "goal": {"uniform": [6, 7, 8, 11, 12, 15, 16, 17]},
  "view": {
    "palette": {"1": "#d03030", "2": "#30a040", "3": "#3050d0"},
    "regions": [{"cells": [6, 7, 8, 11, 12, 15, 16, 17], "style": "shade"}]
  },
  "examples": [
    {"position": [1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3],
     "moves": "AC"}
  ]
}
)";

// A 2x3 sliding puzzle with its own move order, extension keys at several levels and
// a goal that accepts either of two patterns.
inline constexpr const char* kSliding = R"({
  "puzzlelab": 1,
  "key": "slide-2x3",
  "name": "Sliding 2x3",
  "kind": "sliding",
  "x-author": "tests",
  "cells": [
    {"id": "a", "x": 0, "y": 0}, {"id": "b", "x": 1, "y": 0}, {"id": "c", "x": 2, "y": 0},
    {"id": "d", "x": 0, "y": 1}, {"id": "e", "x": 1, "y": 1}, {"id": "f", "x": 2, "y": 1, "x-note": 1}
  ],
  "labels": [0, 1, 2, 3, 4, 5],
  "blank": 0,
  "start": [1, 2, 3, 4, 5, 0],
  "moveOrder": ["U", "L", "R", "D"],
  "goal": {"anyOf": [{"values": [1, 2, 3, 4, 5, 0]}, {"values": [0, null, null, null, null, 1]}]},
  "view": {"labelText": {"0": ""}, "x-theme": "dark"}
}
)";

// Stickers with pieces (SPEC 8.2): two corners of three stickers and a centre; X swaps
// the corners, T turns corner A in place.
inline constexpr const char* kPieces = R"({
  "puzzlelab": 1,
  "key": "two-corners",
  "name": "Two corners",
  "kind": "permutation",
  "cells": [
    {"id": "a1", "x": 0, "y": 0, "piece": "A"}, {"id": "a2", "x": 1, "y": 0, "piece": "A"},
    {"id": "a3", "x": 0, "y": 1, "piece": "A"}, {"id": "b1", "x": 3, "y": 0, "piece": "B"},
    {"id": "b2", "x": 4, "y": 0, "piece": "B"}, {"id": "b3", "x": 3, "y": 1, "piece": "B"},
    {"id": "c", "x": 2, "y": 2}
  ],
  "labels": [0, 1, 2, 3, 4, 5, 6],
  "start": [0, 1, 2, 3, 4, 5, 6],
  "moves": [
    {"name": "X", "cycles": [["a1", "b1"], ["a2", "b2"], ["a3", "b3"]]},
    {"name": "T", "cycles": [["a1", "a2", "a3"]]}
  ],
  "goal": {"values": [0, 1, 2, 3, 4, 5, 6]},
  "examples": [{"position": [3, 4, 5, 2, 0, 1, 6], "moves": "XTT"}]
}
)";

}  // namespace samples
