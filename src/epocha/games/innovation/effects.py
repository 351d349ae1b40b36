"""How cards are written: a `Card` has effects; an `Effect` is a small class whose steps are
methods, run with an `EffectContext` (`ctx`), the vocabulary of the game.

    card = Card("Agriculture")

    @card.shared("You may return a card from your hand. If you do, draw and score a card "
                 "of value one higher than the card you returned.")
    class ReturnForHigher(Effect):
        def start(self, ctx):
            ctx.may_return(ctx.hand(), prompt=msg("You may return a card"), then=self.returned)

        def returned(self, ctx, card):
            if card:
                ctx.draw_and_score(ctx.age(card) + 1)

An effect without choices can be a plain function `def effect(ctx): ...`.

A step that asks something (`choose_*`, ordered moves such as `return_cards`, `execute`)
must end there: the rest happens in the step named by `then`, which receives the answer.
Steps are named, never closures, so the game can be saved, cloned and resampled while it
waits. Anything a later step needs goes into `ctx.vars` (this effect) or `ctx.memory` (the
whole dogma action, e.g. "if any card was transferred due to the demand").
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Iterable
from typing import Any

from epocha.engine import Frame
from epocha.engine.frames import WAIT
from epocha.engine.message import Message
from epocha.engine.steps import StepContext

from . import moves
from .achievements import claim_special
from .board import (
    ICON_INDEX,
    highest_top_value,
    icon_count,
    pile_icons,
    score_points,
    top_card,
    top_cards,
)
from .catalog import AGE_OF, CARDS, COLOR_OF, COLORS
from .choices import KINDS, asking
from .ending import game_over
from .state import InnovationState

EDITIONS = ("1e", "3e")


class Effect:
    """One dogma effect of one card. Subclasses define `start(ctx)` and further steps
    `step(ctx, answer)`; instances are stateless (state lives in the frame)."""

    kind: str = "shared"
    text: str = ""
    text_cs: str | None = None
    card: str = ""
    index: int = 0

    def start(self, ctx: EffectContext) -> None:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{self.kind} effect {self.index} of {self.card}>"


class _FunctionEffect(Effect):
    def __init__(self, fn: Callable[[EffectContext], None]) -> None:
        self._fn = fn
        self.start = fn  # type: ignore[method-assign]  # (called straight, no method between)

    def start(self, ctx: EffectContext) -> None:  # (once the instance's is taken away)
        self._fn(ctx)


class Card:
    """A card's rules: its effects in printed order, per edition, with their texts."""

    def __init__(self, name: str) -> None:
        if name not in CARDS:
            raise KeyError(f"{name!r} is not in the card table")
        if name in REGISTRY:
            raise ValueError(f"{name} is defined twice")
        self.name = name
        self.facts = CARDS[name]
        self._effects: dict[str, list[Effect]] = {e: [] for e in EDITIONS}
        REGISTRY[name] = self

    def demand(
        self, text: str, *, cs: str | None = None, editions: Iterable[str] = EDITIONS
    ) -> Callable[[Any], Any]:
        return self._register("demand", text, cs, tuple(editions))

    def shared(
        self, text: str, *, cs: str | None = None, editions: Iterable[str] = EDITIONS
    ) -> Callable[[Any], Any]:
        return self._register("shared", text, cs, tuple(editions))

    def _register(self, kind: str, text: str, cs: str | None, editions: tuple[str, ...]):
        def decorate(target: Any) -> Any:
            effect = target() if isinstance(target, type) else _FunctionEffect(target)
            effect.kind, effect.text, effect.text_cs, effect.card = kind, text, cs, self.name
            for edition in editions:
                effect_list = self._effects[edition]
                effect_list.append(effect)
            return target

        return decorate

    def effects(self, edition: str) -> list[Effect]:
        return self._effects[edition]

    def effect(self, edition: str, index: int) -> Effect:
        return self._effects[edition][index]


REGISTRY: dict[str, Card] = {}


def effects_of(card: str, edition: str) -> list[Effect]:
    return REGISTRY[card]._effects[edition]


_ASK = object()


