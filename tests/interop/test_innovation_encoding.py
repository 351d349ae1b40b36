"""Innovation's action ids and observation vector (epocha.games.innovation.encoding)."""

from __future__ import annotations

import ast
import hashlib
import itertools
import json
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

import epocha  # noqa: E402
from epocha.engine import IllegalAction, Rng  # noqa: E402
from epocha.engine.decision import identity  # noqa: E402
from epocha.games.innovation import encoding as enc_module  # noqa: E402
from epocha.games.innovation.catalog import CARDS  # noqa: E402
from epocha.interop.actions import (  # noqa: E402
    action_mask,
    encoding_for,
    legal_action_for_id,
    legal_ids,
    observed_view,
)
from tests.games.innovation.invariants import late_position  # noqa: E402

ENC = encoding_for("innovation")
CARDS_DIR = Path(enc_module.__file__).parent / "cards"


def _games():
    """Random games from the start (2-4 players, both editions) and from late positions in
    which seat 0 uses the dogma of each card in turn, so every card's choices are offered."""
    for seed in range(24):
        players = 2 + seed % 3
        edition = "3e" if seed % 4 == 3 else "1e"
        yield epocha.new_game("innovation", players=players, seed=seed, options={"edition": edition}), None
    for i, card in enumerate(sorted(CARDS)):
        rng = Rng(i)
        position = late_position(rng, 2 + i % 3, card)
        yield epocha.from_position("innovation", position, seed=i), {"type": "dogma", "card": card}


def test_ids_are_pinned():
    """Ids never move silently: this digest changes only together with `VERSION`."""
    digest = hashlib.sha256(json.dumps(enc_module.ACTION_KEYS).encode()).hexdigest()
    assert (enc_module.VERSION, digest) == (
        1,
        "228f7bb25d3c4181548b1c17d9c40bf779594b116d7ca605f019686957915407",
    )
    assert ENC.action_id({"type": "draw"}) == 0
    assert ENC.action_id({"type": "meld", "card": "Agriculture"}) == 2
    assert ENC.action_id({"type": "achieve", "age": 1}) == 211
    hidden = {"type": "choose", "cards": [{"player": 1, "zone": "score", "index": 0, "age": 5}]}
    assert ENC.action_id(hidden) == 1290
    assert ENC.action_id({"type": "pass"}) == 2913
    assert ENC.action_id({"type": "done"}) == 2914


def test_every_legal_action_seen_in_random_games_has_an_id_that_round_trips():
    seen: set[int] = set()
    kinds: set[str] = set()
    for g, first in _games():
        rng = Rng(g.seed + 1)
        if first is not None:
            g.apply(0, first)
        for _ in range(400):
            if g.is_over:
                break
            for seat in g.active_players:
                actions = g.legal_actions(seat)
                ids = [ENC.action_id(a) for a in actions]
                assert len(set(ids)) == len(ids), "two legal actions share an id"
                for a, i in zip(actions, ids, strict=True):
                    assert ENC.action(i) == identity(a)
                    assert legal_action_for_id(ENC, actions, i) is a
                mask = action_mask(ENC, actions)
                assert mask.dtype == np.int8 and mask.sum() == len(actions)
                assert legal_ids(ENC, actions) == sorted(ids)
                seen.update(ids)
                kinds.update(k for a in actions for k in a if k not in ("label",))
            seat = g.active_players[0]
            actions = g.legal_actions(seat)
            dogmas = [a for a in actions if a["type"] == "dogma"]
            pool = dogmas if dogmas and rng.below(2) == 0 else actions
            g.apply(seat, pool[rng.below(len(pool))])
    # every kind of argument was offered (direction choices are in the contract, no card asks one)
    assert {"card", "age", "cards", "color", "player", "value", "option"} <= kinds
    assert len(seen) > 500


def test_every_option_a_card_offers_has_an_id():
    offered: set[str] = set()
    for path in CARDS_DIR.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            is_call = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            if is_call and node.func.attr == "choose_option" and isinstance(node.args[0], ast.Dict):
                offered.update(key.value for key in node.args[0].keys)  # type: ignore[union-attr]
    assert offered == set(enc_module.OPTIONS)


def test_hidden_places_beyond_the_table_share_the_last_index():
    def hidden(index: int) -> dict:
        return {
            "type": "choose",
            "cards": [{"player": 2, "zone": "hand", "index": index, "age": 3}],
            "label": "",
        }

    last = ENC.action_id(hidden(enc_module.HIDDEN_INDEXES - 1))
    assert ENC.action_id(hidden(40)) == ENC.action_id(hidden(33)) == last
    assert ENC.action_id(hidden(30)) == last - len(enc_module.AGES)
    legal = [hidden(35), hidden(40), {"type": "pass", "label": ""}]
    assert legal_action_for_id(ENC, legal, last) is legal[0]
    assert legal_ids(ENC, legal) == sorted([last, ENC.action_id({"type": "pass"})])


def test_ids_that_are_not_legal_now_are_refused():
    g = epocha.new_game("innovation", players=2, seed=1)
    legal = g.legal_actions(0)
    with pytest.raises(IllegalAction, match="not legal"):
        legal_action_for_id(ENC, legal, ENC.action_id({"type": "draw"}))
    with pytest.raises(IllegalAction, match="outside"):
        legal_action_for_id(ENC, legal, ENC.action_count)
    with pytest.raises(KeyError):
        ENC.action_id({"type": "choose", "cards": ["Not a card"]})


