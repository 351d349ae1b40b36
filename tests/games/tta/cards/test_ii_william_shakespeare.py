from .shared_checks import civilization

LEADER = "II:William Shakespeare"


def workers(s, key, seat=0):
    p = s.player(seat)
    return sum(n for t, n in p.workers.items() if t.split("#")[0] == key)


def scenario(techs, **player):
    return civilization(techs, age="II", resources=5, **player)


def test_each_library_theater_pair_adds_two_culture_and_the_leader_a_happy_face():
    s = scenario(
        {"I:Printing Press": {"workers": 2}, "I:Drama": {"workers": 1}},
        leader=LEADER,
    )
    # libraries 2 x 1, theater 2, one pair +2
    assert s.ratings(0).culture == 6
    assert s.ratings(0).happy == 2  # Drama 1 + Shakespeare 1


def test_pairs_are_the_smaller_count_whatever_their_levels():
    s = scenario(
        {
            "I:Printing Press": {"workers": 1},
            "II:Journalism": {"workers": 1},
            "I:Drama": {"workers": 1},
            "II:Opera": {"workers": 2},
        },
        leader=LEADER,
    )
    # libraries 1 + 2, theaters 2 + 2 x 3 = 11 culture, two pairs +4
    assert s.ratings(0).culture == 15


def test_no_pair_without_a_theater_building():
    s = scenario({"I:Printing Press": {"workers": 2}, "I:Drama": {}}, leader=LEADER)
    assert s.ratings(0).culture == 2


def test_a_library_makes_theaters_cheaper_to_build():
    s = scenario({"I:Printing Press": {"workers": 1}, "I:Drama": {}}, leader=LEADER, unused_workers=1)
    assert s.can("build", tech="I:Drama")
    s.act("build", tech="I:Drama")
    assert s.resources(0) == 5 - 3  # Drama costs 4, 1 less
    assert workers(s, "I:Drama") == 1
    assert s.ratings(0).culture == 1 + 2 + 2  # library, theater, the new pair


def test_a_theater_makes_libraries_cheaper_to_build_but_not_without_it():
    s = scenario({"I:Drama": {"workers": 1}, "I:Printing Press": {}}, leader=LEADER, unused_workers=1)
    s.act("build", tech="I:Printing Press")
    assert s.resources(0) == 5 - 2  # Printing Press costs 3, 1 less

    s = scenario({"I:Drama": {}, "I:Printing Press": {}}, leader=LEADER, unused_workers=1)
    s.act("build", tech="I:Printing Press")
    assert s.resources(0) == 5 - 3  # no theater building: full cost


def test_development_discounts_need_the_other_building():
    s = scenario(
        {"I:Printing Press": {"workers": 1}},
        leader=LEADER,
        science=20,
        civil_hand=["II:Opera", "II:Journalism"],
    )
    s.act("develop", card="II:Opera")
    assert s.player(0).science == 20 - 6  # 7 - 1 (a library)
    s.act("develop", card="II:Journalism")
    assert s.player(0).science == 14 - 6  # no theater building yet: full cost


def test_without_shakespeare_there_is_no_discount():
    s = scenario({"I:Printing Press": {"workers": 1}}, science=20, civil_hand=["II:Opera"])
    s.act("develop", card="II:Opera")
    assert s.player(0).science == 13