def _forced(options: list, multi: bool, min: int, max: int, may: bool, ordered: bool) -> Any:
    """The answer of a choice that asks nothing (`epocha.engine.choice`: no option left, or
    the picks forced), or `_ASK`: the choice's first steps, run on a copy of its options."""
    if not multi:  # (one pick, the loop below unrolled: most choices)
        if not options:
            return None
        if may:
            return _ASK
        if len(options) == 1 or (not ordered and min >= len(options)):
            return options[0]
        return _ASK
    top = max
    options = list(options)
    picked: list = []
    while True:
        if len(picked) >= top or not options:
            return list(picked) if multi else (picked[0] if picked else None)
        if (may and not picked) or len(picked) >= builtins.max(min, 1):
            return _ASK
        if len(options) == 1 or (not ordered and min - len(picked) >= len(options)):
            picked.append(options.pop(0))
            continue
        return _ASK


class EndDogma(Exception):
    """ "The dogma action is complete" (Fission): stop the whole dogma here."""


class EffectContext(StepContext):
    """What an effect step sees and does. `me` is the executing player ("you"); in a demand,
    `demander` is the player who activated the card ("I", "my")."""

    __slots__ = ("effect", "me")
    s: InnovationState
    frame: Frame
    me: int  # the executing player (read once: effects ask for it again and again)

    def __init__(self, s: InnovationState, frame: Frame, effect: Effect) -> None:
        # StepContext's fields set here, without calling its __init__: one context per step
        self.s = s
        self.frame = frame
        self._asked = False
        self.effect = effect
        self.me = frame.data["me"]

    def asker(self) -> str:
        return repr(self.effect)

    def _push(self, frame: Frame, then: Any) -> None:
        # (StepContext._push with `_ok` and `step_name` inlined: every question passes here)
        if self._asked:
            raise RuntimeError(f"{self.asker()}: a step must end after it asks something")
        self.s.stack.append(frame)
        self._asked = True
        self.frame.step = then if then is None or isinstance(then, str) else then.__name__

    # -- who and what ----------------------------------------------------------------------

    @property
    def demander(self) -> int:
        d = self.frame.data.get("demander")
        if d is None:
            raise RuntimeError(f"{self.effect} is not a demand")
        return d

    @property
    def card(self) -> str:
        return self.frame.data["card"]

    @property
    def players(self) -> list[int]:
        return list(range(self.s.players))

    @property
    def opponents(self) -> list[int]:
        """The other players, clockwise from my left."""
        return self.s.clockwise_from(self.me)[1:]

    @property
    def memory(self) -> dict:
        """Scratch data shared by all effects of the card during this dogma action."""
        for f in reversed(self.s.stack):
            if f.kind in ("dogma", "execute"):
                return f.data.setdefault("memory", {})  # (made when first used: most keep nothing)
        raise RuntimeError("effect outside a dogma")

    # -- reading the game --------------------------------------------------------------------

    def hand(self, p: int | None = None) -> list[str]:
        return list(self.s.hands[self.me if p is None else p])

    def score_pile(self, p: int | None = None) -> list[str]:
        return list(self.s.scores[self.me if p is None else p])

    def top_cards(self, p: int | None = None) -> list[str]:
        return top_cards(self.s, self.me if p is None else p)

    def top(self, color: str, p: int | None = None) -> str | None:
        return top_card(self.s, self.me if p is None else p, color)

    def pile(self, color: str, p: int | None = None) -> list[str]:
        """A pile, top card first."""
        return list(reversed(self.s.boards[self.me if p is None else p][color]))

    def bottom(self, color: str, p: int | None = None) -> str | None:
        pile = self.s.boards[self.me if p is None else p][color]
        return pile[0] if pile else None

    def colors(self, p: int | None = None) -> list[str]:
        """Colours present on a board."""
        board = self.s.boards[self.me if p is None else p]  # (colors_on_board)
        return [c for c in COLORS if board[c]]

    def splayed(self, color: str, p: int | None = None) -> str:
        """ "none", "left", "right" or "up"."""
        return self.s.splays[self.me if p is None else p][color]

    def count(self, icon: str, p: int | None = None) -> int:
        """Visible `icon`s on a board."""
        return icon_count(self.s, self.me if p is None else p, icon)

    def colors_showing(self, icon: str, p: int | None = None) -> list[str]:
        """Colours whose pile shows at least one `icon` (top card, or revealed by the splay)."""
        p = self.me if p is None else p
        return [c for c in self.colors(p) if pile_icons(self.s, p, c)[ICON_INDEX[icon]]]

    def points(self, p: int | None = None) -> int:
        return score_points(self.s, self.me if p is None else p)

    def highest_top_value(self, p: int | None = None) -> int:
        return highest_top_value(self.s, self.me if p is None else p)

    def achievement_count(self, p: int | None = None) -> int:
        return len(self.s.achievements[self.me if p is None else p])

    @staticmethod
    def age(card: str) -> int:
        return AGE_OF[card]

    @staticmethod
    def color(card: str) -> str:
        return COLOR_OF[card]

    @staticmethod
    def has(card: str, icon: str) -> bool:
        return icon in CARDS[card].icons

    @staticmethod
    def highest(cards: Iterable[str]) -> list[str]:
        """All the cards of the highest value (none if there are no cards)."""
        cards = list(cards)
        if not cards:
            return []
        top = max(CARDS[c].age for c in cards)
        return [c for c in cards if CARDS[c].age == top]

    @staticmethod
    def lowest(cards: Iterable[str]) -> list[str]:
        cards = list(cards)
        if not cards:
            return []
        low = min(CARDS[c].age for c in cards)
        return [c for c in cards if CARDS[c].age == low]

    @staticmethod
    def value(cards: Iterable[str], *, highest: bool = True) -> int:
        """The highest (or lowest) value among `cards`; 0 when there are none."""
        ages = [CARDS[c].age for c in cards]
        if not ages:
            return 0
        return max(ages) if highest else min(ages)

    # -- moves (each one is logged and may award special achievements) ----------------------

    def draw(self, age: int, p: int | None = None) -> str:
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        return moves.draw(self.s, self.me if p is None else p, age)

    def draw_and_reveal(self, age: int) -> str:
        card = self.draw(age)
        moves.reveal(self.s, self.me, card)
        return card

    def draw_and_meld(self, age: int) -> str:
        card = self.draw(age)
        moves.meld(self.s, self.me, card)
        return card

    def draw_and_score(self, age: int) -> str:
        card = self.draw(age)
        moves.score(self.s, self.me, card)
        return card

    def draw_and_tuck(self, age: int) -> str:
        card = self.draw(age)
        moves.tuck(self.s, self.me, card)
        return card

    def reveal(self, card: str) -> None:
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        moves.reveal(self.s, self.me, card)

    def meld(self, card: str, p: int | None = None) -> None:
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        moves.meld(self.s, self.me if p is None else p, card)

    def tuck(self, card: str, p: int | None = None) -> None:
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        moves.tuck(self.s, self.me if p is None else p, card)

    def score(self, card: str, p: int | None = None) -> None:
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        moves.score(self.s, self.me if p is None else p, card)

    def score_cards(self, cards: Iterable[str]) -> None:
        """Score several cards (their order does not matter)."""
        for card in list(cards):
            self.score(card)

    def return_card(self, card: str) -> None:
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        moves.return_card(self.s, card)

    def transfer(self, card: str, to_player: int, zone: str) -> None:
        """To `to_player`'s "hand", "score" pile or "board" (on top). Not scoring/melding."""
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        moves.transfer(self.s, card, to_player, zone)

    def transfer_all(self, cards: Iterable[str], to_player: int, zone: str) -> None:
        """Transfer several cards to a hand or score pile (order does not matter)."""
        if zone == "board":
            raise ValueError("use transfer_cards for boards: the order of cards matters there")
        for card in list(cards):
            self.transfer(card, to_player, zone)

    def exchange(self, moves_: list[tuple[str, int, str]]) -> None:
        """Transfers that happen at once: [(card, to_player, zone), ...]."""
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        moves.exchange(self.s, moves_)

    def remove(self, cards: Iterable[str]) -> None:
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        moves.remove(self.s, list(cards))

    def can_splay(self, color: str, direction: str, p: int | None = None) -> bool:
        return moves.can_splay(self.s, self.me if p is None else p, color, direction)

    def splay(self, color: str, direction: str) -> bool:
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        return moves.splay(self.s, self.me, color, direction)

    def unsplay(self, color: str) -> bool:
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        return moves.unsplay(self.s, self.me, color)

    def rearrange(self, color: str, top_first: list[str]) -> bool:
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        return moves.rearrange(self.s, self.me, color, top_first)

    def claim(self, achievement: str) -> bool:
        """Claim a special achievement (nothing happens if it is already taken)."""
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        return claim_special(self.s, self.me, achievement, via=self.card)

    def win(self, players: list[int]) -> None:
        """End the game: `players` win by this card's effect."""
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        raise game_over(self.s, players, f"card:{self.card}")

    def win_if_single(self, players: list[int]) -> None:
        """ "The single player with ... wins": only if exactly one player qualifies."""
        if len(players) == 1:
            self.win(players)

    def end_dogma(self) -> None:
        """ "The dogma action is complete": nothing more of this dogma happens."""
        raise EndDogma

    # -- asking ------------------------------------------------------------------------------

    def repeat(self) -> None:
        """ "Repeat this dogma effect": run this effect again from its start."""
        if self._asked:  # (`_ok`, called only to raise)
            self._ok()
        self.frame.data["vars"] = {}
        self.frame.step = "start"

    def _choose(
        self,
        kind: str,
        options: list,
        prompt: Message,
        then: Any,
        chooser: int | None,
        multi: bool = False,
        min: int = 1,
        max: int = 1,
        may: bool = False,
        ordered: bool = False,
        labels: dict | None = None,
    ) -> None:
        # (called with positional arguments only, as it calls: effects ask by the thousand,
        # and a call by keyword costs more)
        answer = _forced(options, multi, min, max, may, ordered)
        if answer is not _ASK:
            # nothing to ask (no option, or the only pick): the answer goes straight to the
            # step `then`, as the choice frame's result would once it finished at its start
            if kind not in KINDS:
                raise ValueError(kind)
            if self._asked:
                self._ok()
            self._asked = True
            frame = self.frame
            frame.step = then if then is None or isinstance(then, str) else then.__name__
            frame.arg = answer
            return
        frame = self.frame
        choice = asking(
            self.me if chooser is None else chooser,
            kind,
            options,
            prompt,
            multi,
            min,
            max,
            may,
            ordered,
            frame.data["card"],
            frame.data["i"],
            labels,
        )
        if not multi:
            # a single pick that `_forced` could not make waits at once: its first step would
            # find the same (several picks may first make the forced ones: they start)
            choice.step = WAIT
        self._push(choice, then)

    def choose_card(
        self,
        cards: Iterable[str],
        *,
        prompt: Message,
        may: bool = False,
        then: Callable | str | None = None,
        chooser: int | None = None,
    ) -> None:
        """Pick one of `cards` (answer: the card, or None when there is none or on pass)."""
        self._choose("cards", list(cards), prompt, then, chooser, False, 1, 1, may)

    def choose_cards(
        self,
        cards: Iterable[str],
        *,
        prompt: Message,
        min: int = 1,
        max: int | None = None,
        may: bool = False,
        ordered: bool = False,
        then: Callable | str | None = None,
        chooser: int | None = None,
    ) -> None:
        """Pick several of `cards`, one per action (answer: the list, in pick order). With
        fewer cards than `min`, all of them are taken. `ordered` means the pick order matters
        (it is then asked even when every card must be taken)."""
        cards = list(cards)
        top = len(cards) if max is None else max
        self._choose("cards", cards, prompt, then, chooser, True, min, top, may, ordered)

    def choose_color(
        self,
        colors: Iterable[str],
        *,
        prompt: Message,
        may: bool = False,
        then: Callable | str | None = None,
        chooser: int | None = None,
    ) -> None:
        offered = set(colors)
        self._choose("color", [c for c in COLORS if c in offered], prompt, then, chooser, False, 1, 1, may)

    def choose_player(
        self,
        players: Iterable[int],
        *,
        prompt: Message,
        may: bool = False,
        then: Callable | str | None = None,
        chooser: int | None = None,
    ) -> None:
        self._choose("player", list(players), prompt, then, chooser, False, 1, 1, may)

    def choose_value(
        self,
        values: Iterable[int],
        *,
        prompt: Message,
        may: bool = False,
        then: Callable | str | None = None,
        chooser: int | None = None,
    ) -> None:
        self._choose("value", list(values), prompt, then, chooser, False, 1, 1, may)

    def choose_option(
        self,
        options: dict[str, Message],
        *,
        prompt: Message,
        may: bool = False,
        then: Callable | str | None = None,
        chooser: int | None = None,
    ) -> None:
        """Pick one of the card's own alternatives: {short name: its label, a message
        (`pmsg("option", ...)`)}."""
        self._choose("option", list(options), prompt, then, chooser, False, 1, 1, may, False, options)

    # -- composite behaviours ------------------------------------------------------------------

    def return_cards(self, cards: Iterable[str], *, then: Callable | str | None = None) -> None:
        """Return several cards; the executing player (normally their owner; Mass Media returns
        other players' cards too) orders the cards of one age (same supply pile)."""
        self._sequence("return", list(cards), then)

    def meld_cards(self, cards: Iterable[str], *, then: Callable | str | None = None) -> None:
        """Meld several cards; the order of cards of one colour is chosen (last on top)."""
        self._sequence("meld", list(cards), then)

    def tuck_cards(self, cards: Iterable[str], *, then: Callable | str | None = None) -> None:
        self._sequence("tuck", list(cards), then)

    def transfer_cards(
        self, cards: Iterable[str], to_player: int, zone: str, *, then: Callable | str | None = None
    ) -> None:
        """Transfer several cards; to a board, the cards of one colour are ordered."""
        self._sequence("transfer", list(cards), then, to_player=to_player, zone=zone)

    def _sequence(self, verb: str, cards: list[str], then: Any, **extra: Any) -> None:
        data = {
            "verb": verb,
            "me": self.me,
            "cards": cards,
            "done": [],
            "card": self.card,
            "effect": self.frame.data["i"],
        }
        data.update(extra)
        self._push(Frame("sequence", data), then)

    def may_return(
        self, cards: Iterable[str], *, prompt: Message, then: Callable | str | None = None
    ) -> None:
        """ "You may return a card from …": answer: the card returned, or None."""
        self._push(
            Frame(
                "pick",
                {
                    "me": self.me,
                    "options": list(cards),
                    "verb": "return",
                    "may": True,
                    "prompt": prompt,
                    "card": self.card,
                    "effect": self.frame.data["i"],
                },
            ),
            then,
        )

    def may_splay(self, colors: Iterable[str], direction: str, *, then: Callable | str | None = None) -> None:
        """ "You may splay your X (or Y) cards <direction>": answer: the colour splayed, or None."""
        self._splay(colors, direction, True, then)

    def splay_one(self, colors: Iterable[str], direction: str, *, then: Callable | str | None = None) -> None:
        """ "Splay one of your X cards <direction>" (not optional)."""
        self._splay(colors, direction, False, then)

    def _splay(self, colors: Iterable[str], direction: str, may: bool, then: Any) -> None:
        me = self.me
        piles, splays = self.s.boards[me], self.s.splays[me]
        options = []
        for c in colors:  # (`can_splay`, without a call per colour: effects offer splays often)
            if len(piles[c]) >= 2 and splays[c] != direction:
                options.append(c)
        data = self.frame.data
        splay = {"me": me, "colors": options, "direction": direction, "may": may, "card": data["card"]}
        splay["effect"] = data["i"]
        self._push(Frame("splay", splay), then)

    def execute(self, card: str, *, then: Callable | str | None = None) -> None:
        """Execute each non-demand effect of `card`, for me only ("do not share them")."""
        self._push(Frame("execute", {"card": card, "me": self.me, "k": 0}), then)
