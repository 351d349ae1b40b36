"""Events: preparing one (a political action), revealing and resolving the current event,
colonizing territories, and the Age III events at the end of the game."""

from __future__ import annotations

from collections import Counter
from typing import Any

from epocha.engine import Frame, chance
from epocha.engine.choice import choice_frame
from epocha.engine.message import card as card_term
from epocha.engine.message import msg, rule_cause

from . import moves
from .catalog import LEVEL, UNITS, facts, instances, key_of
from .effects import card_frame
from .ratings import colonization_bonus, lasting_cards
from .rules_base import rules_of
from .sacrifices import sent_strength
from .state import Player, TTAState, deck_pile


def prepare_event(s: TTAState, p: Player, card: str) -> None:
    """Put an event from your hand on the future events, score culture for its age, and
    reveal the current event."""
    p.military_hand.remove(card)
    s.future_events.append(card)
    s.prepared[card] = p.seat  # its face stays known to the player who prepared it
    level = facts(card).level
    moves.emit(
        s, "prepare_event", {"player": p.seat, "age": facts(card).age}, {"card": key_of(card)}, [p.seat]
    )
    if level:
        moves.score(s, p, culture=level, why="event")
    reveal_event(s, p.seat)


def reveal_event(s: TTAState, revealer: int) -> None:
    if not s.current_events:
        return
    card = s.current_events.pop()
    s.prepared.pop(card, None)
    s.top_seen.clear()  # a new top card nobody has looked at
    s.checkpoint()
    moves.emit(s, "reveal_event", {"player": revealer, "card": key_of(card)})
    if not s.current_events:
        future_becomes_current(s)
    s.stack.append(Frame("event", {"card": card, "revealer": revealer}))


def future_becomes_current(s: TTAState) -> None:
    """Shuffle the future events, then sort them by age, older ages on top."""
    cards = s.future_events
    s.future_events = []
    chance.shuffle(s, cards)
    cards.sort(key=lambda c: -facts(c).level)  # stable: shuffled within an age; top = last
    s.current_events = cards
    moves.emit(s, "events_turned", {"count": len(cards)})


def run_event(s: TTAState, f: Frame, step: str, arg: Any) -> None:
    """Resolve a revealed event (or colonize a territory); then it goes to the past events."""
    d = f.data
    card = d["card"]
    if step == "start":
        if facts(card).type == "territory":
            s.stack.append(Frame("colonize", {"card": card, "revealer": d["revealer"]}))
        else:
            s.stack.append(card_frame(card, d["revealer"]))
        f.step = "done"
        return
    if not any(card in p.colonies for p in s.players):
        s.past_events.append(card)


# -- colonization -------------------------------------------------------------------------------------


def unit_slots(p: Player) -> list[str]:
    """Each unit as an option: "<technology>@<n>"."""
    return [
        f"{tech}@{i}" for tech in p.techs if facts(tech).type in UNITS for i in range(p.workers.get(tech, 0))
    ]


def force_of(s: TTAState, p: Player, units: list[str], bonus_cards: list[str], discards: int = 0) -> int:
    """Colonization force: the sent units' strength and the armies they form under your tactic
    (`sacrifices.sent_strength`), your colonization bonus, the bonus cards' lower values (each
    `bonus_card_extra` more; +1 per card discarded with Cook)."""
    sent = Counter(u.rsplit("@", 1)[0] for u in units)
    cards = sum(facts(c).colonization or 0 for c in bonus_cards) + len(bonus_cards) * bonus_card_extra(s, p)
    return sent_strength(s, p, sent) + colonization_bonus(s, p) + cards + discards


def cook_discards(s: TTAState, p: Player) -> int:
    return sum(getattr(rules_of(c), "colonization_discards", 0) for c in lasting_cards(p))


def bonus_card_extra(s: TTAState, p: Player) -> int:
    """What each bonus card sent to colonize adds beyond its value (the 2006 James Cook: 1)."""
    return sum(getattr(rules_of(c), "colonization_per_bonus_card", 0) for c in lasting_cards(p))


