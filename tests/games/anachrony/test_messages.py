"""The log in words (epocha.games.anachrony.messages): in random games (2 and 4 players, one
player against the Chronobot; Doomsday and the variants on) every event a seat sees has a
message, which renders in English and in Czech with no placeholder left and nothing
untranslated, and names no component the seat has not seen. The Czech catalog is complete
and its template current."""

from __future__ import annotations

import random
from typing import Any

import pytest

import epocha
from epocha.engine.message import check, terms, walk
from epocha.engine.render import PLACEHOLDER
from epocha.engine.translation import message_key, table
from epocha.games.anachrony.manifest import MANIFEST
from epocha.games.anachrony.messages import EVENTS, log_message
from epocha.web.catalogs import game_domain
from epocha.web.extract import placeholders

GAMES = [
    (2, {"doomsday": True, "planned_experiments": True, "alternative_timeline": True}, 1),
    (2, {"choose_starting_assets": True, "choose_endgame_conditions": True, "no_paradox_dice": True}, 2),
    (4, {"doomsday": True, "side": "B", "simultaneous_power_up": True, "leaders": "revised"}, 3),
    (4, {"choose_starting_assets": True, "choose_endgame_conditions": True, "alternative_timeline": True}, 4),
    (1, {"doomsday": True}, 5),
    (1, {"doomsday": True, "side": "B", "chronobot": "expert", "leaders": "revised"}, 6),
    (1, {"choose_starting_assets": True, "alternative_timeline": True, "chronobot": "beginner"}, 7),
]
# the kinds of terms that name a component some seat may not have seen yet
COMPONENTS = ("building", "superproject", "experiment", "endgame", "asset")
SECRET_CHOICES = ("warp_chosen", "asset_kept", "endgame_kept")


def _strings(data: Any, out: set[str]) -> set[str]:
    """Every string in a view (keys and values): what the seat has seen."""
    if isinstance(data, str):
        out.add(data)
    elif isinstance(data, dict):
        for k, v in data.items():
            out.add(str(k))
            _strings(v, out)
    elif isinstance(data, list | tuple):
        for v in data:
            _strings(v, out)
    elif isinstance(data, int) and not isinstance(data, bool):
        out.add(str(data))
    return out


def _play(players: int, options: dict, seed: int) -> tuple[epocha.Game, set[str]]:
    """A random game, each seat's log read as it grows; returns the game and the events met."""
    g = epocha.new_game("anachrony", players=players, seed=seed, options=options)
    renderers = [MANIFEST.renderer(lang) for lang in ("en", "cs")]
    pick = random.Random(seed)
    seats = range(players)
    seen: list[set[str]] = [set() for _ in seats]
    read = [0 for _ in seats]
    events: set[str] = set()
    steps = 0
    while True:
        for s in seats:
            _strings(g.view(s), seen[s])
            for entry in g.log_for(s, read[s]):
                events.add(entry["event"])
                _check_entry(entry, seen[s], renderers)
            read[s] = len(g.state.log)
        if g.is_over:
            break
        seat = g.active_players[0]
        actions = g.legal_actions(seat)
        busy = [a for a in actions if a["type"] != "pass"]
        g.apply(seat, pick.choice(busy if busy and pick.random() < 0.9 else actions))
        steps += 1
        assert steps < 4000
    for r in renderers:
        assert not r.missing, f"untranslated ({r.lang}): {sorted(r.missing)[:20]}"
    return g, events


def _check_entry(entry: dict, seen: set[str], renderers: list) -> None:
    name = entry["event"]
    message = entry.get("message")
    if message is None:
        # only an era with both decks used up has no message
        assert name == "preparation", f"no message for {entry}"
        return
    check(message)
    for r in renderers:
        text = r(message)
        left = PLACEHOLDER.search(text)
        assert left is None, f"{left[0]} left in {text!r} ({r.lang}, {name})"
        assert text.strip()
    for kind in COMPONENTS:
        for key in terms(message, kind):
            assert key in seen, f"{name} names the {kind} {key!r}, unseen by the seat"
    if name in SECRET_CHOICES:
        named = {a.get("kind") for m in walk(message) for a in m["args"].values()}
        assert named <= {None}, f"{name} names what was chosen in secret: {message}"


@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_every_event_a_seat_sees_is_worded(players: int, options: dict, seed: int) -> None:
    g, events = _play(players, options, seed)
    assert g.result is not None
    assert "game_over" in events and "final_scores" in events


def test_every_event_the_game_emits_has_words() -> None:
    import re
    from pathlib import Path

    package = Path(MANIFEST.locale).parent  # type: ignore[arg-type]
    emitted = set()
    for path in package.glob("*.py"):
        emitted |= set(re.findall(r'\.emit\(\s*"(\w+)"', path.read_text()))
    assert emitted, "no emit found"
    assert emitted <= set(EVENTS), f"events with no words: {sorted(emitted - set(EVENTS))}"


def test_the_chronobot_is_named_as_such() -> None:
    m = log_message({"event": "paradox_roll", "args": {"player": 4, "era": 2, "rolled": 1}})
    assert m is not None
    for lang, name in (("en", "the Chronobot"), ("cs", "chronobot")):
        assert MANIFEST.renderer(lang)(m).startswith(name)


