"""Revive alone (digest §16, by Kjetil Svendsen): one action a turn; the action cube on the
progress track is the clock — a Play a card moves it 1 space, a hibernation 2 (not the one a
"hibernate, then remove this card" card makes); the game ends once the cube is moved beyond the
track's top space. Hibernating also clears any cards, machines and modules the player likes from
the offers (out of the game). The last large artifact ends nothing, and there is no end-game
tile. The score is rated by the rulebook's result table.

What "you may still take actions other than playing cards and hibernating" means after the cube
has passed the top (§20.8) is the option `solo_end`: "turn" (default) ends the game with the
turn the cube passed the top in; "actions" lets the player go on with the other actions, turn
after turn, until they end the game.
"""

from __future__ import annotations

from epocha.engine.message import msg

from .catalog import content
from .offers import refill
from .programs import Context, program
from .state import ReviveState

CARD_STEP = 1
HIBERNATION_STEP = 2

# the rulebook's result table: the least score of each result (seed p. 17)
RESULTS = (
    (180, "utopia"),
    (160, "total_victory"),
    (130, "great_victory"),
    (100, "full_victory"),
    (75, "minor_victory"),
    (50, "not_a_win"),
    (0, "loss"),
)
WINS = frozenset({"minor_victory", "full_victory", "great_victory", "total_victory", "utopia"})


def is_solo(s: ReviveState) -> bool:
    return s.n == 1


def move_cube(s: ReviveState, steps: int) -> None:
    """The clock moves; past the progress track's top the game is in its last turn."""
    if s.cube is None or not steps:
        return
    s.cube += steps
    top = len(content().boards.progress)
    s.emit("cube_moved", {"space": min(s.cube, top + 1), "steps": steps})
    if s.cube > top and not s.clock_out:
        s.clock_out = True
        s.emit("clock_out", {})


def may_play_or_hibernate(s: ReviveState) -> bool:
    return not (is_solo(s) and s.clock_out)


def game_ends_after_turn(s: ReviveState) -> bool:
    """Alone, with the cube past the top: does the game end with this turn?"""
    return is_solo(s) and s.clock_out and s.options.get("solo_end", "turn") == "turn"


def rank(score: int) -> str:
    return next(name for least, name in RESULTS if score >= least)


@program
class ClearOffer:
    """After a hibernation alone: any cards, machines and modules of the offers leave the game,
    one at a time, until the player stops; then the offers are filled up."""

    name = "clear_offer"
    section = "solo"

    def start(self, ctx: Context) -> None:
        s = ctx.s
        options = [["card", c] for c in sorted(set(s.offer))]
        options += [["module", m] for m in sorted(set(s.module_offer))]
        options += [
            ["machine", m] for colour in sorted(s.machine_offer) for m in sorted(set(s.machine_offer[colour]))
        ]
        if not options:
            refill(s)
            return
        prompt = msg("Remove a card, machine or module from the offer (or stop)")
        ctx.ask("clear", options, prompt, then=self.removed, may=True)

    def removed(self, ctx: Context, choice: list | None) -> None:
        s = ctx.s
        if choice is None:
            refill(s)
            return
        kind, item = choice
        if kind == "card":
            s.offer.remove(item)
        elif kind == "module":
            s.module_offer.remove(item)
        else:
            s.machine_offer[content().machine(item).colour].remove(item)
        s.out_of_game.append(item)
        s.emit("offer_cleared", {"player": ctx.seat, "kind": kind, "item": item})
        self.start(ctx)
