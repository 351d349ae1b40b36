"""Positions of the 2006 Advanced game (`Scenario(edition="2006", mode="advanced")`, round 3,
seat 0 to act in its political phase) for the tests of the military cards: tactics, territories
and pacts.

- `board(Warriors=2, Swordsmen=1, ...)`: the starting technologies of the 2006 player card, with
  units (their workers) on the unit technologies named.
- `tactic_strength`, `replaced`, `never_copied`, `colonization_force`: a tactic played from the
  hand (one per player: a new one replaces and discards the old, nobody copies it).
- `colonized`: a territory revealed (the political action "event": the prepared card goes to the
  future events and the top current event is revealed), bid for and colonized by seat 0;
  `prepared_by_its_owner`: the territory prepared by seat 0 and revealed by seat 1 a turn later.
- `with_pact` / `laid`: three civilizations (pacts need three or more) with a pact in play.
"""

from __future__ import annotations

from typing import Any

from epocha.games.tta.catalog import key_of
from epocha.games.tta.production import forecast
from epocha.games.tta.scenario import Scenario

# the unit technologies of Ages A-II by name, with their ages
UNITS = {
    "Warriors": "A",
    "Swordsmen": "I",
    "Knights": "I",
    "Riflemen": "II",
    "Cavalrymen": "II",
    "Cannon": "II",
}
START = {"Agriculture": 2, "Bronze": 2, "Philosophy": 1, "Religion": 0, "Warriors": 1}
# an Age I event to prepare (it goes to the future events unresolved): 1 culture for its age
PREPARE = "I:Good Harvest (2006)"
# a territory to colonize with a tactic's armies (+2 yellow tokens, +1 population)
TERRITORY = "I:Inhabited Territory (2006)"


def k(age: str, name: str) -> str:
    """The 2006 key: k("I", "Legion") == "I:Legion (2006)"."""
    return f"{age}:{name} (2006)"


def board(*, food: int | None = None, resources: int | None = None, **workers: int) -> dict:
    """The starting technologies (Warriors 1 unless said) and unit technologies with workers:
    board(Warriors=0, Swordsmen=3). `food` stored on Agriculture, `resources` on Bronze."""
    counts = {**START, **workers}
    techs: dict[str, dict[str, Any]] = {}
    for name, n in counts.items():
        age = UNITS.get(name, "A")
        techs[k(age, name)] = {"workers": n} if n else {}
    if food is not None:
        techs[k("A", "Agriculture")]["stored"] = food
    if resources is not None:
        techs[k("A", "Bronze")]["stored"] = resources
    return techs


NO_UNITS = board(Warriors=0)


def game(*players: dict, age: str = "I", **position: Any) -> Scenario:
    """An Advanced game: the players given (two plain ones if none, a second added to a lone
    one), seat 0 to act in round 3."""
    seats = list(players) if len(players) > 1 else [*players, {}] if players else [{}, {}]
    return Scenario(edition="2006", mode="advanced", players=seats, age=age, **position)


# -- tactics -----------------------------------------------------------------------------------


def tactic_strength(tactic: str, age: str, **units: int) -> tuple[int, int]:
    """A civilization with these units (no Warriors unless said) plays `tactic` from its hand
    for 1 military action: its strength before and after."""
    units.setdefault("Warriors", 0)
    s = game({"technologies": board(**units), "military_hand": [tactic]}, age=age)
    before = s.ratings(0).strength
    s.act("tactic", card=tactic)
    assert s.actions_left(0) == (4, 1)  # Despotism's 2 military actions, 1 spent
    assert key_of(s.player(0).tactic) == tactic and s.player(0).military_hand == []
    return before, s.ratings(0).strength


def replaced(tactic: str, other: str, age: str, **units: int) -> Scenario:
    """`tactic` is played, then `other` in the same turn (one military action each): the
    position after both."""
    units.setdefault("Warriors", 0)
    s = game({"technologies": board(**units), "military_hand": [tactic, other]}, age=age)
    s.act("tactic", card=tactic)
    s.act("tactic", card=other)
    p = s.player(0)
    assert key_of(p.tactic) == other and s.actions_left(0) == (4, 0)
    assert [key_of(c) for c in s.state.military_discards[age]] == [tactic]
    assert s.state.common_tactics == [] and p.exclusive is None
    return s


