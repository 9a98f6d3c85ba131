#!/usr/bin/env bash
# Command 2: install what is missing, build, and run every test with CTest.
# Exits non-zero when any test fails. Widget tests run headless (offscreen).
# SANITIZE=1 builds with AddressSanitizer + UndefinedBehaviorSanitizer in build-asan.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
extra=()
packages=("${BUILD_PACKAGES[@]}" "${TEST_PACKAGES[@]}")
if [ "${SANITIZE:-0}" = 1 ]; then
    BUILD_DIR="${BUILD_DIR_ASAN:-$ROOT/build-asan}"
    BUILD_TYPE=RelWithDebInfo
    extra+=(-DPUZZLELAB_SANITIZE=ON)
    packages+=("${ASAN_PACKAGES[@]}")
fi
install_missing "${packages[@]}"
configure_and_build "${extra[@]}"
say "Running the test suite"
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(nproc)" --timeout 1200
