"""Writes the compatibility corpus: games saved by a release of epocha, and a web-table
database it made, each with what that release showed of them. `test_old_games.py` checks that
the current code loads every one to the same positions and views, and continues them.

Run it with the OLD release installed, never the current code (the point is what an earlier
release wrote):

    git worktree add /tmp/epocha-old <commit>
    cd /tmp/epocha-old && python3 -m venv .venv && . .venv/bin/activate && pip install -e '.[web]'
    python /path/to/tests/compat/make_corpus.py /path/to/tests/compat/<release>

It uses only the public API and the HTTP API of the web table, as any client of that release
could. Saves are named `*.save.json` (the usual `*.epocha.json` is ignored by git).
"""

from __future__ import annotations

import json
import secrets
import subprocess
import sys
from pathlib import Path

import epocha
from epocha.bots import make_bot


def quiet_point(game) -> bool:
    """No effect half-done: every pending decision is a top-level turn."""
    return all(d.kind == "turn" for d in game.decisions().values())


def record(game) -> dict:
    """What this release shows of `game`: every seat's view and the spectator's, and its
    position where the game is at a quiet point."""
    out = {
        "views": {str(seat): game.view(seat) for seat in [*range(game.players), None]},
        "history_length": len(game.history),
        "is_over": game.is_over,
    }
    if quiet_point(game) and not game.is_over:
        out["position"] = game.to_position()
    return out


def play(game, bots: list, stop) -> None:
    while not game.is_over and not stop(game):
        seat = game.active_players[0]
        game.apply(seat, bots[seat].choose(game.for_seat(seat)))


SAVES = [
    # name, game, players, seed, options, seat bots, when to stop
    ("innovation-2p-finished", "innovation", 2, 11, {}, ["greedy", "random"], lambda g: False),
    (
        "innovation-3p-mid-effect",
        "innovation",
        3,
        12,
        {},
        ["human", "greedy", "random"],
        lambda g: len(g.history) >= 30 and not quiet_point(g),
    ),
    (
        "innovation-2p-3e-midgame",
        "innovation",
        2,
        13,
        {"edition": "3e"},
        ["human", "random"],
        lambda g: len(g.history) >= 40 and quiet_point(g),
    ),
    ("tta-2p-finished", "tta", 2, 21, {}, ["greedy", "random"], lambda g: False),
    (
        "tta-3p-mid-effect",
        "tta",
        3,
        22,
        {},
        ["human", "random", "greedy"],
        lambda g: len(g.history) >= 40 and not quiet_point(g),
    ),
    (
        "tta-4p-midgame",
        "tta",
        4,
        23,
        {"peaceful": True},
        ["human", "random", "random", "greedy"],
        lambda g: len(g.history) >= 120 and quiet_point(g),
    ),
]


def make_saves(out: Path) -> list[dict]:
    index = []
    for name, game_name, players, seed, options, seats, stop in SAVES:
        g = epocha.new_game(game_name, players=players, seed=seed, options=options)
        bots = [make_bot("random" if s == "human" else s, seed + i) for i, s in enumerate(seats)]
        play(g, bots, stop)
        (out / f"{name}.save.json").write_text(epocha.dumps(g, seats=seats), "utf-8")
        (out / f"{name}.expected.json").write_text(json.dumps(record(g), sort_keys=True), "utf-8")
        index.append({"name": name, "game": game_name, "actions": len(g.history), "over": g.is_over})
    # a game that starts from a position
    position = {
        "players": [{"hand": ["Oars", "Archery"]}, {"hand": ["Sailing"]}],
        "turn": {"player": 0, "actions_left": 2},
    }
    g = epocha.from_position("innovation", position, seed=5)
    play(g, [make_bot("random", 1), make_bot("random", 2)], lambda g: len(g.history) >= 25)
    (out / "innovation-from-position.save.json").write_text(epocha.dumps(g), "utf-8")
    expected = json.dumps(record(g), sort_keys=True)
    (out / "innovation-from-position.expected.json").write_text(expected, "utf-8")
    index.append(
        {
            "name": "innovation-from-position",
            "game": "innovation",
            "actions": len(g.history),
            "over": g.is_over,
        }
    )
    return index


def make_database(out: Path) -> list[dict]:
    """A web-table database (SQLite) with games in progress and finished, snapshots included
    (one every 25 actions), and what the table answered for each seat."""
    from fastapi.testclient import TestClient

    from epocha.server.app import create_app
    from epocha.server.settings import Settings

    db = out / "table.sqlite3"
    db.unlink(missing_ok=True)
    app = create_app(Settings(database_url=f"sqlite:///{db}", snapshot_every=25))
    games = []
    with TestClient(app) as client:
        for game_name, players, seed, moves in [
            ("innovation", 2, 31, 45),
            ("tta", 3, 32, 70),
            ("innovation", 2, 33, 10_000),
            ("tta", 2, 34, 23),
        ]:
            seats = [{"kind": "me", "name": f"P{i + 1}"} for i in range(players)]
            created = client.post(
                "/api/games", json={"game": game_name, "players": players, "seed": seed, "seats": seats}
            ).json()
            gid, tokens = created["id"], created["tokens"]
            bot = make_bot("random", seed)
            for _ in range(moves):
                g = app.state.tables.load(gid).game
                if g.is_over:
                    break
                seat = g.active_players[0]
                body = {
                    "seq": app.state.tables.load(gid).seq,
                    "key": secrets.token_hex(8),
                    "action": bot.choose(g.for_seat(seat)),
                }
                r = client.post(
                    f"/api/games/{gid}/actions",
                    json=body,
                    headers={"Authorization": f"Bearer {tokens[str(seat)]}"},
                )
                assert r.status_code == 200, r.text
            views = {
                seat: client.get(f"/api/games/{gid}/view", headers={"Authorization": f"Bearer {t}"}).json()
                for seat, t in tokens.items()
            }
            games.append(
                {
                    "id": gid,
                    "game": game_name,
                    "tokens": tokens,
                    "views": views,
                    "summary": client.get(f"/api/games/{gid}").json(),
                }
            )
    import sqlite3

    with sqlite3.connect(db) as conn:  # smaller file, same content
        conn.execute("VACUUM")
    return games


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    commit = subprocess.run(
        ["git", "rev-parse", "HEAD"], capture_output=True, text=True, cwd=Path(epocha.__file__).parent
    ).stdout.strip()
    saves = make_saves(out)
    database = make_database(out)
    manifest = {"release": epocha.__version__, "commit": commit, "saves": saves, "database": database}
    (out / "corpus.json").write_text(json.dumps(manifest, indent=1, sort_keys=True), "utf-8")
    print(f"wrote {len(saves)} saves and {len(database)} table games to {out}")


if __name__ == "__main__":
    main()
