"""My first epocha bot: try each legal action on a copy of the game in which the cards I cannot
see are dealt at random, finish the action with random choices, and keep the action after
which my seat's view looks best.

    python examples/my_first_bot.py 20      # 20 two-player games against the random bot
"""

import sys

import epocha
from epocha.bots import RandomBot
from epocha.engine import Rng


class MyFirstBot:
    name = "my-first-bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, me: epocha.SeatGame) -> dict:
        world = me.determinized(self.rng)  # hidden cards dealt again: `me` holds no true ones
        return max(me.legal_actions(), key=lambda action: self.value_after(world, me.seat, action))

    def value_after(self, world: epocha.Game, seat: int, action: dict) -> float:
        g = world.clone()
        g.apply(seat, action)
        while not g.is_over and all(w["kind"] != "turn" for w in g.view(seat)["waiting"]):
            p = g.active_players[0]  # someone must still choose inside the action: guess
            g.apply(p, self.rng.choice(g.legal_actions(p)))
        if g.is_over:
            return 1000.0 if seat in g.result["winners"] else -1000.0
        me, *others = sorted(g.view(seat)["state"]["players"], key=lambda p: p["seat"] != seat)
        return strength(me) - max(strength(p) for p in others)


def strength(player: dict) -> float:
    """Achievements win; score points buy them; icons win dogma fights; piles give choices."""
    icons = sum(player["icons"].values())
    return 10 * len(player["achievements"]) + player["score"] + 0.3 * icons + len(player["board"])


def play(games: int, first_seed: int = 0) -> float:
    """The bot's win rate in `games` two-player games against the random bot (seats alternate)."""
    wins = 0
    for seed in range(first_seed, first_seed + games):
        game = epocha.new_game("innovation", players=2, seed=seed)
        mine = seed % 2
        bots = {mine: MyFirstBot(seed=seed), 1 - mine: RandomBot(seed=seed)}
        while not game.is_over:
            seat = game.active_players[0]
            game.apply(seat, bots[seat].choose(game.for_seat(seat)))
        wins += mine in game.result["winners"]
    return wins / games


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    print(f"my first bot won {play(n):.0%} of {n} games against the random bot")
