// The ui's registries, filled at start-up by one function: the board skins of the
// contest puzzles (their own painters and texts, by key) and the words the program
// shows for those puzzles in place of their definitions' (PuzzleNames). main() calls
// it once QApplication exists, before any window is made; so does the ui tests' start.
#pragma once

namespace pl {

// Registering again replaces what was registered: harmless.
void registerUiParts();

}  // namespace pl
