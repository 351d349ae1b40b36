"""The set-up and the era's phases, in the order of digest §5 and §16: Preparation, Paradox
(from era 2), Power Up, Warp, Action Rounds, Clean Up (with the Impact and the end).

`s.phase` says which phase waits on players: "path" and "leader" (set-up, one player at a time
in player order), "powerup" (one player at a time), "warp" (everyone at once, in secret),
"actions" (one player at a time). Between them the game runs by itself.
"""

from __future__ import annotations

from epocha.engine import GameOver, chance

from . import board, goods, leaders
from .catalog import (
    BOARD,
    BUILDING_TYPES,
    BUILDINGS,
    COLLAPSING_TILES,
    ENDGAME_CARDS,
    ERAS,
    ICONS,
    MINE_CARDS,
    PATH_FACTS,
    RECRUIT_CARDS,
    SHAPES,
    SUPERPROJECTS,
    WARP_TILES,
    board_side,
    markers_at_hand,
)
from .paradox import paradox_phase
from .scoring import final_result
from .state import BOT, AnachronyState, Player, workers
from .steps import Action, ActionContext, act_frame
from .steps import action as register_action
from .workers import retrieve

ENDGAME_IN_PLAY = 5
START_WATER = BOARD["start_water_by_order"]


def setup(s: AnachronyState) -> None:
    s.first = chance.draw(s, list(range(s.n))) if s.n > 1 else 0
    for kind in BUILDING_TYPES:
        stack = [f"b{b.id}" for b in BUILDINGS.values() if b.type == kind]
        chance.shuffle(s, stack)
        s.primary[kind] = stack
    s.recruit_deck = list(range(len(RECRUIT_CARDS)))
    chance.shuffle(s, s.recruit_deck)
    s.mine_deck = list(range(len(MINE_CARDS)))
    chance.shuffle(s, s.mine_deck)
    projects = [f"s{k}" for k in SUPERPROJECTS]
    chance.shuffle(s, projects)
    for era in range(1, ERAS + 1):
        s.tile(era)["superproject"] = projects[era - 1]
    s.tile(1)["face_up"] = True
    doomsday = bool(s.options.get("doomsday"))
    if doomsday:
        from .doomsday import setup as doomsday_setup

        doomsday_setup(s)
    if not s.options.get("choose_endgame_conditions"):  # (else drafted once Paths are chosen)
        cards = [k for k, c in ENDGAME_CARDS.items() if doomsday or not c["doomsday"]]
        chance.shuffle(s, cards)
        s.endgame = sorted(cards[:ENDGAME_IN_PLAY], key=lambda k: ENDGAME_CARDS[k]["id"])
    s.breakthroughs = {f"{sh}-{ic}": BOARD["breakthrough_copies"] for sh in SHAPES for ic in ICONS}
    for p in s.players:
        p.side = s.options["side"]
    if s.n == 1:
        from .chronobot import setup as bot_setup

        bot_setup(s)
    s.emit("setup", {"players": s.n, "first": s.first, "endgame": list(s.endgame)})
    s.phase = "path"
    s.turn = _humans(s)[0]


def _humans(s: AnachronyState) -> list[int]:
    """The players in player order (without the Chronobot)."""
    return [q for q in s.order() if q != BOT]


def choose_path(s: AnachronyState, p: Player, path: str) -> None:
    facts = PATH_FACTS[path]
    p.path = path
    p.evacuation = chance.draw(s, [0, 1])  # the Path board's side: a random one up
    p.morale = board_side(path, p.side).morale_start
    s.emit("path", {"player": p.seat, "path": path, "evacuation": p.evacuation})
    if s.options.get("choose_starting_assets"):  # a base kit and drafted cards instead
        _next_in_setup(s, "leader")
        return
    goods.gain(p, facts.resources)
    p.active = workers()
    p.tired = workers()
    for kind in facts.active:
        p.active[kind] += 1
    for kind in facts.tired:
        p.tired[kind] += 1
    if path == "progress":  # its Path board gives a random breakthrough
        from .mainboard import take_breakthrough

        shape, icon = map(
            int, chance.draw(s, sorted(k for k, n in s.breakthroughs.items() if n > 0)).split("-")
        )
        take_breakthrough(s, p, shape, icon)
    _next_in_setup(s, "leader")


def choose_leader(s: AnachronyState, p: Player, leader: str) -> None:
    p.leader = leader
    s.emit("leader", {"player": p.seat, "leader": leader})
    _next_in_setup(s, None)


def _next_in_setup(s: AnachronyState, then: str | None) -> None:
    humans = _humans(s)
    i = humans.index(s.turn)
    if i + 1 < len(humans):
        s.turn = humans[i + 1]
        return
    s.turn = humans[0]
    if then is not None:
        s.phase = then
        return
    after_choices(s)


