"""The messages of Anachrony's log: each (redacted) event in words (see epocha.engine.message).

An event is read as any seat sees it: Anachrony logs no secret content (the secret choices,
`warp_chosen`, `asset_kept` and `endgame_kept`, say only *that* a seat chose; what it chose is
logged when it is revealed). The Chronobot (seat 4 at a one-player table) is named as such,
never as a player. Where a building, a superproject, a leader or an experiment made something
happen, its key is the message's `cause` (`{"card": key}`); where a rule did, its section of
the rules reference (`{"rule": id}`). An event whose args cannot say (a gain, a payment, a
paradox taken) is explained by the events before it (`log_cause`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from epocha.engine.message import (
    N_,
    Message,
    card_cause,
    listing,
    msg,
    nmsg,
    rule_cause,
    seat,
    term,
    worded_event,
)

from .leaders import CARATACUS_WATER, CORNELLA_RESEARCH_COST, WOLFE_CORE, WOLFE_WATER, ZAIDA_COST
from .mainboard import TECTONIC_DRILL
from .state import BOT
from .superprojects import VAT as CLONING_VAT
from .words import goods_list, worker_words

ZAIDA_WATER = ZAIDA_COST["W"]
CORNELLA_WATER = CORNELLA_RESEARCH_COST["W"]


def _who(s: int) -> Any:
    return {"message": msg("the Chronobot")} if s == BOT else seat(s)


def _key(name: str, prefix: str) -> bool:
    return name[:1] == prefix and name[1:].isdigit()


def _place_words(space: str) -> Any:
    """A space a worker goes to: the main board's, a building's, a superproject's, an anomaly."""
    if _key(space, "s"):
        return term("superproject", space)
    if _key(space, "b"):
        return term("building", space)
    if space.startswith("anomaly:"):
        _, row, _i = space.split(":")
        return {"message": msg("the anomaly in the {row} row", row=term("row", row))}
    return term("space", space)


def _action_words(name: str) -> Any:
    """A free action: a building's, a superproject's, or one of the game's (leaders' too)."""
    if _key(name, "s"):
        return term("superproject", name)
    if _key(name, "b"):
        return term("building", name)
    return term("action", name)


def _goods(items: Any) -> dict:
    return goods_list(items)


def _counted(pairs: dict) -> dict:
    return listing(term("workers", k, amount=n) for k, n in pairs.items() if n)


# -- the events ------------------------------------------------------------------------------------
# each: (args, who) -> message

Make = Callable[[dict, Any], "Message | None"]


def _setup(a, who):
    if a.get("endgame"):
        return nmsg(
            "A new game of Anachrony for {n} player; endgame conditions: {endgame}.",
            "A new game of Anachrony for {n} players; endgame conditions: {endgame}.",
            "n",
            n=a["players"],
            endgame=listing(term("endgame", k) for k in a["endgame"]),
        )
    return nmsg(
        "A new game of Anachrony for {n} player.",
        "A new game of Anachrony for {n} players.",
        "n",
        n=a["players"],
    )


def _position(a, who):
    return msg("A game set up from a position, in era {era}.", era=a["era"])


def _path(a, who):
    return msg(
        "{who} chooses {path} (evacuation condition: {evacuation}).",
        who=who,
        path=term("path", a["path"]),
        evacuation=term("evacuation", f"{a['path']}:{a['evacuation']}"),
    )


def _preparation(a, who):
    workers = {k: n for k, n in (a.get("recruit") or {}).items() if n}
    mine = Counter(a.get("mine") or [])
    if workers and mine:
        return msg(
            "Era {era}: the recruit card offers {workers}; the mine card offers {resources}.",
            era=a["era"],
            workers=_counted(workers),
            resources=_goods(dict(mine)),
        )
    if workers:
        return msg("Era {era}: the recruit card offers {workers}.", era=a["era"], workers=_counted(workers))
    if mine:
        return msg("Era {era}: the mine card offers {resources}.", era=a["era"], resources=_goods(dict(mine)))
    return None  # (both decks used up: nothing is offered, nothing to read)


