"""What the conformance harness needs to know of Innovation: where each of the 105 cards lies
and who sees its face there, the game's own invariants, and how to silence a card's dogma for
the "every card has a test" gate."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from epocha.conformance.spec import Conformance, Place, hidden_to_all, public, seen_by_owner
from epocha.engine import Game

from .board import packed_icons, score_points, tops_of
from .catalog import CARDS, SPECIALS
from .dogma import forget_dogmas
from .effects import REGISTRY
from .state import InnovationState

HIDDEN_ZONES = ("hand", "score")  # seen by their owner


class InnovationConformance(Conformance):
    option_sets = ({"edition": "1e"}, {"edition": "3e"})
    card_tests = "tests/games/innovation/cards"

    def policy(self, game: Game, seat: int, rng: random.Random) -> dict:
        """Random, with a taste for dogmas so that card effects run."""
        actions = game.actions(seat)
        dogmas = [a for a in actions if a["type"] == "dogma"]
        if dogmas and rng.random() < 0.5:
            return rng.choice(dogmas)
        return rng.choice(actions)

    def components(self, s: InnovationState) -> Iterable[tuple[str, Place]]:  # type: ignore[override]
        for p in range(s.players):
            for c in s.hands[p]:
                yield c, seen_by_owner("hand", p)
            for c in s.scores[p]:
                yield c, seen_by_owner("score", p)
            for color, pile in s.boards[p].items():
                for c in pile:
                    yield c, public(f"board {color}", p)
            for c in s.achievements[p]:
                if c not in SPECIALS:
                    yield c, hidden_to_all("achievements", p)  # claimed face down
        for age, deck in s.decks.items():
            for c in deck:
                yield c, hidden_to_all(f"deck {age}")
        for c in s.age_achievements.values():
            yield c, hidden_to_all("ages")  # under the age achievements
        for c in s.removed:
            yield c, hidden_to_all("removed")

    def revealed(self, s: InnovationState, seat: int | None) -> Iterable[str]:  # type: ignore[override]
        return s.revealed

    def reveals(self, entry: dict) -> Iterable[tuple[str, frozenset[int] | None]]:
        """A card revealed, or put on or taken from a board, is seen by all (it may move out of
        sight in the same action); a card drawn is seen by the drawer; a card moved between
        hidden places, by the owners of the hands and score piles it left and entered."""
        args = entry["args"]
        if entry["event"] == "reveal" or "board" in (args.get("from"), args.get("to")):
            yield args["card"], None
        elif entry["event"] == "draw":
            yield entry["secret"]["card"], frozenset((args["player"],))
        elif "card" in entry.get("secret", {}) and "from" in args:
            owners = set()
            if args["from"] in HIDDEN_ZONES:
                owners.add(args["player"])
            if args["to"] in HIDDEN_ZONES:
                owners.add(args.get("to_player", args["player"]))
            yield entry["secret"]["card"], frozenset(owners)

    def check_state(self, s: InnovationState) -> None:  # type: ignore[override]
        """All 105 cards are somewhere (the harness checks that none is in two places), in
        piles of their colour and decks of their age, `where` agrees, piles of fewer than two
        cards are not splayed, each special achievement is in one place, and what the state
        keeps of the boards and score piles between moves is what they show now."""
        where = dict(self.components(s))
        assert set(where) == set(CARDS), f"cards missing: {sorted(set(CARDS) - set(where))[:5]}"
        for card, place in where.items():
            zone = s.where[card]
            assert zone == (place.zone.split()[0], *(() if place.owner is None else (place.owner,))), (
                f"`where` puts {card} in {zone}, but it lies in {place}"
            )
            if place.zone.startswith(("board", "deck")):
                kind, value = place.zone.split()
                expected = CARDS[card].color if kind == "board" else CARDS[card].age
                assert str(expected) == value, f"{card} lies in the {place.zone}"
        for p in range(s.players):
            for color, pile in s.boards[p].items():
                if len(pile) < 2:
                    assert s.splays[p][color] == "none", "a pile of fewer than two cards is splayed"
        specials = [e for p in range(s.players) for e in s.achievements[p] if e in SPECIALS] + s.specials
        assert sorted(specials) == sorted(SPECIALS), f"special achievements: {specials}"
        _check_kept(s)

    # -- the "every card has a test" gate -----------------------------------------------------

    def cards(self) -> list[str]:
        return sorted(CARDS)

    def card_test_file(self, card: str) -> str:
        return f"test_{re.sub(r'[^a-z0-9]+', '_', card.lower()).strip('_')}.py"

    @contextmanager
    def without_effect(self, card: str) -> Iterator[None]:
        effects = {id(e): e for edition in ("1e", "3e") for e in REGISTRY[card].effects(edition)}
        for effect in effects.values():
            effect.start = _nothing  # type: ignore[method-assign]
        forget_dogmas()  # (the dogmas' tables keep each effect's first step)
        try:
            yield
        finally:
            for effect in effects.values():
                del effect.start
            forget_dogmas()


def _check_kept(s: InnovationState) -> None:
    """The icon counts the moves keep up to date, and the top cards and points kept until a
    board or a score pile changes, are those of the board and the pile now."""
    fresh = s.copy(log=False)  # (counted again from its zones)
    none = [None] * s.players
    fresh.icon_cache, fresh.tops_cache, fresh.points_cache = none[:], none[:], none[:]
    for p in range(s.players):
        icons, tops, points = s.icon_cache[p], s.tops_cache[p], s.points_cache[p]
        assert icons is None or icons == packed_icons(fresh, p), f"stale icon counts of player {p}"
        assert tops is None or tops == tops_of(fresh, p), f"stale top cards of player {p}"
        assert points is None or points == score_points(fresh, p), f"stale points of player {p}"


def _nothing(ctx: object) -> None:
    pass


CONFORMANCE = InnovationConformance()
