from .helpers_events_later import civ, i, iii, scored

EVENT = iii("Impact of Government")


def test_2_culture_per_civil_action_and_1_per_military_action():
    players = [
        civ(),  # Despotism: 4 civil, 2 military actions
        civ(government=i("Monarchy")),  # 5 and 3
        civ(specials=[i("Code of Laws")], wonders=["A:Pyramids (2006)"]),  # 4 + 1 + 1 and 2
    ]
    assert scored(EVENT, players) == [10, 13, 14]
