from .helpers_age_i import board
from .helpers_events_ii import ii, on_turn, prepare, prepare_without, quiet_civil_deck

CARD = ii("International Agreement")
PLAYERS = [{}, {"technologies": board(Warriors=2)}, {}]  # seat 1 is the strongest
# the Advanced game: seat 0 prepares an event, which reveals International Agreement; the row
# is full of plain Age II technologies (Opera in its third band) and the civil deck refills it
QUIET = quiet_civil_deck(len(PLAYERS))
ROW = dict(row=QUIET[:13], decks={"civil": {"II": QUIET[13:]}})


def test_the_strongest_takes_cards_worth_up_to_5_civil_actions_paying_none():
    s, base = prepare(CARD, PLAYERS, **ROW), prepare_without(PLAYERS, **ROW)
    row = list(s.state.row)
    assert row == list(base.state.row) == QUIET[:13]
    assert s.chooser == 1
    assert s.prompt() == "International Agreement: take cards worth up to 5 civil actions"
    s.choose(row[9])  # a third-band card: 3 civil actions
    assert s.prompt() == "International Agreement: take cards worth up to 2 civil actions"
    assert "Take Opera (3 civil actions)" not in s.labels()
    s.choose(row[5])  # 2 more: nothing is left
    assert on_turn(s, 0)
    p = s.player(1)
    assert p.civil_hand == [row[9], row[5]]
    assert p.ca_spent == 0
    assert p.turn["politics"] is True  # its next political action is given up
    # the row slides without losing its front cards and is refilled at its end
    assert s.state.row[:11] == [c for c in row if c not in (row[5], row[9])]
    assert len(s.state.row) == 13
    assert s.state.row[11:] == QUIET[13:15]  # from the civil deck


def test_taking_nothing_costs_nothing():
    s, base = prepare(CARD, PLAYERS, **ROW), prepare_without(PLAYERS, **ROW)
    s.pass_()
    assert on_turn(s, 0)
    assert s.player(1).civil_hand == [] and s.player(1).turn["politics"] is False
    assert s.state.row == base.state.row