def test_a_building_ability_names_its_cause() -> None:
    m = log_message({"event": "ability", "args": {"player": 0, "building": "b208"}})
    assert m is not None and m["cause"] == {"card": "b208"}


def test_the_czech_catalog_is_complete_and_current() -> None:
    from babel.messages.pofile import read_po

    domain = game_domain(MANIFEST)
    assert domain is not None
    found = {}
    for context, msgid, _ in domain.messages():
        ids = msgid if isinstance(msgid, tuple) else (msgid,)
        found[(context, ids[0])] = ids
    with (domain.locale / "messages.pot").open("rb") as f:
        template = {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in read_po(f) if m.id}
    assert template == set(found), "regenerate the catalog: python -m epocha.web.catalogs"
    cs = table(str(domain.locale), "cs")
    problems = []
    for (context, msgid), ids in found.items():
        value = cs.get(message_key(msgid, context))
        if value is None or (len(ids) > 1 and (not isinstance(value, list) or len(value) != 3)):
            problems.append(("missing", context, msgid))
            continue
        for form in value if isinstance(value, list) else [value]:
            if placeholders(form) != placeholders(ids[-1]):
                problems.append(("placeholders", context, msgid, form))
    assert not problems, problems


# -- causes: why each entry and prompt happened ------------------------------------------------


def _cause(sc: Any, event: str) -> dict:
    """The cause the log shows a seat for the last `event`."""
    return [e for e in sc.game.log_for(0) if e["event"] == event][-1]["message"]["cause"]


def test_a_main_board_action_and_its_gains_name_its_rules_section() -> None:
    from epocha.games.anachrony.scenario import Scenario

    sc = Scenario([{"active": {"scientist": 1}, "powered": [1]}, {"passed": True}], era=2)
    sc.place("mine:0", "scientist")
    assert _cause(sc, "place") == {"rule": "board.mine"}
    assert sc.decision().prompt["cause"] == {"rule": "board.mine"}
    sc.choose(sc.choices()[0])
    assert _cause(sc, "mine") == {"rule": "board.mine"}


def test_a_building_s_effect_names_the_building() -> None:
    from .buildings import game

    sc = game("b102", era=2).place("b102", "scientist")
    assert _cause(sc, "focus") == {"card": "b102"}
    assert _cause(sc, "ability") == {"card": "b102"}


def test_a_superproject_s_prompts_and_losses_name_the_superproject() -> None:
    from epocha.games.anachrony.scenario import Scenario

    from .superprojects import owning

    sc = Scenario([owning("s12", active={"scientist": 1}), {}], era=2).free("s12")
    assert _cause(sc, "free_action") == {"card": "s12"}
    assert _cause(sc, "worker_lost") == {"card": "s12"}  # (the only worker: not asked)
    assert sc.decision().kind == "gain" and sc.decision().prompt["cause"] == {"card": "s12"}


def test_the_phases_prompts_name_their_rules() -> None:
    g = epocha.new_game("anachrony", players=2, seed=1)
    assert next(iter(g.decisions().values())).prompt["cause"] == {"rule": "setup"}


def _log(*events: tuple[str, dict]) -> list[dict]:
    return [{"event": name, "args": args} for name, args in events]


def test_an_event_that_cannot_say_is_explained_by_what_began_it() -> None:
    from epocha.games.anachrony.messages import log_cause

    log = _log(
        ("place", {"player": 0, "worker": "scientist", "as": "scientist", "space": "recruit:0"}),
        ("collapse_tile", {"player": 0, "tile": 33}),  # (its action's events are the action's)
        ("recruit", {"player": 0, "worker": "engineer"}),
        ("collapse_action", {"player": 0, "action": "recruit", "tile": 33}),
        ("recruit", {"player": 0, "worker": "genius"}),
    )
    assert log_cause(log, 2) == {"rule": "board.recruit"}
    assert log_message(log[3])["cause"] == {"card": "33"}  # type: ignore[index]
    assert log_cause(log, 4) == {"rule": "board.recruit"}
    paradoxes = _log(
        ("paradox_roll", {"player": 0, "era": 1, "rolled": 1}),
        ("paradox", {"player": 0, "count": 1, "total": 3}),
        ("free_action", {"player": 1, "action": "caratacus"}),
        ("leader_ability", {"player": 1, "leader": "caratacus", "way": "gain"}),
        ("paradox", {"player": 1, "count": 1, "total": 1}),
    )
    assert log_cause(paradoxes, 1) == {"rule": "paradox"}
    assert log_cause(paradoxes, 4) == {"card": "caratacus"}


def test_a_building_s_one_time_effect_names_the_building() -> None:
    from epocha.games.anachrony.messages import log_cause

    log = _log(
        ("place", {"player": 0, "worker": "engineer", "as": "engineer", "space": "construct:0"}),
        ("build", {"player": 0, "building": "b207", "slot": 0}),
        ("warp_back", {"player": 0, "era": 1, "tile": 3}),
    )
    assert log_cause(log, 1) == {"rule": "board.construct"}
    assert log_cause(log, 2) == {"card": "b207"}
