"""Busy Through the Ages positions for the encoding tests: every civilization has workers on
every kind of building and unit, a wonder, a colony, a tactic and cards in hand, and seat 0
is about to use one chosen card (an event, a territory, an action card, a leader's or a
wonder's ability, an aggression of the full game), so that random play from there meets the
choices that card offers."""

from __future__ import annotations

from collections import Counter

import epocha
from epocha.engine import Game, Rng
from epocha.games.tta.catalog import CARDS, WORKED
from epocha.games.tta.encoding import ABILITY_CARDS
from epocha.games.tta.rules_base import REGISTRY

# Age A events: preparing one (no culture) reveals the current event, the card under test
PREPARE = ("A:Development of Science", "A:Development of Politics")
WONDERS = ("A:Colossus", "A:Hanging Gardens", "A:Library of Alexandria", "A:Pyramids", "I:Great Wall")
LEADERS = ("II:James Cook", "I:Genghis Khan", "A:Moses", "III:Sid Meier")  # Cook: discards to colonize
TACTICS = ("I:Legion", "I:Heavy Cavalry", "I:Phalanx", "I:Medieval Army")
HANDS = ("III:Democracy", "II:Navigation", "II:Republic", "III:Engineering")
POLITICAL = ("aggression", "war", "pact")  # the full game's political cards
TRADE_ROUTES = "I:Trade Routes Agreement"  # a pact with an ability (side A of the layer: B's is food)
ROW = ("III:Computers", "II:Coal", "III:Movies", "I:Frugality", "II:Strategy", "III:Hollywood", "II:Riflemen")


def targets() -> list[str]:
    """The cards a position is built around: every event and territory of the peaceful
    game, every action card, every card with abilities, every aggression."""
    events = [k for k, f in sorted(CARDS.items()) if f.type in ("event", "territory")]
    actions = [k for k, f in sorted(CARDS.items()) if f.type == "action"]
    political = [k for k, f in sorted(CARDS.items()) if f.type in POLITICAL and k in REGISTRY]
    return [*events, *actions, *(card for card, _ in ABILITY_CARDS), *political]


class _Copies:
    """Hands out card keys without using more copies than the player count has."""

    def __init__(self, players: int, reserved: set[str]) -> None:
        self.players = players
        self.used: Counter = Counter({k: CARDS[k].copies[players] for k in reserved})

    def take(self, *keys: str) -> str | None:
        for key in keys:
            if self.used[key] < CARDS[key].copies[self.players]:
                self.used[key] += 1
                return key
        return None


def position(target: str, players: int) -> dict:
    f = CARDS[target]
    prepare = PREPARE[0] if target != PREPARE[0] else PREPARE[1]
    copies = _Copies(players, {target, prepare})
    by_type: dict[str, list[str]] = {}
    for key, c in sorted(CARDS.items(), key=lambda kc: -kc[1].level):
        if c.type in WORKED and not c.starting:
            by_type.setdefault(c.type, []).append(key)
    territories = [k for k, c in sorted(CARDS.items()) if c.type == "territory"]
    specs = []
    for seat in range(players):
        techs = {
            "A:Agriculture": {"workers": 2, "stored": 5},
            "A:Bronze": {"workers": 2, "stored": 5},
            "A:Philosophy": {"workers": 1},
            "A:Religion": {"workers": 1},
            "A:Warriors": {"workers": 2},
        }
        for kind, keys in by_type.items():
            rotated = keys[seat % len(keys) :] + keys[: seat % len(keys)]
            if key := copies.take(*rotated):
                techs[key] = {"workers": 2 if kind in ("infantry", "cavalry", "farm") else 1}
        spec: dict = {
            "technologies": techs,
            "science": 12 + 4 * seat,
            "culture": 40 + 7 * seat,
            "wonders": [w for w in [copies.take(WONDERS[seat])] if w],
            "colonies": [c for c in [copies.take(*territories[seat:])] if c],
            "tactic": copies.take(TACTICS[seat]),
            "civil_hand": [h for h in [copies.take(HANDS[seat])] if h],
            "military_hand": [
                k
                for k in [copies.take("II:Defense / Colonization"), copies.take(*territories[-seat - 1 :])]
                if k
            ],
        }
        if f.type != "leader" or seat:
            spec["leader"] = copies.take(LEADERS[seat])
        specs.append(spec)
    me = specs[0]
    me["military_hand"].append(prepare)
    me["building"] = {"card": "III:Internet", "stages_built": 1}
    first_events = [prepare]
    if f.type in POLITICAL:  # seat 0, the strongest, attacks (Monarchy: 3 military actions)
        me["military_hand"].append(target)
        me["government"] = copies.take("I:Monarchy")
    pacts = []
    if f.type == "pact" and target != TRADE_ROUTES:  # and has a pact with an ability in play
        pacts.append({"card": copies.take(TRADE_ROUTES), "by": 1, "with": 0, "side": "B"})
    if f.type in ("event", "territory"):
        current = [target, *(e for e in ("I:Good Harvest", "II:Prosperity") if e != target)]
    else:
        current = ["I:Good Harvest", "II:Prosperity"]
        first_events = []
        if f.type in POLITICAL:
            pass
        elif f.type == "action":
            me["civil_hand"].append(target)
        elif f.type == "leader":
            me["leader"] = target
        else:
            me["wonders"].append(target)
    row = [k for k in ROW if copies.take(k)]
    return {
        "age": "III",
        "round": 9,
        "row": row,
        "current_events": current,
        "pacts": pacts,
        "players": specs,
        "_first": first_events,  # not a position key: what seat 0 does first
    }


