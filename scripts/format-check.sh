#!/usr/bin/env bash
# Fails when a C++ file of the tree differs from what clang-format (the repository's
# .clang-format) makes of it, and lists those files. `scripts/format-check.sh --fix`
# formats them in place. CI runs the check.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null; then
    source scripts/common.sh
    install_missing clang-format
fi
fix=0
[ "${1:-}" = "--fix" ] && fix=1
bad=()
while IFS= read -r f; do
    if ! clang-format --style=file "$f" | cmp -s - "$f"; then
        bad+=("$f")
        [ $fix = 1 ] && clang-format -i --style=file "$f"
    fi
done < <(git ls-files '*.cpp' '*.h')
if [ ${#bad[@]} -gt 0 ] && [ $fix = 0 ]; then
    echo "These files are not formatted as .clang-format says (scripts/format-check.sh --fix):"
    printf '  %s\n' "${bad[@]}"
    exit 1
fi
echo "clang-format: $(git ls-files '*.cpp' '*.h' | wc -l) files checked${bad:+, ${#bad[@]} formatted}"
