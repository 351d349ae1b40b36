"""Pacts (§10.4, §10.5; not with two players): offering one, the partner's answer, the pacts in
play and their sides, cancelling, and what attacks do to them.

- Offering is a political action: the offerer reveals a pact from its military hand, names
  another civilization still in the game and, for a pact with sides A and B, the side it takes.
  The partner accepts or refuses: a decision of that seat, after a checkpoint (the card was
  revealed). Refused, the card goes back to the offerer's hand; the political action is used.
- Accepted, any other pact the offerer had laid leaves the game (whoever its partner was), the
  new one lies in front of the offerer (`TTAState.pacts`: who laid it, the partner, the
  layer's side) and takes effect at once: both parties have it among their lasting cards
  (`Player.pacts`), each reading its own side.
- Cancelling is a political action too: any pact the player is a party to, laid by either,
  leaves the game and its effect ends at once. A pact that leaves the game (cancelled,
  replaced, attacked, antiquated, a party resigned) goes face down to its age's military
  discards, like every military card removed from the game (§13.4).
- An aggression or a war against a partner cancels the pacts between them that say they end on
  an attack (`Pact.ends_on_attack`) before the defender answers; pacts that forbid attacking
  (`Pact.forbids`) make the attack illegal but do not cancel a war already declared.
- A player who resigns takes its pacts with it, those others laid with it too (§10.6).
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Frame
from epocha.engine.choice import choice_frame
from epocha.engine.message import N_, msg, rule_cause, term
from epocha.engine.message import card as card_arg
from epocha.engine.message import seat as seat_arg

from . import moves
from .catalog import key_of
from .ratings import sync_actions
from .rules_base import CardRules, rules_of
from .state import Player, TTAState

SIDES = ("A", "B")


class Pact(CardRules):
    """A pact's rules: its effects read the side of the party asking (`side`)."""

    symmetric = False  # both sides alike: offered without a side
    ends_on_attack = False  # cancelled when one party attacks the other
    forbids: frozenset[str] = frozenset()  # the sides whose holder may not attack its partner
    no_war_on: frozenset[str] = frozenset()  # the sides nobody may declare war on

    def side(self, s: TTAState, me: str, seat: int) -> str:
        """The side of pact `me` that `seat` holds ("A" for both, when the sides are alike)."""
        return side_of(s, me, seat)

    def partner(self, s: TTAState, me: str, seat: int) -> int:
        return partner_of(s, me, seat)


def side_of(s: TTAState, card: str, seat: int) -> str:
    d = s.pacts[card]
    if d["side"] is None:
        return "A"
    return d["side"] if seat == d["by"] else other_side(d["side"])


def other_side(side: str) -> str:
    """The side the other party of a pact holds."""
    return "B" if side == "A" else "A"


def partner_of(s: TTAState, card: str, seat: int) -> int:
    d = s.pacts[card]
    return d["with"] if seat == d["by"] else d["by"]


def between(s: TTAState, a: int, b: int) -> list[str]:
    """The pacts in play between `a` and `b`."""
    return [c for c, d in s.pacts.items() if {d["by"], d["with"]} == {a, b}]


def pacts_in_use(s: TTAState) -> bool:
    """Pacts are part of the game with three or more civilizations still in it."""
    return len(s.active_seats()) >= 3


def forbidden(s: TTAState, p: Player, q: int, *, war: bool) -> bool:
    """Whether a pact in play forbids `p` to attack `q` (`war`: or any war on `q`)."""
    for card, d in s.pacts.items():
        rules: Pact = rules_of(card)  # type: ignore[assignment]
        if war and q in (d["by"], d["with"]) and side_of(s, card, q) in rules.no_war_on:
            return True
        if {d["by"], d["with"]} == {p.seat, q} and side_of(s, card, p.seat) in rules.forbids:
            return True
    return False


def ended_by_attack(s: TTAState, a: int, b: int) -> list[str]:
    """The pacts between `a` and `b` an attack by one on the other cancels."""
    return [c for c in between(s, a, b) if rules_of(c).ends_on_attack]  # type: ignore[attr-defined]


def pact_offers(s: TTAState, p: Player, card: str) -> list[tuple[str, int, str]]:
    """(card, partner, side) of every offer `p` may make of the pact `card` from its hand."""
    if not pacts_in_use(s):
        return []
    sides = ("A",) if rules_of(card).symmetric else SIDES  # type: ignore[attr-defined]
    return [(card, q, side) for q in s.clockwise_from(p.seat)[1:] for side in sides]


