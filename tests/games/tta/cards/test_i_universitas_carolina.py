from epocha.games.tta.scenario import Scenario

from .shared_checks import stocked


def rich(**spec):
    return {"technologies": stocked("I:Iron", 5), **spec}


def test_universitas_carolina_completion_gives_science_and_culture():
    s = Scenario(players=[rich(building={"card": "I:Universitas Carolina", "stages_built": 2}), {}])
    assert (s.ratings(0).science, s.ratings(0).culture) == (1, 0)
    s.act("wonder", stages=1)
    assert s.player(0).wonders == ["I:Universitas Carolina#1"]
    assert s.resources(0) == 7
    assert (s.ratings(0).science, s.ratings(0).culture) == (3, 1)


def test_universitas_carolina_scores_at_the_end_of_turn():
    s = Scenario(players=[rich(wonders=["I:Universitas Carolina"], science=2, culture=5), {}])
    s.end_turn()
    assert s.player(0).science == 2 + 3
    assert s.player(0).culture == 5 + 1


def test_universitas_carolina_with_masonry_two_stages_for_six():
    s = Scenario(
        players=[
            rich(building={"card": "I:Universitas Carolina", "stages_built": 0}, specials=["I:Masonry"]),
            {},
        ]
    )
    s.act("wonder", stages=2)
    assert s.player(0).stages_built == 2
    assert s.resources(0) == 4
    assert s.ratings(0).science == 1
