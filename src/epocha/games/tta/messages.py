"""The messages of Through the Ages' log: each (redacted) event in words (see
epocha.engine.message).

An event is read as the seat sees it: a hidden card (a military card drawn, an event prepared,
the top current event looked at) is in its args only for the seats that may know it, and the
others read its age. Why something happened (`why`: a word of the rules, or the key of the card
whose effect did it) is a nested message or a card, and the message's `cause`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from epocha.engine.message import (
    N_,
    Message,
    card,
    card_cause,
    listing,
    msg,
    nmsg,
    pmsg,
    resource,
    rule_cause,
    seat,
    term,
)

from .catalog import CARDS, EDITION_CARDS, UNITS
from .terms import building

# every card key of both editions (a card named as a reason or a cause)
_ALL_CARDS = CARDS.keys() | EDITION_CARDS["2006"].keys()


def _reasons() -> dict[str, tuple[Message, str]]:
    """A rule's reason -> (its words, the section of the rules reference it comes from)."""
    return {
        "production": (pmsg("tta-why", "production"), "end-of-turn.production"),
        "develop": (pmsg("tta-why", "developing a technology"), "technology.develop"),
        "event": (pmsg("tta-why", "preparing an event"), "politics.prepare-event"),
        "action": (pmsg("tta-why", "action"), "population.increase"),
        "age": (pmsg("tta-why", "a new age"), "ages.lost-workers"),
        "consumption": (pmsg("tta-why", "consumption"), "end-of-turn.consumption"),
        "corruption": (pmsg("tta-why", "corruption"), "end-of-turn.corruption"),
        "famine": (pmsg("tta-why", "famine"), "end-of-turn.famine"),
        "turn": (pmsg("tta-why", "end of turn"), "end-of-turn.draw-military"),
        "resign": (pmsg("tta-why", "a war against a civilization that resigned"), "politics.resign"),
        "final_bonus": (pmsg("tta-why", "the final bonus"), "edition-2006.simple-end"),
    }


REASONS = _reasons()

# events a section of the rules explains (when no card caused them)
RULES = {
    "row_fill": "card-row.replenish",
    "row_discard": "card-row.replenish",
    "age": "ages.change",
    "last_round": "game-end.last-round",
    "antiquated": "ages.antiquated",
    "discarded": "technology.special",
    "tactic_common": "military.tactic-common",
    "events_turned": "events.new-current-deck",
    "bid": "colonization.auction",
    "colonize": "colonization.colony",
    "no_colonist": "colonization.auction",
    "reshuffle": "military.reshuffle",
    "uprising": "happiness.uprising",
    "resign": "politics.resign",
    "defence": "politics.aggression",
    "no_defence": "politics.aggression",
    "final_event": "scoring.age-iii-events",
    "scoring_events": "edition-2006.advanced-scoring",
    "bonus_revealed": "edition-2006.variant-gradual-reveal",
    "marker_returned": "edition-2006.variant-milder-fights",
    "fewer_resources": "edition-2006.corruption-choice",
    "sacrifice": "edition-2006.sacrifices",
    "attack_strength": "edition-2006.sacrifices",
    "final_bonus": "edition-2006.simple-end",
    "discard_military": "end-of-turn.discard-military",
    # the turn's actions, when no card ordered them (a card's action names it as `why`)
    "leader": "leaders",
    "disband": "military.disband-unit",
    "destroy": "buildings.destroy",
    "wonder_stage": "wonders.stage",
    "wonder_done": "wonders.complete",
    "play": "actions.action-card",
    "tactic": "military.play-tactic",
    "copy_tactic": "military.copy-tactic",
    "prepare_event": "politics.prepare-event",
    "reveal_event": "events.resolve",
    "setup": "setup",
    "position": "setup",
}


def _kind(key: str) -> str:
    facts = CARDS.get(key) or EDITION_CARDS["2006"][key]
    return facts.type


