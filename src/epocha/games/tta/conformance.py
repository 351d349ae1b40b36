"""What the conformance harness needs to know of Through the Ages: where each card copy lies
and who sees its face there, the game's own invariants (every deck card of the ages begun is
somewhere; token counts), and how to silence a card for the "every card has a test" gate."""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from epocha.conformance.spec import Conformance, Place, hidden_to_all, public, seen_by_owner
from epocha.engine import Game

from . import cards as _cards  # noqa: F401 - registers every card's rules
from .cards.plain import PlainCard
from .catalog import AGES, CARDS, EDITION_CARDS, CardFacts, edition_key, facts, instances, key_of
from .rules_base import REGISTRY, CardRules
from .state import TTAState

PUBLIC = ("row", "past_events", "common_tactics", "removed")
HIDDEN = ("current_events", "future_events", "box")


class TTAConformance(Conformance):
    max_decisions = 6000
    option_sets = (
        {"peaceful": True},
        {"peaceful": False},
        {"edition": "2006", "mode": "simple"},
        {"edition": "2006", "mode": "advanced"},
        {"edition": "2006", "mode": "full"},
        # the 2006 rulebook's variants (§20.5), several at once
        {
            "edition": "2006",
            "mode": "full",
            "easier": True,
            "gradual_reveal": True,
            "milder_fights": True,
            "draw_military": True,
            "corruption_choice": True,
        },
    )
    card_tests = "tests/games/tta/cards"

    def policy(self, game: Game, seat: int, rng: random.Random) -> dict:
        """Random, but seldom ending a turn early and very seldom resigning: 1 in 250 of the
        decisions that offer it (about a fifth: the first of a turn), so fewer than 1 decision
        in 1,000 and games reach Age IV."""
        actions = game.actions(seat)
        keep = [a for a in actions if a["type"] != "resign"] or actions
        if rng.random() < 1 / 250 and len(keep) != len(actions):
            return next(a for a in actions if a["type"] == "resign")
        busy = [a for a in keep if a["type"] != "end_turn"]
        if busy and rng.random() < 0.8:
            return rng.choice(busy)
        return rng.choice(keep)

    def components(self, s: TTAState) -> Iterable[tuple[str, Place]]:  # type: ignore[override]
        """The deck cards' copies (each board's own starting cards are always face up, and
        leave the game with a revolution or a resignation: `check_state` follows them)."""
        return [(c, place) for c, place in all_places(s) if "#p" not in c]

    def faces(self, component: str) -> tuple[str, ...]:
        key = key_of(component)
        return (component, key, facts(key).name)

    def revealed(self, s: TTAState, seat: int | None) -> Iterable[str]:  # type: ignore[override]
        shown = [c for c, q in s.prepared.items() if q == seat]
        if seat is not None and seat in s.top_seen:  # looked at with Joan of Arc
            shown.append(s.current_events[-1])
        return shown

    def reveals(self, entry: dict) -> Iterable[tuple[str, frozenset[int] | None]]:
        """A political card played, and the bonus cards a defender plays, lie face up for
        everyone (the entry names their copies)."""
        if entry["event"] in ("aggression", "war", "pact_offered"):
            yield entry["args"]["copy"], None
        elif entry["event"] == "defence":
            for card in entry["args"]["copies"]:
                yield card, None

    def check_state(self, s: TTAState) -> None:  # type: ignore[override]
        check_card_places(s)
        check_tokens(s)

    # -- the "every card has a test" gate -----------------------------------------------------

    def cards(self) -> list[str]:
        """Every New Story card with rules, and the 2006 cards of the games built so far that
        play otherwise than their New Story namesake (rules of their own, or other printed
        numbers) or have none."""
        return sorted([*(k for k in CARDS if k in REGISTRY), *differing_2006_cards()])

    def card_test_file(self, card: str) -> str:
        f = facts(card)
        slug = re.sub(r"[^a-z0-9]+", "_", f"{f.age}_{f.name}".lower()).strip("_")
        # (the 2006 cards' tests are beside the New Story's: tests/games/tta/cards_2006)
        return f"test_{slug}.py" if f.edition == "new-story" else f"../cards_2006/test_{slug}.py"

    @contextmanager
    def without_effect(self, card: str) -> Iterator[None]:
        """The card keeps its cost and its place in the game, but does nothing: no rules of its
        own, and none of the printed values that make it work (yields, actions, limits...)."""
        rules, printed = REGISTRY[card], facts(card)
        table = EDITION_CARDS[printed.edition]
        silent = CardRules()
        silent.key, silent.text, silent.text_cs = card, rules.text, rules.text_cs
        REGISTRY[card] = silent
        table[card] = dataclasses.replace(printed, **_no_values(printed))
        try:
            yield
        finally:
            REGISTRY[card], table[card] = rules, printed


def dealt_2006(f: CardFacts) -> bool:
    """Whether a 2006 game deals this card (the Full game deals every card of the table)."""
    return f.deck in ("civil", "military")


# what a card's printed facts say beyond its name, place in the decks and sureness
_PLAYED_FACTS = tuple(
    f.name
    for f in dataclasses.fields(CardFacts)
    if f.name not in ("key", "edition", "copies", "corner", "confidence", "starting")
)


def differing_2006_cards() -> list[str]:
    """The 2006 cards (of the ages played so far) that do not play as their New Story namesake."""
    out = []
    for key, f in EDITION_CARDS["2006"].items():
        if not dealt_2006(f) or f.starting or key not in REGISTRY:
            continue
        namesake = CARDS.get(edition_key(f.age, f.name))
        plain = isinstance(REGISTRY[key], PlainCard)
        if (
            not plain
            or namesake is None
            or any(getattr(f, name) != getattr(namesake, name) for name in _PLAYED_FACTS)
        ):
            out.append(key)
    return out


