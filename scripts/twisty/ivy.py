#!/usr/bin/env python3
"""Writes the Ivy Cube as a format 1 definition with pieces (SPEC 8.2).

Geometry: a cube whose four corners URF, ULB, DLF and DRB (no two of them neighbours)
are pieces of three stickers; each face shows two of them at opposite corners and a
leaf-shaped centre between them (a piece of one sticker). A move turns one of the four
corners a third of a turn clockwise as seen from outside it, carrying the centres of
its three faces round with it.

The net is the cube's cross (U above; L F R B in a row; D below), each face drawn as its
two corner stickers at opposite corners of a 3x3 square and its centre in the middle.
Colours and faces as in scripts/twisty/cube.py.

    scripts/twisty/ivy.py [--header FILE] > FILE
"""
import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import cycles_of, definition, write  # noqa: E402
from cube import FACES, NET, NORMAL, PALETTE, dot  # noqa: E402
from skewb import add, face_axes, mul, rotate  # noqa: E402

CORNERS = {"URF": (1, 1, 1), "ULB": (-1, 1, -1), "DLF": (-1, -1, 1), "DRB": (1, -1, -1)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--header", help="a JSON object of texts to write with the geometry")
    args = ap.parse_args()
    stickers = []  # (face, column, row, 3-D centroid, corner name or None)
    for f in FACES:
        right, down = face_axes(f)
        n = NORMAL[f]
        for (c, r) in ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)):
            corner = add(n, mul(c - 1, right), mul(r - 1, down))
            name = next((k for k, v in CORNERS.items() if v == corner), None)
            if (c, r) == (1, 1):
                stickers.append((f, c, r, n, None))
            elif name:
                stickers.append((f, c, r, add(n, mul(0.5 * (c - 1), right), mul(0.5 * (r - 1), down)), name))

    def near(p):
        return min(range(len(stickers)),
                   key=lambda k: dot(add(stickers[k][3], mul(-1, p)), add(stickers[k][3], mul(-1, p))))

    cells, start, index, done = [], [], {}, set()
    for k, st in enumerate(stickers):
        key = st[4] or ("centre", st[0])
        if key in done:
            continue
        done.add(key)
        if st[4]:
            members = [m for m, s2 in enumerate(stickers) if s2[4] == st[4]]
            first = min(members, key=lambda m: "UDFBRL".index(stickers[m][0]))
            order = [first]
            while len(order) < 3:  # clockwise seen from outside the corner
                order.append(near(rotate(stickers[order[-1]][3], CORNERS[st[4]], -2 * math.pi / 3)))
            assert sorted(order) == sorted(members)
        else:
            order = [k]
        for m in order:
            f, c, r, _, corner = stickers[m]
            fx, fy = NET[f]
            cell = {"id": f + ("c" if corner is None else ("1" if (c, r) < (1, 1) else "2")),
                    "x": round(fx * 3.4 + c, 3), "y": round(fy * 3.4 + r, 3)}
            if corner:
                cell["piece"] = corner
            index[m] = len(cells)
            cells.append(cell)
            start.append(FACES.index(f))
    moves = []
    for name, axis in CORNERS.items():
        to = {}
        for k, st in enumerate(stickers):
            if st[4] == name or (st[4] is None and dot(st[3], axis) > 0):
                to[index[k]] = index[near(rotate(st[3], axis, -2 * math.pi / 3))]
        moves.append({"name": name, "cycles": cycles_of(to, cells)})
    out = definition("ivy-cube", "Ivy Cube", args.header, cells, list(range(6)), start, moves,
                     "inverse", PALETTE)
    write(out, sys.stdout)


if __name__ == "__main__":
    main()
