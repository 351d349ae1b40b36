"""Revive's action ids and observation vector (epocha.games.revive.encoding), and the game played
through the research adapters."""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

import epocha  # noqa: E402
from epocha.engine import Game, Rng  # noqa: E402
from epocha.engine.decision import identity  # noqa: E402
from epocha.games.revive import encoding as enc  # noqa: E402
from epocha.games.revive.scenario import Scenario  # noqa: E402
from epocha.interop.actions import action_mask, encoding_for, legal_action_for_id, observed_view  # noqa: E402

ENC = enc.ENCODING
SOURCE = Path(enc.__file__).resolve().parent
# tribes and sides random deals do not give (a deal is the base tribes, sun side up)
TRIBE_SETS = [
    (("formicans", "vukunturs"), "sun"),
    (("formicans", "vukunturs"), "moon"),
    (("nadair", "hofstadterians", "kunibani", "ox49"), "moon"),
    (("vukunturs", "nadair", "formicans"), "moon"),
]


def _play(g: Game, pick: random.Random, visit: Callable[[Game], None]) -> None:
    """Random play to the end (busy actions preferred), calling `visit(game)` at every decision."""
    steps = 0
    while not g.is_over:
        visit(g)
        seat = g.active_players[0]
        actions = g.legal_actions(seat)
        busy = [a for a in actions if a["type"] not in ("pass", "end_turn", "hibernate")]
        g.apply(seat, pick.choice(busy if busy and pick.random() < 0.85 else actions))
        steps += 1
        assert steps < 4000


def _expected(action: dict) -> dict:
    """The action an id names back: a populating technology by its index within its side."""
    out = identity(action)
    if out["type"] == "populate":
        out["technology"] = enc.TECH_INDEX[out["technology"]]
    elif out["type"] == "choose" and "map_action" in out and out["map_action"][0] == "populate":
        kind, space, tech = out["map_action"]
        out["map_action"] = [kind, space, enc.TECH_INDEX[tech]]
    return out


def _check_decision(game: Game) -> None:
    for seat in game.active_players:
        legal = game.legal_actions(seat)
        ids = [ENC.action_id(a) for a in legal]
        assert len(set(ids)) == len(ids), [identity(a) for a in legal]
        for a, i in zip(legal, ids, strict=True):
            assert 0 <= i < ENC.action_count
            assert ENC.action(i) == _expected(a)
            assert ENC.action_id(ENC.action(i)) == i
            assert legal_action_for_id(ENC, legal, i) is a
        assert action_mask(ENC, legal).sum() == len(legal)
        vector = ENC.observe(observed_view(game, seat))
        assert vector.shape == (ENC.observation_size,) and vector.dtype == np.float32
        assert np.isfinite(vector).all() and vector.min() >= 0.0 and vector.max() <= 1.0


def test_ids_are_pinned():
    """Ids never move silently: the table's digest changes only together with `VERSION` (or by
    appending new blocks after the last one, with a new digest here)."""
    digest = hashlib.sha256(json.dumps(enc.ACTION_KEYS).encode()).hexdigest()
    assert (enc.VERSION, ENC.action_count, ENC.observation_size, digest) == (
        1,
        19275,
        14990,
        "690a69df251d2bf2ccadea91ca85cb2ab999dd6c9f6406c86d6ae6818fbf61e3",
    )


def test_the_table_is_fixed_and_its_blocks_add_up():
    assert ENC.game == "revive" and ENC.version == enc.VERSION
    assert ENC.action_count == len(enc.ACTION_KEYS) == sum(size for _, size in enc.BLOCKS.values())
    assert len(set(enc.ACTION_KEYS)) == ENC.action_count
    assert encoding_for("revive") is ENC  # the manifest names it
    # (every id round-trips: tests/interop/test_table_encoding.py, for every game)
    # (OpenSpiel wants the legal actions of a state named apart: every id is)
    assert len({ENC.action_name(i) for i in range(ENC.action_count)}) == ENC.action_count
    # the table is built from the content alone: built again, it is the same
    assert enc._action_keys() == list(enc.ACTION_KEYS)


