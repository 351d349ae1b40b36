"""Campaigns at the web table (server/campaigns.py), with a made-up game played as a campaign
(campaign_game.py): create, state, the next chapter's table with the chapter's options,
finishing a chapter only once its game is over and only once, tokens, bad bodies, and the
campaign surviving a restart of the service."""

from __future__ import annotations

import json
from collections.abc import Iterator
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient
from hypothesis import given
from hypothesis import strategies as st

from epocha.engine import registry
from epocha.server.app import create_app
from epocha.server.settings import Settings
from epocha.server.storage import Store, token_hash

from . import campaign_game
from .helpers import act, auth, view
from .test_fuzz import FUZZ, check, mutate

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

ME_AND_A_BOT = {"players": 2, "seats": [{"kind": "me"}, {"kind": "bot", "bot": "random"}]}


@pytest.fixture(autouse=True)
def camplab() -> Iterator[None]:
    registry.register(campaign_game.MANIFEST)
    campaign_game.ENDED.clear()
    yield
    registry.unregister(campaign_game.MANIFEST.name)


def _app(url: str) -> TestClient:
    return TestClient(create_app(Settings(database_url=url, poll_seconds=1.0)))


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    with _app(sqlite_url) as c:
        yield c


def new_campaign(client: TestClient) -> tuple[str, str]:
    r = client.post("/api/campaigns", json={"game": "camplab"})
    assert r.status_code == 201, r.text
    return r.json()["id"], r.json()["token"]


def state(client: TestClient, cid: str, token: str, lang: str = "en") -> dict:
    r = client.get(f"/api/campaigns/{cid}?lang={lang}", headers=auth(token))
    assert r.status_code == 200, r.text
    return r.json()


def next_chapter(
    client: TestClient, cid: str, token: str, body: dict | None = None, lang: str = "en"
) -> dict:
    r = client.post(f"/api/campaigns/{cid}/next?lang={lang}", json=body or ME_AND_A_BOT, headers=auth(token))
    assert r.status_code == 201, r.text
    return r.json()


def finish(client: TestClient, cid: str, token: str, table: str, lang: str = "en"):
    return client.post(f"/api/campaigns/{cid}/finish?lang={lang}", json={"table": table}, headers=auth(token))


def play(client: TestClient, table: dict, answer: str = "win") -> None:
    """Seat 0 answers: the chapter's game is over."""
    token = table["tokens"]["0"]
    actions = view(client, table["id"], token)["view"]["legal_actions"]
    r = act(client, table["id"], token, next(a for a in actions if a["option"] == answer))
    assert r.status_code == 200, r.text


def test_the_catalog_says_which_games_are_played_as_campaigns(client):
    games = {g["name"]: g for g in client.get("/api/catalog").json()["games"]}
    assert games["camplab"]["campaign"] is True
    assert games["innovation"]["campaign"] is False


