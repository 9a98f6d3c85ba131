#!/usr/bin/env python3
"""Random but valid puzzle definitions (SPEC section 7), for cross-checking.

Every definition this module makes is meant to be valid by SPEC 7.1-7.3 and small
enough for tests/tools/reference_solver.py to enumerate (the number of valid
positions stays under a bound the caller gives). The definitions are varied on
purpose, toward what a careful reader of the SPEC may write and a program may get
wrong:

  dial         moduli 2..64 (primes, 4, 6, 8, 9, 12, 16, 64, ...); `add` as a list
               and as an object with amounts 0, >= modulus or negative; moves that
               are multiples of others, duplicate moves under another name, a move
               whose amounts are all multiples of the modulus but one.
  permutation  cycles of many lengths, moves of order 2..12, identical labels,
               `labels` with unused labels, integer and string cell ids.
  sliding      boards with holes, 1xN strips, boards in two pieces, repeated
               labels, blank anywhere, partial goals with null, `moveOrder`.
  goals        values (full, partial with null), uniform, anyOf of mixed forms,
               nested anyOf; `editableGoal` with a full values goal.
  metrics      move, inverse, power; `separator` given or left to its default.

  random_definitions.py --seed S --count N --out DIR [--max-positions P]
      writes DIR/NNNN.puzzle.json.
"""

import argparse
import json
import math
import os
import random
import string
from collections import Counter

DIAL_MODULI = [2, 2, 3, 3, 4, 4, 5, 6, 6, 7, 8, 8, 9, 9, 10, 11, 12, 12, 13, 15, 16, 25,
               27, 32, 49, 60, 63, 64, 64]


def multinomial(labels):
    c = math.factorial(len(labels))
    for k in Counter(labels).values():
        c //= math.factorial(k)
    return c


def cell_ids(rng, n):
    """n unique ids: integers, strings, or a mix (never an integer and its string)."""
    style = rng.choice(["int", "int", "str", "mix", "digitstr"])
    ids = []
    used = set()
    base = rng.choice([0, 0, 1, 5, 100])
    letters = list(string.ascii_letters)
    rng.shuffle(letters)
    for i in range(n):
        if style == "int" or (style == "mix" and rng.random() < 0.5):
            v = base + i
        elif style == "digitstr":
            v = str(base + i)  # string ids that look like numbers
        else:
            v = rng.choice([letters[i % len(letters)] + (str(i) if i >= len(letters) else ""),
                            f"c{i}", f"cell-{i}", f"{letters[i % 26]}{i}"])
        while str(v) in used:
            v = f"z{i}_{rng.randrange(1000)}"
        used.add(str(v))
        ids.append(v)
    return ids


def move_names(rng, count):
    """Base move names that no metric suffix can make clash (no digits, no quotes)."""
    style = rng.choice(["upper", "upper", "lower", "word", "digits"])
    if style == "digits" and count <= 9:
        names = [str(i + 1) for i in range(count)]
    elif style == "word":
        pool = ["Up", "Dn", "Lt", "Rt", "top", "bot", "spin", "flip", "turn", "X", "Y",
                "Zz", "left", "right", "Q", "mid", "outer", "inner"]
        rng.shuffle(pool)
        names = pool[:count]
    else:
        pool = list(string.ascii_uppercase if style == "upper" else string.ascii_lowercase)
        if rng.random() < 0.5:
            names = pool[:count]
        else:
            names = rng.sample(pool, count)
    return names


def cell_ref_list(rng, ids, idx):
    return [ids[i] for i in idx]


# ------------------------------------------------------------------ goals

