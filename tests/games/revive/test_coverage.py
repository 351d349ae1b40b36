"""What random play reaches: across a few seeds of random games (the conformance harness's
policy), at every player count and with the variants, every kind of action and choice, a
hibernation onto the 4th space, and every way a game ends."""

from __future__ import annotations

import random

import epocha
from epocha.games.revive.campaign import all_unlocks, option_text
from epocha.games.revive.conformance import CONFORMANCE

TURN_ACTIONS = {
    "play", "switch", "explore", "build", "populate", "hibernate", "activate", "open_crate", "technology",
    "crystal", "end_turn", "end_game", "tribe", "keep", "switch_card",
}  # fmt: skip
CHOICES = {
    "effect", "resource", "payment", "convert", "track", "module", "module_space", "card", "machine_token",
    "artifact", "slotted", "orientation", "hibernation_reward", "space", "map_action", "clear",
}  # fmt: skip
ENDS = {"crater", "clock", "stopped"}


def play(players: int, seed: int, options: dict) -> epocha.Game:
    g = epocha.new_game("revive", players=players, seed=seed, options=options)
    pick = random.Random(seed)
    while not g.is_over:
        seat = pick.choice(g.active_players)
        g.apply(seat, CONFORMANCE.policy(g, seat, pick))
    return g


def test_random_play_reaches_every_action_choice_and_end() -> None:
    everything = {"unlocks": option_text(all_unlocks()), "tribe_choice": True, "artifact_choice": True}
    games = [(2, {}), (4, {"longer": True}), (3, everything), (1, {}), (1, {"solo_end": "actions"})]
    actions: set[str] = set()
    choices: set[str] = set()
    ends: set[str] = set()
    fourth = False
    for seed in range(3):
        for players, options in games:
            g = play(players, seed, options)
            ends.add(g.result["reason"])
            for h in g.history:
                a = h["action"]
                (choices if a["type"] == "choose" else actions).add(
                    next((k for k in a if k != "type"), "") if a["type"] == "choose" else a["type"]
                )
            fourth |= any(e["event"] == "artifact_discarded" for e in g.log)
    assert actions >= TURN_ACTIONS, sorted(TURN_ACTIONS - actions)
    assert choices >= CHOICES, sorted(CHOICES - choices)
    assert ends == ENDS
    assert fourth  # (a hibernation onto the 4th space discarded an artifact)
