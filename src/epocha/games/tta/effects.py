"""The vocabulary of card effects: `Ctx`, what a card's code sees and does.

Effects that ask something run as frames (kind "card"): a step names the next method of the
card's `CardRules` (`then=self.after`), never a closure, so a game can be saved, cloned and
resampled while a player decides. `ctx.vars` keeps what later steps need (plain data).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from epocha.engine import Frame
from epocha.engine.choice import choice_frame
from epocha.engine.decision import DISPLAY_KEYS
from epocha.engine.message import Message, card_cause, msg
from epocha.engine.steps import Step, StepContext, run_step, step_name

from . import moves
from .catalog import facts, key_of
from .ratings import Ratings, ratings, with_hook
from .rules_base import rules_of
from .state import Player, TTAState

# the events of the turn's actions themselves (a card that orders an action is their reason)
ACTION_EVENTS = frozenset(
    {
        "take",
        "build",
        "upgrade",
        "destroy",
        "disband",
        "leader",
        "wonder_stage",
        "wonder_done",
        "develop",
        "play",
        "tactic",
        "copy_tactic",
        "population",
    }
)


class Ctx(StepContext):
    """What a card's step sees and does: `me` is the card's owner. A hook (on_enter, ...) runs
    without a frame; if it asks, its next step goes into a card frame of its own."""

    __slots__ = ("card", "me")
    s: TTAState

    def __init__(self, s: TTAState, me: int, card: str, frame: Frame | None = None) -> None:
        super().__init__(s, frame)
        self.me = me
        self.card = card

    def asker(self) -> str:
        return self.card

    # -- who and what -------------------------------------------------------------------------

    @property
    def p(self) -> Player:
        return self.s.players[self.me]

    def player(self, q: int | None = None) -> Player:
        return self.s.players[self.me if q is None else q]

    def seats(self) -> list[int]:
        """Players still in the game, clockwise from me."""
        return self.s.clockwise_from(self.me)

    def others(self) -> list[int]:
        return self.seats()[1:]

    @property
    def rival(self) -> int:
        """The seat an aggression or a war played by me is aimed at."""
        return self.vars["rival"]

    def ratings(self, q: int | None = None) -> Ratings:
        return ratings(self.s, self.player(q))

    def rank(self, key: Callable[[int], int], *, highest: bool, count: int = 1) -> list[int]:
        """The `count` players with the highest (lowest) value; ties go to the player whose
        turn it is, then the next ones in turn order. With two players "the two" is one."""
        from .comparisons import ranked

        return ranked(self.s, key, highest=highest, count=count)

    def strongest(self, count: int = 1) -> list[int]:
        return self.rank(lambda q: self.ratings(q).strength, highest=True, count=count)

    def weakest(self, count: int = 1) -> list[int]:
        return self.rank(lambda q: self.ratings(q).strength, highest=False, count=count)

    def all_with(self, key: Callable[[int], int], *, highest: bool) -> list[int]:
        """Every player with the most (least) of something: no tie-break."""
        values = {q: key(q) for q in self.s.active_seats()}
        target = max(values.values()) if highest else min(values.values())
        return [q for q in self.s.clockwise_from(self.s.turn_player) if values[q] == target]

    # -- changes --------------------------------------------------------------------------------

    def score(self, *, science: int = 0, culture: int = 0, q: int | None = None) -> None:
        self._ok()
        moves.score(self.s, self.player(q), science=science, culture=culture, why=key_of(self.card))

    def gain(self, kind: str, amount: int, q: int | None = None) -> int:
        self._ok()
        return moves.gain(self.s, self.player(q), kind, amount, why=key_of(self.card))

    def lose(self, kind: str, amount: int, q: int | None = None) -> int:
        self._ok()
        return moves.lose(self.s, self.player(q), kind, amount, why=key_of(self.card))

    def bank(self, color: str, delta: int, q: int | None = None) -> None:
        self._ok()
        moves.change_bank(self.s, self.player(q), color, delta, why=key_of(self.card))

    def increase_population(self, q: int | None = None) -> bool:
        """Gain a worker (no food cost: this is an effect, not the action)."""
        self._ok()
        return moves.increase_population(self.s, self.player(q), why=key_of(self.card))

    def draw_military(self, n: int, q: int | None = None) -> int:
        self._ok()
        return moves.draw_military(self.s, self.player(q), n, why=key_of(self.card))

    def lose_population(self, n: int = 1, q: int | None = None, then: Callable | str | None = None) -> None:
        """Return n workers to the yellow bank: unused ones first; for the rest their owner
        chooses which buildings or units to give up (one question per worker)."""
        self._ok()
        p = self.player(q)
        from_pool = min(n, p.pool)
        p.pool -= from_pool
        p.yellow += from_pool
        if from_pool:
            moves.emit(
                self.s, "population", {"player": p.seat, "amount": -from_pool, "why": key_of(self.card)}
            )
        rest = min(n - from_pool, sum(p.workers.values()))
        if rest:
            self._push(Frame("lose_workers", {"seat": p.seat, "left": rest, "card": key_of(self.card)}), then)
        elif then is not None and self.frame is not None:
            self.then(then)

    def offer(self, kind: str, q: int | None = None, **kw: Any) -> list[tuple[dict, Any]]:
        """The actions of a kind the card orders (free of actions unless said otherwise):
        "build", "upgrade", "population", "develop", "revolution", "wonder"."""
        from . import actions

        p = self.player(q)
        kw.setdefault("free_action", True)
        if kind == "build":
            return actions.build_options(self.s, p, **kw)
        if kind == "upgrade":
            return actions.upgrade_options(self.s, p, **kw)
        if kind == "population":
            return actions.population_option(self.s, p, **kw)
        if kind == "develop":
            return actions.develop_options(self.s, p, **kw)
        if kind == "revolution":
            kw.pop("free_action")
            return actions.revolution_options(self.s, p, **kw)
        raise ValueError(kind)

    def perform(self, value: tuple, q: int | None = None) -> None:
        """Carry out an action found with `offer`."""
        from .actions import execute

        self._ok()
        log = self.s.log
        start = len(log)
        execute(self.s, self.player(q), value)
        # what the action did, the card did: the action's own events name the card (`via`)
        # where they give no reason of their own or the action, so the log can say why it
        # happened (what the rules do on the way, such as a lower special technology
        # discarded, keeps its own); `why` stays as the action wrote it (saves of earlier
        # versions replay to the same events)
        via = key_of(self.card)
        for i in range(start, len(log)):
            event = log[i]
            args = event["args"]
            if event["event"] in ACTION_EVENTS and (not args.get("why") or args["why"] == "action"):
                args["via"] = via

    def destroy(self, tech: str, q: int | None = None) -> None:
        """Destroy a building or unit: its worker goes back to the unused workers."""
        self._ok()
        p = self.player(q)
        moves.remove_worker(self.s, p, tech)
        moves.emit(self.s, "destroy", {"player": p.seat, "tech": key_of(tech), "why": key_of(self.card)})

    def spend_civil_actions(self, n: int, q: int | None = None) -> int:
        """Spend civil actions without effect (as many as are left, at most n)."""
        self._ok()
        p = self.player(q)
        spent = min(n, max(0, p.totals["ca"] - p.ca_spent))
        p.ca_spent += spent
        if spent:
            moves.emit(self.s, "spend", {"player": p.seat, "ca": spent, "why": key_of(self.card)})
        return spent

    # -- asking ---------------------------------------------------------------------------------

    def _push(self, frame: Frame, then: Step) -> None:
        super()._push(frame, then)
        step = step_name(then)
        if self.frame is None and step is not None:
            # a hook asks: its continuation becomes a card frame below the question
            self.s.stack.insert(
                len(self.s.stack) - 1,
                Frame("card", {"card": self.card, "me": self.me, "vars": {}}, step=step),
            )

    def ask(
        self,
        kind: str,
        options: list,
        *,
        prompt: Message,
        then: Callable | str | None = None,
        chooser: int | None = None,
        may: bool = False,
        labels: dict | None = None,
        **kw: Any,
    ) -> None:
        """A choice for `chooser` (default: me). kinds: "option" (labels: {name: label message,
        or {"label": message, "cost": [...], ...} with more display fields}),
        "cards" (card instances), "player", "value", "units" (worker slots). The prompt's
        cause is this card (unless it names another)."""
        seat = self.me if chooser is None else chooser
        self._push(
            choice_frame(
                seat,
                kind,
                options,
                prompt=prompt,
                may=may,
                card=key_of(self.card),
                labels=dict(labels) if labels else None,
                **kw,
            ),
            then,
        )

    def choose_option(
        self,
        options: dict[str, dict],
        *,
        prompt: Message,
        then: Callable | str | None = None,
        chooser: int | None = None,
        may: bool = False,
    ) -> None:
        self.ask("option", list(options), prompt=prompt, then=then, chooser=chooser, may=may, labels=options)

    def choose_card(
        self,
        cards: list[str],
        *,
        prompt: Message,
        then: Callable | str | None = None,
        chooser: int | None = None,
        may: bool = False,
    ) -> None:
        self.ask("cards", cards, prompt=prompt, then=then, chooser=chooser, may=may)

    def choose_action(
        self,
        actions: list[tuple[dict, Any]],
        *,
        prompt: Message,
        then: Callable | str | None = None,
        chooser: int | None = None,
        may: bool = False,
    ) -> None:
        """Choose one of some game actions [(action dict with a label, value)]: each is an
        option named by what it does (`action_option`); the answer is the value (the card then
        carries it out)."""
        options = {action_option(action): _display(action) for action, _ in actions}
        if self.frame is not None:
            # kept as lists: frame data must survive a JSON round trip unchanged
            self.vars["_actions"] = {action_option(action): list(value) for action, value in actions}
        self.choose_option(options, prompt=prompt, then=then, chooser=chooser, may=may)

    def chosen_action(self, answer: str | None) -> Any:
        if answer is None:
            return None
        return tuple(self.vars["_actions"][answer])


def action_option(action: dict) -> str:
    """The option under which a card offers a game action: the action's type and arguments
    ("build I:Irrigation#2", "upgrade A:Bronze#p0 I:Iron#1"), so that the option says what is
    done, for players' tools and for research encodings alike."""
    return " ".join(
        [action["type"], *(str(v) for k, v in action.items() if k != "type" and k not in DISPLAY_KEYS)]
    )