def test_a_campaign_chapter_by_chapter(client):
    cid, token = new_campaign(client)
    fresh = state(client, cid, token)
    assert fresh["chapter"] == 1 and fresh["games_played"] == 0 and fresh["table"] is None
    assert fresh["record"] == campaign_game.new_record() and not fresh["finished"]

    started = next_chapter(client, cid, token, lang="cs")
    assert started["chapter"] == 1
    assert started["cards"] == [{"title": "Kapitola 1 začíná", "text": "Text karty begin-1."}]
    table = started["table"]
    # the table is made as POST /api/games makes one: the players, the seats, the seat links
    summary = client.get(f"/api/games/{table['id']}").json()
    assert summary["game"] == "camplab" and summary["players"] == 2
    assert summary["options"] == {"chapter": 1, "unlocks": ""}
    assert [s["kind"] for s in summary["seats"]] == ["human", "bot"]
    assert set(table["tokens"]) == {"0"}
    now = state(client, cid, token)
    assert now["table"]["id"] == table["id"] and now["table"]["status"] == "active" and not now["to_finish"]
    assert now["chapters"][0]["before"] == [
        {"title": "Chapter 1 begins", "text": "The text of card begin-1."}
    ]

    # while the chapter's game runs: neither another chapter nor its end
    r = client.post(f"/api/campaigns/{cid}/next", json=ME_AND_A_BOT, headers=auth(token))
    assert (
        r.status_code == 409 and r.json()["error"] == "chapter_running" and r.json()["table"] == table["id"]
    )
    r = finish(client, cid, token, table["id"])
    assert r.status_code == 409 and r.json()["error"] == "game_running"
    assert campaign_game.ENDED == []

    play(client, table, "win")
    assert state(client, cid, token)["to_finish"] is True
    r = client.post(f"/api/campaigns/{cid}/next", json=ME_AND_A_BOT, headers=auth(token))
    assert r.status_code == 409 and r.json()["error"] == "chapter_unfinished"
    r = finish(client, cid, token, table["id"])
    assert r.status_code == 200, r.text
    ended = r.json()
    assert ended["cards"] == [{"title": "Chapter 1 ends", "text": "The text of card end-1."}]
    assert not ended["already"]
    after = ended["state"]
    assert after["chapter"] == 2 and after["games_played"] == 1 and after["unlocks"] == ["relic-1"]
    assert after["table"] is None and after["chapters"][0]["result"]["winners"] == [0]

    # finishing again changes nothing and answers the same cards
    again = finish(client, cid, token, table["id"], lang="cs").json()
    assert again["already"] and again["cards"] == [{"title": "Kapitola 1 končí", "text": "Text karty end-1."}]
    assert len(campaign_game.ENDED) == 1 and state(client, cid, token)["record"]["chapter"] == 2

    # the next chapter's options carry what the campaign unlocked
    second = next_chapter(client, cid, token, {"players": 1, "seats": [{"kind": "me", "name": "Ada"}]})
    assert second["chapter"] == 2
    summary = client.get(f"/api/games/{second['table']['id']}").json()
    assert summary["options"] == {"chapter": 2, "unlocks": "relic-1"} and summary["players"] == 1
    # the first chapter's table is not this chapter's
    assert finish(client, cid, token, table["id"]).json()["already"]
    play(client, second["table"], "lose")
    assert finish(client, cid, token, second["table"]["id"]).status_code == 200
    assert state(client, cid, token)["unlocks"] == ["relic-1"]
    third = next_chapter(client, cid, token)
    play(client, third["table"], "win")
    last = finish(client, cid, token, third["table"]["id"]).json()["state"]
    assert last["finished"] and last["games_played"] == 3 and last["unlocks"] == ["relic-1", "relic-3"]
    assert len(campaign_game.ENDED) == 3


def test_only_the_campaigns_current_table_finishes_a_chapter(client):
    cid, token = new_campaign(client)
    other = client.post("/api/games", json={"game": "camplab", **ME_AND_A_BOT}).json()
    play(client, other)  # a finished game, but of no campaign
    next_chapter(client, cid, token)
    for table in (other["id"], "nosuchgame", "x" * 32):
        r = finish(client, cid, token, table)
        assert r.status_code == 409 and r.json()["error"] == "not_this_chapter", r.text
    # nor the table of another campaign
    cid2, token2 = new_campaign(client)
    theirs = next_chapter(client, cid2, token2)["table"]
    play(client, theirs)
    r = finish(client, cid, token, theirs["id"])
    assert r.status_code == 409 and r.json()["error"] == "not_this_chapter"
    assert campaign_game.ENDED == []


def test_wrong_tokens_change_nothing(client):
    cid, token = new_campaign(client)
    _, token2 = new_campaign(client)
    for headers, status, code in [
        ({}, 401, "no_token"),
        (auth("not-the-token"), 403, "bad_token"),
        (auth(token2), 403, "bad_token"),
        ({"Authorization": "Basic abc"}, 401, "bad_authorization"),
    ]:
        for method, path, body in [
            ("GET", f"/api/campaigns/{cid}", None),
            ("POST", f"/api/campaigns/{cid}/next", ME_AND_A_BOT),
            ("POST", f"/api/campaigns/{cid}/finish", {"table": "abc"}),
        ]:
            r = client.request(method, path, json=body, headers=headers)
            assert r.status_code == status and r.json()["error"] == code, (method, path, r.text)
    assert state(client, cid, token)["chapters"] == []
    assert state(client, cid, token)["record"] == campaign_game.new_record()
    for path in ("/api/campaigns/nosuchcampaign", "/api/campaigns/bad%20id", f"/api/campaigns/{'a' * 40}"):
        r = client.get(path, headers=auth(token))
        assert r.status_code == 404 and r.json()["error"] in ("no_such_campaign", "not_found"), r.text


