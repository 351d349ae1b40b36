"""A game is a declared plugin: one `GameManifest` says what the game provides.

A game package registers its manifest under the entry-point group `epocha.games` (see
`registry`), so a game installed from another package plugs in the same way as the built-in
ones. The manifest itself is cheap to import: it names the game's parts by import path
(`"package.module"` or `"package.module:ATTRIBUTE"`) and each is loaded the first time
something asks for it — listing the games imports no rules.

What each part is (all but `rules` optional; docs/architecture.md has the whole contract):

- `rules`: the game's `Rules` instance;
- `terminal`: a module with `render`, `log_lines`, `card_names`, `reference` and optionally
  `prompt_text` (`epocha play`);
- `encoding`: the research encoding (`epocha.interop.actions.GameEncoding`): one for every
  options, or a function `(options) -> GameEncoding` given a game's normalized options, for a
  game whose options change its cards or its actions (`encoding_object(options, players)`);
- `card_reference`: a function `(options, lang) -> dict`, the data the web table shows cards
  with (`/api/reference/<game>`);
- `analysis`: a module of balance figures for `epocha analyze`;
- `rules_reference`: a TOML file of short rules sections with stable ids (see `reference`);
- `web`: the game's board for the browser — a folder served at `/static/games/<name>/` and
  the module in it that the table imports;
- `positions`: the document that describes the game's position format;
- `locale`: the folder of the game's gettext catalogs (`<lang>/LC_MESSAGES/messages.po`),
  which translate its messages and terms;
- `terms`: `"module:function"`, the game's vocabulary for message arguments (kind -> key ->
  English word; see `epocha.engine.render`);
- `content`: `"module:function"`, `(path) -> list of problems`: checks a content set (a
  game whose cards, tiles and boards are data that owners may replace; `epocha content check`);
- `campaign`: a module for a game played as a campaign of chapters (`epocha campaign`):
  `new_record()` (plain data), `check_record(record)` (raises IllegalAction), `chapter_start(
  record) -> (cards, options)` (the cards to read before the chapter's game and its options),
  `chapter_end(record, result) -> cards` (the cards read after it; the record moves on),
  `card_words(card, lang) -> (title, text)` and `finished(record) -> bool`. The web table keeps
  campaigns too (`epocha.server.campaigns`), and shows the record's `unlocks` when it is a list;
- `conformance`: what the conformance harness needs to know of the game
  (`epocha.conformance.Conformance`: its hidden components and where they lie, its own
  invariants, its cards for the "every card has a test" gate); without it the harness still
  plays, replays, clones and undoes the game.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction
from .options import OptionsSchema, Text, check_text
from .reference import RulesReference
from .render import Renderer, Terms
from .translation import Table, shell_table, table

if TYPE_CHECKING:
    from .rules import Rules


@dataclass(frozen=True)
class WebBoard:
    """A game's board in the browser: `folder` is served at `/static/games/<name>/`, and the
    table imports `module` (a path inside it) as the game's view."""

    folder: Path
    module: str = "index.js"


