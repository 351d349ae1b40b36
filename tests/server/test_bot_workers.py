"""Bots think in worker processes (spawned, below the server's priority): their moves arrive
through the pool, a worker that dies is replaced, at most `max_bot_tables` tables have a bot
move under way, and at start bots resume only where people play or played lately."""

from __future__ import annotations

import asyncio
import os
import pickle
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update

import epocha
from epocha.bots import RandomBot, make_bot
from epocha.engine import registry
from epocha.server import bot_workers
from epocha.server.app import create_app
from epocha.server.bot_workers import _Position, _think
from epocha.server.service import Tables
from epocha.server.settings import Settings
from epocha.server.storage import now
from epocha.server.tables import games

from ..e2e import promptlab
from .helpers import LATE_POSITION, SHORT_GAME, act, create, settle, view

BOT = {"kind": "bot", "bot": "random"}


@contextmanager
def table(sqlite_url: str, **settings) -> Iterator[tuple[TestClient, Tables]]:
    app = create_app(Settings(database_url=sqlite_url, **settings))
    with TestClient(app) as client:
        yield client, app.state.tables


@pytest.fixture
def only_in_workers(monkeypatch) -> None:
    """A bot that thinks in the serving process fails the test: moves must come from a worker."""

    def here(*_args: object) -> dict:
        raise AssertionError("a bot thought in the serving process")

    monkeypatch.setattr(bot_workers, "bot_move", here)


def play_rounds(client: TestClient, gid: str, token: str, rounds: int, rng: RandomBot) -> dict:
    """The person (seat 0) answers the bot `rounds` times, or until the game ends."""
    data = settle(client, gid)
    for _ in range(rounds):
        if data["view"]["is_over"]:
            break
        actions = view(client, gid, token)["view"]["legal_actions"]
        assert (
            act(client, gid, token, actions[rng.rng.below(len(actions))], seq=data["seq"]).status_code == 200
        )
        data = settle(client, gid)
    return data


def bot_moves(tables: Tables, gid: str, seat: int = 1) -> int:
    return sum(1 for row in tables.store.log(gid) if row["seat"] == seat)


def test_bot_moves_come_from_a_worker_process(sqlite_url, only_in_workers):
    with table(sqlite_url, bot_workers=1) as (client, tables):
        created = create(client, [{"kind": "me"}, BOT], position=LATE_POSITION)
        gid, token = created["id"], created["tokens"]["0"]
        data = play_rounds(client, gid, token, 200, RandomBot(seed=4))
        assert data["view"]["is_over"]
        assert bot_moves(tables, gid) >= 2
        pids = tables.bot_workers.pids()
        assert len(pids) == 1 and os.getpid() not in pids
    assert tables.bot_workers.pids() == []  # the server's end stops its workers


def test_a_killed_worker_is_replaced_and_the_game_goes_on(sqlite_url, only_in_workers, caplog):
    with table(sqlite_url, bot_workers=1) as (client, tables):
        created = create(client, [{"kind": "me"}, BOT])
        gid, token = created["id"], created["tokens"]["0"]
        rng = RandomBot(seed=5)
        play_rounds(client, gid, token, 2, rng)
        before = bot_moves(tables, gid)
        [dead] = tables.bot_workers.pids()
        os.kill(dead, signal.SIGKILL)
        data = play_rounds(client, gid, token, 3, rng)
        assert bot_moves(tables, gid) > before or data["view"]["is_over"]
        [alive] = tables.bot_workers.pids()
        assert alive != dead
        assert "a bot worker died" in caplog.text


def test_beyond_the_cap_tables_wait_their_turn_and_all_finish(sqlite_url):
    with table(sqlite_url, bot_workers=0, max_bot_tables=1) as (client, tables):
        running, peak, moves = 0, 0, 0
        think = tables.bot_workers.move

        async def counted(*args: object) -> dict:
            nonlocal running, peak, moves
            running += 1
            peak = max(peak, running)
            try:
                await asyncio.sleep(0)  # let any other table's move start, were the gate open
                return await think(*args)
            finally:
                running -= 1
                moves += 1

        tables.bot_workers.move = counted
        # (short games: a late position with short decks, each about twenty moves)
        gids = [create(client, [BOT, BOT], position=SHORT_GAME, seed=s)["id"] for s in range(3)]
        for gid in gids:
            assert settle(client, gid)["view"]["is_over"]  # every table played to its end
        assert peak == 1
        assert moves == sum(tables.store.game(g)["seq"] for g in gids)


