import pytest

from .helpers_events_later import (
    advanced_stand_in,  # noqa: F401 - a fixture
    civ,
    iii,
    scored,
)

EVENT = iii("Impact of Technology")

LATE = {
    "III:Oil (2006)": {"workers": 1},
    "III:Computers (2006)": {},  # no worker needed
    "II:Coal (2006)": {"workers": 1},
}


def test_4_culture_per_level_iii_technology():
    players = [civ(extra=LATE), civ(government="III:Democracy (2006)"), civ()]
    assert scored(EVENT, players) == [8, 4, 0]


@pytest.mark.usefixtures("advanced_stand_in")
def test_the_advanced_game_counts_level_ii():
    players = [civ(extra=LATE), civ(government="II:Republic (2006)")]
    assert scored(EVENT, players) == [4, 4]
