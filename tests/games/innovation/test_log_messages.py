"""Innovation's log as typed messages (messages.py): each event in English and in Czech, as each
seat sees it; a hidden card is worded by its age; every message of random games renders in
Czech with nothing missing."""

from __future__ import annotations

import random

import pytest

import epocha
from epocha.engine import Game
from epocha.engine.message import terms
from epocha.engine.registry import get_manifest
from epocha.games.innovation import moves
from epocha.games.innovation.messages import EVENTS
from epocha.games.innovation.scenario import Scenario

NAMES = ["Ann", "Ben", "Cyril", "Dana"]
MANIFEST = get_manifest("innovation")


def lines(game: Game, seat: int | None, lang: str, event: str | None = None, since: int = 0) -> list[str]:
    """The rendered messages of the log as `seat` sees it (optionally of one kind of event)."""
    words = MANIFEST.renderer(lang, NAMES[: game.players])
    out = [
        words(e["message"])
        for e in game.view(seat, since)["log"]
        if "message" in e and (event is None or e["event"] == event)
    ]
    assert not words.missing, words.missing
    return out


def last(game: Game, seat: int | None, lang: str, event: str | None = None) -> str:
    return lines(game, seat, lang, event)[-1]


# -- card events: named, hidden, and their source ------------------------------------------------


def test_a_draw_names_the_card_for_the_drawer_only():
    s = Scenario(players=[{"board": {"blue": ["Writing"]}}, {}], decks={1: ["Sailing", "Oars"]})
    s.draw()
    assert last(s.game, 0, "en", "draw") == "Ann draws Sailing."
    assert last(s.game, 0, "cs", "draw") == "Ann si bere kartu Mořeplavba."
    for seat in (1, None):
        assert last(s.game, seat, "en", "draw") == "Ann draws a card of age 1."
        assert last(s.game, seat, "cs", "draw") == "Ann si bere kartu epochy 1."


def test_a_draw_from_an_empty_age_says_so():
    s = Scenario(players=[{"board": {"blue": ["Writing"]}}, {}], decks={1: [], 2: ["Calendar"]})
    s.draw()
    assert last(s.game, 0, "en", "draw") == "Ann draws Calendar (no cards of age 1 left)."
    assert last(s.game, 1, "cs", "draw") == "Ann si bere kartu epochy 2 (karty epochy 1 došly)."


def test_a_card_scored_from_the_hand_is_hidden_and_its_source_is_not_said():
    s = Scenario(players=[{"hand": ["Oars"]}, {}])
    moves.score(s.state, 0, "Oars")
    assert last(s.game, 0, "en") == "Ann scores Oars."
    assert last(s.game, 1, "en") == "Ann scores a card of age 1."
    assert last(s.game, 1, "cs") == "Ann boduje kartu epochy 1."


def test_a_card_scored_from_elsewhere_names_its_source():
    s = Scenario(players=[{"board": {"blue": ["Writing"]}}, {}])
    moves.score(s.state, 0, "Writing")  # from the board: public
    for seat in (0, 1, None):
        assert last(s.game, seat, "en") == "Ann scores Writing (from the board)."
        assert last(s.game, seat, "cs") == "Ann boduje kartu Písmo (z herní oblasti)."


def test_a_card_returned_from_the_score_pile_is_hidden_from_the_others():
    s = Scenario(players=[{"score": ["Calendar"]}, {}])
    moves.return_card(s.state, "Calendar")
    assert last(s.game, 0, "en") == "Ann returns Calendar (from the score pile)."
    assert last(s.game, 0, "cs") == "Ann vrací kartu Kalendář (z vlivu)."
    assert last(s.game, 1, "en") == "Ann returns a card of age 2 (from the score pile)."
    assert last(s.game, None, "cs") == "Ann vrací kartu epochy 2 (z vlivu)."


def test_a_meld_from_the_score_pile_names_its_source():
    s = Scenario(players=[{"score": ["Calendar"]}, {}])
    moves.meld(s.state, 0, "Calendar")
    assert last(s.game, 1, "en") == "Ann melds Calendar (from the score pile)."
    assert last(s.game, 1, "cs") == "Ann vykládá kartu Kalendář (z vlivu)."


