"""Machine tracks (digest §10, §5.3): advancing, the resource past the end, reward spaces
opening on one or two tracks, the progress marker moving (and the progress track's rewards),
special machines taken from the offer and refilled, artifact spaces."""

from __future__ import annotations

from epocha.games.revive.catalog import content

from ..effects import me, res, scenario


def _s(tracks: dict, card: str = "s5", position: dict | None = None, **fields: object) -> object:
    return scenario(me(active=[card], tracks=tracks, **fields), **(position or {}))


def test_advancing_moves_the_marker_one_space() -> None:
    s = _s({"grey": 1})
    s.play("s5", "bottom1")  # advance grey
    assert s.player(0).tracks == {"yellow": 1, "green": 1, "grey": 2}


def test_past_the_end_the_printed_resource() -> None:
    end = content().boards.tracks["grey"].length
    s = _s({"grey": end}, resources={"gear": 6})
    s.play("s5", "bottom1")
    assert s.player(0).tracks["grey"] == end
    assert s.events("track_overflow") and s.events("gained")[-1]["args"]["lost"] == 1  # (gear: capped)


def test_a_one_track_reward_space_opens_and_its_marker_goes_to_the_progress_track() -> None:
    """grey 3: the standard machine "pay 1 basic resource, gain 1 crystal" (our board)."""
    s = _s({"grey": 2})
    s.play("s5", "bottom1")
    p = s.player(0)
    assert p.opened == ["std_crystal_press"] and p.progress == 1
    assert s.events("progress")[-1]["args"] == {"player": 0, "space": 1, "from": "std_crystal_press"}


def test_a_two_track_reward_space_needs_both() -> None:
    """green >= 3 and grey >= 7 (the seed's example link) open an artifact space."""
    s = _s({"grey": 6, "green": 2}, opened=["std_crystal_press", "special_grey_1", "std_slot_ejector"])
    s.play("s5", "bottom1")  # grey 7, green still 2
    assert "artifact_grey_green" not in s.player(0).opened
    s = _s(
        {"grey": 7, "green": 2}, card="s3", opened=["std_crystal_press", "special_grey_1", "std_slot_ejector"]
    )
    crater = sorted(s.state.crater)
    s.play("s3", "bottom1")  # advance green: 3
    assert "artifact_grey_green" in s.player(0).opened
    assert s.decision().kind == "artifact" and s.choices() == crater  # "take any large artifact"
    s.choose(crater[0])
    assert s.player(0).artifacts == [crater[0]]


def test_a_reward_space_opens_once() -> None:
    s = _s({"grey": 3}, opened=["std_crystal_press"], progress=1)
    s.play("s5", "bottom1")
    assert s.player(0).opened == ["std_crystal_press"] and s.player(0).progress == 1


def test_progress_track_rewards() -> None:
    """The marker lands on the lowest empty space; our 4th space gives an energy."""
    s = _s({"grey": 2}, progress=3, energy=0)
    s.play("s5", "bottom1")
    assert s.player(0).progress == 4 and s.player(0).energy == 1


def test_a_special_machine_is_taken_from_the_offer_and_the_offer_refilled() -> None:
    """grey 5 opens a special machine space: a grey machine token from the offer."""
    s = _s(
        {"grey": 4},
        opened=["std_crystal_press"],
        progress=1,
        position={"machine_offer": {"grey": ["x21", "x22", "x23"]}, "machines": {"grey": ["x30", "x29"]}},
    )
    s.play("s5", "bottom1")
    assert s.decision().kind == "machine_token" and s.choices() == ["x21", "x22", "x23"]
    s.choose("x23")
    p = s.player(0)
    assert p.tokens == {"special_grey_1": "x23"}
    assert s.state.machine_offer["grey"] == ["x21", "x22", "x30"] and s.state.machine_stacks["grey"] == [
        "x29"
    ]
    assert s.can("activate", machine="x23")  # (from now on activatable with energy)


def test_an_empty_offer_of_the_colour_gives_no_machine() -> None:
    """Not covered by the seed (§20.25): nothing is taken."""
    s = _s(
        {"grey": 4},
        opened=["std_crystal_press"],
        position={"machine_offer": {"grey": []}, "machines": {"grey": []}},
    )
    s.play("s5", "bottom1")
    assert s.decision().kind == "turn"
    assert "special_grey_1" in s.player(0).opened and s.player(0).tokens == {}


def test_several_spaces_open_one_at_a_time() -> None:
    """One effect advancing two tracks (c34's top: grey, then any) — each opening in turn."""
    s = scenario(me(active=["c34"], tracks={"grey": 2, "yellow": 2}))
    s.play("c34", "top1")
    s.choose(0)  # advance grey: 3
    s.choose("yellow")  # advance any: yellow 3
    p = s.player(0)
    assert sorted(p.opened) == ["std_crystal_press", "std_long_lens"] and p.progress == 2
    assert res(s) == {"crystal": 0, "gear": 0, "book": 0, "food": 0}


def test_a_card_bonus_space_gives_nothing_now_and_two_per_card_of_its_colour_at_the_end() -> None:
    """Seed: "End-game card bonus: 2 purple points at the end per acquired citizen card of the shown
    colour (starting cards excluded)" (§10, §14.4). Yellow 9 opens the yellow one (our board)."""
    from epocha.games.revive.scoring import breakdown

    end = content().boards.tracks["yellow"].length
    opened = ["std_long_lens", "special_yellow_1", "special_yellow_2"]
    s = _s(
        {"yellow": end - 1, "grey": 1}, card="s1", opened=opened, progress=3, rest=["c01", "c02", "c27", "s2"]
    )
    s.play("s1", "bottom1")
    p = s.player(0)
    assert "card_bonus_yellow" in p.opened and p.progress == 4
    assert s.decision().kind == "turn" and p.purple == 0
    assert breakdown(s.state, p)["card_bonuses"] == 2 * 2  # (c01, c02: yellow; c27 grey; s2 a starting card)


def test_the_progress_track_scores_its_lowest_uncovered_space() -> None:
    from epocha.games.revive import progress

    track = content().boards.progress
    s = _s({"grey": 2}, progress=6)
    assert progress.value(s.player(0)) == track[6][0]
    s.play("s5", "bottom1")  # (a marker onto the 7th space)
    assert progress.value(s.player(0)) == track[7][0]
