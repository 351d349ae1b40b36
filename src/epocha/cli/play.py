"""`epocha play`: a game in the terminal, against bots or hot-seat.

A game's terminal module (named by its manifest: `GameManifest.terminal`) provides `render`,
`card_names` and `reference`, and may provide `prompt_text(view, text)` (the question a seat is
asked, rendered as `text`, e.g. with the card that asks it). The log and the prompts are the
game's typed messages, rendered in the player's language (`--lang`).
"""

from __future__ import annotations

import os
import random as _random
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.prompt import Prompt

import epocha
from epocha.bots import Bot, make_bot
from epocha.engine import Game, IllegalAction
from epocha.engine.message import msg
from epocha.engine.message import seat as seat_arg
from epocha.engine.registry import get_manifest
from epocha.engine.render import Renderer
from epocha.engine.serialization import HUMAN, read_seats

# escaped: rich would otherwise take "[file]" for markup and print nothing
HELP = escape(
    """Type the number of an action, or:
  u            undo your last action (when nothing was drawn or revealed since)
  s [file]     save the game (default: epocha-<game>.epocha.json)
  c NAME       card reference (part of a name is enough)
  l            the whole log
  h            this help
  q            quit (you will be offered to save)"""
)


def _terminal(game_name: str):
    return get_manifest(game_name).terminal_module()


def run_play(
    game_name: str,
    players: int,
    bots: list[str] | None,
    load: str | None,
    seed: int | None,
    options: dict,
    console: Console | None = None,
    input_fn: Callable[[str], str] | None = None,
    lang: str | None = None,
) -> Game:
    """Play in the terminal. `bots` names the bots of the seats after the first (`"human"`
    keeps a seat hot-seat); a loaded game keeps its saved seats unless `bots` is given."""
    console = console or Console()
    ask = input_fn or (lambda prompt: Prompt.ask(prompt, console=console))
    if load:
        text = Path(load).read_text("utf-8")
        game = epocha.loads(text)
        players = game.players
        saved = read_seats(text)
        seats = saved if saved is not None and not bots else _seats(players, bots or [])
    else:
        seed = seed if seed is not None else _random.SystemRandom().randrange(1 << 31)
        game = epocha.new_game(game_name, players=players, seed=seed, options=options)
        seats = _seats(players, bots or [])
    # a bot's seed depends only on the game and the seat, so a resumed bot plays the same way
    robots: dict[int, Bot] = {
        seat: make_bot(spec, seed=game.seed * 31 + seat) for seat, spec in enumerate(seats) if spec != HUMAN
    }
    humans = [p for p in range(players) if p not in robots]
    manifest = get_manifest(game.name)
    numbered = manifest.renderer(lang or default_language())
    names = [
        numbered(msg("{player} ({bot} bot)", player=seat_arg(p), bot=msg(robots[p].name)))
        if p in robots
        else numbered.seat_name(p)
        for p in range(players)
    ]
    words = manifest.renderer(lang or default_language(), names)
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
            ask(escape(words(msg("Pass the device to {player} and press Enter.", player=seat_arg(seat)))))
        last_human = seat
        view = game.view(seat)
        lines = log_lines(view["log"], words)
        recent = log_lines(view["log"][seen[seat] :], words) or lines[-6:]
        seen[seat] = len(view["log"])
        term.render(console, view, names, recent)
        _prompt_loop(console, ask, game, seat, term, names, words, game_name, seats)
    final = game.view(humans[0] if humans else None)
    term.render(console, final, names, log_lines(final["log"], words)[-10:])
    return game


def default_language() -> str:
    """Czech where the environment says so (LANG=cs_CZ.UTF-8...), else English."""
    return "cs" if os.environ.get("LANG", "").lower().startswith("cs") else "en"


def action_text(action: dict, words: Renderer) -> str:
    """An action in the player's language, with what it costs."""
    text = words(action["message"]) if "message" in action else action["label"]
    cost = ", ".join(words.argument(c) for c in action.get("cost") or ())
    return f"{text} ({cost})" if cost else text


def log_lines(events: list[dict], words: Renderer) -> list[str]:
    """The log in words (events without a message say nothing)."""
    return [words(e["message"]) for e in events if e.get("message")]


def _seats(players: int, bots: list[str]) -> list[str]:
    """The seat setup: a person at seat 0, then the bots (or "human") named, then people."""
    if len(bots) > players - 1:
        raise IllegalAction(f"{len(bots)} bots for {players - 1} seat(s) beside yours")
    return [HUMAN, *bots, *[HUMAN] * (players - 1 - len(bots))]


def _save(game: Game, path: Path, seats: list[str]) -> None:
    path.write_text(epocha.dumps(game, seats=seats), "utf-8")


def _prompt_loop(
    console: Console,
    ask: Callable[[str], str],
    game: Game,
    seat: int,
    term,
    names: list[str],
    words: Renderer,
    game_name: str,
    seats: list[str],
) -> None:
    while True:
        view = game.view(seat)
        prompt = words(view["prompt"])
        if hasattr(term, "prompt_text"):
            prompt = term.prompt_text(view, prompt)
        console.print(f"[bold]{names[seat]}[/bold]: {escape(prompt)}")
        for i, action in enumerate(view["legal_actions"], start=1):
            console.print(f"  [cyan]{i:>2}[/cyan]  {escape(action_text(action, words))}")
        answer = ask(escape(words(msg("Your choice (h for help)")))).strip()
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
            _save(game, path, seats)
            where = escape(str(path))
            console.print(
                f"[green]Saved to {where}. Resume with: epocha play {game_name} --load {where}[/green]"
            )
        elif cmd == "c":
            matches = [n for n in term.card_names() if rest.lower() in n.lower()] if rest else []
            exact = [n for n in matches if n.lower() == rest.lower()]
            if exact or len(matches) == 1:
                term.reference(console, (exact or matches)[0], game.options.get("edition", "1e"))
            else:
                console.print("Cards matching: " + (", ".join(matches) or "none"))
        elif cmd == "l":
            for line in log_lines(view["log"], words):
                console.print(escape(line))
        elif cmd == "q":
            if ask("Save before quitting? (y/n)").strip().lower().startswith("y"):
                path = Path(f"epocha-{game_name}.epocha.json")
                _save(game, path, seats)
                console.print(f"Saved to {escape(str(path))}.")
            raise SystemExit(0)
        else:
            console.print("[red]Unknown command.[/red] " + HELP)
