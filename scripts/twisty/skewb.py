#!/usr/bin/env python3
"""Writes the Skewb as a format 1 definition with pieces (SPEC 8.2).

Geometry: a cube cut by the four planes through its centre square to its long
diagonals: each face shows a centre square and four corner triangles (stickers). A move
turns the half of the cube around one corner a third of a turn clockwise as seen from
outside that corner: R around the down-right-back corner, U up-left-back, L
down-left-front, B down-left-back (the WCA's notation). No move turns the up-right-front
corner, which therefore stays put.

The net is the cube's cross (U above; L F R B in a row; D below), each face drawn as an
X of five stickers (the corner triangles at the corners of a 3x3 square, the centre in
the middle). Colours and faces as in scripts/twisty/cube.py.

    scripts/twisty/skewb.py [--header FILE] > FILE
"""
import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import add, cycles_of, definition, mul, rotate, write  # noqa: E402
from cube import FACES, NET, NORMAL, PALETTE, cross, dot  # noqa: E402

AXES = {"R": (1, -1, -1), "U": (-1, 1, -1), "L": (-1, -1, 1), "B": (-1, -1, -1)}


def face_axes(face):
    """The face's right and down directions in 3-D as the net shows the face."""
    return {"F": ((1, 0, 0), (0, -1, 0)), "B": ((-1, 0, 0), (0, -1, 0)),
            "U": ((1, 0, 0), (0, 0, 1)), "D": ((1, 0, 0), (0, 0, -1)),
            "R": ((0, 0, -1), (0, -1, 0)), "L": ((0, 0, 1), (0, -1, 0))}[face]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--header", help="a JSON object of texts to write with the geometry")
    args = ap.parse_args()
    # Stickers: (face, column, row on the face's 3x3 square, 3-D centroid).
    stickers = []
    for f in FACES:
        right, down = face_axes(f)
        n = NORMAL[f]
        for (c, r) in ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)):
            if (c, r) == (1, 1):
                p = n
            else:
                p = add(n, mul(2 / 3 * (c - 1), right), mul(2 / 3 * (r - 1), down))
            stickers.append((f, c, r, p))

    def near(p):
        return min(range(len(stickers)),
                   key=lambda k: dot(add(stickers[k][3], mul(-1, p)), add(stickers[k][3], mul(-1, p))))

    # Pieces: centres alone; corner triangles by the cube corner they touch.
    def corner_key(st):
        f, c, r, p = st
        right, down = face_axes(f)
        return add(NORMAL[f], mul(c - 1, right), mul(r - 1, down))
    face_of = {v: k for k, v in NORMAL.items()}
    cells, start, index, done = [], [], {}, set()
    for k, st in enumerate(stickers):
        f, c, r, p = st
        if (c, r) == (1, 1):
            key = ("centre", f)
            members = [k]
        else:
            key = corner_key(st)
            members = [m for m, s2 in enumerate(stickers)
                       if (s2[1], s2[2]) != (1, 1) and corner_key(s2) == key]
        if key in done:
            continue
        done.add(key)
        if len(members) == 3:
            first = min(members, key=lambda m: "UDFBRL".index(stickers[m][0]))
            order = [first]
            while len(order) < 3:  # clockwise seen from outside the corner
                order.append(near(rotate(stickers[order[-1]][3], key, -2 * math.pi / 3)))
            assert sorted(order) == sorted(members)
            name = "".join(stickers[m][0] for m in order)
        else:
            order, name = members, None
        for m in order:
            f, c, r, _ = stickers[m]
            fx, fy = NET[f]
            cell = {"id": f"{f}{'c' if (c, r) == (1, 1) else ''}{'' if (c, r) == (1, 1) else (r // 2) * 2 + c // 2 + 1}",
                    "x": round(fx * 3.4 + c, 3), "y": round(fy * 3.4 + r, 3)}
            if name:
                cell["piece"] = name
            index[m] = len(cells)
            cells.append(cell)
            start.append(FACES.index(f))
    moves = []
    for name, axis in AXES.items():
        to = {}
        for k, st in enumerate(stickers):
            if dot(st[3], axis) > 1e-9:
                to[index[k]] = index[near(rotate(st[3], axis, -2 * math.pi / 3))]
        moves.append({"name": name, "cycles": cycles_of(to, cells)})
    out = definition("skewb", "Skewb", args.header, cells, list(range(6)), start, moves,
                     "inverse", PALETTE)
    write(out, sys.stdout)


if __name__ == "__main__":
    main()