def after_choices(s: AnachronyState, done: str | None = None) -> None:
    """Paths and leaders chosen: the variants' drafts (starting assets, then endgame cards;
    `done` names the draft just over), then the water by player order and the first era."""
    from . import variants

    if variants.on(s, "choose_starting_assets") and done is None:
        for p in s.players:
            variants.base_kit(p)
        return variants.deal_assets(s)
    if variants.on(s, "choose_endgame_conditions") and done in (None, "assets"):
        return variants.deal_endgame(s)
    for k, seat in enumerate(s.order()):
        if seat != BOT:
            goods.gain(s.players[seat], {"W": START_WATER[k]})
    start_era(s)


# -- the era ----------------------------------------------------------------------------------


def start_era(s: AnachronyState) -> None:
    s.emit("era", {"era": s.era})
    preparation(s)
    s.phase = "paradox"
    if s.era >= 2:
        paradox_phase(s)  # (anomalies wait on their players: frames)


def preparation(s: AnachronyState) -> None:
    nxt = s.era + 1
    if nxt <= ERAS:
        s.tile(nxt)["face_up"] = True
    for kind in BUILDING_TYPES:
        if s.primary[kind]:
            s.secondary[kind].append(s.primary[kind].pop())
    s.recruit_pool = dict(RECRUIT_CARDS[s.recruit_deck.pop()]) if s.recruit_deck else {}
    s.recruit_pool = {**workers(), **s.recruit_pool}
    s.recruit_card = dict(s.recruit_pool)
    card = list(MINE_CARDS[s.mine_deck.pop()]) if s.mine_deck else []
    if s.impacted and card:
        # the card's topmost resource becomes a neutronium; the printed order is not public:
        # the first that is not already one (docs.md)
        others = [i for i, r in enumerate(card) if r != "N"]
        if others:
            card[others[0]] = "N"
    s.mine_pool = card
    if s.options.get("doomsday"):
        from .doomsday import preparation as doomsday_preparation

        doomsday_preparation(s)
    s.emit("preparation", {"era": s.era, "recruit": dict(s.recruit_pool), "mine": list(s.mine_pool)})


def begin_power_up(s: AnachronyState) -> None:
    s.phase = "powerup"
    s.turn = s.first
    if s.options.get("simultaneous_power_up"):
        s.powering = _humans(s)  # all at once; the Chronobot once they are done


def power_slot(s: AnachronyState, p: Player, slot: int, payment: tuple) -> None:
    """Power an exosuit on `slot` (1-6), paying that slot's cost."""
    goods.pay(p, payment)
    p.exosuits -= 1
    p.powered[slot - 1] = True
    s.emit("power", {"player": p.seat, "slot": slot})


def power_options(p: Player) -> list[tuple[int, tuple]]:
    """(slot, payment) for every slot the player could power now."""
    if p.exosuits <= 0:
        return []
    side = p.board()
    out = []
    for slot in range(1, 7):
        if p.powered[slot - 1] or slot in p.covered:
            continue
        for way in goods.payments(p, side.exosuit_costs[slot - 1]):
            out.append((slot, way))
    return out


def end_power_up(s: AnachronyState, p: Player) -> None:
    """The player is done: water for each empty slot (covered ones give none)."""
    side = p.board()
    empty = sum(1 for slot in range(1, 7) if not p.powered[slot - 1] and slot not in p.covered)
    goods.gain(p, {"W": empty * side.water_per_empty_slot})
    s.emit("power_done", {"player": p.seat, "water": empty * side.water_per_empty_slot})
    if s.powering is not None:
        s.powering.remove(p.seat)
        if not s.powering:
            s.powering = None
            if s.bot is not None:
                from .chronobot import power_up

                power_up(s)
            s.phase = "warp"
        return
    next_to_power(s, p.seat)


def next_to_power(s: AnachronyState, seat: int) -> None:
    """The next seat in player order powers up; after the last, the Warp phase (the Chronobot
    powers up by itself when its turn comes: `rules`)."""
    order = s.order()
    i = order.index(seat)
    if i + 1 < len(order):
        s.turn = order[i + 1]
    else:
        s.phase = "warp"


def warp_choices(p: Player) -> list[tuple[int, ...]]:
    """The sets of 0-2 warp tiles the player may borrow: a worker costs 1 water on arrival
    (water borrowed with it may pay), an exosuit needs a free one to arrive as."""
    out: list[tuple[int, ...]] = [()]
    tiles = sorted(p.warps)
    for i, a in enumerate(tiles):
        out.append((a,))
        out += [(a, b) for b in tiles[i + 1 :]]
    return [c for c in out if _warp_ok(p, c)]