def _display(action: dict) -> dict:
    """What an action shows (its label message, cost...), for the option that stands for it."""
    return {k: v for k, v in action.items() if k in DISPLAY_KEYS and k != "message"}


def run_card_frame(s: TTAState, f: Frame, step: str, arg: Any) -> None:
    d = f.data
    rules = rules_of(d["card"])
    ctx = Ctx(s, d["me"], d["card"], f)
    if step == "use":  # an ability used: its value is the frame's unless a step answers it
        rules.use(ctx, arg if arg is not None else d.get("value"))
    else:
        run_step(rules, ctx, step, arg, first="play")


def run_lose_workers(s: TTAState, f: Frame, step: str, arg: Any) -> None:
    """The owner picks, one worker at a time, which building or unit to give up."""
    d = f.data
    p = s.players[d["seat"]]
    if step == "picked":
        moves.remove_worker(s, p, arg, to_bank=True)
        moves.emit(s, "population", {"player": p.seat, "amount": -1, "why": d["card"], "from": key_of(arg)})
        d["left"] -= 1
    if d["left"] and p.workers:
        options = [t for t in p.techs if p.workers.get(t)]
        s.stack.append(
            choice_frame(
                p.seat,
                "cards",
                options,
                card=d["card"],
                prompt=msg(
                    "Lose population: choose a worker to return to the yellow bank",
                    cause=card_cause(d["card"]),
                ),
            )
        )
        f.step = "picked"


def card_frame(card: str, me: int, step: str = "play", **data: Any) -> Frame:
    return Frame("card", {"card": card, "me": me, "vars": {}, **data}, step=step)


def run_hook(s: TTAState, me: int, card: str, name: str, *args: Any) -> None:
    """Call a card's hook (on_enter, on_leave, on_take, on_develop...). A hook that asks
    something continues in a frame of its own."""
    rules = rules_of(card)
    if name in rules.hooks:  # most cards have nothing to do: no context is made for them
        getattr(rules, name)(Ctx(s, me, card), card, *args)


def run_hooks(s: TTAState, p: Player, name: str, *args: Any) -> None:
    """Call a hook of each of `p`'s lasting cards that has it of its own, in their order (the
    cards in play as they are now, whatever the hooks change)."""
    for rules, card in with_hook(p, name):
        getattr(rules, name)(Ctx(s, p.seat, card), card, *args)


def card_type(card: str) -> str:
    return facts(card).type