def test_at_start_bots_resume_where_people_play_or_played_lately(sqlite_url, monkeypatch):
    settings = Settings(database_url=sqlite_url, bot_workers=0, bot_resume_hours=24)
    tables = Tables(settings)
    tables.store.migrate()
    # (short games: the tables whose bots resume play them to their end in about twenty moves)
    new = {"game": "innovation", "players": 2, "options": {}, "seed": 1, "position": SHORT_GAME}
    idle_bots = tables.create(**new, seats=[BOT, BOT])["id"]
    recent_bots = tables.create(**new, seats=[BOT, BOT])["id"]
    idle_person = tables.create(**new, seats=[{"kind": "invite"}, BOT])["id"]
    idle_away = tables.create(**new, seats=[{"kind": "me"}, BOT])["id"]
    tables.store.set_away(idle_away, 0, True, "random")  # a bot plays for a person who left
    over = tables.create(**new, seats=[{"kind": "me"}, BOT])["id"]
    long_ago = now() - timedelta(hours=25)
    with tables.store.engine.begin() as conn:
        conn.execute(
            update(games)
            .where(games.c.id.in_([idle_bots, idle_person, idle_away]))
            .values(updated_at=long_ago)
        )
        conn.execute(update(games).where(games.c.id == over).values(status="over"))
    scheduled: list[str] = []
    schedule = tables.schedule_bots
    monkeypatch.setattr(tables, "schedule_bots", lambda gid: (scheduled.append(gid), schedule(gid)))
    with TestClient(create_app(settings, tables)) as client:
        assert sorted(scheduled) == sorted([recent_bots, idle_person, idle_away])
        # the resting table plays on once somebody looks in
        assert tables.store.game(idle_bots)["seq"] == 0
        view(client, idle_bots)
        assert idle_bots in scheduled
        settle(client, idle_bots)
        assert tables.store.game(idle_bots)["seq"] > 0


def test_the_games_to_resume_on_each_database(database_url):
    tables = Tables(Settings(database_url=database_url, bot_workers=0))
    tables.store.migrate()
    try:
        new = {"game": "innovation", "players": 2, "options": {}, "seed": 1}
        bots = tables.create(**new, seats=[BOT, BOT])["id"]
        person = tables.create(**new, seats=[{"kind": "open"}, BOT])["id"]
        with tables.store.engine.begin() as conn:
            conn.execute(update(games).values(updated_at=now() - timedelta(hours=2)))
        assert tables.store.games_to_resume(now() - timedelta(hours=1)) == [person]
        assert sorted(tables.store.games_to_resume(now() - timedelta(hours=3))) == sorted([bots, person])
    finally:
        tables.store.dispose()


def test_a_game_the_workers_do_not_know_is_played_in_the_server(sqlite_url):
    registry.register(promptlab.MANIFEST)  # in this process only, as the browser tests do
    try:
        with table(sqlite_url, bot_workers=1) as (client, tables):
            gid = create(client, [BOT, {"kind": "invite"}], players=2, game="promptlab")["id"]
            assert settle(client, gid)["view"]["is_over"]
            assert "promptlab" in tables.bot_workers._local_games
    finally:
        registry.unregister("promptlab")


def test_a_seat_travels_pickled_or_as_its_parts_to_the_same_answer():
    g = epocha.new_game("innovation", players=2, seed=7)
    bot = RandomBot(seed=1)
    for _ in range(30):
        g.apply(g.active_players[0], bot.choose(g.for_seat(g.active_players[0])))
    seat = g.active_players[0]
    me = g.for_seat(seat)
    sent = pickle.loads(pickle.dumps(_Position(me)))
    assert isinstance(sent, bytes)
    expected = make_bot("random", seed=9).choose(me)
    assert _think(g.name, sent, "random", 9) == expected
    # a state that does not pickle goes as plain parts (view, log, the copy's State.to_dict())
    odd = g.for_seat(seat)
    odd._world.unpicklable = lambda: None  # type: ignore[attr-defined]
    parts = pickle.loads(pickle.dumps(_Position(odd)))
    assert isinstance(parts, tuple)
    assert _think(g.name, parts, "random", 9) == expected


@pytest.mark.parametrize(
    ("env", "value", "field"),
    [
        ({"EPOCHA_BOT_WORKERS": "0"}, 0, "bot_workers"),
        ({"EPOCHA_BOT_WORKERS": "3"}, 3, "bot_workers"),
        ({"EPOCHA_MAX_BOT_TABLES": "5"}, 5, "max_bot_tables"),
        ({"EPOCHA_BOT_RESUME_HOURS": "0.5"}, 0.5, "bot_resume_hours"),
    ],
)
def test_settings_from_the_environment(monkeypatch, env, value, field):
    for name, text in env.items():
        monkeypatch.setenv(name, text)
    assert getattr(Settings(database_url="sqlite://"), field) == value


@pytest.mark.parametrize(
    "env",
    [
        {"EPOCHA_BOT_WORKERS": "-1"},
        {"EPOCHA_MAX_BOT_TABLES": "0"},
        {"EPOCHA_BOT_RESUME_HOURS": "soon"},
        {"EPOCHA_BOT_RESUME_HOURS": "-2"},
    ],
)
def test_bad_settings_stop_the_server(monkeypatch, env):
    for name, text in env.items():
        monkeypatch.setenv(name, text)
    with pytest.raises(SystemExit):
        Settings(database_url="sqlite://")
