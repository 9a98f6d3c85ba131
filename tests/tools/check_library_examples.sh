#!/bin/bash
# Solves every example of every definition given (default: the bundled library) with
# the independent reference solver, by a method that fits the puzzle's size, and
# fails when one answer differs from the file. Usage:
#   tests/tools/check_library_examples.sh [FILE.puzzle.json ...]
here=$(cd "$(dirname "$0")" && pwd)
solver="$here/reference_solver.py"
files=("$@")
[ ${#files[@]} -eq 0 ] && files=("$here"/../../src/core/def/bundled/*.puzzle.json)
status=0
for f in "${files[@]}"; do
    key=$(basename "$f" .puzzle.json)
    case "$key" in
    lights-out-5) args=(--method linear) ;;
    fifteen-puzzle) args=(--method ida) ;;
    loopover-4) args=(--method mitm --ball 6 --max-depth 6) ;;
    topspin) args=(--method mitm --ball 17 --max-depth 17) ;;
    rotation) args=(--method bfs) ;;
    *) args=(--method table) ;;
    esac
    if out=$(python3 "$solver" "$f" --check-examples "${args[@]}"); then
        echo "$key: $(grep -c ': ok:' <<<"$out") examples ok (${args[*]})"
    else
        echo "$key: FAILED (${args[*]})"
        grep -v ': ok:' <<<"$out"
        status=1
    fi
done
exit $status