def test_the_tables_cover_the_content():
    assert len(enc.CARDS) == 45 and len(enc.MODULES) == 50 and len(enc.CRATES) == 28
    assert len(enc.PLAYS) == len(enc.CARDS) * 5 * 2
    assert set(enc.TECH_INDEX.values()) == set(range(enc.TECHS_PER_SIDE))
    assert len(enc.TECH_INDEX) == len(enc.TECHNOLOGIES)  # a technology id belongs to one side
    assert set(enc.LARGE_LOCATIONS) <= set(enc.LOCATIONS) and enc.SMALL_LOCATIONS


def test_every_choice_kind_the_rules_ask_has_a_block():
    """Each `ctx.ask("kind", ...)` of the game's source has its options in the table."""
    asked = set()
    for path in SOURCE.glob("*.py"):
        asked |= set(re.findall(r'ask\(\s*"([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert asked and asked <= set(enc.CHOICE_KINDS), asked - set(enc.CHOICE_KINDS)


def test_a_populate_id_takes_the_technology_or_its_index():
    space = enc.LOCATIONS[0]
    by_id = ENC.action_id({"type": "populate", "space": space, "technology": "nadair_s_l"})
    assert by_id == ENC.action_id({"type": "populate", "space": space, "technology": 1})
    assert by_id == ENC.action_id({"type": "populate", "space": space, "technology": "kunibani_m_l"})
    assert ENC.action(by_id) == {"type": "populate", "space": space, "technology": 1}
    with pytest.raises(KeyError):
        ENC.action_id({"type": "choose", "effect": enc.EFFECT_CAP})
    with pytest.raises(KeyError):
        ENC.action_id({"type": "fly"})


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (1, {"solo_end": "actions"}),  # (clearing the offers, ending the game alone)
        (3, {"tribe_choice": True, "artifact_choice": True, "longer": True}),
        (2, {"unlocks": "switch_rule,tribe:formicans,moon:formicans,component:m49", "tribe_choice": True}),
    ],
)
def test_the_variants_solo_and_campaign_actions_have_ids(players, options):
    g = epocha.new_game("revive", players=players, seed=5, options=options)
    _play(g, random.Random(5), _check_decision)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_legal_action_has_a_distinct_id_that_round_trips(players):
    for seed in range(3):
        g = epocha.new_game("revive", players=players, seed=10 * players + seed)
        _play(g, random.Random(seed), _check_decision)
        final = ENC.observe(observed_view(g, 0))
        assert final.shape == (ENC.observation_size,) and final[enc.OFFSETS["over"]] == 1.0


@pytest.mark.parametrize("config", range(len(TRIBE_SETS)))
def test_every_tribe_and_side_has_its_ids(config):
    """The tribes and sides deals never give (moon sides, the other tribes' technologies and
    machines, the falcon), played from positions."""
    tribes, side = TRIBE_SETS[config]
    for seed in range(2):
        s = Scenario(players=[{"tribe": t, "side": side} for t in tribes], seed=seed)
        _play(s.game, random.Random(seed), _check_decision)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seat_sees_the_same_vector_whatever_it_cannot_see(players):
    """What a seat cannot see, resampled (`determinize`: the piles' order, the others' closed
    crates and artifact cards), leaves its vector as it was; what it does see changes it."""
    g = epocha.new_game("revive", players=players, seed=7 + players)
    rng = Rng(players)
    compared = []
    resampled = []

    def visit(game: Game) -> None:
        if len(game.history) % 4:
            return
        for seat in range(players):
            mine = ENC.observe(observed_view(game, seat))
            other = game.determinized(seat, rng)
            theirs = ENC.observe(observed_view(other, seat))
            assert np.array_equal(mine, theirs), _differences(mine, theirs)
            st, ot = game.state, other.state
            resampled.append(
                st.deck != ot.deck
                or any(
                    p.crates != q.crates
                    for p, q in zip(st.players, ot.players, strict=True)
                    if p.seat != seat
                )
            )
            compared.append(seat)

    _play(g, random.Random(players), visit)
    assert len(compared) > 50 and sum(resampled) > 10


