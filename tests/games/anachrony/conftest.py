"""Anachrony is built over several landings and not registered as a plugin yet: its tests
register its manifest in-process (the terms its words need come from it), for each test
alone: tests elsewhere that go through every registered game must not meet it."""

from __future__ import annotations

import pytest

from epocha.engine import registry
from epocha.games.anachrony.manifest import MANIFEST


@pytest.fixture(autouse=True)
def _anachrony_registered():
    registry.register(MANIFEST)
    yield
    registry.unregister(MANIFEST.name)