def max_force(s: TTAState, p: Player) -> int:
    units = unit_slots(p)
    if not units:
        return 0
    bonus = [c for c in p.military_hand if facts(c).type == "bonus"]
    others = len(p.military_hand) - len(bonus)
    return force_of(s, p, units, bonus, min(others, cook_discards(s, p)))


def run_colonize(s: TTAState, f: Frame, step: str, arg: Any) -> None:
    """The auction (clockwise from the revealer, each bid higher than the last, a pass is
    final), then the winner sends a force at least as strong as the bid."""
    d = f.data
    if step == "start":
        d["bidders"] = [q for q in s.clockwise_from(d["revealer"]) if max_force(s, s.players[q]) > 0]
        d["bid"] = 0
        d["leader"] = None
        d["turn"] = 0
        return _next_bid(s, f)
    if step == "bid":
        q = d["bidders"][d["turn"]]
        if arg is None:
            d["bidders"].remove(q)
            moves.emit(s, "bid", {"player": q, "bid": None})
        else:
            d["bid"], d["leader"] = arg, q
            moves.emit(s, "bid", {"player": q, "bid": arg})
            d["turn"] += 1
        return _next_bid(s, f)
    if step == "send":
        return _send(s, f, arg)


def _next_bid(s: TTAState, f: Frame) -> None:
    d = f.data
    bidders = d["bidders"]
    if not bidders or (len(bidders) == 1 and d["leader"] == bidders[0]):
        if d["leader"] is None:
            moves.emit(s, "no_colonist", {"card": key_of(d["card"])})
            return  # nobody bid: the territory goes to the past events
        d["winner"] = d["leader"]
        d["units"], d["bonus"], d["discards"] = [], [], 0
        return _ask_force(s, f)
    d["turn"] %= len(bidders)
    q = bidders[d["turn"]]
    if q == d["leader"]:  # everybody else passed
        d["bidders"] = [q]
        return _next_bid(s, f)
    top = max_force(s, s.players[q])
    bids = list(range(d["bid"] + 1, top + 1))
    if not bids:
        d["bidders"].remove(q)
        return _next_bid(s, f)
    s.stack.append(
        choice_frame(
            q,
            "value",
            bids,
            may=True,
            card=key_of(d["card"]),
            prompt=msg(
                "Bid for {card} (current bid {bid})",
                card=card_term(key_of(d["card"])),
                bid=d["bid"],
                cause=rule_cause("colonization.auction"),
            ),
        )
    )
    f.step = "bid"


def _ask_force(s: TTAState, f: Frame) -> None:
    d = f.data
    p = s.players[d["winner"]]
    force = force_of(s, p, d["units"], d["bonus"], d["discards"])
    options: dict[str, dict] = {}
    if d["units"] and force >= d["bid"]:
        options["send"] = msg("Send this force ({force} for a bid of {bid})", force=force, bid=d["bid"])
    for slot in unit_slots(p):
        if slot not in d["units"]:
            tech = card_term(key_of(slot.rsplit("@", 1)[0]))
            options[f"u:{slot}"] = {"label": msg("Add a unit: {card}", card=tech), "target": tech}
    extra = bonus_card_extra(s, p)
    for card in p.military_hand:
        if facts(card).type == "bonus" and card not in d["bonus"]:
            bonus = card_term(key_of(card))
            label = msg("Add {card} (+{n})", card=bonus, n=(facts(card).colonization or 0) + extra)
            options[f"b:{card}"] = {"label": label, "target": bonus}
    if d["discards"] < cook_discards(s, p):
        for card in p.military_hand:
            if card not in d["bonus"] and facts(card).type != "bonus" and card not in d.get("thrown", []):
                thrown = card_term(key_of(card))
                options[f"d:{card}"] = {"label": msg("Discard {card} for +1", card=thrown), "target": thrown}
    s.stack.append(
        choice_frame(
            p.seat,
            "option",
            list(options),
            labels=options,
            card=key_of(d["card"]),
            prompt=msg(
                "Choose the colonization force (bid {bid}, now {force})",
                bid=d["bid"],
                force=force,
                cause=rule_cause("colonization.force"),
            ),
        )
    )
    f.step = "send"


