"""Wars (§10.3, §11): declaring one as the political action, and resolving it at the start of
the declarer's next turn.

- A war may be declared against any other civilization still in the game, whatever the
  strengths, unless a card in play forbids attacking that player; never in the last round.
  The declarer pays the military actions printed on the card; the card lies face up in front of
  the declarer (`TTAState.wars`) until it is resolved. With Julius Caesar's second political
  action a civilization may declare a second war; both are fought at its next turn, in the
  order declared.
- At the start of the declarer's next turn, after the card row is replenished (§7.2), the two
  strengths are compared, the declarer's with the bonuses it has when attacking that player;
  no military bonus cards, discards or sacrifices. The stronger is the winner, either side; the
  difference is the strength advantage; equal strengths: no effect. The card's effect (its
  `play`, with `ctx.vars` "winner", "loser" and "advantage") happens, then the card goes to
  its age's military discards.
- A declared war stays in play across an age change and resolves as usual (§22.9). A pact
  forbidding attacks does not cancel a war already declared (§10.4).
- 2006 (§20.4): before the strengths are compared, the declarer and then its target may
  sacrifice units (`sacrifices.py`: their strength counts a second time), never in the last
  round; no Defense cards. The units sacrificed are lost once the war is over (the card's
  effect runs before: `ctx.vars["loser_sent"]` names the loser's, {unit technology: how many}).
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Frame
from epocha.engine.message import N_, msg
from epocha.engine.message import card as card_arg
from epocha.engine.message import seat as seat_arg

from . import moves
from .aggressions import (
    attack_strength,
    can_pay,
    can_pay_against,
    defence_strength,
    launch_attack,
    may_attack,
)
from .catalog import key_of
from .sacrifices import (
    ask_sacrifice,
    lose_units,
    may_sacrifice,
    sacrifice_prompt,
    sent_strength,
    took_unit,
    units_left,
)
from .state import Player, TTAState


def in_last_round(s: TTAState) -> bool:
    return s.last_round is not None and s.round >= s.last_round


def war_targets(s: TTAState, p: Player) -> list[int]:
    """The players `p` may declare war on, clockwise from the left."""
    return [q for q in s.clockwise_from(p.seat)[1:] if may_attack(s, p, q, war=True)]


def can_declare(s: TTAState, p: Player, card: str) -> bool:
    """Not in the last round, and with the military actions the card costs."""
    return not in_last_round(s) and can_pay(s, p, card)


def war_strengths(s: TTAState, war: dict) -> tuple[int, int]:
    """The declarer's strength against its target and the target's, as the war would be fought
    now (`war`: its "by" and "on" seats)."""
    by, on = s.players[war["by"]], s.players[war["on"]]
    return attack_strength(s, by, on), defence_strength(s, on)


def fought_strengths(s: TTAState, war: dict) -> tuple[int, int]:
    """`war_strengths` with the units each side sacrificed so far counted again (2006)."""
    attack, defence = war_strengths(s, war)
    attack += sent_strength(s, s.players[war["by"]], war.get("sent") or {})
    defence += sent_strength(s, s.players[war["on"]], war.get("defence_sent") or {})
    return attack, defence


_DECLARE = N_("Declare {card} on {player}")


def war_words(card: str, rival: int) -> dict:
    target = card_arg(key_of(card))
    return {
        "label": msg(_DECLARE, card=target, player=seat_arg(rival)),
        "group": "politics",
        "target": target,
        # it cannot be taken back, and it will be fought: asked to confirm
        "irreversible": True,
        "confirm": msg("Declare war? It is resolved at the start of your next turn."),
    }


def declare_war(s: TTAState, p: Player, card: str, rival: int) -> None:
    if (
        rival not in war_targets(s, p)
        or not can_declare(s, p, card)
        or not can_pay_against(s, p, card, s.players[rival])
    ):  # (offers checked it)
        raise ValueError(f"seat {p.seat} may not declare war on seat {rival}")
    launch_attack(s, p, card, rival)
    s.wars.append({"card": card, "by": p.seat, "on": rival})
    s.checkpoint()  # declared openly, and another civilization is now at war
    moves.emit(s, "war", {"player": p.seat, "card": key_of(card), "copy": card, "rival": rival})


def resolve_wars(s: TTAState, p: Player) -> None:
    """The start of `p`'s turn: the wars it declared leave `TTAState.wars` and are fought, each
    a frame, in the order declared (the first one on top of the stack)."""
    mine = [w for w in s.wars if w["by"] == p.seat]
    s.wars = [w for w in s.wars if w["by"] != p.seat]
    for war in reversed(mine):
        s.stack.append(Frame("war", dict(war)))


def run_war(s: TTAState, f: Frame, step: str, arg: Any) -> None:
    d = f.data
    if step == "start" and may_sacrifice(s):  # (2006) the declarer's sacrifices, then the target's
        d["sent"], d["defence_sent"] = {}, {}
        return _ask(s, f, "by")
    if step in ("by", "on"):
        if took_unit(d["sent" if step == "by" else "defence_sent"], arg):
            return _ask(s, f, step)
        if step == "by":
            return _ask(s, f, "on")
        step = "fight"
    if step in ("start", "fight"):
        declarer, rival = s.players[d["by"]], s.players[d["on"]]
        attack, defence = fought_strengths(s, d)
        f.step = "done"
        args = {"player": declarer.seat, "card": key_of(d["card"]), "rival": rival.seat}
        if attack == defence:
            moves.emit(s, "war_tied", {**args, "strength": attack})
            return _discard(s, f)
        winner, loser = (declarer, rival) if attack > defence else (rival, declarer)
        advantage = abs(attack - defence)
        moves.emit(s, "war_won", {**args, "winner": winner.seat, "advantage": advantage})
        war_vars = {"winner": winner.seat, "loser": loser.seat, "advantage": advantage}
        # (2006) the loser's units sacrificed, still on its board until the war is over
        war_vars["loser_sent"] = dict(d.get("sent" if loser is declarer else "defence_sent") or {})
        s.stack.append(Frame("card", {"card": d["card"], "me": declarer.seat, "vars": war_vars}, step="play"))
        return
    if step == "done":
        _discard(s, f)


def _ask(s: TTAState, f: Frame, side: str) -> None:
    """(2006) The declarer ("by") or its target ("on") may sacrifice units, one at a time; a side
    without units is not asked."""
    d = f.data
    declarer, rival = s.players[d["by"]], s.players[d["on"]]
    p, sent = (declarer, d["sent"]) if side == "by" else (rival, d["defence_sent"])
    if not units_left(p, sent):
        return run_war(s, f, side, "fight")  # (as if it answered: nothing more)
    attack, defence = fought_strengths(s, d)
    if side == "by":
        done = {"attack": msg("Fight with strength {total}", total=attack)}
    else:
        done = {"defend": msg("Fight with strength {total} against {attack}", total=defence, attack=attack)}
    prompt = sacrifice_prompt(
        N_(
            "{card}: {attacker} (strength {attack}) against {defender} (strength {defence}). "
            "Sacrifice units to count them twice?"
        ),
        card=card_arg(key_of(d["card"])),
        attacker=seat_arg(declarer.seat),
        defender=seat_arg(rival.seat),
        attack=attack,
        defence=defence,
    )
    ask_sacrifice(s, f, p, sent, done, d["card"], prompt, side)


def _discard(s: TTAState, f: Frame) -> None:
    """The war is over: its card to the discards, the units sacrificed lost (2006)."""
    d = f.data
    moves.to_discards(s, d["card"])
    lose_units(s, s.players[d["by"]], d.get("sent") or {})
    lose_units(s, s.players[d["on"]], d.get("defence_sent") or {})
    f.step = None
