"""Revive's actions and choices in words (typed messages; `terms` names the components)."""

from __future__ import annotations

from typing import Any

from epocha.engine.message import Message, listing, msg, seat, term

from .board import map_index


def space(v: int) -> dict:
    """A space of the map by its socket and place ("a07:2"), the way boards and logs name it."""
    index = map_index()
    socket = index.socket_of[v]
    spaces = index.sockets[socket]
    return term("space", socket if len(spaces) == 1 else f"{socket}:{spaces.index(v) + 1}")


def goods(paid: dict[str, int]) -> dict:
    return listing(term("goods", r, amount=n) for r, n in sorted(paid.items()))


def turn_label(action: dict) -> Message:
    kind = action["type"]
    if kind == "play":
        return msg(
            "Play {card} into {slot} ({half})",
            card=term("card", action["card"]),
            slot=term("slot", action["slot"]),
            half=term("half", action["half"]),
        )
    if kind == "switch":
        return msg("Use your switch: {resource}", resource=term("resource", action["resource"]))
    if kind == "explore":
        return msg("Explore {socket}", socket=term("space", action["socket"]))
    if kind == "build":
        return msg(
            "Build a {size} building on {space}",
            size=term("size", action["size"]),
            space=space(action["space"]),
        )
    if kind == "populate":
        return msg(
            "Populate {space} from {technology}",
            space=space(action["space"]),
            technology=term("technology", action["technology"]),
        )
    if kind == "hibernate":
        return msg("Hibernate")
    if kind == "activate":
        return msg("Activate machine {machine}", machine=term("machine", action["machine"]))
    if kind == "open_crate":
        return msg("Open crate {crate}", crate=term("crate", action["crate"]))
    if kind == "technology":
        return msg("Exchange with {technology}", technology=term("technology", action["technology"]))
    if kind == "crystal":
        return msg("Turn a crystal into {resource}", resource=term("resource", action["resource"]))
    if kind == "end_turn":
        return msg("End your turn")
    if kind == "end_game":
        return msg("End the game (the clock has run out)")
    if kind == "keep":
        return msg("Keep {card}", card=term("artifact_card", action["card"]))
    if kind == "tribe":
        return msg(
            "{tribe}, {side} side", tribe=term("tribe", action["tribe"]), side=term("side", action["side"])
        )
    if kind == "switch_card":
        return msg(
            "Use your switch: {card} of {player} again",
            card=term("card", action["card"]),
            player=seat(action["player"]),
        )
    raise ValueError(f"no words for {action!r}")


def option_label(kind: str, value: Any, data: dict) -> Message:
    """A choice's option in words (`data`: the choice frame's data)."""
    if kind in ("resource", "track"):
        return msg("{choice}", choice=term("resource" if kind == "resource" else "track", value))
    if kind in ("card", "artifact", "module", "crate", "machine", "machine_token"):
        if value == "deck":
            return msg("The top card of the deck")
        word = {"machine_token": "machine"}.get(kind, kind)
        return msg("{choice}", choice=term(word, value))
    if kind == "effect":
        if "items" not in data:
            return msg("Effect {n}", n=value + 1)
        return effect_words(data["items"][value][1])
    if kind == "option":
        return msg("Option {n}", n=value + 1)
    if kind == "payment":
        return msg("Pay {goods}", goods=goods(dict(value)))
    if kind == "convert":
        return msg("{give} for {get}", give=term("resource", value[0]), get=term("resource", value[1]))
    if kind == "slotted":
        return msg("{card} (in {slot})", card=term("card", value[1]), slot=term("slot", value[0]))
    if kind == "module_space":
        return msg("Module space {n} of {slot}", n=value[1] + 1, slot=term("slot", value[0]))
    if kind == "play":
        return turn_label({"type": "play", "card": value[0], "slot": value[1], "half": value[2]})
    if kind == "map_action":
        action: dict[str, Any] = {"type": value[0]}
        if value[0] == "explore":
            action["socket"] = value[1]
        elif value[0] == "build":
            action.update(space=value[1], size=value[2])
        else:
            action.update(space=value[1], technology=value[2])
        return turn_label(action)
    if kind == "space":
        return msg("{space}", space=space(value))
    if kind == "move":
        return msg("From {a} to {b}", a=space(value[0]), b=space(value[1]))
    if kind == "orientation":
        return msg("As it is") if value == 0 else msg("Turned around")
    if kind == "clear":
        return msg("Remove {item} from the offer", item=term(value[0], value[1]))
    if kind == "hibernation_reward":
        return msg("The reward of hibernation space {n}", n=value + 1)
    raise ValueError(f"no words for a {kind!r} option")


def effect_words(effect: dict) -> Message:
    ((kind, _),) = effect.items()
    return msg("{effect}", effect=term("effect", kind))
