from .shared_action_cards import holding

CARD = "A:Engineering Genius"


def scenario(resources, building=None, specials=()):
    wonder = {"building": building} if building else {}
    return holding(CARD, resources=resources, specials=list(specials), **wonder)


def test_engineering_genius_builds_one_stage_for_2_resources_less():
    s = scenario(resources=2, building={"card": "A:Colossus"})
    blue = s.player(0).blue
    s.act("play", card=CARD)  # the first stage costs 3 - 2 = 1
    p = s.player(0)
    assert p.stages_built == 1
    assert s.resources(0) == 1
    assert p.blue == blue + 1 - 1  # the paid resource back to the bank, a token onto the stage
    assert s.actions_left(0) == (3, 2)


def test_engineering_genius_builds_exactly_one_stage_even_with_masonry():
    s = scenario(resources=9, building={"card": "A:Colossus"}, specials=["I:Masonry"])
    assert s.can("wonder", stages=2)  # the normal action could build two
    s.act("play", card=CARD)
    assert s.player(0).stages_built == 1
    assert s.resources(0) == 9 - 1
    assert s.player(0).building is not None


def test_engineering_genius_completes_the_wonder_with_its_last_stage():
    s = scenario(resources=0, building={"card": "A:Pyramids", "stages_built": 2})
    s.act("play", card=CARD)  # the last stage costs 1 - 2: free
    p = s.player(0)
    assert p.building is None and [w.split("#")[0] for w in p.wonders] == ["A:Pyramids"]
    assert p.totals["ca"] == 5
    assert s.actions_left(0) == (4, 2)
    assert p.blue == 16  # the two stage tokens came back


def test_engineering_genius_needs_an_unfinished_wonder_and_the_resources():
    assert not scenario(resources=9).can("play", card=CARD)
    assert not scenario(resources=0, building={"card": "A:Colossus"}).can("play", card=CARD)
    assert scenario(resources=1, building={"card": "A:Colossus"}).can("play", card=CARD)