def _section(event: str, a: dict) -> str | None:
    """The rules section of an event whose section depends on what it did (None: `RULES`)."""
    if event == "take":
        return "wonders.take" if _kind(a["card"]) == "wonder" else "actions.take-card"
    if event == "build":
        return "military.build-unit" if _kind(a["tech"]) in UNITS else "buildings.build"
    if event == "upgrade":
        return "military.upgrade-unit" if _kind(a["to"]) in UNITS else "buildings.upgrade"
    if event == "develop":
        if a.get("revolution"):
            return "government.revolution"
        return "government.peaceful-change" if _kind(a["card"]) == "government" else "technology.develop"
    if event == "produce":
        return "end-of-turn.food-production" if a["kind"] == "food" else "end-of-turn.resource-production"
    if event == "turn":
        return "turn.first-round" if a["round"] == 1 else "turn"
    if event == "last_round" and a.get("deck_out"):  # a 2006 game ending with its civil deck
        return "edition-2006.simple-end" if a["deck_out"] == "I" else "edition-2006.advanced-scoring"
    if event == "game_over":  # won by culture, or as the one player left
        return "politics.after-resign" if a.get("reason") == "resignation" else "scoring"
    return RULES.get(event)


def _why(a: dict) -> tuple[Any, dict | None]:
    """The reason of an event as a message argument (None: none given), and its cause: the
    card that ordered the action (`via`), else the event's own `why`."""
    why = a.get("via") or a.get("why")
    if not why or not isinstance(why, str):
        return None, None
    if why in REASONS:
        words, section = REASONS[why]
        return {**words, "args": {}}, rule_cause(section)  # a copy: each message owns its parts
    if why in _ALL_CARDS:
        return card(why), card_cause(why)
    return None, None


def _age(age: str) -> dict:
    return term("age", age)


def _said(why: Any, plain: str, because: str, **args: Any) -> Message:
    """The `plain` template, or `because` (the same with "({why})") when the event gives a
    reason. Both are marked `N_` where they are written, for the catalog."""
    return msg(plain, **args) if why is None else msg(because, why=why, **args)


# -- the events ------------------------------------------------------------------------------------
# each: (args, who, why) -> message (why: the reason as an argument, or None)

Make = Callable[[dict, dict, Any], "Message | None"]


def _last_round(a, who, why):
    if a.get("deck_out"):  # the Simple game: its last civil deck ran out
        return msg(
            "The Age {age} civil deck is out: round {round} is the last round.",
            age=_age(a["deck_out"]),
            round=a["round"],
        )
    return msg("Age IV: round {round} is the last round.", round=a["round"])


def _setup(a, who, why):
    return nmsg(
        "A new game of Through the Ages for {n} player.",
        "A new game of Through the Ages for {n} players.",
        "n",
        n=a["players"],
    )


def _turn(a, who, why):
    return msg("— {who}'s turn (round {round}) —", who=who, round=a["round"])


def _row_fill(a, who, why):
    return nmsg(
        "{n} card is dealt into the card row.",
        "{n} cards are dealt into the card row.",
        "n",
        n=len(a["cards"]),
    )


def _take(a, who, why):
    return msg("{who} takes {card}.", who=who, card=card(a["card"]))


def _build(a, who, why):
    return _said(
        why,
        N_("{who} builds {building} on {card}."),
        N_("{who} builds {building} on {card} ({why})."),
        who=who,
        building=building(a["tech"]),
        card=card(a["tech"]),
    )


def _destroy(a, who, why):
    # an effect's destruction is the owner's loss (another seat may have chosen the building)
    return _said(
        why,
        N_("{who} destroys {building} on {card}."),
        N_("{who} loses {building} on {card} ({why})."),
        who=who,
        building=building(a["tech"]),
        card=card(a["tech"]),
    )


