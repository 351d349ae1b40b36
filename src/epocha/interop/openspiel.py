"""An epocha game as an OpenSpiel Python game.

    from epocha.interop.openspiel import load
    game = load(name, players=2)              # or pyspiel.load_game(f"epocha_{name}", {...})
    state = game.new_initial_state()          # a chance node: the set-up's first draw

Importing this module registers every epocha game that has an encoding
(`epocha.interop.actions`) with OpenSpiel, as `epocha_<name>`, with the parameters `players`,
`max_game_length`, `options` (the game's options as JSON text, "" for the
defaults) and `concessions` (false: the game's concessions, such as a resignation, are not
legal unless nothing else is; see below). Actions are the game's stable
integer ids; the observation tensor is the game's fixed-size vector of a seat's view. Both come
from the encoding of the game's options (`encoding_for(name, options, players)`: a game's
options may choose among its encodings, an edition say), so each game object's `GameInfo`
(`num_distinct_actions`, `max_chance_outcomes`) and observation tensor are those of its
options; the game type, registered once per game, holds nothing that depends on them.

**Chance.** The game is `EXPLICIT_STOCHASTIC` and meets chance as the game itself does: every
draw from a shuffled deck is a chance node whose outcomes are the cards still in shuffled
order in that deck, equally likely (so nothing about the cards to come is decided before
they come); a shuffle whose order matters at once (a pile the game sorts again) is a chance node
per position; a die is a chance node per roll. The rules take these outcomes through the
engine's chance API (`epocha.engine.chance.dictated`): a move that meets chance is played up
to it, the state becomes the chance node, and once its outcome is chosen the move is played
again from before it with that outcome (and so on, for a move that draws several cards).
Outcome `k` is the `k`-th of the event's possibilities; `action_to_string` names the card.
The engine's own seed plays no part, so the whole game is its OpenSpiel history: history,
serialization and `random_sim_test` with `serialize=True` work as for a native game. Native
play (`epocha.new_game`) is unchanged: its seed orders the decks, and a seed replays exactly.

**Simultaneous choices** (a secret pick every seat makes at once) are a sequence of turns: the seats that
must choose move one after another, lowest first, and each commitment stays hidden until all
have chosen (the others' observations show only that a seat has chosen).

**Information states.** `observation_string(p)` is the seat's current view (its redacted state,
its decision and legal actions). `information_state_string(p)` adds everything the seat has
been told since the set-up — its redacted log — so it has perfect recall. There is no
information-state tensor: the observation tensor is not perfect-recall, so
`information_state_tensor` raises, as the game type declares. `str(state)` is the full truth of
the position for debugging (with the move waiting on chance, at a chance node).

**Resampling for IS-MCTS.** `resample_from_infostate(p, sampler)` is a state with a whole
OpenSpiel history that `p` cannot tell from this one: the same moves, the same chance outcomes
wherever `p` saw them, and the cards `p` never saw exchanged at random within their decks. It is
this game's history relabelled — the cards `p` never saw (a card seen is named in its
information state) permuted uniformly among those dealt from the same decks (two cards are of
one deck when they were possible outcomes of one chance event), every chance outcome and move
mapped through that permutation — and replayed; a relabelling is kept only if the replay gives
`p` the very same information state, so a hidden card whose identity showed in something public
is never moved. (The replay plays a move once with all the chance outcomes that follow it in
the history, not once per outcome: `_Match.foresee`.) Every consistent relabelling is equally
likely, as the deals behind them are. What it cannot do: move a card `p` saw once and then
lost track of (its place in the sample is its true place), and resample the hidden choices of
other seats. OpenSpiel's `ISMCTSBot` works unchanged; honest search with `MCTSBot` is done on
such a sample too (the bot searches whatever state it is given). If no relabelling in 48 tries
replays to the same information state, the sample is dealt from `p`'s view instead
(`Game.determinized`) and starts its own history, with what `p` was told kept as its
information state.

**Concessions.** A game that can be given up (a resignation) offers that as one
legal id among many, so OpenSpiel's uniform random agents and `RandomRolloutEvaluator`
resign in almost every rollout, and MCTS learns nothing from them. With `concessions=False`
the concession ids are left out of the legal actions unless nothing else is legal, as the
built-in bots do (`epocha.bots.base.playable_actions`). It changes the game only for a seat
that would resign.

**Length.** A game that reaches `max_game_length` decisions (2,000 by default, far beyond
the longest random games measured; docs/research.md) ends as a draw, so the length bound OpenSpiel asks for
holds. Returns are zero-sum: +1 / -1 between two players (`epocha.interop.outcome`).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pyspiel

import epocha
from epocha.bots.base import playable_actions
from epocha.engine import IllegalAction, Rng, chance
from epocha.engine.log import redact_all
from epocha.engine.registry import game_names, get_rules

from .actions import GameEncoding, encoding_for, legal_action_for_id, legal_ids, observed_view
from .outcome import game_returns

DEFAULT_MAX_GAME_LENGTH = 2000
_REGISTERED: dict[str, str] = {}


def short_name(game: str) -> str:
    return f"epocha_{game}"


def register(game: str) -> str:
    """Register `game` with OpenSpiel (once) and return its OpenSpiel name."""
    if game not in _REGISTERED:
        game_type, game_class = _make_game_class(game)
        pyspiel.register_game(game_type, game_class)
        _REGISTERED[game] = game_type.short_name
    return _REGISTERED[game]


def load(game: str, players: int = 2, **params: Any) -> pyspiel.Game:
    """The OpenSpiel game for `game` (registered on first use)."""
    return pyspiel.load_game(register(game), {"players": players, **params})


def _make_game_class(name: str) -> tuple[pyspiel.GameType, type]:
    rules = get_rules(name)
    encoding_for(name)  # (`IllegalAction` for a game without an encoding: not registered)
    defaults = {
        "players": rules.min_players,
        "max_game_length": DEFAULT_MAX_GAME_LENGTH,
        "options": "",
        "concessions": True,
    }
    game_type = pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"epocha {rules.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        # zero-sum between players; a game that can be played alone pays +1/-1 to its one
        # player then (epocha.interop.outcome), which is not zero-sum
        utility=pyspiel.GameType.Utility.ZERO_SUM
        if rules.min_players >= 2
        else pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=rules.max_players,
        min_num_players=rules.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=defaults,
    )

    class EpochaGame(pyspiel.Game):
        def __init__(self, params: dict | None = None) -> None:
            values = {**defaults, **(params or {})}
            players = int(values["players"])
            options = options_of(values["options"])
            epocha.new_game(name, players, seed=0, options=options)  # checks them
            # the encoding of these options: its ids, observation and chance outcomes
            encoding = encoding_for(name, options, players)
            self.setup = _Setup(
                name=name,
                encoding=encoding,
                players=players,
                max_length=int(values["max_game_length"]),
                options=options,
                concessions=bool(values["concessions"]),
            )
            info = pyspiel.GameInfo(
                num_distinct_actions=encoding.action_count,
                max_chance_outcomes=encoding.chance_outcomes,
                num_players=self.setup.players,
                min_utility=-1.0,
                max_utility=max(self.setup.players - 1.0, 1.0),
                utility_sum=0.0 if rules.min_players >= 2 else None,
                max_game_length=self.setup.max_length,
            )
            # the game's string form (serialization) holds its options without commas
            shown = {**(params or {}), "options": options_text(options)} if options else params or {}
            super().__init__(game_type, info, shown)

        def new_initial_state(self) -> EpochaState:
            match = _Match(self.setup, None, [[] for _ in range(self.setup.players)], 0, False)
            match.play(_Move(None, None, None, (), ()))  # the set-up, up to its first chance
            return EpochaState(self, match)

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> _Observer:
            if params:
                raise ValueError(f"observation parameters are not supported: {params}")
            return _Observer(self.setup.encoding, iig_obs_type)

    EpochaGame.__name__ = f"Epocha{rules.title.replace(' ', '')}Game"
    return game_type, EpochaGame


def options_text(options: dict) -> str:
    """Options as the game's string form writes them: JSON with `;` between members, and the
    commas and semicolons inside texts escaped (`\\u002c`, `\\u003b`) — OpenSpiel's game strings
    split parameters at every comma. `options_of` reads it."""
    text = json.dumps(options, separators=(",", ":"))
    out: list[str] = []
    inside = escape = False  # within a text; after its backslash
    for ch in text:
        if not inside:
            inside = ch == '"'
            out.append(";" if ch == "," else ch)
        elif escape or ch == "\\":
            escape = not escape
            out.append(ch)
        else:
            inside = ch != '"'
            out.append(f"\\u{ord(ch):04x}" if ch in ",;" else ch)
    return "".join(out)


def options_of(text: str) -> dict | None:
    """The `options` parameter: JSON text, or `options_text`'s form of it; "" for the defaults."""
    if not text:
        return None
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return json.loads(text.replace(";", ","))  # (`options_text`: no `;` left inside texts)


