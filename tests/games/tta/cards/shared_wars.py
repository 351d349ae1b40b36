"""What the tests of the war cards share: a full game in which seat 0 declared a war on seat 1
during its last turn; seat 1 (or the seat before 0) ends its turn, seat 0's turn starts and the
war is fought (§11)."""

from __future__ import annotations

from epocha.games.tta.scenario import Scenario

from .shared_events import civ


def army(warriors: int, **more) -> dict:
    """A civilization of strength `warriors` (Warriors: 1 each) that produces no science and no
    culture (Philosophy and Religion without workers)."""
    return civ(**{"A:Warriors": warriors, "A:Philosophy": 0}, **more)


def fought(card: str, declarer: dict, target: dict, *others: dict, **position) -> Scenario:
    """Seat 0 (`declarer`) declared `card` on seat 1 (`target`); the seat before seat 0 ends its
    turn and the war is fought at the start of seat 0's turn."""
    players = [declarer, target, *others]
    position.setdefault("age", card.split(":")[0])
    position.setdefault("turn_player", len(players) - 1)
    s = Scenario(players=players, peaceful=False, wars=[{"card": card, "by": 0, "on": 1}], **position)
    assert s.state.wars and s.events("war_won") == [] and s.events("war_tied") == []
    s.end_turn()
    return s


def war_points(s: Scenario, kind: str, card: str) -> dict[int, int]:
    """The `kind` ("science", "culture") each seat scored (lost: negative) because of `card`."""
    out: dict[int, int] = {}
    for e in s.events(kind):
        if e["args"]["why"] == card:
            out[e["args"]["player"]] = out.get(e["args"]["player"], 0) + e["args"]["amount"]
    return out
