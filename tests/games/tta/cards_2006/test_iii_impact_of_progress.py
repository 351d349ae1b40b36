from .helpers_events_later import civ, i, iii, scored

EVENT = iii("Impact of Progress")


def test_2_culture_per_level_of_the_government_and_special_technologies():
    players = [
        civ(government=i("Monarchy"), specials=[i("Code of Laws"), i("Warfare")]),
        civ(),  # Despotism is level 0
        civ(specials=["II:Navigation (2006)"]),
    ]
    assert scored(EVENT, players) == [6, 0, 4]