def test_bad_bodies_are_refused(client):
    cid, token = new_campaign(client)
    for body, code in [
        ({}, "invalid_request"),
        ({"game": "camplab", "extra": 1}, "invalid_request"),
        ({"game": 5}, "invalid_request"),
        ({"game": "nosuchgame"}, "no_such_game"),
        ({"game": "innovation"}, "no_campaign"),
    ]:
        r = client.post("/api/campaigns", json=body)
        assert r.status_code == 422 and r.json()["error"] == code, (body, r.text)
    assert (
        client.post("/api/campaigns?lang=xx", json={"game": "camplab"}).json()["error"] == "no_such_language"
    )
    for body, code in [
        ({}, "invalid_request"),
        ({**ME_AND_A_BOT, "options": {"chapter": 3}}, "invalid_request"),  # the campaign sets them
        ({**ME_AND_A_BOT, "game": "innovation"}, "invalid_request"),
        ({"players": 2, "seats": [{"kind": "me"}]}, "bad_seats"),
        ({"players": 5, "seats": [{"kind": "me"}] * 5}, "bad_game"),  # camplab: 1-3 players
        ({"players": 2, "seats": [{"kind": "me"}, {"kind": "bot", "bot": "nobody"}]}, "bad_bot"),
        ({**ME_AND_A_BOT, "title": "a\x00b"}, "invalid_request"),
        ({**ME_AND_A_BOT, "seed": -1}, "invalid_request"),
    ]:
        r = client.post(f"/api/campaigns/{cid}/next", json=body, headers=auth(token))
        assert r.status_code == 422 and r.json()["error"] == code, (body, r.text)
    r = client.post(f"/api/campaigns/{cid}/next?lang=xx", json=ME_AND_A_BOT, headers=auth(token))
    assert r.status_code == 422 and r.json()["error"] == "no_such_language"
    for body in ({}, {"table": 1}, {"table": "a" * 33}, {"table": "abc", "more": 1}):
        r = client.post(f"/api/campaigns/{cid}/finish", json=body, headers=auth(token))
        assert r.status_code == 422 and r.json()["error"] == "invalid_request", (body, r.text)
    # nothing refused changed the campaign
    fresh = state(client, cid, token)
    assert fresh["chapters"] == [] and fresh["record"] == campaign_game.new_record()


def test_a_chapter_whose_table_expired_is_started_again(client):
    cid, token = new_campaign(client)
    first = next_chapter(client, cid, token)["table"]
    tables = client.app.state.tables
    tables.store.delete_game(first["id"])  # as the expiry sweep deletes an abandoned game
    tables.forget([first["id"]])
    gone = state(client, cid, token)
    assert gone["table"] is None and gone["chapter"] == 1
    again = next_chapter(client, cid, token)
    assert again["chapter"] == 1 and again["cards"] == []  # its cards were read already
    now = state(client, cid, token)
    assert len(now["chapters"]) == 1 and now["chapters"][0]["table"] == again["table"]["id"]
    assert len(now["chapters"][0]["before"]) == 1


def test_the_campaign_survives_a_restart_through_the_storage(database_url):
    with _app(database_url) as c:
        cid, token = new_campaign(c)
        table = next_chapter(c, cid, token)["table"]
        play(c, table)
    # the database keeps the token's digest only, and the record as JSON
    store = Store(database_url)
    row = store.campaign(cid)
    assert row["token_hash"] == token_hash(token) and token not in json.dumps(
        {**row, "created_at": 0, "updated_at": 0}
    )
    assert json.loads(row["record"])["read"] == ["begin-1"] and row["table_id"] == table["id"]
    store.dispose()
    with _app(database_url) as c:  # another service over the same database
        assert state(c, cid, token)["to_finish"]
        ended = finish(c, cid, token, table["id"]).json()
        assert ended["state"]["chapter"] == 2 and ended["state"]["unlocks"] == ["relic-1"]
    with _app(database_url) as c:
        again = state(c, cid, token, lang="cs")
        assert again["record"]["chapter"] == 2 and again["games_played"] == 1
        assert again["chapters"][0]["after"] == [{"title": "Kapitola 1 končí", "text": "Text karty end-1."}]
        assert finish(c, cid, token, table["id"]).json()["already"]
    assert len(campaign_game.ENDED) == 1


