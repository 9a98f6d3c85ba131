#!/usr/bin/env python3
"""Independent reference solver for PuzzleLab puzzle definitions (SPEC section 7).

Written from the SPEC alone (it shares no code with the C++ engines), so it can
cross-check them.  Pure Python 3, no third-party modules.

  reference_solver.py FILE [--method bfs|table|linear] [--max-depth N] < cases
      one case per line: the position (labels or dial values), for editableGoal
      puzzles optionally ' / ' and a full goal pattern; prints 'LENGTH: MOVES',
      'unsolvable', or 'unknown (deeper than N)' when --max-depth stops a bfs
      (or, for mitm, the answer is longer than --ball plus --max-depth).
  reference_solver.py FILE --histogram
      'DEPTH COUNT' lines over all valid positions, then 'unsolvable COUNT'.
  reference_solver.py FILE --check-examples [--method ...]
      solves every example of the file and compares with its 'moves'.
  reference_solver.py FILE --validate
      strict check of the file against SPEC 7.1-7.3 (keys, ids, cycles, goals).

Methods:
  bfs     forward breadth-first search from the position, moves expanded in the
          move order, the first parent kept.  Layer by layer the nodes are met in
          the order of their smallest shortest move sequences, so the first goal
          met is the answer of SPEC 7.4 (shortest, then smallest move by move).
  table   breadth-first search backward from every goal position over all valid
          positions, then descent: from the position take the first move (in the
          move order) that lowers the distance by one.  Greedy on the first
          differing move gives the smallest shortest sequence.
  linear  dial puzzles, metric 'move', modulus 2 (Lights Out, Merlin): moves
          commute and are their own inverse, so an answer is a set of moves
          written in ascending order; Gaussian elimination over GF(2) gives one
          solution and a kernel basis, every solution is enumerated and the one
          with the fewest moves, then the smallest ascending sequence, is taken.
  ida     sliding puzzles: IDA* with the Manhattan distance, moves tried in the move
          order; the first answer met in the last iteration is the smallest shortest
          one (see solve_ida).  Unsolvable arrangements must be caught before: IDA*
          does not end on them.
  mitm    meet in the middle for large spaces: a backward ball of radius --ball
          around the goals and a forward BFS of --max-depth layers (see solve_mitm).
"""

import argparse
import itertools
import json
import math
import re
import sys
from collections import Counter
from operator import itemgetter


class DefError(Exception):
    pass


# --------------------------------------------------------------------------- reading

TOP_KEYS = {"puzzlelab", "key", "name", "description", "rules", "source", "kind", "cells",
            "modulus", "labels", "start", "blank", "moves", "moveOrder", "goal",
            "editableGoal", "metric", "separator", "view", "examples"}


def check_keys(obj, allowed, where, problems):
    for k in obj:
        if k not in allowed and not k.startswith("x-"):
            problems.append(f"{where}: unknown key '{k}'")


