#!/usr/bin/env bash
# Builds the Debian package (build/puzzlelab_*.deb) and checks it: lintian prints
# nothing (no error, no warning), a default install pulls in a CJK font, the copyright
# file, changelog, manual pages and PNG icons are in it, the desktop file and AppStream
# metainfo validate, and the unpacked programs run (offscreen, and without a display).
# Install it with:  sudo apt install ./build/puzzlelab_*.deb
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_missing "${BUILD_PACKAGES[@]}" "${PACKAGE_PACKAGES[@]}"
configure_and_build

fail() {
    echo "package.sh: $*" >&2
    exit 1
}

say "Packaging with CPack"
(cd "$BUILD_DIR" && cpack -G DEB >/dev/null)
deb=$(ls -t "$BUILD_DIR"/puzzlelab_*.deb | head -n 1)
say "Built $deb"
dpkg-deb -f "$deb" Package Version Section Maintainer Depends Recommends

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT

# The exact command of the check: lintian build/puzzlelab_*.deb prints nothing. Its
# only other words are the notice that it runs as root (CI does).
say "lintian $deb"
lintian_rc=0
lintian --fail-on error,warning "$deb" >"$root/lintian.out" 2>"$root/lintian.err" || lintian_rc=$?
grep -vx 'running with root privileges is not recommended!' "$root/lintian.err" >>"$root/lintian.out" || true
if [ "$lintian_rc" -ne 0 ] || [ -s "$root/lintian.out" ]; then
    cat "$root/lintian.out"
    fail "lintian found problems in $deb (exit status $lintian_rc)"
fi
echo "lintian: nothing to report"

# Chinese needs a CJK font, or the translated window shows empty boxes: the package
# depends on or recommends one (apt installs Recommends by default).
say "A default install pulls in a CJK font"
cjk_fonts='fonts-noto-cjk|fonts-wqy-microhei|fonts-wqy-zenhei|fonts-arphic-[a-z0-9]+'
relations=$(dpkg-deb -f "$deb" Depends Recommends)
grep -E "(^|[ ,|])($cjk_fonts)( |,|\$)" <<<"$relations" >/dev/null ||
    fail "$deb neither depends on nor recommends a CJK font: $relations"
# With the archive's package lists at hand, simulate a default install on a machine
# with nothing installed: which CJK font comes first.
cjk=""
if apt-cache show libqt6svg6 >/dev/null 2>&1; then
    : >"$root/empty-status"
    apt-get install -s -o Dir::State::status="$root/empty-status" -o Debug::NoLocking=1 "$deb" \
        >"$root/install.txt" 2>&1 || { cat "$root/install.txt"; fail "apt cannot install $deb"; }
    cjk=$(awk -v fonts="^($cjk_fonts)\$" '$1 == "Inst" && $2 ~ fonts { print $2; exit }' \
        "$root/install.txt")
    [ -n "$cjk" ] || fail "a default install of $deb on an empty system installs no CJK font"
    echo "a default install on an empty system installs $cjk"
else
    echo "no apt package lists (apt-get update): the install is not simulated"
fi
# Where that font is installed here, check it covers both translations' scripts.
if [ -n "$cjk" ] && dpkg-query -W -f='${Status}' "$cjk" 2>/dev/null | grep -q 'install ok installed'; then
    dpkg -L "$cjk" >"$root/cjk-files.txt"
    for lang in zh-cn zh-tw; do
        fc-list ":lang=$lang" file | sed 's/: *$//' >"$root/fonts-$lang.txt"
        grep -Fx -f "$root/cjk-files.txt" "$root/fonts-$lang.txt" >/dev/null ||
            fail "$cjk has no font for $lang"
    done
    echo "$cjk covers zh-cn and zh-tw"
fi

dpkg-deb -x "$deb" "$root/pkg"
usr="$root/pkg/usr"
say "Copyright, changelog, manual pages, icons, maintainer"
head -n 1 "$usr/share/doc/puzzlelab/copyright" |
    grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' ||
    fail "the copyright file is not machine-readable (copyright-format 1.0)"
gzip -t "$usr/share/doc/puzzlelab/changelog.gz"
zcat "$usr/share/doc/puzzlelab/changelog.gz" | sed -n 1p |
    grep -F "puzzlelab ($(dpkg-deb -f "$deb" Version))" >/dev/null ||
    fail "the changelog's first entry is not for $(dpkg-deb -f "$deb" Version)"
for program in puzzlelab puzzlelab-solve puzzlelab-bench; do
    page="$usr/share/man/man1/$program.1.gz"
    [ -s "$page" ] || fail "no manual page $page"
    # Made from the program's --help: its usage is there, not an error message.
    zcat "$page" | grep '^\.SH DESCRIPTION' >/dev/null || fail "$page has no DESCRIPTION"
done
zcat "$usr/share/man/man1/puzzlelab.1.gz" | grep 'screenshot' >/dev/null ||
    fail "puzzlelab.1 does not describe the window's options"
zcat "$usr/share/man/man1/puzzlelab-solve.1.gz" | grep 'histogram' >/dev/null ||
    fail "puzzlelab-solve.1 does not describe its options"
test -s "$usr/share/icons/hicolor/scalable/apps/io.github.puzzlelab.PuzzleLab.svg"
for size in 16 22 24 32 48 64 128 256; do
    png="$usr/share/icons/hicolor/${size}x${size}/apps/io.github.puzzlelab.PuzzleLab.png"
    file "$png" | grep "PNG image data, $size x $size," >/dev/null || fail "no ${size}x${size} PNG icon: $png"
done
metainfo="$usr/share/metainfo/io.github.puzzlelab.PuzzleLab.metainfo.xml"
maintainer=$(dpkg-deb -f "$deb" Maintainer)
address=${maintainer##*<}
address=${address%>}
case "$address" in
*@example.* | "") fail "the maintainer's address is a placeholder: $maintainer" ;;
esac
grep -qF "<update_contact>$address</update_contact>" "$metainfo" ||
    fail "the metainfo's update_contact is not the maintainer's address $address"
echo "maintainer $maintainer"

say "Validating the desktop file and the metainfo"
desktop-file-validate --no-hints "$usr/share/applications/io.github.puzzlelab.PuzzleLab.desktop"
appstreamcli validate --no-net --explain "$metainfo"

say "Running the installed programs from the unpacked package"
QT_QPA_PLATFORM=offscreen "$usr/bin/puzzlelab" --version
echo "9 9 12 6 6 6 6 3 6" | "$usr/bin/puzzlelab-solve" clocks
shot="$root/screenshot.png"
QT_QPA_PLATFORM=offscreen "$usr/bin/puzzlelab" --puzzle rotation \
    --position "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3" --solve --screenshot "$shot"
test -s "$shot"
# Without a display: one sentence and exit status 1, not Qt's abort (134).
rc=0
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$usr/bin/puzzlelab" 2>"$root/nodisplay.txt" || rc=$?
cat "$root/nodisplay.txt"
[ "$rc" -eq 1 ] && grep -q 'no display found' "$root/nodisplay.txt" ||
    fail "without a display puzzlelab exited with $rc"
say "Package OK: $deb"
