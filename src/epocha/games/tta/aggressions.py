"""Aggressions (§10.2): playing one as the political action, the defender's answer, the outcome.

- A civilization may attack another one still in the game that is strictly weaker than the
  attacker's strength against it (`attack_strength`: with the bonuses the attacker has when
  attacking that player). Legality is decided when the card is played (§22.20).
- The attacker pays the military actions printed on the card and lays it face up. The defender
  then answers (a decision of that seat, and a checkpoint: the attacker cannot take the
  aggression back): military bonus cards for their defence value and military cards discarded
  face down for +1 each, at most as many cards as the defender's total military actions. A
  defender who cannot or will not reach the attacker's strength plays and discards nothing;
  one who cannot is not asked.
- A defence equal to the attack or more (§22.21: ties favour the defender) makes the aggression
  fail; otherwise its effect (the card's `play`, the defender in `ctx.vars["rival"]`) happens.
  The card then goes to its age's military discards either way; the military actions stay spent.

The 2006 edition (§20.3, `Edition.sacrifices`): any rival may be attacked (the card must find
something to take: `CardRules.can_target`); the attacker first sacrifices units if it wants to,
their strength counted a second time (`sacrifices.sent_strength`); then the defender sacrifices
units and plays Defense/Colonization cards for their defence values (no discards face down, no
limit on the cards). Not in the last round. The sacrificed units are lost once the aggression is
over, whatever its outcome.
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Frame
from epocha.engine.choice import choice_frame
from epocha.engine.message import N_, msg, rule_cause
from epocha.engine.message import card as card_arg
from epocha.engine.message import seat as seat_arg

from . import costs, moves
from .catalog import facts, key_of
from .pacts import between, end_pact, ended_by_attack, forbidden
from .ratings import available, lasting_hooks, ratings, totals
from .rules_base import rules_of
from .sacrifices import (
    ask_sacrifice,
    lose_units,
    may_sacrifice,
    sacrifice_prompt,
    sent_strength,
    took_unit,
    unit_options,
    units_left,
)
from .state import Player, TTAState


def attack_strength(s: TTAState, attacker: Player, rival: Player) -> int:
    """The attacker's strength when attacking `rival`: with the bonuses it has against that
    player, without those of a pact the attack cancels (§10.2; once cancelled, it has none)."""
    gone = ended_by_attack(s, attacker.seat, rival.seat)
    rated = attacker
    if gone:  # rated as if those pacts were gone already
        rated = attacker.copy()
        rated.pacts = [c for c in attacker.pacts if c not in gone]
    bonus = sum(
        rules_of(c).attack_bonus(s, c, attacker.seat)  # type: ignore[attr-defined]
        for c in between(s, attacker.seat, rival.seat)
        if c not in gone
    )
    return ratings(s, rated).strength + bonus


def defence_strength(s: TTAState, rival: Player) -> int:
    """The defender's strength before any card is played."""
    return ratings(s, rival).strength


def may_attack(s: TTAState, p: Player, q: int, *, war: bool = False) -> bool:
    """Whether no card in play forbids `p` to attack `q` (`war`: to declare war on `q`): a pact,
    or a card of `p`'s own (`no_attacks`: the 2006 Gandhi)."""
    return not forbidden(s, p, q, war=war) and "no_attacks" not in lasting_hooks(p) and marker_free(s, p, q)


def marker_free(s: TTAState, p: Player, q: int) -> bool:
    """(The 2006 milder fights, §20.5) whether `q`'s marker lies in the middle, or `p` holds it
    (attacking the same civilization again); always, without the variant."""
    if not s.markers:
        return True
    return all(m["by"] == p.seat for m in s.markers if m["on"] == q)


def take_marker(s: TTAState, p: Player, rival: int) -> None:
    """(Milder fights) an aggression or a war takes its target's marker (or renews it)."""
    s.markers = [m for m in s.markers if m["on"] != rival]
    s.markers.append({"on": rival, "by": p.seat, "round": s.round})


def return_markers(s: TTAState, p: Player) -> None:
    """(Milder fights) at the end of `p`'s turn, the markers it did not take again this round
    (no attack on that civilization this turn) go back to the middle."""
    for m in [m for m in s.markers if m["by"] == p.seat and m["round"] < s.round]:
        s.markers.remove(m)
        moves.emit(s, "marker_returned", {"player": p.seat, "rival": m["on"]})


def attack_cost(s: TTAState, p: Player, card: str, rival: Player) -> int:
    """The military actions the aggression or war `card` costs `p` against `rival`: the card's
    (`CardRules.attack_cost`), twice that when a card of the rival's says so
    (`attacks_cost_double`: the 2006 Gandhi)."""
    cost = rules_of(card).attack_cost(s, p, rival)
    return 2 * cost if "attacks_cost_double" in lasting_hooks(rival) else cost


def can_pay_against(s: TTAState, p: Player, card: str, rival: Player) -> bool:
    """Whether `p` has the military actions `card` costs against `rival`."""
    return available(s, p)[1] >= attack_cost(s, p, card, rival)


