"""Through the Ages' 2006 Advanced game for research: its
own encoding (`epocha.games.tta.encoding.tables_of(ADVANCED_2006)`), chosen by the game's
options, built by the code that builds the other games' — whose ids and layouts stay as they
were (their own tests pin them)."""

from __future__ import annotations

import ast
import hashlib
import inspect
import json
import textwrap

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
pyspiel = pytest.importorskip("pyspiel")

import epocha  # noqa: E402
from epocha.engine import Rng  # noqa: E402
from epocha.games.tta import encoding as enc_module  # noqa: E402
from epocha.games.tta.catalog import EDITION_CARDS  # noqa: E402
from epocha.games.tta.edition import ADVANCED_2006  # noqa: E402
from epocha.games.tta.rules_base import REGISTRY, CardRules  # noqa: E402
from epocha.interop import openspiel  # noqa: E402
from epocha.interop.actions import (  # noqa: E402
    encoding_for,
    observed_view,
)
from epocha.interop.pettingzoo import env  # noqa: E402

from .tta_positions import random_action, round_trip_random_games  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")

ADVANCED = {"edition": "2006", "mode": "advanced"}
TABLES = enc_module.tables_of(ADVANCED_2006)
ENC = encoding_for("tta", ADVANCED)
SHARED = {"value", "unit"}  # blocks whose ids stand for several actions
GAMES = 9


def _digest(value: object) -> str:
    return hashlib.sha256(json.dumps(value).encode()).hexdigest()


def test_the_options_choose_the_encoding():
    assert ENC is TABLES.encoding and ENC is encoding_for("tta", ADVANCED, 4)
    assert (ENC.game, ENC.variant, ENC.version) == ("tta", "2006_advanced", enc_module.VERSION_2006_ADVANCED)
    assert ENC is not encoding_for("tta", {"edition": "2006", "mode": "simple"})


def test_ids_are_pinned():
    """The Advanced game's ids never move silently: its table's digest changes only together
    with `VERSION_2006_ADVANCED` (or by appending)."""
    assert (enc_module.VERSION_2006_ADVANCED, ENC.action_count, ENC.observation_size) == (2, 3026, 3646)
    assert _digest(TABLES.action_keys) == "7d3e3cf5543256984422f5c389cbc7c23cfdea9522d029c02c84638747fb0789"
    # version 1's layout, then version 2's politics segments
    politics = len(enc_module.politics_layout(1))
    version_1 = "9bdbf7f010d0eefcf0fb4927cfa09c117a4820cd2e08da234631431e019cc815"
    assert _digest(TABLES.layout[:-politics]) == version_1
    assert _digest(TABLES.layout) == "0e95e485ab1ae844eb80e3d7335ece07b5e16f3e5009d10fcf1789f484e1dfe8"
    assert ENC.chance_outcomes == 106  # every military card of Ages A-II (four players, no wars)
    assert ENC.action_id({"type": "end_politics"}) == TABLES.blocks["end_politics"][0] == ENC.action_count - 1
    assert ENC.action_id({"type": "choose", "option": "attack"}) == TABLES.blocks["attack"][0]
    # each block is one run of ids (the appended ones too)
    for name, (first, size) in TABLES.blocks.items():
        assert {key[0] for key in TABLES.action_keys[first : first + size]} == {name}
    assert sum(size for _, size in TABLES.blocks.values()) == ENC.action_count


def test_the_table_holds_the_advanced_games_cards_and_the_events_that_score_it():
    ages = {(f.age, f.deck) for f in TABLES.cards.values()}
    assert ages == {(a, d) for a in ("A", "I", "II") for d in ("civil", "military")} | {("III", "military")}
    assert {f.type for f in TABLES.cards.values() if f.age == "III"} == {"event"}
    assert not any(f.type == "war" for f in TABLES.cards.values())
    assert TABLES.game_ages == ("A", "I", "II", "III")


def _overrides_abilities(key: str) -> bool:
    return type(REGISTRY[key]).abilities is not CardRules.abilities


