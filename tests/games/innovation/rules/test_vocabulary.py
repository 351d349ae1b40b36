"""Rules digest §7: meld, tuck, return, transfer, exchange, remove, value 0."""

from epocha.games.innovation import moves
from epocha.games.innovation.scenario import Scenario


def test_tuck_into_a_missing_colour_starts_a_pile():
    s = Scenario(players=[{"hand": ["Sailing"]}, {}])
    moves.tuck(s.state, 0, "Sailing")
    assert s.top(0, "green") == "Sailing" and s.state.counters["tucked"] == [1, 0]


def test_return_goes_to_the_bottom_of_its_age():
    s = Scenario(players=[{"hand": ["Sailing"]}, {}], decks={1: ["Oars", "Tools"]})
    moves.return_card(s.state, "Sailing")
    assert s.deck(1) == ["Oars", "Tools", "Sailing"]


def test_the_owner_orders_returns_of_one_age():
    # Railroad returns the whole hand: two age-1 cards must be ordered, the 3 needs no order
    s = Scenario(
        players=[{"board": {"purple": ["Railroad"]}, "hand": ["Oars", "Tools", "Optics"]}, {}],
        decks={1: ["Writing"], 3: ["Paper"], 6: ["Canning", "Vaccination", "Classification"]},
    )
    s.dogma("Railroad")
    assert s.asking == "cards" and sorted(s.options()) == ["Oars", "Tools"]
    s.choose("Tools")
    assert s.deck(1) == ["Writing", "Tools", "Oars"]
    assert s.deck(3) == ["Paper", "Optics"]


def test_transfer_onto_a_splayed_pile_keeps_the_splay():
    s = Scenario(
        players=[
            {"board": {"blue": {"cards": ["Evolution", "Writing"], "splay": "right"}}},
            {"board": {"blue": ["Chemistry"]}},
        ]
    )
    moves.transfer(s.state, "Chemistry", 0, "board")
    assert s.pile(0, "blue") == ["Chemistry", "Evolution", "Writing"] and s.splay(0, "blue") == "right"
    assert s.board(1) == {}


def test_exchange_with_an_empty_side_is_one_way():
    # Canal Building: the highest hand cards for the highest score cards; the score pile is empty
    s = Scenario(players=[{"board": {"yellow": ["Canal Building"]}, "hand": ["Calendar", "Oars"]}, {}])
    s.dogma("Canal Building")
    if not s.quiet:
        s.choose(s.options()[0])
    assert s.score(0) == ["Calendar"] and s.hand(0) == ["Oars"]


def test_value_zero_draws_a_one():
    s = Scenario(players=[{}, {}], decks={1: ["Oars"]})
    assert moves.draw(s.state, 0, 0) == "Oars"


def test_removed_cards_leave_the_game():
    s = Scenario(players=[{"hand": ["Oars"], "board": {"blue": ["Writing"]}}, {}])
    moves.remove(s.state, ["Oars", "Writing"])
    assert s.removed == ["Oars", "Writing"] and s.board(0) == {} and s.hand(0) == []


def test_hidden_card_choices_name_places_not_faces():
    # Rocketry: returning a card from an opponent's score pile, which the chooser cannot see
    s = Scenario(players=[{"board": {"blue": ["Rocketry"]}}, {"score": ["Calendar", "Optics"]}])
    s.dogma("Rocketry")
    options = s.options()
    assert all(isinstance(o, dict) and o["player"] == 1 and o["zone"] == "score" for o in options)
    assert sorted(o["age"] for o in options) == [2, 3]
    s.choose(next(o for o in options if o["age"] == 3))
    assert s.score(1) == ["Calendar"]
