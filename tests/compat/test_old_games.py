"""Old games keep working: saves and a web-table database written by an earlier release
(tests/compat/release-*, made by make_corpus.py with that release installed) load with the
current code to the same positions and views, and go on.

"The same" means: every field the old release showed has the same value now; fields added
since may appear beside them. Labels and prompts are compared too, so rewording one is a
decision to record here (REWORDED), not an accident. A prompt was English text and is a typed
message now: it is compared by its English, the seats named as the old release named them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

import epocha
from epocha.bots import make_bot
from epocha.engine.message import is_message
from epocha.engine.registry import get_manifest
from epocha.engine.serialization import read_seats

HERE = Path(__file__).resolve().parent
CORPORA = sorted(p for p in HERE.glob("release-*") if p.is_dir())
SAVES = [(c, s["name"]) for c in CORPORA for s in json.loads((c / "corpus.json").read_text())["saves"]]


def plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


# old English -> new English: the rewordings decided since (proper plurals)
REWORDED = {
    "Discard 2 military card(s) over your limit": "Discard 2 military cards over your limit",
}


# A label that showed its cost in its words ("Take Colossus (4 CA)") names it in a `cost` field
# now: the old label is compared with the new one and its cost written the old way.
OLD_COST_WORDS = {"civil": "CA", "military": "MA", "food": "food", "resources": "res.", "science": "sci."}


def with_old_cost(label: Any, cost: list[dict]) -> str:
    parts = [f"{c.get('amount')} {OLD_COST_WORDS.get(c.get('term'), '?')}" for c in cost]
    return f"{label} ({', '.join(parts) or 'free'})"


def differences(old: Any, new: Any, where: str = "", words: Any = None) -> list[str]:
    """Where `new` differs from `old` in anything `old` has (new keys are allowed)."""
    cost = new.get("cost") if isinstance(new, dict) else None
    if (
        isinstance(old, dict)
        and isinstance(cost, list)
        and old.get("label") == with_old_cost(new.get("label"), cost)
    ):
        new = {**new, "label": old["label"]}
    if isinstance(old, str) and is_message(new) and words is not None:
        now = words(new)
        return [] if REWORDED.get(old, old) == now else [f"{where}: {old!r}, now {now!r}"]
    if isinstance(old, dict) and isinstance(new, dict):
        out = [f"{where}.{k}: gone" for k in old if k not in new]
        for k in old:
            if k in new:
                out += differences(old[k], new[k], f"{where}.{k}", words)
        return out
    if isinstance(old, list) and isinstance(new, list):
        if len(old) != len(new):
            return [f"{where}: {len(old)} items, now {len(new)}"]
        pairs = enumerate(zip(old, new, strict=True))
        return [d for i, (a, b) in pairs for d in differences(a, b, f"{where}[{i}]", words)]
    return [] if old == new and type(old) is type(new) else [f"{where}: {old!r}, now {new!r}"]


def test_there_is_a_corpus():
    assert CORPORA and len(SAVES) >= 7


@pytest.mark.parametrize(("corpus", "name"), SAVES, ids=[f"{c.name}/{n}" for c, n in SAVES])
def test_an_old_save_loads_to_the_same_position_and_views_and_goes_on(corpus, name):
    text = (corpus / f"{name}.save.json").read_text("utf-8")
    expected = json.loads((corpus / f"{name}.expected.json").read_text("utf-8"))
    g = epocha.loads(text)
    assert len(g.history) == expected["history_length"] and g.is_over == expected["is_over"]
    words = get_manifest(g.name).renderer("en", [f"seat {p}" for p in range(g.players)])
    for seat, old_view in expected["views"].items():
        new_view = plain(g.view(None if seat == "None" else int(seat)))
        assert differences(old_view, new_view, words=words) == [], f"seat {seat}"
    if "position" in expected:
        assert differences(expected["position"], plain(g.to_position())) == []
    read_seats(text)  # the seats still read
    # it goes on, and saves and loads again as itself
    bot = make_bot("random", 1)
    for _ in range(10):
        if g.is_over:
            break
        seat = g.active_players[0]
        g.apply(seat, bot.choose(g.for_seat(seat)))
    assert epocha.loads(epocha.dumps(g)) == g


DATABASES = [c for c in CORPORA if (c / "table.sqlite3").exists()]


@pytest.fixture(params=DATABASES, ids=[c.name for c in DATABASES])
def old_table(request, tmp_path):
    corpus = request.param
    db = tmp_path / "table.sqlite3"
    shutil.copy(corpus / "table.sqlite3", db)
    return corpus, f"sqlite:///{db}"


def _open_and_continue(corpus: Path, url: str) -> None:
    from fastapi.testclient import TestClient

    from epocha.server.app import create_app
    from epocha.server.settings import Settings

    recorded = json.loads((corpus / "corpus.json").read_text())["database"]
    app = create_app(Settings(database_url=url))
    with TestClient(app) as client:
        # an old game's seat goes into a home, which names whose turn it is (the engine asked:
        # the games were stored before the column that says it)
        home = client.post("/api/homes").json()["token"]
        to_move = {}
        for game in recorded:
            seat, token = next(iter(game["tokens"].items()))
            body = {"game": game["id"], "seat_token": token}
            claimed = client.post("/api/home/seats", json=body, headers={"Authorization": f"Bearer {home}"})
            assert claimed.status_code == 200, claimed.text
            live = app.state.tables.load(game["id"]).game
            to_move[(game["id"], int(seat))] = [] if live.is_over else live.active_players
        listed = client.get("/api/home", headers={"Authorization": f"Bearer {home}"}).json()["seats"]
        assert {(s["game_id"], s["seat"]): [m["seat"] for m in s["to_move"]] for s in listed} == to_move
        for game in recorded:
            gid, tokens = game["id"], game["tokens"]
            summary = client.get(f"/api/games/{gid}").json()
            # the time of the last change is written as each database keeps it (with or without a zone)
            old_summary = {k: v for k, v in game["summary"].items() if k != "updated_at"}
            assert differences(old_summary, summary) == []
            names = [f"seat {p}" for p in range(len(summary["seats"]))]
            words = get_manifest(summary["game"]).renderer("en", names)
            for seat, token in tokens.items():
                auth = {"Authorization": f"Bearer {token}"}
                answer = client.get(f"/api/games/{gid}/view", headers=auth).json()
                assert differences(game["views"][seat], answer, words=words) == [], f"{gid} seat {seat}"
            if summary["status"] != "active":
                continue
            g = app.state.tables.load(gid).game
            seat = g.active_players[0]
            action = make_bot("random", 3).choose(g.for_seat(seat))
            body = {"seq": summary["seq"], "key": f"compat-{gid}", "action": action}
            moved = client.post(
                f"/api/games/{gid}/actions",
                json=body,
                headers={"Authorization": f"Bearer {tokens[str(seat)]}"},
            )
            assert moved.status_code == 200, moved.text
            assert client.get(f"/api/games/{gid}").json()["seq"] == summary["seq"] + 1


def test_an_old_sqlite_table_opens_and_its_games_go_on(old_table, monkeypatch):
    # the old release's snapshots are a cache for other code: never read, the games are replayed
    restored = []
    original = epocha.Game.restore.__func__
    spy = classmethod(lambda cls, *a: restored.append(a) or original(cls, *a))
    monkeypatch.setattr(epocha.Game, "restore", spy)
    _open_and_continue(*old_table)
    assert restored == []


def test_an_old_table_moved_to_postgresql_opens_and_its_games_go_on(old_table, postgres_url):
    """The rows the old release wrote, copied into PostgreSQL at the schema revision they were
    written under (then the server migrates as it would)."""
    from importlib import resources

    from alembic import command
    from alembic.config import Config
    from sqlalchemy import MetaData, create_engine, text

    corpus, sqlite_url = old_table
    source = create_engine(sqlite_url)
    with source.connect() as conn:
        revision = conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one()
    target = create_engine(postgres_url)
    cfg = Config()
    cfg.set_main_option("script_location", str(resources.files("epocha.server") / "migrations"))
    with target.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, revision)
    old, new = MetaData(), MetaData()
    old.reflect(source)
    new.reflect(target)
    with source.connect() as src, target.begin() as dst:
        for table in old.sorted_tables:  # parents before children
            if table.name == "alembic_version":
                continue
            rows = [dict(r._mapping) for r in src.execute(table.select())]
            if rows:
                dst.execute(new.tables[table.name].insert(), rows)
    source.dispose()
    target.dispose()
    _open_and_continue(corpus, postgres_url)