def _offers_nothing(key: str) -> bool:
    tree = ast.parse(textwrap.dedent(inspect.getsource(type(REGISTRY[key]).abilities)))
    body = [s for s in tree.body[0].body if not isinstance(s, ast.Expr)]
    returned = body[0].value if len(body) == 1 and isinstance(body[0], ast.Return) else None
    return isinstance(returned, ast.List) and not returned.elts


def test_every_card_of_the_game_with_abilities_is_in_the_table():
    with_abilities = {k for k in REGISTRY if k in TABLES.cards and _overrides_abilities(k)}
    tabled = {card for card, _ in enc_module.ABILITY_CARDS_2006_ADVANCED}
    pacts = set(enc_module.PACT_ABILITY_CARDS_2006)
    assert tabled | pacts <= with_abilities
    assert {k for k in with_abilities - tabled - pacts if not _offers_nothing(k)} == set()


def test_every_legal_action_of_random_games_has_an_id_that_round_trips():
    seen = round_trip_random_games(ENC, TABLES, ADVANCED, GAMES, SHARED, observe_every=3)
    assert {"end_turn", "take", "build", "tactic", "event", "aggression", "answer", "cards", "option"} <= seen


def test_the_observation_shows_the_scoring_events():
    g = epocha.new_game("tta", players=3, seed=4, options=ADVANCED)
    obs = ENC.observe(observed_view(g, 1))
    at = TABLES.offsets["scoring_events"]
    military = TABLES.military_keys
    shown = {military[i] for i in np.flatnonzero(obs[at : at + len(military)])}
    assert shown == {c.split("#")[0] for c in g.state.scoring_events} and len(shown) == 4


@pytest.mark.parametrize("players", [2, 4])
def test_the_adapters_play_it_with_its_encoding(players):
    loaded = openspiel.load("tta", players=players, options=json.dumps(ADVANCED), concessions=False)
    assert loaded.num_distinct_actions() == ENC.action_count
    assert loaded.observation_tensor_size() == ENC.observation_size
    state = loaded.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    assert loaded.deserialize_state(state.serialize()).legal_actions() == state.legal_actions()
    e = env("tta", players=players, options=ADVANCED, concessions=False)
    assert e.encoding is ENC and e.metadata["name"] == "epocha_tta_2006_advanced_v2"


# -- the Full game's ------------------------------------------------------------------------------------

FULL = {"edition": "2006", "mode": "full"}


def test_the_full_game_has_its_own_pinned_encoding_with_every_card():
    from epocha.games.tta.edition import FULL_2006

    tables = enc_module.tables_of(FULL_2006)
    full = encoding_for("tta", FULL)
    assert full is tables.encoding and (full.variant, full.version) == (
        "2006_full",
        enc_module.VERSION_2006_FULL,
    )
    assert (full.action_count, full.observation_size, full.chance_outcomes) == (4340, 4678, 155)
    assert _digest(tables.action_keys) == "97e57645065ab5d42074aec810cf87bcda7dce1e8517367182283d9cddf51725"
    politics = len(enc_module.politics_layout(1))  # (appended in version 2)
    version_1 = "7b084b74625c0c1f05444c6ef65faad241b984b54480c1a754457fbabd7250be"
    assert _digest(tables.layout[:-politics]) == version_1
    assert _digest(tables.layout) == "9f29145e2db0f542620c707714308fc85ee64f649a404bcf9d551f20c2b1fba1"
    assert set(tables.keys) == {k for k, f in EDITION_CARDS["2006"].items()}
    assert tables.game_ages == ("A", "I", "II", "III", "IV")
    for name, (first, size) in tables.blocks.items():
        assert {key[0] for key in tables.action_keys[first : first + size]} == {name}
    for seed in range(3):  # every legal action has an id that names it
        g = epocha.new_game("tta", players=2 + seed, seed=seed, options=FULL)
        rng = Rng(seed)
        while not g.is_over:
            seat = g.active_players[0]
            actions = g.legal_actions(seat)
            for a in actions:
                i = full.action_id(a)
                assert tables.action_key(full.action(i)) == tables.action_key(a)
            g.apply(seat, random_action(g, seat, rng))
