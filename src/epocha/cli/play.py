"""`epocha play`: a game in the terminal, against bots or hot-seat."""

from __future__ import annotations

import importlib
import random as _random
from pathlib import Path

from rich.console import Console
from rich.prompt import Prompt

import epocha
from epocha.bots import make_bot
from epocha.engine import Game, IllegalAction

HELP = """Type the number of an action, or:
  u            undo your last action (when nothing was drawn or revealed since)
  s [file]     save the game (default: epocha-<game>.epocha.json)
  c NAME       card reference (part of a name is enough)
  l            the whole log
  h            this help
  q            quit (you will be offered to save)"""


def _terminal(game_name: str):
    return importlib.import_module(f"epocha.games.{game_name}.terminal")


def run_play(
    game_name: str,
    players: int,
    bots: list[str],
    load: str | None,
    seed: int | None,
    options: dict,
    console: Console | None = None,
    input_fn=None,
) -> Game:
    console = console or Console()
    ask = input_fn or (lambda prompt: Prompt.ask(prompt, console=console))
    if load:
        game = epocha.loads(Path(load).read_text("utf-8"))
        players = game.players
    else:
        seed = seed if seed is not None else _random.SystemRandom().randrange(1 << 31)
        game = epocha.new_game(game_name, players=players, seed=seed, options=options)
    if len(bots) > players - 1:
        raise IllegalAction(f"{len(bots)} bots for {players - 1} seat(s) beside yours")
    robots = {seat: make_bot(spec, seed=game.seed * 31 + seat) for seat, spec in enumerate(bots, start=1)}
    humans = [p for p in range(players) if p not in robots]
    names = [f"Seat {p}" + (f" ({robots[p].name} bot)" if p in robots else "") for p in range(players)]
    term = _terminal(game.name)
    seen = {p: 0 for p in humans}
    last_human: int | None = None
    while not game.is_over:
        active = game.active_players
        bot_seats = [p for p in active if p in robots]
        if bot_seats:
            for p in bot_seats:
                game.apply(p, robots[p].choose(game, p))
            continue
        seat = active[0]
        if len(humans) > 1 and last_human is not None and seat != last_human:
            console.clear()
            ask(f"[bold]Pass the device to {names[seat]}[/bold] and press Enter")
        last_human = seat
        view = game.view(seat)
        lines = term.log_lines(view["log"], names)
        recent = term.log_lines(view["log"][seen[seat] :], names) or lines[-6:]
        seen[seat] = len(view["log"])
        term.render(console, view, names, recent)
        _prompt_loop(console, ask, game, seat, term, names, game_name)
    final = game.view(humans[0] if humans else None)
    term.render(console, final, names, term.log_lines(final["log"], names)[-10:])
    return game


def _prompt_loop(console, ask, game: Game, seat: int, term, names, game_name) -> None:
    while True:
        view = game.view(seat)
        console.print(f"[bold]{names[seat]}[/bold]: {view['prompt']}")
        for i, action in enumerate(view["legal_actions"], start=1):
            console.print(f"  [cyan]{i:>2}[/cyan]  {action['label']}")
        answer = ask("Your choice (h for help)").strip()
        if not answer:
            continue
        if answer.isdigit():
            i = int(answer) - 1
            if 0 <= i < len(view["legal_actions"]):
                game.apply(seat, view["legal_actions"][i])
                return
            console.print("[red]No such choice.[/red]")
            continue
        cmd, _, rest = answer.partition(" ")
        rest = rest.strip()
        if cmd == "h":
            console.print(HELP)
        elif cmd == "u":
            if game.can_undo(seat):
                game.undo(seat)
                console.print("[green]Undone.[/green]")
                return
            console.print(
                "[yellow]Nothing to undo since the last draw, reveal or other player's move.[/yellow]"
            )
        elif cmd == "s":
            path = Path(rest or f"epocha-{game_name}.epocha.json")
            path.write_text(epocha.dumps(game), "utf-8")
            console.print(
                f"[green]Saved to {path}. Resume with: epocha play {game_name} --load {path}[/green]"
            )
        elif cmd == "c":
            matches = [n for n in term.card_names() if rest.lower() in n.lower()] if rest else []
            exact = [n for n in matches if n.lower() == rest.lower()]
            if exact or len(matches) == 1:
                term.reference(console, (exact or matches)[0], game.options.get("edition", "1e"))
            else:
                console.print("Cards matching: " + (", ".join(matches) or "none"))
        elif cmd == "l":
            for line in term.log_lines(view["log"], names):
                console.print(line)
        elif cmd == "q":
            if ask("Save before quitting? (y/n)").strip().lower().startswith("y"):
                path = Path(f"epocha-{game_name}.epocha.json")
                path.write_text(epocha.dumps(game), "utf-8")
                console.print(f"Saved to {path}.")
            raise SystemExit(0)
        else:
            console.print("[red]Unknown command.[/red] " + HELP)
