"""Time travel (digest §9): the Time Travel track."""

from __future__ import annotations

import epocha
from epocha.games.anachrony.scenario import Scenario


def test_at_the_end_of_its_track_the_marker_stays_though_the_tile_is_repaid() -> None:
    # seed 004, line ~1103 (power plants, step 3): a repaid time travel moves the marker one
    # space right on the track - which has an end (line ~2289: the "most successful time
    # travels" card is the marker furthest right). At the end it stays: the tile is repaid, the
    # track and what counts it (the card, Archive of Eras) do not go past its last space
    last = 8  # (the track's last space: 9 spaces, side A)
    s = Scenario(
        players=[
            {
                "goods": {"T": 1},
                "active": {"administrator": 1},
                "rows": {"power_plant": ["b101"]},
                "time_travel": last,
            },
            {"passed": True},
        ],
        era=3,
        timeline=[{}, {"warps": [[0, 3]]}],
    )
    s.place("b101", "administrator")
    s.choose(3)  # (the Focus: era 2, the one tile in range)
    p = s.player(0)
    assert 3 in p.warps and p.goods["T"] == 0
    assert p.time_travel == last
    # (and the game's position stays a valid one)
    epocha.from_position("anachrony", s.game.to_position(), seed=1, options={"side": "A"})