def game(target: str, players: int, seed: int) -> tuple[Game, dict | None]:
    """A game at `position(target)` and seat 0's first action (None: any)."""
    pos = position(target, players)
    first = pos.pop("_first")
    full = CARDS[target].type in POLITICAL
    g = epocha.from_position("tta", pos, seed=seed, options={"peaceful": False} if full else None)
    want = {"type": "event", "card": first[0]} if first else None
    for a in g.legal_actions(0):
        if want and a["type"] == "event" and a["card"].startswith(first[0] + "#"):
            return g, a
        if not want and a["type"] in ("play", "ability", *POLITICAL) and a["card"].split("#")[0] == target:
            return g, a
    return g, None


def random_action(g: Game, seat: int, rng: Rng) -> dict:
    """Random, but seldom ending a turn and never resigning while there is something else."""
    actions = g.legal_actions(seat)
    keep = [a for a in actions if a["type"] != "resign"] or actions
    busy = [a for a in keep if a["type"] != "end_turn"]
    if busy and rng.below(5):
        return busy[rng.below(len(busy))]
    return keep[rng.below(len(keep))]


def round_trip_random_games(
    enc, tables, options: dict, games: int, shared: set[str], observe_every: int
) -> set[str]:
    """Play `games` seeded random games of these options (2-4 players); at every decision each
    legal action has an id that names it (`enc.action(id)`, or the same table key for the blocks
    whose ids stand for several actions, `shared`), the mask and the ids agree; now and then
    (every `observe_every`th seed, every third round) every seat's observation is a vector in
    [0, 1]. Returns the blocks met."""
    import numpy as np

    from epocha.engine.decision import identity
    from epocha.interop.actions import action_mask, legal_action_for_id, legal_ids, observed_view

    seen: set[str] = set()
    for seed in range(games):
        players = 2 + seed % 3
        g = epocha.new_game("tta", players=players, seed=seed, options=options)
        rng = Rng(seed + 5)
        while not g.is_over:
            seat = g.active_players[0]
            actions = g.legal_actions(seat)
            ids = [enc.action_id(a) for a in actions]
            blocks = [tables.action_keys[i][0] for i in ids]
            distinct = {i for i, block in zip(ids, blocks, strict=True) if block not in shared}
            assert len(distinct) == sum(block not in shared for block in blocks), "two actions share an id"
            for a, i, block in zip(actions, ids, blocks, strict=True):
                if block in shared:
                    assert tables.action_key(enc.action(i)) == tables.action_key(a)
                else:
                    assert enc.action(i) == identity(a)
                    assert legal_action_for_id(enc, actions, i) is a
                assert enc.action_name(i)
            assert action_mask(enc, actions).sum() == len(set(ids))
            assert legal_ids(enc, actions) == sorted(set(ids))
            seen.update(blocks)
            if seed % observe_every == 0 and g.state.round % 3 == 0:
                for s in [*range(players), None]:
                    obs = enc.observe(observed_view(g, s))
                    assert obs.shape == (enc.observation_size,) and obs.dtype == np.float32
                    assert obs.min() >= 0.0 and obs.max() <= 1.0
            g.apply(seat, random_action(g, seat, rng))
    return seen