def test_random_and_mutated_requests_never_break_a_campaign(database_url):
    """As tests/server/test_fuzz.py does for the games: never a server error, always the one error
    shape, and a request with a wrong token changes nothing."""
    with _app(database_url) as client:
        cid, token = new_campaign(client)
        other_id, other_token = new_campaign(client)

        @FUZZ
        @given(st.data(), st.text(max_size=12), st.text(max_size=12))
        def run(data: st.DataObject, text: str, lang: str) -> None:
            before = state(client, other_id, other_token)
            who = data.draw(st.sampled_from([token, other_token, text, None]))
            headers = (
                auth(who) if who is None or (who.isascii() and who.isprintable() and who.strip()) else {}
            )
            where = data.draw(st.sampled_from([cid, other_id, text.replace("/", "") or "x"]))
            body = mutate(
                data.draw(st.sampled_from([ME_AND_A_BOT, {"table": "abc"}, {"game": "camplab"}])), data
            )
            path = data.draw(st.sampled_from(["next", "finish", ""]))
            tail = f"/{path}" if path else ""
            url = f"/api/campaigns/{quote(where, safe='')}{tail}?lang={quote(lang, safe='')}"
            check(
                client.request(
                    "GET" if not path else "POST", url, json=body if path else None, headers=headers
                )
            )
            check(client.post(f"/api/campaigns?lang={quote(lang, safe='')}", json=body))
            if who != other_token:  # nobody without its link changes the other campaign
                after = state(client, other_id, other_token)
                assert (after["record"], after["chapters"]) == (before["record"], before["chapters"])

        run()


def test_two_servers_racing_start_and_finish_a_chapter_once(database_url):
    """Two services over one database (each with its own locks): only the campaign's version
    guard stands between them. However the race goes, one chapter, one table, one end."""
    import threading

    from epocha.server.campaigns import Campaigns
    from epocha.server.problem import Problem
    from epocha.server.service import Tables

    services = [Tables(Settings(database_url=database_url)) for _ in range(2)]
    services[0].store.migrate()
    campaigns = [Campaigns(s) for s in services]
    try:
        created = campaigns[0].create("camplab")
        cid, token = created["id"], created["token"]

        def race(call) -> list:
            barrier, out = threading.Barrier(2), [None, None]

            def run(i: int) -> None:
                barrier.wait()
                try:
                    out[i] = call(campaigns[i])
                except Problem as exc:
                    out[i] = exc

            threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
            for th in threads:
                th.start()
            for th in threads:
                th.join()
            return out

        seats = [{"kind": "me"}, {"kind": "bot", "bot": "random"}]
        started = race(lambda c: c.next_chapter(cid, token, players=2, seats=seats))
        won = [s for s in started if isinstance(s, dict)]
        assert len(won) == 1, started
        assert all(s.code in ("campaign_moved", "chapter_running") for s in started if isinstance(s, Problem))
        table = won[0]["table"]
        with services[0].store.engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT count(*) FROM games").scalar() == 1  # the loser's is gone
        game = services[0].load(table["id"]).game
        game.apply(0, game.legal_actions(0)[0])
        row = services[0].store.game(table["id"])
        services[0].store.append(
            table["id"],
            0,
            {
                "seat": 0,
                "kind": "act",
                "action": json.dumps(game.last_entry()["action"]),
                "sealed": False,
                "response": "{}",
            },
            status="over",
            result=game.result,
        )
        assert row is not None
        ended = race(lambda c: c.finish(cid, token, table["id"]))
        assert all(isinstance(e, dict) for e in ended), ended
        assert sorted(e["already"] for e in ended) == [False, True]
        assert len(campaign_game.ENDED) == 1
        assert campaigns[1].state(cid, token)["record"]["chapter"] == 2
    finally:
        for s in services:
            s.store.dispose()
