"""`epocha play`: a game in the terminal, against bots or hot-seat.

A game's terminal module (named by its manifest: `GameManifest.terminal`) provides `render`,
`card_names` and `reference`, and may provide `prompt_text(view, text)` (the question a seat is
asked, rendered as `text`, e.g. with the card that asks it). The log and the prompts are the
game's typed messages, rendered in the player's language (`--lang`).
"""

from __future__ import annotations

import json
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
from epocha.engine.decision import identity
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
  q, Ctrl-D    quit (you will be offered to save what is unsaved)
An action whose number you type keeps that number while the question lasts."""
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
        if game.name != game_name:
            theirs, asked = (get_manifest(name).title["en"] for name in (game.name, game_name))
            raise IllegalAction(
                f"{load} is a saved game of {theirs}, not of {asked}: epocha play {game.name} --load {load}"
            )
        players = game.players
        saved = read_seats(text)
        seats = saved if saved is not None and not bots else _seats(players, bots or [])
    else:
        seed = seed if seed is not None else _random.SystemRandom().randrange(1 << 31)
        game = epocha.new_game(game_name, players=players, seed=seed, options=options)
        seats = _seats(players, bots or [])
    # a bot's seed depends only on the game and the seat, so a resumed bot plays the same way
    robots: dict[int, Bot] = {
        seat: make_bot(spec, seed=game.seed * 31 + seat, game=game.name)
        for seat, spec in enumerate(seats)
        if spec != HUMAN
    }
    humans = [p for p in range(players) if p not in robots]
    manifest = get_manifest(game.name)
    numbered = manifest.renderer(lang or default_language())
    # a bot is called by what the player asked for ("hard"), not by the algorithm behind it
    names = [
        numbered(msg("{player} ({bot} bot)", player=seat_arg(p), bot=msg(seats[p])))
        if p in robots
        else numbered.seat_name(p)
        for p in range(players)
    ]
    words = manifest.renderer(lang or default_language(), names)
    session = Session(console, ask, game, seats, _terminal(game.name), names, words)
    seen = {p: 0 for p in humans}
    last_human: int | None = None
    try:
        while not game.is_over:
            active = game.active_players
            bot_seats = [p for p in active if p in robots]
            if bot_seats:
                for p in bot_seats:
                    game.apply(p, robots[p].choose(game.for_seat(p)))
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
            session.term.render(console, view, names, recent)
            session.prompt(seat)
    except (EOFError, KeyboardInterrupt):  # Ctrl-D, Ctrl-C: end here, keeping what was played
        console.print()
        session.offer_to_save()
        return game
    final = game.view(humans[0] if humans else None)
    session.term.render(console, final, names, log_lines(final["log"], words)[-10:])
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


class Session:
    """One terminal game: the seat being asked, what it may type, and whether anything was
    played since the game was last saved."""

    def __init__(
        self,
        console: Console,
        ask: Callable[[str], str],
        game: Game,
        seats: list[str],
        term,
        names: list[str],
        words: Renderer,
    ) -> None:
        self.console, self.ask, self.game, self.seats = console, ask, game, seats
        self.term, self.names, self.words = term, names, words
        self.saved_moves = len(game.history_entries())  # a loaded game is saved as it is
        # the numbers of a prompt's actions stay theirs while the prompt lasts (choosing several
        # cards one by one removes the chosen: the others keep their numbers)
        self._numbers: dict[str, int] = {}
        self._numbered_prompt: str | None = None

    @property
    def unsaved(self) -> bool:
        return len(self.game.history_entries()) != self.saved_moves

    def save(self, path: Path) -> None:
        path.write_text(epocha.dumps(self.game, seats=self.seats), "utf-8")
        self.saved_moves = len(self.game.history_entries())

    def offer_to_save(self) -> None:
        if not self.unsaved:
            return
        try:
            wanted = self.ask("Save before quitting? (y/n)").strip().lower().startswith("y")
        except (EOFError, KeyboardInterrupt):
            wanted = False
        if wanted:
            path = Path(f"epocha-{self.game.name}.epocha.json")
            self.save(path)
            self.console.print(f"Saved to {escape(str(path))}.")

    def numbered(self, seat: int, view: dict) -> dict[int, dict]:
        """The seat's legal actions by their numbers. While the same question goes on — asked
        again with some of its actions gone, as when cards are chosen one by one — each
        action keeps its number; any other question numbers from 1."""
        prompt = json.dumps([seat, view["prompt"]], sort_keys=True)
        keys = [json.dumps(identity(action), sort_keys=True) for action in view["legal_actions"]]
        if prompt != self._numbered_prompt or not set(keys) <= set(self._numbers):
            self._numbered_prompt = prompt
            self._numbers = {key: n for n, key in enumerate(keys, start=1)}
        return {
            self._numbers[key]: action
            for key, action in sorted(
                zip(keys, view["legal_actions"], strict=True), key=lambda ka: self._numbers[ka[0]]
            )
        }

    def prompt(self, seat: int) -> None:
        """Ask the seat until it acts (or undoes its last action)."""
        console, game, words = self.console, self.game, self.words
        while True:
            view = game.view(seat)
            prompt = words(view["prompt"])
            if hasattr(self.term, "prompt_text"):
                prompt = self.term.prompt_text(view, prompt)
            console.print(f"[bold]{self.names[seat]}[/bold]: {escape(prompt)}")
            choices = self.numbered(seat, view)
            for n, action in choices.items():
                console.print(f"  [cyan]{n:>2}[/cyan]  {escape(action_text(action, words))}")
            if view["undo"] is not None:
                console.print(f"  [cyan] u[/cyan]  {escape(words(view['undo']))}")
            answer = self.ask(escape(words(msg("Your choice (h for help)")))).strip()
            if not answer:
                continue
            if answer.isdigit():
                action = choices.get(int(answer))
                if action is None:
                    console.print("[red]No such choice.[/red]")
                elif self._confirmed(action):
                    game.apply(seat, action)
                    return
                continue
            if self._command(seat, view, answer):
                return

    def _confirmed(self, action: dict) -> bool:
        """An action that asks to be confirmed is sent only after a yes."""
        if not action.get("confirm"):
            return True
        question = escape(self.words(action["confirm"]))
        return self.ask(f"{question} (y/n)").strip().lower().startswith("y")

    def _command(self, seat: int, view: dict, answer: str) -> bool:
        """A typed command; True when the seat's turn moved (an undo)."""
        console, game, words = self.console, self.game, self.words
        cmd, _, rest = answer.partition(" ")
        rest = rest.strip()
        if cmd == "h":
            console.print(HELP)
        elif cmd == "u":
            if game.can_undo(seat):
                taken_back = words(game.undo_offer(seat))
                game.undo(seat)
                console.print(f"[green]{escape(taken_back)} — done.[/green]")
                return True
            console.print(
                "[yellow]Nothing to undo since the last draw, reveal or other player's move.[/yellow]"
            )
        elif cmd == "s":
            path = Path(rest or f"epocha-{game.name}.epocha.json")
            self.save(path)
            where = escape(str(path))
            console.print(
                f"[green]Saved to {where}. Resume with: epocha play {game.name} --load {where}[/green]"
            )
        elif cmd == "c":
            names = self.term.card_names()
            matches = [n for n in names if rest.lower() in n.lower()] if rest else []
            exact = [n for n in matches if n.lower() == rest.lower()]
            if exact or len(matches) == 1:
                self.term.reference(console, (exact or matches)[0], game.options.get("edition", "1e"))
            else:
                console.print("Cards matching: " + (", ".join(matches) or "none"))
        elif cmd == "l":
            for line in log_lines(view["log"], words):
                console.print(escape(line))
        elif cmd == "q":
            self.offer_to_save()
            raise SystemExit(0)
        else:
            console.print("[red]Unknown command.[/red] " + HELP)
        return False