def _send(s: TTAState, f: Frame, answer: str) -> None:
    d = f.data
    p = s.players[d["winner"]]
    kind, _, what = answer.partition(":")
    if kind == "u":
        d["units"].append(what)
        return _ask_force(s, f)
    if kind == "b":
        d["bonus"].append(what)
        return _ask_force(s, f)
    if kind == "d":
        d.setdefault("thrown", []).append(what)
        d["discards"] += 1
        return _ask_force(s, f)
    colonize(s, p, d["card"], d["units"], d["bonus"], d.get("thrown", []))


def colonize(
    s: TTAState, p: Player, territory: str, units: list[str], bonus: list[str], thrown: list[str]
) -> None:
    for slot in units:
        moves.remove_worker(s, p, slot.rsplit("@", 1)[0], to_bank=True)  # sacrificed: back to the yellow bank
    for card in [*bonus, *thrown]:
        moves.discard_military(s, p, card)
    moves.emit(
        s,
        "colonize",
        {"player": p.seat, "card": key_of(territory), "units": len(units), "cards": len(bonus) + len(thrown)},
    )
    moves.enter_play(s, p, territory)  # the permanent effect first...
    gain_immediate(s, p, territory)  # ...then the immediate one


def gain_immediate(s: TTAState, p: Player, territory: str) -> None:
    why = key_of(territory)
    for what, n in facts(territory).immediate.items():
        if what in ("food", "resources"):
            moves.gain(s, p, what, n, why=why)
        elif what == "science":
            moves.score(s, p, science=n, why=why)
        elif what == "culture":
            moves.score(s, p, culture=n, why=why)
        elif what == "population":
            for _ in range(n):
                moves.increase_population(s, p, why=why)
        elif what == "military_cards":
            moves.draw_military(s, p, n, why=why)


def _age_iii_events(s: TTAState, taken: set[str] | frozenset[str]) -> list[str]:
    """The Age III events (but those `taken`: named elsewhere in a position), shuffled."""
    events = [
        c
        for key in s.deck_keys("military", "III")
        if facts(key).type == "event"
        for c in instances(key, s.n)
        if c not in taken
    ]
    chance.shuffle(s, events, deck_pile("military", "III"))
    return events


def draw_scoring_events(s: TTAState, count: int, taken: set[str] | frozenset[str] = frozenset()) -> None:
    """The Advanced game's final scoring (§20.3): the Age III military cards are turned up until
    `count` events appear; those are shown, the rest go to the box. Drawn here as `count` of the
    Age III events in shuffled order: the same chances; the cards that are not events are left
    out of it (they go to the box either way, and nothing else reads them)."""
    events = _age_iii_events(s, taken)
    s.scoring_events = events[:count]
    if s.edition.closing_age:  # (the Full game's pre-revealed bonuses: the rest are its deck's)
        s.box.extend(events[count:])
    moves.emit(s, "scoring_events", {"cards": [key_of(c) for c in s.scoring_events]})


def lay_hidden_bonuses(s: TTAState, count: int, taken: set[str] | frozenset[str] = frozenset()) -> None:
    """(The gradual reveal, §20.5) `count` Age III events laid face down at the set-up (the rest
    stay in the Age III military deck); the first is revealed at once."""
    s.hidden_bonuses = _age_iii_events(s, taken)[:count]
    reveal_bonus(s)


def reveal_bonus(s: TTAState) -> None:
    """(The gradual reveal) the next face-down Age III event is shown: it will score the game."""
    if not s.hidden_bonuses:
        return
    card = s.hidden_bonuses.pop()
    s.scoring_events.append(card)
    s.checkpoint()
    moves.emit(s, "bonus_revealed", {"card": key_of(card), "left": len(s.hidden_bonuses)})


def final_events(s: TTAState) -> list[str]:
    """The Age III events left in the current and future event decks and those drawn at the
    set-up of the Advanced game (scored at the end)."""
    return [
        c
        for c in [*s.current_events, *s.future_events, *s.scoring_events]
        if facts(c).type == "event" and LEVEL[facts(c).age] == 3
    ]
