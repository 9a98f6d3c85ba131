#!/usr/bin/env python3
"""Writes an N x N x N cube (face turns) as a format 1 definition with pieces (SPEC 8.2).

The stickers are laid out as the usual cross-shaped net (U on top; L F R B in a row; D
below), each sticker a cell at its place on the net, its label the colour of its face
(U white 0, L orange 1, F green 2, R red 3, B blue 4, D yellow 5). A piece's stickers
are listed clockwise seen from outside, starting with its U or D sticker (else its F or
B one). Moves turn an outer layer a quarter turn clockwise as seen from that face.

    scripts/twisty/cube.py N [--moves URFDLB] [--metric power|inverse|move] > FILE

Only the geometry is written; the caller adds rules, source and examples (see
scripts/twisty/README.md).
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import cross, cycles_of, definition, dot, write  # noqa: E402

FACES = "ULFRBD"
NORMAL = {"U": (0, 1, 0), "D": (0, -1, 0), "F": (0, 0, 1), "B": (0, 0, -1),
          "R": (1, 0, 0), "L": (-1, 0, 0)}
NET = {"U": (1, 0), "L": (0, 1), "F": (1, 1), "R": (2, 1), "B": (3, 1), "D": (1, 2)}
PALETTE = {0: "#f4f4f4", 1: "#ff8c1a", 2: "#16a34a", 3: "#d0202a", 4: "#1d4ed8", 5: "#fcd116"}


def turn(face, v):
    """A quarter turn clockwise seen from outside `face`, of vector v."""
    x, y, z = v
    return {
        "U": (-z, y, x), "D": (z, y, -x),
        "R": (x, z, -y), "L": (x, -z, y),
        "F": (y, -x, z), "B": (-y, x, z),
    }[face]


def sticker_place(face, r, c, n):
    """3-D centre of cubie and normal for the sticker at row r, column c of `face`'s grid."""
    a = lambda i: 2 * i - (n - 1)  # -(n-1) .. n-1, step 2
    m = n - 1
    if face == "F":
        pos = (a(c), -a(r), m)
    elif face == "B":
        pos = (-a(c), -a(r), -m)
    elif face == "U":
        pos = (a(c), m, a(r))
    elif face == "D":
        pos = (a(c), -m, -a(r))
    elif face == "R":
        pos = (m, -a(r), -a(c))
    else:  # L
        pos = (-m, -a(r), a(c))
    return pos, NORMAL[face]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("n", type=int)
    ap.add_argument("--moves", default="URFDLB")
    ap.add_argument("--metric", default="power")
    ap.add_argument("--key", default=None)
    ap.add_argument("--name", default=None)
    ap.add_argument("--header", help="a JSON object of texts (name, description, rules, "
                    "source, examples) to write with the geometry")
    args = ap.parse_args()
    n = args.n

    def place(face_at, i):
        """A sticker's coordinate on the net: faces n cells wide, a fifth of a cell apart."""
        return round(face_at * (n + 0.2) + i, 3)

    mid = (n - 1) / 2

    def handle(face):
        """Where a face's handle goes: off the net, beside the face where it has a free
        edge (U above, D below, L to the left, B to the right, R above), F in the free
        block above L."""
        x, y = {"U": (place(1, mid), place(0, 0) - 1.2), "D": (place(1, mid), place(2, n - 1) + 1.2),
                "L": (place(0, 0) - 1.2, place(1, mid)), "B": (place(3, n - 1) + 1.2, place(1, mid)),
                "R": (place(2, mid), place(0, mid)), "F": (place(0, mid), place(0, mid))}[face]
        return {"x": round(x, 3), "y": round(y, 3)}
    # Every sticker: its face, row, column and its place in 3-D (cubie, normal).
    stickers = []
    for face in FACES:
        for r in range(n):
            for c in range(n):
                stickers.append((face, r, c, sticker_place(face, r, c, n)))
    by_cubie = {}
    for s in stickers:
        by_cubie.setdefault(s[3][0], []).append(s)
    face_of = {v: k for k, v in NORMAL.items()}
    # Cells piece by piece (a piece's stickers clockwise seen from outside, from its U or
    # D sticker, else its F or B one), pieces in the order their first sticker comes on
    # the net read face by face.
    cells, labels, at, done = [], [], {}, set()
    for s in stickers:
        pos = s[3][0]
        if pos in done:
            continue
        done.add(pos)
        group = by_cubie[pos]
        first = min(group, key=lambda t: "UDFBRL".index(t[0]))
        rest = [t for t in group if t is not first]
        order = [first]
        if len(rest) == 2:
            # clockwise seen from outside: (n0 x n1) . d < 0, d the corner's direction
            if dot(cross(NORMAL[first[0]], NORMAL[rest[0][0]]), pos) < 0:
                order += rest
            else:
                order += [rest[1], rest[0]]
        else:
            order += rest
        name = "".join(t[0] for t in order)
        if n > 3 or len(order) == 1:
            name += f"{first[1] * n + first[2] + 1}" if len(order) == 1 else ""
        for face, r, c, key in order:
            fx, fy = NET[face]
            at[key] = len(cells)
            cell = {"id": f"{face}{r * n + c + 1}", "x": place(fx, c), "y": place(fy, r)}
            if len(order) > 1:
                cell["piece"] = name
            cells.append(cell)
            labels.append(FACES.index(face))
    moves = []
    for face in args.moves:
        axis = NORMAL[face]
        layer = [k for k in at if dot(k[0], axis) == n - 1]
        to = {}
        for pos, normal in layer:
            to[at[(pos, normal)]] = at[(turn(face, pos), turn(face, normal))]
        moves.append({"name": face, "cycles": cycles_of(to, cells), "button": handle(face)})
    out = definition(args.key or f"cube-{n}", args.name or f"{n}x{n}x{n} cube", args.header,
                     cells, list(range(6)), labels, moves, args.metric, PALETTE)
    write(out, sys.stdout)


if __name__ == "__main__":
    main()
