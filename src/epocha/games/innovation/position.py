"""Positions: any Innovation situation as plain data (the format is a contract; DESIGN.md).

Piles and decks list cards top first. A listed deck is exactly that deck; the unmentioned
cards of an age whose deck is not listed form that deck in seeded order, and those of an age
whose deck is listed are out of the game. An age achievement `age:N` (N = 1-9: age 10 has
none) takes, seeded, one of the cards of age N that the position does not mention. Every
achievement is in exactly one place: available or claimed (an omitted available list is
"all those not claimed").
"""

from __future__ import annotations

from typing import Any

from epocha.engine import IllegalAction, Rng, chance

from .catalog import BY_AGE, CARDS, COLORS, DIRECTIONS, SPECIALS, sort_key
from .ending import achievements_to_win
from .state import DECK_PILE, InnovationState
from .turn import actions_per_turn

TOP_KEYS = {"phase", "options", "players", "decks", "achievements", "removed", "turn"}
PLAYER_KEYS = {"hand", "score", "achievements", "board"}
TURN_KEYS = {"player", "actions_left", "counters", "number"}
ACHIEVEMENT_AGES = range(1, 10)  # ages 1-9 each have an achievement; age 10 has none


def _fail(msg: str) -> IllegalAction:
    return IllegalAction(f"bad position: {msg}")


def _card_list(value: Any, where: str) -> list[str]:
    if not isinstance(value, list):
        raise _fail(f"{where} must be a list of card names")
    for card in value:
        if not isinstance(card, str) or card not in CARDS:
            raise _fail(f"{where}: unknown card {card!r}")
    return list(value)


def _age_entry(entry: Any, where: str) -> int | None:
    """The age of an `age:N` entry (N = 1-9, written plainly), None for a special achievement."""
    if isinstance(entry, str) and entry in SPECIALS:
        return None
    if isinstance(entry, str) and entry.startswith("age:"):
        age = int(entry[4:]) if entry[4:].isdecimal() else 0
        if entry == f"age:{age}" and age in ACHIEVEMENT_AGES:
            return age
        if entry == f"age:{age}" and age == 10:
            raise _fail(f"{where}: there is no age-10 achievement (ages 1-9 only)")
    raise _fail(f"{where}: {entry!r} is neither 'age:N' (N = 1-9) nor a special achievement")


def from_position(pos: dict, seed: int, options: dict) -> InnovationState:
    unknown = set(pos) - TOP_KEYS
    if unknown:
        raise _fail(f"unknown key(s) {sorted(map(str, unknown))}")
    phase = pos.get("phase", "play")
    if phase not in ("play", "setup"):
        raise _fail("phase must be 'play' or 'setup'")
    players = pos.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise _fail("'players' must list 2-4 players")
    n = len(players)
    s = InnovationState(n, options["edition"], Rng(seed))
    s.phase = phase
    seen: dict[str, str] = {}

    def place(card: str, where: str) -> None:
        if card in seen:
            raise _fail(f"{card} is both in {seen[card]} and in {where}")
        seen[card] = where

    age_claims: list[tuple[int, int | None]] = []  # (age, player or None for available)
    for p, pl in enumerate(players):
        if not isinstance(pl, dict):
            raise _fail(f"player {p} must be a dict")
        bad = set(pl) - PLAYER_KEYS
        if bad:
            raise _fail(f"player {p}: unknown key(s) {sorted(map(str, bad))}")
        for card in _card_list(pl.get("hand", []), f"player {p} hand"):
            place(card, f"player {p}'s hand")
            s.hands[p].append(card)
        for card in _card_list(pl.get("score", []), f"player {p} score"):
            place(card, f"player {p}'s score pile")
            s.scores[p].append(card)
        board = pl.get("board", {})
        if not isinstance(board, dict):
            raise _fail(f"player {p} board must be a dict of colours")
        for color, pile in board.items():
            if color not in COLORS:
                raise _fail(f"player {p} board: unknown colour {color!r}")
            if isinstance(pile, list):
                pile = {"cards": pile}
            if not isinstance(pile, dict) or set(pile) - {"cards", "splay"}:
                raise _fail(f"player {p} {color} pile must be {{'cards': [...], 'splay': ...}}")
            cards = _card_list(pile.get("cards", []), f"player {p} {color} pile")
            for card in cards:
                if CARDS[card].color != color:
                    raise _fail(f"{card} is {CARDS[card].color}, not {color}")
                place(card, f"player {p}'s {color} pile")
            splay = pile.get("splay", "none")
            if splay != "none" and splay not in DIRECTIONS:
                raise _fail(f"player {p} {color}: unknown splay {splay!r}")
            if splay != "none" and len(cards) < 2:
                raise _fail(f"player {p} {color}: a pile of {len(cards)} card(s) cannot be splayed")
            s.boards[p][color] = list(reversed(cards))
            s.splays[p][color] = splay
        achievements = pl.get("achievements", [])
        if not isinstance(achievements, list):
            raise _fail(f"player {p} achievements must be a list")
        for entry in achievements:
            age = _age_entry(entry, f"player {p} achievements")
            if age is None:
                place(entry, f"player {p}'s achievements")
                s.achievements[p].append(entry)
            else:
                age_claims.append((age, p))
                s.achievements[p].append(f"age:{age}")  # replaced by the card below

    available = pos.get("achievements")
    if available is None:
        claimed_ages = {a for a, _ in age_claims}
        claimed_specials = {e for a in s.achievements for e in a if e in SPECIALS}
        available = [f"age:{a}" for a in range(1, 10) if a not in claimed_ages]
        available += [name for name in SPECIALS if name not in claimed_specials]
    if not isinstance(available, list):
        raise _fail("'achievements' must be a list")
    for entry in available:
        age = _age_entry(entry, "available achievements")
        if age is None:
            place(entry, "the available achievements")
            s.specials.append(entry)
        else:
            age_claims.append((age, None))
    ages_seen = [a for a, _ in age_claims]
    for age in ACHIEVEMENT_AGES:
        # every achievement is somewhere, exactly once: available or claimed
        if ages_seen.count(age) > 1:
            raise _fail(f"the age {age} achievement appears twice")
        if age not in ages_seen:
            raise _fail(f"the age {age} achievement is neither available nor claimed")
    for name in SPECIALS:
        if name not in seen:
            raise _fail(f"the {name} achievement is neither available nor claimed")

    for card in _card_list(pos.get("removed", []), "removed"):
        place(card, "the removed cards")
        s.removed.append(card)

    decks = pos.get("decks", {})
    if not isinstance(decks, dict):
        raise _fail("'decks' must be a dict of age -> cards")
    listed: dict[int, list[str]] = {}
    for key, cards in decks.items():
        # "3" or 3, nothing looser (3.0, True, " 3" would be the same deck under another key)
        age = int(key) if type(key) is int or (isinstance(key, str) and key.isdecimal()) else 0
        if str(key) != str(age) or not 1 <= age <= 10 or age in listed:
            raise _fail(f"bad deck key {key!r}")
        cards = _card_list(cards, f"deck {age}")
        for card in cards:
            if CARDS[card].age != age:
                raise _fail(f"{card} is an age-{CARDS[card].age} card, not in deck {age}")
            place(card, f"deck {age}")
        listed[age] = cards

    # the cards under age achievements, then the rest of each deck, both seeded
    unmentioned = {age: [c for c in BY_AGE[age] if c not in seen] for age in range(1, 11)}
    for age, cards in unmentioned.items():
        chance.shuffle(s, cards, DECK_PILE[age])
    for age, owner in age_claims:
        if not unmentioned[age]:
            raise _fail(f"no age-{age} card is left to lie under the age {age} achievement")
        chance.top(s, unmentioned[age], DECK_PILE[age])
        card = unmentioned[age].pop()
        if owner is None:
            s.age_achievements[age] = card
        else:
            entries = s.achievements[owner]
            entries[entries.index(f"age:{age}")] = card
    for age in range(1, 11):
        if age in listed:
            s.decks[age] = list(reversed(listed[age]))
            # drawn in the order given natively; as shuffled as ever for dictated chance
            if s.decks[age]:
                s.unsettled[DECK_PILE[age]] = len(s.decks[age])
            s.removed.extend(sorted(unmentioned[age]))
        else:
            s.decks[age] = unmentioned[age]

    _set_turn(s, pos.get("turn", {}))
    s.index_cards()
    for p in range(n):
        if len(s.achievements[p]) >= achievements_to_win(s):
            raise _fail(f"player {p} already has enough achievements to have won")
    if phase == "setup":
        for p in range(n):
            if len(s.hands[p]) != 2 or any(s.boards[p][c] for c in COLORS):
                raise _fail("in the setup phase each player holds two cards and has no board")
    return s


