"""The full game (aggressions, wars and pacts) is a preview choice while it is being built
(`epocha.engine.options`): the game's own tests play it."""

import pytest


@pytest.fixture(autouse=True)
def _full_game_preview(monkeypatch):
    monkeypatch.setenv("EPOCHA_PREVIEW", "1")
