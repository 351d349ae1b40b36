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
