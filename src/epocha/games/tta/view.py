"""What one seat may see (None: a spectator).

Civil cards are public, civil hands included: they are taken openly from the row (§13.2), so
players may keep them face up. Hidden: military hands, the order of every deck, the faces of
the current and future events, of the military discards and of the military cards out of the
game unseen. Public: the ages on the backs of military cards (hands, piles, events) and the
size of every pile. A seat also sees the faces of the events it prepared itself, and the top
current event after looking at it (Joan of Arc) until it is revealed.

The full game's politics are public: the wars declared (with the strengths they would be fought
at now), the pacts in play with each party's side, and an aggression being answered (its card,
the attacker's strength; never the defender's picks before it defends), and a pact offered
while its partner decides.

`edition` says which game the table plays and what of the board it has (the Simple game of the
2006 edition has no military hands, no political phase, no discontent, no corruption, an event
deck the starting player reveals from, and a final bonus): the board reads it to leave out
what the game lacks (`edition_view`).
"""

from __future__ import annotations

from .catalog import facts, key_of
from .pacts import side_of
from .production import forecast
from .ratings import (
    army_strength,
    available,
    civil_hand_limit,
    colonization_bonus,
    discontent,
    military_hand_limit,
    ratings,
)
from .state import Player, TTAState
from .tokens import stock
from .wars import war_strengths


def player_view(s: TTAState, p: Player, seat: int | None) -> dict:
    r = ratings(s, p)
    ca, ma = available(s, p)
    out = {
        "seat": p.seat,
        "resigned": p.resigned,
        "science": p.science,
        "culture": p.culture,
        "ratings": {
            "science": r.science,
            "culture": r.culture,
            "strength": r.strength,
            "happy": r.happy,
            "armies": army_strength(s, p),  # the part of strength the current tactic gives
            "colonization": colonization_bonus(s, p),
        },
        # what the production phase would do if the turn ended now (public: all of it is)
        "forecast": None if p.resigned else forecast(s, p),
        "discontent": discontent(s, p),
        "food": stock(p, "food"),
        "resources": stock(p, "resources"),
        "yellow_bank": p.yellow,
        "blue_bank": p.blue,
        "unused_workers": p.pool,
        "actions": {"ca_total": p.totals["ca"], "ma_total": p.totals["ma"], "ca_left": ca, "ma_left": ma},
        "technologies": [
            {"card": t, "key": key_of(t), "workers": p.workers.get(t, 0), "stored": p.stored.get(t, 0)}
            for t in p.techs
        ],
        "government": p.government,
        "specials": dict(p.specials),
        "leader": p.leader,
        "wonders": list(p.wonders),
        "ruined": list(p.ruined),
        "building": {"card": p.building, "stages_built": p.stages_built} if p.building else None,
        "colonies": list(p.colonies),
        "tactic": p.tactic,
        "exclusive_tactic": p.exclusive,
        "civil_hand": list(p.civil_hand),
        "civil_hand_limit": civil_hand_limit(s, p),
        "military_hand_ages": sorted(facts(c).age for c in p.military_hand),
        "military_hand_limit": military_hand_limit(s, p),
    }
    if seat == p.seat:
        out["military_hand"] = list(p.military_hand)
        out["prepared_events"] = sorted(c for c, q in s.prepared.items() if q == seat)
        out["top_current_event"] = s.current_events[-1] if seat in s.top_seen else None
    return out


def _ages(cards: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in cards:
        out[facts(c).age] = out.get(facts(c).age, 0) + 1
    return dict(sorted(out.items()))


def edition_view(s: TTAState) -> dict:
    """The game the options chose, as the board needs it: the edition and its game ("mode"),
    the blue tokens a bank starts with, whether players hold military cards (and so take
    political actions), whether discontent and corruption count, the round the event deck's
    reveals begin (None: events only as players prepare them), the age whose civil deck ends
    the game (None: the New Story's end), whether a final bonus is scored, whether tactics are
    copied from a common area and whether units are sacrificed in fights (2006)."""
    e = s.edition
    return {
        "name": e.name,
        "mode": e.mode,
        "blue_tokens": e.blue_tokens,
        "military_hands": e.military_hands,
        "happiness": e.happiness,
        "corruption": e.corruption,
        "events_from_round": e.events_from_round,
        "ends_with_age": e.ends_with_age,
        "final_bonus": e.final_bonus,
        "tactic_copying": e.tactic_copying,  # (2006: one tactic each, never copied)
        "sacrifices": e.sacrifices,
    }


def state_view(s: TTAState, seat: int | None) -> dict:
    return {
        "edition": edition_view(s),
        "age": s.age,
        "round": s.round,
        "last_round": s.last_round,
        "start_player": s.start_player,
        "turn_player": s.turn_player,
        "phase": s.phase,
        "players": [player_view(s, p, seat) for p in s.players],
        "row": list(s.row),
        "civil_deck": len(s.civil_decks.get(s.age, [])),
        "military_deck": len(s.military_decks.get(s.age, [])),
        "current_events": len(s.current_events),
        "current_events_ages": [facts(c).age for c in reversed(s.current_events)],
        "future_events_ages": [facts(c).age for c in reversed(s.future_events)],
        "military_discards": {a: len(d) for a, d in sorted(s.military_discards.items())},
        "military_box": _ages(s.box),
        "past_events": list(s.past_events),
        # (the Advanced game) the Age III events shown at the start, that score the game
        "scoring_events": list(s.scoring_events),
        # (the 2006 variants) the gradual reveal's events still face down (how many), and the
        # milder fights' markers taken ({"on", "by", "round"}; the others lie in the middle)
        "hidden_bonuses": len(s.hidden_bonuses),
        "markers": [dict(m) for m in s.markers],
        "common_tactics": list(s.common_tactics),
        "wars": [_war_view(s, w) for w in s.wars],
        "pacts": [
            {"card": c, "by": d["by"], "with": d["with"], "sides": _sides(s, c, d)}
            for c, d in s.pacts.items()
        ],
        "attack": _attack_view(s),
        "offer": _offer_view(s),
    }


def _war_view(s: TTAState, war: dict) -> dict:
    """A declared war, with the strengths it would be fought at if it were fought now."""
    attack, defence = war_strengths(s, war)
    return {**war, "strength": {"by": attack, "on": defence}, "difference": attack - defence}


def _sides(s: TTAState, card: str, d: dict) -> dict[str, str] | None:
    """Each party's side ({seat: "A" / "B"} with seats as text keys); None when alike."""
    if d["side"] is None:
        return None
    return {str(q): side_of(s, card, q) for q in (d["by"], d["with"])}


def _offer_view(s: TTAState) -> dict | None:
    """The pact offered, while its partner decides (the card was shown to everyone)."""
    d = _pending(s, "pact")
    return d and {"card": d["card"], "by": d["by"], "with": d["with"], "side": d["side"]}


def _attack_view(s: TTAState) -> dict | None:
    """The aggression being answered, as everyone sees it (not the defender's picks)."""
    d = _pending(s, "aggression")
    return d and {"card": d["card"], "by": d["attacker"], "on": d["rival"], "strength": d["attack"]}


def _pending(s: TTAState, kind: str) -> dict | None:
    """The data of the frame of `kind` on the stack (an answer is awaited inside it), if any."""
    return next((f.data for f in reversed(s.stack) if f.kind == kind), None)
