"""Innovation's part of the balance report (`epocha analyze innovation`).

`record` reads the facts of one finished game from its full log (the report is a referee, not
a player); `sections` turns many records into the game-specific parts of the report: which
cards' Dogma actions go with winning.
"""

from __future__ import annotations

from collections import Counter

from epocha.engine import Game


def record(game: Game) -> dict:
    """Who went first (decided by the initial meld) and whose Dogma actions used which cards."""
    first = 0
    dogmas: list[Counter] = [Counter() for _ in range(game.players)]
    for ev in game.log:
        if ev["event"] == "first_player":
            first = ev["args"]["player"]
        elif ev["event"] == "dogma":
            dogmas[ev["args"]["player"]][ev["args"]["card"]] += 1
    return {"first_player": first, "dogmas": [dict(c) for c in dogmas]}


def sections(games: list[dict], top: int = 15) -> list[dict]:
    """`games`: one dict per game with "players", "winners" and this module's `record` as
    "extra". For every card: how much more often than a fair share the players who used its
    Dogma at least once won, against those who did not (a correlation, not a cause: strong
    players reach the later ages whose cards they then use)."""
    used_excess: dict[str, list[float]] = {}
    all_excess: list[tuple[set[str], float]] = []
    for g in games:
        fair = 1 / g["players"]
        for p in range(g["players"]):
            winners = g["winners"]
            won = 1 / len(winners) if p in winners else 0.0 if winners else fair  # none: a draw
            cards = set(g["extra"]["dogmas"][p])
            all_excess.append((cards, won - fair))
            for card in cards:
                used_excess.setdefault(card, []).append(won - fair)
    total = sum(e for _, e in all_excess)
    n = len(all_excess)
    support = max(10, n // 50)
    rows = []
    for card, excess in used_excess.items():
        k = len(excess)
        if k < support or k == n:
            continue
        with_card = sum(excess) / k
        without = (total - sum(excess)) / (n - k)
        rows.append((card, k, with_card, without, with_card - without))
    rows.sort(key=lambda r: r[4], reverse=True)
    best = rows[:top]
    table = {
        "columns": ["card", "player-games using it", "win rate over fair, using", "not using", "difference"],
        "rows": [[c, k, f"{w:+.1%}", f"{wo:+.1%}", f"{d:+.1%}"] for c, k, w, wo, d in best],
    }
    worst = rows[-5:][::-1] if len(rows) > top else []
    out = [
        {
            "title": "Cards whose Dogma goes with winning",
            "text": (
                f"For each card used in at least {support} of {n} player-games: the win rate above a fair "
                "share of the players who used its Dogma at least once, minus that of the players who "
                "did not. A correlation, not a cause: leading players reach the later ages whose cards "
                "they then use."
            ),
            "bars": {
                "labels": [r[0] for r in best],
                "values": [r[4] for r in best],
                "xlabel": "win rate difference (using - not using)",
            },
            "table": table,
        }
    ]
    if worst:
        out.append(
            {
                "title": "Cards whose Dogma goes with losing",
                "text": "The other end of the same list.",
                "bars": None,
                "table": {
                    "columns": table["columns"],
                    "rows": [[c, k, f"{w:+.1%}", f"{wo:+.1%}", f"{d:+.1%}"] for c, k, w, wo, d in worst],
                },
            }
        )
    return out