def defense_value(s: TTAState, q: Player, card: str) -> int:
    """What a Defense card adds to `q`'s defence: its value, twice it when a card of `q`'s says
    so (`defense_double`: the 2006 Churchill)."""
    value = facts(card).defense or 0
    return 2 * value if "defense_double" in lasting_hooks(q) else value


def launch_attack(s: TTAState, p: Player, card: str, rival: int) -> None:
    """Lay an aggression or a war against `rival`: pay the military actions it costs, take it
    from the hand, and end the pacts between them that end on an attack (§10.2-10.3)."""
    costs.spend_actions(p, 0, attack_cost(s, p, card, s.players[rival]))
    p.military_hand.remove(card)
    for pact in ended_by_attack(s, p.seat, rival):
        end_pact(s, pact, why="attack")
    if s.variants.milder_fights:
        take_marker(s, p, rival)


def aggression_targets(s: TTAState, p: Player) -> list[int]:
    """The players `p` may attack with an aggression: those weaker than its strength against
    them, clockwise from the left."""
    if s.edition.sacrifices:  # (2006) the weaker may attack too: it may sacrifice units
        return [q for q in s.clockwise_from(p.seat)[1:] if may_attack(s, p, q)]
    return [
        q
        for q in s.clockwise_from(p.seat)[1:]
        if may_attack(s, p, q) and attack_strength(s, p, s.players[q]) > defence_strength(s, s.players[q])
    ]


def can_pay(s: TTAState, p: Player, card: str) -> bool:
    """Whether `p` has the military actions an aggression or a war costs."""
    return available(s, p)[1] >= (facts(card).attack_cost or 0)


_ATTACK = N_("Aggression: {card} against {player}")


def aggression_words(card: str, rival: int) -> dict:
    target = card_arg(key_of(card))
    return {"label": msg(_ATTACK, card=target, player=seat_arg(rival)), "group": "politics", "target": target}


def play_aggression(s: TTAState, p: Player, card: str, rival: int) -> None:
    """Pay the card's military actions, lay it and let the defender answer."""
    q = s.players[rival]
    if rival not in aggression_targets(s, p) or not can_pay_against(s, p, card, q):  # (a safety net)
        raise ValueError(f"seat {p.seat} may not attack seat {rival}")
    launch_attack(s, p, card, rival)
    attack = attack_strength(s, p, q)
    # the copy played is shown to everyone (`copy`): it lies face up until it is discarded
    moves.emit(
        s,
        "aggression",
        {"player": p.seat, "card": key_of(card), "copy": card, "rival": rival, "strength": attack},
    )
    s.stack.append(
        Frame(
            "aggression",
            {
                "card": card,
                "attacker": p.seat,
                "rival": rival,
                "attack": attack,
                "bonus": [],
                "thrown": [],
                # (2006) the units each side sacrifices, by technology
                "sent": {},
                "defence_sent": {},
            },
        )
    )


def defence_limit(s: TTAState, q: Player) -> int:
    """How many cards the defender may play and discard together: its total military actions."""
    return totals(s, q)[1]


def best_defence(s: TTAState, q: Player) -> int:
    """The most the defender's cards can add: the best bonus cards first, then discards (2006:
    every Defense card, and every unit sacrificed)."""
    if s.edition.sacrifices:
        cards = sum(defense_value(s, q, c) for c in q.military_hand if facts(c).type == "bonus")
        units = sent_strength(s, q, units_left(q, {})) if may_sacrifice(s) else 0
        return cards + units
    values = sorted((max(1, facts(c).defense or 0) for c in q.military_hand), reverse=True)
    return sum(values[: defence_limit(s, q)])


def run_aggression(s: TTAState, f: Frame, step: str, arg: Any) -> None:
    d = f.data
    q = s.players[d["rival"]]
    if step == "start":
        if may_sacrifice(s) and units_left(s.players[d["attacker"]], {}):
            return _ask_attacker(s, f)  # (2006) the attacker's sacrifice first
        step = "attacked"
    if step == "sacrifice":  # (2006) the attacker's answer
        if took_unit(d["sent"], arg):
            return _ask_attacker(s, f)
        if d["sent"]:
            moves.emit(s, "attack_strength", {"player": d["attacker"], "strength": attack_total(s, d)})
        step = "attacked"
    if step == "attacked":
        s.checkpoint()  # another seat decides now: the attacker's actions are final
        if defence_strength(s, q) + best_defence(s, q) < attack_total(s, d):
            return _succeed(s, f)  # the defender cannot match: nothing is asked
        return _ask_defender(s, f)
    if step == "answer":
        kind, _, card = arg.partition(":")
        if kind == "b":
            d["bonus"].append(card)
        elif kind == "d":
            d["thrown"].append(card)
        elif took_unit(d["defence_sent"], arg):
            pass
        elif kind == "defend":
            return _defend(s, f)
        else:  # "yield": nothing played, discarded or sacrificed
            moves.emit(s, "no_defence", {"player": q.seat})
            return _succeed(s, f)
        return _ask_defender(s, f)
    if step == "done":
        _discard_played(s, f)


