"""Dice & Cards in a terminal."""

from __future__ import annotations

from rich.console import Console

from .rules import CARDS, value


def render(console: Console, view: dict, names: list[str], recent: list[str]) -> None:
    s = view["state"]
    for p, hand in enumerate(s["hands"]):
        shown = ", ".join(str(value(c)) for c in hand) if isinstance(hand, list) else f"{hand} cards"
        console.print(f"{names[p]}: {s['scores'][p]} points; hand: {shown or 'empty'}")
    console.print(f"Deck: {s['deck']} cards. Last roll: {s['last_roll'] or '-'}")
    for line in recent:
        console.print(f"  {line}")


def card_names() -> list[str]:
    return list(CARDS)


def reference(console: Console, name: str, edition: str) -> None:
    console.print(f"{name}: worth {value(name)} points when played.")
