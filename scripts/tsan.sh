#!/usr/bin/env bash
# Runs tests/tsan (the engines and shared tables from several threads) under
# ThreadSanitizer: installs what is missing, configures build-tsan (core only,
# -DPUZZLELAB_TSAN=ON), builds and runs it with CTest. Any TSan report fails it.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
BUILD_DIR="${BUILD_DIR_TSAN:-$ROOT/build-tsan}"
BUILD_TYPE=RelWithDebInfo
install_missing "${BUILD_PACKAGES[@]}" "${TSAN_PACKAGES[@]}"
configure_and_build -DPUZZLELAB_CORE_ONLY=ON -DPUZZLELAB_TSAN=ON
say "Running the thread tests under ThreadSanitizer"
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
ctest --test-dir "$BUILD_DIR" --output-on-failure --timeout 600
