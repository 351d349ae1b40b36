import pytest

from epocha.engine import Decision, IllegalAction


def _decision():
    return Decision(
        seat=0,
        kind="cards",
        prompt="pick",
        actions=[
            {"type": "choose", "cards": ["Oars"], "label": "Oars"},
            {"type": "choose", "cards": [{"player": 1, "zone": "score", "index": 0, "age": 2}], "label": "x"},
            {"type": "pass", "label": "Pass"},
        ],
        values=["Oars", "Calendar", ("pass",)],
    )


def test_matches_ignoring_label_and_extra_keys():
    d = _decision()
    assert d.match({"type": "choose", "cards": ["Oars"]}) == "Oars"
    assert d.match({"type": "choose", "cards": ["Oars"], "label": "whatever", "note": 1}) == "Oars"
    place = {"player": 1, "zone": "score", "index": 0, "age": 2}
    assert d.match({"type": "choose", "cards": [place]}) == "Calendar"
    assert d.match({"type": "pass"}) == ("pass",)


@pytest.mark.parametrize(
    "bad",
    [
        None,
        3,
        "pass",
        [],
        {},
        {"type": 5},
        {"type": "choose"},
        {"type": "choose", "cards": "Oars"},
        {"type": "choose", "cards": ["Calendar"]},
        {"type": "done"},
        {"type": "choose", "cards": [{"player": True, "zone": "score", "index": 0, "age": 2}]},
        {"type": "choose", "cards": [{"player": 1.0, "zone": "score", "index": 0, "age": 2}]},
    ],
)
def test_anything_else_is_illegal(bad):
    with pytest.raises(IllegalAction):
        _decision().match(bad)


def _distinct_decision(display_key=None):
    actions = [{"type": "meld", "card": c} for c in ("Oars", "Sailing", "Writing")]
    return Decision(
        seat=0,
        kind="turn",
        prompt="act",
        actions=actions,
        values=["oars", "sailing", "writing"],
        display=lambda a: {"label": f"Meld {a['card']}"},
        display_key=display_key,
        distinct=True,
    )


def test_a_distinct_decision_takes_back_what_it_showed_and_checks_it():
    d = _distinct_decision()
    shown = d.shown(str)
    assert [a["label"] for a in shown] == ["Meld Oars", "Meld Sailing", "Meld Writing"]
    assert d.match(shown[1]) == "sailing"
    shown[0]["card"] = "Writing"  # changed by the caller: it names another action now
    assert d.match(shown[0]) == "writing"
    shown[2]["card"] = 3  # a value of another type names none
    with pytest.raises(IllegalAction):
        d.match(shown[2])
    shown.reverse()  # the list is the caller's too
    assert d.match(shown[1]) == "sailing"
    assert d.match(d.actions[2]) == "writing"


def test_words_by_identity_are_those_of_each_dict():
    from epocha.engine.decision import by_identity

    d = _distinct_decision(by_identity)
    first = d.shown(str)
    again = _distinct_decision(by_identity)
    again.actions[:] = d.actions  # the very dicts: their words found, not made again
    assert again.shown(str) == first
    other = _distinct_decision(by_identity)  # equal dicts, not the same: made for them
    other.display = lambda a: {"label": f"Put {a['card']} into play"}
    assert other.shown(str)[0]["label"] == "Put Oars into play"
    assert first[0]["label"] == "Meld Oars"