def _power_done(a, who):
    if a["water"]:
        return msg("{who} is done powering up and gains {water}.", who=who, water=_goods({"W": a["water"]}))
    return msg("{who} is done powering up.", who=who)


def _place(a, who):
    where = _place_words(a["space"])
    if a.get("worker") is None:
        return msg("{who} places an exosuit with no worker on {space}.", who=who, space=where)
    return msg(
        "{who} places a worker on {space}: {worker}.",
        who=who,
        worker=worker_words(a["worker"], a.get("as")),
        space=where,
    )


def _time_travel(a, who):
    return msg(
        "{who} travels back to era {era} and repays {tile} (time travel track: {steps}).",
        who=who,
        era=a["era"],
        tile=term("warp", str(a["tile"])),
        steps=a["steps"],
    )


def _chameleon(a, who):
    key = a["uses"]
    tile = term("superproject", key) if _key(key, "s") else term("building", key)
    return msg("{who} uses {tile} as {type}.", who=who, tile=tile, type=term("worker", a["as"]))


def _supply(a, who):
    effects: list[Any] = []
    if a.get("woken"):
        effects.append(
            {
                "message": nmsg(
                    "{n} worker returns to the Active column",
                    "{n} workers return to the Active column",
                    "n",
                    n=a["woken"],
                )
            }
        )
    effects.append({"message": msg("morale {morale}", morale=a["morale"])})
    if a.get("vp"):
        effects.append(_goods({"VP": a["vp"]}))
    return msg(
        "{who} takes Supply, paying {water}: {effects}.",
        who=who,
        water=_goods({"W": a["water"]}) if a["water"] else {"message": msg("nothing")},
        effects=listing(effects),
    )


def _force(a, who):
    return nmsg(
        "{who} forces workers: {n} tired worker returns to the Active column.",
        "{who} forces workers: {n} tired workers return to the Active column.",
        "n",
        who=who,
        n=a["woken"],
    )


def _evacuate(a, who):
    return msg("{who} evacuates and scores {vp}.", who=who, vp=_goods({"VP": a["vp"]}) if a["vp"] else 0)


def _leader_ability(a, who):
    leader = a["leader"]
    name = term("leader", leader)
    if leader == "caratacus":
        if a.get("way") == "gain":
            return msg(
                "{who} meddles with time ({leader}): gains {water} and a paradox.",
                who=who,
                leader=name,
                water=_goods({"W": CARATACUS_WATER}),
            )
        return msg(
            "{who} meddles with time ({leader}): pays {water} to return a paradox.",
            who=who,
            leader=name,
            water=_goods({"W": CARATACUS_WATER}),
        )
    if leader == "wolfe":
        core, water = _goods({"E": WOLFE_CORE}), _goods({"W": WOLFE_WATER})
        give, get = (core, water) if a.get("give") == "E" else (water, core)
        return msg("{who} swaps {give} for {get} ({leader}).", who=who, give=give, get=get, leader=name)
    if leader == "zaida":
        return msg(
            "{who} pays {water} for an active worker, {worker} ({leader}).",
            who=who,
            water=_goods({"W": ZAIDA_WATER}),
            worker=term("worker", a["worker"]),
            leader=name,
        )
    if leader == "samira":
        return msg("{who} takes {goods} ({leader}).", who=who, goods=_goods({a["resource"]: 1}), leader=name)
    if leader == "cornella":
        return msg(
            "{who} pays {water} for a Research action ({leader}).",
            who=who,
            water=_goods({"W": CORNELLA_WATER}),
            leader=name,
        )
    return msg("{who} uses the ability of {leader}.", who=who, leader=name)


def _paradox(a, who):
    return nmsg(
        "{who} takes {n} paradox ({total} in all).",
        "{who} takes {n} paradoxes ({total} in all).",
        "n",
        who=who,
        n=a["count"],
        total=a["total"],
    )


