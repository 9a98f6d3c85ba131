#!/usr/bin/env bash
# Command 1: install what is missing, build, and launch PuzzleLab.
# Extra arguments go to the program, e.g.  scripts/run.sh --puzzle rotation
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_missing "${BUILD_PACKAGES[@]}"
program="$BUILD_DIR/src/app/puzzlelab"
if build_is_current "$program"; then
    say "The build is current"
else
    configure_and_build
fi
say "Launching $program $*"
exec "$program" "$@"
