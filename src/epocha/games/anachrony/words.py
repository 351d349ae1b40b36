"""The words of Anachrony's actions and choices (messages; see `terms` for the vocabulary)."""

from __future__ import annotations

from typing import Any

from epocha.engine.message import Message, listing, msg, term

_GOOD_ORDER = ("W", "E", "N", "G", "U", "T", "TUG", "VP")


def goods_list(items: Any) -> dict:
    """A list of counted goods from [(good, n), ...] or a dict."""
    pairs = items.items() if isinstance(items, dict) else items
    ordered = sorted(
        ((k, v) for k, v in pairs if v),
        key=lambda kv: _GOOD_ORDER.index(kv[0]) if kv[0] in _GOOD_ORDER else 9,
    )
    return listing(good(k, v) for k, v in ordered)


def good(key: str, n: int) -> dict:
    return term("good", key, amount=n)


def worker_words(worker: str, as_type: str | None) -> dict:
    if worker == "genius" and as_type and as_type != "genius":
        return {"message": msg("a genius as {type}", type=term("worker", as_type))}
    return term("worker", worker)


def turn_label(action: dict) -> Message:
    kind = action["type"]
    if kind == "pass":
        return msg("Pass (place no more workers this era)")
    if kind == "free":
        name = action["action"]
        if _superproject(name):
            return msg("Free action: {name}", name=term("superproject", name))
        if _building(name):
            return msg("Free action: {building}", building=term("building", name))
        return msg("Free action: {action}", action=term("action", name))
    space = action["space"]
    who = worker_words(action["worker"], action.get("as"))
    if _superproject(space):
        return msg("{name} with {who}", name=term("superproject", space), who=who)
    if _building(space):
        return msg("{building} with {who}", building=term("building", space), who=who)
    if space.startswith("anomaly:"):
        _, row, _i = space.split(":")
        return msg("Remove the anomaly in your {row} row with {who}", row=term("row", row), who=who)
    return msg("{space} with {who}", space=term("space", space), who=who)


def _superproject(name: str) -> bool:
    return name[:1] == "s" and name[1:].isdigit()


def _building(name: str) -> bool:
    return name[:1] == "b" and name[1:].isdigit()


def option_label(kind: str, option: Any) -> Message:
    """The words of one option of a choice of `kind`."""
    if kind == "build":
        if option.startswith("s"):
            return msg("Build the superproject {name}", name=term("superproject", option))
        return msg("Build {building}", building=term("building", option))
    if kind == "payment":
        return msg("Pay {goods}", goods=goods_list(option))
    if kind == "worker":
        return msg("Take the {worker}", worker=term("worker", option))
    if kind == "bonus":
        return msg("Gain {goods}", goods=goods_list({"W": 2} if option == "W" else {option: 1}))
    if kind == "gain":
        return msg("Gain {goods}", goods=goods_list(option))
    if kind == "x":
        return msg("X = {x}", x=option)
    if kind == "focus":
        return msg("Focus on era {era}", era=option)
    if kind == "repay":
        return msg("Repay {tile}", tile=term("warp", str(option)))
    if kind == "resource":
        return msg("Take {goods}", goods=goods_list({option: 1}))
    if kind == "die":
        return msg("Set {die}", die=term("die", option))
    if kind == "reroll":
        return msg("Reroll {die}", die=term("die", option))
    if kind == "icon":
        return msg("Take {icon}", icon=term("icon", str(option)))
    if kind == "copy":
        return msg("Copy {action}", action=term("action", option))
    if kind == "exchange":
        give, get = option
        return msg("Give {give}, get {get}", give=goods_list(give), get=goods_list(get))
    if kind == "warp_back":
        return msg("Take back {tile} from era {era}", tile=term("warp", str(option[1])), era=option[0])
    if kind in ("anomaly_place", "place"):
        return msg("Your {row} row, slot {slot}", row=term("row", option[0]), slot=option[1] + 1)
    if kind == "breakthroughs":
        return msg(
            "Pay {count} breakthroughs: {tiles}",
            count=len(option),
            tiles=listing(
                {"message": msg("shape {shape}, icon {icon}", shape=b[0], icon=b[1])} for b in option
            ),
        )
    if kind == "lose_building":
        return msg("Lose {building}", building=term("building", option))
    if kind == "warp_first":
        return msg("{tile} first", tile=term("warp", str(option)))
    if kind == "tracker":
        return msg("Move {tracker} one step", tracker=term("tracker", option))
    if kind == "breakthrough":
        return msg("Pay the breakthrough shape {shape}, icon {icon}", shape=option[0], icon=option[1])
    if kind == "column":
        return msg("From the Active column") if option == "active" else msg("From the Tired column")
    if kind == "lose_worker":
        return msg(
            "Lose one {worker} ({column})", column=term("column", option[1]), worker=term("worker", option[0])
        )
    if kind == "standard":
        return msg("Take the standard {action} action", action=term("action", option))
    if kind == "crawl":
        worker, as_type, space = option
        return msg("{space} with {who}", space=term("space", space), who=worker_words(worker, as_type))
    if kind == "chameleon":
        key, as_type = option
        tile = term("superproject", key) if _superproject(key) else term("building", key)
        return msg("Use {tile} as {type}", tile=tile, type=term("worker", as_type))
    leader = _leader_label(kind, option)
    if leader is not None:
        return leader
    raise KeyError(kind)


def _leader_label(kind: str, option: Any) -> Message | None:
    """The words of the leaders' and the Collapsing Capital tiles' choices."""
    if kind == "haulani":
        worker, as_type, space = option
        return msg("{space} with {who}", space=_own_space(space), who=worker_words(worker, as_type))
    if kind == "valerian":
        return msg("{space} with no worker (as a scientist)", space=term("space", option))
    if kind == "caratacus":
        if option == "gain":
            return msg("Gain {goods} and a paradox", goods=goods_list({"W": 2}))
        return msg("Pay {goods} to return a paradox", goods=goods_list({"W": 2}))
    if kind == "zaida":
        return msg("Pay {goods} for one {worker}", goods=goods_list({"W": 2}), worker=term("worker", option))
    if kind == "samira":
        return msg("Take {goods}", goods=goods_list({option: 1}))
    if kind == "samira_more":
        return msg("Pay {pay} for {goods}", pay=goods_list({"W": 2}), goods=goods_list({option: 1}))
    if kind == "cornella":
        return msg("Pay {goods} to take a Research action", goods=goods_list({"W": 3}))
    if kind == "bonus_action":
        return msg("Take another {action} action", action=term("action", option))
    if kind == "paradox_back":
        return msg("Return {n} paradoxes", n=option)
    return None


def _own_space(space: str) -> Any:
    if space.startswith("anomaly:"):
        _, row, _i = space.split(":")
        return {"message": msg("the anomaly in your {row} row", row=term("row", row))}
    if space.startswith("b"):
        return term("building", space)
    return term("space", space)
