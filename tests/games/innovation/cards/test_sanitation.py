from epocha.games.innovation.scenario import Scenario


def _sanitation(mine, theirs, their_board=None):
    return Scenario(
        players=[
            {"board": {"yellow": ["Sanitation"]}, "hand": mine},
            {"hand": theirs, "board": their_board or {}},
        ]
    )


def test_two_highest_for_my_lowest():
    s = _sanitation(["Oars", "Optics"], ["Banking", "Canning", "Tools"])
    s.dogma("Sanitation")
    assert s.hand(0) == ["Optics", "Banking", "Canning"]
    assert s.hand(1) == ["Oars", "Tools"]


def test_ties_chosen_by_each_owner():
    s = _sanitation(["Oars", "Tools", "Optics"], ["Canning", "Banking", "Chemistry", "Writing"])
    s.dogma("Sanitation")
    assert s.chooser == 0 and sorted(s.options()) == ["Oars", "Tools"]
    s.choose("Tools")
    assert s.chooser == 1 and sorted(s.options()) == ["Banking", "Chemistry"]
    s.choose("Chemistry")
    assert s.hand(0) == ["Oars", "Optics", "Chemistry", "Canning"]
    assert s.hand(1) == ["Tools", "Writing", "Banking"]


def test_the_card_received_is_not_given_back():
    s = _sanitation(["Canning"], ["Oars", "Tools"])
    s.dogma("Sanitation")
    assert s.hand(1) == ["Canning"]
    assert s.hand(0) == ["Oars", "Tools"]


def test_empty_victim_hand_still_receives_my_lowest():
    s = _sanitation(["Oars", "Optics"], [])
    s.dogma("Sanitation")
    assert s.hand(1) == ["Oars"] and s.hand(0) == ["Optics"]


def test_my_empty_hand_still_takes_their_two_highest():
    s = _sanitation([], ["Banking", "Optics", "Tools"])
    s.dogma("Sanitation")
    assert s.hand(0) == ["Optics", "Banking"] and s.hand(1) == ["Tools"]


def test_player_with_as_many_leaves_is_not_demanded():
    s = _sanitation(["Oars"], ["Banking"], {"yellow": ["Agriculture"]})
    s.dogma("Sanitation")
    assert s.hand(0) == ["Oars"] and s.hand(1) == ["Banking"]
