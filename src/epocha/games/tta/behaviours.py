"""Behaviours several cards share, so that each card module says only what is its own.

A card takes one by subclassing it and filling in the part that differs.
"""

from __future__ import annotations

from typing import Any

from .rules_base import CardRules


class EachPlayerMayAct(CardRules):
    """Clockwise from the player who revealed the card, each player may do one of the ordinary
    actions `options` lists for them, or decline; players who can do none are not asked
    (Development of Civilization, of Religion, of Warfare)."""

    prompt: dict = {}  # the question asked: a message (epocha.engine.message.msg)

    def options(self, ctx: Any, q: int) -> list[tuple[dict, Any]]:
        """The actions player q may take ([(action dict with a label, value)], see `Ctx.offer`)."""
        raise NotImplementedError

    def play(self, ctx: Any) -> None:
        ctx.take_turns(ctx.seats())
        self.next_player(ctx, None)

    def next_player(self, ctx: Any, _answer: Any) -> None:
        while (q := ctx.next_in_turn()) is not None:
            options = self.options(ctx, q)
            if options:
                ctx.choose_action(options, prompt=self.prompt, chooser=q, may=True, then=self.act)
                return

    def act(self, ctx: Any, answer: Any) -> None:
        action = ctx.chosen_action(answer)
        if action is not None:
            ctx.perform(action, q=ctx.in_turn)
        ctx.then(self.next_player)


class RankedScoring(CardRules):
    """Civilizations score culture by their rank in one measure (`measure`): 15/10/5/0 with four
    civilizations still in the game, 14/7/0 with three, 10/0 with two. Ties go to the current
    player, then the next ones in turn order (`ctx.rank`; at the end of the game the starting
    player counts as current) (Impact of Science, Impact of Strength)."""

    POINTS = {2: (10, 0), 3: (14, 7, 0), 4: (15, 10, 5, 0)}

    def measure(self, ctx: Any, q: int) -> int:
        raise NotImplementedError

    def play(self, ctx: Any) -> None:
        points = self.POINTS.get(len(ctx.seats()), ())
        order = ctx.rank(lambda q: self.measure(ctx, q), highest=True, count=len(points))
        for q, culture in zip(order, points, strict=False):
            if culture:
                ctx.score(culture=culture, q=q)