def test_a_game_without_an_encoding_says_so():
    from epocha.engine import registry
    from epocha.engine.plugin import GameManifest

    plain = GameManifest("plain", {"en": "Plain", "cs": "Prostá"}, 2, 2, rules="unused.module:RULES")
    registry.register(plain)  # its manifest names no encoding
    try:
        with pytest.raises(IllegalAction, match="no action and observation encoding"):
            encoding_for("plain")
    finally:
        registry.unregister("plain")
    with pytest.raises(IllegalAction, match="unknown game"):
        encoding_for("no such game")


def test_observations_are_bounded_fixed_size_and_from_the_view_only():
    for g, first in itertools.islice(_games(), 0, 40, 3):  # new games and late positions
        rng = Rng(g.seed)
        if first is not None:
            g.apply(0, first)
        for step in range(150):
            if g.is_over:
                break
            if step % 8 == 0:
                for seat in [*range(g.players), None]:
                    view = g.view(seat)
                    mine = observed_view(g, seat)
                    unobserved = ("log", "log_length", "can_undo", "undo")
                    assert mine == {k: v for k, v in view.items() if k not in unobserved}
                    obs = ENC.observe(mine)
                    assert obs.shape == (ENC.observation_size,) and obs.dtype == np.float32
                    assert obs.min() >= 0.0 and obs.max() <= 1.0
                    assert np.array_equal(obs, ENC.observe(view))
            seat = g.active_players[0]
            actions = g.legal_actions(seat)
            g.apply(seat, actions[rng.below(len(actions))])


def _segment(obs, name: str):
    at = enc_module.OFFSETS[name]
    return obs[at : at + dict(enc_module.LAYOUT)[name]]


def test_observation_layout_reads_as_documented():
    g = epocha.new_game("innovation", players=3, seed=4)
    # seat 1 commits its initial meld; seat 0 does not learn which card
    before = ENC.observe(observed_view(g, 0))
    card = g.legal_actions(1)[0]["card"]
    g.apply(1, g.legal_actions(1)[0])
    after = ENC.observe(observed_view(g, 0))
    changed = {
        name
        for name, _ in enc_module.LAYOUT
        if not np.array_equal(_segment(before, name), _segment(after, name))
    }
    assert changed == {"active_seats", "seat1.has_chosen_meld"}
    own = ENC.observe(observed_view(g, 1))
    assert _segment(own, "my_setup_pick")[enc_module.CARD_INDEX[card]] == 1
    assert _segment(own, "my_seat")[1] == 1 and _segment(own, "player_count")[1] == 1
    assert _segment(own, "decision_kind").sum() == 0  # seat 1 has nothing to decide now
    hand = {c for c in g.view(1)["state"]["players"][1]["hand"]}
    assert {enc_module.CARD_NAMES[i] for i in np.flatnonzero(_segment(own, "my_hand"))} == hand


def test_observations_do_not_depend_on_hidden_cards():
    def position(opponent_hand: list[str], deck1: list[str]) -> dict:
        return {
            "players": [
                {
                    "hand": ["Optics", "Calendar"],
                    "score": ["Mathematics"],
                    "board": {"red": ["Metalworking"]},
                },
                {"hand": opponent_hand, "score": ["Philosophy"], "board": {"green": ["Currency"]}},
            ],
            "decks": {"1": deck1},
        }

    ones = ["Archery", "City States", "Domestication", "Mysticism", "Oars", "Clothing", "Pottery"]
    g1 = epocha.from_position("innovation", position(["Enterprise", "Fermenting"], ones), seed=5)
    g2 = epocha.from_position("innovation", position(["Navigation", "Monotheism"], ones[::-1]), seed=5)
    assert np.array_equal(ENC.observe(observed_view(g1, 0)), ENC.observe(observed_view(g2, 0)))
    assert not np.array_equal(ENC.observe(observed_view(g1, 1)), ENC.observe(observed_view(g2, 1)))


def test_docs_describe_the_tables():
    docs = (Path(__file__).resolve().parents[2] / "docs" / "research.md").read_text("utf-8")
    for name, _ in enc_module.LAYOUT:
        assert f"`{name.split('.')[-1]}`" in docs, name
    first = {key[0]: i for i, key in reversed(list(enumerate(enc_module.ACTION_KEYS)))}
    rows = {
        "meld": "| 1-105 |",
        "dogma": "| 106-210 |",
        "achieve": "| 211-220 |",
        "cards": "| 221-325 |",
        "hidden": "| 326-2885 |",
        "color": "| 2886-2890 |",
        "direction": "| 2891-2893 |",
        "player": "| 2894-2897 |",
        "value": "| 2898-2907 |",
        "option": "| 2908-2912 |",
        "pass": "| 2913, 2914 |",
    }
    for block, row in rows.items():
        assert row in docs and int(row.strip("| ").split("-")[0].split(",")[0]) == first[block], block
    for player, zone, index, age in [(0, "hand", 0, 1), (3, "score", 31, 10), (1, "score", 7, 4)]:
        documented = 326 + ((player * 2 + enc_module.HIDDEN_ZONES.index(zone)) * 32 + index) * 10 + age - 1
        assert enc_module.ACTION_KEYS[documented] == ("hidden", player, zone, index, age)