@dataclass(frozen=True)
class _Setup:
    """The parameters of an OpenSpiel game object, shared by all its states."""

    name: str
    encoding: GameEncoding
    players: int
    max_length: int
    options: dict | None
    concessions: bool = True

    def __reduce__(self) -> tuple:
        # OpenSpiel serializes a Python state by pickling it: the encoding goes by its game's
        # name and options, as its functions need not be importable (a plugin's may be lambdas)
        return (
            _setup_of,
            (self.name, self.players, self.max_length, self.options, self.concessions),
        )


def _setup_of(name: str, players: int, max_length: int, options: dict | None, concessions: bool) -> _Setup:
    return _Setup(name, encoding_for(name, options, players), players, max_length, options, concessions)


@dataclass(frozen=True)
class _Move:
    """A move waiting on chance: the seat and the action it took (both None: the set-up), the
    game before it (never changed: each attempt plays a clone), the chance outcomes chosen so
    far, and the possibilities of the chance event it waits on now."""

    seat: int | None
    action: dict | None
    before: epocha.Game | None
    outcomes: tuple[int, ...]
    possible: tuple


@dataclass(frozen=True)
class _Step:
    """One action of an OpenSpiel history, as the game met it: a chance outcome (`seat` None:
    the outcome chosen, among the event's possibilities) or a seat's move (its action)."""

    seat: int | None
    chosen: Any
    possible: tuple = ()


