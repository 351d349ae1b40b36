"""The messages of Innovation's log: each (redacted) event in words (see epocha.engine.message).

A message names only what its event shows: a card hidden from the seat is absent from the
event's arguments (the event has only its `age`), so each card event has one template for a card
named by its face and one for a card known by its age. A card's source is said only where it is
not the usual one (the hand).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from epocha.engine.message import (
    N_,
    Message,
    card,
    card_cause,
    color,
    msg,
    nmsg,
    rule_cause,
    seat,
    seats,
    term,
)


def log_message(event: dict) -> Message | None:
    """The message of a redacted log event (None for the events the log does not show)."""
    wording = EVENTS.get(event["event"])
    return wording(event["args"]) if wording else None


def _named(a: dict) -> bool:
    return "card" in a


def _source(a: dict) -> dict:
    return term("from", a["from"])


def _setup(a: dict) -> Message:
    return nmsg(
        "A new game of Innovation for {n} player.",
        "A new game of Innovation for {n} players.",
        "n",
        n=a["players"],
        cause=rule_cause("setup"),
    )


def _draw(a: dict) -> Message:
    who = seat(a["player"])
    asked = max(a["asked"], 1)
    if a["age"] > asked:  # the decks asked for were empty
        if _named(a):
            return msg(
                "{who} draws {card} (no cards of age {asked} left).",
                who=who,
                card=card(a["card"]),
                asked=asked,
            )
        return msg(
            "{who} draws a card of age {age} (no cards of age {asked} left).",
            who=who,
            age=a["age"],
            asked=asked,
        )
    if _named(a):
        return msg("{who} draws {card}.", who=who, card=card(a["card"]))
    return msg("{who} draws a card of age {age}.", who=who, age=a["age"])


def _reveal(a: dict) -> Message:
    return msg("{who} reveals {card}.", who=seat(a["player"]), card=card(a["card"]))


# a card moved by a player: (named, known by its age) x (from the hand, from elsewhere)
MOVES = {
    "meld": (
        N_("{who} melds {card}."),
        N_("{who} melds a card of age {age}."),
        N_("{who} melds {card} ({source})."),
        N_("{who} melds a card of age {age} ({source})."),
    ),
    "tuck": (
        N_("{who} tucks {card}."),
        N_("{who} tucks a card of age {age}."),
        N_("{who} tucks {card} ({source})."),
        N_("{who} tucks a card of age {age} ({source})."),
    ),
    "score": (
        N_("{who} scores {card}."),
        N_("{who} scores a card of age {age}."),
        N_("{who} scores {card} ({source})."),
        N_("{who} scores a card of age {age} ({source})."),
    ),
    "return": (
        N_("{who} returns {card}."),
        N_("{who} returns a card of age {age}."),
        N_("{who} returns {card} ({source})."),
        N_("{who} returns a card of age {age} ({source})."),
    ),
}


def _moved(kind: str, a: dict) -> Message:
    named, hidden, named_from, hidden_from = MOVES[kind]
    what = {"card": card(a["card"])} if _named(a) else {"age": a["age"]}
    if a["from"] == "hand":
        return msg(named if _named(a) else hidden, who=seat(a["player"]), **what)
    return msg(named_from if _named(a) else hidden_from, who=seat(a["player"]), source=_source(a), **what)


def _meld(a: dict) -> Message:
    return _moved("meld", a)


def _tuck(a: dict) -> Message:
    return _moved("tuck", a)


def _score(a: dict) -> Message:
    return _moved("score", a)


def _return(a: dict) -> Message:
    # `player` is whose zone the card leaves (none for the supply or the achievements pool)
    if not isinstance(a.get("player"), int):
        if _named(a):
            return msg("{card} is returned ({source}).", card=card(a["card"]), source=_source(a))
        return msg("A card of age {age} is returned ({source}).", age=a["age"], source=_source(a))
    return _moved("return", a)


def _transfer(a: dict) -> Message:
    to, zone = seat(a["to_player"]), term("zone", a["to"])
    if not isinstance(a.get("player"), int):
        if _named(a):
            return msg(
                "{card} goes {source} to {to}'s {zone}.",
                card=card(a["card"]),
                source=_source(a),
                to=to,
                zone=zone,
            )
        return msg(
            "A card of age {age} goes {source} to {to}'s {zone}.",
            age=a["age"],
            source=_source(a),
            to=to,
            zone=zone,
        )
    who, src = seat(a["player"]), term("zone", a["from"])
    if _named(a):
        return msg(
            "{card} goes from {who}'s {from} to {to}'s {zone}.",
            card=card(a["card"]),
            who=who,
            to=to,
            zone=zone,
            **{"from": src},
        )
    return msg(
        "A card of age {age} goes from {who}'s {from} to {to}'s {zone}.",
        age=a["age"],
        who=who,
        to=to,
        zone=zone,
        **{"from": src},
    )


def _remove(a: dict) -> Message:
    if _named(a):
        return msg("{card} is removed from the game ({source}).", card=card(a["card"]), source=_source(a))
    return msg("A card of age {age} is removed from the game ({source}).", age=a["age"], source=_source(a))


def _splay(a: dict) -> Message:
    return msg(
        "{who} splays {color} {direction}.",
        who=seat(a["player"]),
        color=color(a["color"], form="adjective"),
        direction=term("splay", a["direction"]),
    )


def _unsplay(a: dict) -> Message:
    # "auto": the pile went down to one card, which ends a splay by the rules
    return msg(
        "{who}'s {color} pile is no longer splayed.",
        who=seat(a["player"]),
        color=color(a["color"], form="adjective"),
        cause=rule_cause("splay.unsplay") if a.get("auto") else None,
    )


def _rearrange(a: dict) -> Message:
    return msg(
        "{who} rearranges the {color} pile.", who=seat(a["player"]), color=color(a["color"], form="adjective")
    )


def _achieve(a: dict) -> Message:
    return msg("{who} achieves age {age}.", who=seat(a["player"]), age=a["age"])


def _claim(a: dict) -> Message:
    who, achievement = seat(a["player"]), term("achievement", a["achievement"])
    if a.get("via"):
        return msg(
            "{who} claims {achievement} (through {card}).",
            who=who,
            achievement=achievement,
            card=card(a["via"]),
            cause=card_cause(a["via"]),
        )
    # claimed by the rules the moment its condition is met: its own section
    return msg(
        "{who} claims {achievement}.",
        who=who,
        achievement=achievement,
        cause=rule_cause(f"special.{a['achievement'].lower()}"),
    )


def _chose_setup_meld(a: dict) -> Message:
    return msg("{who} has chosen a card to meld.", who=seat(a["player"]), cause=rule_cause("setup.meld"))


def _first_player(a: dict) -> Message:
    return msg(
        "{who} goes first ({card} comes first alphabetically).",
        who=seat(a["player"]),
        card=card(a["card"]),
        cause=rule_cause("setup.first-player"),
    )


def _turn(a: dict) -> Message:
    return nmsg(
        "— {who}'s turn ({n} action) —",
        "— {who}'s turn ({n} actions) —",
        "n",
        who=seat(a["player"]),
        n=a["actions"],
        cause=rule_cause("turn.first" if a["actions"] == 1 else "turn.actions"),
    )


def _dogma(a: dict) -> Message:
    # only those the card affects are named: the demanded (fewer icons) and the sharers
    who, name, why = seat(a["player"]), card(a["card"]), card_cause(a["card"])
    demanded, sharing = a.get("demanded") or [], a.get("sharing") or []
    if demanded and sharing:
        return msg(
            "{who} activates {card}. Demand against: {demanded}. Sharing: {sharing}.",
            who=who,
            card=name,
            cause=why,
            demanded=seats(demanded),
            sharing=seats(sharing),
        )
    if demanded:
        return msg(
            "{who} activates {card}. Demand against: {demanded}.",
            who=who,
            card=name,
            cause=why,
            demanded=seats(demanded),
        )
    if sharing:
        return msg(
            "{who} activates {card}. Sharing: {sharing}.",
            who=who,
            card=name,
            sharing=seats(sharing),
            cause=why,
        )
    return msg("{who} activates {card}.", who=who, card=name, cause=why)


def _execute(a: dict) -> Message:
    # the executed card is the one whose effects run now (the outer card only sets it going)
    return msg(
        "{who} executes the effects of {card}.",
        who=seat(a["player"]),
        card=card(a["card"]),
        cause=card_cause(a["card"]),
    )


def _share_bonus(a: dict) -> Message:
    return msg(
        "{who} takes a free draw (an opponent shared {card}).",
        who=seat(a["player"]),
        card=card(a["card"]),
        cause=rule_cause("dogma.bonus"),
    )


def _dogma_complete(a: dict) -> Message:
    return msg("The dogma of {card} is complete.", card=card(a["card"]), cause=card_cause(a["card"]))


def _game_over(a: dict) -> Message:
    reason: str = a["reason"]
    if reason == "achievements":
        why = msg("by achievements")
        cause = rule_cause("end.achievements")
    elif reason == "score":
        why = msg("by score")
        cause = rule_cause("end.score")
    else:  # "card:<name>": a card's effect says who wins
        name = reason.removeprefix("card:")
        why = msg("by the effect of {card}", card=card(name))
        cause = card_cause(name)
    return nmsg(
        "Game over: {who} wins {reason}.",
        "Game over: {who} win {reason}.",
        "who",
        who=seats(a["winners"]),
        reason=why,
        cause=cause,
    )


EVENTS: dict[str, Callable[[dict], Message]] = {
    "setup": _setup,
    "draw": _draw,
    "reveal": _reveal,
    "meld": _meld,
    "tuck": _tuck,
    "score": _score,
    "return": _return,
    "transfer": _transfer,
    "remove": _remove,
    "splay": _splay,
    "unsplay": _unsplay,
    "rearrange": _rearrange,
    "achieve": _achieve,
    "claim": _claim,
    "chose_setup_meld": _chose_setup_meld,
    "first_player": _first_player,
    "turn": _turn,
    "dogma": _dogma,
    "execute": _execute,
    "share_bonus": _share_bonus,
    "dogma_complete": _dogma_complete,
    "game_over": _game_over,
    # "action" and "effect" mark where actions and effects begin: the log shows what they do
}


# -- causes read from the events before ----------------------------------------------------------

# the rules section of each turn action ("dogma": its events are its effects', caused by cards)
ACTION_SECTIONS = {"draw": "draw", "meld": "meld", "achieve": "achieve", "dogma": "dogma"}
# how far back an event's marker is looked for: an effect moves a few dozen cards at most
CAUSE_HORIZON = 400


def log_cause(log: Sequence[dict], i: int) -> dict | None:
    """Why `log[i]` (a card moved, drawn, splayed ...) happened: the nearest public marker
    before it says what was running. An effect's events are its card's (an executed card's
    effects mark themselves, so they are the inner card's); the sharing bonus's draw is the
    bonus rule's; a turn action's events are its section's; the first melds are the setup's."""
    for j in range(i - 1, max(i - CAUSE_HORIZON, 0) - 1, -1):
        marker = log[j]
        kind = marker["event"]
        if kind == "effect" or kind == "execute" or kind == "dogma":
            return card_cause(marker["args"]["card"])
        if kind == "action":
            action = marker["args"]["action"]
            if action == "draw" and _drew_past_an_empty_age(log[i]):
                return rule_cause("draw.empty")
            return rule_cause(ACTION_SECTIONS[action])
        if kind == "share_bonus":
            return rule_cause("dogma.bonus")
        if kind == "chose_setup_meld" or kind == "setup":  # the two starting cards, the first meld
            return rule_cause("setup.meld")
        if kind == "turn":
            return rule_cause("turn.actions")
        if kind == "dogma_complete":
            return rule_cause("dogma")
    return None


def _drew_past_an_empty_age(event: dict) -> bool:
    args = event["args"]
    return event["event"] == "draw" and args["age"] > max(args["asked"], 1)
