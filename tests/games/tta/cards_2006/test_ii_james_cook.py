"""James Cook (Age II leader, 2006 edition): 2 culture per colony (the New Story card: 2 for the
first, 1 for each further one) and +1 for each colonization bonus card sent (the New Story card
lets you discard 2 military cards instead).

The 2006 game here is the Simple game: no military hands, so no colonization, and the 2006
territories have no rules yet (they wait for the Advanced game), so a position holds no colony.
What is reachable is checked below: the culture through the card's rules on a player given
colonies, and the colonization force through `events.force_of`."""

from epocha.games.tta.events import cook_discards, force_of
from epocha.games.tta.ratings import Tally
from epocha.games.tta.rules_base import rules_of

from .helpers_age_ii import board, game, ii

LEADER = ii("James Cook")
BONUS = ii("Defense / Colonization")  # colonization 2


def test_each_colony_gives_2_culture():
    s = game({"leader": LEADER, "technologies": board()})
    p = s.player(0)
    assert s.ratings(0).culture == 0  # no colony, nothing
    for colonies, culture in ((1, 2), (3, 6)):
        p.colonies = [f"{ii('Historic Territory')}#{n}" for n in range(1, colonies + 1)]
        tally = Tally([])
        rules_of(LEADER).adjust(s.state, p, p.leader, tally)
        assert tally.extra == {"culture": culture}


def test_each_bonus_card_sent_to_colonize_adds_1_more():
    units = ["A:Warriors (2006)#p0@0"]  # the Warriors unit sent
    cook = game({"leader": LEADER, "technologies": board()})
    other = game({"leader": ii("Isaac Newton"), "technologies": board()})
    cards = [f"{BONUS}#1", f"{BONUS}#2"]
    assert force_of(other.state, other.player(0), units, cards) == 1 + 2 + 2
    assert force_of(cook.state, cook.player(0), units, cards) == 1 + (2 + 1) + (2 + 1)
    assert force_of(cook.state, cook.player(0), units, []) == 1


def test_no_other_military_card_may_be_discarded():
    s = game({"leader": LEADER, "technologies": board()})
    assert cook_discards(s.state, s.player(0)) == 0
