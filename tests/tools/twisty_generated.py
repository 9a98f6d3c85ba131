#!/usr/bin/env python3
"""Each bundled twisty puzzle is what its script in scripts/twisty writes (byte for byte):
the commands of scripts/twisty/README.md."""
import os
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
TWISTY = os.path.join(ROOT, "scripts", "twisty")
BUNDLED = os.path.join(ROOT, "src", "core", "def", "bundled")
CASES = [
    (os.path.join(BUNDLED, "cube-2.puzzle.json"), ["cube.py", "2", "--moves", "URF", "--header", "headers/cube-2.json"]),
    (os.path.join(BUNDLED, "cube-3.puzzle.json"), ["cube.py", "3", "--header", "headers/cube-3.json"]),
    (os.path.join(BUNDLED, "pyraminx.puzzle.json"), ["pyraminx.py", "--no-tips", "--header", "headers/pyraminx.json"]),
    (os.path.join(BUNDLED, "skewb.puzzle.json"), ["skewb.py", "--header", "headers/skewb.json"]),
    (os.path.join(BUNDLED, "ivy-cube.puzzle.json"), ["ivy.py", "--header", "headers/ivy-cube.json"]),
    (os.path.join(BUNDLED, "megaminx.puzzle.json"), ["megaminx.py", "--header", "headers/megaminx.json"]),
    (os.path.join(ROOT, "tests", "data", "pieces", "cube2-fixed.puzzle.json"),
     ["cube.py", "2", "--moves", "URF", "--key", "cube2-fixed", "--name", "2x2x2 cube, DBL corner held"]),
]


def main():
    bad = 0
    for path, command in CASES:
        made = subprocess.run([sys.executable] + command, cwd=TWISTY, capture_output=True,
                              check=True).stdout
        with open(path, "rb") as f:
            have = f.read()
        if made != have:
            print(f"{os.path.relpath(path, ROOT)} is not what `{' '.join(command)}` writes")
            bad += 1
        else:
            print(f"{os.path.relpath(path, ROOT)}: as written by {command[0]}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