def all_places(s: TTAState) -> Iterable[tuple[str, Place]]:
    """Every card copy in the game and its place, the boards' own starting cards included."""
    for name in PUBLIC:
        for c in getattr(s, name):
            if c:  # the card row keeps its empty slots
                yield c, public(name)
    for name in HIDDEN:
        for c in getattr(s, name):
            yield c, hidden_to_all(name)
    for age, deck in s.civil_decks.items():
        for c in deck:
            yield c, hidden_to_all(f"civil deck {age}")
    for age, deck in s.military_decks.items():
        for c in deck:
            yield c, hidden_to_all(f"military deck {age}")
    for age, pile in s.military_discards.items():
        for c in pile:
            yield c, hidden_to_all(f"military discards {age}")
    for p in s.players:
        for zone in ("techs", "wonders", "colonies", "civil_hand"):
            for c in getattr(p, zone):
                yield c, public(zone, p.seat)
        for c in p.specials.values():
            yield c, public("specials", p.seat)
        for zone in ("government", "leader", "building", "exclusive"):
            c = getattr(p, zone)
            if c:
                yield c, public(zone, p.seat)
        if p.tactic and not s.edition.tactic_copying:  # (2006: the player's own, never common)
            yield p.tactic, public("tactic", p.seat)
        for c in p.military_hand:
            yield c, seen_by_owner("military_hand", p.seat)
    for c in s.scoring_events:  # (the Advanced game's, shown at the start; the 2006 variants')
        yield c, public("scoring_events")
    for c in s.hidden_bonuses:  # (the gradual reveal's, face down)
        yield c, hidden_to_all("hidden_bonuses")
    # an event being resolved lies face up on the table, between the current and the past
    # events (the state keeps it with the effect resolving it)
    for f in s.stack:
        if f.kind in ("event", "aggression", "war", "pact"):  # (political cards: face up too)
            yield f.data["card"], public("resolving")
    for war in s.wars:
        yield war["card"], public("wars")
    for card in s.pacts:
        yield card, public("pacts")


def _no_values(f) -> dict:
    out: dict = {"per_worker": {}, "yields": {}, "civil_actions": 0, "military_actions": 0}
    out |= {"colonization_bonus": 0, "tokens": {}, "immediate": {}}
    for name in ("urban_limit", "defense", "colonization"):
        if getattr(f, name) is not None:
            out[name] = 0
    if f.tactic is not None:
        out["tactic"] = {**f.tactic, "value": 0, "outdated": 0}
    return out


def _universe(s: TTAState) -> set[str]:
    """Every deck card copy of the ages that began, for the game's player count (the Simple
    game's military cards: its Age A events alone; the Advanced game's Age III events, drawn at
    its set-up for the scoring, too)."""
    edition = s.edition
    began = {
        copy
        for age in AGES
        if age in s.civil_decks
        for deck in ("civil", "military")
        if deck == "civil" or age == "A" or edition.military_hands
        for key in s.deck_keys(deck, age)
        for copy in instances(key, s.n)
    }
    if edition.scoring_events:
        keys = s.deck_keys("military", edition.closing_age or "III")
        began.update(c for key in keys if facts(key).type == "event" for c in instances(key, s.n))
    began.update([*s.scoring_events, *s.hidden_bonuses])  # (the Full game's variants: drawn early)
    return began


def check_cards(s: TTAState, present: set[str]) -> None:
    """Every deck card copy of the ages that began is somewhere (out of the game included:
    removed, box); each board's own starting cards are in play while the civilization is in
    the game (Despotism until it is replaced)."""
    cards = _universe(s)
    missing = cards - present
    assert not missing, f"missing: {sorted(missing)[:5]}"
    edition = s.edition
    board = {f"{key}#p{p.seat}" for key in edition.starting for p in s.players}
    unknown = present - cards - board
    assert not unknown, f"unknown copies: {sorted(unknown)[:5]}"
    for p in s.players:
        for key in edition.starting:
            card = f"{key}#p{p.seat}"
            if p.resigned:
                assert card not in present, card
            elif key != edition.despotism:
                assert card in p.techs, card


def check_tokens(s: TTAState) -> None:
    for p in s.players:
        assert p.yellow >= 0 and p.blue >= 0 and p.pool >= 0, p.seat
        assert all(v > 0 for v in p.workers.values()) and all(v > 0 for v in p.stored.values())
        assert p.science >= 0 and p.culture >= 0
        assert 0 <= p.ca_spent <= p.totals["ca"] and 0 <= p.ma_spent <= p.totals["ma"]
        assert p.turn["extra_ma"] >= 0 and p.turn["military_resources"] >= 0
        assert all(t in p.techs for t in p.workers) and all(t in p.techs for t in p.stored)
        # tokens in the bank, on cards and as workers = starting tokens + net taken from the box
        yellow = p.yellow + p.pool + sum(p.workers.values())
        blue = p.blue + sum(p.stored.values()) + p.stages_built
        assert yellow == 25 + p.from_box["yellow"], (p.seat, "yellow", yellow, p.from_box)
        assert blue == s.edition.blue_tokens + p.from_box["blue"], (p.seat, "blue", blue, p.from_box)


CONFORMANCE = TTAConformance()


def check_card_places(s: TTAState) -> None:
    check_cards(s, {c for c, _ in all_places(s)})
