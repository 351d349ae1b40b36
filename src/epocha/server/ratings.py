"""Ratings: Glicko-2 per game, for homes and for each bot level of the ladder.

A rated table's finished game is one rating period for everyone at it. Its result becomes
pairwise outcomes: every two seats are one game between their players, won by the seat among
the result's `winners` when the other is not, and drawn when both or neither won. Each player
is then updated once, with all of its outcomes, against the ratings everyone had before the
game (Glickman, "Example of the Glicko-2 system", 2012; the `glicko2` library computes it, its
volatility step corrected: see `Glicko2Player`).

A player is a home (its id, never shown) or a bot level ("bot:medium"): a seat a bot plays
from the start is rated as its level, and a person's seat as its home, even when the person
left and a bot finished the game for them. Two seats of one player (a home holding both, or
two bots of one level) do not rate each other.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import glicko2

from epocha.bots import LEVELS

from .problem import Problem

# an unrated player's start (Glickman's suggested values)
START_RATING = 1500.0
START_RD = 350.0
START_VOLATILITY = 0.06
BOT_PREFIX = "bot:"
LEADERBOARD_MOST = 100


@dataclass(frozen=True)
class Rating:
    rating: float = START_RATING
    rd: float = START_RD
    volatility: float = START_VOLATILITY


def bot_player(level: str) -> str:
    return f"{BOT_PREFIX}{level}"


def check_rated_seats(players: int, seat_specs: list[dict]) -> None:
    """What a rated table needs before it is made: two players or more, a person at it, and
    bots that are levels of the ladder (the only bots with a rating)."""
    if players < 2:
        raise Problem(422, "solo_unrated", "a game of one player cannot be rated")
    kinds = [spec.get("kind") for spec in seat_specs]
    if "bot" in kinds and all(kind == "bot" for kind in kinds):
        raise Problem(422, "rated_needs_a_person", "a rated table needs at least one person at it")
    for i, spec in enumerate(seat_specs):
        if spec.get("kind") == "bot" and (spec.get("bot") or "greedy") not in LEVELS:
            raise Problem(
                422,
                "bad_bot",
                f"seat {i}: a rated table's bots are levels of the ladder ({', '.join(LEVELS)})",
            )


def participants(seat_rows: list[dict], homes_by_seat: dict[int, str]) -> dict[int, str | None]:
    """Who each seat rates: a bot's level, a person's home (None: not claimed into one)."""
    out: dict[int, str | None] = {}
    for seat in seat_rows:
        if seat["kind"] == "bot":
            out[seat["seat"]] = bot_player(seat["bot"]) if seat["bot"] in LEVELS else None
        else:
            out[seat["seat"]] = homes_by_seat.get(seat["seat"])
    return out


def pairwise(players: dict[int, str], winners: list[int]) -> dict[str, list[tuple[str, float]]]:
    """Each player's outcomes against the others: (opponent, 1 win / 0.5 draw / 0 loss)."""
    won = set(winners)
    seats = sorted(players)
    outcomes: dict[str, list[tuple[str, float]]] = {players[s]: [] for s in seats}
    for i, a in enumerate(seats):
        for b in seats[i + 1 :]:
            if players[a] == players[b]:
                continue
            score = 0.5 if (a in won) == (b in won) else (1.0 if a in won else 0.0)
            outcomes[players[a]].append((players[b], score))
            outcomes[players[b]].append((players[a], 1.0 - score))
    return {p: o for p, o in outcomes.items() if o}


class Glicko2Player(glicko2.Player):
    """The library's player with step 5 of the paper as the paper has it: the function whose
    root is the new volatility, f(x) = e^x (Δ² - φ² - v - e^x) / (2 (φ² + v + e^x)²) - (x - a) / τ²,
    where the library (2.1) puts the rating μ in place of the deviation φ. Upstream's own
    method otherwise; the worked example agrees both ways, a surprising result does not."""

    def _f(self, x: float, delta: float, v: float, a: float) -> float:
        phi2 = self.getRd() ** 2 / 173.7178**2  # φ on the Glicko-2 scale, as the library keeps it
        ex = math.exp(x)
        return ex * (delta**2 - phi2 - v - ex) / (2 * (phi2 + v + ex) ** 2) - (x - a) / self._tau**2


def rate_period(before: dict[str, Rating], outcomes: dict[str, list[tuple[str, float]]]) -> dict[str, Rating]:
    """Each player's rating after one period with its `outcomes`, all against `before`."""
    after = {}
    for player, games in outcomes.items():
        mine = before.get(player, Rating())
        them = [before.get(opponent, Rating()) for opponent, _ in games]
        updated = Glicko2Player(rating=mine.rating, rd=mine.rd, vol=mine.volatility)
        updated.update_player([o.rating for o in them], [o.rd for o in them], [s for _, s in games])
        after[player] = Rating(updated.rating, updated.rd, updated.vol)
    return after


def leaderboard_rows(rows: list[dict]) -> list[dict]:
    """A leaderboard as the table shows it: a home by its display name (never its id), a bot
    by its level; ranks in order (the rows come best first)."""
    out = []
    for rank, row in enumerate(rows, start=1):
        player = row["player"]
        bot = player.removeprefix(BOT_PREFIX) if player.startswith(BOT_PREFIX) else None
        out.append(
            {
                "rank": rank,
                "kind": "bot" if bot else "home",
                "name": None if bot else row["name"],
                "level": bot,
                "rating": round(row["rating"]),
                "rd": round(row["rd"]),
                "games": row["games"],
            }
        )
    return out
