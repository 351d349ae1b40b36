from .helpers_events_later import civ, i, iii, scored

EVENT = iii("Impact of Technology")

LATE = {
    "III:Oil (2006)": {"workers": 1},
    "III:Computers (2006)": {},  # no worker needed
    "II:Coal (2006)": {"workers": 1},
}


def test_4_culture_per_level_iii_technology():
    players = [civ(extra=LATE), civ(government="III:Democracy (2006)"), civ()]
    assert scored(EVENT, players) == [8, 4, 0]


def test_the_advanced_game_counts_level_ii():
    # the Advanced game (Ages A-II; its last round in Age III), the event among those scored at
    # its end: Coal and Republic count, Iron (level I) and the starting technologies do not
    players = [
        civ(extra={"II:Coal (2006)": {"workers": 1}, i("Iron"): {"workers": 1}}),
        civ(government="II:Republic (2006)"),
        civ(),
    ]
    assert scored(EVENT, players, mode="advanced") == [4, 4, 0]
