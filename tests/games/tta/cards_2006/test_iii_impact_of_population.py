from .helpers_events_later import civ, iii, scored


def big() -> dict:
    """14 workers: 4 + 4 + 1 + 0 + 1 on the starting technologies and 4 unused."""
    return civ(Agriculture=4, Bronze=4, unused=4, yellow_bank=11)


EVENT = iii("Impact of Population")


def test_2_culture_per_worker_beyond_the_tenth():
    assert scored(EVENT, [big(), civ()]) == [8, 0]


def test_discontent_workers_do_not_count():
    # the Advanced game (discontent), the event among those scored at its end
    assert scored(EVENT, [big(), civ()], mode="advanced") == [4, 0]  # a yellow bank of 11 asks for 2 faces
