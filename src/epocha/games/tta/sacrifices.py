"""Units sent away: the colonization force, and (2006) the units sacrificed in an aggression or a
war, whose strength is counted a second time for that fight.

A sacrificed unit counts its own strength (as the ratings give it: a card that strengthens the
units themselves, the 2006 Genghis Khan, counts; one that adds to the civilization's strength,
the Great Wall or Colossus, does not), and every complete army the sacrificed units form under
the player's tactic adds the tactic's value (2006 appendix: sacrificing a whole army counts its
tactic bonus; one unit of an army counts only itself). The units are then lost: their workers go
back to the yellow bank.
"""

from __future__ import annotations

from typing import Any

from epocha.engine import Frame
from epocha.engine.choice import choice_frame
from epocha.engine.message import Message, msg, rule_cause
from epocha.engine.message import card as card_arg

from . import moves
from .armies import Forces, tactic_strength
from .catalog import UNITS, facts, key_of
from .ratings import lasting_hooks, tally
from .state import Player, TTAState

Sent = dict[str, int]  # unit technology -> how many of its units


def unit_values(s: TTAState, p: Player) -> dict[str, int]:
    """The strength of one unit of each unit technology `p` has units on."""
    return {e.card: e.per.get("strength", 0) for e in tally(s, p).entries if e.type in UNITS}


def units_left(p: Player, sent: Sent) -> dict[str, int]:
    """The units of each technology not sent yet."""
    return {
        tech: p.workers.get(tech, 0) - sent.get(tech, 0)
        for tech in p.techs
        if facts(tech).type in UNITS and p.workers.get(tech, 0) > sent.get(tech, 0)
    }


def sent_strength(s: TTAState, p: Player, sent: Sent) -> int:
    """The strength of the units `sent`: their own and their armies' under the tactic."""
    if not sent:
        return 0
    values = unit_values(s, p)
    strength = sum(values.get(tech, 0) * n for tech, n in sent.items())
    hooks = lasting_hooks(p)
    if p.tactic and not hooks.get("tactic_void"):
        by: dict[str, dict[int, int]] = {u: {} for u in UNITS}
        for tech, n in sent.items():
            f = facts(tech)
            by[f.type][f.level] = by[f.type].get(f.level, 0) + n
        forces = Forces(*(tuple(by[k].items()) for k in UNITS[:3]), air_force=sum(by["air_force"].values()))
        tf = facts(p.tactic)
        genghis = bool(hooks.get("infantry_as_cavalry"))
        strength += tactic_strength(forces, tf.tactic, tf.level, infantry_as_cavalry=genghis)
    return strength


def lose_units(s: TTAState, p: Player, sent: Sent) -> None:
    """(2006) The units sacrificed in a fight are gone: their workers back to the yellow bank."""
    if not sent:
        return
    for tech, n in sent.items():
        for _ in range(n):
            moves.remove_worker(s, p, tech, to_bank=True)
    moves.emit(
        s, "sacrifice", {"player": p.seat, "units": sum(sent.values()), "cards": [key_of(t) for t in sent]}
    )


def may_sacrifice(s: TTAState) -> bool:
    """(2006) Units may be sacrificed in a fight: not in the last round."""
    return s.edition.sacrifices and (s.last_round is None or s.round < s.last_round)


def unit_options(p: Player, sent: Sent) -> dict[str, Any]:
    """One option per technology with a unit left to sacrifice, named as a colonization's units
    are ("u:<technology>@<which>"), with its words."""
    options: dict[str, Any] = {}
    for tech in units_left(p, sent):
        term = card_arg(key_of(tech))
        label = msg("Sacrifice a unit of {card}", card=term)
        options[f"u:{tech}@{sent.get(tech, 0)}"] = {"label": label, "target": term}
    return options


def took_unit(sent: Sent, answer: str) -> bool:
    """Whether `answer` sacrificed one more unit (added to `sent`)."""
    kind, _, unit = answer.partition(":")
    if kind != "u":
        return False
    tech = unit.rsplit("@", 1)[0]
    sent[tech] = sent.get(tech, 0) + 1
    return True


def ask_sacrifice(
    s: TTAState, f: Frame, p: Player, sent: Sent, done: dict[str, Any], card: str, prompt: Message, then: str
) -> None:
    """Ask `p` to sacrifice one more unit or be done (`done`: the options that end it, with their
    words); the frame goes on at `then` with the answer."""
    options = {**done, **unit_options(p, sent)}
    s.stack.append(
        choice_frame(p.seat, "option", list(options), labels=options, card=key_of(card), prompt=prompt)
    )
    f.step = then


def sacrifice_prompt(template: str, **args: Any) -> Message:
    return msg(template, **args, cause=rule_cause("edition-2006.sacrifices"))
