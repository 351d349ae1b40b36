"""The rulebook's worked example (4 players, Aleš activates Banking), step by step."""

from epocha.games.innovation.scenario import Scenario

ALES, BEDRICH, CYRIL, DANA = 0, 1, 2, 3


def test_banking_worked_example():
    s = Scenario(
        players=[
            {
                "board": {
                    "green": ["Banking", "Sailing"],
                    "blue": {"cards": ["Evolution", "Writing"], "splay": "right"},
                }
            },
            {"board": {"blue": ["Chemistry"]}},  # fewer crowns: demanded
            {"board": {"green": ["Mapmaking", "Clothing"]}},  # as many crowns: shares
            {"board": {"purple": ["Enterprise"]}},  # more crowns, no green cards
        ],
        decks={5: ["Coal", "Physics"], 6: ["Canning"]},
    )
    assert [s.icons(p, "crown") for p in range(4)] == [2, 0, 2, 3]
    s.dogma("Banking")
    dogma = s.events("dogma")[0]["args"]
    assert dogma["demanded"] == [BEDRICH] and dogma["sharing"] == [CYRIL, DANA]
    # Bedřich's only top non-green card with a factory is Chemistry: it goes on top of Aleš's
    # blue pile, in its right splay, and Bedřich draws and scores a 5
    assert s.pile(ALES, "blue") == ["Chemistry", "Evolution", "Writing"]
    assert s.splay(ALES, "blue") == "right"
    assert s.score(BEDRICH) == ["Coal"]
    # shared effect: Cyril (nearest to the left) first, then Dana (no green: nothing), Aleš last
    assert s.chooser == CYRIL and s.can_pass()
    s.choose("green")
    assert s.splay(CYRIL, "green") == "right"
    assert s.chooser == ALES
    s.choose("green")
    assert s.splay(ALES, "green") == "right"
    # sharing bonus: Cyril changed the game, so Aleš draws a 5 (his highest top card)
    assert s.hand(ALES) == ["Physics"]
    assert len(s.events("share_bonus")) == 1
    # second action: the 5s are gone, so the draw comes from the 6s
    assert s.turn["actions_left"] == 1
    s.draw()
    assert s.hand(ALES) == ["Physics", "Canning"]
    assert s.turn["player"] == BEDRICH
