"""What the twisty puzzle writers share: vectors in 3-D and turns about an axis, a
move's cycles from where it takes each cell, and the definition written with one line
per cell, per move and per other key."""
import json
import math


def add(*vs):
    return tuple(sum(c) for c in zip(*vs))


def sub(a, b):
    return tuple(x - y for x, y in zip(a, b))


def mul(k, v):
    return tuple(k * c for c in v)


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def unit(v):
    return mul(1 / math.sqrt(dot(v, v)), v)


def rotate(p, axis, angle, about=None):
    """p turned by `angle` about `axis` (right hand), through the origin or `about`."""
    k = unit(axis)
    q = p if about is None else sub(p, about)
    c, s = math.cos(angle), math.sin(angle)
    r = add(mul(c, q), mul(s, cross(k, q)), mul(dot(k, q) * (1 - c), k))
    return r if about is None else add(r, about)


def cycles_of(to, cells):
    """The cycles (of cell ids) of a move taking cell i's content to cell to[i]."""
    seen, cycles = set(), []
    for start in sorted(to):
        if start in seen or to[start] == start:
            continue
        cyc, i = [], start
        while i not in seen:
            seen.add(i)
            cyc.append(cells[i]["id"])
            i = to[i]
        cycles.append(cyc)
    return cycles


def definition(key, name, header, cells, labels, start, moves, metric, palette):
    """The definition: key and name (or the header file's texts), the geometry, a goal of
    the start itself, and the header's examples last."""
    out = {"puzzlelab": 1, "key": key, "name": name}
    if header:
        with open(header, encoding="utf-8") as f:
            out.update(json.load(f))
    examples = out.pop("examples", None)
    out.update({"kind": "permutation", "cells": cells, "labels": labels, "start": start,
                "moves": moves, "goal": {"values": start}, "metric": metric,
                "view": {"palette": {str(k): v for k, v in palette.items()},
                         "labelText": {str(k): "" for k in palette}}})
    if examples is not None:
        out["examples"] = examples
    return out


def write(d, f):
    """JSON with one line per cell, per move and per other key (easy to read and diff)."""
    f.write("{\n")
    items = list(d.items())
    for i, (k, v) in enumerate(items):
        end = ",\n" if i + 1 < len(items) else "\n"
        if k in ("cells", "moves", "examples") and isinstance(v, list):
            f.write(f'  "{k}": [\n')
            f.write(",\n".join("    " + json.dumps(e) for e in v))
            f.write("\n  ]" + end)
        else:
            f.write(f"  {json.dumps(k)}: {json.dumps(v)}" + end)
    f.write("}\n")
