"""Rulebook examples of workers and action spaces (digest §6)."""

from __future__ import annotations

from epocha.engine import chance
from epocha.games.anachrony.catalog import ICON_DIE
from epocha.games.anachrony.scenario import Scenario


def test_707_a_genius_is_placed_as_any_type_but_never_pays_for_another_type() -> None:
    """Seed line 707 (the four worker types): a genius may be placed as any type of worker,
    here on Research, which only a scientist may take; but it may not be paid where a cost
    asks for a worker of another type (here the engineer a superproject costs)."""
    s = Scenario(players=[{"powered": [1, 2], "active": {"genius": 1}}, {"passed": True}], era=2)
    assert s.can_place("research:0", "genius", "scientist")
    assert not s.can_place("research:0", "genius", "engineer")
    with chance.dictated([ICON_DIE.index(2)]):
        s.place("research:0", "genius", "scientist").choose("shape:3")
    assert s.player(0).breakthroughs == [[3, 2]]

    def superproject_builder(tired: dict[str, int]) -> Scenario:
        # s5 Anti-gravity Field: 4 titanium, an engineer, breakthrough (1, 1)
        return Scenario(
            players=[
                {
                    "powered": [1],
                    "goods": {"T": 4},
                    "active": {"scientist": 1},
                    "tired": tired,
                    "breakthroughs": [[1, 1]],
                },
                {"passed": True},
            ],
            era=2,
            timeline=[{}, {"superproject": "s5"}],
        )

    with_engineer = superproject_builder({"engineer": 1}).place("construct:0", "scientist")
    assert "s5" in with_engineer.choices()
    with_genius = superproject_builder({"genius": 1}).place("construct:0", "scientist")
    assert "s5" not in with_genius.choices()  # (a life support it can still afford)


def test_736_a_worker_slot_on_a_player_board_needs_no_exosuit_and_is_once_an_era() -> None:
    """Seed line 736 (worker slots on the player boards): a worker goes onto one's own board's
    slot without an exosuit, which a main-board space would need; each such slot takes one
    worker an era."""
    s = Scenario(
        players=[{"powered": [], "goods": {"W": 8}, "active": {"administrator": 1, "scientist": 1}}, {}],
        era=2,
    )
    assert not s.can_place("purify", "scientist")  # no powered exosuit
    assert s.can_place("supply", "scientist")
    s.place("supply", "administrator")
    s.pass_()  # seat 1
    assert not s.can_place("supply", "scientist")  # taken until the era ends