_OFFER = N_("Offer {card} to {player} (side {side})")
_OFFER_ALIKE = N_("Offer {card} to {player}")


def offer_words(card: str, partner: int, side: str, symmetric: bool) -> dict:
    target = card_arg(key_of(card))
    who = seat_arg(partner)
    label = (
        msg(_OFFER_ALIKE, card=target, player=who)
        if symmetric
        else msg(_OFFER, card=target, player=who, side=term("side", side))
    )
    return {"label": label, "group": "politics", "target": target}


def cancel_words(card: str, partner: int) -> dict:
    target = card_arg(key_of(card))
    return {
        "label": msg("Cancel {card} with {player}", card=target, player=seat_arg(partner)),
        "group": "politics",
        "target": target,
    }


def offer_pact(s: TTAState, p: Player, card: str, partner: int, side: str) -> None:
    p.military_hand.remove(card)
    symmetric = rules_of(card).symmetric  # type: ignore[attr-defined]
    s.checkpoint()  # revealed; another seat decides now
    args = {"player": p.seat, "card": key_of(card), "copy": card, "partner": partner}
    moves.emit(s, "pact_offered", {**args, "side": None if symmetric else side})
    s.stack.append(
        Frame("pact", {"card": card, "by": p.seat, "with": partner, "side": None if symmetric else side})
    )


def run_pact(s: TTAState, f: Frame, step: str, arg: Any) -> None:
    """The partner's answer to a pact offered."""
    d = f.data
    if step == "start":
        theirs = None if d["side"] is None else other_side(d["side"])
        options = {
            "accept": msg("Accept {card}", card=card_arg(key_of(d["card"]))),
            "refuse": msg("Refuse {card}", card=card_arg(key_of(d["card"]))),
        }
        prompt = (
            msg("{player} offers you {card}", player=seat_arg(d["by"]), card=card_arg(key_of(d["card"])))
            if theirs is None
            else msg(
                "{player} offers you {card}: you would hold side {side}",
                player=seat_arg(d["by"]),
                card=card_arg(key_of(d["card"])),
                side=term("side", theirs),
            )
        )
        prompt["cause"] = rule_cause("politics.pact")
        s.stack.append(
            choice_frame(
                d["with"], "option", list(options), labels=options, card=key_of(d["card"]), prompt=prompt
            )
        )
        f.step = "answer"
        return
    if arg == "accept":
        lay_pact(s, d["card"], d["by"], d["with"], d["side"])
    else:
        s.players[d["by"]].military_hand.append(d["card"])
        moves.emit(s, "pact_refused", {"player": d["with"], "card": key_of(d["card"]), "by": d["by"]})


def lay_pact(s: TTAState, card: str, by: int, partner: int, side: str | None) -> None:
    """The pact comes into play in front of `by`: the pact it laid before leaves the game."""
    for old, d in list(s.pacts.items()):
        if d["by"] == by:
            end_pact(s, old, why="replaced")
    s.pacts[card] = {"by": by, "with": partner, "side": side}
    for seat in (by, partner):
        s.players[seat].pacts.append(card)
    moves.emit(s, "pact", {"player": partner, "card": key_of(card), "by": by, "side": side})
    for seat in (by, partner):
        sync_actions(s, s.players[seat])


def end_pact(s: TTAState, card: str, *, why: str) -> None:
    """The pact leaves the game (cancelled, replaced, attacked, a party resigned); its effect
    ends at once. `why`: "cancel", "replaced", "attack", "resign"."""
    d = s.pacts.pop(card)
    # a military card removed from the game goes face down to its age's discards (§13.4)
    moves.to_discards(s, card)
    for seat in (d["by"], d["with"]):
        s.players[seat].pacts.remove(card)
    moves.emit(s, "pact_ended", {"card": key_of(card), "by": d["by"], "partner": d["with"], "how": why})
    for seat in (d["by"], d["with"]):
        if not s.players[seat].resigned:
            sync_actions(s, s.players[seat])


def cancel_offers_for(s: TTAState, p: Player) -> list[tuple[str, int]]:
    """(card, partner) of every pact `p` may cancel: those it is a party to."""
    return [(card, partner_of(s, card, p.seat)) for card in p.pacts]