def test_closed_crates_and_the_artifact_card_are_their_owners_alone():
    """Two positions that differ only in another player's closed crate and artifact card give
    the seat one vector; the owner's vectors differ."""

    def game(crate: str, card: str) -> Game:
        players = [
            {"crates": ["k01"], "artifact_card": "artifact_card_05"},
            {"crates": [crate], "artifact_card": card},
        ]
        return Scenario(players=players, seed=1).game

    a, b = game("k02", "artifact_card_01"), game("k03", "artifact_card_02")
    va0, vb0 = ENC.observe(observed_view(a, 0)), ENC.observe(observed_view(b, 0))
    assert np.array_equal(va0, vb0), _differences(va0, vb0)
    va1, vb1 = ENC.observe(observed_view(a, 1)), ENC.observe(observed_view(b, 1))
    assert set(_differences(va1, vb1)) == {f"my_crates+{enc.CRATES.index(k)}" for k in ("k02", "k03")} | {
        f"my_artifact_card+{i}" for i in (0, 1)
    }
    crates, card = enc.OFFSETS["my_crates"], enc.OFFSETS["my_artifact_card"]
    assert va0[crates + enc.CRATES.index("k01")] == 1.0 and va0[crates : crates + len(enc.CRATES)].sum() == 1
    assert va0[card + enc.ARTIFACT_CARDS.index("artifact_card_05")] == 1.0
    assert va1[crates + enc.CRATES.index("k02")] == 1.0 and vb1[crates + enc.CRATES.index("k03")] == 1.0
    # a spectator sees nobody's: one vector for both, no crate and no artifact card in it
    vas, vbs = ENC.observe(observed_view(a, None)), ENC.observe(observed_view(b, None))
    assert np.array_equal(vas, vbs)
    assert (
        vas[crates : crates + len(enc.CRATES)].sum() == 0
        and vas[card : card + len(enc.ARTIFACT_CARDS)].sum() == 0
    )


def test_an_effect_pool_shows_what_each_index_is():
    """A choice among effects by index: the observation says which effect each index stands for."""
    g = epocha.new_game("revive", players=2, seed=3)
    pick = random.Random(3)
    seen = 0
    while not g.is_over and seen < 3:
        seat = g.active_players[0]
        view = observed_view(g, seat)
        if view["waiting"][0]["kind"] == "effect":
            vector = ENC.observe(view)
            width = len(enc.EFFECT_KINDS)
            block = vector[enc.OFFSETS["decision_effects"] :][: enc.EFFECT_CAP * width].reshape(-1, width)
            offered = [a["effect"] for a in view["legal_actions"] if a["type"] == "choose"]
            assert all(block[i].sum() == 1.0 for i in offered)
            assert block.sum() == len(offered)
            assert vector[enc.OFFSETS["decision_kind"] + enc.DECISION_KINDS.index("effect")] == 1.0
            seen += 1
        g.apply(seat, pick.choice(g.legal_actions(seat)))
    assert seen


def _differences(a, b) -> list[str]:
    names = []
    for i in np.flatnonzero(a != b):
        name = max((k for k, at in enc.OFFSETS.items() if at <= i), key=lambda k: enc.OFFSETS[k])
        names.append(f"{name}+{i - enc.OFFSETS[name]}")
    return names


def test_chance_events_fit_the_declared_outcomes():
    """Every shuffle, draw and top of random games has at most `chance_outcomes` outcomes (a
    shuffle is dictated one position at a time)."""
    from epocha.engine import chance

    sizes: list[int] = []
    names = [n for n in ("shuffle", "draw", "roll", "top") if hasattr(chance, n)]
    originals = {name: getattr(chance, name) for name in names}

    def measured(name):
        def call(state, items, *args, **kwargs):
            sizes.append(items if isinstance(items, int) else len(items))
            return originals[name](state, items, *args, **kwargs)

        return call

    try:
        for name in originals:
            setattr(chance, name, measured(name))
        for players in (2, 4):
            g = epocha.new_game("revive", players=players, seed=players)
            _play(g, random.Random(players), lambda game: None)
    finally:
        for name, f in originals.items():
            setattr(chance, name, f)
    assert sizes and max(sizes) <= ENC.chance_outcomes
