"""Request bodies of the web table's API, validated before anything else happens."""

from __future__ import annotations

import unicodedata
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StringConstraints,
    model_validator,
)

from epocha.bots.takeover import DEFAULT_LEVEL as TAKEOVER_LEVEL

Key = Field(min_length=8, max_length=80, pattern=r"^[A-Za-z0-9_\-:.]+$")
# a game's sequence number: the log length, an INTEGER in the database
Seq = Field(ge=0, le=2**31 - 1)
GameId = Annotated[str, Field(max_length=32)]


def plain_text(value: str) -> str:
    """One line of text a person typed (a name, a title): no control characters. Databases
    disagree about them (PostgreSQL refuses a NUL), so every backend refuses them here."""
    for ch in value:
        if unicodedata.category(ch) == "Cc":
            raise ValueError(f"must not contain control characters (found U+{ord(ch):04X})")
    return value


Name = Annotated[str, Field(max_length=60), AfterValidator(plain_text)]
Title = Annotated[str, Field(max_length=200), AfterValidator(plain_text)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SeatSpec(Strict):
    kind: Literal["me", "bot", "invite", "open"]
    bot: str | None = Field(default=None, max_length=32)
    name: Name | None = None


DAY = 24 * 3600


class Clock(Strict):
    """A table's time control (see clocks.py): none; live (Fischer: `base` seconds each, plus
    `increment` a move); turn-based (`per_move` seconds a move, `vacation` in reserve)."""

    kind: Literal["none", "live", "turn"]
    base: int = Field(default=0, ge=0, le=DAY)
    increment: int = Field(default=0, ge=0, le=3600)
    per_move: int = Field(default=0, ge=0, le=60 * DAY)
    vacation: int = Field(default=0, ge=0, le=365 * DAY)
    on_timeout: Literal["bot", "lose"] = "bot"

    @model_validator(mode="after")
    def _fits_its_kind(self) -> Clock:
        if self.kind == "live" and self.base < 30:
            raise ValueError("a live clock gives each player a base of at least 30 seconds")
        if self.kind == "turn" and self.per_move < 30:
            raise ValueError("a turn-based clock gives each move at least 30 seconds (per_move)")
        if self.kind != "live" and (self.base or self.increment):
            raise ValueError("base and increment belong to a live clock")
        if self.kind != "turn" and (self.per_move or self.vacation):
            raise ValueError("per_move and vacation belong to a turn-based clock")
        return self


def time_control(clock: Clock | None) -> dict | None:
    """The clock as the table takes it (None: no clock)."""
    return clock.model_dump() if clock is not None and clock.kind != "none" else None


class CreateGame(Strict):
    game: str = Field(max_length=40)
    players: int = Field(ge=1, le=8)
    # options may also come inside `position` (as "options"); given in both, they must agree
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int | None = Field(default=None, ge=0, le=2**62)
    seats: list[SeatSpec] = Field(min_length=1, max_length=8)
    title: Title | None = None
    position: dict[str, Any] | None = None
    # the older form of a clock: seconds a move, after which a bot takes the idle seat (read as
    # {"kind": "turn", "per_move": turn_timeout, "on_timeout": "bot"}); give one or the other
    turn_timeout: int | None = Field(default=None, ge=30, le=30 * DAY)
    clock: Clock | None = None
    # the result rates the players (server/ratings.py); every person's seat must be in a home
    rated: StrictBool = False

    def time_control(self) -> dict | None:
        return time_control(self.clock)


class ImportGame(Strict):
    save: str = Field(min_length=2, max_length=5_000_000)
    title: Title | None = None


class Act(Strict):
    seq: int = Seq
    key: str = Key
    action: dict[str, Any]


class Undo(Strict):
    seq: int = Seq
    key: str = Key


class Join(Strict):
    seat: int | None = Field(default=None, ge=0, le=7)
    name: Name = ""


class Leave(Strict):
    bot: str = Field(default=TAKEOVER_LEVEL, max_length=32)


class TakeOver(Strict):
    seat: int = Field(ge=0, le=7)
    bot: str = Field(default=TAKEOVER_LEVEL, max_length=32)


class Summaries(Strict):
    ids: list[GameId] = Field(max_length=200)


class CreateCampaign(Strict):
    game: str = Field(max_length=40)


class NextChapter(Strict):
    """The next chapter's table: as `CreateGame`, but the game and its options are the campaign's."""

    players: int = Field(ge=1, le=8)
    seed: int | None = Field(default=None, ge=0, le=2**62)
    seats: list[SeatSpec] = Field(min_length=1, max_length=8)
    title: Title | None = None
    turn_timeout: int | None = Field(default=None, ge=30, le=30 * DAY)
    clock: Clock | None = None

    def time_control(self) -> dict | None:
        return time_control(self.clock)


class FinishChapter(Strict):
    table: GameId


class UpdateHome(Strict):
    """A home's display name and language: a key left out keeps its value, null clears it."""

    name: Name | None = None
    language: str | None = Field(default=None, max_length=8)


class ClaimSeat(Strict):
    """A seat to put into the home, proven by the seat's own token (its link's secret)."""

    game: GameId
    seat_token: str = Field(min_length=8, max_length=80, pattern=r"^[A-Za-z0-9_\-]+$")


CHAT_LENGTH = 500  # characters in one chat message


ChatText = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=CHAT_LENGTH),
    AfterValidator(plain_text),
]


class ChatMessage(Strict):
    """A chat message: one line of plain text, trimmed, 1 to 500 characters."""

    text: ChatText


# -- notifications (notifications.py) ---------------------------------------------------------

Url = Annotated[str, Field(min_length=8, max_length=2048), AfterValidator(plain_text)]


class PushKeys(Strict):
    p256dh: str = Field(min_length=80, max_length=128, pattern=r"^[A-Za-z0-9_\-]+=*$")
    auth: str = Field(min_length=16, max_length=64, pattern=r"^[A-Za-z0-9_\-]+=*$")


class PushSubscription(Strict):
    """A browser's `PushSubscription.toJSON()` (its `expirationTime` is read and not kept)."""

    endpoint: Url
    keys: PushKeys
    expirationTime: float | None = None  # (the browser's own name for it)


class PushEndpoint(Strict):
    endpoint: Url


class Webhook(Strict):
    url: Url