def _leader(a, who, why):
    if a.get("replaces"):
        return msg(
            "{who} plays the leader {card}, replacing {old}.",
            who=who,
            card=card(a["card"]),
            old=card(a["replaces"]),
        )
    return msg("{who} plays the leader {card}.", who=who, card=card(a["card"]))


def _develop(a, who, why):
    if a.get("revolution"):
        return msg("{who} declares a revolution: {card}.", who=who, card=card(a["card"]))
    return msg("{who} develops {card}.", who=who, card=card(a["card"]))


def _prepare_event(a, who, why):
    if a.get("card"):
        return msg(
            "{who} prepares the event {card} (age {age}).", who=who, card=card(a["card"]), age=_age(a["age"])
        )
    return msg("{who} prepares an event of age {age}.", who=who, age=_age(a["age"]))


def _look_event(a, who, why):
    if a.get("card"):
        return msg("{who} looks at the top current event: {card}.", who=who, card=card(a["card"]))
    return msg("{who} looks at the top current event (age {age}).", who=who, age=_age(a["age"]))


def _bid(a, who, why):
    if a.get("bid") is None:
        return msg("{who} passes.", who=who)
    return msg("{who} bids {n}.", who=who, n=a["bid"])


def _points(kind: str) -> Make:
    def make(a, who, why):
        amount = a["amount"]
        if not amount:
            return None  # points lost at 0 points
        return _gains(amount > 0, who, term("points", kind, amount=abs(amount)), why, score=True)

    return make


def _gains(gains: bool, who, what, why, *, score: bool = False) -> Message:
    if gains and score:
        return _said(why, N_("{who} scores {what}."), N_("{who} scores {what} ({why})."), who=who, what=what)
    if gains:
        return _said(why, N_("{who} gains {what}."), N_("{who} gains {what} ({why})."), who=who, what=what)
    return _said(why, N_("{who} loses {what}."), N_("{who} loses {what} ({why})."), who=who, what=what)


def _goods(a: dict) -> dict:
    return resource("food" if a["kind"] == "food" else "resources", abs(a["amount"]))


def _population(a, who, why):
    n = a["amount"]
    if n > 0:
        return _said(
            why,
            N_("{who} increases population by {n}."),
            N_("{who} increases population by {n} ({why})."),
            who=who,
            n=n,
        )
    if a.get("from"):
        return _said(
            why,
            N_("{who} loses a worker from {card}."),
            N_("{who} loses a worker from {card} ({why})."),
            who=who,
            card=card(a["from"]),
        )
    if why is not None:
        return nmsg(
            "{who} loses {n} population ({why}).",
            "{who} loses {n} population ({why}).",
            "n",
            who=who,
            n=-n,
            why=why,
        )
    return nmsg("{who} loses {n} population.", "{who} loses {n} population.", "n", who=who, n=-n)


def _bank(a, who, why):
    what = term("token", "blue" if a["color"] == "blue" else "yellow", amount=abs(a["amount"]))
    return _gains(a["amount"] > 0, who, what, why)


def _draw_military(a, who, why):
    if a.get("cards"):
        return nmsg(
            "{who} draws {n} military card: {cards}.",
            "{who} draws {n} military cards: {cards}.",
            "n",
            who=who,
            n=a["count"],
            cards=listing(card(c) for c in a["cards"]),
        )
    return nmsg(
        "{who} draws {n} military card of age {age}.",
        "{who} draws {n} military cards of age {age}.",
        "n",
        who=who,
        n=a["count"],
        age=_age(a["age"]),
    )


def _spend(a, who, why):
    if why is not None:
        return nmsg(
            "{who} spends {n} civil action ({why}).",
            "{who} spends {n} civil actions ({why}).",
            "n",
            who=who,
            n=a["ca"],
            why=why,
        )
    return nmsg("{who} spends {n} civil action.", "{who} spends {n} civil actions.", "n", who=who, n=a["ca"])


