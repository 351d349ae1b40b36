"""Through the Ages' action ids and observation vector (epocha.games.tta.encoding)."""

from __future__ import annotations

import hashlib
import inspect
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

import epocha  # noqa: E402
from epocha.engine import Game, IllegalAction, Rng  # noqa: E402
from epocha.engine.decision import identity  # noqa: E402
from epocha.games.tta import encoding as enc_module  # noqa: E402
from epocha.games.tta.cards import a_development_of_markets, i_foray, iii_winston_churchill  # noqa: E402
from epocha.games.tta.catalog import CARDS, key_of  # noqa: E402
from epocha.games.tta.rules_base import REGISTRY, CardRules  # noqa: E402
from epocha.interop.actions import (  # noqa: E402
    action_mask,
    encoding_for,
    legal_action_for_id,
    legal_ids,
    observed_view,
)

from .tta_positions import game as target_game  # noqa: E402
from .tta_positions import random_action, targets  # noqa: E402

ENC = encoding_for("tta")
DOCS = Path(__file__).resolve().parents[2] / "docs" / "research.md"
# blocks whose ids stand for several actions (values and unit indexes past the cap)
SHARED = {"value", "unit"}


def _games() -> Iterator[tuple[Game, dict | None, int]]:
    """Random games from the start (2-4 players), then positions built around every event,
    territory, action card and ability card, with seat 0's first action; and how many
    decisions to play."""
    for seed in range(9):
        yield epocha.new_game("tta", players=2 + seed % 3, seed=seed), None, 2000
    for i, card in enumerate(targets()):
        players = 3 + i % 2 if CARDS[card].type == "pact" else 2 + i % 3  # (pacts: 3-4 players)
        g, first = target_game(card, players, seed=i)
        yield g, first, 25


def test_ids_are_pinned():
    """Ids never move silently: the peaceful game's ids (the first 3,983) are those of version 1
    for good; the full game's are appended after them, and the table's digest changes only
    together with `VERSION` or by appending (version 2 changed the observation only)."""
    peaceful = hashlib.sha256(json.dumps(enc_module.ACTION_KEYS[:3983]).encode()).hexdigest()
    assert (enc_module.VERSION, peaceful) == (
        2,
        "1ed4f0455a11719cb8ac40cbfd76f7c3712af4b6a35b5b476387173fe58de296",
    )
    whole = hashlib.sha256(json.dumps(enc_module.ACTION_KEYS).encode()).hexdigest()
    assert whole == "ceed56fd424886c3a4c6c2128178fa2fb58e12e81e2b6264c6bee7ae56e5d2ca"
    assert ENC.action_id({"type": "end_turn"}) == 0
    assert ENC.action_id({"type": "take", "slot": 0, "card": "A:Alexander the Great"}) == 3
    assert ENC.action_id({"type": "build", "tech": "A:Agriculture#p0"}) == 1576
    assert ENC.action_id({"type": "choose", "cards": ["A:Agriculture#p0"]}) == 2460
    assert ENC.action_id({"type": "choose", "value": 0}) == 3881
    assert ENC.action_id({"type": "done"}) == 3982


def test_every_legal_action_offered_in_random_play_has_an_id_that_round_trips():
    seen: set[str] = set()
    for g, first, steps in _games():
        rng = Rng((g.seed or 0) + 11)
        for step in range(steps):
            if g.is_over:
                break
            seat = g.active_players[0]
            actions = g.legal_actions(seat)
            ids = [ENC.action_id(a) for a in actions]
            blocks = [enc_module.ACTION_KEYS[i][0] for i in ids]
            distinct = {i for i, block in zip(ids, blocks, strict=True) if block not in SHARED}
            assert len(distinct) == sum(block not in SHARED for block in blocks), "two actions share an id"
            for a, i, block in zip(actions, ids, blocks, strict=True):
                if block in SHARED:
                    assert enc_module.action_key(ENC.action(i)) == enc_module.action_key(a)
                else:
                    assert ENC.action(i) == identity(a)
                    assert legal_action_for_id(ENC, actions, i) is a
            mask = action_mask(ENC, actions)
            assert mask.dtype == np.int8 and mask.sum() == len(set(ids))
            assert legal_ids(ENC, actions) == sorted(set(ids))
            seen.update(blocks)
            g.apply(seat, first if step == 0 and first is not None else random_action(g, seat, rng))
    # every block was offered but "done" (no choice of the game picks an open count yet)
    assert set(enc_module.BLOCKS) - seen == {"done"}


