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