def _paradox_roll(a, who):
    return msg(
        "{who} rolls the paradox die for era {era}: {rolled}.", who=who, era=a["era"], rolled=a["rolled"]
    )


def _anomaly(a, who):
    if a.get("covers"):
        return msg(
            "{who}'s anomaly goes into the {row} row, slot {slot}, over {building}.",
            who=who,
            row=term("row", a["row"]),
            slot=a["slot"] + 1,
            building=term("building", a["covers"]),
        )
    return msg(
        "{who}'s anomaly goes into the {row} row, slot {slot}.",
        who=who,
        row=term("row", a["row"]),
        slot=a["slot"] + 1,
    )


def _tracker(a, who):
    if a.get("vp"):
        return msg(
            "{who} moves {tracker} to space {slot} and scores {vp}.",
            who=who,
            tracker=term("tracker", a["tracker"]),
            slot=a["slot"],
            vp=_goods({"VP": a["vp"]}),
        )
    return msg(
        "{who} moves {tracker} to space {slot}.",
        who=who,
        tracker=term("tracker", a["tracker"]),
        slot=a["slot"],
    )


def _trajectory(a, who):
    dice = listing(a["dice"])
    if a["moved"] > 0:
        return msg(
            "The trajectory dice: {dice}, {total} in all: the Impact comes one era later (after era {era}).",
            dice=dice,
            total=a["total"],
            era=a["impact_after"],
        )
    if a["moved"] < 0:
        return msg(
            "The trajectory dice: {dice}, {total} in all: the Impact comes one era sooner (after era {era}).",
            dice=dice,
            total=a["total"],
            era=a["impact_after"],
        )
    return msg(
        "The trajectory dice: {dice}, {total} in all: the Impact stays after era {era}.",
        dice=dice,
        total=a["total"],
        era=a["impact_after"],
    )


def _final_scores(a, who):
    scores = listing(
        {"message": msg("{who}: {vp}", who=seat(s), vp=_goods({"VP": v}) if v else 0)}
        for s, v in enumerate(a["scores"])
    )
    if a.get("chronobot") is not None:
        return msg(
            "Final scores: {scores}; the Chronobot: {bot}.",
            scores=scores,
            bot=_goods({"VP": a["chronobot"]}) if a["chronobot"] else 0,
        )
    return msg("Final scores: {scores}.", scores=scores)


REASONS = {
    "era_7": N_("the seventh era is over"),
    "capital_collapsed": N_("the Capital has collapsed"),
    "earth_saved": N_("the Earth is saved"),
}


def _game_over(a, who):
    reason = a.get("reason")
    why = {"message": msg(REASONS[reason])} if reason in REASONS else None
    winners = a.get("winners") or []
    measure = a.get("measure") or {}
    if len(a.get("scores") or []) == 1:
        if winners:
            return _ended(why, msg("{who} beats the Chronobot.", who=seat(0)))
        if measure.get("kind") == "opponent":
            return _ended(why, msg("The Chronobot wins with {vp} VP.", vp=measure["value"]))
        return _ended(why, msg("The Chronobot wins."))
    return _ended(
        why,
        nmsg(
            "The winner: {winners}.", "The winners: {winners}.", "n", n=len(winners), winners=_seats(winners)
        ),
    )


def _seats(items: list[int]) -> dict:
    return listing(seat(s) for s in items)


def _ended(why: Any, who_won: Message) -> Message:
    if why is None:
        return msg("Game over. {result}", result=who_won)
    return msg("Game over ({why}). {result}", why=why, result=who_won)


def _assets_chosen(a, who):
    kept = listing(
        {"message": msg("{who}: {cards}", who=seat(s), cards=listing(term("asset", str(c)) for c in cards))}
        for s, cards in enumerate(a["kept"])
    )
    return msg("The starting asset cards kept: {kept}.", kept=kept)


