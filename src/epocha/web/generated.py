"""A file of a web board that a game generates from its data (layouts, printed facts): written,
or checked to be current, by the game's generator module (`python -m <module> [--check]`)."""

from __future__ import annotations

import sys
from pathlib import Path


def write_or_check(target: Path, text: str, module: str, argv: list[str]) -> int:
    """With `--check` in `argv`: 0 if `target` holds `text`, else 1 with a word on stderr (run
    `module`). Without: write it. The exit code for the generator's `main`."""
    if "--check" in argv:
        current = target.read_text("utf-8") if target.exists() else ""
        if current != text:
            print(f"{target} is not current: run python -m {module}", file=sys.stderr)
            return 1
        return 0
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, "utf-8")
    return 0