def _regain(a, who, why):
    if why is not None:
        return nmsg(
            "{who} regains {n} civil action ({why}).",
            "{who} regains {n} civil actions ({why}).",
            "n",
            who=who,
            n=a["ca"],
            why=why,
        )
    return nmsg(
        "{who} regains {n} civil action.", "{who} regains {n} civil actions.", "n", who=who, n=a["ca"]
    )


def _action_converted(a, who, why):
    return _said(
        why,
        N_("{who} uses a military action as a civil action."),
        N_("{who} uses a military action as a civil action ({why})."),
        who=who,
    )


def _this_turn(a, who, why):
    n = a["military_resources"]
    if a.get("ma"):
        if why is not None:
            return nmsg(
                "{who} gets 1 military action and {n} resource for military units this turn ({why}).",
                "{who} gets 1 military action and {n} resources for military units this turn ({why}).",
                "n",
                who=who,
                n=n,
                why=why,
            )
        return nmsg(
            "{who} gets 1 military action and {n} resource for military units this turn.",
            "{who} gets 1 military action and {n} resources for military units this turn.",
            "n",
            who=who,
            n=n,
        )
    if why is not None:
        return nmsg(
            "{who} gets {n} resource for military units this turn ({why}).",
            "{who} gets {n} resources for military units this turn ({why}).",
            "n",
            who=who,
            n=n,
            why=why,
        )
    return nmsg(
        "{who} gets {n} resource for military units this turn.",
        "{who} gets {n} resources for military units this turn.",
        "n",
        who=who,
        n=n,
    )


def _discard_military(a, who, why):
    return nmsg(
        "{who} discards {n} military card.", "{who} discards {n} military cards.", "n", who=who, n=a["count"]
    )


def _card_said(plain: str, because: str) -> Make:
    """An event about one of a seat's cards, with or without a reason (see `_said`)."""
    return lambda a, who, why: _said(why, plain, because, who=who, card=card(a["card"]))


def _defence(a, who, why):
    """A defence: the bonus cards played face up, how many cards were discarded face down."""
    played = a.get("cards") or []
    if played:
        return nmsg(
            "{who} defends with {cards} and {n} card discarded face down (strength {strength}).",
            "{who} defends with {cards} and {n} cards discarded face down (strength {strength}).",
            "n",
            who=who,
            cards=listing(card(c) for c in played),
            n=a["discarded"],
            strength=a["strength"],
        )
    return nmsg(
        "{who} defends with {n} card discarded face down (strength {strength}).",
        "{who} defends with {n} cards discarded face down (strength {strength}).",
        "n",
        who=who,
        n=a["discarded"],
        strength=a["strength"],
    )


def _pact_offered(a, who, why):
    if a.get("side") is None:
        return msg(
            "{who} offers {card} to {partner}.", who=who, card=card(a["card"]), partner=seat(a["partner"])
        )
    return msg(
        "{who} offers {card} to {partner}, taking side {side}.",
        who=who,
        card=card(a["card"]),
        partner=seat(a["partner"]),
        side=term("side", a["side"]),
    )


_PACT_ENDS = {
    "cancel": N_("{card} between {by} and {partner} is cancelled."),
    "replaced": N_("{card} between {by} and {partner} ends: {by} laid another pact."),
    "attack": N_("{card} between {by} and {partner} ends with the attack."),
    "resign": N_("{card} between {by} and {partner} ends: a party left the game."),
    "age": N_("{card} between {by} and {partner} is antiquated and ends."),
}


def _pact_ended(a, who, why):
    template = _PACT_ENDS[a["how"]]
    return msg(template, card=card(a["card"]), by=seat(a["by"]), partner=seat(a["partner"]))


def _agreement(a, who, why):
    cards = a.get("cards") or []
    if not cards:
        return _said(why, N_("{who} takes no card."), N_("{who} takes no card ({why})."), who=who)
    taken = listing(card(c) for c in cards)
    return _said(why, N_("{who} takes {cards}."), N_("{who} takes {cards} ({why})."), who=who, cards=taken)


