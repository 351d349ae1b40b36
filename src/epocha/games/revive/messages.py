"""The messages of Revive's log: each event, as a seat sees it after redaction, in words (see
epocha.engine.message).

The only secret event is `crate_gained`: its crate is in the event for its owner alone, so the
owner reads which crate it is and everyone else reads that a closed crate was gained. A
crate is named by the others only once it is opened (`crate_opened`).

`cause` says why something happened: the card, module, machine, crate or technology whose
event it is (`{"card": key}`: their keys are one namespace of the vocabulary), or the section
of the rules reference (`rules_reference.toml`) for what the rules themselves do (hibernating,
the end, a full track...). An event whose args carry a `source` (`{"card": key}`,
`{"module": key}`, `{"machine": key}`, `{"crate": key}`, `{"technology": key}`: the
component whose effect it is) names that source as its cause. An event whose kind cannot say
(a gain, a payment, a track advanced) carries its `cause`: what the program that logged it ran
for (`programs.Context.emit`: the card whose half resolves, the module, the machine, the
action whose cost it is...).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from epocha.engine.message import (
    Message,
    card_cause,
    listing,
    msg,
    nmsg,
    rule_cause,
    seat,
    seats,
    term,
    worded_event,
)

from .catalog import content
from .programs import source_cause
from .words import space as _space

Make = Callable[[dict, Any], "Message | None"]


def _goods(items: dict[str, int]) -> dict:
    """Goods with amounts, in a list ("2 food and 1 book"), the "goods" counted terms."""
    return listing(term("goods", k, amount=n) for k, n in sorted(items.items()) if n)


def _one(kind: str, n: int = 1) -> dict:
    return term("goods", kind, amount=n)


def _hibernation_space(n: int) -> int:
    return n + 1  # (the lowest space is the first, as the choice's labels count them)


# -- the events --------------------------------------------------------------------------------


def _setup(a, who):
    return nmsg(
        "A new game of Revive for {n} player; {first} starts.",
        "A new game of Revive for {n} players; {first} starts.",
        "n",
        n=a["players"],
        first=seat(a["first"]),
    )


def _turn(a, who):
    return msg("Turn {n}: {who} plays.", n=a["number"] + 1, who=who)


def _card_played(a, who):
    return msg(
        "{who} plays {card} into {slot} ({half}).",
        who=who,
        card=term("card", a["card"]),
        slot=term("slot", a["slot"]),
        half=term("half", a["half"]),
    )


def _card_gained(a, who):
    if a.get("from") == "deck":
        return msg("{who} takes {card} from the top of the deck.", who=who, card=term("card", a["card"]))
    return msg("{who} takes {card} from the offer.", who=who, card=term("card", a["card"]))


def _crate_gained(a, who):
    if "crate" in a:  # (the owner's own reading)
        return msg("{who} gains {crate}, closed.", who=who, crate=term("crate", a["crate"]))
    return msg("{who} gains a closed crate.", who=who)


def _module_placed(a, who):
    where = {
        "who": who,
        "module": term("module", a["module"]),
        "n": a["space"] + 1,
        "slot": term("slot", a["slot"]),
    }
    if a.get("replaced"):
        return msg(
            "{who} puts {module} on module space {n} of {slot}, replacing {old}.",
            old=term("module", a["replaced"]),
            **where,
        )
    return msg("{who} puts {module} on module space {n} of {slot}.", **where)


def _reward_opened(a, who):
    space = next((r for r in content().boards.reward_spaces if r.id == a["space"]), None)
    kind = a.get("kind")
    if kind == "standard_machine":
        return msg("{who} can now activate {machine}.", who=who, machine=term("machine", a["space"]))
    if kind == "special_machine" and space is not None and space.colour:
        return msg(
            "{who} reaches a special machine space of {track}.", who=who, track=term("track", space.colour)
        )
    if kind == "artifact":
        return msg("{who} reaches an artifact reward space.", who=who)
    if kind == "card_bonus" and space is not None and space.colour:
        return msg(
            "{who} reaches the card bonus of {track}: at the end, 2 points per acquired card of its colour.",
            who=who,
            track=term("track", space.colour),
        )
    return msg("{who} reaches a reward space.", who=who)


def _gained(a, who):
    got = {k: n for k, n in a["goods"].items() if n}
    lost = a.get("lost", 0)
    if got and lost:
        return nmsg(
            "{who} gains {goods} ({lost} more is lost: the counter is full).",
            "{who} gains {goods} ({lost} more are lost: the counter is full).",
            "lost",
            who=who,
            goods=_goods(got),
            lost=lost,
        )
    if got:
        return msg("{who} gains {goods}.", who=who, goods=_goods(got))
    if lost:
        return nmsg(
            "{who} gains nothing: {lost} resource is lost, the counter is full.",
            "{who} gains nothing: {lost} resources are lost, the counter is full.",
            "lost",
            who=who,
            lost=lost,
        )
    return None


def _switch_used(a, who):
    if a.get("lost"):
        return msg(
            "{who} uses the switch for {resource}, but the counter is full.",
            who=who,
            resource=term("resource", a["resource"]),
        )
    return msg("{who} uses the switch and gains {goods}.", who=who, goods=_goods({a["resource"]: 1}))


def _hibernated(a, who):
    parts = {"who": who, "n": _hibernation_space(a["space"])}
    if a.get("removed"):
        out = msg(
            "{who} hibernates (hibernation space {n}); {card} leaves the game.",
            card=term("card", a["removed"]),
            **parts,
        )
    else:
        out = msg("{who} hibernates (hibernation space {n}).", **parts)
    if a.get("energy"):
        return msg(
            "{main} {energy} returns from the machines.",
            main={"message": out},
            energy=_one("energy", a["energy"]),
        )
    return out


def _progress(a, who):
    if a.get("from") == "tribe":
        return msg(
            "{who} moves a progress marker from the tribe board to space {n} of the progress track.",
            who=who,
            n=a["space"],
        )
    return msg(
        "{who} moves a progress marker from a reward space to space {n} of the progress track.",
        who=who,
        n=a["space"],
    )


def _boosted(a, who):
    words = {
        "reach": msg("{who} gains reach +1 for the next action.", who=who),
        "discount": msg("{who} prepares a cheaper action.", who=who),
        "flip": msg("{who} will use the other half of the card played.", who=who),
        "infinite_reach": msg("{who} may explore any face-down tile, however far.", who=who),
        "all_colours": msg("The card {who} plays next counts as every colour.", who=who),
    }
    return words.get(a["boost"], msg("{who} prepares the next action.", who=who))


def _tile_placed(a, who):
    if a.get("orientation"):
        return msg("{who} lays {socket} turned around.", who=who, socket=term("space", a["socket"]))
    return msg("{who} lays {socket} as it is.", who=who, socket=term("space", a["socket"]))


def _built(a, who):
    if a["size"] == "large":
        return msg("{who} builds a large building on {space}.", who=who, space=_space(a["space"]))
    return msg("{who} builds a small building on {space}.", who=who, space=_space(a["space"]))


def _score_bonus(a, who):
    return msg(
        "{who} reaches bonus space {n} of the score track: {reward}.",
        who=who,
        n=a["space"],
        reward=_one(a["reward"]),
    )


def _part(key: str, n: int) -> dict:
    return {"message": msg("{part} {n}", part=term("score_part", key), n=n)}


def _final_scores(a, who):
    details = a.get("details") or []
    lines = []
    for s, total in enumerate(a["scores"]):
        parts = [_part(k, n) for k, n in (details[s] if s < len(details) else {}).items() if n]
        if parts:
            lines.append(
                {
                    "message": msg(
                        "{who}: {points} ({parts})",
                        who=seat(s),
                        points=_one("points", total),
                        parts=listing(parts),
                    )
                }
            )
        else:
            lines.append({"message": msg("{who}: {points}", who=seat(s), points=_one("points", total))})
    return msg("Final scores: {scores}.", scores=listing(lines))


def _game_over(a, who):
    winners = a.get("winners") or []
    scores = a.get("scores") or []
    if not winners:
        return msg("The game is over.")
    best = scores[winners[0]] if winners[0] < len(scores) else 0
    if len(winners) == 1:
        return msg("{who} wins with {points}.", who=seat(winners[0]), points=_one("points", best))
    return msg("{winners} share the win with {points}.", winners=seats(winners), points=_one("points", best))


EVENTS: dict[str, Make] = {
    "setup": _setup,
    "turn": _turn,
    # cards and modules
    "card_played": _card_played,
    "card_ejected": lambda a, who: msg(
        "{who} moves {card} from {slot} to the rest area.",
        who=who,
        card=term("card", a["card"]),
        slot=term("slot", a["slot"]),
    ),
    "card_gained": _card_gained,
    "card_retrieved": lambda a, who: msg(
        "{who} takes {card} back from the rest area into the active area.",
        who=who,
        card=term("card", a["card"]),
    ),
    "card_rested": lambda a, who: msg(
        "{who} moves {card} from the active area to the rest area and uses its top half.",
        who=who,
        card=term("card", a["card"]),
    ),
    "module_placed": _module_placed,
    # goods
    "gained": _gained,
    "energy_gained": lambda a, who: msg("{who} gains {goods}.", who=who, goods=_one("energy", a["amount"])),
    "purple_gained": lambda a, who: msg(
        "{who} gains {goods} for the end.", who=who, goods=_one("purple", a["amount"])
    ),
    "paid": lambda a, who: (
        msg("{who} pays {goods}.", who=who, goods=_goods(a["goods"])) if any(a["goods"].values()) else None
    ),
    "converted": lambda a, who: msg(
        "{who} exchanges {give} for {get}.", who=who, give=_one(a["give"]), get=_one(a["get"])
    ),
    "crystal_exchanged": lambda a, who: msg(
        "{who} turns a crystal into {goods}.", who=who, goods=_one(a["resource"])
    ),
    "switch_used": _switch_used,
    "switch_reset": lambda a, who: msg("{who} resets the switch to unused.", who=who),
    "scored": lambda a, who: msg(
        "{who} scores {points} (now {score} on the score track).",
        who=who,
        points=_one("points", a["points"]),
        score=a["score"],
    ),
    "score_bonus": _score_bonus,
    "progress": _progress,
    # crates
    "crate_gained": _crate_gained,
    "crate_opened": lambda a, who: msg("{who} opens {crate}.", who=who, crate=term("crate", a["crate"])),
    "crate_reused": lambda a, who: msg(
        "{who} pays 1 gear to resolve {crate} again.", who=who, crate=term("crate", a["crate"])
    ),
    # machines and tracks
    "advanced": lambda a, who: msg(
        "{who} advances on {track} to space {n}.", who=who, track=term("track", a["track"]), n=a["space"]
    ),
    "track_overflow": lambda a, who: msg(
        "{who} is at the end of {track}: the step gives its resource instead.",
        who=who,
        track=term("track", a["track"]),
    ),
    "reward_opened": _reward_opened,
    "machine_taken": lambda a, who: msg(
        "{who} takes {machine} from the machine offer.", who=who, machine=term("machine", a["machine"])
    ),
    "machine_activated": lambda a, who: msg(
        "{who} activates {machine} with an energy.", who=who, machine=term("machine", a["machine"])
    ),
    "energy_recovered": lambda a, who: msg(
        "{who} takes the energy back from {machine}.", who=who, machine=term("machine", a["machine"])
    ),
    "boosted": _boosted,
    # the map
    "explored": lambda a, who: msg("{who} explores {socket}.", who=who, socket=term("space", a["socket"])),
    "tile_revealed": lambda a, who: msg("Turned face up: {socket}.", socket=term("space", a["socket"])),
    "tile_placed": _tile_placed,
    "water_claimed": lambda a, who: msg(
        "{who} claims the reward of the water on {space}.", who=who, space=_space(a["space"])
    ),
    "built": _built,
    "populated": lambda a, who: msg(
        "{who} populates {space} with the figure of {technology}.",
        who=who,
        space=_space(a["space"]),
        technology=term("technology", a["technology"]),
    ),
    "book_paid": lambda a, who: msg("{who} pays 1 book to {to}.", who=who, to=seat(a["to"])),
    "technology_unlocked": lambda a, who: msg(
        "{who} unlocks {technology}.", who=who, technology=term("technology", a["technology"])
    ),
    "figure_moved": lambda a, who: msg(
        "{who} moves a population figure from {a} to {b}.", who=who, a=_space(a["from"]), b=_space(a["to"])
    ),
    # tribes
    "ability_used": lambda a, who: msg(
        "{who} uses the tribe ability: {ability}.", who=who, ability=term("ability", a["ability"])
    ),
    "ability_unusable": lambda a, who: msg("{who} cannot use the tribe ability now.", who=who),
    "piece_placed": lambda a, who: msg(
        "{who} places {piece} on {space}.", who=who, piece=term("piece", a["piece"]), space=_space(a["space"])
    ),
    "falcon_moved": lambda a, who: msg(
        "{who} flies the falcon to {space}.", who=who, space=_space(a["space"])
    ),
    "target_returned": lambda a, who: msg(
        "{who} takes the target back from {space}.", who=who, space=_space(a["space"])
    ),
    "target_paid": lambda a, who: msg(
        "{who} receives {goods} from {by} for the target.",
        who=who,
        by=seat(a["by"]),
        goods=_goods(a["goods"]),
    ),
    # hibernation, artifacts and the end
    "hibernated": _hibernated,
    "hibernation_reward": lambda a, who: msg(
        "{who} takes the reward of hibernation space {n}.", who=who, n=_hibernation_space(a["space"])
    ),
    "artifact_taken": lambda a, who: msg(
        "{who} takes {artifact} from the crater.", who=who, artifact=term("artifact", a["artifact"])
    ),
    "artifact_discarded": lambda a, who: msg(
        "{who} discards {artifact} from the crater; it leaves the game.",
        who=who,
        artifact=term("artifact", a["artifact"]),
    ),
    "small_artifact": lambda a, who: msg("{who} gains a small artifact (2 points at the end).", who=who),
    "end_triggered": lambda a, who: msg(
        "The crater is empty: {who} takes the end-game tile; every other player has one more turn.", who=who
    ),
    "final_scores": _final_scores,
    "game_over": _game_over,
    # the set-up's choices (variants)
    "tribe": lambda a, who: msg(
        "{who} leads {tribe} ({side} side).",
        who=who,
        tribe=term("tribe", a["tribe"]),
        side=term("side", a["side"]),
    ),
    "artifact_card_kept": lambda a, who: msg("{who} keeps one artifact card and boxes the other.", who=who),
    # alone
    "cube_moved": lambda a, who: msg("The action cube is on space {n} of the progress track.", n=a["space"]),
    "clock_out": lambda a, who: msg(
        "The action cube has passed the top of the progress track: the game ends."
    ),
    "offer_cleared": lambda a, who: msg(
        "{who} removes {item} from the offer (it leaves the game).", who=who, item=term(a["kind"], a["item"])
    ),
    # the campaign's switch rule
    "switch_card": lambda a, who: msg(
        "{who} uses the switch to resolve {card} of {owner} again.",
        who=who,
        card=term("card", a["card"]),
        owner=seat(a["owner"]),
    ),
}

# the events that are the named component's own (their cause: that component)
OWN: dict[str, str] = {
    "card_played": "card",
    "card_rested": "card",
    "module_placed": "module",
    "crate_opened": "crate",
    "crate_reused": "crate",
    "machine_taken": "machine",
    "machine_activated": "machine",
    "technology_unlocked": "technology",
}
# the events the rules themselves make happen: the section of the rules reference
RULES: dict[str, str] = {
    "setup": "setup",
    "turn": "turn",
    "hibernated": "hibernate",
    "hibernation_reward": "hibernate",
    "artifact_discarded": "hibernate",
    "end_triggered": "end",
    "final_scores": "end.scoring",
    "game_over": "end",
    "track_overflow": "machines",
    "reward_opened": "machines.rewards",
    "progress": "progress",
    "score_bonus": "points",
    "small_artifact": "artifacts",
    "water_claimed": "build",
    "book_paid": "populate",
    "target_paid": "tribes",
    "target_returned": "tribes",
    "ability_unusable": "tribes",
    "ability_used": "tribes",
    "tile_revealed": "explore",
    "tile_placed": "explore",
    "switch_used": "switch",
    "crystal_exchanged": "free-actions",
    "tribe": "tribes",
    "artifact_card_kept": "setup",
    "cube_moved": "solo",
    "clock_out": "solo",
    "offer_cleared": "solo",
    "switch_card": "campaign.switch-rule",
}


def _cause(name: str, a: dict) -> dict | None:
    source = a.get("source")
    if isinstance(source, dict):
        # (not a passive's kind, say: {"technology": "on_crate"}; the event's cause then says)
        why = source_cause(source)
        if why is not None:
            return why
    own = OWN.get(name)
    if own is not None and isinstance(a.get(own), str):
        return card_cause(a[own])
    if name in RULES:
        return rule_cause(RULES[name])
    told = a.get("cause")  # (what the program that logged it ran for: `programs.Context.emit`)
    return told if isinstance(told, dict) else None


def log_message(event: dict) -> Message | None:
    return worded_event(event, EVENTS, seat, _cause)