@dataclass(frozen=True)
class GameManifest:
    name: str
    title: Text
    min_players: int
    max_players: int
    # the import path of the `Rules` instance (or the instance itself, for games made in tests)
    rules: str | Rules
    options: OptionsSchema = field(default_factory=OptionsSchema)
    terminal: str | None = None
    encoding: str | None = None
    card_reference: str | None = None
    analysis: str | None = None
    rules_reference: Path | None = None
    web: WebBoard | None = None
    positions: Path | None = None
    conformance: str | None = None
    content: str | None = None
    campaign: str | None = None
    locale: Path | None = None
    terms: str | None = None
    # kind -> the grammatical forms its terms are translated in besides the plain one
    # (a colour as an adjective, say: the context "color-adjective")
    term_forms: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # a ladder level -> its bot spec in this game, where the game's cost per search iteration
    # calls for another budget than the ladder's (`epocha.bots.ALIASES`)
    bot_levels: dict[str, str] = field(default_factory=dict)
    # the default options of the game's earlier research ids (Gymnasium's `-v0`, `-v1`...),
    # oldest first: an id keeps its options for good, the current defaults are the next version
    earlier_options: tuple[dict, ...] = ()

    def __post_init__(self) -> None:
        if not self.name.isidentifier() or self.name != self.name.lower():
            raise ValueError(f"a game's name is a lowercase identifier, not {self.name!r}")
        check_text(self.title, f"the title of {self.name}")
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError(f"{self.name}: player counts {self.min_players}-{self.max_players}")

    # -- the parts, loaded when first asked for -----------------------------------------------

    @cached_property
    def loaded_rules(self) -> Rules:
        from .rules import Rules

        rules = _load(self.rules) if isinstance(self.rules, str) else self.rules
        if not isinstance(rules, Rules):
            raise TypeError(f"{self.rules} is not a Rules instance")
        declared = (self.name, self.min_players, self.max_players)
        if (rules.name, rules.min_players, rules.max_players) != declared:
            raise TypeError(f"the rules of {self.name} do not match its manifest (name or player counts)")
        if rules.options != self.options:
            raise TypeError(f"the rules of {self.name} must take their `options` from its manifest")
        return rules

    def terminal_module(self) -> ModuleType:
        return self._part("terminal", "terminal view")

    def encoding_object(self, options: dict | None = None, players: int | None = None) -> Any:
        """The research encoding of a game with these options (the defaults when None): the
        part itself when it is an encoding, or what the function it names gives for the options
        normalized (at `players`). `IllegalAction` when the game has none, or for options the
        game refuses."""
        part = self._part("encoding", "action and observation encoding")
        if _is_encoding(part):
            return part
        return part(self.options.normalize(options, players, self.name))

    def analysis_module(self) -> ModuleType | None:
        return _load(self.analysis) if self.analysis else None

    def card_reference_data(self, options: dict, lang: str) -> dict:
        return self._part("card_reference", "card reference")(options, lang)

    def campaign_module(self) -> ModuleType:
        return self._part("campaign", "campaign")

    def check_content(self, path: str) -> list[str]:
        """Every problem of the content set at `path` ([] when it is sound)."""
        return self._part("content", "content files to check")(path)

    @cached_property
    def conformance_spec(self) -> Any:
        from epocha.conformance.spec import Conformance

        spec = _load(self.conformance) if self.conformance else Conformance()
        if not isinstance(spec, Conformance):
            raise TypeError(f"{self.conformance} is not a Conformance")
        return spec

    @cached_property
    def vocabulary(self) -> Terms:
        """The game's terms (empty when it declares none)."""
        return _load(self.terms)() if self.terms else {}

    def own_table(self, lang: str) -> Table:
        """The game's own catalog in `lang` (empty when it ships none)."""
        return table(str(self.locale), lang) if self.locale else Table(lang)

    def tables(self, lang: str) -> list[Table]:
        """The catalogs that translate this game's messages into `lang`, searched in order."""
        return [self.own_table(lang), shell_table(lang)]

    def renderer(self, lang: str = "en", names: Sequence[str | None] = ()) -> Renderer:
        """Renders this game's messages in `lang` (seats without a name: "Player 1"...)."""
        return Renderer(self.tables(lang), self.vocabulary, names)

    @cached_property
    def reference(self) -> RulesReference:
        """The rules reference (empty when the game ships none)."""
        if self.rules_reference is None:
            return RulesReference(())
        return RulesReference.load(self.rules_reference)

    def describe(self) -> dict:
        """The game as the lobby and the API list it (plain data)."""
        return {
            "name": self.name,
            "title": dict(self.title),
            "min_players": self.min_players,
            "max_players": self.max_players,
            "options": self.options.describe(),
            "board": f"/static/games/{self.name}/{self.web.module}" if self.web else None,
            "campaign": self.campaign is not None,
        }

    def _part(self, attribute: str, what: str) -> Any:
        path = getattr(self, attribute)
        if path is None:
            raise IllegalAction(f"{self.name} has no {what}")
        return _load(path)


def _is_encoding(part: Any) -> bool:
    """An encoding itself, rather than a function of the options giving one: what has the
    protocol's `action_count` (the engine does not import the research extra's protocol)."""
    return hasattr(part, "action_count") or not callable(part)


def _load(path: str) -> Any:
    """`"package.module"` is the module; `"package.module:NAME"` is an attribute of it."""
    module_name, _, attribute = path.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module