class _Match:
    """Everything an OpenSpiel state holds: the epocha game (None until the set-up is
    played), the move waiting on chance (None at a decision), what each seat was told before
    that game's own log began (non-empty only in resampled states), and the decision count.
    OpenSpiel clones a Python state by deep-copying its attributes; this one clones the game
    instead and shares what never changes."""

    def __init__(
        self,
        setup: _Setup,
        game: epocha.Game | None,
        known: list[list[dict]],
        length: int,
        cut: bool,
        waiting: _Move | None = None,
        trail: tuple[_Step, ...] = (),
    ) -> None:
        self.setup = setup
        self.game = game
        self.known = known  # never mutated in place
        self.length = length
        self.cut = cut  # ended by the length limit
        self.waiting = waiting
        self.trail = trail  # what each action of the OpenSpiel history meant
        # (trail, seat, what the seat was told, the cards it never saw): `EpochaState._unseen`
        self.unseen_of: tuple | None = None
        # the chance outcomes to come, played ahead (`foresee`); a copy starts without
        self.foreseen: _Foreseen | None = None

    def __deepcopy__(self, memo: dict) -> _Match:
        game = self.game.clone() if self.game else None
        return _Match(self.setup, game, self.known, self.length, self.cut, self.waiting, self.trail)

    def play(self, move: _Move) -> None:
        """Play `move` with its chance outcomes: to its end, or up to the next chance event
        (which it then waits on)."""
        try:
            game = self._played(move, move.outcomes)
        except chance.ChanceNeeded as need:
            self.waiting = _Move(move.seat, move.action, move.before, move.outcomes, need.outcomes)
            return
        self._ended(move, game)

    def _played(self, move: _Move, dictation: tuple[int, ...] | chance.Dictation) -> epocha.Game:
        """The game after `move`, its chance dictated; `ChanceNeeded` where that runs out."""
        setup = self.setup
        with chance.dictated(dictation):
            try:
                if move.before is None:
                    return epocha.new_game(setup.name, setup.players, seed=0, options=setup.options)
                game = move.before.clone()
                game.apply(move.seat, move.action)  # type: ignore[arg-type]
                return game
            except chance.ChanceNeeded as need:
                _check_outcomes(setup, need.outcomes)
                raise

    def _ended(self, move: _Move, game: epocha.Game) -> None:
        self.game, self.waiting = game, None
        if move.before is not None:
            self.length += 1
            if self.length >= self.setup.max_length and not game.is_over:
                self.cut = True

    def foresee(self, values: list) -> list[int] | None:
        """The outcomes (indices) by which the move waiting on chance meets `values`, its next
        chance events' outcomes in order, all found by playing it once; None where one of them
        is not a possible outcome, or the move meets fewer events than that. The outcomes are
        then kept: applied in that order, they take the move to where it was played, with no
        replay per outcome (a history replayed whole, as a resampled one is, would otherwise
        play a move that meets k chance events k times)."""
        move = self.waiting
        assert move is not None
        sight = _Foresight(move.outcomes, values)
        try:
            end: epocha.Game | tuple = self._played(move, sight)
        except chance.ChanceNeeded as need:  # (every value taken: it waits on one more event)
            end = need.outcomes
        except _Impossible:
            return None
        if len(sight.possible) < len(values):  # (fewer events met than values given)
            return None
        for possible in sight.possible:  # (as each event would be checked, met one by one)
            _check_outcomes(self.setup, possible)
        found = sight.outcomes[len(move.outcomes) :]
        self.foreseen = _Foreseen(tuple(found), tuple(sight.possible), end)
        return found

    def take(self, k: int) -> bool:
        """Take chance outcome `k` from what was foreseen, if it was: the move waits on its next
        event, or ends, as played (True); False when nothing foreseen begins with `k`."""
        ahead, move = self.foreseen, self.waiting
        if ahead is None or move is None or not ahead.outcomes or ahead.outcomes[0] != k:
            self.foreseen = None
            return False
        outcomes = (*move.outcomes, k)
        if len(ahead.outcomes) > 1:
            self.waiting = dataclasses.replace(move, outcomes=outcomes, possible=ahead.possible[1])
            self.foreseen = _Foreseen(ahead.outcomes[1:], ahead.possible[1:], ahead.end)
            return True
        self.foreseen = None
        if isinstance(ahead.end, tuple):  # (it waits on an event beyond the foreseen ones)
            self.waiting = dataclasses.replace(move, outcomes=outcomes, possible=ahead.end)
        else:
            self._ended(move, ahead.end)
        return True