def attack_total(s: TTAState, d: dict) -> int:
    """The attack: the attacker's strength against the rival, and (2006) its units sacrificed."""
    return d["attack"] + sent_strength(s, s.players[d["attacker"]], d.get("sent") or {})


def _ask_attacker(s: TTAState, f: Frame) -> None:
    """(2006) The attacker may sacrifice units, one at a time, then attacks."""
    d = f.data
    total = attack_total(s, d)
    done = {"attack": msg("Attack with strength {total}", total=total)}
    prompt = sacrifice_prompt(
        N_("{card} against {player}: strength {total}. Sacrifice units to count them twice?"),
        card=card_arg(key_of(d["card"])),
        player=seat_arg(d["rival"]),
        total=total,
    )
    ask_sacrifice(s, f, s.players[d["attacker"]], d["sent"], done, d["card"], prompt, "sacrifice")


def defence_total(s: TTAState, d: dict) -> int:
    q = s.players[d["rival"]]
    cards = sum(defense_value(s, q, c) for c in d["bonus"])
    units = sent_strength(s, q, d.get("defence_sent") or {})
    return defence_strength(s, q) + cards + len(d["thrown"]) + units


def _ask_defender(s: TTAState, f: Frame) -> None:
    d = f.data
    q = s.players[d["rival"]]
    total = defence_total(s, d)
    chosen = [*d["bonus"], *d["thrown"]]
    attack = attack_total(s, d)
    sacrifices = s.edition.sacrifices
    room = sacrifices or len(chosen) < defence_limit(s, q)
    options: dict[str, Any] = {}
    if total >= attack:
        options["defend"] = msg("Defend: strength {total} against {attack}", total=total, attack=attack)
    options["yield"] = msg("Do not defend: the aggression succeeds")
    if sacrifices:  # (2006) Defense cards and sacrificed units, as many as wished
        for c in q.military_hand:
            if c not in chosen and facts(c).type == "bonus":
                term = card_arg(key_of(c))
                label = msg("Play {card} (+{n})", card=term, n=defense_value(s, q, c))
                options[f"b:{c}"] = {"label": label, "target": term}
        if may_sacrifice(s):
            options.update(unit_options(q, d["defence_sent"]))
    elif room:
        for c in q.military_hand:
            if c in chosen:
                continue
            term = card_arg(key_of(c))
            if facts(c).type == "bonus":
                label = msg("Play {card} (+{n})", card=term, n=facts(c).defense)
                options[f"b:{c}"] = {"label": label, "target": term}
            options[f"d:{c}"] = {"label": msg("Discard {card} face down (+1)", card=term), "target": term}
    s.stack.append(
        choice_frame(
            q.seat,
            "option",
            list(options),
            labels=options,
            card=key_of(d["card"]),
            prompt=msg(
                "{player} attacks you with {card} (strength {attack}); your defence: {total}",
                player=seat_arg(d["attacker"]),
                card=card_arg(key_of(d["card"])),
                attack=attack,
                total=total,
                cause=rule_cause("politics.aggression"),
            ),
        )
    )
    f.step = "answer"


def _defend(s: TTAState, f: Frame) -> None:
    d = f.data
    q = s.players[d["rival"]]
    total = defence_total(s, d)
    for card in [*d["bonus"], *d["thrown"]]:
        moves.discard_military(s, q, card)
    moves.emit(
        s,
        "defence",
        {
            "player": q.seat,
            "cards": [key_of(c) for c in d["bonus"]],  # played face up (`copies`: which)
            "copies": list(d["bonus"]),
            "discarded": len(d["thrown"]),  # face down: how many, never which
            "strength": total,
        },
    )
    d["bonus"], d["thrown"] = [], []
    moves.emit(s, "aggression_failed", {"player": d["attacker"], "card": key_of(d["card"]), "rival": q.seat})
    _discard_played(s, f)


def _succeed(s: TTAState, f: Frame) -> None:
    d = f.data
    d["bonus"], d["thrown"], d["defence_sent"] = [], [], {}
    moves.emit(
        s, "aggression_succeeded", {"player": d["attacker"], "card": key_of(d["card"]), "rival": d["rival"]}
    )
    s.stack.append(
        Frame("card", {"card": d["card"], "me": d["attacker"], "vars": {"rival": d["rival"]}}, step="play")
    )
    f.step = "done"


def _discard_played(s: TTAState, f: Frame) -> None:
    """The aggression is over: its card to the discards, the units sacrificed lost (2006)."""
    d = f.data
    moves.to_discards(s, d["card"])
    lose_units(s, s.players[d["attacker"]], d.get("sent") or {})
    lose_units(s, s.players[d["rival"]], d.get("defence_sent") or {})
