"""Crime Wave (Age II event).

Rulings:
- "The two weakest": ties give the higher value to the current player, then to the next ones in
  turn order (the seed: "Vyšší hodnotu má aktuální hráč"), so among tied civilizations the one
  furthest from the current player is the weakest. The core's `Ctx.weakest` picks the current
  player instead; `weakest`/`lowest` below follow the seed (the other Age II events use them).
  With two players "the two weakest" is the weakest (digest §12.2).
- Culture never drops below 0; the blue token goes back to the box from the blue bank, or from
  a farm or mine card when the bank is empty (`moves.change_bank`).
"""

from __future__ import annotations

from collections.abc import Callable

from ..rules_base import CardRules


def lowest(ctx, key: Callable[[int], int], count: int = 1) -> list[int]:
    """The `count` civilizations with the lowest value, lowest first. Among tied ones the
    current player (the starting player at the end of the game) counts as the highest, then
    the next ones in turn order; with two players "the two" is one."""
    s = ctx.s
    current = s.start_player if s.phase == "over" or s.turn_player is None else s.turn_player
    order = s.clockwise_from(current)
    if len(order) == 2:
        count = 1
    position = {q: i for i, q in enumerate(order)}
    return sorted(order, key=lambda q: (key(q), -position[q]))[:count]


def weakest(ctx, count: int = 1) -> list[int]:
    return lowest(ctx, lambda q: ctx.ratings(q).strength, count)


class CrimeWave(CardRules):
    key = "II:Crime Wave"
    text = "The two weakest civilizations each lose 3 culture and return 1 blue token to the box."
    text_cs = "Dva nejslabší národy ztratí každý 3 body kultury a vrátí 1 modrý žeton do krabice."

    def play(self, ctx):
        for q in weakest(ctx, 2):
            ctx.score(culture=-3, q=q)
            ctx.bank("blue", -1, q)