def test_transfers_name_both_players_and_zones():
    s = Scenario(players=[{"hand": ["Oars"]}, {}])
    moves.transfer(s.state, "Oars", 1, "score")  # hand to score pile: both owners see it
    assert last(s.game, 1, "en") == "Oars goes from Ann's hand to Ben's score pile."
    assert last(s.game, 0, "cs") == "Karta Vesla přechází od hráče Ann (ruka) k hráči Ben (vliv)."
    assert last(s.game, None, "en") == "A card of age 1 goes from Ann's hand to Ben's score pile."
    assert last(s.game, None, "cs") == "Karta epochy 1 přechází od hráče Ann (ruka) k hráči Ben (vliv)."


def test_removed_cards_name_their_source():
    s = Scenario(players=[{"hand": ["Oars"], "board": {"blue": ["Writing"]}}, {}])
    moves.remove(s.state, ["Oars", "Writing"])
    assert lines(s.game, 1, "en", "remove") == [
        "A card of age 1 is removed from the game (from the hand).",
        "Writing is removed from the game (from the board).",
    ]
    assert lines(s.game, 0, "cs", "remove") == [
        "Karta Vesla je odstraněna ze hry (z ruky).",
        "Karta Písmo je odstraněna ze hry (z herní oblasti).",
    ]


def test_splays_name_the_colour_and_the_direction():
    s = Scenario(players=[{"board": {"blue": ["Writing", "Tools"]}}, {}])
    moves.splay(s.state, 0, "blue", "right")
    moves.unsplay(s.state, 0, "blue")
    assert lines(s.game, 1, "en")[-2:] == ["Ann splays blue right.", "Ann's blue pile is no longer splayed."]
    assert lines(s.game, 1, "cs")[-2:] == [
        "Ann roztahuje balíček modré barvy doprava.",
        "Ann: balíček modré barvy už není roztažený.",
    ]


# -- turns, dogmas, the end ----------------------------------------------------------------------


def test_the_setup_and_the_first_turn():
    g = epocha.new_game("innovation", players=2, seed=3)
    assert lines(g, None, "en")[0] == "A new game of Innovation for 2 players."
    assert lines(g, None, "cs")[0] == "Nová hra Inovace pro 2 hráče."
    g.apply(0, g.legal_actions(0)[0])
    assert last(g, 1, "en") == "Ann has chosen a card to meld."
    assert last(g, 1, "cs") == "Ann má vybranou kartu k vyložení."
    g.apply(1, g.legal_actions(1)[0])
    en = lines(g, None, "en")
    assert en[-1] == "— Ann's turn (1 action) —" or en[-1] == "— Ben's turn (1 action) —"
    assert "goes first" in en[-2] and "comes first alphabetically" in en[-2]
    assert last(g, None, "cs").startswith("— na tahu je ") and last(g, None, "cs").endswith(" (1 akce) —")


def test_a_dogma_names_only_who_it_affects():
    # Writing has no demand: Ben (fewer bulbs) is neither demanded nor sharing
    s = Scenario(players=[{"board": {"blue": ["Writing"]}}, {}], decks={2: ["Calendar"]})
    s.dogma("Writing")
    assert last(s.game, 1, "en", "dogma") == "Ann activates Writing."
    assert last(s.game, 1, "cs", "dogma") == "Ann aktivuje kartu Písmo."


def test_a_dogma_with_sharing_and_the_free_draw():
    # Ben has as many bulbs as Ann: he shares Writing, draws, and Ann takes the sharing bonus
    s = Scenario(
        players=[{"board": {"blue": ["Writing"]}}, {"board": {"blue": ["Tools"]}}],
        decks={2: ["Calendar", "Mapmaking", "Mathematics"]},
    )
    s.dogma("Writing")
    assert last(s.game, 0, "en", "dogma") == "Ann activates Writing. Sharing: Ben."
    assert last(s.game, 0, "cs", "dogma") == "Ann aktivuje kartu Písmo. Součinnosti se účastní: Ben."
    assert last(s.game, 1, "en", "share_bonus") == "Ann takes a free draw (an opponent shared Writing)."
    bonus = [e for e in s.game.view(1)["log"] if e["event"] == "share_bonus"][-1]
    assert bonus["message"]["cause"] == {"rule": "dogma.bonus"}
    # the free draw is the bonus's, the sharer's draw is Writing's
    draws = [e["message"]["cause"] for e in s.game.view(1)["log"] if e["event"] == "draw"]
    assert draws[-2:] == [{"card": "Writing"}, {"rule": "dogma.bonus"}]


