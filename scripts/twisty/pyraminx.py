#!/usr/bin/env python3
"""Writes the Pyraminx as a format 1 definition with pieces (SPEC 8.2).

Geometry: a regular tetrahedron, each face cut into nine small triangles (stickers).
The stickers at a corner of the tetrahedron are the tips, the three next to them the
axial centres, the pairs across an edge the edges. Moves U, L, R and B turn the two
layers at that corner (its tip, centre and three edges) a third of a turn clockwise as
seen from outside the corner; u, l, r and b (with --tips) turn the tip alone.

The net is the usual big triangle: the front face (F, green) upside down in the
middle, the left (red), right (blue) and down (yellow) faces around it. A piece's
stickers are listed clockwise seen from outside.

    scripts/twisty/pyraminx.py [--tips] [--header FILE] > FILE
"""
import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import add, cycles_of, definition, dot, mul, rotate, write  # noqa: E402

V = {"U": (1, 1, 1), "L": (-1, -1, 1), "R": (1, -1, -1), "B": (-1, 1, -1)}
# Faces by the corners they hold; the face opposite a corner is named by its colour.
FACES = {"F": ("U", "L", "R"), "L": ("U", "B", "L"), "R": ("U", "R", "B"), "D": ("L", "B", "R")}
ORDER = "FLRD"
COLOUR = {"F": (0, "#16a34a"), "L": (1, "#d0202a"), "R": (2, "#1d4ed8"), "D": (3, "#fcd116")}
# Sticker centroids in barycentric form over the face's corners: (weights, kind).
SHAPES = []
for i in range(3):
    w = [1 / 9] * 3
    w[i] = 7 / 9
    SHAPES.append((tuple(w), "tip", i))
for i in range(3):
    w = [2 / 9] * 3
    w[i] = 5 / 9
    SHAPES.append((tuple(w), "centre", i))
for i in range(3):
    w = [4 / 9] * 3
    w[i] = 1 / 9
    SHAPES.append((tuple(w), "edge", i))  # the edge opposite corner i


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tips", action="store_true", help="also the tip moves u, l, r, b")
    ap.add_argument("--no-tips", action="store_true",
                    help="leave the tips out (each is solved by one turn of its own)")
    ap.add_argument("--header", help="a JSON object of texts to write with the geometry")
    args = ap.parse_args()

    # The net: the big triangle with corners at 2D points; F upside down in the middle.
    h = math.sqrt(3) / 2
    s = 3.0  # a face's side, in cell units
    P2 = {("F", "U"): (s, 2 * h * s), ("F", "L"): (s / 2, h * s), ("F", "R"): (1.5 * s, h * s)}
    # Each other face shares an edge with F; its third corner is F's third reflected.
    net = {"F": {c: P2[("F", c)] for c in FACES["F"]}}
    for f in "LRD":
        shared = [c for c in FACES[f] if c in FACES["F"]]
        other_f = [c for c in FACES["F"] if c not in shared][0]
        a, b = (net["F"][c] for c in shared)
        o = net["F"][other_f]
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        far = (2 * mid[0] - o[0], 2 * mid[1] - o[1])
        net[f] = {shared[0]: a, shared[1]: b}
        net[f][[c for c in FACES[f] if c not in shared][0]] = far
    # y grows downwards on the board: flip, so U (the apex) is at the bottom of F... keep
    # the big triangle point up: mirror y.
    stickers = []  # (face, kind, corner index, 3-D centroid, 2-D place, label)
    for f in ORDER:
        corners = FACES[f]
        for w, kind, i in SHAPES:
            if args.no_tips and kind == "tip":
                continue
            p3 = add(*(mul(w[j], V[corners[j]]) for j in range(3)))
            p2 = add(*(mul(w[j], net[f][corners[j]]) for j in range(3)))
            stickers.append((f, kind, i, p3, p2, COLOUR[f][0]))

    def near(p):
        return min(range(len(stickers)), key=lambda k: dot(add(stickers[k][3], mul(-1, p)),
                                                              add(stickers[k][3], mul(-1, p))))

    # Pieces: tips and centres by their corner, edges by their two corners.
    def piece_key(st):
        f, kind, i, _, _, _ = st
        corners = FACES[f]
        if kind in ("tip", "centre"):
            return (kind, corners[i])
        return ("edge",) + tuple(sorted(c for j, c in enumerate(corners) if j != i))
    groups = {}
    for k, st in enumerate(stickers):
        groups.setdefault(piece_key(st), []).append(k)

    def clockwise(key, members):
        """A piece's stickers clockwise seen from outside (its corner, or its edge's middle)."""
        if len(members) < 3:
            return sorted(members, key=lambda k: ORDER.index(stickers[k][0]))
        axis = V[key[1]]
        first = min(members, key=lambda k: ORDER.index(stickers[k][0]))
        out = [first]
        while len(out) < len(members):
            nxt = near(rotate(stickers[out[-1]][3], axis, -2 * math.pi / 3))
            out.append(nxt)
        assert sorted(out) == sorted(members)
        return out

    cells, start, index = [], [], {}
    names = {"tip": "tip-", "centre": "centre-", "edge": "edge-"}
    done = set()
    for k, st in enumerate(stickers):
        key = piece_key(st)
        if key in done:
            continue
        done.add(key)
        name = names[key[0]] + "".join(key[1:])
        for m in clockwise(key, groups[key]):
            f, kind, i, _, p2, label = stickers[m]
            cid = f"{f}{SHAPES.index(next(x for x in SHAPES if x[1] == kind and x[2] == i)) + 1}"
            index[m] = len(cells)
            cells.append({"id": cid, "x": round(p2[0], 3), "y": round(-p2[1] + 2 * h * s, 3),
                          "shape": "circle", "piece": name})
            start.append(label)

    moves = []
    for turn in "ULRB":
        for tip_only in ([False, True] if args.tips else [False]):
            axis = V[turn]
            least = 7 / 9 if tip_only else 4 / 9
            to = {}
            for k, st in enumerate(stickers):
                corners = FACES[st[0]]
                if turn not in corners:
                    continue
                w = [x for x in SHAPES if x[1] == st[1] and x[2] == st[2]][0][0]
                if w[corners.index(turn)] + 1e-9 >= least:
                    to[index[k]] = index[near(rotate(st[3], axis, -2 * math.pi / 3))]
            moves.append({"name": turn.lower() if tip_only else turn,
                          "cycles": cycles_of(to, cells)})
    labels = sorted(set(start))
    out = definition("pyraminx", "Pyraminx", args.header, cells, labels, start, moves,
                     "inverse", {l: c for _, (l, c) in COLOUR.items()})
    write(out, sys.stdout)


if __name__ == "__main__":
    main()
