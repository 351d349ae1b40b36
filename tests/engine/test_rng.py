from epocha.engine.rng import Rng


def test_same_seed_same_sequence_and_state_round_trips():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    c = Rng(0)
    c.state = a.state
    assert c.below(1000) == a.below(1000)


def test_known_values_are_stable_across_versions():
    # pinned so that saved games replay identically in future releases
    r = Rng(7)
    assert [r.below(100) for _ in range(6)] == [55, 25, 8, 75, 17, 4]
    assert Rng(7).next64() == 9672475392221035855


def test_shuffle_is_a_permutation_and_depends_on_seed():
    items = list(range(50))
    a, b = items[:], items[:]
    Rng(1).shuffle(a)
    Rng(2).shuffle(b)
    assert sorted(a) == items and sorted(b) == items and a != b


def test_below_is_roughly_uniform():
    r = Rng(3)
    counts = [0] * 4
    for _ in range(4000):
        counts[r.below(4)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_fork_and_copy_are_independent():
    r = Rng(9)
    f = r.fork("bot")
    c = r.copy()
    assert f.state != r.state
    assert c.next64() == r.next64()