def _game_over(a, who, why):
    winners = a.get("winners") or []
    return nmsg(
        "Game over: {who} wins.", "Game over: {who} win.", "who", who=listing(seat(q) for q in winners)
    )


EVENTS: dict[str, Make] = {
    "setup": _setup,
    "position": lambda a, who, why: msg("The game starts from a set position."),
    "turn": _turn,
    "row_fill": _row_fill,
    "row_discard": lambda a, who, why: msg("{card} leaves the card row.", card=card(a["card"])),
    "age": lambda a, who, why: msg("=== Age {age} begins ===", age=_age(a["age"])),
    "last_round": _last_round,
    "final_bonus": lambda a, who, why: msg(
        "{who}'s final bonus: {technologies} for technologies, {strength} for strength, "
        "{happiness} for happy faces, {production} for production.",
        who=who,
        **{k: a[k] for k in ("technologies", "strength", "happiness", "production")},
    ),
    "take": _take,
    "build": _build,
    "upgrade": lambda a, who, why: msg(
        "{who} upgrades {from} to {to}.", who=who, **{"from": card(a["from"]), "to": card(a["to"])}
    ),
    "destroy": _destroy,
    "disband": lambda a, who, why: msg("{who} disbands a unit of {card}.", who=who, card=card(a["tech"])),
    "leader": _leader,
    "wonder_stage": lambda a, who, why: nmsg(
        "{who} builds {n} stage of {card}.",
        "{who} builds {n} stages of {card}.",
        "n",
        who=who,
        n=a["stages"],
        card=card(a["card"]),
    ),
    "wonder_done": lambda a, who, why: msg(
        "{who} completes the wonder {card}.", who=who, card=card(a["card"])
    ),
    "develop": _develop,
    "discarded": lambda a, who, why: msg(
        "{who} discards {card} (a better technology of its kind is in play).", who=who, card=card(a["card"])
    ),
    "play": lambda a, who, why: msg("{who} plays {card}.", who=who, card=card(a["card"])),
    "tactic": lambda a, who, why: msg("{who} plays the tactic {card}.", who=who, card=card(a["card"])),
    "copy_tactic": lambda a, who, why: msg("{who} copies the tactic {card}.", who=who, card=card(a["card"])),
    "tactic_common": lambda a, who, why: msg("{card} goes to the common tactics area.", card=card(a["card"])),
    "prepare_event": _prepare_event,
    "reveal_event": lambda a, who, why: msg(
        "Event: {card} (revealed by {who}).", who=who, card=card(a["card"])
    ),
    "look_event": _look_event,
    "events_turned": lambda a, who, why: nmsg(
        "The future events become the current events ({n} card).",
        "The future events become the current events ({n} cards).",
        "n",
        n=a["count"],
    ),
    "bid": _bid,
    "colonize": lambda a, who, why: msg("{who} colonizes {card}.", who=who, card=card(a["card"])),
    "no_colonist": lambda a, who, why: msg("Nobody colonizes {card}.", card=card(a["card"])),
    "colony_lost": _card_said(
        N_("{who} loses the colony {card}."), N_("{who} loses the colony {card} ({why}).")
    ),
    "science": _points("science"),
    "culture": _points("culture"),
    "gain": lambda a, who, why: _gains(True, who, _goods(a), why),
    "lose": lambda a, who, why: _gains(False, who, _goods(a), why),
    "produce": lambda a, who, why: msg("{who} produces {what}.", who=who, what=_goods(a)),
    "population": _population,
    "bank": _bank,
    "draw_military": _draw_military,
    "discard_military": _discard_military,
    "reshuffle": lambda a, who, why: msg(
        "The military discard pile of age {age} is shuffled into a new deck.", age=_age(a["age"])
    ),
    "antiquated": lambda a, who, why: msg(
        "{who}'s {card} is antiquated and leaves play.", who=who, card=card(a["card"])
    ),
    "uprising": lambda a, who, why: (
        msg("{who} is in uprising: no points, production or military cards this turn.", who=who)
        if a.get("maintenance")
        else msg("{who} is in uprising: no production this turn.", who=who)
    ),
    "sacrifice": lambda a, who, why: nmsg(
        "{who} sacrifices {n} unit.", "{who} sacrifices {n} units.", "n", who=who, n=a["units"]
    ),
    "attack_strength": lambda a, who, why: msg(
        "{who} sacrifices units: the attack has strength {strength}.", who=who, strength=a["strength"]
    ),
    "scoring_events": lambda a, who, why: msg(
        "The game will be scored by {cards}.", cards=listing(card(c) for c in a["cards"])
    ),
    "bonus_revealed": lambda a, who, why: msg(
        "{card} is revealed: it will score the game.", card=card(a["card"])
    ),
    "marker_returned": lambda a, who, why: msg(
        "{who} returns the marker of {rival} to the middle.", who=who, rival=seat(a["rival"])
    ),
    "fewer_resources": lambda a, who, why: msg(
        "{who} produces one resource token fewer on {card}, to avoid corruption.",
        who=who,
        card=card(a["card"]),
    ),
    "resign": lambda a, who, why: msg("{who} resigns.", who=who),
    "final_event": lambda a, who, why: msg("Final scoring: {card}.", card=card(a["card"])),
    "spend": _spend,
    "regain": _regain,
    "action_converted": _action_converted,
    "this_turn": _this_turn,
    "homer_under": lambda a, who, why: msg("{who} slides Homer under {card}.", who=who, card=card(a["card"])),
    "extra_politics": lambda a, who, why: msg(
        "{who} takes another political action ({card}).", who=who, card=card(a["card"])
    ),
    "leader_retired": lambda a, who, why: msg(
        "{who}'s leader {card} leaves play.", who=who, card=card(a["card"])
    ),
    "leader_removed": _card_said(
        N_("{who}'s leader {card} leaves play."), N_("{who}'s leader {card} leaves play ({why}).")
    ),
    "ruined": _card_said(
        N_("{who}'s wonder {card} is flipped."), N_("{who}'s wonder {card} is flipped ({why}).")
    ),
    "international_agreement": _agreement,
    "aggression": lambda a, who, why: msg(
        "{who} plays the aggression {card} against {rival} (strength {strength}).",
        who=who,
        card=card(a["card"]),
        rival=seat(a["rival"]),
        strength=a["strength"],
    ),
    "defence": _defence,
    "no_defence": lambda a, who, why: msg("{who} does not defend.", who=who),
    "aggression_failed": lambda a, who, why: msg(
        "The aggression {card} against {rival} fails.", card=card(a["card"]), rival=seat(a["rival"])
    ),
    "aggression_succeeded": lambda a, who, why: msg(
        "The aggression {card} against {rival} succeeds.", card=card(a["card"]), rival=seat(a["rival"])
    ),
    "war": lambda a, who, why: msg(
        "{who} declares {card} on {rival}.", who=who, card=card(a["card"]), rival=seat(a["rival"])
    ),
    "war_won": lambda a, who, why: msg(
        "{card} of {who} against {rival}: {winner} wins by {advantage}.",
        card=card(a["card"]),
        who=who,
        rival=seat(a["rival"]),
        winner=seat(a["winner"]),
        advantage=a["advantage"],
    ),
    "war_tied": lambda a, who, why: msg(
        "{card} of {who} against {rival}: equal strength ({strength}), no effect.",
        card=card(a["card"]),
        who=who,
        rival=seat(a["rival"]),
        strength=a["strength"],
    ),
    "war_void": lambda a, who, why: msg(
        "{rival} left the game: {card} of {who} is removed.",
        card=card(a["card"]),
        who=who,
        rival=seat(a["rival"]),
    ),
    "tech_stolen": lambda a, who, why: msg(
        "{who} steals {card} from {rival}.", who=who, card=card(a["card"]), rival=seat(a["rival"])
    ),
    "pact_offered": _pact_offered,
    "pact_refused": lambda a, who, why: msg(
        "{who} refuses {card} offered by {by}.", who=who, card=card(a["card"]), by=seat(a["by"])
    ),
    "pact": lambda a, who, why: msg(
        "{who} accepts {card}: it is in play between {by} and {who}.",
        who=who,
        card=card(a["card"]),
        by=seat(a["by"]),
    ),
    "pact_ended": _pact_ended,
    "colony_taken": lambda a, who, why: msg(
        "{who} takes the colony {card} from {rival}.", who=who, card=card(a["card"]), rival=seat(a["rival"])
    ),
    "wonder_lost": _card_said(
        N_("{who} loses the unfinished wonder {card}."),
        N_("{who} loses the unfinished wonder {card} ({why})."),
    ),
    "game_over": _game_over,
}

