"""The log in words (epocha.games.revive.messages): every event the rules emit has words; in
random games (2-4 players, both option sets) every event a seat sees has a message that renders
in English and in Czech with no placeholder left and nothing untranslated, and names no crate
the seat has not seen; each event kind's every wording renders in both languages; causes name
the component or a section of the rules reference; the Czech catalog is complete and current."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from epocha.engine.message import check, terms, walk
from epocha.engine.render import PLACEHOLDER
from epocha.engine.translation import message_key, table
from epocha.games.revive.catalog import content
from epocha.games.revive.messages import EVENTS, OWN, RULES, log_message
from epocha.games.revive.scenario import Scenario
from epocha.web.catalogs import game_domain
from epocha.web.extract import placeholders

from .wording import WORDED, play, renderers, strings, worded  # noqa: F401  (the fixture)

GAMES = [(2, 1, {}), (3, 2, {"sand_point": "owner"}), (4, 3, {})]
# events worded as nothing: a payment of nothing, a gain of nothing with nothing lost
SILENT = {("paid", "empty"), ("gained", "empty")}


def _render_all(message: dict, where: str) -> list[str]:
    out = []
    for r in renderers():
        text = r(message)
        left = PLACEHOLDER.search(text)
        assert left is None, f"{left[0]} left in {text!r} ({r.lang}, {where})"
        assert text.strip(), where
        assert not r.missing, f"untranslated ({r.lang}, {where}): {sorted(r.missing)}"
        out.append(text)
    return out


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
@pytest.mark.usefixtures("worded")
def test_every_event_a_seat_sees_is_worded(players: int, seed: int, options: dict) -> None:
    seen: list[set[str]] = [set() for _ in range(players)]
    read = [0] * players
    events: set[str] = set()

    def each(g) -> None:
        for s in range(players):
            for entry in g.log_for(s, read[s]):
                name, args = entry["event"], entry["args"]
                events.add(name)
                message = entry.get("message")
                if message is None:
                    empty = not any((args.get("goods") or {}).values()) and not args.get("lost")
                    assert (name, "empty" if empty else "") in SILENT, f"no message for {entry}"
                    continue
                check(message)
                _render_all(message, name)
                assert not terms(message, "artifact_card"), f"{name} names a secret artifact card"
                for key in terms(message, "crate"):
                    if key not in seen[s]:  # (the view, read only when needed: views cost)
                        strings(g.view(s), seen[s])
                    assert key in seen[s], f"{name} names the crate {key!r}, unseen by seat {s}"
                if name == "crate_gained":
                    named = terms(message, "crate")
                    assert bool(named) == (args["player"] == s), f"seat {s} reads {message}"
            read[s] = len(g.state.log)

    g = play(players, seed, options, each=each)
    assert g.result is not None
    assert {"setup", "turn", "card_played", "hibernated", "final_scores", "game_over"} <= events


def test_every_event_the_rules_emit_has_words() -> None:
    package = Path(WORDED.locale).parent  # type: ignore[arg-type]
    emitted = set()
    for path in package.glob("*.py"):
        emitted |= set(re.findall(r'\.emit\(\s*"(\w+)"', path.read_text()))
    assert len(emitted) > 40, "the emit calls were not found"
    assert emitted <= set(EVENTS), f"events with no words: {sorted(emitted - set(EVENTS))}"


def _every_wording() -> list[dict]:
    """An event for every wording of every event kind (those random games seldom meet too)."""
    c = content()
    reward = {r.kind: r.id for r in c.boards.reward_spaces}
    card, card2 = c.deck[0].id, c.deck[1].id
    module, module2 = c.modules[0].id, c.modules[1].id
    machine, crate = c.machines[0].id, c.crates[0].id
    artifact = c.large_artifacts[0].id
    tech = next(iter(c.tribes.values())).sides["sun"].technologies[0].id
    rows = [
        ("setup", {"players": 1, "first": 0}),
        ("setup", {"players": 3, "first": 2}),
        ("turn", {"player": 1, "number": 0}),
        ("tribe", {"player": 1, "tribe": "nadair", "side": "moon"}),
        ("artifact_card_kept", {"player": 2}),
        ("cube_moved", {"space": 7, "steps": 2}),
        ("clock_out", {}),
        ("offer_cleared", {"player": 0, "kind": "module", "item": module2}),
        ("switch_card", {"player": 0, "owner": 1, "card": card2}),
        ("card_played", {"player": 0, "card": card, "slot": "right", "half": "bottom"}),
        ("card_ejected", {"player": 0, "card": card, "slot": "top1"}),
        ("card_gained", {"player": 0, "card": card, "from": "offer"}),
        ("card_gained", {"player": 0, "card": card, "from": "deck"}),
        ("card_retrieved", {"player": 0, "card": card}),
        ("card_rested", {"player": 0, "card": card2}),
        ("module_placed", {"player": 0, "module": module, "slot": "bottom2", "space": 1, "replaced": None}),
        ("module_placed", {"player": 0, "module": module, "slot": "top1", "space": 0, "replaced": module2}),
        ("gained", {"player": 0, "goods": {"food": 2}, "lost": 0}),
        ("gained", {"player": 0, "goods": {"book": 1}, "lost": 1}),
        ("gained", {"player": 0, "goods": {"gear": 2}, "lost": 3}),
        ("gained", {"player": 0, "goods": {}, "lost": 1}),
        ("gained", {"player": 0, "goods": {}, "lost": 2}),
        ("energy_gained", {"player": 0, "amount": 1}),
        ("purple_gained", {"player": 0, "amount": 5}),
        ("paid", {"player": 0, "goods": {"crystal": 1, "food": 2, "book": 5}}),
        ("converted", {"player": 0, "give": "gear", "get": "food"}),
        ("crystal_exchanged", {"player": 0, "resource": "book"}),
        ("switch_used", {"player": 0, "resource": "gear", "lost": 0}),
        ("switch_used", {"player": 0, "resource": "gear", "lost": 1}),
        ("switch_reset", {"player": 0}),
        ("scored", {"player": 0, "points": 1, "score": 12}),
        ("scored", {"player": 0, "points": 3, "score": 15}),
        ("score_bonus", {"player": 0, "space": 8, "reward": "crate"}),
        ("score_bonus", {"player": 0, "space": 16, "reward": "artifact"}),
        ("progress", {"player": 0, "space": 1, "from": "tribe"}),
        ("progress", {"player": 0, "space": 2, "from": reward["special_machine"]}),
        ("crate_gained", {"player": 0}),
        ("crate_gained", {"player": 0, "crate": crate}),
        ("crate_opened", {"player": 0, "crate": crate}),
        ("crate_reused", {"player": 0, "crate": crate}),
        ("advanced", {"player": 0, "track": "green", "space": 4}),
        ("track_overflow", {"player": 0, "track": "yellow"}),
        *(("reward_opened", {"player": 0, "space": r, "kind": k}) for k, r in reward.items()),
        ("machine_taken", {"player": 0, "machine": machine, "space": reward["special_machine"]}),
        ("machine_activated", {"player": 0, "machine": machine}),
        ("machine_activated", {"player": 0, "machine": reward["standard_machine"]}),
        ("energy_recovered", {"player": 0, "machine": machine}),
        *(
            ("boosted", {"player": 0, "boost": b})
            for b in ("reach", "discount", "flip", "infinite_reach", "all_colours", "other")
        ),
        ("explored", {"player": 0, "socket": "a02"}),
        ("tile_revealed", {"socket": "a02", "tile": "ta01"}),
        ("tile_placed", {"player": 0, "socket": "a02", "tile": "ta01", "orientation": 0}),
        ("tile_placed", {"player": 0, "socket": "a02", "tile": "ta01", "orientation": 1}),
        ("water_claimed", {"player": 0, "space": 5}),
        ("built", {"player": 0, "space": 6, "size": "small"}),
        ("built", {"player": 0, "space": 6, "size": "large"}),
        ("populated", {"player": 0, "space": 19, "technology": tech}),
        ("book_paid", {"player": 1, "to": 0}),
        ("technology_unlocked", {"player": 0, "technology": tech}),
        ("figure_moved", {"player": 0, "from": 15, "to": 38}),
        *(
            ("ability_used", {"player": 0, "ability": k})
            for k in {s.ability["kind"] for t in c.tribes.values() for s in t.sides.values()}
        ),
        ("ability_unusable", {"player": 0}),
        *(("piece_placed", {"player": 0, "piece": t.piece, "space": 4}) for t in c.tribes.values()),
        ("falcon_moved", {"player": 0, "space": 4}),
        ("target_returned", {"player": 0, "space": 18}),
        ("target_paid", {"player": 0, "by": 2, "goods": {"gear": 3}}),
        ("hibernated", {"player": 0, "energy": 0, "space": 1, "removed": None}),
        ("hibernated", {"player": 0, "energy": 2, "space": 3, "removed": card}),
        ("hibernation_reward", {"player": 0, "space": 2}),
        ("artifact_taken", {"player": 0, "artifact": artifact}),
        ("artifact_discarded", {"player": 0, "artifact": artifact}),
        ("small_artifact", {"player": 0}),
        ("end_triggered", {"player": 1}),
        ("final_scores", {"scores": [33, 0], "details": [{"track": 7, "progress": 26}, {"track": 0}]}),
        ("game_over", {"winners": [1], "scores": [33, 48], "reason": "end"}),
        ("game_over", {"winners": [0, 1], "scores": [40, 40], "reason": "end"}),
        ("game_over", {"winners": [], "scores": [40], "reason": "end"}),
    ]
    return [{"event": name, "args": args} for name, args in rows]


def test_every_wording_of_every_event_renders_in_both_languages() -> None:
    events = _every_wording()
    assert {e["event"] for e in events} == set(EVENTS)
    texts = {}
    for event in events:
        message = log_message(event)
        assert message is not None, event
        check(message)
        en, cs = _render_all(message, event["event"])
        assert en != cs or not re.search(r"[a-z]{4}", en), f"not translated: {en!r}"
        texts.setdefault(event["event"], set()).add(en)
    # each wording of a kind says something of its own
    assert len(texts["gained"]) == 5 and len(texts["boosted"]) == 6 and len(texts["game_over"]) == 3


def test_a_crate_is_named_to_its_owner_only() -> None:
    mine = log_message({"event": "crate_gained", "args": {"player": 0, "crate": "k01"}})
    theirs = log_message({"event": "crate_gained", "args": {"player": 0}})
    assert mine is not None and theirs is not None
    assert terms(mine, "crate") == {"k01"}
    assert not any("term" in a for m in walk(theirs) for a in m["args"].values() if a.get("kind") == "crate")


def test_causes_name_the_component_or_a_rule() -> None:
    played = log_message(
        {"event": "card_played", "args": {"player": 0, "card": "c01", "slot": "top1", "half": "top"}}
    )
    assert played is not None and played["cause"] == {"card": "c01"}
    activated = log_message({"event": "machine_activated", "args": {"player": 0, "machine": "x01"}})
    assert activated is not None and activated["cause"] == {"card": "x01"}
    sourced = log_message(
        {
            "event": "gained",
            "args": {"player": 0, "goods": {"food": 1}, "lost": 0, "source": {"module": "m01"}},
        }
    )
    assert sourced is not None and sourced["cause"] == {"card": "m01"}
    passive = log_message(
        {
            "event": "gained",
            "args": {
                "player": 0,
                "goods": {"food": 1},
                "lost": 0,
                "source": {"technology": "on_crate"},  # (a passive's kind: no component)
                "cause": {"card": "nadair_s_l"},  # (what the program that logged it ran for)
            },
        }
    )
    assert passive is not None and passive["cause"] == {"card": "nadair_s_l"}
    hibernated = log_message(
        {"event": "hibernated", "args": {"player": 0, "energy": 0, "space": 1, "removed": None}}
    )
    assert hibernated is not None and hibernated["cause"] == {"rule": "hibernate"}
    reference = WORDED.reference
    assert set(RULES.values()) <= {s.id for s in reference.sections}, "a cause names no section"
    assert set(OWN) <= set(EVENTS) and set(RULES) <= set(EVENTS)


def test_the_czech_catalog_is_complete_and_current() -> None:
    from babel.messages.pofile import read_po

    domain = game_domain(WORDED)
    assert domain is not None
    found = {}
    for context, msgid, _ in domain.messages():
        ids = msgid if isinstance(msgid, tuple) else (msgid,)
        found[(context, ids[0])] = ids
    with (domain.locale / "messages.pot").open("rb") as f:
        template = {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in read_po(f) if m.id}
    assert template == set(found), "regenerate the catalog (epocha.web.catalogs.update)"
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


def test_components_have_their_own_czech_names() -> None:
    cs = WORDED.renderer("cs")
    c = content()
    for card in (*c.starting_cards, *c.deck):
        assert cs.argument({"term": card.id, "kind": "card"}) == card.name["cs"]
    for tribe in c.tribes.values():
        assert cs.argument({"term": tribe.id, "kind": "tribe"}) == tribe.name["cs"]
        for side in tribe.sides.values():
            for t in side.technologies:
                if t.name:
                    word = cs.argument({"term": t.id, "kind": "technology"})
                    assert word == t.name["cs"]
    assert not cs.missing


# -- causes in play: what a seat reads -------------------------------------------------------


def _causes(s: Scenario, event: str) -> list[dict]:
    """The causes the log shows seat 0 for each `event`."""
    return [e["message"]["cause"] for e in s.game.log_for(0) if e["event"] == event]


def test_a_card_half_s_gains_name_the_card_and_a_module_s_the_module() -> None:
    from .effects import empty_modules, me, scenario

    modules = empty_modules()
    modules["bottom2"] = ["m21", None]  # grey, 1 gear: fires with a grey card
    s = scenario(me(modules=modules, active=["c27"]), module_offer=[], modules=[])
    s.play("c27", "bottom2")  # c27's bottom: advance grey, 1 gear
    s.resolve_all()
    assert _causes(s, "advanced") == [{"card": "c27"}]
    assert sorted(_causes(s, "gained"), key=str) == [{"card": "c27"}, {"card": "m21"}]


def test_a_machine_s_effect_names_the_machine() -> None:
    from .effects import me, scenario

    s = scenario(me(energy=1, tokens={"special_grey_1": "x23"}))
    s.activate("x23")
    assert _causes(s, "machine_activated") == [{"card": "x23"}]
    assert _causes(s, "gained") == [{"card": "x23"}]


def test_an_action_s_payment_and_rewards_name_its_rules_section() -> None:
    from .effects import me, scenario

    s = scenario(me(resources={"food": 6, "gear": 6, "book": 6}))
    socket = s.actions("explore")[0]["socket"]
    s.explore(socket)
    assert _causes(s, "paid") == [{"rule": "explore"}]
    assert _causes(s, "explored") == [{"rule": "explore"}]
    assert s.decision().prompt["cause"] == {"rule": "explore"}  # (the citizen it gains)


def test_prompts_name_the_rule_or_the_component_that_asks() -> None:
    from .effects import me, scenario

    s = scenario(me())
    assert s.decision().prompt["cause"] == {"rule": "turn"}
    s.hibernate()  # (the first space's reward, the only one: a basic resource of one's choice)
    assert s.decision().kind == "resource"
    assert s.decision().prompt["cause"] == {"rule": "hibernate"}