def never_copied(tactic: str, age: str, **units: int) -> None:
    """Played by seat 0, the tactic stays its own: the next player may not copy it, and on seat
    0's next turn it is still its tactic, in no common area, with the same strength."""
    units.setdefault("Warriors", 0)
    s = game({"technologies": board(**units), "military_hand": [tactic]}, age=age)
    s.act("tactic", card=tactic)
    strength = s.ratings(0).strength
    s.end_turn()
    assert s.state.turn_player == 1
    assert not s.can("copy_tactic") and s.state.common_tactics == []
    assert s.player(1).tactic is None
    s.end_turn()
    assert s.state.turn_player == 0 and key_of(s.player(0).tactic) == tactic
    assert s.state.common_tactics == [] and s.ratings(0).strength == strength


def colonization_force(tactic: str, age: str, units: dict[str, int]) -> tuple[int, Scenario]:
    """Seat 0 with these units (no Warriors unless said) and `tactic` in play reveals a
    territory (the other civilization has no unit): the highest bid it may make, and the
    position after it bids that and sends every unit (the armies they form count)."""
    units = {"Warriors": 0, **units}
    s = game(
        {
            "technologies": board(**units),
            "tactic": tactic,  # (2006: the player's own, never shared)
            "military_hand": [PREPARE],
        },
        {"technologies": NO_UNITS},
        age=age,
        current_events=[TERRITORY],
    )
    s.act("event", card=PREPARE)
    top = bids(s)[-1]
    s.choose(top)
    send_force(s, *(name for name, n in units.items() for _ in range(n)))
    p = s.player(0)
    assert [key_of(c) for c in p.colonies] == [TERRITORY]
    assert not any(key_of(t).split(":", 1)[1].removesuffix(" (2006)") in UNITS for t in p.workers)
    return top, s


# -- colonization ------------------------------------------------------------------------------


def bids(s: Scenario) -> list[int]:
    """The bids the player asked may make now."""
    return [a["value"] for a in s.decision().actions if a["type"] == "choose"]


def send_force(s: Scenario, *units: str) -> Scenario:
    """Answer the colonization force questions: add the units named (in order), then send. Picks
    the engine makes itself (a single option) are skipped."""
    wanted = list(units)
    while s.game.decisions():
        if s.decision().kind != "option" or not s.prompt().startswith("Choose the colonization force"):
            break
        labels = s.labels("choose")
        add = [lb for lb in labels if lb.startswith("Add") and wanted and lb.endswith(wanted[0])]
        if add:
            wanted.pop(0)
        s.choose((add or [lb for lb in labels if lb.startswith("Send")])[0])
    return s


def colonized(territory: str, *, prepared: bool = False, **mine: Any) -> Scenario:
    """Seat 0 (one Warriors) colonizes `territory` for a bid of 1, the other civilization having
    no unit. The territory is the top current event revealed when seat 0 prepares an event, or
    (`prepared`) seat 0's own card: prepared with no event pending, it is revealed at once."""
    hand = [territory] if prepared else [PREPARE]
    s = game(
        {"military_hand": hand, **mine},
        {"technologies": NO_UNITS},
        age=key_of(territory).split(":", 1)[0],
        current_events=[] if prepared else [territory],
    )
    s.act("event", card=hand[0])
    assert bids(s) == [1]
    s.choose(1)
    send_force(s, "Warriors")
    assert [key_of(c) for c in s.player(0).colonies] == [territory]
    return s


def holdings(s: Scenario, seat: int = 0) -> dict[str, int]:
    """What colonizing may change: the banks, the unused workers, food, resources and culture."""
    p = s.player(seat)
    return {
        "yellow": p.yellow,
        "blue": p.blue,
        "pool": p.pool,
        "food": s.food(seat),
        "resources": s.resources(seat),
        "culture": p.culture,
    }


