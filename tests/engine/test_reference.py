"""Rules references: every registered game's sections load, in English and Czech, with stable
ids; a malformed file is refused with the reason."""

from __future__ import annotations

import pytest

import epocha
from epocha.engine.reference import RulesReference
from epocha.engine.registry import get_manifest


@pytest.mark.parametrize("game", ["innovation", "tta"])
def test_the_shipped_references_cover_the_game_in_both_languages(game):
    ref = get_manifest(game).reference
    assert len(ref) >= 40
    for lang in ("en", "cs"):
        sections = ref.describe(lang)
        assert all(s["title"].strip() and s["text"].strip() for s in sections)
    assert {s.parent for s in ref.sections} - {None} <= {s.id for s in ref.sections}


def test_every_registered_game_has_a_loadable_reference():
    for name in epocha.games():
        get_manifest(name).reference  # noqa: B018 - loading is the check


def section(sid: str, **extra) -> dict:
    return {"id": sid, "title": {"en": "T", "cs": "T"}, "text": {"en": "X", "cs": "X"}, **extra}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"section": [section("Bad Id")]}, "no valid id"),
        ({"section": [section("a"), section("a")]}, "twice"),
        ({"section": [section("a.b", parent="a")]}, "earlier section"),
        ({"section": [{**section("a"), "text": {"en": "X"}}]}, "cs"),
        ({"section": [section("a", colour="red")]}, "unknown keys"),
        ({"chapter": []}, "only"),
    ],
)
def test_a_malformed_reference_is_refused(data, message):
    with pytest.raises(ValueError, match=message):
        RulesReference.from_data(data)