def _warp(a, who):
    if not a["tiles"]:
        return msg("{who} warps nothing.", who=who)
    return msg("{who} warps {tiles}.", who=who, tiles=listing(term("warp", str(t)) for t in a["tiles"]))


BOT_FAILURES = {
    "no space": N_("no space is free"),
    "construct": N_("nothing to construct"),
    "superproject": N_("no superproject to construct"),
    "time travel": N_("no time travel"),
    "anomaly": N_("no anomaly to remove"),
    "supply": N_("its morale is at the top"),  # (old logs only: at the top it pays and stays now)
    "recruit": N_("no worker to recruit"),
    "mine": N_("no resource to mine"),
    "research": N_("no breakthrough left"),
}


def _bot_failed(a, who):
    why = a.get("why")
    if why in BOT_FAILURES:
        return msg(
            "The Chronobot's action fails ({why}): it takes its compensation.",
            why={"message": msg(BOT_FAILURES[why])},
        )
    return msg("The Chronobot's action fails: it takes its compensation.")


def _bot_supply(a, who):
    if a.get("at_top"):  # (it paid; its marker could not move)
        return msg(
            "The Chronobot pays {goods} for Supply; its morale stays at the top.",
            goods=_goods({"W": a["water"]}),
        )
    return msg("The Chronobot's morale rises to {morale}.", morale=a["morale"])


def _bot_anomaly_removed(a, who):
    paid = a["paid"]
    return msg(
        "The Chronobot removes an anomaly, paying {goods}.",
        goods=_goods({"W": 2, paid: 1 if paid == "N" else 2}),
    )