def _warp_ok(p: Player, tiles: tuple[int, ...]) -> bool:
    water = p.goods["W"] + sum(WARP_TILES[t].get("W", 0) for t in tiles)
    arriving = sum(1 for t in tiles if _is_worker(t))
    suits = sum(WARP_TILES[t].get("powered_exosuit", 0) for t in tiles)
    return water >= arriving and suits <= p.exosuits


def _is_worker(tile: int) -> bool:
    return any(k in ("scientist", "engineer", "administrator", "genius") for k in WARP_TILES[tile])


def resolve_warps(s: AnachronyState, picks: list) -> None:
    """Everyone revealed: the tiles go on the present era's tile and bring what they show, in
    player order (`variants.arrivals`: frames, as the Alternative Timeline asks players)."""
    from .variants import arrivals

    arrivals(s, picks)


def begin_actions(s: AnachronyState) -> None:
    s.phase = "actions"
    s.turn = s.first
    for p in s.players:
        p.passed = False


# -- the action rounds ----------------------------------------------------------------------


def next_turn(s: AnachronyState) -> None:
    """The next player clockwise who has not passed; everyone passed: Clean Up."""
    seats = s.seats()
    i = seats.index(s.turn)
    bot = s.bot
    if bot is not None and s.players[0].passed and (bot["actions"] >= 3 or bot["passed"]):
        # the player passed: the phase ends, once the Chronobot had its 3 actions
        return clean_up(s)
    for k in range(1, len(seats) + 1):
        seat = seats[(i + k) % len(seats)]
        done = bot["passed"] if seat == BOT else s.players[seat].passed  # type: ignore[index]
        if not done:
            s.turn = seat
            return
    clean_up(s)


def clean_up(s: AnachronyState) -> None:
    """Clean Up runs as a frame (`CleanUp`): leaders may decide between its steps."""
    s.phase = "cleanup"
    s.stack.append(act_frame(s.first, "clean_up", None))


@register_action
class CleanUp(Action):
    """A, then the leaders' Clean Up decisions (Zaida, Samira, revised Cornella: each player in
    player order), then B-D."""

    name = "clean_up"
    section = "era.clean-up"

    def start(self, ctx: ActionContext) -> None:
        retrieve_all(ctx.s)
        ctx.s.stack.extend(reversed(leaders.clean_up_frames(ctx.s)))
        ctx.then(self.rest)

    def rest(self, ctx: ActionContext, _: object) -> None:
        clean_up_rest(ctx.s)


def retrieve_all(s: AnachronyState) -> None:
    # A: retrieve workers and exosuits; Collapsing Capital tiles left flip; markers back
    for p in s.players:
        retrieve(s, p)
        p.used = []
        p.markers = markers_at_hand(p.evacuated)
    for space, seat in s.spaces.items():
        if seat == BOT:
            s.bot["exosuits"] += 1  # type: ignore[index]
        else:
            s.players[seat].exosuits += 1
        action = board.action_of(space)
        if s.impacted and action in board.CAPITAL:
            s.collapse[action][board.index_of(space)][1] = False
    for seat, _action in s.pool_users:
        s.players[seat].exosuits += 1
    s.spaces = {}
    s.pool_users = []


def clean_up_rest(s: AnachronyState) -> None:
    # B: the Impact
    if s.options.get("doomsday"):
        from .doomsday import trajectory

        trajectory(s)
    if s.era == s.impact_after and not s.impacted and not s.earth_saved:
        impact(s)
    # C: the end
    collapsed = s.impacted and all(not t[1] for tiles in s.collapse.values() for t in tiles)
    if s.earth_saved:
        raise GameOver(final_result(s, "earth_saved"))
    if s.era >= ERAS or collapsed:
        raise GameOver(final_result(s, "capital_collapsed" if collapsed and s.era < ERAS else "era_7"))
    # D: the next era
    if s.bot is not None:
        from .chronobot import clean_up as bot_clean_up

        bot_clean_up(s)
    for p in s.players:
        p.exosuits += sum(p.powered)
        p.powered = [False] * 6
        p.focus = s.era + 1
    s.era += 1
    start_era(s)


def impact(s: AnachronyState) -> None:
    """The asteroid strikes (digest §10): the evacuation opens, Collapsing Capital tiles cover
    the Capital's spaces, every player's city loses exosuit slots."""
    s.impacted = True
    count = BOARD["collapsing_per_action"][str(s.table)]
    for action in board.CAPITAL:
        tiles = list(COLLAPSING_TILES[action])
        chance.shuffle(s, tiles)
        s.collapse[action] = [[t, True] for t in tiles[:count]]
    for p in s.players:
        assert p.path is not None
        p.covered = leaders.covered_at_impact(s, p)
    s.emit("impact", {"era": s.era, "collapse": {a: [t[0] for t in ts] for a, ts in s.collapse.items()}})
