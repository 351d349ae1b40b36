import pytest

from epocha.engine import Decision, IllegalAction
from epocha.engine.message import card, msg


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


def test_a_decision_made_without_its_init_is_the_same_decision():
    from dataclasses import fields

    from epocha.engine.decision import Offered, by_identity, new_decision

    def display(a):
        return {"label": a["type"]}

    actions = [Offered(type="draw")]
    given = (1, "turn", msg("Act"), actions, ["draw"], {"left": 2}, display, by_identity, True)
    made, usual = new_decision(*given), Decision(*given)
    assert made == usual
    # every field is set as `Decision(...)` sets it (a field added to the class and not to
    # `new_decision` is missing here), the words not made yet
    assert {f.name: getattr(made, f.name) for f in fields(Decision)} == {
        f.name: getattr(usual, f.name) for f in fields(Decision)
    }
    assert made.shown(str) == usual.shown(str) == [{"type": "draw", "label": "draw"}]


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
    with pytest.raises(TypeError):  # what was shown is read-only: shared by every caller
        shown[0]["card"] = "Writing"
    assert shown[0]["card"] == "Oars" and d.shown(str)[0]["card"] == "Oars"
    changed = dict(shown[0], card="Writing")  # a copy, changed: it names another action now
    assert d.match(changed) == "writing"
    with pytest.raises(IllegalAction):  # a value of another type names none
        d.match(dict(shown[2], card=3))
    shown.reverse()  # the list is the caller's
    assert d.match(shown[1]) == "sailing"
    assert d.match(d.actions[2]) == "writing"


def test_a_shown_action_is_plain_data_that_refuses_changes():
    import copy
    import json
    import pickle

    from epocha.engine.decision import ShownAction
    from epocha.engine.plain import copy_plain

    action = _distinct_decision().shown(str)[0]
    assert isinstance(action, ShownAction) and action == {
        "type": "meld",
        "card": "Oars",
        "label": "Meld Oars",
    }
    for change in (
        lambda a: a.update(card="Sailing"),
        lambda a: a.pop("card"),
        lambda a: a.setdefault("x", 1),
        lambda a: a.clear(),
        lambda a: a.popitem(),
        lambda a: a.__delitem__("card"),
        lambda a: a.__ior__({"card": "Sailing"}),
    ):
        with pytest.raises(TypeError):
            change(action)
    assert action["card"] == "Oars"
    assert json.loads(json.dumps(action)) == action
    assert type(copy_plain(action)) is dict and copy_plain(action) == action
    for twin in (pickle.loads(pickle.dumps(action)), copy.copy(action), copy.deepcopy(action)):
        assert type(twin) is ShownAction and twin == action


def _offered_decision(actions=None):
    from epocha.engine.decision import Offered, by_identity

    d = _distinct_decision(by_identity)
    d.actions[:] = actions if actions is not None else [Offered(a) for a in d.actions]
    return d


def test_offered_actions_keep_their_words_for_the_renderer_that_asks():
    first = _offered_decision()
    shown = first.shown(str)
    assert [a["label"] for a in shown] == ["Meld Oars", "Meld Sailing", "Meld Writing"]
    again = _offered_decision(first.actions)  # the very actions: their words read off them
    again.display = lambda a: {"label": "never asked"}
    assert again.shown(str) == shown and all(x is y for x, y in zip(again.shown(str), shown, strict=True))
    other = _offered_decision()  # equal actions, not the same: their own words are made
    other.display = lambda a: {"label": f"Put {a['card']} into play"}
    assert other.shown(str)[0]["label"] == "Put Oars into play"

    def worded(loud):
        return lambda message: message["text"].upper() if loud else message["text"]

    quiet, loud = worded(False), worded(True)
    labelled = _offered_decision()
    labelled.display = lambda a: {"label": msg("Meld {card}", card=card(a["card"]))}  # (a message)
    assert labelled.shown(quiet)[0]["label"] == "Meld {card}"
    later = _offered_decision(labelled.actions)  # another renderer: the words made in it
    later.display = labelled.display
    assert [a["label"] for a in later.shown(loud)] == ["MELD {CARD}"] * 3
    back = _offered_decision(labelled.actions)
    back.display = labelled.display
    assert back.shown(quiet)[0]["label"] == "Meld {card}"


def test_by_identity_shows_only_offered_actions():
    d = _offered_decision([{"type": "meld", "card": "Oars"}])
    d.values[:] = ["oars"]
    with pytest.raises(TypeError, match="Offered"):
        d.shown(str)


def test_an_offered_action_is_plain_data_that_refuses_changes():
    import copy
    import json
    import pickle

    from epocha.engine.decision import Offered
    from epocha.engine.plain import copy_plain

    action = Offered(type="meld", card="Oars")
    _offered_decision([action, *_offered_decision().actions[1:]]).shown(str)  # (it keeps words)
    assert action == {"type": "meld", "card": "Oars"}
    with pytest.raises(TypeError):
        action["card"] = "Sailing"
    with pytest.raises(TypeError):
        action.update(card="Sailing")
    assert json.loads(json.dumps(action)) == action
    assert type(copy_plain(action)) is dict and copy_plain(action) == action
    for twin in (pickle.loads(pickle.dumps(action)), copy.copy(action), copy.deepcopy(action)):
        assert type(twin) is Offered and twin == action and twin._shown_as is None


def test_an_offered_action_keeps_its_bare_form_for_the_history():
    import pickle

    from epocha.engine.decision import Offered

    plain = Offered(type="meld", card="Oars")
    worded = Offered(type="pass", label=msg("Pass"), group="end")
    assert plain._bare is None  # (it is its own bare form)
    assert worded._bare == {"type": "pass"} and type(worded._bare) is dict
    assert pickle.loads(pickle.dumps(worded))._bare == {"type": "pass"}


def test_a_shown_action_back_from_another_process_names_its_action():
    import pickle

    d = _distinct_decision()
    shown = d.shown(str)
    back = pickle.loads(pickle.dumps(shown[1]))  # (a bot in a worker process sends a copy)
    assert back is not shown[1] and d.match(back) == "sailing"


def test_offered_actions_made_without_end_are_not_kept_alive_by_their_words(monkeypatch):
    from epocha.engine import decision

    monkeypatch.setattr(decision, "_TWINS_LIMIT", 10)
    first = _offered_decision()
    first.shown(str)
    for _ in range(20):  # (a rules module that makes new offered actions every time)
        _offered_decision().shown(str)
    assert len(decision._TWINNED) <= 10 + 3  # (63 actions were worded)
    again = _offered_decision(first.actions)
    assert [a["label"] for a in again.shown(str)] == ["Meld Oars", "Meld Sailing", "Meld Writing"]
