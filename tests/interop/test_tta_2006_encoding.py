"""Through the Ages' 2006 Simple game for research: its own encoding (action ids and observation,
`epocha.games.tta.encoding.tables_of(SIMPLE_2006)`), chosen by the game's options, built by the
code that builds the New Story's — which stays as it was."""

from __future__ import annotations

import ast
import hashlib
import inspect
import json
import textwrap
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")
gymnasium = pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")
pyspiel = pytest.importorskip("pyspiel")

import epocha  # noqa: E402
from epocha.engine import IllegalAction  # noqa: E402
from epocha.engine.registry import get_manifest  # noqa: E402
from epocha.games.tta import encoding as enc_module  # noqa: E402
from epocha.games.tta.catalog import EDITION_CARDS  # noqa: E402
from epocha.games.tta.edition import SIMPLE_2006  # noqa: E402
from epocha.games.tta.rules_base import REGISTRY, CardRules  # noqa: E402
from epocha.interop import gymnasium as epocha_gymnasium  # noqa: E402
from epocha.interop import openspiel  # noqa: E402
from epocha.interop.actions import (  # noqa: E402
    encoding_for,
    observed_view,
)
from epocha.interop.pettingzoo import env  # noqa: E402

from .tta_positions import round_trip_random_games  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")  # the checkers' advice on dict observations

SIMPLE = {"edition": "2006", "mode": "simple"}
TABLES = enc_module.tables_of(SIMPLE_2006)
ENC = encoding_for("tta", SIMPLE)
SHARED = {"value", "unit"}  # blocks whose ids stand for several actions
GAMES = 24  # random games of the round-trip test (about 0.01 s each)


def _digest(value: object) -> str:
    return hashlib.sha256(json.dumps(value).encode()).hexdigest()


def test_the_options_choose_the_encoding():
    assert ENC is TABLES.encoding and ENC is encoding_for("tta", SIMPLE, 3)
    assert (ENC.game, ENC.variant, ENC.version) == ("tta", "2006_simple", enc_module.VERSION_2006_SIMPLE)
    for options in (None, {}, {"peaceful": True}, {"edition": "new-story", "peaceful": False}):
        assert encoding_for("tta", options) is enc_module.ENCODING
    with pytest.raises(IllegalAction):
        encoding_for("tta", {**SIMPLE, "peaceful": True})  # options the game refuses


def test_ids_are_pinned():
    """The 2006 Simple game's ids never move silently: its table's digest changes only together
    with `VERSION_2006_SIMPLE` (or by appending)."""
    assert (enc_module.VERSION_2006_SIMPLE, ENC.action_count, ENC.observation_size) == (1, 1523, 1549)
    assert _digest(TABLES.action_keys) == "6d255867eb33573c957023cc11ac82477fbb5c6ed2b650382db7932672d33155"
    assert _digest(TABLES.layout) == "54b7f2c707b533e9489a772791276a453b62a9cae09d9462325b6ec861f189cf"
    assert ENC.chance_outcomes == 55  # the Age I civil deck with four players
    assert ENC.action_id({"type": "end_turn"}) == 0
    assert ENC.action_id({"type": "take", "slot": 0, "card": TABLES.civil_deck_keys[0]}) == 3
    assert ENC.action_id({"type": "done"}) == TABLES.blocks["done"][0]


def test_the_new_story_encoding_is_unchanged():
    """Its ids (the pinned digest of tests/interop/test_tta_encoding.py), and its observation:
    version 1's layout and scales, with version 2's politics segments after them."""
    new_story = enc_module.ENCODING
    assert encoding_for("tta") is new_story and new_story.variant == ""
    assert (new_story.version, new_story.action_count, new_story.observation_size) == (2, 4256, 4545)
    assert (
        _digest(enc_module.ACTION_KEYS) == "ceed56fd424886c3a4c6c2128178fa2fb58e12e81e2b6264c6bee7ae56e5d2ca"
    )
    politics = len(enc_module.politics_layout(1))
    version_1 = "70b53c210addc3c12fa55032d35bcf62822f130d36ae95d0e7bef9c0f3332857"
    assert _digest(enc_module.LAYOUT[:-politics]) == version_1
    assert _digest(enc_module.LAYOUT) == "92fb6b027a2d8143df3c8eb9e77ce178934903fced47d669f267f7c72a598633"
    version_1 = {k: v for k, v in enc_module.SCALES.items() if k != "pacts"}
    assert _digest(version_1) == "f0d1555fab603d9c71f727b9b92b8f5bacd0ed377005bd43de5a64aa54f81cc8"
    assert new_story.chance_outcomes == 150
    assert set(enc_module.KEYS) == set(EDITION_CARDS["new-story"])


def _overrides_abilities(key: str) -> bool:
    return type(REGISTRY[key]).abilities is not CardRules.abilities


