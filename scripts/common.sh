# Shared by the scripts: install what is missing, configure and build.
# Idempotent: packages already present are not touched, an existing build is reused.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$ROOT/build}"
BUILD_TYPE="${BUILD_TYPE:-Release}"

# Debian 12 packages, by what needs them; each script installs only its own lists.
# Build and run the app (Qt, the JSON reader, the Chinese font and Qt's translations):
BUILD_PACKAGES=(cmake ninja-build g++ pkg-config
                qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libqt6svg6
                qt6-translations-l10n fonts-noto-cjk fonts-dejavu-core
                nlohmann-json3-dev)
# The test suite (headless, offscreen): GNU time for the memory budgets, Noto Sans
# Mono as the monospace font, which Qt does not flag fixed-pitch (tests must not care),
# and Python for the cross-check against the reference solver (tests/tools).
TEST_PACKAGES=(time fonts-noto-mono python3)
# The Debian package and its check: shlibdeps, strip, validators, lintian, the manual
# pages (help2man) and the PNG icons (rsvg-convert).
PACKAGE_PACKAGES=(dpkg-dev file binutils desktop-file-utils appstream lintian help2man librsvg2-bin)
# scripts/fuzz.sh builds with clang and libFuzzer.
FUZZ_PACKAGES=(clang libclang-rt-14-dev)
# The sanitizer runtimes: SANITIZE=1 scripts/test.sh and scripts/tsan.sh.
ASAN_PACKAGES=(libasan8 libubsan1)
TSAN_PACKAGES=(libtsan2)

# CI turns warnings into errors; a user's build only shows them.
CMAKE_CI_ARGS=()
if [ "${CI:-}" = true ]; then
    CMAKE_CI_ARGS=(-DCMAKE_COMPILE_WARNING_AS_ERROR=ON)
fi

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# install_missing PACKAGE... : installs those of the named packages that are missing.
install_missing() {
    # One dpkg-query for all of them (one call per package took most of a second).
    local missing=() installed
    # dpkg-query exits 1 when it has never heard of a package (a fresh machine): that
    # is an answer here, not a failure, so it must not end the script under pipefail.
    installed=$({ dpkg-query -W -f='${Package} ${Status}\n' "$@" 2>/dev/null || true; } |
        awk '$2 == "install" && $3 == "ok" && $4 == "installed" {print $1}')
    for p in "$@"; do
        if ! grep -qx -- "$p" <<<"$installed"; then
            missing+=("$p")
        fi
    done
    if [ ${#missing[@]} -eq 0 ]; then
        say "All $# required packages are installed"
        return
    fi
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "Need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
        sudo="sudo"
    fi
    say "Installing missing packages: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# build_is_current PROGRAM : true when PROGRAM exists, the last configure_and_build of
# this build directory succeeded for this checkout and build type, and nothing a build
# is made from (sources, forms, resources, translations, CMake files) changed since:
# then launching needs neither a cmake run nor a build step. The time of that last
# build is a stamp of its own: a change that relinks nothing (a comment, a file of
# another program) leaves the program older than its sources for good.
build_is_current() {
    local program="$1" cache="$BUILD_DIR/CMakeCache.txt" stamp="$BUILD_DIR/.built-stamp"
    [ -x "$program" ] && [ -f "$BUILD_DIR/build.ninja" ] && [ -f "$cache" ] && [ -f "$stamp" ] ||
        return 1
    grep -qx "CMAKE_BUILD_TYPE:STRING=$BUILD_TYPE" "$cache" || return 1
    grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$ROOT" "$cache" || return 1
    if [ "${CI:-}" = true ]; then
        grep -qx 'CMAKE_COMPILE_WARNING_AS_ERROR:[A-Z]*=ON' "$cache" || return 1
    fi
    # A file added or removed changes no mtime of the files themselves: compare the list.
    local sources
    sources=$(cd "$ROOT" && find src tests forms resources -type f | LC_ALL=C sort | md5sum)
    [ -f "$BUILD_DIR/.source-list" ] && [ "$(cat "$BUILD_DIR/.source-list")" = "$sources" ] ||
        return 1
    [ -z "$(cd "$ROOT" && find src forms resources translations CMakeLists.txt \
        -newer "$stamp" -print -quit)" ]
}

configure_and_build() {
    say "Configuring ($BUILD_TYPE) in $BUILD_DIR"
    cmake -S "$ROOT" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE="$BUILD_TYPE" \
        "${CMAKE_CI_ARGS[@]}" "$@"
    # CMake 3.25's AUTOMOC misses headers added to an existing build (after a pull):
    # when the set of source files changed, make every autogen step look again.
    local sources stamp="$BUILD_DIR/.source-list"
    sources=$(cd "$ROOT" && find src tests forms resources -type f | LC_ALL=C sort | md5sum)
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" != "$sources" ]; then
        say "Source files were added or removed: refreshing the moc/uic steps"
        find "$BUILD_DIR" -path '*_autogen/timestamp' -delete
        find "$BUILD_DIR" -name ParseCache.txt -path '*_autogen*' -delete
    fi
    echo "$sources" > "$stamp"
    say "Building"
    # The stamp is taken before the build: a file saved while it runs is newer, and
    # the next launch builds again.
    local started="$BUILD_DIR/.built-stamp.new"
    touch "$started"
    cmake --build "$BUILD_DIR" --parallel "$(nproc)"
    mv "$started" "$BUILD_DIR/.built-stamp"
}
