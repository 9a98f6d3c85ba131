#!/usr/bin/env bash
# Builds the Debian package (build/puzzlelab_*.deb), validates its desktop file and
# AppStream metainfo, unpacks it into a temporary root and runs the installed binary
# there offscreen. Install it with:  sudo apt install ./build/puzzlelab_*.deb
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_missing
configure_and_build

say "Packaging with CPack"
(cd "$BUILD_DIR" && cpack -G DEB >/dev/null)
deb=$(ls -t "$BUILD_DIR"/puzzlelab_*.deb | head -n 1)
say "Built $deb"
dpkg-deb -f "$deb" Package Version Depends Recommends

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
say "Validating the desktop file and the metainfo"
desktop-file-validate --no-hints "$root/usr/share/applications/io.github.puzzlelab.PuzzleLab.desktop"
appstreamcli validate --no-net --explain "$root/usr/share/metainfo/io.github.puzzlelab.PuzzleLab.metainfo.xml"
test -s "$root/usr/share/icons/hicolor/scalable/apps/io.github.puzzlelab.PuzzleLab.svg"

say "Running the installed programs from the unpacked package"
QT_QPA_PLATFORM=offscreen "$root/usr/bin/puzzlelab" --version
echo "9 9 12 6 6 6 6 3 6" | "$root/usr/bin/puzzlelab-solve" clocks
shot="$root/screenshot.png"
QT_QPA_PLATFORM=offscreen "$root/usr/bin/puzzlelab" --puzzle rotation \
    --position "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3" --solve --screenshot "$shot"
test -s "$shot"
say "Package OK: $deb"