# events whose card is their own cause (a leader's ability, a card's effect, a political card)
OWN_CAUSE = {
    "extra_politics",
    "leader_retired",
    "aggression",
    "aggression_failed",
    "aggression_succeeded",
    "war",
    "war_won",
    "war_tied",
    "war_void",
    "pact_offered",
    "pact_refused",
    "pact",
    "pact_ended",
}
HOMER = "A:Homer"


# The New Story's sections whose rules the 2006 games play otherwise: the 2006 game's own
# section, by game (`mode`)
_ADVANCED_AND_FULL = ("advanced", "full")
SECTIONS_2006: dict[str, dict[str, str]] = {
    "leaders": dict.fromkeys(("simple", *_ADVANCED_AND_FULL), "edition-2006.leaders"),
    "military.play-tactic": dict.fromkeys(_ADVANCED_AND_FULL, "edition-2006.tactics"),
    "events.resolve": {"simple": "edition-2006.simple-events"},
    "happiness.uprising": dict.fromkeys(_ADVANCED_AND_FULL, "edition-2006.advanced"),
    "end-of-turn.corruption": dict.fromkeys(_ADVANCED_AND_FULL, "edition-2006.advanced"),
    "end-of-turn.discard-military": dict.fromkeys(_ADVANCED_AND_FULL, "edition-2006.advanced"),
    "ages.lost-workers": {"full": "edition-2006.full"},
    "game-end.last-round": {"full": "edition-2006.full"},
    "scoring": {"simple": "edition-2006.simple-end", "advanced": "edition-2006.advanced-scoring"},
}
# the set-up's events come before its own ("setup"): a few row cards, scoring events
_SETUP_HORIZON = 32


def section_2006(section: str, log: Sequence[dict]) -> str | None:
    """The 2006 game's own section for a New Story `section`, if the game of `log` is a 2006
    one and its rules differ there (None: `section` is right as it is)."""
    by_mode = SECTIONS_2006.get(section)
    if by_mode is None:
        return None
    for event in log[:_SETUP_HORIZON]:
        if event["event"] in ("setup", "position"):
            a = event["args"]
            return by_mode.get(a["mode"]) if a.get("edition") == "2006" else None
    return None


def log_message(event: dict) -> Message | None:
    make = EVENTS.get(event["event"])
    if make is None:
        return None
    a = event.get("args") or {}
    who = seat(a["player"]) if isinstance(a.get("player"), int) else None
    why, cause = _why(a)
    out = make(a, who, why)
    if out is None:
        return None
    kind = event["event"]
    if cause is None and kind in OWN_CAUSE and a.get("card") in _ALL_CARDS:
        cause = card_cause(a["card"])
    if cause is None and kind == "homer_under":
        cause = card_cause(HOMER)
    if cause is None and (section := _section(kind, a)) is not None:
        cause = rule_cause(section)
    if cause is not None:
        out["cause"] = cause
    return out