class Puzzle:
    def __init__(self, path, strict=True):
        with open(path, encoding="utf-8") as f:
            d = json.load(f)
        self.d = d
        self.problems = []
        p = self.problems
        if not isinstance(d, dict):
            raise DefError("not one JSON object")
        check_keys(d, TOP_KEYS, "top level", p)
        for k in ("puzzlelab", "key", "name", "kind", "cells"):
            if k not in d:
                raise DefError(f"missing '{k}'")
        if d["puzzlelab"] != 1 or isinstance(d["puzzlelab"], bool):
            p.append("puzzlelab must be 1")
        if not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,39}", d["key"]):
            p.append("bad key")
        for k in ("name", "description", "source"):
            if k in d and (not isinstance(d[k], str) or "\n" in d[k] or not d[k].strip()):
                p.append(f"{k} must be one non-empty line")
        self.kind = d["kind"]
        if self.kind not in ("dial", "permutation", "sliding"):
            raise DefError("bad kind")
        # cells
        self.ids = []
        self.index = {}
        self.id_is_int = {}
        self.xy = []
        piece_of = []
        for i, c in enumerate(d["cells"]):
            check_keys(c, {"id", "x", "y", "shape", "piece"}, f"cells[{i}]", p)
            # SPEC 8.2: cells of one piece, in the order they go round it.
            piece_of.append(c["piece"] if isinstance(c.get("piece"), str) else ("cell", i))
            cid = c["id"]
            if isinstance(cid, bool) or not isinstance(cid, (int, str)):
                p.append(f"cells[{i}].id type")
            key = str(cid)
            if key in self.index:
                p.append(f"cells[{i}].id '{cid}' repeated")
            self.index[key] = i
            self.id_is_int[key] = isinstance(cid, int)
            self.ids.append(cid)
            for a in ("x", "y"):
                if not isinstance(c.get(a), (int, float)) or isinstance(c.get(a), bool):
                    p.append(f"cells[{i}].{a} missing or not a number")
            self.xy.append((c.get("x", 0), c.get("y", 0)))
            if "shape" in c and c["shape"] not in ("dial", "square", "circle"):
                p.append(f"cells[{i}].shape bad")
        self.n = len(self.ids)
        n = self.n
        self.pieces = None
        if any(isinstance(c.get("piece"), str) for c in d["cells"]):
            groups = {}
            for i, name in enumerate(piece_of):
                groups.setdefault(name, []).append(i)
            self.pieces = list(groups.values())
        self.metric = d.get("metric", "move")
        if self.metric not in ("move", "inverse", "power"):
            p.append("bad metric")
        # kind-specific
        if self.kind == "dial":
            for k in ("labels", "blank", "moveOrder"):
                if k in d:
                    p.append(f"'{k}' not for dial")
            self.m = d.get("modulus")
            if not isinstance(self.m, int) or not 2 <= self.m <= 64:
                raise DefError("modulus must be 2..64")
            self.start = tuple(d.get("start", [0] * n))
            if len(self.start) != n or any(not (0 <= v < self.m) for v in self.start):
                p.append("start: bad dial values")
        else:
            if "modulus" in d:
                p.append("'modulus' only for dial")
            self.labels = d.get("labels")
            if (not isinstance(self.labels, list) or len(set(self.labels)) != len(self.labels)
                    or any(not isinstance(v, int) or not 0 <= v <= 255 for v in self.labels)):
                p.append("labels must be distinct integers 0..255")
            self.start = tuple(d.get("start", []))
            if len(self.start) != n:
                p.append("start needs one label per cell")
            if any(v not in self.labels for v in self.start):
                p.append("start holds a label that is not in labels")
        if self.kind == "sliding":
            if "moves" in d:
                p.append("'moves' not for sliding")
            self.blank = d.get("blank")
            if self.start.count(self.blank) != 1:
                p.append("blank must occur once in start")
            order = d.get("moveOrder", ["D", "L", "R", "U"])
            if sorted(order) != ["D", "L", "R", "U"]:
                p.append("moveOrder must order U D L R")
            self.move_order = order
            if self.metric != "move":
                p.append("sliding needs metric move")
            for (x, y) in self.xy:
                if x != int(x) or y != int(y):
                    p.append("sliding cells need integer coordinates")
            if len(set(self.xy)) != n:
                p.append("two cells at one place")
            at = {(int(x), int(y)): i for i, (x, y) in enumerate(self.xy)}
            step = {"U": (0, -1), "D": (0, 1), "L": (-1, 0), "R": (1, 0)}
            # neighbour[direction][cell] = the cell the blank moves to, or -1
            self.neigh = {dn: [at.get((int(x) + dx, int(y) + dy), -1) for (x, y) in self.xy]
                          for dn, (dx, dy) in step.items()}
        else:
            if "blank" in d or "moveOrder" in d:
                p.append("blank/moveOrder only for sliding")
            if not d.get("moves"):
                raise DefError("moves missing")
        self._expand_moves()
        self._read_goal()
        self._read_view()
        sep = d.get("separator")
        if sep is None:
            sep = "" if all(len(nm) == 1 for nm in self.names) else " "
        self.sep = sep
        if sep:
            for nm in self.names:
                if sep in nm:
                    p.append(f"move name '{nm}' holds the separator")
        self.examples = d.get("examples", [])
        for i, e in enumerate(self.examples):
            check_keys(e, {"position", "goal", "moves"}, f"examples[{i}]", p)
            if "goal" in e and not d.get("editableGoal"):
                p.append(f"examples[{i}].goal but not editableGoal")
            for k in ("position", "goal"):
                if k in e:
                    why = self.invalid(tuple(e[k]))
                    if why:
                        p.append(f"examples[{i}].{k}: {why}")
        if "editableGoal" in d and not isinstance(d["editableGoal"], bool):
            p.append("editableGoal must be true or false")
        if strict and p:
            raise DefError("; ".join(p))

    def cell_ref(self, v, where):
        key = str(v)
        if isinstance(v, bool) or key not in self.index:
            raise DefError(f"{where}: unknown cell {v!r}")
        if self.id_is_int[key] != isinstance(v, int):
            self.problems.append(f"{where}: cell {v!r} written as the wrong type")
        return self.index[key]

    # Expanded moves (SPEC 7.2).  Permutation: src tuple, new[i] = old[src[i]].
    # Dial: add tuple.  Sliding: direction letter.
    def _expand_moves(self):
        d, n = self.d, self.n
        self.names = []
        self.ops = []
        if self.kind == "sliding":
            self.names = list(self.move_order)
            self.ops = list(self.move_order)
            return
        seen_names = set()
        cells_clicked = set()
        for mi, mv in enumerate(d["moves"]):
            where = f"moves[{mi}]"
            check_keys(mv, {"name", "add", "cell", "cycles", "button"}, where, self.problems)
            name = mv.get("name")
            if not isinstance(name, str) or not name or any(c.isspace() for c in name):
                self.problems.append(f"{where}.name bad")
            if self.kind == "dial":
                if "cycles" in mv or "button" in mv:
                    self.problems.append(f"{where}: cycles/button not for dial")
                add = [0] * n
                a = mv.get("add")
                if isinstance(a, list):
                    for c in a:
                        ci = self.cell_ref(c, where + ".add")
                        if add[ci]:
                            self.problems.append(f"{where}.add lists {c} twice")
                        add[ci] = 1
                elif isinstance(a, dict):
                    for c, amount in a.items():
                        if c not in self.index:
                            raise DefError(f"{where}.add unknown cell {c}")
                        add[self.index[c]] = amount % self.m
                else:
                    raise DefError(f"{where}.add missing")
                if "cell" in mv:
                    ci = self.cell_ref(mv["cell"], where + ".cell")
                    if ci in cells_clicked:
                        self.problems.append(f"{where}.cell plays two moves")
                    cells_clicked.add(ci)
                add = tuple(x % self.m for x in add)
                order = 1
                for x in add:
                    order = math.lcm(order, self.m // math.gcd(x, self.m) if x else 1)

                def power(j, add=add):
                    return tuple((x * j) % self.m for x in add)
            else:
                if "add" in mv or "cell" in mv:
                    self.problems.append(f"{where}: add/cell not for permutation")
                src = list(range(n))
                used = set()
                for ki, cyc in enumerate(mv.get("cycles", [])):
                    if len(cyc) < 2:
                        self.problems.append(f"{where}.cycles[{ki}] shorter than 2")
                    idx = [self.cell_ref(c, f"{where}.cycles[{ki}]") for c in cyc]
                    for ci in idx:
                        if ci in used:
                            self.problems.append(f"{where}.cycles: cell {self.ids[ci]} twice")
                        used.add(ci)
                    for j in range(len(idx)):
                        # content of idx[j] moves to idx[j+1]
                        src[idx[(j + 1) % len(idx)]] = idx[j]
                if not mv.get("cycles"):
                    self.problems.append(f"{where}.cycles missing")
                if "button" in mv:
                    b = mv["button"]
                    check_keys(b, {"x", "y"}, where + ".button", self.problems)
                    if not all(isinstance(b.get(a), (int, float)) for a in ("x", "y")):
                        self.problems.append(f"{where}.button needs x and y")
                src = tuple(src)
                order = 1
                seen = [False] * n
                for i in range(n):
                    if not seen[i]:
                        length, j = 0, i
                        while not seen[j]:
                            seen[j] = True
                            j = src[j]
                            length += 1
                        order = math.lcm(order, length)

                def power(j, src=src):
                    out = tuple(range(n))
                    for _ in range(j):
                        out = tuple(out[s] for s in src)  # one more move after the others
                    return out
            expanded = [(name, power(1))]
            if self.metric == "inverse" and order > 2:
                expanded.append((name + "'", power(order - 1)))
            elif self.metric == "power":
                for j in range(2, order):
                    if j <= order // 2:
                        nm = f"{name}{j}"
                    elif j == order - 1:
                        nm = name + "'"
                    else:
                        nm = f"{name}{order - j}'"
                    expanded.append((nm, power(j)))
            for nm, op in expanded:
                if nm in seen_names:
                    self.problems.append(f"{where}: move name '{nm}' repeated")
                seen_names.add(nm)
                self.names.append(nm)
                self.ops.append(op)
        self.getters = [itemgetter(*op) for op in self.ops] if self.kind == "permutation" else None

    def _goal(self, g, where):
        if not isinstance(g, dict) or len(g) != 1:
            raise DefError(f"{where}: a goal is an object with one key")
        (k, v), = g.items()
        if k == "values":
            if len(v) != self.n:
                raise DefError(f"{where}.values needs one entry per cell")
            vals = tuple(v)
            if self.kind == "dial":
                # values 0..modulus-1; null: any value (a partial pattern)
                if any(x is not None and (isinstance(x, bool) or not isinstance(x, int)
                                          or not 0 <= x < self.m) for x in vals):
                    raise DefError(f"{where}.values: dial goal lists values")
            else:
                if any(x is not None and x not in self.labels for x in vals):
                    raise DefError(f"{where}.values: unknown label")
                if None not in vals and Counter(vals) != Counter(self.start):
                    raise DefError(f"{where}.values is not a rearrangement of start")
            return ("values", vals)
        if k == "uniform":
            return ("uniform", tuple(self.cell_ref(c, where + ".uniform") for c in v))
        if k == "anyOf":
            return ("anyOf", tuple(self._goal(x, f"{where}.anyOf[{i}]") for i, x in enumerate(v)))
        raise DefError(f"{where}: unknown goal form '{k}'")

    def _read_goal(self):
        if "goal" in self.d:
            self.goal = self._goal(self.d["goal"], "goal")
        elif self.kind == "dial":
            self.goal = ("values", (0,) * self.n)
        else:
            raise DefError("goal missing")

    def _read_view(self):
        v = self.d.get("view")
        if v is None:
            return
        p = self.problems
        check_keys(v, {"palette", "labelText", "valueNames", "regions"}, "view", p)
        keys_ok = (set(str(x) for x in range(self.m)) if self.kind == "dial"
                   else set(str(x) for x in self.labels))
        for part in ("palette", "labelText"):
            for k, val in v.get(part, {}).items():
                if k not in keys_ok:
                    p.append(f"view.{part}: '{k}' is not a label/value")
                if part == "palette" and not re.fullmatch(r"#[0-9a-fA-F]{6}", val):
                    p.append(f"view.palette.{k}: bad colour")
        if "valueNames" in v:
            if self.kind != "dial" or len(v["valueNames"]) != self.m:
                p.append("view.valueNames: dial only, one name per value")
        for i, r in enumerate(v.get("regions", [])):
            check_keys(r, {"cells", "style"}, f"view.regions[{i}]", p)
            for c in r["cells"]:
                self.cell_ref(c, f"view.regions[{i}]")
            if r.get("style", "outline") not in ("outline", "shade"):
                p.append(f"view.regions[{i}].style bad")

    # ------------------------------------------------------------------ positions
    def invalid(self, pos):
        if len(pos) != self.n:
            return f"needs {self.n} entries, has {len(pos)}"
        if self.kind == "dial":
            if any(not isinstance(x, int) or not 0 <= x < self.m for x in pos):
                return "a value out of range"
            return None
        if Counter(pos) != Counter(self.start):
            return "not a rearrangement of start"
        if self.pieces is not None:
            for orbit in self._piece_orbits():
                want = Counter(self._turned([self.start[c] for c in self.pieces[pi]])
                               for pi in orbit)
                have = Counter(self._turned([pos[c] for c in self.pieces[pi]]) for pi in orbit)
                if want != have:
                    return "a piece that is not one of start's, turned"
        return None

    def apply(self, pos, mi):
        """The position after expanded move mi, or None when it is not legal."""
        if self.kind == "permutation":
            return self.getters[mi](pos)
        if self.kind == "dial":
            m = self.m
            return tuple((a + b) % m for a, b in zip(pos, self.ops[mi]))
        b = pos.index(self.blank)
        t = self.neigh[self.ops[mi]][b]
        if t < 0:
            return None
        lst = list(pos)
        lst[b], lst[t] = lst[t], lst[b]
        return tuple(lst)

    def predecessors(self, pos):
        """Every position q with some move taking q to pos."""
        if self.kind == "sliding":  # sliding moves are reversible
            for mi in range(len(self.ops)):
                q = self.apply(pos, mi)
                if q is not None:
                    yield q
        elif self.kind == "dial":
            m = self.m
            for op in self.ops:
                yield tuple((a - b) % m for a, b in zip(pos, op))
        else:
            if not hasattr(self, "inv_getters"):
                invs = []
                for src in self.ops:
                    inv = [0] * self.n
                    for i, s in enumerate(src):
                        inv[s] = i
                    invs.append(itemgetter(*inv))
                self.inv_getters = invs
            for g in self.inv_getters:
                yield g(pos)

    def reached(self, pos, goal=None):
        g = goal or self.goal
        k, v = g
        if k == "values":
            return all(w is None or w == x for w, x in zip(v, pos))
        if k == "uniform":
            return len(set(pos[c] for c in v)) <= 1
        return any(self.reached(pos, x) for x in v)

    def all_positions(self):
        if self.kind == "dial":
            yield from itertools.product(range(self.m), repeat=self.n)
            return
        yield from multiset_permutations(sorted(self.start))

    def _piece_orbits(self):
        """SPEC 8.2: the pieces joined by the written moves, each orbit a list of pieces."""
        of = {}
        for pi, cells in enumerate(self.pieces):
            for c in cells:
                of[c] = pi
        root = list(range(len(self.pieces)))

        def find(a):
            while root[a] != a:
                a = root[a]
            return a
        ident = tuple(range(self.n))
        for mi in range(len(self.names)):
            r = self.apply(ident, mi)  # cell j now holds what cell r[j] held
            for j, src in enumerate(r):
                a, b = find(of[src]), find(of[j])
                if a != b:
                    root[max(a, b)] = min(a, b)
        orbits = {}
        for pi in range(len(self.pieces)):
            orbits.setdefault(find(pi), []).append(pi)
        return list(orbits.values())

    @staticmethod
    def _turned(reading):
        """A piece's stickers up to turning: the least of its rotations."""
        return min(tuple(reading[t:] + reading[:t]) for t in range(len(reading)))

    def count_positions(self):
        if self.kind == "dial":
            return self.m ** self.n
        if self.pieces is not None:
            total = 1
            for orbit in self._piece_orbits():
                kinds = Counter(self._turned([self.start[c] for c in self.pieces[pi]])
                                for pi in orbit)
                c = math.factorial(len(orbit))
                for k in kinds.values():
                    c //= math.factorial(k)
                size = len(self.pieces[orbit[0]])
                total *= c * size ** len(orbit)
            return total
        c = math.factorial(self.n)
        for k in Counter(self.start).values():
            c //= math.factorial(k)
        return c

    def goal_positions(self, goal=None):
        g = goal or self.goal
        k, v = g
        if k == "values" and None not in v:
            yield tuple(v)
            return
        if k == "values" and self.kind == "dial":
            free = [i for i, x in enumerate(v) if x is None]
            for fill in itertools.product(range(self.m), repeat=len(free)):
                out = list(v)
                for i, x in zip(free, fill):
                    out[i] = x
                yield tuple(out)
            return
        if k == "values":
            free = [i for i, x in enumerate(v) if x is None]
            rest = Counter(self.start)
            rest.subtract(x for x in v if x is not None)
            if any(c < 0 for c in rest.values()):
                return
            for fill in multiset_permutations(sorted(rest.elements())):
                out = list(v)
                for i, x in zip(free, fill):
                    out[i] = x
                yield tuple(out)
            return
        if k == "anyOf":
            seen = set()
            for x in v:
                for q in self.goal_positions(x):
                    if q not in seen:
                        seen.add(q)
                        yield q
            return
        for q in self.all_positions():  # uniform: test every position
            if self.reached(q, g):
                yield q

    def fmt(self, moves):
        return f"{len(moves)}:" + (" " + self.sep.join(self.names[m] for m in moves)
                                  if moves else "")


def multiset_permutations(items):
    """All distinct permutations of a sorted list, in lexicographic order."""
    a = list(items)
    n = len(a)
    while True:
        yield tuple(a)
        i = n - 2
        while i >= 0 and a[i] >= a[i + 1]:
            i -= 1
        if i < 0:
            return
        j = n - 1
        while a[j] <= a[i]:
            j -= 1
        a[i], a[j] = a[j], a[i]
        a[i + 1:] = reversed(a[i + 1:])


# --------------------------------------------------------------------------- methods

def solve_bfs(pz, pos, goal=None, max_depth=None, max_nodes=None):
    """Forward BFS, first parent kept.  Returns a list of move indices, 'unsolvable',
    or None when max_depth/max_nodes stopped it."""
    if pz.reached(pos, goal):
        return []
    parent = {pos: None}
    frontier = [pos]
    depth = 0
    nmoves = len(pz.ops)
    while frontier:
        if max_depth is not None and depth >= max_depth:
            return None
        depth += 1
        nxt = []
        for q in frontier:
            for mi in range(nmoves):
                r = pz.apply(q, mi)
                if r is None or r in parent:
                    continue
                parent[r] = (q, mi)
                if pz.reached(r, goal):
                    path = []
                    while parent[r] is not None:
                        r, m = parent[r]
                        path.append(m)
                    return path[::-1]
                nxt.append(r)
        if max_nodes is not None and len(parent) > max_nodes:
            return None
        frontier = nxt
    return "unsolvable"


def solve_ida(pz, pos, goal=None):
    """Sliding puzzles with a full values goal: IDA* with the Manhattan distance.

    The bounds grow to the minimum f that exceeded the last bound, so the final
    iteration runs with bound = the optimal length L.  In it the depth-first search
    tries the moves in the move order, so it meets the sequences in lexicographic
    order, and it prunes only nodes with g + h > L, which lie on no sequence of
    length L (h never overestimates).  The first goal it meets is therefore the
    smallest shortest answer.  Skipping the move that undoes the previous one loses
    nothing: a shortest sequence never contains a move and its undo in a row."""
    if pz.kind != "sliding":
        raise DefError("ida: sliding puzzles only")
    g = goal or pz.goal
    if g[0] != "values" or None in g[1]:
        raise DefError("ida: a full values goal only")
    home = {lab: pz.xy[i] for i, lab in enumerate(g[1])}
    n = pz.n
    # dist[label][cell]: Manhattan distance of that tile at that cell from its home
    dist = {lab: [abs(pz.xy[c][0] - hx) + abs(pz.xy[c][1] - hy) for c in range(n)]
            for lab, (hx, hy) in home.items()}
    opposite = {"U": "D", "D": "U", "L": "R", "R": "L"}
    order = list(range(len(pz.ops)))
    undo = [pz.ops.index(opposite[pz.ops[m]]) for m in order]
    neigh = [pz.neigh[pz.ops[m]] for m in order]
    board = list(pos)
    blank = board.index(pz.blank)
    h0 = sum(dist[lab][c] for c, lab in enumerate(board) if lab != pz.blank)
    path = []
    nodes = 0

    def dfs(blank, gcost, h, bound, last):
        nonlocal nodes
        f = gcost + h
        if f > bound:
            return f
        if h == 0:
            return -1
        nodes += 1
        best = math.inf
        for m in order:
            if last >= 0 and m == undo[last]:
                continue
            t = neigh[m][blank]
            if t < 0:
                continue
            lab = board[t]
            dh = dist[lab][blank] - dist[lab][t]
            board[blank], board[t] = lab, pz.blank
            path.append(m)
            r = dfs(t, gcost + 1, h + dh, bound, m)
            if r == -1:
                return -1
            path.pop()
            board[t], board[blank] = lab, pz.blank
            if r < best:
                best = r
        return best

    if tuple(board) == g[1]:
        return []
    bound = h0
    while True:
        r = dfs(blank, 0, h0, bound, -1)
        if r == -1:
            return list(path)
        if r == math.inf:
            return "unsolvable"
        bound = r


def solve_mitm(pz, pos, ball, radius, fwd_radius):
    """Meet in the middle, for spaces too large for a table.  `ball` holds the exact
    distance of every position at most `radius` moves from a goal (build_table with
    max_depth=radius).  A forward BFS from the position (first parent kept) runs up
    to fwd_radius layers.  If the answer has length D <= fwd_radius + radius, the node
    at index j = max(0, D - radius) of every shortest sequence is in forward layer j
    and in the ball at distance D - j, so D = min over met nodes of layer + ball
    distance.  Sequences of one length compare by their first j moves first, and
    layer j meets its nodes in the order of their smallest j-move prefixes, so the
    answer is: the first node of layer j with ball distance D - j, its first-parent
    prefix, then descent inside the ball.  Returns None when D > fwd_radius + radius."""
    parent = {pos: None}
    layers = [[pos]]
    best = None
    exhausted = False
    for depth in range(fwd_radius + 1):
        for q in layers[depth]:
            b = ball.get(q)
            if b is not None and (best is None or depth + b < best):
                best = depth + b
        # Once best <= depth + radius it is the answer's length D: the node of index
        # max(0, D - radius) <= depth of a shortest sequence has been met.
        if (best is not None and best <= depth + radius) or depth == fwd_radius:
            break
        nxt = []
        for q in layers[depth]:
            for mi in range(len(pz.ops)):
                r = pz.apply(q, mi)
                if r is None or r in parent:
                    continue
                parent[r] = (q, mi)
                nxt.append(r)
        if not nxt:
            exhausted = True
            break
        layers.append(nxt)
    if best is None:
        return "unsolvable" if exhausted else None
    if best > len(layers) - 1 + radius and not exhausted:
        return None  # longer than fwd_radius + radius: not known
    j = max(0, best - radius)
    q = next(x for x in layers[j] if ball.get(x) == best - j)
    prefix = []
    r = q
    while parent[r] is not None:
        r, m = parent[r]
        prefix.append(m)
    prefix.reverse()
    return prefix + solve_table(pz, q, ball)


def build_table(pz, goal=None, progress=False, max_depth=None):
    """Backward BFS from every goal position: {position: distance}."""
    dist = {}
    frontier = []
    for q in pz.goal_positions(goal):
        if q not in dist:
            dist[q] = 0
            frontier.append(q)
    d = 0
    while frontier and (max_depth is None or d < max_depth):
        d += 1
        nxt = []
        for q in frontier:
            for r in pz.predecessors(q):
                if r not in dist:
                    dist[r] = d
                    nxt.append(r)
        frontier = nxt
        if progress:
            print(f"depth {d}: {len(nxt)}", file=sys.stderr)
    return dist


def solve_table(pz, pos, table):
    if pos not in table:
        return "unsolvable"
    path = []
    d = table[pos]
    while d > 0:
        for mi in range(len(pz.ops)):
            r = pz.apply(pos, mi)
            if r is not None and table.get(r) == d - 1:
                path.append(mi)
                pos, d = r, d - 1
                break
        else:
            raise RuntimeError("table is inconsistent")
    return path


def gf2_system(pz):
    """For a modulus-2 dial puzzle in metric move: the move masks as integers."""
    if pz.kind != "dial" or pz.m != 2 or pz.metric != "move":
        raise DefError("linear: dial puzzles of modulus 2 in metric move only")
    return [sum(1 << i for i, a in enumerate(op) if a) for op in pz.ops]


def gf2_solve_all(masks, target):
    """Solutions x (bit j = press move j) of XOR_j x_j*masks[j] == target: a particular
    solution and a kernel basis, or (None, basis)."""
    # Augment: each move column as (mask, 1<<j); eliminate on the mask bits.
    rows = [(mk, 1 << j) for j, mk in enumerate(masks)]
    basis = []  # (pivot bit, mask, combo)
    kernel = []
    for mk, combo in rows:
        for pb, bm, bc in basis:
            if mk >> pb & 1:
                mk ^= bm
                combo ^= bc
        if mk == 0:
            kernel.append(combo)
        else:
            pb = mk.bit_length() - 1
            basis.append((pb, mk, combo))
    t, sol = target, 0
    for pb, bm, bc in basis:
        if t >> pb & 1:
            t ^= bm
            sol ^= bc
    return (sol if t == 0 else None), kernel


def gf2_best(sol, kernel, nmoves):
    best = None
    for k in range(1 << len(kernel)):
        x = sol
        for i, kv in enumerate(kernel):
            if k >> i & 1:
                x ^= kv
        seq = [j for j in range(nmoves) if x >> j & 1]
        key = (len(seq), seq)
        if best is None or key < best:
            best = key
    return best[1]


def solve_linear(pz, pos, goal=None):
    masks = gf2_system(pz)
    g = goal or pz.goal
    if g[0] != "values":
        raise DefError("linear: values goals only")
    target = sum(1 << i for i, (a, b) in enumerate(zip(pos, g[1])) if a != b)
    sol, kernel = gf2_solve_all(masks, target)
    if sol is None:
        return "unsolvable"
    return gf2_best(sol, kernel, len(masks))


def histogram_linear(pz):
    """Lights Out style histogram without a BFS: every press set x maps to the
    position goal + A x; the distance of a position is the fewest presses over the
    coset x + kernel.  Counting press sets by their coset's minimum and dividing by
    the coset size counts positions."""
    masks = gf2_system(pz)
    _, kernel = gf2_solve_all(masks, 0)
    ks = [0]
    for kv in kernel:
        ks += [x ^ kv for x in ks]
    hist = Counter()
    nm = len(masks)
    for x in range(1 << nm):
        hist[min((x ^ k).bit_count() for k in ks)] += 1
    size = len(ks)
    out = {d: c // size for d, c in sorted(hist.items())}
    reached = sum(out.values())
    return out, pz.count_positions() - reached


# --------------------------------------------------------------------------- main

def parse_case(pz, line):
    parts = line.split("/")
    pos = tuple(int(t) for t in parts[0].split())
    goal = None
    if len(parts) > 1:
        goal = ("values", tuple(int(t) for t in parts[1].split()))
    return pos, goal


def answer(pz, pos, goal, method, max_depth, table_cache, ball=0):
    if method == "bfs":
        r = solve_bfs(pz, pos, goal, max_depth)
    elif method == "linear":
        r = solve_linear(pz, pos, goal)
    elif method == "ida":
        r = solve_ida(pz, pos, goal)
    elif method == "mitm":
        key = ("ball", goal or pz.goal)
        if key not in table_cache:
            table_cache[key] = build_table(pz, goal, max_depth=ball)
        r = solve_mitm(pz, pos, table_cache[key], ball, max_depth or 0)
    else:
        key = goal or pz.goal
        if key not in table_cache:
            table_cache[key] = build_table(pz, goal)
        r = solve_table(pz, pos, table_cache[key])
    if r is None:
        return f"unknown (deeper than {max_depth})"
    if r == "unsolvable":
        return "unsolvable"
    return pz.fmt(r)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("file")
    ap.add_argument("--method", choices=["bfs", "table", "linear", "ida", "mitm"], default="bfs")
    ap.add_argument("--ball", type=int, default=5,
                    help="mitm: radius of the backward ball (--max-depth: forward radius)")
    ap.add_argument("--max-depth", type=int)
    ap.add_argument("--histogram", action="store_true")
    ap.add_argument("--check-examples", action="store_true")
    ap.add_argument("--validate", action="store_true")
    args = ap.parse_args()
    try:
        pz = Puzzle(args.file)
    except (DefError, KeyError, TypeError, ValueError) as e:
        print(f"{args.file}: {e}", file=sys.stderr)
        return 2
    if args.validate:
        print(f"{args.file}: ok ({pz.n} cells, {len(pz.names)} moves after the metric: "
              f"{' '.join(pz.names)}; {pz.count_positions()} valid positions)")
        return 0
    if args.histogram:
        if args.method == "linear":
            hist, unsolvable = histogram_linear(pz)
        else:
            table = build_table(pz)
            hist = Counter(table.values())
            unsolvable = pz.count_positions() - len(table)
        for d in sorted(hist):
            print(d, hist[d])
        if unsolvable:
            print("unsolvable", unsolvable)
        return 0
    cache = {}
    if args.check_examples:
        bad = 0
        for i, e in enumerate(pz.examples):
            goal = ("values", tuple(e["goal"])) if "goal" in e else None
            got = answer(pz, tuple(e["position"]), goal, args.method, args.max_depth, cache, args.ball)
            # compare the move strings (the file holds the moves only)
            got_moves = got.split(":", 1)[1].strip() if ":" in got else got
            ok = got_moves == e["moves"]
            bad += not ok
            print(f"example {i}: {'ok' if ok else 'WRONG'}: file '{e['moves']}', got '{got}'")
        return 1 if bad else 0
    for lineno, line in enumerate(sys.stdin, 1):
        if not line.strip():
            continue
        pos, goal = parse_case(pz, line)
        why = pz.invalid(pos)
        if why:
            print(f"case {lineno}: {why}", file=sys.stderr)
            return 2
        print(answer(pz, pos, goal, args.method, args.max_depth, cache, args.ball), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
