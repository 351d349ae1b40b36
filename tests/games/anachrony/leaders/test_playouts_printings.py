"""Random playouts with either printing's leaders: every game ends by the rules, the invariants
holding at every step (leaders are picked at random in set-up; Collapsing Capital tiles come
after the Impact)."""

from __future__ import annotations

import random

import pytest

import epocha
from tests.games.anachrony.test_playouts import check


@pytest.mark.parametrize("printing", ["first-printing", "revised"])
@pytest.mark.parametrize("seed", range(3))
def test_random_games_end_with_either_printing(printing: str, seed: int) -> None:
    g = epocha.new_game("anachrony", players=4, seed=seed, options={"side": "A", "leaders": printing})
    pick = random.Random(seed)
    steps = 0
    while not g.is_over:
        seat = g.active_players[0]
        actions = g.legal_actions(seat)
        busy = [a for a in actions if a["type"] != "pass"]
        g.apply(seat, pick.choice(busy if busy and pick.random() < 0.9 else actions))
        check(g.state)  # type: ignore[arg-type]
        steps += 1
        assert steps < 4000
    assert g.result is not None and g.result["reason"] in ("era_7", "capital_collapsed")