def _check_outcomes(setup: _Setup, outcomes: tuple) -> None:
    if len(outcomes) > setup.encoding.chance_outcomes:
        raise pyspiel.SpielError(
            f"{setup.name}: a chance event with {len(outcomes)} outcomes; the "
            f"game's encoding declares at most {setup.encoding.chance_outcomes}"
        )


class _Impossible(Exception):
    """A foreseen outcome that is not among its event's possibilities."""


class _Foresight(chance.Dictation):
    """A dictation that, past the outcomes already chosen, picks each event's outcome by
    what it stands for (`values`, in order), and notes each event's possibilities."""

    def __init__(self, outcomes: tuple[int, ...], values: list) -> None:
        super().__init__(outcomes)
        self.values = values
        self.chosen = len(outcomes)
        self.possible: list[tuple] = []  # each foreseen event's possibilities

    def pick(self, possible: Sequence[object]) -> int:
        if self.used < self.chosen:
            return super().pick(possible)
        n = self.used - self.chosen
        if n == len(self.values):
            raise chance.ChanceNeeded(possible)
        options = tuple(possible)
        try:
            k = options.index(self.values[n])
        except ValueError:
            raise _Impossible from None
        self.possible.append(options)
        self.outcomes.append(k)
        self.used += 1
        return k


