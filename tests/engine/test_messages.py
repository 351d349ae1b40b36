"""Typed messages and their Python renderer (engine/message.py, engine/render.py); the browser's
twin is checked against this one in tests/e2e/test_messages.py."""

from __future__ import annotations

import pytest

from epocha.engine import IllegalAction
from epocha.engine.message import (
    N_,
    card,
    card_cause,
    check,
    color,
    listing,
    msg,
    nmsg,
    number,
    pmsg,
    resource,
    seat,
    seats,
    term,
    terms,
    walk,
)
from epocha.engine.render import Renderer
from epocha.engine.translation import Table


def czech(messages: dict) -> Table:
    return Table("cs", messages, lambda n: 0 if n == 1 else 1 if 2 <= n <= 4 else 2)


TERMS = {
    "card": {"Optics": "Optics", "A.I.": "A.I."},
    "color": {"red": "red"},
    "resource": {"food": ["{n} food", "{n} food"], "worker": ["{n} worker", "{n} workers"]},
}


def test_a_message_is_plain_data_with_typed_arguments():
    m = msg("{who} draws {card}.", who=seat(0), card=card("Optics"), cause=card_cause("Optics"))
    assert m == {
        "text": "{who} draws {card}.",
        "args": {"who": {"seat": 0}, "card": {"term": "Optics", "kind": "card"}},
        "cause": {"card": "Optics"},
    }
    assert msg("{n} left", n=3)["args"]["n"] == number(3)
    inner = pmsg("why", "production")
    outer = msg("lost ({why})", why=inner)
    assert outer["args"]["why"] == {"message": inner} and list(walk(outer)) == [outer, inner]
    assert check(outer) is outer


def test_bad_arguments_are_refused():
    with pytest.raises(TypeError):
        msg("{x}", x="a bare string says nothing of its type")
    with pytest.raises(ValueError):
        nmsg("{n} card", "{n} cards", "n")
    with pytest.raises(IllegalAction):
        check({"text": "x", "args": {"a": {"seat": 1, "number": 2}}})
    with pytest.raises(IllegalAction):
        check("text")


def test_english_words_plurals_lists_and_default_names():
    r = Renderer(terms=TERMS, names=["Ann", None, "Ben"])
    assert r(msg("{who} draws {card}.", who=seat(0), card=card("Optics"))) == "Ann draws Optics."
    assert r(msg("{who} waits", who=seat(1))) == "Player 2 waits"
    for n, text in ((0, "0 cards"), (1, "1 card"), (2, "2 cards")):
        assert r(nmsg("{n} card", "{n} cards", "n", n=n)) == text
    assert [r(msg("{x}", x=seats(range(k)))) for k in range(4)] == [
        "",
        "Ann",
        "Ann and Player 2",
        "Ann, Player 2 and Ben",
    ]
    assert r(msg("{food}, {w}", food=resource("food", 2), w=resource("worker", 1))) == "2 food, 1 worker"
    assert r(msg("{c}", c=listing([color("red"), 3]))) == "red and 3"
    assert r.missing == set()


def test_a_full_stop_is_not_doubled_and_substitution_is_one_pass():
    r = Renderer(terms=TERMS, names=["{card}", "$&"])
    assert r(msg("{who} draws {card}.", who=seat(1), card=card("A.I."))) == "$& draws A.I."
    assert r(msg("{who}: {card}", who=seat(0), card=card("Optics"))) == "{card}: Optics"
    assert r(msg("{who} has {nothing}", who=seat(1))) == "$& has {nothing}"


def test_translation_plural_forms_contexts_forms_and_what_is_missing():
    table = czech(
        {
            "{who} draws {card}.": "{who} si bere {card}.",
            "{n} card": ["{n} karta", "{n} karty", "{n} karet"],
            "why\x04production": "výroba",
            "color\x04red": "červená",
            "color-adjective\x04red": "červenou",
            "resource\x04{n} food": ["{n} jídlo", "{n} jídla", "{n} jídel"],
            "list\x04{head} and {last}": "{head} a {last}",
            "Player {n}": "Hráč {n}",
            "{c} / {a}": "{c} / {a}",
            "{f}": "{f}",
            "{x}": "{x}",
        }
    )
    r = Renderer([table], TERMS, [None, "Ann", "Ben"])
    assert r(msg("{who} draws {card}.", who=seat(0), card=card("Optics"))) == "Hráč 1 si bere Optics."
    assert [r(nmsg("{n} card", "{n} cards", "n", n=n)) for n in (1, 3, 5, 22)] == [
        "1 karta",
        "3 karty",
        "5 karet",
        "22 karet",
    ]
    assert r(pmsg("why", "production")) == "výroba"
    assert r(msg("{c} / {a}", c=color("red"), a=color("red", "adjective"))) == "červená / červenou"
    assert r(msg("{f}", f=resource("food", 2))) == "2 jídla"
    assert r(msg("{x}", x=seats([1, 2, 0]))) == "Ann, Ben a Hráč 1"
    assert r.missing == {"card\x04Optics"}  # names need no translation to render, but it is noted
    assert r(msg("Not in the catalog")) == "Not in the catalog" and "Not in the catalog" in r.missing
    assert r(msg("{t}", t=term("card", "Unknown"))) == "Unknown"
    assert any("not in the vocabulary" in m for m in r.missing)


def test_plural_counts_come_from_numbers_lists_or_amounts():
    r = Renderer(terms=TERMS)
    assert r(nmsg("{who} wins", "{who} win", "who", who=seats([0]))) == "Player 1 wins"
    assert r(nmsg("{who} wins", "{who} win", "who", who=seats([0, 1]))) == "Player 1 and Player 2 win"
    assert r(nmsg("{f} is", "{f} are", "f", f=resource("food", 1))) == "1 food is"


def test_the_terms_a_message_names_nested_and_in_lists():
    m = msg(
        "{who} gives {cards} ({why})",
        who=seat(0),
        cards=listing([card("Optics"), card("Sailing")]),
        why=msg("because of {card}", card=card("Paper")),
    )
    assert terms(m, "card") == {"Optics", "Sailing", "Paper"}
    assert terms(m, "color") == set()
    assert N_("{who} melds {card}.") == "{who} melds {card}."  # only marks a text for the catalog


def test_a_logs_messages_are_made_once_and_follow_undo_and_clones():
    import epocha

    g = epocha.new_game("tta", players=2, seed=4)
    seat = g.active_players[0]
    g.apply(seat, next(a for a in g.legal_actions(seat) if a["type"] == "take"))
    assert g.can_undo(seat)
    first = g.log_for(seat)
    again = g.log_for(seat)
    assert all(a.get("message") is b.get("message") for a, b in zip(first, again, strict=True))
    twin = g.clone()
    g.undo(seat)
    fresh = epocha.loads(epocha.dumps(g))
    assert g.log_for(seat) == fresh.log_for(seat) and len(g.log_for(seat)) < len(first)
    assert twin.log_for(seat) == first  # the clone keeps its own log and its words
    assert g.log_for(None) == fresh.log_for(None)
