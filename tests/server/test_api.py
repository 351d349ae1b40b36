"""Every endpoint of the web table, including bad input, wrong tokens, replayed and stale moves."""

from __future__ import annotations

import json

import pytest
from starlette.websockets import WebSocketDisconnect

import epocha
from epocha.bots import RandomBot
from epocha.bots.match import play_out

from .helpers import LATE_POSITION, act, auth, create, key, settle, view


def test_healthz_catalog_translations_and_references(client):
    assert client.get("/healthz").status_code == 200
    cat = client.get("/api/catalog").json()
    innovation = next(g for g in cat["games"] if g["name"] == "innovation")
    assert innovation["title"] == {"en": "Innovation", "cs": "Inovace"}
    assert innovation["board"] == "/static/games/innovation/index.js"
    (edition,) = innovation["options"]
    assert edition["name"] == "edition" and [c["value"] for c in edition["choices"]] == ["1e", "3e"]
    assert edition["label"]["cs"] == "Texty karet"
    assert "greedy" in cat["bots"] and set(cat["languages"]) == {"en", "cs"}
    assert cat["levels"] == ["random", "easy", "medium", "hard"]  # what players pick, weakest first
    assert client.get("/api/i18n/cs").json()["messages"]["Undo"] == "Vzít zpět"
    assert client.get("/api/i18n/en").json()["messages"] == {}
    assert client.get("/api/i18n/xx").status_code == 404
    ref = client.get("/api/reference/innovation?lang=cs").json()
    assert ref["cards"]["City States"]["title"] == "Městské státy"
    assert ref["cards"]["Oars"]["effects"][0]["text"].startswith("Přikazuji")
    assert client.get("/api/reference/innovation?lang=en&edition=3e").json()["cards"]["Oars"]["effects"][0][
        "text"
    ]
    assert client.get("/api/reference/chess").status_code == 404
    rules = client.get("/api/rules/tta?lang=cs").json()
    assert rules["game"] == "tta" and rules["sections"][0]["id"] and rules["sections"][0]["text"]
    assert client.get("/api/rules/chess").status_code == 404
    assert client.get("/api/reference/innovation?lang=fr").status_code == 404
    assert client.get("/api/reference/innovation?edition=9e").status_code == 422


def test_pages_are_served(client):
    for path in ("/", "/play/abc", "/watch/abc", "/static/js/game.js", "/static/games/innovation/index.js"):
        assert client.get(path).status_code == 200, path


def test_create_gives_tokens_only_for_human_seats(client):
    created = create(
        client, [{"kind": "me"}, {"kind": "bot", "bot": "random"}, {"kind": "invite"}, {"kind": "open"}]
    )
    assert set(created["tokens"]) == {"0", "2"}
    summary = client.get(f"/api/games/{created['id']}").json()
    assert [s["kind"] for s in summary["seats"]] == ["human", "bot", "human", "human"]
    assert summary["seats"][3]["open"] is True
    assert "token" not in json.dumps(summary) and created["tokens"]["0"] not in json.dumps(summary)


@pytest.mark.parametrize(
    "body",
    [
        {"game": "chess", "players": 2, "seats": [{"kind": "me"}, {"kind": "me"}]},
        {"game": "innovation", "players": 5, "seats": [{"kind": "me"}] * 5},
        {"game": "innovation", "players": 2, "seats": [{"kind": "me"}]},
        {"game": "innovation", "players": 2, "seats": [{"kind": "me"}, {"kind": "alien"}]},
        {"game": "innovation", "players": 2, "seats": [{"kind": "me"}, {"kind": "bot", "bot": "hal"}]},
        {"game": "innovation", "players": 2, "seats": [{"kind": "me"}, {"kind": "me"}], "colour": "red"},
        {
            "game": "innovation",
            "players": 2,
            "seats": [{"kind": "me"}, {"kind": "me"}],
            "options": {"edition": "9e"},
        },
        {
            "game": "innovation",
            "players": 2,
            "seats": [{"kind": "me"}, {"kind": "me"}],
            "position": {"players": []},
        },
        {"game": "innovation", "players": "two", "seats": []},
        {},
    ],
)
def test_create_refuses_bad_requests(client, body):
    r = client.post("/api/games", json=body)
    assert 400 <= r.status_code < 500
    assert client.get("/api/open-games").json()["games"] == []


