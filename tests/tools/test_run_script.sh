#!/usr/bin/env bash
# scripts/run.sh launches at once when the build is current (issue 23, point 17): no
# cmake run, no build step; it still configures and builds when a source changed or a
# file was added. Runs the real scripts in a scratch checkout whose cmake and
# dpkg-query are stand-ins that log their calls (nothing is installed or built).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
root="$scratch/checkout"
mkdir -p "$root"/{src/app,tests,forms,resources,translations} "$scratch/bin"
cp -r "$here/scripts" "$root/scripts"
echo 'project(x)' >"$root/CMakeLists.txt"
echo 'int main() {}' >"$root/src/app/main.cpp"
echo '<ui/>' >"$root/forms/a.ui"
echo x >"$root/resources/a.qrc"
echo x >"$root/tests/a.cpp"
log="$scratch/calls.log"

# Every package counts as installed.
cat >"$scratch/bin/dpkg-query" <<'SH'
#!/usr/bin/env bash
for p in "$@"; do case "$p" in -*|'${'*) ;; *) echo "$p install ok installed";; esac; done
SH
# cmake: configuring writes a cache and build.ninja; building writes the program.
cat >"$scratch/bin/cmake" <<SH
#!/usr/bin/env bash
echo "cmake \$*" >>"$log"
if [ "\$1" = --build ]; then
    # Like ninja: the program is linked once and left alone when nothing it is
    # made of changed (here: never again).
    mkdir -p "\$2/src/app"
    [ -x "\$2/src/app/puzzlelab" ] && exit 0
    printf '#!/bin/sh\necho "launched \$@"\n' >"\$2/src/app/puzzlelab"
    chmod +x "\$2/src/app/puzzlelab"
    exit 0
fi
while [ \$# -gt 0 ]; do
    case "\$1" in
    -B) build="\$2"; shift ;;
    -S) src="\$2"; shift ;;
    -DCMAKE_BUILD_TYPE=*) type="\${1#*=}" ;;
    -DCMAKE_COMPILE_WARNING_AS_ERROR=ON) werror=1 ;;
    esac
    shift
done
mkdir -p "\$build"
{ echo "CMAKE_BUILD_TYPE:STRING=\$type"; echo "CMAKE_HOME_DIRECTORY:INTERNAL=\$src"
  [ -n "\${werror:-}" ] && echo 'CMAKE_COMPILE_WARNING_AS_ERROR:UNINITIALIZED=ON'; } >"\$build/CMakeCache.txt"
touch "\$build/build.ninja"
SH
chmod +x "$scratch/bin/"*
export PATH="$scratch/bin:$PATH"
unset BUILD_DIR BUILD_TYPE

fail() { echo "FAIL: $*" >&2; echo "--- calls:" >&2; cat "$log" >&2 || true; exit 1; }
run() { : >"$log"; "$root/scripts/run.sh" --version >"$scratch/out" 2>&1 || fail "run.sh exited $?"; }
calls() { grep -c '^cmake' "$log" || true; }

run
[ "$(calls)" -ge 2 ] || fail "a first run must configure and build"
grep -q 'launched --version' "$scratch/out" || fail "the program was not launched"

sleep 0.05
run
[ "$(calls)" -eq 0 ] || fail "a current build ran cmake"
grep -q 'launched --version' "$scratch/out" || fail "the program was not launched"

sleep 0.05
touch "$root/src/app/main.cpp"
run
[ "$(calls)" -ge 1 ] && grep -q '^cmake --build' "$log" || fail "a changed source was not built"

sleep 0.05
run
[ "$(calls)" -eq 0 ] || fail "the build was current again, yet cmake ran"

# A change that relinks nothing (a comment; the program stays older than it): built
# once, then current.
sleep 0.05
echo '// a comment' >>"$root/src/app/main.cpp"
run
grep -q '^cmake --build' "$log" || fail "a changed source was not built"
sleep 0.05
run
[ "$(calls)" -eq 0 ] || fail "a source newer than the program, built since, ran cmake again"

# The scripts are no input of the build.
sleep 0.05
touch "$root/scripts/common.sh"
run
[ "$(calls)" -eq 0 ] || fail "a touched script ran cmake"

echo 'x' >"$root/src/app/new.h"
touch -d '2000-01-01' "$root/src/app/new.h"  # an old file copied in: only the list tells
run
grep -q '^cmake --build' "$log" || fail "an added source was not built"

sleep 0.05
run
[ "$(calls)" -eq 0 ] || fail "the third current run ran cmake"
# A fresh machine: dpkg has never heard of a package (the real dpkg-query then exits 1
# and says so on stderr). run.sh installs it and goes on; it must not end silently.
cat >"$scratch/bin/dpkg-query" <<'SH'
#!/usr/bin/env bash
rc=0
for p in "$@"; do
    case "$p" in
    -* | '${'*) ;;
    qt6-base-dev) echo "dpkg-query: no packages found matching $p" >&2; rc=1 ;;
    *) echo "$p install ok installed" ;;
    esac
done
exit $rc
SH
cat >"$scratch/bin/apt-get" <<SH
#!/usr/bin/env bash
echo "apt-get \$*" >>"$log"
SH
printf '#!/usr/bin/env bash\n"$@"\n' >"$scratch/bin/sudo"
chmod +x "$scratch/bin/"*
run
grep -q '^apt-get .*install.* qt6-base-dev' "$log" || fail "the unknown package was not installed"
grep -q 'launched --version' "$scratch/out" || fail "after installing, the program was not launched"
echo "run.sh: launches at once when current, builds when not, installs what dpkg never heard of"
