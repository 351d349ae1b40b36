"""The web table's HTTP and websocket interface (FastAPI)."""

from __future__ import annotations

import asyncio
import contextlib
import importlib
from collections.abc import AsyncIterator
from importlib import resources

from fastapi import FastAPI, Header, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse
from fastapi.staticfiles import StaticFiles
from starlette.concurrency import run_in_threadpool

import epocha
from epocha.bots import bot_names
from epocha.engine import IllegalAction
from epocha.engine.registry import get_rules

from . import models
from .i18n import LANGUAGES, catalog
from .service import Problem, Tables
from .settings import Settings

WEB = resources.files("epocha.web")


def _token(authorization: str | None) -> str | None:
    if not authorization:
        return None
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Problem(401, "bad_authorization", "use 'Authorization: Bearer <seat token>'")
    return token.strip()


def create_app(settings: Settings | None = None, tables: Tables | None = None) -> FastAPI:
    settings = settings or Settings()
    tables = tables or Tables(settings)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await run_in_threadpool(tables.store.migrate)
        await tables.resume_all_bots()
        yield
        tables.store.dispose()

    app = FastAPI(title="epocha", version=epocha.__version__, lifespan=lifespan)
    app.state.tables = tables

    @app.exception_handler(Problem)
    async def _problem(_request: Request, exc: Problem) -> JSONResponse:
        return JSONResponse({"error": exc.code, "message": exc.message, **exc.extra}, status_code=exc.status)

    @app.exception_handler(IllegalAction)
    async def _illegal(_request: Request, exc: IllegalAction) -> JSONResponse:
        return JSONResponse({"error": "illegal", "message": str(exc)}, status_code=422)

    app.mount("/static", StaticFiles(directory=str(WEB / "static")), name="static")

    # -- pages ------------------------------------------------------------------------------

    @app.get("/", include_in_schema=False)
    async def lobby() -> FileResponse:
        return FileResponse(str(WEB / "static" / "lobby.html"))

    @app.get("/play/{game_id}", include_in_schema=False)
    @app.get("/watch/{game_id}", include_in_schema=False)
    async def game_page(game_id: str) -> FileResponse:
        return FileResponse(str(WEB / "static" / "game.html"))

    @app.get("/healthz")
    async def healthz() -> dict:
        return {"ok": True, "version": epocha.__version__}

    # -- catalog, translations, card references ----------------------------------------------

    @app.get("/api/catalog")
    async def games_catalog() -> dict:
        out = []
        for name in epocha.games():
            rules = get_rules(name)
            out.append(
                {
                    "name": name,
                    "title": rules.title,
                    "min_players": rules.min_players,
                    "max_players": rules.max_players,
                    "options": rules.option_choices,
                }
            )
        return {"games": out, "bots": bot_names(), "languages": LANGUAGES}

    @app.get("/api/i18n/{lang}")
    async def translations(lang: str) -> dict:
        if lang not in LANGUAGES:
            raise Problem(404, "no_such_language", f"languages: {', '.join(LANGUAGES)}")
        return {"lang": lang, "messages": catalog(lang)}

    @app.get("/api/reference/{game}")
    async def reference(game: str, lang: str = "en", edition: str | None = None) -> dict:
        if lang not in LANGUAGES:
            raise Problem(404, "no_such_language", f"languages: {', '.join(LANGUAGES)}")
        rules = get_rules(game) if game in epocha.games() else None
        if rules is None:
            raise Problem(404, "no_such_game", "unknown game")
        text = importlib.import_module(f"epocha.games.{game}.text")
        options = rules.normalize_options({"edition": edition} if edition else {})
        return text.reference_data(options, lang)

    # -- games ---------------------------------------------------------------------------------

    @app.post("/api/games", status_code=201)
    async def create_game(body: models.CreateGame) -> dict:
        if body.game not in epocha.games():
            raise Problem(422, "no_such_game", f"epocha plays: {', '.join(epocha.games())}")
        created = await run_in_threadpool(
            tables.create,
            game=body.game,
            players=body.players,
            options=body.options,
            seed=body.seed,
            seats=[s.model_dump() for s in body.seats],
            title=body.title,
            position=body.position,
            turn_timeout=body.turn_timeout,
        )
        tables.schedule_bots(created["id"])
        return created

    @app.post("/api/import", status_code=201)
    async def import_game(body: models.ImportGame) -> dict:
        created = await run_in_threadpool(tables.import_save, body.save, body.title)
        tables.schedule_bots(created["id"])
        return created

    @app.get("/api/games/{game_id}")
    async def summary(game_id: str) -> dict:
        return await run_in_threadpool(tables.summary, game_id)

    @app.post("/api/summaries")
    async def summaries(body: models.Summaries) -> dict:
        def collect() -> list[dict]:
            out = []
            for game_id in body.ids:
                with contextlib.suppress(Problem):
                    out.append(tables.summary(game_id))
            return out

        return {"games": await run_in_threadpool(collect)}

    @app.get("/api/open-games")
    async def open_games() -> dict:
        rows = await run_in_threadpool(tables.store.open_games)
        return {"games": [await run_in_threadpool(tables.summary, r["id"]) for r in rows]}

    @app.post("/api/games/{game_id}/join")
    async def join(game_id: str, body: models.Join) -> dict:
        await run_in_threadpool(tables.record, game_id)
        joined = await run_in_threadpool(tables.join, game_id, body.seat, body.name)
        await tables.hub.publish(game_id)
        return joined

    @app.get("/api/games/{game_id}/view")
    async def view(
        game_id: str, log_from: int = Query(0, ge=0), authorization: str | None = Header(None)
    ) -> dict:
        seat = await run_in_threadpool(tables.seat_of, game_id, _token(authorization))
        return await run_in_threadpool(tables.view, game_id, seat, log_from)

    @app.get("/api/games/{game_id}/poll")
    async def poll(
        game_id: str,
        seq: int = Query(ge=0),
        log_from: int = Query(0, ge=0),
        version: int = Query(-1),
        authorization: str | None = Header(None),
    ) -> dict:
        """Long-poll fallback for clients without websockets: answers when something changed."""
        seat = await run_in_threadpool(tables.seat_of, game_id, _token(authorization))
        current = tables.hub.version(game_id)
        data = await run_in_threadpool(tables.view, game_id, seat, log_from)
        if data["seq"] == seq and (version == -1 or version == current):
            current = await tables.hub.wait(game_id, current, settings.poll_seconds)
            data = await run_in_threadpool(tables.view, game_id, seat, log_from)
        data["version"] = current
        return data

    @app.post("/api/games/{game_id}/actions")
    async def act(game_id: str, body: models.Act, authorization: str | None = Header(None)) -> dict:
        return await tables.act(game_id, _require(authorization), body.seq, body.key, body.action)

    @app.post("/api/games/{game_id}/undo")
    async def undo(game_id: str, body: models.Undo, authorization: str | None = Header(None)) -> dict:
        return await tables.undo(game_id, _require(authorization), body.seq, body.key)

    @app.post("/api/games/{game_id}/leave")
    async def leave(game_id: str, body: models.Leave, authorization: str | None = Header(None)) -> dict:
        await tables.leave(game_id, _require(authorization), body.bot)
        return {"ok": True}

    @app.post("/api/games/{game_id}/back")
    async def back(game_id: str, authorization: str | None = Header(None)) -> dict:
        await tables.come_back(game_id, _require(authorization))
        return {"ok": True}

    @app.post("/api/games/{game_id}/takeover")
    async def takeover(game_id: str, body: models.TakeOver, authorization: str | None = Header(None)) -> dict:
        await tables.take_over(game_id, _require(authorization), body.seat, body.bot)
        return {"ok": True}

    @app.post("/api/games/{game_id}/rematch")
    async def rematch(game_id: str, authorization: str | None = Header(None)) -> dict:
        result = await run_in_threadpool(tables.rematch, game_id, _require(authorization))
        tables.schedule_bots(result["id"])
        await tables.hub.publish(game_id)
        return result

    @app.get("/api/games/{game_id}/save", response_class=PlainTextResponse)
    async def save(game_id: str, authorization: str | None = Header(None)) -> str:
        """The game as a save file for `epocha play --load` (only for a seat of the game)."""
        await run_in_threadpool(tables.seat_of, game_id, _require(authorization))
        live = await run_in_threadpool(tables.load, game_id)
        return epocha.dumps(live.game)

    # -- live updates ----------------------------------------------------------------------------

    @app.websocket("/ws/games/{game_id}")
    async def live(websocket: WebSocket, game_id: str) -> None:
        """First message from the client: {"token": ... or null, "log_from": n}. Then the
        server sends the seat's view whenever the game changes (and pings when idle)."""
        await websocket.accept()
        try:
            hello = await asyncio.wait_for(websocket.receive_json(), timeout=15)
            if not isinstance(hello, dict):
                raise Problem(400, "bad_hello", 'send {"token": ..., "log_from": n} first')
            seat = await run_in_threadpool(tables.seat_of, game_id, hello.get("token"))
            log_from = hello.get("log_from", 0)
            if type(log_from) is not int or log_from < 0:
                raise Problem(400, "bad_hello", "log_from must be a non-negative integer")
        except Problem as exc:
            await websocket.send_json({"type": "error", "error": exc.code, "message": exc.message})
            await websocket.close(code=4000 + exc.status)
            return
        except (TimeoutError, ValueError, WebSocketDisconnect):
            with contextlib.suppress(Exception):
                await websocket.close(code=4400)
            return

        async def listen() -> None:
            with contextlib.suppress(WebSocketDisconnect):
                while True:
                    await websocket.receive_text()  # clients may send pings; we only watch for closing

        listener = asyncio.create_task(listen())
        version = tables.hub.version(game_id)
        try:
            fresh = False
            while not listener.done():
                data = await run_in_threadpool(tables.view, game_id, seat, log_from, fresh=fresh)
                fresh = True  # later rounds are woken by a change this process committed
                log_from = data["log_from"] + len(data["log"])
                await websocket.send_json({"type": "state", **data})
                while not listener.done():
                    new = await tables.hub.wait(game_id, version, 20)
                    if new != version:
                        version = new
                        break
                    await websocket.send_json({"type": "ping"})
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            listener.cancel()

    return app


def _require(authorization: str | None) -> str:
    token = _token(authorization)
    if token is None:
        raise Problem(401, "no_token", "this needs the seat's link (Authorization: Bearer <token>)")
    return token


def serve(host: str, port: int, settings: Settings | None = None) -> None:
    import uvicorn

    # no per-message compression: views are small and the CPU is better spent on games
    uvicorn.run(
        create_app(settings),
        host=host,
        port=port,
        log_level="info",
        proxy_headers=True,
        ws_per_message_deflate=False,
        timeout_keep_alive=30,
    )


__all__ = ["create_app", "serve"]
