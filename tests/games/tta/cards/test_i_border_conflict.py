from .shared_events import revealing

CARD = "I:Border Conflict"
HAND = "A:Development of Science"


def civ(warriors, **extra):
    techs = {
        "A:Agriculture": {"workers": 2},
        "A:Bronze": {"workers": 2},
        "A:Religion": {"workers": 1},
        "A:Warriors": {"workers": warriors},
    }
    return {"technologies": techs, **extra}


def reveal(players, revealer=0):
    return revealing(CARD, players, hand=HAND, turn_player=revealer)


def test_the_weakest_destroys_a_building_of_its_choice_and_the_strongest_gains_three_resources():
    s = reveal([civ(1), civ(3), civ(2)])
    d = s.decision()
    assert d.seat == 0 and d.kind == "cards"
    assert sorted(s.labels()) == ["Agriculture", "Bronze", "Religion"]  # no units
    assert s.resources(1) == 0
    s.choose("A:Religion")
    p = s.player(0)
    assert "A:Religion#p0" not in p.workers
    assert p.pool == 1 and p.yellow == 18  # the worker goes to the unused workers
    assert s.ratings(0).happy == 0
    assert s.resources(1) == 3
    assert s.resources(0) == s.resources(2) == 0
    assert s.decision().kind == "turn"


def test_a_weakest_with_only_units_destroys_nothing():
    weak = {"technologies": {"A:Warriors": {"workers": 1}, "A:Agriculture": {}}}
    s = reveal([civ(3), weak])
    assert s.decision().kind == "turn"
    assert s.player(1).workers == {"A:Warriors#p1": 1}
    assert s.resources(0) == 3


def test_a_two_player_tie_hits_the_player_who_is_not_current():
    s = reveal([civ(1), civ(1)], revealer=1)
    assert s.decision().seat == 0
    s.choose("A:Agriculture")
    assert s.player(0).workers["A:Agriculture#p0"] == 1
    assert s.resources(1) == 3
    assert s.resources(0) == 0


def test_a_single_building_is_destroyed_without_asking():
    weak = {"technologies": {"A:Bronze": {"workers": 1, "stored": 2}, "A:Warriors": {}}}
    s = reveal([weak, civ(2)])
    assert s.decision().kind == "turn"
    assert s.player(0).workers == {}
    assert s.player(0).pool == 1
    assert s.resources(0) == 2  # stored resources stay on the card
    assert s.resources(1) == 3