def prepared_by_its_owner(territory: str) -> tuple[Scenario, dict[str, int]]:
    """Seat 0 prepares `territory` from its hand (revealing the last current event, a No Event:
    the future events, the territory alone, become the current ones); in the next turn seat 1
    prepares an event and reveals it. Seat 1 has no unit: seat 0 bids 1 and sends its Warriors.
    The position after, and seat 0's holdings just before the reveal."""
    s = game(
        {"military_hand": [territory]},
        {"technologies": NO_UNITS, "military_hand": [PREPARE]},
        age=key_of(territory).split(":", 1)[0],
        current_events=[k("A", "No Event")],
    )
    s.act("event", card=territory)
    assert [key_of(c) for c in s.state.current_events] == [territory] and s.state.future_events == []
    s.end_turn()
    assert s.state.turn_player == 1
    before = holdings(s)
    s.act("event", card=PREPARE)
    assert s.decision().seat == 0 and bids(s) == [1]  # seat 1 cannot bid: no unit
    s.choose(1)
    send_force(s, "Warriors")
    assert [key_of(c) for c in s.player(0).colonies] == [territory]
    return s, before


# -- pacts ---------------------------------------------------------------------------------------


def pact(card: str, by: int = 0, partner: int = 1, side: str | None = None) -> dict:
    """A pact in play in a position: laid by `by` (taking `side`) with `partner`."""
    return {"card": card, "by": by, "with": partner, "side": side}


def three(*players: dict, age: str = "II", **position: Any) -> Scenario:
    """An Advanced game of three civilizations (plain ones where not given)."""
    seats = [*players, *({} for _ in range(3 - len(players)))]
    return Scenario(edition="2006", mode="advanced", players=seats, age=age, **position)


def with_pact(card: str, *players: dict, by: int = 0, partner: int = 1, side: str | None = None, **position):
    """Three civilizations with `card` in play, laid by `by` with `partner`."""
    return three(*players, pacts=[pact(card, by, partner, side)], **position)


def laid(card: str, *players: dict, partner: int = 1, side: str | None = None, **position) -> Scenario:
    """Seat 0 offers `card` from its hand to `partner` (taking `side`) as its political action;
    the partner accepts."""
    seats = list(players) or [{}]
    seats[0] = {**seats[0], "military_hand": [*seats[0].get("military_hand", []), card]}
    s = three(*seats, **position)
    s.act("pact", card=card, partner=partner, **({} if side is None else {"side": side}))
    s.choose("accept")
    assert [key_of(c) for c in s.state.pacts] == [card]
    return s


def made(s: Scenario, seat: int) -> dict:
    """What the production phase would do to `seat` now."""
    return forecast(s.state, s.player(seat))


def check_territory(
    territory: str,
    revealed: dict[str, int],
    before_prepared: dict[str, int],
    prepared: dict[str, int],
    small_bank: tuple[int, dict[str, int]],
) -> None:
    """A territory's three checks, with its numbers: colonized when revealed as an event
    (`revealed`: seat 0's holdings after), when its owner prepared it (`before_prepared`, then
    `prepared`), and with a small blue bank (`small_bank`: the bank, then the yellow, blue, food
    and resources after)."""
    s = colonized(territory)
    assert holdings(s) == revealed
    assert s.player(0).workers.get(k("A", "Warriors") + "#p0", 0) == 0  # the unit sent: gone
    assert s.state.past_events == [] and s.decision().kind == "turn"
    s, before = prepared_by_its_owner(territory)
    assert before == before_prepared
    assert holdings(s) == prepared
    assert s.state.turn_player == 1  # colonized in seat 1's turn: it revealed the territory
    assert [key_of(c) for c in s.state.past_events] == [k("A", "No Event")]
    bank, after = small_bank
    got = holdings(colonized(territory, blue_bank=bank))
    assert {key: got[key] for key in ("yellow", "blue", "food", "resources")} == after
