from epocha.games.innovation.scenario import Scenario

DECKS = {3: ["Paper", "Optics"]}


def _machinery(p0_hand, p1_hand, p0_board=None, p1_board=None):
    return Scenario(
        players=[
            {
                "hand": list(p0_hand),
                "board": p0_board
                or {"yellow": ["Machinery"], "green": ["Clothing"], "red": ["Oars", "Metalworking"]},
            },
            {"hand": list(p1_hand), "board": p1_board or {}},
        ],
        decks=DECKS,
    )


def test_victim_swaps_its_whole_hand_for_my_highest_cards():
    s = _machinery(["Archery", "Construction", "Road Building"], ["Tools", "Calendar"])
    s.dogma("Machinery")
    assert s.hand(1) == ["Construction", "Road Building"]
    # then seat 0 scores a castle card (Archery or Tools) and may splay red left
    assert s.chooser == 0 and sorted(s.options()) == ["Archery", "Tools"]
    s.choose("Tools")
    assert s.score(0) == ["Tools"] and s.hand(0) == ["Archery", "Calendar"]
    assert s.options() == ["red"] and s.can_pass()
    s.choose("red")
    assert s.splay(0, "red") == "left"
    assert s.quiet


def test_empty_victim_hand_is_a_one_way_exchange():
    s = _machinery(["Tools", "Calendar"], [])
    s.dogma("Machinery")
    assert s.hand(1) == ["Calendar"]
    # Tools is the only castle card: scored without asking; then the splay is declined
    assert s.score(0) == ["Tools"]
    s.pass_()
    assert s.hand(0) == [] and s.splay(0, "red") == "none"


def test_empty_demander_hand_takes_the_whole_victim_hand():
    s = _machinery([], ["Writing", "Calendar"])
    s.dogma("Machinery")
    assert s.hand(1) == []
    assert s.hand(0) == ["Writing", "Calendar"]
    # no castle card: nothing scored, the splay is still offered
    assert s.options() == ["red"]
    s.pass_()
    assert s.score(0) == []


def test_sharing_opponent_scores_and_splays_first_and_earns_the_bonus():
    s = _machinery(
        ["Archery"],
        ["Tools", "Writing"],
        p0_board={"yellow": ["Machinery"]},
        p1_board={"yellow": ["Agriculture"], "red": ["Oars", "Metalworking"]},
    )
    assert s.icons(1, "leaf") >= s.icons(0, "leaf")
    s.dogma("Machinery")
    # seat 1 is not demanded: it keeps its hand, scores Tools (single castle card) and may splay
    assert s.chooser == 1 and s.score(1) == ["Tools"]
    s.pass_()
    assert s.hand(1) == ["Writing"]
    # seat 0 scores Archery (no red pile to splay), then draws the bonus 3
    assert s.score(0) == ["Archery"]
    assert s.hand(0) == ["Paper"] and s.quiet