def _set_turn(s: InnovationState, t: Any) -> None:
    if not isinstance(t, dict) or set(t) - TURN_KEYS:
        raise _fail(f"'turn' must be a dict with keys among {sorted(TURN_KEYS)}")
    player = t.get("player", 0)
    if type(player) is not int or not 0 <= player < s.players:
        raise _fail(f"turn player {player!r} is not a seat")
    number = t.get("number", 2)
    if type(number) is not int or number < 0:
        raise _fail("turn number must be a non-negative integer")
    left = t.get("actions_left", actions_per_turn(s, number))
    if type(left) is not int or not 1 <= left <= 2:
        raise _fail("actions_left must be 1 or 2")
    counters = t.get("counters", {})
    if not isinstance(counters, dict) or set(counters) - {"tucked", "scored"}:
        raise _fail("turn counters may hold 'tucked' and 'scored'")
    s.turn = {"player": player, "actions_left": left, "number": number}
    for key in ("tucked", "scored"):
        values = counters.get(key, [0] * s.players)
        if not (
            isinstance(values, list)
            and len(values) == s.players
            and all(type(v) is int and v >= 0 for v in values)
        ):
            raise _fail(f"counters.{key} must list a count per player")
        s.counters[key] = list(values)


def to_position(s: InnovationState) -> dict:
    if s.result is not None:
        raise IllegalAction("the game is over; positions describe games in progress")
    if s.stack or any(pick is not None for pick in s.setup_picks):
        raise IllegalAction("positions describe quiet points; this game is in the middle of a choice")

    def entry(e: str) -> str:
        return e if e in SPECIALS else f"age:{CARDS[e].age}"

    return {
        "phase": s.phase,
        "options": {"edition": s.edition},
        "players": [
            {
                "hand": list(s.hands[p]),
                "score": list(s.scores[p]),
                "achievements": [entry(e) for e in s.achievements[p]],
                "board": {
                    c: {"cards": list(reversed(s.boards[p][c])), "splay": s.splays[p][c]}
                    for c in COLORS
                    if s.boards[p][c]
                },
            }
            for p in range(s.players)
        ],
        "decks": {str(a): list(reversed(s.decks[a])) for a in range(1, 11)},
        "achievements": [f"age:{a}" for a in sorted(s.age_achievements)]
        + [n for n in SPECIALS if n in s.specials],
        "removed": sorted(s.removed, key=sort_key),
        "turn": {
            "player": s.turn["player"],
            "actions_left": s.turn["actions_left"],
            "number": s.turn["number"],
            "counters": {k: v[:] for k, v in s.counters.items()},
        },
    }
