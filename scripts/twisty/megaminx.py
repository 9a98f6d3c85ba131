#!/usr/bin/env python3
"""Writes the Megaminx (face turns) as a format 1 definition with pieces (SPEC 8.2).

Geometry: a regular dodecahedron, each face cut into a centre, five corner stickers and
five edge stickers. A corner piece sits at each of the 20 vertices (three stickers), an
edge piece on each of the 30 edges (two), a centre on each of the 12 faces. A move turns
the layer of one face (its centre and every piece touching it) a fifth of a turn
clockwise as seen from outside that face; the centres never move.

Faces (twsearch's names): U on top; F, L, BL, BR, R round it; FL, FR, DR, B, DL below
(FL touches F and L, FR touches F and R, DR touches R and BR, B touches BR and BL, DL
touches BL and L); D at the bottom. The net is the usual two flowers: U with its five
neighbours unfolded round it on the left, D with its five on the right, each seen from
outside. A piece's stickers are listed clockwise seen from outside, starting with the
face first in the order above.

    scripts/twisty/megaminx.py [--header FILE] > FILE
"""
import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import (add, cross, cycles_of, definition, dot, mul, rotate, sub,  # noqa: E402
                    unit, write)

PHI = (1 + math.sqrt(5)) / 2
ORDER = ["U", "F", "L", "BL", "BR", "R", "FL", "FR", "DR", "B", "DL", "D"]
PALETTE = {0: "#f4f4f4", 1: "#16a34a", 2: "#7e22ce", 3: "#fcd116", 4: "#1d4ed8", 5: "#d0202a",
           6: "#f97316", 7: "#38bdf8", 8: "#f472b6", 9: "#a3e635", 10: "#fde68a", 11: "#9ca3af"}


