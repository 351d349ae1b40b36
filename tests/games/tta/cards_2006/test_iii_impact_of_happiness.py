from .helpers_events_later import civ, i, iii, scored

EVENT = iii("Impact of Happiness")


def test_2_culture_per_happy_face_at_most_16():
    circuses = {i("Bread and Circuses"): {"workers": 3}}
    players = [civ(Religion=3), civ(Religion=3, extra=circuses), civ()]  # 3, 9 and 0 faces
    assert scored(EVENT, players) == [6, 16, 0]


def test_2_culture_lost_per_discontent_worker():
    # the Advanced game (discontent), the event among those scored at its end:
    # a yellow bank of 9 asks for 3 happy faces: 1 face, 2 discontent workers (covered by unused)
    players = [civ(Religion=1, unused=3, yellow_bank=9, culture=5), civ(Religion=1, unused=3, yellow_bank=9)]
    # 2 - 4; the second has only the 1 culture its temple scored at the end of its turn
    assert scored(EVENT, players, mode="advanced") == [-2, -1]