def test_every_option_a_card_offers_has_an_id():
    names = set(enc_module.OPTION_NAMES)
    assert set(a_development_of_markets.OPTIONS) <= names
    assert set(i_foray.SPLITS) <= names
    assert {"resources", "food", "send"} <= names  # Reserves, colonization
    raiders = {f"f{f}r{total - f}" for total in (1, 2) for f in range(total + 1)}
    assert raiders <= names
    assert tuple(iii_winston_churchill.PICKS) == enc_module.CHURCHILL_PICKS


def test_every_card_with_abilities_is_in_the_table():
    """(The New Story's cards; the 2006 Simple game's: tests/interop/test_tta_2006_encoding.py.)"""
    with_abilities = {
        key
        for key, rules in REGISTRY.items()
        if type(rules).abilities is not CardRules.abilities and key in CARDS
    }
    tabled = {card for card, _ in enc_module.ABILITY_CARDS} | set(enc_module.PACT_ABILITY_CARDS)
    assert with_abilities == tabled
    for card, fields in enc_module.ABILITY_CARDS:  # the extra fields are the ones the card names
        source = inspect.getsource(type(REGISTRY[card]).abilities)
        assert all(f'"{field}"' in source for field in fields), card


def test_values_and_unit_indexes_beyond_the_caps_share_the_last_id():
    last_value = ENC.action_id({"type": "choose", "value": enc_module.VALUES - 1})
    assert ENC.action_id({"type": "choose", "value": 250}) == last_value
    unit = "I:Knights#1"
    last_unit = ENC.action_id({"type": "choose", "option": f"u:{unit}@{enc_module.UNIT_INDEXES - 1}"})
    assert ENC.action_id({"type": "choose", "option": f"u:{unit}@30"}) == last_unit
    legal = [
        {"type": "choose", "value": 120, "label": "120"},
        {"type": "choose", "value": 130, "label": "130"},
        {"type": "pass", "label": ""},
    ]
    assert legal_action_for_id(ENC, legal, last_value) is legal[0]
    assert legal_ids(ENC, legal) == sorted([last_value, ENC.action_id({"type": "pass"})])


def test_ids_that_are_not_legal_now_are_refused():
    g = epocha.new_game("tta", players=2, seed=1)
    legal = g.legal_actions(0)
    with pytest.raises(IllegalAction, match="not legal"):
        legal_action_for_id(ENC, legal, ENC.action_id({"type": "resign"}))
    with pytest.raises(IllegalAction, match="outside"):
        legal_action_for_id(ENC, legal, ENC.action_count)
    with pytest.raises(KeyError):
        ENC.action_id({"type": "build", "tech": "I:Not a card#1"})
    with pytest.raises(KeyError):
        ENC.action_id({"type": "aggression", "card": "I:Raid#1"})


def test_observations_are_bounded_fixed_size_and_from_the_view_only():
    for i, (g, first, _) in enumerate(_games()):
        if i % 7:
            continue
        rng = Rng(i)
        if first is not None:
            g.apply(0, first)
        for step in range(300):
            if g.is_over:
                break
            if step % 25 == 0:
                for seat in [*range(g.players), None]:
                    view = g.view(seat)
                    mine = observed_view(g, seat)
                    obs = ENC.observe(mine)
                    assert obs.shape == (ENC.observation_size,) and obs.dtype == np.float32
                    assert obs.min() >= 0.0 and obs.max() <= 1.0
                    assert np.array_equal(obs, ENC.observe(view))
            seat = g.active_players[0]
            g.apply(seat, random_action(g, seat, rng))


