from epocha.games.tta.scenario import Scenario

from .helpers_events import key, on_turn, position, reveal, without_event

CARD = key("No Event")
NEXT = key("Development of Science")


def board(s, q):
    p = s.player(q)
    return (p.science, p.culture, p.blue, p.yellow, p.pool, dict(p.workers), dict(p.stored), p.techs)


def test_nothing_happens_and_the_card_goes_to_the_past_events():
    players = [{}, {}, {}]
    s, base = reveal(CARD, players), without_event(players)
    assert [board(s, q) for q in range(3)] == [board(base, q) for q in range(3)]
    assert [c.split("#")[0] for c in s.state.past_events] == [CARD]
    assert len(s.events("reveal_event")) == 1
    assert on_turn(s, 0)  # nobody is asked anything


def test_the_next_event_waits_for_the_next_round():
    s = Scenario(**position([{}, {}], [CARD, NEXT]))  # top first: No Event is revealed
    s.end_turn()
    assert [c.split("#")[0] for c in s.state.current_events] == [NEXT]
    assert s.player(0).science == 0  # (seat 1 scored its lab at the end of its turn)