def test_views_hide_other_seats_and_spectators_see_no_hands(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0, t1 = created["id"], created["tokens"]["0"], created["tokens"]["1"]
    mine = view(client, gid, t0)
    assert mine["seat"] == 0 and mine["view"]["state"]["players"][0]["hand"] == ["Oars", "Optics"]
    assert "Tools" not in json.dumps(mine)
    theirs = view(client, gid, t1)
    assert "Oars" not in json.dumps(theirs) and "Calendar" not in json.dumps(theirs)
    spectator = view(client, gid)
    assert (
        spectator["seat"] is None
        and "Tools" not in json.dumps(spectator)
        and "Oars" not in json.dumps(spectator)
    )
    other = create(client, [{"kind": "me"}, {"kind": "me"}])
    assert client.get(f"/api/games/{gid}/view", headers=auth(other["tokens"]["0"])).status_code == 403
    assert client.get(f"/api/games/{gid}/view", headers={"Authorization": "Basic x"}).status_code == 401
    assert client.get("/api/games/nope/view").status_code == 404


def test_a_move_applies_once_and_a_replayed_submission_gets_the_original_answer(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0 = created["id"], created["tokens"]["0"]
    first = act(client, gid, t0, {"type": "draw"}, seq=0, idem="same-key-1")
    assert first.status_code == 200 and first.json() == {"accepted": True, "seq": 1}
    again = act(client, gid, t0, {"type": "draw"}, seq=0, idem="same-key-1")
    assert again.status_code == 200 and again.json() == first.json()
    assert view(client, gid, t0)["seq"] == 1
    assert len(view(client, gid, t0)["view"]["state"]["players"][0]["hand"]) == 3


def test_a_key_reused_for_another_move_is_refused(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0, t1 = created["id"], created["tokens"]["0"], created["tokens"]["1"]
    assert act(client, gid, t0, {"type": "draw"}, seq=0, idem="same-key-2").status_code == 200
    for token, action, seq in [
        (t0, {"type": "achieve", "age": 1}, 1),  # another move, at the current seq
        (t0, {"type": "achieve", "age": 1}, 0),  # another move, at the old seq
        (t0, {"type": "achieve", "age": 99}, 0),  # an illegal one at the old seq
        (t1, {"type": "draw"}, 0),  # the same move by another seat
    ]:
        r = act(client, gid, token, action, seq=seq, idem="same-key-2")
        assert r.status_code == 422 and r.json()["error"] == "key_reused", r.text
    assert view(client, gid, t0)["seq"] == 1
    # the same move with the same key still gets the original answer
    again = act(client, gid, t0, {"type": "draw"}, seq=0, idem="same-key-2")
    assert again.status_code == 200 and again.json() == {"accepted": True, "seq": 1}
    assert view(client, gid, t0)["seq"] == 1


def test_stale_moves_are_rejected(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0 = created["id"], created["tokens"]["0"]
    assert act(client, gid, t0, {"type": "draw"}, seq=0).status_code == 200
    stale = act(client, gid, t0, {"type": "draw"}, seq=0)
    assert stale.status_code == 409 and stale.json()["error"] == "stale" and stale.json()["seq"] == 1
    assert view(client, gid, t0)["seq"] == 1


@pytest.mark.parametrize(
    "payload",
    [
        {"seq": 0, "key": "k", "action": {"type": "draw"}},  # key too short
        {"seq": 0, "key": "bad key with spaces", "action": {"type": "draw"}},
        {"seq": -1, "key": "abcdefgh", "action": {"type": "draw"}},
        {"seq": 0, "key": "abcdefgh", "action": "draw"},
        {"seq": 0, "key": "abcdefgh"},
        {"seq": 0, "key": "abcdefgh", "action": {"type": "draw"}, "extra": 1},
    ],
)
def test_malformed_moves_are_422_and_change_nothing(client, payload):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0 = created["id"], created["tokens"]["0"]
    r = client.post(f"/api/games/{gid}/actions", headers=auth(t0), json=payload)
    assert r.status_code == 422
    body = r.json()
    assert body["error"] == "invalid_request" and body["message"] and body["details"]
    assert "detail" not in body
    assert view(client, gid, t0)["seq"] == 0


def test_every_error_has_one_shape(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0 = created["id"], created["tokens"]["0"]
    responses = [
        client.get("/api/no-such-endpoint"),
        client.delete("/api/games"),
        client.get("/api/games/nope"),
        client.get(f"/api/games/{gid}/poll?seq=x"),
        client.post("/api/games", content=b"{not json", headers={"Content-Type": "application/json"}),
        client.post(f"/api/games/{gid}/undo", headers=auth(t0), json={"seq": 0, "key": key()}),
        act(client, gid, t0, {"type": "achieve", "age": 9}, seq=0),
    ]
    for r in responses:
        assert 400 <= r.status_code < 500, r.text
        assert isinstance(r.json()["error"], str) and isinstance(r.json()["message"], str), r.text


@pytest.mark.parametrize("seq", [2**31, 10**30])
def test_an_unbounded_seq_is_invalid_not_stale(client, seq):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0 = created["id"], created["tokens"]["0"]
    r = act(client, gid, t0, {"type": "draw"}, seq=seq)
    assert r.status_code == 422 and r.json()["details"][0]["loc"] == ["body", "seq"]
    r = client.post(f"/api/games/{gid}/undo", headers=auth(t0), json={"seq": seq, "key": key()})
    assert r.status_code == 422
    assert client.get(f"/api/games/{gid}/poll?seq={seq}", headers=auth(t0)).status_code == 422


def test_illegal_moves_wrong_seats_and_tokens(client):
    created = create(client, [{"kind": "me"}, {"kind": "invite"}], position=LATE_POSITION)
    gid, t0, t1 = created["id"], created["tokens"]["0"], created["tokens"]["1"]
    before = view(client, gid, t0)
    for token, action, status in [
        (t0, {"type": "meld", "card": "Tools"}, 422),  # not in my hand (and hidden)
        (t0, {"type": "achieve", "age": 9}, 422),
        (t1, {"type": "draw"}, 422),  # not seat 1's turn
        (None, {"type": "draw"}, 401),
        ("forged-token-xyz", {"type": "draw"}, 403),
    ]:
        r = (
            act(client, gid, token, action, seq=0)
            if token
            else client.post(f"/api/games/{gid}/actions", json={"seq": 0, "key": key(), "action": action})
        )
        assert r.status_code == status, (action, r.text)
    assert view(client, gid, t0) == before


def test_an_undo_with_a_key_used_for_a_move_is_refused(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0 = created["id"], created["tokens"]["0"]
    assert act(client, gid, t0, {"type": "achieve", "age": 1}, seq=0, idem="used-key-1").status_code == 200
    for seq in (1, 0):  # at the current seq, and at the one the key was used at
        r = client.post(f"/api/games/{gid}/undo", headers=auth(t0), json={"seq": seq, "key": "used-key-1"})
        assert r.status_code == 422 and r.json()["error"] == "key_reused", r.text
    assert view(client, gid, t0)["seq"] == 1
    # an undo repeated with its own key gets its first answer
    first = client.post(f"/api/games/{gid}/undo", headers=auth(t0), json={"seq": 1, "key": "undo-key-1"})
    again = client.post(f"/api/games/{gid}/undo", headers=auth(t0), json={"seq": 1, "key": "undo-key-1"})
    assert first.status_code == again.status_code == 200 and again.json() == first.json()
    assert view(client, gid, t0)["seq"] == 2


def test_undo_own_action_and_refusals(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0, t1 = created["id"], created["tokens"]["0"], created["tokens"]["1"]
    assert act(client, gid, t0, {"type": "achieve", "age": 1}, seq=0).status_code == 200
    assert view(client, gid, t0)["view"]["can_undo"] is True
    r = client.post(f"/api/games/{gid}/undo", headers=auth(t1), json={"seq": 1, "key": key()})
    assert r.status_code == 422  # not seat 1's action
    r = client.post(f"/api/games/{gid}/undo", headers=auth(t0), json={"seq": 0, "key": key()})
    assert r.status_code == 409
    r = client.post(f"/api/games/{gid}/undo", headers=auth(t0), json={"seq": 1, "key": key()})
    assert r.status_code == 200 and r.json()["seq"] == 2
    data = view(client, gid, t0)
    assert data["view"]["state"]["players"][0]["achievements"] == [] and data["seq"] == 2
    assert act(client, gid, t0, {"type": "draw"}, seq=2).status_code == 200
    r = client.post(f"/api/games/{gid}/undo", headers=auth(t0), json={"seq": 3, "key": key()})
    assert r.status_code == 422  # a draw is a checkpoint


def test_bots_answer_at_once(client):
    created = create(client, [{"kind": "me"}, {"kind": "bot", "bot": "greedy"}])
    gid, t0 = created["id"], created["tokens"]["0"]
    data = settle(client, gid)
    assert data["view"]["state"]["players"][1]["has_chosen_meld"] is True
    meld = view(client, gid, t0)["view"]["legal_actions"][0]
    assert act(client, gid, t0, meld).status_code == 200
    data = settle(client, gid)
    assert data["view"]["state"]["phase"] == "play"
    assert 0 in data["view"]["active_players"] or data["view"]["is_over"]


def test_open_games_join_and_summaries(client):
    created = create(client, [{"kind": "me"}, {"kind": "open"}])
    gid = created["id"]
    listed = client.get("/api/open-games").json()["games"]
    assert [g["id"] for g in listed] == [gid]
    joined = client.post(f"/api/games/{gid}/join", json={"name": "Bea"}).json()
    assert joined["seat"] == 1
    assert view(client, gid, joined["token"])["seat"] == 1
    assert client.post(f"/api/games/{gid}/join", json={"name": "Cid"}).status_code == 409
    assert client.get("/api/open-games").json()["games"] == []
    assert client.post("/api/games/nope/join", json={}).status_code == 404
    summaries = client.post("/api/summaries", json={"ids": [gid, "missing"]}).json()["games"]
    assert [s["id"] for s in summaries] == [gid] and summaries[0]["seats"][1]["name"] == "Bea"


def _finish(client, gid, tokens):
    """Play a game through the API with random moves until it ends."""
    bot = RandomBot(seed=3)
    for _ in range(3000):
        data = settle(client, gid)
        if data["view"]["is_over"]:
            return data
        seat = data["view"]["active_players"][0]
        mine = view(client, gid, tokens[seat])
        actions = mine["view"]["legal_actions"]
        assert (
            act(client, gid, tokens[seat], actions[bot.rng.below(len(actions))], seq=mine["seq"]).status_code
            == 200
        )
    raise AssertionError("game did not end")


def test_rematch_after_the_end(client):
    created = create(client, [{"kind": "me"}, {"kind": "invite"}], position=LATE_POSITION, seed=5)
    gid, tokens = created["id"], {0: created["tokens"]["0"], 1: created["tokens"]["1"]}
    assert client.post(f"/api/games/{gid}/rematch", headers=auth(tokens[0])).status_code == 409
    _finish(client, gid, tokens)
    first = client.post(f"/api/games/{gid}/rematch", headers=auth(tokens[0])).json()
    again = client.post(f"/api/games/{gid}/rematch", headers=auth(tokens[0])).json()
    assert first == again
    other = client.post(f"/api/games/{gid}/rematch", headers=auth(tokens[1])).json()
    assert other["id"] == first["id"] and {first["seat"], other["seat"]} == {0, 1}
    assert view(client, first["id"], first["token"])["seat"] == first["seat"]
    assert client.get(f"/api/games/{gid}").json()["rematch_id"] == first["id"]
    assert client.post(f"/api/games/{gid}/rematch").status_code == 401


def _played(moves: int | None, seed: int = 11) -> epocha.Game:
    """A terminal game after `moves` random moves (None: to its end)."""
    g = epocha.new_game("innovation", players=2, seed=seed)
    bots = {0: RandomBot(1), 1: RandomBot(2)}
    n = 0
    while not g.is_over and (moves is None or n < moves):
        p = g.active_players[0]
        g.apply(p, bots[p].choose(g.for_seat(p)))
        n += 1
    return g


def _game_count(client) -> int:
    with client.app.state.tables.store.engine.connect() as conn:
        return conn.exec_driver_sql("SELECT count(*) FROM games").scalar()


def test_import_a_terminal_save_and_save_it_back(client):
    g = _played(30)
    r = client.post("/api/import", json={"save": epocha.dumps(g)})
    assert r.status_code == 201
    created = r.json()
    data = view(client, created["id"], created["tokens"]["0"])
    assert data["seq"] == 30 and data["view"]["state"] == g.view(0)["state"]
    # the save holds the seed and every action: it would reveal hidden cards mid-game
    saved = client.get(f"/api/games/{created['id']}/save", headers=auth(created["tokens"]["1"]))
    assert saved.status_code == 409 and saved.json()["error"] == "game_running"
    assert client.get(f"/api/games/{created['id']}/save").status_code == 409
    # a finished game: its save is for everybody, and replays to the same game
    done = _played(None)
    created = client.post("/api/import", json={"save": epocha.dumps(done)}).json()
    assert client.get(f"/api/games/{created['id']}").json()["status"] == "over"
    saved = client.get(f"/api/games/{created['id']}/save", headers=auth(created["tokens"]["1"]))
    assert saved.status_code == 200 and epocha.loads(saved.text) == done
    assert epocha.loads(client.get(f"/api/games/{created['id']}/save").text) == done
    forged = client.get(f"/api/games/{created['id']}/save", headers=auth("forged-token-xyz"))
    assert forged.status_code == 403


def test_an_imported_save_keeps_its_bots(client):
    """Seats a bot played in the terminal stay bots at the table; the others are yours."""
    g = _played(6)
    created = client.post("/api/import", json={"save": epocha.dumps(g, seats=["human", "random"])}).json()
    seats = client.get(f"/api/games/{created['id']}").json()["seats"]
    assert [(s["kind"], s.get("bot")) for s in seats] == [("human", None), ("bot", "random")]
    assert set(created["tokens"]) == {"0"}
    # a bot the table would not run is refused, and nothing is stored
    r = client.post("/api/import", json={"save": epocha.dumps(g, seats=["human", "no-such-bot"])})
    assert r.status_code == 422 and r.json()["error"] == "bad_bot"
    assert _game_count(client) == 1


def _save_with(**changes) -> str:
    doc = json.loads(epocha.dumps(_played(4)))
    doc.update(changes)
    return json.dumps(doc)


@pytest.mark.parametrize(
    "save",
    [
        "{}",
        "not json",
        json.dumps({"format": "epocha-save"}),
        _save_with(seed=99999999999999999999999),
        _save_with(seed=-(2**70)),
        _save_with(seed="7"),
        _save_with(players=9),
        _save_with(game="chess"),
        _save_with(options={"edition": "9e"}),
        _save_with(actions=[[0, {"type": "meld", "card": "Nothing"}]]),
        _save_with(actions=[[5, {"type": "draw"}]]),
        _save_with(actions=[["x"]]),
        _save_with(actions="all"),
        _save_with(position={"players": "two"}),
        _save_with(position=[1, 2]),
        "[" * 5000 + "]" * 5000,
    ],
)
def test_bad_imports_are_4xx_and_change_nothing(client, save):
    r = client.post("/api/import", json={"save": save})
    assert 400 <= r.status_code < 500, r.text
    assert set(r.json()) >= {"error", "message"}
    assert _game_count(client) == 0


def test_a_position_carries_its_options(client):
    position = {**LATE_POSITION, "options": {"edition": "3e"}}
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=position)
    assert client.get(f"/api/games/{created['id']}").json()["options"]["edition"] == "3e"
    same = create(client, [{"kind": "me"}, {"kind": "me"}], position=position, options={"edition": "3e"})
    assert client.get(f"/api/games/{same['id']}").json()["options"]["edition"] == "3e"
    body = {
        "game": "innovation",
        "players": 2,
        "seats": [{"kind": "me"}, {"kind": "me"}],
        "position": position,
        "options": {"edition": "1e"},
    }
    r = client.post("/api/games", json=body)
    assert r.status_code == 422 and r.json()["error"] == "conflicting_options"
    # an imported save whose position says otherwise than its options is refused too
    doc = json.loads(epocha.dumps(epocha.from_position("innovation", LATE_POSITION, seed=3)))
    doc["position"]["options"] = {"edition": "3e"}
    r = client.post("/api/import", json={"save": json.dumps(doc)})
    assert r.status_code == 422 and r.json()["error"] == "conflicting_options"


def test_leaving_hands_the_seat_to_a_bot_and_coming_back(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0, _t1 = created["id"], created["tokens"]["0"], created["tokens"]["1"]
    assert client.post(f"/api/games/{gid}/leave", headers=auth(t0), json={"bot": "random"}).status_code == 200
    data = settle(client, gid)
    assert 1 in data["view"]["active_players"]  # the bot took seat 0's turn
    assert client.post(f"/api/games/{gid}/back", headers=auth(t0)).status_code == 200
    assert client.get(f"/api/games/{gid}").json()["seats"][0]["away"] is False
    assert client.post(f"/api/games/{gid}/leave", headers=auth(t0), json={"bot": "skynet"}).status_code == 422
    r = client.post(f"/api/games/{gid}/takeover", headers=auth(t0), json={"seat": 1, "bot": "skynet"})
    assert r.status_code == 422 and r.json()["error"] == "bad_bot"
    assert client.post(f"/api/games/{gid}/leave", json={}).status_code == 401
    # take-over needs a turn timeout on the game
    r = client.post(f"/api/games/{gid}/takeover", headers=auth(t0), json={"seat": 1})
    assert r.status_code == 409 and r.json()["error"] == "no_timeout"


def test_take_over_an_idle_seat_after_the_timeout(client, monkeypatch):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION, turn_timeout=60)
    gid, t1 = created["id"], created["tokens"]["1"]
    r = client.post(f"/api/games/{gid}/takeover", headers=auth(t1), json={"seat": 0})
    assert r.status_code == 409 and r.json()["error"] == "not_yet"
    from datetime import timedelta

    import epocha.server.service as service

    real_now = service.now
    monkeypatch.setattr(service, "now", lambda: real_now() + timedelta(seconds=61))
    r = client.post(f"/api/games/{gid}/takeover", headers=auth(t1), json={"seat": 0, "bot": "random"})
    assert r.status_code == 200
    data = settle(client, gid)
    assert 1 in data["view"]["active_players"]
    assert client.post(f"/api/games/{gid}/takeover", headers=auth(t1), json={"seat": 1}).status_code == 409


def test_long_poll_answers_with_news(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0 = created["id"], created["tokens"]["0"]
    r = client.get(f"/api/games/{gid}/poll?seq=5", headers=auth(t0))
    assert r.status_code == 200 and r.json()["seq"] == 0  # differs from what the client knew: at once
    r = client.get(f"/api/games/{gid}/poll?seq=0", headers=auth(t0))
    assert r.json()["seq"] == 0  # nothing happened: answers after the wait
    assert client.get(f"/api/games/{gid}/poll", headers=auth(t0)).status_code == 422


def test_websocket_pushes_every_change_to_each_seat(client):
    created = create(client, [{"kind": "me"}, {"kind": "me"}], position=LATE_POSITION)
    gid, t0, t1 = created["id"], created["tokens"]["0"], created["tokens"]["1"]
    with client.websocket_connect(f"/ws/games/{gid}") as ws:
        ws.send_json({"token": t1, "log_from": 0})
        first = ws.receive_json()
        assert first["type"] == "state" and first["seat"] == 1 and first["seq"] == 0
        assert "Oars" not in json.dumps(first)
        assert act(client, gid, t0, {"type": "meld", "card": "Oars"}, seq=0).status_code == 200
        update = ws.receive_json()
        while update["type"] != "state":
            update = ws.receive_json()
        assert update["seq"] == 1 and update["log_from"] == first["log_from"] + len(first["log"])
        assert any(e["event"] == "meld" and e["args"]["card"] == "Oars" for e in update["log"])
    with client.websocket_connect(f"/ws/games/{gid}") as ws:
        ws.send_json({"token": "forged-token-xyz"})
        assert ws.receive_json()["type"] == "error"
    with client.websocket_connect(f"/ws/games/{gid}") as ws:
        ws.send_json({"token": None, "log_from": "x"})
        assert ws.receive_json()["error"] == "bad_hello"
    assert client.app.state.tables.hub.watched() == 0  # nothing is kept once the clients left


@pytest.mark.parametrize("token", [None, "forged-token-xyz"])
def test_a_websocket_to_a_missing_game_is_closed_with_a_reason(client, token):
    with client.websocket_connect("/ws/games/nope") as ws:
        ws.send_json({"token": token, "log_from": 0})
        message = ws.receive_json()
        assert message["type"] == "error" and message["error"] in ("no_such_game", "bad_token")
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert closed.value.code in (4404, 4403)


def test_a_whole_game_against_bots_through_the_api(client):
    created = create(
        client, [{"kind": "me"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "greedy"}]
    )
    gid, t0 = created["id"], created["tokens"]["0"]
    data = _finish(client, gid, {0: t0})
    assert data["view"]["result"]["winners"]
    summary = client.get(f"/api/games/{gid}").json()
    assert summary["status"] == "over" and summary["result"] == data["view"]["result"]
    # the stored log replays to the same game
    saved = epocha.loads(client.get(f"/api/games/{gid}/save", headers=auth(t0)).text)
    assert saved.is_over and saved.result == data["view"]["result"]
    assert epocha.loads(client.get(f"/api/games/{gid}/save").text) == saved  # spectators, once over
    assert not client.app.state.tables._bot_tasks  # the bots' task is gone with the game
    assert play_out  # (imported for the bots used above)


def test_a_bot_owed_a_move_moves_when_a_client_looks_in(client):
    # a game stored without its bots being started, as if the process that should have run
    # them had died: opening the game is enough to get the bot moving
    tables = client.app.state.tables
    created = tables.create(
        game="innovation",
        players=2,
        options={},
        seed=5,
        seats=[{"kind": "me"}, {"kind": "bot", "bot": "random"}],
    )
    gid = created["id"]
    assert gid not in tables._bot_tasks  # nothing was started that could move the bot
    assert tables.load(gid).game.active_players == [0, 1]
    data = settle(client, gid)
    assert data["view"]["state"]["players"][1]["has_chosen_meld"] is True


def test_a_tables_default_title_names_the_game_its_options_choose(client):
    """(`Rules.title_for`: Through the Ages' 2006 edition names its game, not the New Story.)"""
    seats = [{"kind": "me"}, {"kind": "invite"}]
    made = client.post(
        "/api/games",
        json={
            "game": "tta",
            "players": 2,
            "seats": seats,
            "options": {"edition": "2006", "mode": "advanced"},
        },
    ).json()
    title = client.get(f"/api/games/{made['id']}").json()["title"]
    assert title == "Through the Ages: A Story of Civilization (2006), Advanced game, 2 players"
    story = client.post("/api/games", json={"game": "tta", "players": 2, "seats": seats}).json()
    assert client.get(f"/api/games/{story['id']}").json()["title"] == (
        "Through the Ages: A New Story of Civilization, 2 players"
    )
