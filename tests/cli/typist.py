"""A scripted player for `epocha play`: the answers a test types."""

from __future__ import annotations

import re

from rich.console import Console


def first_listed(console: Console):
    """Answers a prompt as a player who always takes the first action listed (numbers stay
    with their actions for a whole prompt, so the first is not always 1)."""

    def ask(prompt: str) -> str:
        numbers = []
        for line in reversed(console.file.getvalue().splitlines()):
            listed = re.match(r"^\s{2,}(\d+)\s{2}", line)
            if listed:
                numbers.append(int(listed.group(1)))
            elif numbers:
                break
        return str(min(numbers)) if numbers else ""

    return ask