@dataclass(frozen=True)
class _Foreseen:
    """Chance outcomes played ahead (`_Match.foresee`): the outcomes to come and each one's
    event's possibilities, and where the move ends after the last of them (the game, or the
    possibilities of a further event it then waits on)."""

    outcomes: tuple[int, ...]
    possible: tuple[tuple, ...]
    end: Any


class EpochaState(pyspiel.State):
    def __init__(self, game: pyspiel.Game, match: _Match) -> None:
        super().__init__(game)
        self._m = match

    # -- the OpenSpiel API -------------------------------------------------------------------

    def current_player(self) -> int:
        m = self._m
        if m.waiting is not None:
            return pyspiel.PlayerId.CHANCE
        if m.game.is_over or m.cut:
            return pyspiel.PlayerId.TERMINAL
        return m.game.active_players[0]

    def _legal_actions(self, player: int) -> list[int]:
        if player != self.current_player() or player < 0:
            return []
        return legal_ids(self._m.setup.encoding, self._legal_dicts(player))

    def _legal_dicts(self, seat: int) -> list[dict]:
        game = self._m.game
        assert game is not None
        return game.actions(seat) if self._m.setup.concessions else playable_actions(game, seat)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        waiting = self._m.waiting
        if waiting is None:
            return []
        p = 1.0 / len(waiting.possible)
        return [(k, p) for k in range(len(waiting.possible))]

    def _apply_action(self, action: int) -> None:
        m = self._m
        waiting = m.waiting
        if waiting is not None:
            k = int(action)
            if not 0 <= k < len(waiting.possible):
                raise pyspiel.SpielError(f"chance outcome {k} is not one of 0-{len(waiting.possible) - 1}")
            m.trail = (*m.trail, _Step(None, waiting.possible[k], waiting.possible))
            if not m.take(k):
                m.play(dataclasses.replace(waiting, outcomes=(*waiting.outcomes, k)))
            return
        seat = self.current_player()
        legal = legal_action_for_id(m.setup.encoding, self._legal_dicts(seat), action)
        m.trail = (*m.trail, _Step(seat, legal))
        m.play(_Move(seat, legal, m.game, (), ()))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            possible = self.epocha_chance_possibilities()
            if 0 <= action < len(possible):
                return f"chance: {possible[action]}"
            return f"chance outcome {action}"
        return self._m.setup.encoding.action_name(action)

    def is_terminal(self) -> bool:
        m = self._m
        return m.waiting is None and m.game is not None and (m.game.is_over or m.cut)

    def returns(self) -> list[float]:
        game = self._m.game
        result = game.result if game is not None and game.is_over else None
        return game_returns(result, self._m.setup.players)

    def resample_from_infostate(self, player: int, sampler: Any) -> EpochaState:
        """A state that `player` cannot tell from this one, with a history of its own: the
        cards `player` never saw exchanged at random within their decks (module docstring;
        `sampler` is a callable giving floats in [0, 1))."""
        m = self._m
        if m.waiting is not None:
            raise pyspiel.SpielError("resample at a decision, not at a chance node")
        rng = Rng(int(sampler() * (1 << 53)))
        if not any(m.known):  # a state with its whole history (not itself a view-dealt sample)
            told, unseen = self._unseen(player)
            for _ in range(_RELABEL_TRIES):
                relabel = _permutation([u for u in unseen if len(u) > 1], rng)
                sample = _replayed(self.get_game(), m.setup.encoding, m.trail, relabel)
                if sample is not None and sample.information_state_string(player) == told:
                    return sample
        public = redact_all(m.game.state.log, None)
        told = redact_all(m.game.state.log, player)
        known = [m.known[p] + (told if p == player else public) for p in range(m.setup.players)]
        sample = _Match(m.setup, m.game.determinized(player, rng), known, m.length, m.cut)
        return EpochaState(self.get_game(), sample)

    def _unseen(self, player: int) -> tuple[str, list[set[str]]]:
        """What `player` was told, and the cards of each dealt deck it never saw. Kept for the
        history it was found for (a new action makes a new trail): a search or a test samples
        the same state again and again."""
        m = self._m
        kept = m.unseen_of
        if kept is not None and kept[0] is m.trail and kept[1] == player:
            return kept[2], kept[3]
        told = self.information_state_string(player)
        shown, seen = get_rules(m.setup.name).shown_as, _names_in(json.loads(told))
        unseen = [{c for c in deck if shown(c) not in seen} for deck in _decks_of(m.trail)]
        m.unseen_of = (m.trail, player, told, unseen)  # (a copy of the match starts without)
        return told, unseen

    def __str__(self) -> str:
        """The full truth of the position (for debugging and OpenSpiel's clone checks; never
        shown to a seat) — but not the generator: its state would tell every shuffle to come."""
        m = self._m
        shown: dict[str, Any] = {}
        if m.game is not None:
            state = m.game.state.copy()
            state.log = []  # the log repeats what the state already says, and grows long
            shown = state.to_dict()
            shown.pop("rng", None)
        if m.waiting is not None:  # a move played up to a chance event
            w = m.waiting
            shown["waiting"] = {"seat": w.seat, "action": w.action, "outcomes": list(w.outcomes)}
        return json.dumps(shown, sort_keys=True, default=str)

    # -- what a seat observes ---------------------------------------------------------------

    def epocha_game(self) -> epocha.Game | None:
        """The underlying epocha game (full truth; for tools, not for players). At a chance
        node, the game before the move that waits on chance. Its own seed and history do not
        replay it (its chance came from this state's history)."""
        return self._m.game

    def epocha_chance_possibilities(self) -> tuple:
        """At a chance node, what each outcome stands for (cards, a die's faces); else ()."""
        waiting = self._m.waiting
        return waiting.possible if waiting is not None else ()

    def observation_text(self, seat: int | None) -> str:
        game = self._m.game
        if game is None:
            return "set-up pending"
        return json.dumps(observed_view(game, seat), sort_keys=True)

    def information_text(self, seat: int | None) -> str:
        game = self._m.game
        if game is None:
            return "set-up pending"
        told = self._m.known[seat] if seat is not None else []
        told = told + redact_all(game.state.log, seat)
        return json.dumps({"told": told, **observed_view(game, seat)}, sort_keys=True)

    def observation_vector(self, seat: int | None) -> np.ndarray:
        game = self._m.game
        if game is None:
            return np.zeros(self._m.setup.encoding.observation_size, np.float32)
        return self._m.setup.encoding.observe(observed_view(game, seat))


