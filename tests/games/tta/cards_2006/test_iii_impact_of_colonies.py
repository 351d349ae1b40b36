import pytest

from .helpers_events_later import (
    civ,
    iii,
    scored,
    with_territories,  # noqa: F401 - a fixture
)

EVENT = iii("Impact of Colonies")


@pytest.mark.usefixtures("with_territories")
def test_4_culture_per_colony():
    players = [
        civ(colonies=["I:Fertile Territory (2006)", "II:Historic Territory (2006)"]),
        civ(),
        civ(colonies=["I:Strategic Territory (2006)"]),
    ]
    assert scored(EVENT, players) == [8, 0, 4]  # the New Story card: 3 per colony