EVENTS: dict[str, Make] = {
    "setup": _setup,
    "position": _position,
    "path": _path,
    "leader": lambda a, who: msg(
        "{who} takes the leader {leader}.", who=who, leader=term("leader", a["leader"])
    ),
    "warp_chosen": lambda a, who: msg("{who} has chosen what to warp.", who=who),
    "asset_kept": lambda a, who: msg("{who} has kept a starting asset card.", who=who),
    "endgame_kept": lambda a, who: msg("{who} has kept an endgame condition card.", who=who),
    "assets_chosen": _assets_chosen,
    "endgame_chosen": lambda a, who: msg(
        "The endgame conditions in play: {endgame}.",
        endgame=listing(term("endgame", k) for k in a["endgame"]),
    ),
    "era": lambda a, who: msg("— Era {era} —", era=a["era"]),
    "preparation": _preparation,
    "power": lambda a, who: msg("{who} powers up an exosuit on slot {slot}.", who=who, slot=a["slot"]),
    "power_done": _power_done,
    "warp": _warp,
    "timeline_effect": lambda a, who: msg(
        "{who} meets {effect} on the timeline.", who=who, effect=term("timeline_effect", a["effect"])
    ),
    "place": _place,
    "pass": lambda a, who: msg("{who} passes.", who=who),
    "free_action": lambda a, who: msg(
        "{who} takes the free action {action}.", who=who, action=_action_words(a["action"])
    ),
    "focus": lambda a, who: msg("{who} sets their Focus on era {era}.", who=who, era=a["era"]),
    "time_travel": _time_travel,
    "superproject_ability": lambda a, who: msg(
        "{who} uses {superproject}.", who=who, superproject=term("superproject", a["superproject"])
    ),
    "morale": lambda a, who: msg("{who}'s morale rises to {morale}.", who=who, morale=a["morale"]),
    "standard_action": lambda a, who: msg(
        "{who} takes the standard {action} action.", who=who, action=term("action", a["action"])
    ),
    "chameleon": _chameleon,
    "cloned": lambda a, who: msg(
        "{who} gains a tired worker: {worker}.", who=who, worker=term("worker", a["worker"])
    ),
    "trade": lambda a, who: msg(
        "{who} gives {give} and gets {get}.", who=who, give=_goods(a["give"]), get=_goods(a["get"])
    ),
    "worker_lost": lambda a, who: msg(
        "{who} loses a worker: {worker}.", who=who, worker=term("worker", a["worker"])
    ),
    "collapse_tile": lambda a, who: msg(
        "{who} takes the bonus of Collapsing Capital tile {tile}.", who=who, tile=a["tile"]
    ),
    "collapse_action": lambda a, who: msg(
        "{who} takes another {action} action.", who=who, action=term("action", a["action"])
    ),
    "paradox_back": lambda a, who: nmsg(
        "{who} returns {n} paradox.", "{who} returns {n} paradoxes.", "n", who=who, n=a["count"]
    ),
    "build": lambda a, who: msg(
        "{who} builds {building} (slot {slot}).",
        who=who,
        building=term("building", a["building"]),
        slot=a["slot"] + 1,
    ),
    "build_superproject": lambda a, who: msg(
        "{who} builds the superproject {superproject} from era {era}.",
        who=who,
        superproject=term("superproject", a["superproject"]),
        era=a["era"],
    ),
    "recruit": lambda a, who: msg(
        "{who} recruits a worker: {worker}.", who=who, worker=term("worker", a["worker"])
    ),
    "breakthrough": lambda a, who: msg(
        "{who} gains a breakthrough (shape {shape}, icon {icon}).", who=who, shape=a["shape"], icon=a["icon"]
    ),
    "research_roll": lambda a, who: msg(
        "{who} rolls the research dice: shape {shape}, {icon}.",
        who=who,
        shape=a["shape"],
        icon=term("icon", str(a["icon"])),
    ),
    "first_player": lambda a, who: msg("{who} becomes the first player.", who=who),
    "council_copy": lambda a, who: msg(
        "{who} copies {action} at the World Council.", who=who, action=term("action", a["action"])
    ),
    "mine": lambda a, who: msg("{who} mines {goods}.", who=who, goods=_goods({a["resource"]: 1})),
    "drill": lambda a, who: msg(
        "{who} takes {goods} with {superproject}.",
        who=who,
        goods=_goods({a["resource"]: 1}),
        superproject=term("superproject", TECTONIC_DRILL),
    ),
    "purify": lambda a, who: msg("{who} purifies {water}.", who=who, water=_goods({"W": a["water"]})),
    "supply": _supply,
    "force": _force,
    "anomaly_removed": lambda a, who: msg(
        "{who} removes the anomaly from the {row} row.", who=who, row=term("row", a["row"])
    ),
    "evacuate": _evacuate,
    "ability": lambda a, who: msg(
        "{who} uses {building}.", who=who, building=term("building", a["building"])
    ),
    "leader_ability": _leader_ability,
    "paradox": _paradox,
    "anomaly_strikes": lambda a, who: msg("{who} is struck by an anomaly.", who=who),
    "paradox_roll": _paradox_roll,
    "warp_back": lambda a, who: msg(
        "{who} takes back {tile} from era {era}.", who=who, tile=term("warp", str(a["tile"])), era=a["era"]
    ),
    "building_lost": lambda a, who: msg(
        "{who} loses {building}.", who=who, building=term("building", a["building"])
    ),
    "anomaly": _anomaly,
    "experiment": lambda a, who: msg(
        "{who} completes the experiment {experiment} and scores {vp}.",
        who=who,
        experiment=term("experiment", a["experiment"]),
        vp=_goods({"VP": a["vp"]}) if a["vp"] else 0,
    ),
    "tracker": _tracker,
    "fate_sealed": lambda a, who: msg(
        "Fate is sealed: the Impact comes at the end of era {era}.", era=a["era"]
    ),
    "earth_saved": lambda a, who: msg(
        "The Earth is saved in era {era}: the Impact never comes.", era=a["era"]
    ),
    "trajectory": _trajectory,
    "impact": lambda a, who: msg(
        "The asteroid strikes in era {era}: the Capital begins to collapse.", era=a["era"]
    ),
    "final_scores": _final_scores,
    "game_over": _game_over,
    # the Chronobot
    "bot_failed": _bot_failed,
    "bot_power": lambda a, who: nmsg(
        "The Chronobot powers up {n} exosuit.", "The Chronobot powers up {n} exosuits.", "n", n=a["exosuits"]
    ),
    "bot_warp": lambda a, who: nmsg(
        "The Chronobot warps {n} tile.", "The Chronobot warps {n} tiles.", "n", n=len(a["tiles"])
    ),
    "bot_anomaly": lambda a, who: msg(
        "The Chronobot is struck by an anomaly ({n} in all).", n=a["anomalies"]
    ),
    "bot_pass": lambda a, who: msg("The Chronobot passes."),
    "bot_roll": lambda a, who: msg(
        "The Chronobot rolls token {token}: {action}.",
        token=a["token"],
        action=term("bot_action", a["action"]),
    ),
    "bot_place": lambda a, who: msg(
        "The Chronobot places an exosuit on {space}.", space=term("space", a["space"])
    ),
    "bot_build": lambda a, who: msg(
        "The Chronobot builds {building}.", building=term("building", a["building"])
    ),
    "bot_superproject_vp": lambda a, who: msg(
        "The Chronobot scores 1 VP (no superproject before the Impact)."
    ),
    "bot_superproject": lambda a, who: msg(
        "The Chronobot builds the superproject {superproject} from era {era}.",
        superproject=term("superproject", a["superproject"]),
        era=a["era"],
    ),
    "bot_time_travel": lambda a, who: msg(
        "The Chronobot travels back to era {era} (time travel track: {steps}).",
        era=a["era"],
        steps=a["steps"],
    ),
    "bot_anomaly_removed": _bot_anomaly_removed,
    "bot_supply": _bot_supply,
    "bot_set": lambda a, who: (
        msg("The Chronobot trades in a set of workers for 5 VP.")
        if a.get("what") == "workers"
        else msg("The Chronobot trades in a set of resources for 5 VP.")
    ),
    "bot_recruit": lambda a, who: msg(
        "The Chronobot recruits a worker: {worker}.", worker=term("worker", a["worker"])
    ),
    "bot_mine": lambda a, who: msg("The Chronobot mines {goods}.", goods=_goods({a["resource"]: 1})),
    "bot_research": lambda a, who: msg(
        "The Chronobot gains a breakthrough (shape {shape}, icon {icon}).", shape=a["shape"], icon=a["icon"]
    ),
    "bot_water": lambda a, who: msg("The Chronobot gains {water}.", water=_goods({"W": 2})),
}


