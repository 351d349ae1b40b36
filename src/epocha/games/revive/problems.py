"""What is wrong with a content file, each problem at its place ("cards.deck[12].top.effects[0]:
unknown effect 'gian'"), collected so that one check reports all of them at once."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field


class ContentError(ValueError):
    """A content set that breaks the schema or a rule of the game; `problems` says where."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = list(problems)
        shown = "\n".join(f"  - {p}" for p in self.problems[:50])
        more = f"\n  ... and {len(self.problems) - 50} more" if len(self.problems) > 50 else ""
        super().__init__(f"{len(self.problems)} problem(s) in the content:\n{shown}{more}")


@dataclass
class Problems:
    """A collector of problems, each prefixed with the path of the value it is about."""

    found: list[str] = field(default_factory=list)

    def add(self, where: str, what: str) -> None:
        self.found.append(f"{where}: {what}" if where else what)

    def __bool__(self) -> bool:
        return bool(self.found)

    def __iter__(self) -> Iterator[str]:
        return iter(self.found)

    def raise_if_any(self) -> None:
        if self.found:
            raise ContentError(self.found)