def random_goal(rng, kind, n, start, ids, modulus=None, depth=0, allow_uniform=True):
    forms = ["full", "full", "partial", "uniform", "anyOf"]
    if depth >= 2:
        forms = ["full", "partial", "uniform"]
    if not allow_uniform:
        forms = [f for f in forms if f != "uniform"]
    form = rng.choice(forms)
    if form == "full":
        if kind == "dial":
            if rng.random() < 0.4:
                return {"values": [0] * n}
            return {"values": [rng.randrange(modulus) for _ in range(n)]}
        vals = list(start)
        rng.shuffle(vals)
        return {"values": vals}
    if form == "partial":
        if kind == "dial":
            vals = [rng.randrange(modulus) for _ in range(n)]
            for i in rng.sample(range(n), rng.randint(1, n)):
                vals[i] = None  # any value
            return {"values": vals}
        vals = list(start)
        rng.shuffle(vals)
        k = rng.randint(1, max(1, n - 1))
        for i in rng.sample(range(n), k):
            vals[i] = None
        return {"values": vals}
    if form == "uniform":
        if kind == "dial":
            k = rng.randint(1, n)
        else:
            most = max(Counter(start).values())
            k = rng.randint(1, most)
        return {"uniform": [ids[i] for i in rng.sample(range(n), k)]}
    alts = [random_goal(rng, kind, n, start, ids, modulus, depth + 1, allow_uniform)
            for _ in range(rng.randint(1, 3))]
    return {"anyOf": alts}


def metric_and_separator(rng, d, kinds_metrics=("move", "inverse", "power")):
    metric = rng.choice(kinds_metrics)
    r = rng.random()
    if r < 0.25:
        pass  # default metric
    elif metric != "move" or r < 0.5:
        d["metric"] = metric
    if metric == "move" and "metric" not in d and rng.random() < 0.5:
        d["metric"] = "move"
    return d.get("metric", "move")


def maybe_separator(rng, d, names_single_char):
    r = rng.random()
    if r < 0.15:
        d["separator"] = " "
    elif r < 0.25:
        d["separator"] = rng.choice([",", " ; ", "-", "|", "  "])
    elif r < 0.3 and names_single_char:
        d["separator"] = ""


# ------------------------------------------------------------------ kinds

