#!/usr/bin/env bash
# Fuzzes every reader of untrusted text (judge formats, solution file, position and
# move text, puzzle definitions, other solvers' files, stored tables) with libFuzzer +
# AddressSanitizer + UndefinedBehaviorSanitizer.
# Installs what is missing, builds the targets in build-fuzz with clang, replays the
# seed corpora, then runs each target for FUZZ_SECONDS (default 60) on a temporary
# copy of its corpus (the repository's corpus is never written). Exits non-zero when
# any target crashes or breaks an invariant; the input that did it is kept in
# build-fuzz/fuzz-artifacts/ (turn it into a row of tests/core/tst_bad_input.cpp).
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
FUZZ_SECONDS="${FUZZ_SECONDS:-60}"
BUILD_DIR="${BUILD_DIR_FUZZ:-$ROOT/build-fuzz}"
TARGETS=(fuzz_judge_clocks fuzz_judge_msquare fuzz_judge_rotation fuzz_solution_file fuzz_position fuzz_def_reader fuzz_tws fuzz_kpuzzle fuzz_table_store)

BUILD_TYPE=RelWithDebInfo

install_missing "${BUILD_PACKAGES[@]}" "${FUZZ_PACKAGES[@]}"
configure_and_build -DCMAKE_CXX_COMPILER=clang++ -DPUZZLELAB_CORE_ONLY=ON -DPUZZLELAB_FUZZ=ON

say "Replaying the seed corpora"
ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(nproc)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
artifacts="$BUILD_DIR/fuzz-artifacts"
mkdir -p "$artifacts"
failed=()
# fuzz_one TARGET: fuzzes one target for FUZZ_SECONDS; its output goes to $work/TARGET.log.
fuzz_one() {
    local t="$1" dict=()
    cp -r "$ROOT/tests/fuzz/corpus/$t" "$work/$t"
    [ -f "$ROOT/tests/fuzz/${t#fuzz_}.dict" ] && dict=(-dict="$ROOT/tests/fuzz/${t#fuzz_}.dict")
    # -timeout: an input that takes 10 s is a finding too (the table builds take
    # well under a second even under ASan).
    "$BUILD_DIR/tests/fuzz/$t" -max_len=4096 -max_total_time="$FUZZ_SECONDS" \
        -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$artifacts/$t-" "${dict[@]}" "$work/$t" >"$work/$t.log" 2>&1
}
# As many targets at once as there are cores: each still gets FUZZ_SECONDS of a core
# of its own, and the whole takes a fraction of the time.
jobs="$(nproc)"
for ((i = 0; i < ${#TARGETS[@]}; i += jobs)); do
    batch=("${TARGETS[@]:i:jobs}")
    say "Fuzzing ${batch[*]} for ${FUZZ_SECONDS} s"
    pids=()
    for t in "${batch[@]}"; do
        fuzz_one "$t" &
        pids+=($!)
    done
    for j in "${!batch[@]}"; do
        t="${batch[$j]}"
        if ! wait "${pids[$j]}"; then
            tail -n 60 "$work/$t.log"
            failed+=("$t")
        else
            echo "$t:"
            grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ *DONE)' "$work/$t.log" || true
        fi
    done
done

if [ ${#failed[@]} -ne 0 ]; then
    echo "Fuzzing found crashes in: ${failed[*]} (inputs in $artifacts)" >&2
    exit 1
fi
say "No crashes in ${#TARGETS[@]} targets x ${FUZZ_SECONDS} s"
