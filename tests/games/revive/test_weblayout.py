"""The web board's layout file (the map's geometry and the player board's furniture for the
browser) is generated from the game's data, and kept current."""

from __future__ import annotations

from epocha.games.revive import weblayout


def test_the_layout_file_is_current() -> None:
    assert weblayout.TARGET.read_text("utf-8") == weblayout.text(), "python -m epocha.games.revive.weblayout"


def test_the_layout_has_every_space_of_the_map() -> None:
    from epocha.games.revive.board import map_index

    assert len(weblayout.spaces()) == len(map_index().nodes)