def dial_def(rng, max_positions):
    m = rng.choice(DIAL_MODULI)
    nmax = 1
    while m ** (nmax + 1) <= max_positions and nmax < 12:
        nmax += 1
    n = rng.randint(1, nmax)
    ids = cell_ids(rng, n)
    grid = n >= 4 and rng.random() < 0.3  # Lights Out style: a move per cell
    width = rng.randint(2, max(2, n // 2))
    nm = n + rng.randint(0, 2) if grid else rng.randint(1, 6)
    names = move_names(rng, nm) if nm <= 9 else [f"m{i}" for i in range(nm)]
    moves = []
    adds = []  # amounts per cell, as the definition means them (before reduction)
    for i in range(nm):
        r = rng.random()
        if grid and i < n:
            # the cell and its neighbours on a grid `width` wide (singular systems are
            # common: Lights Out 4x4 and 5x5)
            amounts = [0] * n
            x, y = i % width, i // width
            for c in range(n):
                cx, cy = c % width, c // width
                if abs(cx - x) + abs(cy - y) <= 1:
                    amounts[c] = 1 if rng.random() < 0.8 else rng.randrange(1, m + 1)
        elif adds and r < 0.15:
            # a multiple of an earlier move
            base = rng.choice(adds)
            k = rng.randint(2, max(2, m + 1))
            amounts = [a * k for a in base]
        elif adds and r < 0.25:
            amounts = list(rng.choice(adds))  # a duplicate move
        else:
            amounts = [0] * n
            for c in rng.sample(range(n), rng.randint(1, n)):
                amounts[c] = rng.choice([1, 1, 1, rng.randrange(1, m + 1), rng.randrange(m, 3 * m + 1),
                                         -rng.randrange(1, m + 1)])
        if all(a % m == 0 for a in amounts):
            amounts[rng.randrange(n)] += 1
        adds.append(amounts)
        mv = {"name": names[i]}
        ones = all(a == 1 or a == 0 for a in amounts)
        if ones and rng.random() < 0.6:
            mv["add"] = [ids[c] for c in range(n) if amounts[c] == 1]
            if rng.random() < 0.5:
                rng.shuffle(mv["add"])
        else:
            obj = {}
            order = list(range(n))
            rng.shuffle(order)
            for c in order:
                if amounts[c] % m != 0 or rng.random() < 0.3:
                    obj[str(ids[c])] = amounts[c]  # amounts 0 and >= modulus too
            mv["add"] = obj
        moves.append(mv)
    cells = [{"id": ids[i], "x": i % 4, "y": i // 4} for i in range(n)]
    for c in cells:
        if rng.random() < 0.2:
            c["shape"] = rng.choice(["dial", "square", "circle"])
    d = {"puzzlelab": 1, "key": "", "name": "Random dial", "kind": "dial", "cells": cells,
         "modulus": m, "moves": moves}
    if rng.random() < 0.4:
        d["start"] = [rng.randrange(m) for _ in range(n)]
    if rng.random() < 0.7:
        d["goal"] = random_goal(rng, "dial", n, None, ids, m)
    metric = metric_and_separator(rng, d)
    maybe_separator(rng, d, all(len(x) == 1 for x in names) and metric == "move")
    if rng.random() < 0.2:
        # a click per cell for some moves
        for i, mv in enumerate(moves):
            if i < n and rng.random() < 0.5:
                mv["cell"] = ids[i]
    return d


def random_cycles(rng, n, want_order=None):
    """Disjoint cycles over range(n), at least one, each of length >= 2."""
    cells = list(range(n))
    rng.shuffle(cells)
    cycles = []
    at = 0
    ncyc = rng.choice([1, 1, 1, 2, 2, 3])
    for _ in range(ncyc):
        left = n - at
        if left < 2:
            break
        length = rng.randint(2, left)
        if rng.random() < 0.5:
            length = min(left, rng.choice([2, 3, 4, 5, 6, 7]))
        cycles.append(cells[at:at + length])
        at += length
    return cycles


def perm_def(rng, max_positions):
    for _ in range(100):
        n = rng.randint(2, 10)
        kinds = rng.randint(1, n)
        # labels: distinct integers 0..255, some unused
        pool = rng.sample(range(256), kinds + rng.randint(0, 3))
        used = pool[:kinds]
        start = used + [rng.choice(used) for _ in range(n - kinds)]
        rng.shuffle(start)
        if multinomial(start) <= max_positions:
            break
    labels = list(pool)
    rng.shuffle(labels)
    ids = cell_ids(rng, n)
    nm = rng.randint(1, 4)
    names = move_names(rng, nm)
    moves = []
    for i in range(nm):
        if moves and rng.random() < 0.1:
            cyc = json.loads(json.dumps(rng.choice(moves)["cycles"]))  # a duplicate move
        else:
            cyc = [[ids[c] for c in cy] for cy in random_cycles(rng, n)]
        mv = {"name": names[i], "cycles": cyc}
        if rng.random() < 0.2:
            mv["button"] = {"x": rng.randint(-2, 4), "y": rng.uniform(-2, 2)}
        moves.append(mv)
    cells = [{"id": ids[i], "x": round(math.cos(i) * 3, 3), "y": round(math.sin(i) * 3, 3)}
             for i in range(n)]
    d = {"puzzlelab": 1, "key": "", "name": "Random permutation", "kind": "permutation",
         "labels": labels, "cells": cells, "start": start, "moves": moves}
    metric = metric_and_separator(rng, d)
    maybe_separator(rng, d, all(len(x) == 1 for x in names) and metric == "move")
    if rng.random() < 0.2:
        g = list(start)
        rng.shuffle(g)
        d["goal"] = {"values": g}
        d["editableGoal"] = True
    else:
        d["goal"] = random_goal(rng, "permutation", n, start, ids)
        if rng.random() < 0.05:
            d["editableGoal"] = False
    return d


def sliding_board(rng, nmax):
    shape = rng.choice(["rect", "rect", "strip", "holes", "holes", "two"])
    if shape == "strip":
        length = rng.randint(2, nmax)
        pts = [(i, 0) for i in range(length)] if rng.random() < 0.5 else \
              [(0, i) for i in range(length)]
    elif shape == "two":
        a = rng.randint(2, max(2, nmax // 2))
        b = rng.randint(1, max(1, nmax - a))
        pts = [(i, 0) for i in range(a)] + [(i, 2) for i in range(b)]  # two rows, apart
    else:
        while True:
            w = rng.randint(1, 4)
            h = rng.randint(1, 4)
            if 2 <= w * h <= nmax + (3 if shape == "holes" else 0):
                break
        pts = [(x, y) for y in range(h) for x in range(w)]
        if shape == "holes":
            rng.shuffle(pts)
            keep = max(2, min(nmax, len(pts) - rng.randint(1, 3)))
            pts = pts[:keep]
    # need at least two neighbouring cells
    s = set(pts)
    if not any((x + 1, y) in s or (x, y + 1) in s for (x, y) in pts):
        pts = [(0, 0), (1, 0)] + [p for p in pts if p not in ((0, 0), (1, 0))][:nmax - 2]
    dx, dy = rng.choice([(0, 0), (0, 0), (3, -2), (-1, 5)])
    pts = [(x + dx, y + dy) for (x, y) in pts]
    rng.shuffle(pts) if rng.random() < 0.3 else pts.sort(key=lambda p: (p[1], p[0]))
    return pts


def sliding_def(rng, max_positions):
    for _ in range(200):
        pts = sliding_board(rng, 12 if max_positions >= 100000 else 9)
        n = len(pts)
        blank = rng.choice([0, 0, 0, rng.randrange(256)])
        kinds = rng.randint(1, n - 1)
        pool = [x for x in rng.sample(range(256), kinds + 4) if x != blank][:kinds]
        tiles = pool + [rng.choice(pool) for _ in range(n - 1 - kinds)]
        start = tiles + [blank]
        if rng.random() < 0.5:
            rng.shuffle(start)
        if multinomial(start) <= max_positions:
            break
    labels = sorted(set(start))
    if rng.random() < 0.3:
        labels.append(next(x for x in range(256) if x not in labels))
    rng.shuffle(labels)
    ids = cell_ids(rng, n)
    cells = [{"id": ids[i], "x": pts[i][0], "y": pts[i][1]} for i in range(n)]
    d = {"puzzlelab": 1, "key": "", "name": "Random sliding", "kind": "sliding",
         "labels": labels, "cells": cells, "start": start, "blank": blank}
    if rng.random() < 0.5:
        order = ["U", "D", "L", "R"]
        rng.shuffle(order)
        d["moveOrder"] = order
    if rng.random() < 0.2:
        d["metric"] = "move"
    if rng.random() < 0.2:
        d["separator"] = rng.choice([" ", "", ","])
    if rng.random() < 0.2:
        g = list(start)
        rng.shuffle(g)
        d["goal"] = {"values": g}
        d["editableGoal"] = True
    else:
        d["goal"] = random_goal(rng, "sliding", n, start, ids)
    return d


def compose(a, b):
    """The permutation 'a then b' of cell indices, as lists: c -> b[a[c]]."""
    return [b[x] for x in a]


def sym_perm_def(rng, max_positions):
    """A permutation puzzle whose moves are conjugates of one another under a cell
    symmetry sigma (sigma m sigma^-1 is again a move), with a goal that sigma keeps,
    or keeps only as a set (anyOf of a pattern and its images): the case where a table
    may settle whole classes of positions at once."""
    for _ in range(200):
        r = rng.choice([2, 3, 4, 4, 6])
        orbit_len = r
        orbits = rng.randint(1, 3)
        fixed = rng.randint(0, 2)
        n = r * orbits + fixed
        if n < 3 or n > 16:
            continue
        # sigma turns each orbit one step: cell o*r + i -> o*r + (i+1) % r
        sigma = list(range(n))
        for o in range(orbits):
            for i in range(orbit_len):
                sigma[o * r + i] = o * r + (i + 1) % r
        classes = rng.randint(2, 3)
        orbit_label = [rng.randrange(classes) for _ in range(orbits)]
        goal = [orbit_label[c // r] if c < r * orbits else rng.randrange(classes)
                for c in range(n)]
        if len(set(goal)) < 2 or multinomial(goal) > max_positions:
            continue
        break
    else:
        return perm_def(rng, max_positions)
    # the base move: a cycle over a few cells; the moves: its conjugates sigma^k m sigma^-k
    length = rng.randint(2, min(n, 5))
    base = rng.sample(range(n), length)
    moves_cycles = []
    for k in range(r):
        if k and rng.random() < 0.1:
            continue  # the set is then not closed: no symmetry (the table must see that)
        cyc = list(base)
        for _ in range(k):
            cyc = [sigma[c] for c in cyc]
        moves_cycles.append([cyc])
    if rng.random() < 0.4:
        extra = rng.sample(range(n), 2)  # a second family
        for k in range(r):
            cyc = list(extra)
            for _ in range(k):
                cyc = [sigma[c] for c in cyc]
            moves_cycles.append([cyc])
    order = list(range(len(moves_cycles)))
    if rng.random() < 0.5:
        rng.shuffle(order)
    ids = cell_ids(rng, n)
    names = move_names(rng, len(order)) if len(order) <= 18 else \
        [f"m{i}" for i in range(len(order))]
    label_of = rng.sample(range(256), classes)
    goal_labels = [label_of[g] for g in goal]
    moves = [{"name": names[i], "cycles": [[ids[c] for c in cy] for cy in moves_cycles[k]]}
             for i, k in enumerate(order)]
    start = list(goal_labels)
    rng.shuffle(start)
    d = {"puzzlelab": 1, "key": "", "name": "Random symmetric", "kind": "permutation",
         "labels": sorted(set(goal_labels)), "moves": moves, "start": start,
         "cells": [{"id": ids[c], "x": c % 5, "y": c // 5} for c in range(n)]}
    form = rng.choice(["values", "values", "partial", "anyOf-images", "uniform"])
    if form == "values":
        d["goal"] = {"values": goal_labels}
    elif form == "partial":
        drop = rng.randrange(orbits)  # a whole orbit left free keeps the symmetry
        d["goal"] = {"values": [None if c // r == drop and c < r * orbits else goal_labels[c]
                                for c in range(n)]}
    elif form == "uniform":
        most = max(Counter(start).values())
        cells = [c for c in range(r)][:most]
        d["goal"] = {"uniform": [ids[c] for c in cells]}
    else:
        # a pattern that sigma does not keep, with its images: the set is kept
        pat = list(start)
        rng.shuffle(pat)
        images = []
        cur = list(range(n))
        for k in range(rng.randint(1, r)):
            images.append({"values": [pat[cur.index(c)] for c in range(n)]})
            cur = compose(cur, sigma)
        d["goal"] = {"anyOf": images}
    metric = metric_and_separator(rng, d)
    maybe_separator(rng, d, all(len(x) == 1 for x in names) and metric == "move")
    return d


def product_def(rng, max_positions):
    for _ in range(50):
        d = product_once(rng, max_positions)
        size = (d["modulus"] ** len(d["cells"]) if d["kind"] == "dial"
                else multinomial(d["start"]))
        if size <= max_positions:
            break
    return d


def product_once(rng, max_positions):
    """Two puzzles side by side on disjoint cells (dial or permutation), their moves
    interleaved in the move order: the distance is the sum of the two, and the smallest
    shortest answer interleaves the two answers."""
    kind = rng.choice(["dial", "permutation"])
    parts = [MAKERS_BASE[kind](rng, max(4, int(max_positions ** 0.5))) for _ in range(2)]
    a, b = parts
    if kind == "dial" and a["modulus"] != b["modulus"]:
        b = a
        parts = [a, json.loads(json.dumps(a))]
    d = {"puzzlelab": 1, "key": "", "name": "Random product", "kind": kind, "cells": []}
    if kind == "dial":
        d["modulus"] = a["modulus"]
    ids_all = []
    moves = []
    starts = []
    goals = []
    for pi, part in enumerate(parts):
        ren = {}
        for c in part["cells"]:
            new = f"p{pi}-{c['id']}"
            ren[str(c["id"])] = new
            d["cells"].append({"id": new, "x": c["x"] + 6 * pi, "y": c["y"]})
            ids_all.append(new)
        for mv in part["moves"]:
            m2 = {"name": f"{mv['name']}{'xy'[pi]}"}
            if kind == "dial":
                add = mv["add"]
                m2["add"] = ([ren[str(x)] for x in add] if isinstance(add, list)
                             else {ren[k]: v for k, v in add.items()})
            else:
                m2["cycles"] = [[ren[str(x)] for x in cy] for cy in mv["cycles"]]
            moves.append(m2)
        n = len(part["cells"])
        if kind == "dial":
            g = part.get("goal", {"values": [0] * n})
            starts += [0] * n
        else:
            g = part["goal"]
            starts += part["start"]
        goals.append(g.get("values") if "values" in g else [None] * n)
    if kind != "dial":
        d["labels"] = sorted(set(starts))
        d["start"] = starts
        if sum(1 for x in goals[0] + goals[1] if x is None) == 0 or rng.random() < 0.5:
            # full values of the union; a label shared by both parts would let tiles
            # cross over, which the two parts cannot: still a valid definition
            pass
    rng.shuffle(moves) if rng.random() < 0.5 else None
    d["moves"] = moves
    gv = goals[0] + goals[1]
    if kind == "dial" or any(x is not None for x in gv):
        if kind != "dial" and None not in gv and Counter(gv) != Counter(starts):
            gv = list(starts)
        d["goal"] = {"values": gv}
    else:
        d["goal"] = {"values": list(starts)}
    metric_and_separator(rng, d)
    return d


def sparse_def(rng, max_positions):
    """Many cells (valid positions far beyond any table) but moves that touch only a few
    of them, so that few positions are reachable: --histogram must count those and call
    the rest unsolvable."""
    distinct = rng.random() < 0.5
    # beyond any table: 20! arrangements of distinct labels, or 26 cells in six labels
    n = rng.randint(20, 40) if distinct else rng.randint(26, 40)
    start = list(range(n)) if distinct else [rng.randrange(6) for _ in range(n)]
    busy = rng.sample(range(n), rng.randint(3, 8))
    ids = cell_ids(rng, n)
    nm = rng.randint(1, 3)
    names = move_names(rng, nm)
    moves = []
    for i in range(nm):
        cells = rng.sample(busy, rng.randint(2, len(busy)))
        moves.append({"name": names[i], "cycles": [[ids[c] for c in cells]]})
    goal = list(start)
    d = {"puzzlelab": 1, "key": "", "name": "Random sparse", "kind": "permutation",
         "labels": sorted(set(start)), "start": start, "moves": moves,
         "cells": [{"id": ids[c], "x": c % 8, "y": c // 8} for c in range(n)]}
    if rng.random() < 0.3:
        for c in rng.sample(busy, 1):
            goal[c] = None
    d["goal"] = {"values": goal}
    metric_and_separator(rng, d)
    return d


MAKERS_BASE = {"dial": dial_def, "permutation": perm_def, "sliding": sliding_def}
MAKERS = dict(MAKERS_BASE, symmetric=sym_perm_def, product=product_def, sparse=sparse_def)


def positions(d):
    if d["kind"] == "dial":
        return d["modulus"] ** len(d["cells"])
    return multinomial(d["start"])


def definition(rng, kind, max_positions, key, min_positions=0):
    for _ in range(500):
        d = MAKERS[kind](rng, max_positions)
        if positions(d) >= min_positions or kind == "sparse":
            break
    d["key"] = key
    if rng.random() < 0.3:
        d["description"] = "A random definition for the cross-check"
    if rng.random() < 0.2:
        d["x-seed-note"] = "keys starting with x- are allowed"
    return d


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--out", required=True)
    ap.add_argument("--max-positions", type=int, default=20000)
    ap.add_argument("--kind", choices=sorted(MAKERS))
    args = ap.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    for i in range(args.count):
        kind = args.kind or rng.choice(sorted(MAKERS))
        d = definition(rng, kind, args.max_positions, f"xc-{args.seed}-{i}")
        with open(os.path.join(args.out, f"{i:04d}.puzzle.json"), "w", encoding="utf-8") as f:
            json.dump(d, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
