"""The declared options schema: defaults, types, allowed values, options that depend on other
options or on the player count, checks across options, the command line's words."""

from __future__ import annotations

import pytest

from epocha.engine import IllegalAction
from epocha.engine.options import Choice, Option, OptionsSchema


def words(en: str) -> dict:
    return {"en": en, "cs": f"{en} (cs)"}


def schema() -> OptionsSchema:
    return OptionsSchema(
        (
            Option(
                "edition",
                str,
                "new",
                words("Edition"),
                choices=(Choice("new", words("New")), Choice("old", words("Old"))),
            ),
            Option(
                "mode",
                str,
                "full",
                words("Mode"),
                when={"edition": ("old",)},
                choices=(Choice("simple", words("Simple")), Choice("full", words("Full"))),
            ),
            Option("peaceful", bool, False, words("Peaceful")),
            Option("rounds", int, 7, words("Rounds"), minimum=1, maximum=9),
            Option("bot", str, "easy", words("Solo bot"), players=(1,)),
        ),
        checks=(
            lambda o, n: (
                "the simple game is always peaceful"
                if o.get("mode") == "simple" and not o["peaceful"]
                else None
            ),
        ),
    )


def test_defaults_fill_in_and_options_that_do_not_apply_are_left_out():
    s = schema()
    assert s.normalize(None, 2) == {"edition": "new", "peaceful": False, "rounds": 7}
    assert s.normalize({"edition": "old"}, 1) == {
        "edition": "old",
        "mode": "full",
        "peaceful": False,
        "rounds": 7,
        "bot": "easy",
    }
    # a count not known yet (a position being read) does not rule an option out
    assert s.normalize({"bot": "hard"}, None)["bot"] == "hard"


@pytest.mark.parametrize(
    ("given", "players", "message"),
    [
        ("not a dict", 2, "must be a dict"),
        ({"colour": "red"}, 2, "unknown option"),
        ({"edition": "newest"}, 2, "must be one of 'new', 'old'"),
        ({"peaceful": 1}, 2, "must be true or false"),
        ({"rounds": True}, 2, "must be a whole number"),
        ({"rounds": 0}, 2, "at least 1"),
        ({"rounds": 10}, 2, "at most 9"),
        ({"mode": "simple"}, 2, "only when edition is 'old'"),
        ({"bot": "hard"}, 3, "only with 1 player"),
        ({"edition": "old", "mode": "simple"}, 2, "always peaceful"),
    ],
)
def test_what_the_schema_refuses(given, players, message):
    with pytest.raises(IllegalAction, match=message):
        schema().normalize(given, players)


def test_the_command_line_gives_typed_values():
    s = schema()
    assert s.parse(["peaceful=yes", "rounds=5", "edition=old"]) == {
        "peaceful": True,
        "rounds": 5,
        "edition": "old",
    }
    for bad, message in [
        (["rounds=five"], "whole number"),
        (["peaceful=maybe"], "true or false"),
        (["colour=red"], "unknown option"),
        (["rounds"], "name=value"),
    ]:
        with pytest.raises(IllegalAction, match=message):
            s.parse(bad)


def test_the_description_is_plain_data_for_forms():
    described = schema().describe()
    assert [d["name"] for d in described] == ["edition", "mode", "peaceful", "rounds", "bot"]
    assert described[0]["choices"][1] == {"value": "old", "label": {"en": "Old", "cs": "Old (cs)"}}
    assert described[1]["when"] == {"edition": ["old"]}
    assert described[3]["minimum"] == 1 and described[3]["maximum"] == 9
    assert described[4]["players"] == [1]


def test_a_schema_that_contradicts_itself_is_refused_when_declared():
    with pytest.raises(ValueError, match="default"):
        Option("rounds", int, 0, words("Rounds"), minimum=1)
    with pytest.raises(ValueError, match="cs"):
        Option("rounds", int, 1, {"en": "Rounds"})
    with pytest.raises(ValueError, match="declare them before"):
        OptionsSchema((Option("mode", str, "a", words("Mode"), when={"edition": ("old",)}),))
    with pytest.raises(ValueError, match="twice"):
        OptionsSchema((Option("a", bool, True, words("A")), Option("a", bool, True, words("A"))))


def test_a_preview_choice_is_accepted_only_when_previews_are_on_and_never_offered(monkeypatch):
    rules = Option(
        "rules",
        str,
        "basic",
        words("Rules"),
        choices=(Choice("basic", words("Basic")), Choice("full", words("Full"), preview=True)),
    )
    s = OptionsSchema((rules,))
    monkeypatch.delenv("EPOCHA_PREVIEW", raising=False)
    with pytest.raises(IllegalAction, match="must be one of 'basic', not 'full'"):
        s.normalize({"rules": "full"}, 2)
    monkeypatch.setenv("EPOCHA_PREVIEW", "1")
    assert s.normalize({"rules": "full"}, 2) == {"rules": "full"}
    assert [c["value"] for c in s.describe()[0]["choices"]] == ["basic"]