def test_a_dogma_with_a_demand_and_sharing():
    # Oars: Ben (fewer castles) is demanded, Cyril (as many) shares
    s = Scenario(
        players=[
            {"board": {"red": ["Oars"]}},
            {},
            {"board": {"red": ["Metalworking"]}},
        ]
    )
    s.dogma("Oars")
    assert last(s.game, 2, "en", "dogma") == "Ann activates Oars. Demand against: Ben. Sharing: Cyril."
    assert last(s.game, 2, "cs", "dogma") == (
        "Ann aktivuje kartu Vesla. Příkaz platí pro: Ben. Součinnosti se účastní: Cyril."
    )


def test_the_game_over_names_the_winners_and_why():
    # drawing above 10 ends the game by score: a tie in points and achievements is shared
    s = Scenario(
        players=[
            {"board": {"blue": ["Software"]}, "score": ["Calendar"]},
            {"score": ["Mapmaking"]},
        ],
        decks={10: []},
    )
    s.draw()
    assert s.over and s.result["winners"] == [0, 1]
    assert last(s.game, 0, "en") == "Game over: Ann and Ben win by score."
    assert last(s.game, 1, "cs") == "Konec hry: vítězí Ann a Ben na body vlivu."
    s = Scenario(
        players=[{"board": {"blue": ["Software"]}, "score": ["Calendar"]}, {}],
        decks={10: []},
    )
    s.draw()
    assert last(s.game, None, "en") == "Game over: Ann wins by score."
    assert last(s.game, None, "cs") == "Konec hry: vítězí Ann na body vlivu."


# -- every message of random games -----------------------------------------------------------------


def _shown(event: dict) -> set[str]:
    """The card names a redacted event shows."""
    a = event["args"]
    names = {a[k] for k in ("card", "via") if isinstance(a.get(k), str)}
    if isinstance(a.get("reason"), str) and a["reason"].startswith("card:"):
        names.add(a["reason"][5:])
    return names


def _random_game(seed: int) -> Game:
    pick = random.Random(seed)
    g = epocha.new_game("innovation", players=2 + seed % 3, seed=seed)
    for _ in range(600):
        if g.is_over:
            break
        seat = pick.choice(g.active_players)
        g.apply(seat, pick.choice(g.legal_actions(seat)))
    return g


@pytest.mark.parametrize("seed", range(3))  # the conformance harness renders many more
def test_every_message_of_random_games_renders_in_czech(seed):
    g = _random_game(seed)
    for seat in [*range(g.players), None]:
        english = MANIFEST.renderer("en", NAMES)
        czech = MANIFEST.renderer("cs", NAMES)
        for event in g.view(seat)["log"]:
            message = event.get("message")
            if event["event"] in ("action", "effect"):
                assert message is None
                continue
            assert message is not None, event
            assert event["event"] in EVENTS
            # a message names no card the event hides from this seat
            assert terms(message, "card") <= _shown(event), event
            for words in (english, czech):
                text = words(message)
                assert "{" not in text and "}" not in text, text
        assert not czech.missing, czech.missing


# -- causes: why each entry happened ----------------------------------------------------------------


def causes(game: Game, seat: int | None, event: str) -> list[dict]:
    """The causes of the log entries of one kind of event, as `seat` sees them."""
    return [e["message"]["cause"] for e in game.view(seat)["log"] if e["event"] == event]


