#!/usr/bin/env bash
# Command 1: install what is missing, build, and launch PuzzleLab.
# Extra arguments go to the program, e.g.  scripts/run.sh --puzzle rotation
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_missing "${BUILD_PACKAGES[@]}"
configure_and_build
say "Launching $BUILD_DIR/src/app/puzzlelab $*"
exec "$BUILD_DIR/src/app/puzzlelab" "$@"
