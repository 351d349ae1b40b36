"""Rulebook examples of the Impact (digest §10)."""

from __future__ import annotations

from collections import Counter

from epocha.games.anachrony.catalog import MINE_CARDS
from epocha.games.anachrony.scenario import Scenario


def test_1265_after_the_impact_the_mine_offer_gets_a_neutronium_for_the_cards_topmost_resource() -> None:
    """Seed line 1265 (the Impact, "Neutronium"): in the eras after the Impact the drawn mine
    card's topmost resource is ignored and a neutronium takes its place at the top of the
    offer. (Which resource the card prints topmost is not in the sources, digest §17.4: only
    that one of the card's resources gives way to a neutronium is checked.)"""
    s = Scenario(players=[{}, {"passed": True}], era=5)
    assert s.state.impacted
    no_neutronium = next(i for i, card in enumerate(MINE_CARDS) if "N" not in card)
    s.state.mine_deck.append(no_neutronium)
    s.pass_()
    pool, card = Counter(s.state.mine_pool), Counter(MINE_CARDS[no_neutronium])
    assert s.state.era == 6 and len(s.state.mine_pool) == 5
    assert pool["N"] == 1 and s.state.mine_pool[0] == "N"
    assert sum((card - pool).values()) == 1  # one of the card's resources gave way