def test_the_draw_action_is_caused_by_its_rules_section():
    s = Scenario(players=[{"board": {"blue": ["Writing"]}}, {}], decks={1: ["Sailing"], 2: []})
    s.draw()
    assert causes(s.game, 1, "draw") == [{"rule": "draw"}]
    s = Scenario(players=[{"board": {"blue": ["Writing"]}}, {}], decks={1: [], 2: ["Calendar"]})
    s.draw()
    assert causes(s.game, 0, "draw") == [{"rule": "draw.empty"}]


def test_a_draw_inside_a_dogma_is_caused_by_the_card_and_the_activation_too():
    s = Scenario(players=[{"board": {"blue": ["Writing"]}}, {}], decks={2: ["Calendar"]})
    s.dogma("Writing")
    assert causes(s.game, 1, "dogma") == [{"card": "Writing"}]
    assert causes(s.game, 1, "draw") == [{"card": "Writing"}]


def test_an_executed_cards_effects_are_caused_by_the_executed_card():
    # Computers melds Stem Cells and executes it: the meld is Computers', the score Stem Cells'
    s = Scenario(
        players=[
            {"hand": ["Writing"], "board": {"blue": ["Computers"], "red": ["Oars", "Archery"]}},
            {"hand": ["Tools"], "board": {"yellow": ["Agriculture"]}},
        ],
        decks={10: ["Stem Cells", "Software"]},
    )
    s.dogma("Computers")
    s.choose("red")
    s.choose("score")
    for seat in (0, 1, None):
        assert causes(s.game, seat, "splay") == [{"card": "Computers"}]
        assert causes(s.game, seat, "meld") == [{"card": "Computers"}]
        assert causes(s.game, seat, "execute") == [{"card": "Stem Cells"}]
        assert causes(s.game, seat, "score") == [{"card": "Stem Cells"}]


def test_turns_setup_and_special_achievements_are_caused_by_their_rules_sections():
    g = epocha.new_game("innovation", 2, 3)
    assert causes(g, None, "setup") == [{"rule": "setup"}]
    assert causes(g, 0, "draw") == [{"rule": "setup.meld"}] * 4
    for seat in (0, 1):
        g.apply(seat, g.legal_actions(seat)[0])
    assert causes(g, None, "meld") == [{"rule": "setup.meld"}] * 2
    assert causes(g, None, "first_player") == [{"rule": "setup.first-player"}]
    assert causes(g, None, "turn") == [{"rule": "turn.first"}]
    assert causes(g, None, "turn") == [{"rule": "turn.first"}]


def test_a_special_achievement_claimed_inside_an_effect_is_caused_by_its_own_rule():
    # a sixth card scored this turn, by Agriculture's effect, claims Monument
    s = Scenario(
        players=[{"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]}, {}],
        decks={2: ["Calendar"]},
        turn={"player": 0, "actions_left": 2, "counters": {"tucked": [0, 0], "scored": [5, 0]}},
    )
    s.dogma("Agriculture")
    s.choose("Oars")
    assert s.achievements(0) == ["Monument"]
    assert causes(s.game, 1, "return") == causes(s.game, 1, "score") == [{"card": "Agriculture"}]
    assert causes(s.game, 1, "claim") == [{"rule": "special.monument"}]


@pytest.mark.parametrize("seed", [5, 11])
def test_after_an_undo_and_another_choice_the_log_reads_as_if_the_undone_never_happened(seed):
    # the turn's and the effects' events are made once and shared between places and logs:
    # the words kept for a place must follow what stands there now
    g = epocha.new_game("innovation", 2, seed)
    pick = random.Random(seed)
    changed = 0
    while not g.is_over and changed < 12:
        seat = g.active_players[0]
        offered = g.legal_actions(seat)
        g.apply(seat, pick.choice(offered))
        if g.can_undo(seat) and len(offered) > 1:
            before = g.log_for(seat)  # (its words kept)
            undone = g.history[-1]["action"]
            g.undo(seat)
            others = [a for a in g.legal_actions(seat) if {k: a.get(k) for k in undone} != undone]
            g.apply(seat, pick.choice(others))
            fresh = epocha.loads(epocha.dumps(g))
            assert g.log_for(seat) == fresh.log_for(seat) and g.log_for(None) == fresh.log_for(None)
            assert before  # (it was worded before the undo)
            changed += 1
    assert changed == 12