def _offers_nothing(key: str) -> bool:
    """Whether the card's `abilities` is `return []` and nothing else (a 2006 card taking its
    New Story namesake's ability away)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(type(REGISTRY[key]).abilities)))
    body = [s for s in tree.body[0].body if not isinstance(s, ast.Expr)]  # (a docstring)
    returned = body[0].value if len(body) == 1 and isinstance(body[0], ast.Return) else None
    return isinstance(returned, ast.List) and not returned.elts


def test_every_2006_card_with_abilities_is_in_the_table():
    edition_2006 = EDITION_CARDS["2006"]
    # the Simple game's (the Advanced game's: tests/interop/test_tta_2006_advanced_encoding.py)
    with_abilities = {k for k in REGISTRY if k in TABLES.cards and _overrides_abilities(k)}
    assert with_abilities <= set(edition_2006)
    tabled = {card for card, _ in enc_module.ABILITY_CARDS_2006}
    assert tabled <= with_abilities
    assert {k for k in with_abilities - tabled if not _offers_nothing(k)} == set()
    assert {k for k in with_abilities - tabled} == {"A:Alexander the Great (2006)", "I:Joan of Arc (2006)"}
    for card, fields in enc_module.ABILITY_CARDS_2006:  # the extra fields are the ones the card names
        source = inspect.getsource(type(REGISTRY[card]).abilities)
        for klass in type(REGISTRY[card]).__mro__:
            if "abilities" in vars(klass) and klass is not CardRules:
                source += inspect.getsource(vars(klass)["abilities"])
        assert all(f'"{field}"' in source for field in fields), card


def test_the_table_holds_the_simple_games_cards_only():
    ages = {(f.age, f.deck) for f in TABLES.cards.values()}
    assert ages == {("A", "civil"), ("I", "civil"), ("A", "military")}
    assert all(key.endswith(" (2006)") for key in TABLES.keys)
    assert TABLES.game_ages == ("A", "I") and TABLES.military_ages == ("A",)


def test_every_legal_action_of_random_games_has_an_id_that_round_trips():
    seen = round_trip_random_games(ENC, TABLES, SIMPLE, GAMES, SHARED, observe_every=2)
    assert {"end_turn", "take", "build", "upgrade", "destroy", "leader", "play", "wonder", "develop"} <= seen
    assert {"revolution", "ability", "option", "do", "pass"} <= seen  # (Barbarossa; the Age A events)


def test_new_story_actions_have_no_2006_ids_and_the_other_way_round():
    with pytest.raises(KeyError):
        ENC.action_id({"type": "build", "tech": "I:Irrigation#1"})
    with pytest.raises(KeyError):
        enc_module.ENCODING.action_id({"type": "build", "tech": "I:Irrigation (2006)#1"})


def test_the_observation_reads_the_2006_cards():
    g = epocha.new_game("tta", players=3, seed=4, options=SIMPLE)
    obs = ENC.observe(observed_view(g, 0))
    civil = TABLES.civil_deck_keys
    row = obs[TABLES.offsets["row"] : TABLES.offsets["row"] + enc_module.ROW_SLOTS * len(civil)]
    row = row.reshape(enc_module.ROW_SLOTS, len(civil))
    for slot, card in enumerate(g.state.row):
        if card is not None:
            assert row[slot, civil.index(card.split("#")[0])] == 1
    events = obs[TABLES.offsets["current_events_ages"]]
    assert events == pytest.approx(9 / enc_module.SCALES["events"])


# -- the research adapters play the 2006 Simple game with its encoding ------------------------


@pytest.mark.parametrize("players", [2, 4])
def test_openspiel_game_info_is_that_of_the_options(players):
    """(OpenSpiel's `random_sim_test`, PettingZoo's `api_test` and Gymnasium's `check_env` of
    the 2006 Simple game: tests/interop/test_every_game.py.)"""
    loaded = openspiel.load("tta", players=players, options=json.dumps(SIMPLE), concessions=False)
    assert loaded.num_distinct_actions() == ENC.action_count
    assert loaded.max_chance_outcomes() == ENC.chance_outcomes
    assert loaded.observation_tensor_size() == ENC.observation_size
    state = loaded.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    assert len(state.observation_tensor()) == ENC.observation_size
    assert loaded.deserialize_state(state.serialize()).legal_actions() == state.legal_actions()
    assert pyspiel.load_game(str(loaded)).num_distinct_actions() == ENC.action_count  # (its string form)
    new_story = openspiel.load("tta", players=players)  # the same game type, its own encoding
    assert new_story.num_distinct_actions() == enc_module.ACTION_COUNT


def test_pettingzoo_env_plays_the_options_encoding():
    e = env("tta", players=3, options=SIMPLE, concessions=False)
    assert e.encoding is ENC and e.metadata["name"] == "epocha_tta_2006_simple_v1"
    assert env("tta", players=3).metadata["name"] == "epocha_tta_v2"
    e.reset(seed=3)
    observation = e.observe(e.agent_selection)
    assert observation["observation"].shape == (ENC.observation_size,)
    assert observation["action_mask"].shape == (ENC.action_count,) and observation["action_mask"].any()


def test_gymnasium_env_plays_the_options_encoding_and_no_registered_id_does():
    made = epocha_gymnasium.EpochaEnv("tta", players=2, options=SIMPLE, seat=1)
    assert made.action_space.n == ENC.action_count
    assert made.observation_space["observation"].shape == (ENC.observation_size,)
    # not a game's default options: no registered id plays it (ids pin the defaults)
    epocha_gymnasium.register_envs()
    ids = [epocha_gymnasium.env_id("tta"), *epocha_gymnasium.earlier_ids("tta")]
    assert all(gymnasium.spec(i).kwargs["options"].get("edition") == "new-story" for i in ids)
    assert get_manifest("tta").earlier_options == ({"peaceful": True},)


def test_docs_describe_the_tables():
    docs = (Path(__file__).resolve().parents[2] / "docs" / "research.md").read_text("utf-8")
    start = docs.index("### Through the Ages' 2006 Simple game")
    section = docs[start : docs.index("\n## ", start)]
    for block, (first, size) in TABLES.blocks.items():
        ids = f"| {first}-{first + size - 1} |" if size > 1 else f"{first}"
        assert ids in section, (block, ids)
    assert f"{ENC.action_count} ids, observation {ENC.observation_size} floats" in section
    assert f"version {enc_module.VERSION_2006_SIMPLE}" in section
    assert f"{len(TABLES.keys)} keys" in section and f"{len(TABLES.instances)} copies" in section
    assert f"per\nseat {sum(size for _, size in TABLES.seat_layout)} floats" in section