def _segment(obs: np.ndarray, name: str) -> np.ndarray:
    at = enc_module.OFFSETS[name]
    return obs[at : at + dict(enc_module.LAYOUT)[name]]


# two deals that seat 0 cannot tell apart: seat 1's military hand and the current events differ,
# their ages do not
MILITARY = (
    (["I:Foray", "I:Phalanx"], ["I:Pestilence", "A:Development of Trade Routes"]),
    (["I:Raiders", "I:Legion"], ["I:Good Harvest", "A:Development of Crafts"]),
)


def _position(opponent_hand: list[str], current: list[str]) -> dict:
    return {
        "age": "I",
        "round": 4,
        "row": ["I:Irrigation", None, "A:Pyramids"],
        "current_events": current,
        "players": [
            {
                "civil_hand": ["I:Frugality"],
                "military_hand": ["I:Rats", "I:Legion"],
                "technologies": {"A:Agriculture": {"workers": 2}, "I:Knights": {"workers": 1}},
                "leader": "A:Moses",
            },
            {"military_hand": opponent_hand, "wonders": ["A:Colossus"], "culture": 17},
            {"civil_hand": ["I:Iron"], "resigned": False},
        ],
    }


def test_observation_layout_reads_as_documented():
    g = epocha.from_position("tta", _position(*MILITARY[0]), seed=2)
    obs = ENC.observe(observed_view(g, 0))
    assert _segment(obs, "player_count")[1] == 1 and _segment(obs, "my_seat")[0] == 1
    assert _segment(obs, "age")[1] == 1 and _segment(obs, "turn_seat")[0] == 1
    civil = enc_module.CIVIL_DECK_KEYS
    row = _segment(obs, "row").reshape(enc_module.ROW_SLOTS, len(civil))
    assert row[0, civil.index("I:Irrigation")] == 1 and row[1].sum() == 0
    assert row[2, civil.index("A:Pyramids")] == 1
    military = enc_module.MILITARY_KEYS
    hand = _segment(obs, "my_military_hand")
    assert {military[i] for i in np.flatnonzero(hand)} == {"I:Rats", "I:Legion"}
    assert _segment(obs, "seat0.leader")[enc_module.LEADER_KEYS.index("A:Moses")] == 1
    assert _segment(obs, "seat1.wonders")[enc_module.WONDER_KEYS.index("A:Colossus")] == 1
    assert _segment(obs, "seat1.culture")[0] == pytest.approx(17 / enc_module.SCALES["points"])
    assert _segment(obs, "seat1.military_hand_ages")[1] == pytest.approx(2 / enc_module.SCALES["hand_ages"])
    assert _segment(obs, "seat2.civil_hand")[civil.index("I:Iron")] == pytest.approx(0.5)
    assert _segment(obs, "top_event_age")[1] == 1  # Pestilence (Age I) is on top
    assert _segment(obs, "current_events_ages")[0] == pytest.approx(1 / enc_module.SCALES["events"])
    assert _segment(obs, "decision_kind")[0] == 1
    worked = enc_module.WORKED_KEYS
    assert _segment(obs, "seat0.workers")[worked.index("I:Knights")] == pytest.approx(0.1)
    # seat 1's view sees its own hand, not seat 0's
    other = ENC.observe(observed_view(g, 1))
    assert _segment(other, "my_military_hand").sum() > 0
    assert not np.array_equal(_segment(other, "my_military_hand"), hand)
    assert _segment(other, "seat2.leader")[enc_module.LEADER_KEYS.index("A:Moses")] == 1  # relative


POLITICS = {
    "age": "II",
    "round": 6,
    "players": [
        {
            "military_hand": ["I:Raid"],
            "technologies": {"A:Warriors": {"workers": 3}, "I:Knights": {"workers": 2}},
        },
        {},
        {},
    ],
    "wars": [{"card": "II:War over Technology", "by": 0, "on": 2}],
    "pacts": [{"card": "II:Promise of Military Protection", "by": 1, "with": 2, "side": "A"}],
}