# A relabelling is kept about 6 times in 10 in the hardest positions measured (an opponent's
# hidden hand that must still hold a card of an icon it was seen to be asked about), so 5 tries
# fell back once in a hundred samples there; each try replays the history (a few milliseconds)
_RELABEL_TRIES = 48


def _decks_of(steps: tuple[_Step, ...]) -> list[set[str]]:
    """The cards of each deck chance dealt from, as the history shows them: cards that were
    possible outcomes of one chance event are of one deck (joined transitively). A card of
    which a deck holds several copies (the same name) goes with the cards of as many copies,
    so that an exchange keeps every deck's contents."""
    parent: dict[str, str] = {}
    copies: dict[str, int] = {}

    def root(card: str) -> str:
        while parent[card] != card:
            parent[card] = parent[parent[card]]
            card = parent[card]
        return card

    for step in steps:
        if step.seat is not None:
            continue
        cards = [c for c in step.possible if isinstance(c, str)]
        for card in cards:
            parent.setdefault(card, card)
            copies[card] = max(copies.get(card, 0), cards.count(card))
        for card in cards[1:]:
            parent[root(card)] = root(cards[0])
    decks: dict[tuple[str, int], set[str]] = {}
    for card in parent:
        decks.setdefault((root(card), copies[card]), set()).add(card)
    return list(decks.values())