# the rules section of an event whose kind always says why it happened
RULES = {
    "setup": "setup",
    "position": "setup",
    "path": "setup",
    "leader": "setup",
    "asset_kept": "variants.starting-assets",
    "assets_chosen": "variants.starting-assets",
    "endgame_kept": "variants.endgame-conditions",
    "endgame_chosen": "variants.endgame-conditions",
    "era": "era",
    "preparation": "era.preparation",
    "power": "era.power-up",
    "power_done": "era.power-up",
    "warp_chosen": "era.warp",
    "warp": "era.warp",
    "timeline_effect": "variants.alternative-timeline",
    "pass": "era.actions",
    "supply": "workers.supply",
    "force": "workers.force",
    "first_player": "board.council",
    "council_copy": "board.council",
    "evacuate": "board.evacuate",
    "paradox_roll": "paradox",
    "anomaly_strikes": "paradox",
    "anomaly_removed": "paradox",
    "anomaly": "paradox",
    "building_lost": "paradox",
    "tracker": "doomsday",
    "fate_sealed": "doomsday",
    "earth_saved": "doomsday",
    "trajectory": "doomsday",
    "impact": "impact",
    "final_scores": "end",
    "game_over": "end",
    **{name: "chronobot" for name in EVENTS if name.startswith("bot_")},
}

