#!/usr/bin/env python3
"""Cross-check puzzlelab-solve against the independent reference solver.

For random valid definitions (random_definitions.py) and, optionally, the bundled
definitions in every metric, it compares what `puzzlelab-solve --puzzle FILE` says
with what tests/tools/reference_solver.py computes on its own from SPEC 7:

  --info       the move names after the metric and the number of valid positions;
  --histogram  every DEPTH COUNT line and `unsolvable COUNT`;
  answers      `LENGTH: MOVES` (shortest, then smallest move by move), `0:` and
               `unsolvable`, for every engine --info offers, on seeded random valid
               positions, goal positions and unsolvable positions; for editableGoal
               puzzles also `position / goal` cases;
  odd input    the same cases written with tabs, runs of spaces, CRLF, empty lines,
               a byte-order mark and no newline at the end must give the same answers.

  crosscheck.py --solve BUILD/src/cli/puzzlelab-solve [--seed S] [--count N]
                [--max-positions P] [--seconds T] [--bundled] [--keep DIR] [-v]

Exits 1 on any mismatch (each printed with the definition file kept in --keep or a
temporary folder), 0 otherwise. --seconds bounds the run: it stops starting new
definitions after T seconds (the count checked is printed). The last line is
'N passed, M failed'.
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import random_definitions as gen  # noqa: E402
import reference_solver as ref  # noqa: E402

BUNDLED_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "src",
                           "core", "def", "bundled")


def goal_form(goal, depth=0):
    k, v = goal
    if k == "values":
        return "partial" if None in v else "full"
    if k == "uniform":
        return "uniform"
    nested = any(x[0] == "anyOf" for x in v)
    mixed = len({x[0] for x in v}) > 1
    return "anyOf" + ("-nested" if nested else "") + ("-mixed" if mixed else "")


class Checker:
    def __init__(self, solve, rng, verbose, timeout):
        self.solve = solve
        self.rng = rng
        self.verbose = verbose
        self.timeout = timeout
        self.failures = []
        self.stats = Counter()   # (what, kind, metric, engine) -> count
        self.defs = Counter()    # (kind, metric) -> count

    def fail(self, path, what):
        self.failures.append(f"{path}: {what}")
        print(f"MISMATCH {path}: {what}", flush=True)

    def run(self, args, stdin=None):
        env = dict(os.environ)
        # a private user folder: no definition of the person's own can get in the way
        env["XDG_DATA_HOME"] = self.tmp_home
        env["XDG_CONFIG_HOME"] = self.tmp_home
        try:
            p = subprocess.run([self.solve] + args, input=stdin, capture_output=True,
                               timeout=self.timeout, env=env)
        except subprocess.TimeoutExpired:
            return None, "", f"timed out after {self.timeout} s"
        return p.returncode, p.stdout.decode("utf-8", "replace"), \
            p.stderr.decode("utf-8", "replace")

    # ----------------------------------------------------------------- one definition
    def check(self, path, max_cases=12, solve_as=None):
        """solve_as: what to pass to --puzzle instead of the file (a bundled key, so the
        hand-tuned engines of the contest puzzles are offered too)."""
        puzzle = solve_as or path
        try:
            pz = ref.Puzzle(path)
        except (ref.DefError, KeyError, TypeError, ValueError) as e:
            code, out, err = self.run(["--puzzle", puzzle, "--info"])
            self.stats[("ref-refused", "-", "-", "-")] += 1
            if code == 0:
                self.fail(path, f"the reference refuses it ({e}) but puzzlelab-solve reads it")
            return
        kind, metric = pz.kind, pz.metric
        self.defs[(kind, metric)] += 1
        self.stats[("goal-form", kind, goal_form(pz.goal), "-")] += 1
        if pz.d.get("editableGoal"):
            self.stats[("editable", kind, metric, "-")] += 1
        code, out, err = self.run(["--puzzle", puzzle, "--info"])
        if code != 0:
            self.fail(path, f"--info refused a valid definition: {err.strip()}")
            return
        info = {}
        for line in out.splitlines():
            if ": " in line and not line.startswith("  "):
                k, v = line.split(": ", 1)
                info[k] = v
        names = info.get("moves", "").split("(", 1)[-1].rstrip(")").split()
        if names != pz.names:
            self.fail(path, f"--info moves {names} but the metric gives {pz.names}")
        total = pz.count_positions()
        if info.get("valid positions") != str(total):
            self.fail(path, f"--info valid positions {info.get('valid positions')}, "
                            f"reference {total}")
        engines = [e.strip() for e in info.get("engines", "").split(",") if e.strip()]
        refused = {line.split(":")[0].strip() for line in out.splitlines()
                   if line.startswith("  ") and "does not fit" in line}
        listed = engines
        engines = [e for e in engines if e not in refused]
        for e in ("table", "bfs"):
            if e not in listed:
                self.fail(path, f"--info offers no {e} engine ({info.get('engines')})")
        if "ida" not in engines:
            # ida is offered only where it can prove unsolvability (ida_engine.h,
            # "Termination"): counted, not a mismatch
            self.stats[("no-ida", kind, metric, "-")] += 1
        self.stats[("info", kind, metric, "-")] += 1

        # histogram
        table = ref.build_table(pz)
        hist = Counter(table.values())
        unsolvable = total - len(table)
        want = "".join(f"{d} {hist[d]}\n" for d in sorted(hist))
        if unsolvable:
            want += f"unsolvable {unsolvable}\n"
        code, out, err = self.run(["--puzzle", puzzle, "--histogram"])
        if code != 0 or out != want:
            self.fail(path, f"--histogram (exit {code}) gave\n{out}{err}but the reference\n{want}")
        self.stats[("histogram", kind, metric, "-")] += 1
        if total >= 100000:
            # a memory limit that leaves little for the frontier: the build pulls levels
            # (every unseen position looks for a successor on the last level)
            code, out, err = self.run(["--puzzle", puzzle, "--histogram", "--max-memory", "1"])
            if code == 0 and out != want:
                self.fail(path, f"--histogram --max-memory 1 gave\n{out}but the reference\n{want}")
            self.stats[("hist-1MB" if code == 0 else "hist-1MB-refused", kind, metric, "-")] += 1

        # cases
        cases = self.cases(pz, table, total - len(table), max_cases)
        lines = []
        wants = []
        for pos, goal in cases:
            text = " ".join(map(str, pos))
            if goal is not None:
                text += " / " + " ".join(map(str, goal))
                r = ref.solve_table(pz, pos, ref.build_table(pz, ("values", tuple(goal))))
            else:
                r = ref.solve_table(pz, pos, table)
            lines.append(text)
            wants.append("unsolvable" if r == "unsolvable" else pz.fmt(r))
        plain = "".join(x + "\n" for x in lines)
        for engine in engines:
            code, out, err = self.run(["--puzzle", puzzle, "--engine", engine], plain.encode())
            got = out.splitlines()
            if code != 0 or got != wants:
                bad = [f"  {lines[i]!r}: got {got[i] if i < len(got) else None!r}, want {w!r}"
                       for i, w in enumerate(wants) if i >= len(got) or got[i] != w]
                self.fail(path, f"--engine {engine} (exit {code}, {err.strip()}):\n"
                          + "\n".join(bad[:6]))
            self.stats[("answers", kind, metric, engine)] += len(wants)
            self.stats[("unsolvable", kind, metric, engine)] += wants.count("unsolvable")
        # the same cases, written as a person or another program may write them
        odd = self.odd_text(lines)
        engine = engines[0]
        code, out, err = self.run(["--puzzle", puzzle, "--engine", engine], odd)
        if code != 0 or out.splitlines() != wants:
            self.fail(path, f"odd input {odd!r} with --engine {engine} (exit {code}, "
                            f"{err.strip()}): got {out.splitlines()}, want {wants}")
        self.stats[("odd-input", kind, metric, engine)] += 1
        if not pz.d.get("editableGoal") and lines:
            # a goal for a puzzle whose goal is not editable: a bad case, after the
            # answers before it (SPEC 7.5)
            goal = " ".join(map(str, self.random_position(pz)))
            text = (lines[0] + "\n" + lines[0] + " / " + goal + "\n").encode()
            code, out, err = self.run(["--puzzle", puzzle, "--engine", engine], text)
            if code != 2 or out.splitlines() != wants[:1] or not err.startswith("case 2: "):
                self.fail(path, f"a goal for a non-editable puzzle: exit {code}, "
                                f"out {out!r}, err {err!r}")
            self.stats[("goal-refused", kind, metric, engine)] += 1

    def cases(self, pz, table, unsolvable, max_cases):
        rng = self.rng
        out = []
        goal_positions = list(pz.goal_positions())
        if goal_positions:
            out.append((rng.choice(goal_positions), None))
        for i in range(max_cases):
            if i % 2 and goal_positions:
                out.append((self.walk(pz, rng.choice(goal_positions)), None))
            else:
                out.append((self.random_position(pz), None))
        if unsolvable:
            found = []
            for _ in range(300):
                p = self.random_position(pz)
                if p not in table:
                    found.append(p)
                    if len(found) >= 3:
                        break
            if not found and unsolvable + len(table) <= 200000:
                found = [p for p in pz.all_positions() if p not in table]
                found = rng.sample(found, min(3, len(found)))
            out += [(p, None) for p in found]
        if pz.d.get("editableGoal"):
            for _ in range(3):
                g = list(pz.start)
                rng.shuffle(g)
                out.append((self.random_position(pz), g))
            out.append((tuple(out[-1][1]), out[-1][1]))  # already at the given goal
        rng.shuffle(out)
        return out

    def walk(self, pz, pos):
        """A random walk of up to 30 moves from pos (solvable when pos is a goal and
        the moves can be undone, as sliding and permutation moves can)."""
        for _ in range(self.rng.randint(1, 30)):
            q = pz.apply(pos, self.rng.randrange(len(pz.ops)))
            if q is not None:
                pos = q
        return pos

    def random_position(self, pz):
        if pz.kind == "dial":
            return tuple(self.rng.randrange(pz.m) for _ in range(pz.n))
        p = list(pz.start)
        self.rng.shuffle(p)
        return tuple(p)

    def odd_text(self, lines):
        rng = self.rng
        eol = rng.choice(["\n", "\r\n"])
        out = "\ufeff" if rng.random() < 0.2 else ""
        for i, line in enumerate(lines):
            if rng.random() < 0.3:
                out += rng.choice(["", "   ", "\t"]) + eol  # an empty line
            pos, _, goal = line.partition(" / ")
            sep = rng.choice([" ", "  ", "\t", " \t "])
            text = sep.join(pos.split())
            if goal:
                text += rng.choice([" / ", "/", "  /\t", " /"]) + sep.join(goal.split())
            text = rng.choice(["", " ", "\t"]) + text + rng.choice(["", " ", "\t ", "  "])
            last = i == len(lines) - 1
            out += text + ("" if last and rng.random() < 0.5 else eol)
        return out.encode("utf-8")

    # ----------------------------------------------------------------- bundled
    def bundled(self, folder, max_positions):
        for name in sorted(os.listdir(BUNDLED_DIR)):
            if not name.endswith(".puzzle.json"):
                continue
            with open(os.path.join(BUNDLED_DIR, name), encoding="utf-8") as f:
                d = json.load(f)
            own = os.path.join(BUNDLED_DIR, name)
            if ref.Puzzle(own).count_positions() <= max_positions:
                # the library's own entry, with the hand-tuned engines of its key
                self.check(own, max_cases=6, solve_as=d["key"])
            metrics = ["move"] if d["kind"] == "sliding" else ["move", "inverse", "power"]
            for metric in metrics:
                d2 = dict(d)
                d2["metric"] = metric
                d2["key"] = ("b-" + d["key"])[:40]
                path = os.path.join(folder, f"bundled-{d['key']}-{metric}.puzzle.json")
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(d2, f)
                try:
                    pz = ref.Puzzle(path)
                except ref.DefError as e:
                    code, out, err = self.run(["--puzzle", path, "--info"])
                    if code == 0:
                        self.fail(path, f"reference refuses ({e}), puzzlelab-solve reads it")
                    continue
                if pz.count_positions() > max_positions:
                    self.stats[("bundled-skipped", pz.kind, metric, "-")] += 1
                    continue
                self.check(path, max_cases=6)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--solve", required=True, help="the puzzlelab-solve program")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--max-positions", type=int, default=5000)
    ap.add_argument("--min-positions", type=int, default=0,
                    help="try to make definitions with at least this many valid positions")
    ap.add_argument("--seconds", type=float, default=0, help="stop starting definitions after T s")
    ap.add_argument("--timeout", type=float, default=120, help="per run of puzzlelab-solve")
    ap.add_argument("--kind", choices=sorted(gen.MAKERS))
    ap.add_argument("--bundled", action="store_true",
                    help="also the bundled definitions in every metric (up to --bundled-max)")
    ap.add_argument("--bundled-max", type=int, default=400000)
    ap.add_argument("--keep", help="folder for the definitions (kept); default: temporary")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()

    rng = random.Random(args.seed)
    folder = args.keep or tempfile.mkdtemp(prefix="pl-crosscheck-")
    os.makedirs(folder, exist_ok=True)
    checker = Checker(os.path.abspath(args.solve), rng, args.verbose, args.timeout)
    checker.tmp_home = os.path.join(folder, "home")
    os.makedirs(checker.tmp_home, exist_ok=True)
    began = time.monotonic()
    done = 0
    if args.bundled:
        checker.bundled(folder, args.bundled_max)
    for i in range(args.count):
        if args.seconds and time.monotonic() - began > args.seconds:
            break
        kind = args.kind or ["dial", "permutation", "sliding", "symmetric", "product",
                             "dial", "permutation", "sliding", "symmetric", "sparse"][i % 10]
        d = gen.definition(rng, kind, args.max_positions, f"xc-{args.seed}-{i}",
                           args.min_positions)
        path = os.path.join(folder, f"{args.seed}-{i:04d}.puzzle.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(d, f, indent=1)
        before = len(checker.failures)
        t0 = time.monotonic()
        checker.check(path)
        done += 1
        if args.verbose:
            print(f"{path}: {'ok' if len(checker.failures) == before else 'MISMATCH'} "
                  f"({time.monotonic() - t0:.1f} s)", flush=True)
    elapsed = time.monotonic() - began

    by = defaultdict(int)
    for (what, kind, metric, engine), n in sorted(checker.stats.items()):
        print(f"  {what:10} {kind:12} {metric:8} {engine:7} {n}")
        by[what] += n
    print(f"definitions: {done} random (seed {args.seed}), by kind and metric: "
          + ", ".join(f"{k}/{m} {n}" for (k, m), n in sorted(checker.defs.items())))
    print(f"{elapsed:.1f} s; {len(checker.failures)} mismatches")
    if not args.keep and not checker.failures:
        shutil.rmtree(folder, ignore_errors=True)
    elif checker.failures:
        print(f"definitions kept in {folder}")
    checks = sum(v for (w, *_), v in checker.stats.items() if w != "ref-refused")
    print(f"{checks - len(checker.failures)} passed, {len(checker.failures)} failed")
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main())