def _names_in(value: Any) -> set[str]:
    """Every text in a JSON value (what a seat was told names the cards it saw)."""
    names: set[str] = set()
    pending = [value]  # (a walk with a list of what is left: no set made per value)
    while pending:
        value = pending.pop()
        if isinstance(value, str):
            names.add(value)
        elif isinstance(value, dict):
            names.update(value)  # (the keys are texts)
            pending.extend(value.values())
        elif isinstance(value, list):
            pending.extend(value)
    return names


def _permutation(decks: list[set[str]], rng: Rng) -> dict[str, str]:
    """A uniformly random exchange of the cards within each deck."""
    relabel: dict[str, str] = {}
    for deck in decks:
        cards = sorted(deck)
        shuffled = list(cards)
        rng.shuffle(shuffled)
        relabel.update(zip(cards, shuffled, strict=True))
    return relabel


def _relabelled(value: Any, relabel: dict[str, str]) -> Any:
    if isinstance(value, str):
        return relabel.get(value, value)
    if isinstance(value, dict):
        return {k: _relabelled(v, relabel) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(_relabelled(v, relabel) for v in value)
    return value


def _replayed(
    game: pyspiel.Game, encoding: GameEncoding, steps: tuple[_Step, ...], relabel: dict[str, str]
) -> EpochaState | None:
    """`steps` played again from the start with every card renamed by `relabel`; None where
    the renamed history is not a legal one."""
    state = game.new_initial_state()
    at = 0
    while at < len(steps):
        step = steps[at]
        if step.seat is None:
            # a run of chance outcomes, played at once (`foresee`) and then applied
            end = at
            while end < len(steps) and steps[end].seat is None:
                end += 1
            if state._m.waiting is None:
                return None
            found = state._m.foresee([_relabelled(s.chosen, relabel) for s in steps[at:end]])
            if found is None:
                return None
            for k in found:
                state.apply_action(k)
            at = end
            continue
        at += 1
        if state.current_player() != step.seat:
            return None
        try:
            action = encoding.action_id(_relabelled(step.chosen, relabel))
        except (IllegalAction, KeyError, ValueError):
            return None
        if action not in state.legal_actions():
            return None
        state.apply_action(action)
    return state


class _Observer:
    """OpenSpiel's Python observer: `tensor` and `string_from` for one seat (private info of that
    seat) or for nobody (public information only)."""

    def __init__(self, encoding: GameEncoding, iig_obs_type: Any) -> None:
        obs_type = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        if obs_type.private_info == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("an observation of every seat's private information is not supported")
        self.perfect_recall = obs_type.perfect_recall
        self.private = obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
        self.tensor = np.zeros(encoding.observation_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: EpochaState, player: int) -> None:
        if self.perfect_recall:
            # the game type says so (provides_information_state_tensor=False): the observation
            # tensor is not perfect-recall, and passing it off as one would mislead a learner
            raise pyspiel.SpielError(
                "this game has no information-state tensor (it is not perfect-recall); use "
                "information_state_string, or observation_tensor"
            )
        self.tensor[:] = state.observation_vector(player if self.private else None)

    def string_from(self, state: EpochaState, player: int) -> str:
        seat = player if self.private else None
        return state.information_text(seat) if self.perfect_recall else state.observation_text(seat)


def _register_all() -> None:
    for name in game_names():
        try:
            register(name)
        except IllegalAction:  # a game without an encoding yet
            continue


_register_all()