# a worker's space on the main board -> the section of its action
SPACES = {
    "construct": "board.construct",
    "recruit": "board.recruit",
    "research": "board.research",
    "council": "board.council",
    "mine": "board.mine",
    "purify": "board.purify",
    "trade": "board.trade",
    "evacuate": "board.evacuate",
    "experiment": "doomsday",
}


def _component(key: str) -> bool:
    return _key(key, "b") or _key(key, "s")


def _space_cause(space: str) -> dict:
    """Why a worker placed on `space` does what follows: the building's or superproject's
    effect, Supply, removing an anomaly, or the main-board action."""
    if _component(space):
        return card_cause(space)
    if space == "supply":
        return rule_cause("workers.supply")
    if space.startswith("anomaly:"):
        return rule_cause("paradox")
    return rule_cause(SPACES.get(space.split(":")[0], "board"))


def _free_action_cause(name: str) -> dict:
    """A free action: a building's or superproject's, a leader's, or one of the board's."""
    if _component(name):
        return card_cause(name)
    if name == "force":
        return rule_cause("workers.force")
    if name == "supply":
        return rule_cause("workers.supply")
    return card_cause(name)  # (a leader's: Haulani, Valerian, Caratacus)


def _tile_cause(a: dict) -> dict:
    """A Collapsing Capital tile's bonus (an event of an older log may not name the tile)."""
    tile = a.get("tile")
    return card_cause(str(tile)) if tile is not None else rule_cause("impact")


def _cause(name: str, a: dict) -> dict | None:
    """What the event's own args say made it happen: a building, a superproject, a leader,
    an experiment, a Collapsing Capital tile, or the rule of its kind (None: it depends on
    what it was part of, `log_cause`)."""
    section = RULES.get(name)
    if section is not None:
        return rule_cause(section)
    if name in ("ability", "superproject_ability", "leader_ability", "experiment"):
        key = a.get("building") or a.get("superproject") or a.get("leader") or a.get("experiment")
        return card_cause(key) if isinstance(key, str) else None
    if name == "place":
        return _space_cause(a["space"])
    if name == "free_action":
        return _free_action_cause(a["action"])
    if name == "chameleon":
        return card_cause(a["uses"])
    if name == "drill":
        return card_cause(TECTONIC_DRILL)
    if name == "cloned":
        return card_cause(CLONING_VAT)
    if name in ("collapse_tile", "collapse_action", "paradox_back"):
        return _tile_cause(a)
    return None


def _context(name: str, a: dict) -> dict | None:
    """Why the events after this one happened, up to the next event that says (None: this
    one does not say; look further back)."""
    if name in ("council_copy", "collapse_action", "standard_action"):
        # the action taken: its own rules (the copy, the tile, the superproject said why)
        return rule_cause(SPACES[a["action"]])
    if name == "build":  # what follows is its one-time effect
        return card_cause(a["building"])
    if name == "build_superproject":
        return card_cause(a["superproject"])
    if name == "leader_ability" and a.get("leader") == "cornella":
        return rule_cause("board.research")  # (the Research action she pays for)
    if name == "collapse_tile":
        return None  # (announced as its action begins: the action's events are the action's)
    if name == "timeline_effect" and a.get("effect") != "unstable_rift":
        return None  # (the one effect with events of its own: the paradox it brings)
    return _cause(name, a)


# an action's events follow the event that began it closely; farther back is another turn
_LOOK_BACK = 60


def log_cause(log: Sequence[dict], i: int) -> dict | None:
    """The cause of an event whose args cannot say (a gain, a payment, a paradox): the
    nearest event before it that says what was going on — a worker placed, a free action, a
    building's ability, the Paradox phase. Reads only the events' public args."""
    for j in range(i - 1, max(-1, i - 1 - _LOOK_BACK), -1):
        event = log[j]
        why = _context(event["event"], event.get("args") or {})
        if why is not None:
            return why
    return None


def log_message(event: dict) -> Message | None:
    return worded_event(event, EVENTS, _who, _cause)