def solid():
    """Vertices and the faces' outward normals, named: U up, F towards the viewer."""
    verts = [(x, y, z) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)]
    for a in (-1, 1):
        for b in (-1, 1):
            verts += [(0, a / PHI, b * PHI), (a / PHI, b * PHI, 0), (a * PHI, 0, b / PHI)]
    normals = []
    for a in (-1, 1):
        for b in (-1, 1):
            normals += [unit((0, a * PHI, b)), unit((a, 0, b * PHI)), unit((a * PHI, b, 0))]
    # Turn the solid so that one face points up (+y) and name the faces round it.
    up = unit((0, PHI, 1))
    axis = cross(up, (0, 1, 0))
    angle = math.acos(dot(up, (0, 1, 0)))
    verts = [rotate(v, axis, angle) for v in verts]
    normals = [rotate(n, axis, angle) for n in normals]
    # Then about the vertical so that the upper face nearest the viewer (+z) faces it
    # squarely: F straight below U on the net.
    upper = [n for n in normals if 0.1 < n[1] < 0.9]
    f = max(upper, key=lambda n: n[2])
    spin = -math.atan2(f[0], f[2])
    verts = [rotate(v, (0, 1, 0), spin) for v in verts]
    normals = [rotate(n, (0, 1, 0), spin) for n in normals]
    top = max(normals, key=lambda n: n[1])
    bottom = min(normals, key=lambda n: n[1])
    upper = [n for n in normals if 0.1 < n[1] < 0.9]
    lower = [n for n in normals if -0.9 < n[1] < -0.1]
    # F: the upper face nearest the viewer (+z); then anticlockwise seen from above
    # (x right, z towards the viewer): F, L, BL, BR, R.
    ang = lambda n: math.atan2(n[0], n[2])  # 0 towards the viewer, growing to the right
    f = max(upper, key=lambda n: n[2])
    ring = sorted(upper, key=lambda n: (ang(n) - ang(f)) % (2 * math.pi))
    # ring[0] = F, then to the right (R), ...: F R BR BL L going right.
    names = {"U": top, "D": bottom, "F": ring[0], "R": ring[1], "BR": ring[2], "BL": ring[3],
             "L": ring[4]}
    for n in lower:
        near = sorted(("F", "R", "BR", "BL", "L"), key=lambda x: -dot(n, names[x]))[:2]
        name = {frozenset(("F", "L")): "FL", frozenset(("F", "R")): "FR",
                frozenset(("R", "BR")): "DR", frozenset(("BR", "BL")): "B",
                frozenset(("BL", "L")): "DL"}[frozenset(near)]
        names[name] = n
    assert sorted(names) == sorted(ORDER)
    return verts, names


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--header", help="a JSON object of texts to write with the geometry")
    args = ap.parse_args()
    verts, normal = solid()
    face_verts = {f: sorted(range(len(verts)), key=lambda i: -dot(verts[i], normal[f]))[:5]
                  for f in ORDER}
    centre = {f: mul(1 / 5, add(*(verts[i] for i in face_verts[f]))) for f in ORDER}
    edge_len = min(math.dist(verts[i], verts[j]) for i in range(len(verts))
                   for j in range(i + 1, len(verts)))
    edges = sorted({tuple(sorted((i, j))) for f in ORDER for i in face_verts[f]
                    for j in face_verts[f] if i != j and
                    abs(math.dist(verts[i], verts[j]) - edge_len) < 1e-6})
    assert len(edges) == 30

    # Stickers: (face, kind, what, 3-D place). Corner and edge stickers lie on the rays
    # from the face's centre to its vertices and to its edges' midpoints.
    a_corner, a_edge = 0.68, 0.62
    stickers = []
    for f in ORDER:
        c = centre[f]
        stickers.append((f, "centre", f, c))
        for i in face_verts[f]:
            stickers.append((f, "corner", i, add(c, mul(a_corner, sub(verts[i], c)))))
        for e in edges:
            if e[0] in face_verts[f] and e[1] in face_verts[f]:
                mid = mul(0.5, add(verts[e[0]], verts[e[1]]))
                stickers.append((f, "edge", e, add(c, mul(a_edge, sub(mid, c)))))

    def near(p):
        return min(range(len(stickers)), key=lambda k: math.dist(stickers[k][3], p))

    # The net: each face's stickers unfolded into the plane of its flower's middle face.
    def flower(middle, offset):
        n = normal[middle]
        if middle == "U":
            e1, e2 = (1, 0, 0), (0, 0, -1)  # seen from above, F at the bottom
        else:
            e1, e2 = (1, 0, 0), (0, 0, 1)  # seen from below, F at the top
        places = {}
        for f in ORDER:
            shared = [i for i in face_verts[f] if i in face_verts[middle]]
            if f != middle and len(shared) != 2:
                continue
            for k, st in enumerate(stickers):
                if st[0] != f:
                    continue
                p = st[3]
                if f != middle:
                    a, b = verts[shared[0]], verts[shared[1]]
                    # Unfold f about the shared edge into the middle face's plane.
                    ang = math.acos(max(-1.0, min(1.0, dot(normal[f], n))))
                    for sgn in (1, -1):
                        q = rotate(p, sub(b, a), sgn * ang, a)
                        if abs(dot(sub(q, centre[middle]), n)) < 1e-6:
                            break
                    p = q
                rel = sub(p, centre[middle])
                places[k] = (offset[0] + dot(rel, e1), offset[1] - dot(rel, e2))
        return places

    up = flower("U", (0.0, 0.0))
    width = max(x for x, _ in up.values()) - min(x for x, _ in up.values())
    down = flower("D", (width + 1.2, 0.6))
    place = {**up, **down}
    assert len(place) == len(stickers)
    # Scale so that the nearest two stickers are one cell apart.
    least = min(math.dist(place[i], place[j]) for i in place for j in place if i < j)
    x0 = min(x for x, _ in place.values())
    y0 = min(y for _, y in place.values())
    place = {k: ((x - x0) / least, (y - y0) / least) for k, (x, y) in place.items()}

    def piece_key(st):
        _, kind, what, _ = st
        return (kind, what)

    groups = {}
    for k, st in enumerate(stickers):
        groups.setdefault(piece_key(st), []).append(k)

    def clockwise(key, members):
        members = sorted(members, key=lambda k: ORDER.index(stickers[k][0]))
        if len(members) < 3:
            return members
        axis = verts[key[1]]
        out = [members[0]]
        while len(out) < len(members):
            out.append(near(rotate(stickers[out[-1]][3], axis, -2 * math.pi / 3)))
        assert sorted(out) == sorted(members)
        return out

    def piece_name(key):
        kind, what = key
        if kind == "centre":
            return "C-" + what
        vs = [what] if kind == "corner" else list(what)
        faces = [f for f in ORDER if all(v in face_verts[f] for v in vs)]
        return "-".join(faces)

    cells, start, index, count = [], [], {}, {}
    done = set()
    for k, st in enumerate(stickers):
        key = piece_key(st)
        if key in done:
            continue
        done.add(key)
        for m in clockwise(key, groups[key]):
            f = stickers[m][0]
            count[f] = count.get(f, 0) + 1
            index[m] = len(cells)
            x, y = place[m]
            cells.append({"id": f"{f}{count[f]}", "x": round(x, 3), "y": round(y, 3),
                          "shape": "circle", "piece": piece_name(key)})
            start.append(ORDER.index(f))

    moves = []
    for f in ORDER:
        touching = set(face_verts[f])
        to = {}
        for k, st in enumerate(stickers):
            _, kind, what, p = st
            inside = (kind == "centre" and what == f) or \
                (kind == "corner" and what in touching) or \
                (kind == "edge" and what[0] in touching and what[1] in touching)
            if inside:
                to[index[k]] = index[near(rotate(p, normal[f], -2 * math.pi / 5))]
        moves.append({"name": f, "cycles": cycles_of(to, cells)})
    labels = sorted(set(start))
    out = definition("megaminx", "Megaminx", args.header, cells, labels, start, moves, "power",
                     PALETTE)
    write(out, sys.stdout)


if __name__ == "__main__":
    main()