def test_the_observation_shows_the_wars_pacts_and_the_aggression_being_answered():
    g = epocha.from_position("tta", POLITICS, seed=1)
    military = enc_module.MILITARY_KEYS
    # seat 1 observes: seat 1 is slot 0, seat 2 slot 1, seat 0 slot 2 (pairs slot-major)
    obs = ENC.observe(observed_view(g, 1))
    assert np.flatnonzero(_segment(obs, "wars")).tolist() == [2 * 4 + 1]  # seat 0 on seat 2
    assert np.flatnonzero(_segment(obs, "war_cards")).tolist() == [military.index("II:War over Technology")]
    assert np.flatnonzero(_segment(obs, "pacts")).tolist() == [0 * 4 + 1]  # seat 1 with seat 2
    assert _segment(obs, "pact_cards")[military.index("II:Promise of Military Protection")] == 1
    assert _segment(obs, "pact_side_a").tolist() == [0.5, 0, 0, 0]  # seat 1 holds side A
    assert not _segment(obs, "attack").any() and not _segment(obs, "offer").any()
    aggression = next(a for a in g.legal_actions(0) if a["type"] == "aggression" and a["rival"] == 1)
    g.apply(0, aggression)  # (seat 1 cannot defend: the raider chooses what it destroys)
    assert g.view(None)["state"]["attack"] is not None
    for seat in (1, 2, None):  # the defender, a bystander, a spectator
        obs = ENC.observe(observed_view(g, seat))
        slot = {1: 2, 2: 1, None: 0}[seat]  # seat 0's slot as this seat counts
        assert np.flatnonzero(_segment(obs, "attack")).tolist() == [slot * 4 + (slot + 1) % 3]
        assert _segment(obs, "attack_card")[military.index("I:Raid")] == 1
        strength = g.view(seat)["state"]["attack"]["strength"]
        assert _segment(obs, "attack_strength")[0] == pytest.approx(strength / enc_module.SCALES["strength"])


def test_the_observation_shows_the_pact_being_offered():
    pact = "II:Promise of Military Protection"
    pos = {"age": "II", "round": 6, "players": [{"military_hand": [pact]}, {}, {}]}
    g = epocha.from_position("tta", pos, seed=1)
    offers = [a for a in g.legal_actions(0) if a["type"] == "pact"]
    offer = next(a for a in offers if a["partner"] == 2 and a["side"] == "A")
    g.apply(0, offer)
    assert g.active_players == [2]  # the partner decides
    obs = ENC.observe(observed_view(g, 2))  # seat 2 is slot 0, seat 0 slot 1
    assert np.flatnonzero(_segment(obs, "offer")).tolist() == [1 * 4 + 0]
    assert _segment(obs, "offer_card")[enc_module.MILITARY_KEYS.index(pact)] == 1
    assert _segment(obs, "offer_side_a")[0] == 1
    assert not _segment(obs, "pacts").any()  # not in play before it is accepted


def test_observations_do_not_depend_on_hidden_cards():
    a = epocha.from_position("tta", _position(*MILITARY[0]), seed=5)
    b = epocha.from_position("tta", _position(*MILITARY[1]), seed=6)
    assert np.array_equal(ENC.observe(observed_view(a, 0)), ENC.observe(observed_view(b, 0)))
    assert not np.array_equal(ENC.observe(observed_view(a, 1)), ENC.observe(observed_view(b, 1)))


def test_docs_describe_the_tables():
    docs = DOCS.read_text("utf-8")
    section = docs[docs.index("### Through the Ages' action ids") :]
    for name, _ in enc_module.LAYOUT:
        assert f"`{name.split('.')[-1]}`" in section, name
    for block, (first, size) in enc_module.BLOCKS.items():
        ids = f"{first}-{first + size - 1}" if size > 1 else f"{first}"
        assert f"| {ids} |" in section, (block, ids)
    assert f"observation ({ENC.observation_size} floats)" in section
    assert f"version {enc_module.VERSION}" in section.lower()
    assert key_of(enc_module.INSTANCES[0]) in CARDS
