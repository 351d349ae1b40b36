"""The web table's HTTP and websocket interface (FastAPI)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from collections.abc import AsyncIterator, Iterator
from importlib import resources
from typing import Any

from fastapi import Depends, FastAPI, Header, Path, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import DBAPIError
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException

import epocha
from epocha.bots import LEVELS, bot_names
from epocha.engine import IllegalAction
from epocha.engine.registry import get_manifest, manifests
from epocha.engine.translation import LANGUAGES, shell_table

from . import expiry, models, notifications, timeouts
from .api_docs import mount_api_docs
from .body_limit import BodyLimit
from .campaigns import Campaigns, check_language
from .chat import Chat
from .headers import SecurityHeaders
from .homes import Homes
from .outage import storage_problem
from .rate_limits import Limits, RateLimiter, client_address
from .ratings import LEADERBOARD_MOST, leaderboard_rows
from .replays import Replays
from .service import Problem, Tables
from .settings import Settings
from .storage import Head

WEB = resources.files("epocha.web")
log = logging.getLogger("epocha.server")

# websocket close codes: 4000 + the HTTP status the same problem gets over HTTP (4404: no such
# game, 4403: a token of another game, 4400: a bad first message), 1011: a server fault
WS_SERVER_ERROR = 1011
RETRY_AFTER = 5  # seconds a client is asked to wait while the storage is unavailable
_HTTP_CODES = {400: "bad_request", 404: "not_found", 405: "method_not_allowed", 413: "too_large"}


def _known_game(game: str, lang: str):
    if lang not in LANGUAGES:
        raise Problem(404, "no_such_language", f"languages: {', '.join(LANGUAGES)}")
    if game not in epocha.games():
        raise Problem(404, "no_such_game", "unknown game")
    return get_manifest(game)


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
        await _migrate_when_reachable(tables)
        await run_in_threadpool(lambda: notifier.web_push)  # the VAPID keys, made by the first process
        await tables.start()
        await tables.resume_all_bots()
        loop = asyncio.get_running_loop()
        sweepers = [
            loop.create_task(expiry.sweep_now_and_then(tables)),
            loop.create_task(timeouts.sweep_now_and_then(tables)),
            loop.create_task(notifications.send_now_and_then(notifier)),
        ]
        yield
        for sweeper in sweepers:
            sweeper.cancel()
        await asyncio.gather(*sweepers, return_exceptions=True)
        await tables.close()
        tables.store.dispose()

    # the interactive API docs only when asked for (`--api-docs`), from this table's own files
    app = FastAPI(
        title="epocha",
        version=epocha.__version__,
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        openapi_url="/openapi.json" if settings.api_docs else None,
    )
    if settings.api_docs:
        mount_api_docs(app, str(WEB / "static" / "api-docs.html"))
    app.state.tables = tables
    campaigns = Campaigns(tables)
    homes = Homes(tables)
    chat = Chat(tables)
    notifier = app.state.notifier = notifications.Notifier(tables)
    replays = app.state.replays = Replays(tables)
    app.add_middleware(BodyLimit, max_bytes=settings.max_body_bytes)
    limiter = RateLimiter(Limits(settings.rate_limits, settings.trusted_proxies, settings.redis_url))
    app.state.limiter = limiter

    def address(request: Request) -> str:
        """The client address the request comes from (see rate_limits.client_address)."""
        peer = request.client.host if request.client else None
        return client_address(peer, request.headers.get("x-forwarded-for"), limiter.trusted)

    def limited(name: str) -> Any:
        """A dependency that counts the request against its client address's `name` limit."""

        async def count(request: Request) -> None:
            await limiter.check(name, address(request))

        return Depends(count)

    app.add_middleware(SecurityHeaders)

    # Every error has one shape: {"error": code, "message": for people, ...extra fields}.

    @app.exception_handler(Problem)
    async def _problem(_request: Request, exc: Problem) -> JSONResponse:
        wait = exc.extra.get("retry_after")
        headers = {"Retry-After": str(wait)} if wait is not None else None
        return JSONResponse(
            _error(exc.code, exc.message, **exc.extra), status_code=exc.status, headers=headers
        )

    @app.exception_handler(IllegalAction)
    async def _illegal(_request: Request, exc: IllegalAction) -> JSONResponse:
        return JSONResponse(_error("illegal", str(exc)), status_code=422)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        details = [_detail(e) for e in exc.errors()]
        message = "; ".join(f"{d['where']}: {d['msg']}" if d["where"] else d["msg"] for d in details[:5])
        return JSONResponse(_error("invalid_request", message, details=details), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = _HTTP_CODES.get(exc.status_code, "http_error")
        return JSONResponse(_error(code, str(exc.detail)), status_code=exc.status_code, headers=exc.headers)

    # (a handler of its own: errors handled as `Exception` are raised again for the server to
    # log with a traceback, and a storage outage must not print one per request)
    @app.exception_handler(DBAPIError)
    async def _storage(_request: Request, exc: DBAPIError) -> JSONResponse:
        problem = storage_problem(exc)
        if problem is not None:  # logged once a minute by storage_problem
            return _unavailable(problem)
        log.exception("unexpected database error", exc_info=exc)
        return _server_error()

    @app.exception_handler(Exception)
    async def _fault(_request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error", exc_info=exc)
        return _server_error()

    # each game's own board folder, then the shell's files (the first mount that matches wins)
    for manifest in manifests():
        if manifest.web is not None:
            app.mount(
                f"/static/games/{manifest.name}",
                StaticFiles(directory=str(manifest.web.folder)),
                name=f"board-{manifest.name}",
            )
    app.mount("/static", StaticFiles(directory=str(WEB / "static")), name="static")

    # -- pages ------------------------------------------------------------------------------

    @app.get("/", include_in_schema=False)
    async def lobby() -> FileResponse:
        return FileResponse(str(WEB / "static" / "lobby.html"))

    @app.get("/campaign/{campaign_id}", include_in_schema=False)
    async def campaign_page(campaign_id: str) -> FileResponse:
        return FileResponse(str(WEB / "static" / "lobby.html"))  # the lobby opens the campaign

    @app.get("/home", include_in_schema=False)
    async def home_page() -> FileResponse:
        return FileResponse(str(WEB / "static" / "home.html"))

    @app.get("/push-worker.js", include_in_schema=False)
    async def push_worker() -> FileResponse:
        # at the root, so that its scope covers every page of the table
        return FileResponse(str(WEB / "static" / "js" / "push-worker.js"), media_type="text/javascript")

    @app.get("/play/{game_id}", include_in_schema=False)
    @app.get("/watch/{game_id}", include_in_schema=False)
    async def game_page(game_id: str) -> FileResponse:
        return FileResponse(str(WEB / "static" / "game.html"))

    @app.get("/replay/{game_id}", include_in_schema=False)
    async def replay_page(game_id: str) -> FileResponse:
        return FileResponse(str(WEB / "static" / "replay.html"))

    @app.get("/healthz")
    async def healthz() -> JSONResponse:
        """Whether this process can serve: it answers, and its database does."""
        try:
            await run_in_threadpool(tables.store.ping)
        except Exception as exc:
            problem = storage_problem(exc)
            if problem is None:
                raise
            return _unavailable(problem, ok=False, version=epocha.__version__)
        return JSONResponse({"ok": True, "version": epocha.__version__})

    # -- catalog, translations, card references ----------------------------------------------

    @app.get("/api/catalog")
    async def games_catalog() -> dict:
        games = [m.describe() for m in manifests()]
        # `bots`: every name a seat may give; `levels`: what players pick from, weakest first
        return {"games": games, "bots": bot_names(), "levels": list(LEVELS), "languages": LANGUAGES}

    @app.get("/api/i18n/{lang}")
    async def translations(lang: str) -> dict:
        if lang not in LANGUAGES:
            raise Problem(404, "no_such_language", f"languages: {', '.join(LANGUAGES)}")
        return {"lang": lang, "messages": shell_table(lang).messages}

    @app.get("/api/words/{game}")
    async def words(game: str, lang: str = "en") -> dict:
        """What the browser renders a game's messages with: its catalog and its terms."""
        manifest = _known_game(game, lang)
        return {
            "game": manifest.name,
            "lang": lang,
            "messages": manifest.own_table(lang).messages,
            "terms": manifest.vocabulary,
        }

    @app.get("/api/reference/{game}")
    async def reference(game: str, lang: str = "en", edition: str | None = None) -> dict:
        manifest = _known_game(game, lang)
        # `?edition=` is an alias of the `edition` option, for games that have one
        options = manifest.options.normalize({"edition": edition} if edition else {}, None, manifest.name)
        return manifest.card_reference_data(options, lang)

    @app.get("/api/rules/{game}")
    async def rules_reference(game: str, lang: str = "en") -> dict:
        manifest = _known_game(game, lang)
        return {"game": manifest.name, "lang": lang, "sections": manifest.reference.describe(lang)}

    # -- games ---------------------------------------------------------------------------------

    @app.post("/api/games", status_code=201, dependencies=[limited("create")])
    async def create_game(body: models.CreateGame, request: Request) -> dict:
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
            clock=body.time_control(),
            creator=address(request),
            rated=body.rated,
        )
        tables.schedule_bots(created["id"])
        return created

    @app.post("/api/import", status_code=201, dependencies=[limited("import")])
    async def import_game(body: models.ImportGame, request: Request) -> dict:
        created = await run_in_threadpool(tables.import_save, body.save, body.title, address(request))
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
        rows = await run_in_threadpool(tables.store.open_games, per_creator=settings.open_games_per_address)
        return {"games": [await run_in_threadpool(tables.summary, r["id"]) for r in rows]}

    @app.post("/api/games/{game_id}/join", dependencies=[limited("join")])
    async def join(game_id: str, body: models.Join) -> dict:
        return await tables.join(game_id, body.seat, body.name)

    def seat_view(game_id: str, seat: int | None, log_from: int, head: Head | None = None) -> dict:
        """A seat's view (Tables.view) and `chat`: the number of the game's latest chat message."""
        data = tables.view(game_id, seat, log_from, head=head)
        data["chat"] = chat.latest(game_id, data["version"])
        return data

    @app.get("/api/games/{game_id}/view")
    async def view(
        game_id: str, log_from: int = Query(0, ge=0, le=2**31 - 1), authorization: str | None = Header(None)
    ) -> dict:
        seat = await run_in_threadpool(tables.seat_of, game_id, _token(authorization))
        data = await run_in_threadpool(seat_view, game_id, seat, log_from)
        await tables.opened(game_id, seat)
        tables.schedule_bots(game_id)  # see the websocket: a bot owed a move makes it now
        return data

    @app.get("/api/games/{game_id}/replay")
    async def replay(
        game_id: str,
        at: int | None = Query(None, ge=0, le=2**31 - 1),
        seat: int | None = Query(None, ge=0, le=2**31 - 1),
        log_from: int = Query(0, ge=0, le=2**31 - 1),
        authorization: str | None = Header(None),
    ) -> dict:
        """Step `at` of the game (after its first `at` moves that stand; default: the last) as
        `seat` saw it, or a spectator without `seat`. While the game runs, a seat only with
        its own token (see server/replays.py)."""
        token = _token(authorization)
        return await run_in_threadpool(replays.replay, game_id, token, at=at, seat=seat, log_from=log_from)

    @app.get("/api/games/{game_id}/poll")
    async def poll(
        game_id: str,
        seq: int = Query(ge=0, le=2**31 - 1),
        log_from: int = Query(0, ge=0, le=2**31 - 1),
        version: int = Query(-1, ge=-1, le=2**31 - 1),
        authorization: str | None = Header(None),
    ) -> dict:
        """Long-poll fallback for clients without websockets: answers when something changed
        since the client's `seq` and `version` (the game's change counter, from the last answer)."""
        seat = await run_in_threadpool(tables.seat_of, game_id, _token(authorization))
        async with tables.hub.watching(game_id):
            data = await run_in_threadpool(seat_view, game_id, seat, log_from)
            if data["seq"] == seq and (version == -1 or version >= data["version"]):
                head = await tables.hub.wait(game_id, data["version"], settings.poll_seconds)
                if head is not None and head.version > data["version"]:
                    data = await run_in_threadpool(seat_view, game_id, seat, log_from, head)
        return data

    @app.get("/api/games/{game_id}/chat")
    async def read_chat(
        game_id: str,
        after: int = Query(0, ge=0, le=2**31 - 1),
        authorization: str | None = Header(None),
    ) -> dict:
        """The table's chat messages numbered after `after` (see server/chat.py); for anyone."""
        return await run_in_threadpool(chat.read, game_id, _token(authorization), after)

    @app.post("/api/games/{game_id}/chat")
    async def post_chat(
        game_id: str, body: models.ChatMessage, request: Request, authorization: str | None = Header(None)
    ) -> dict:
        """A seat's chat message; counted per client address and per seat (the `chat` limit)."""
        seat = await run_in_threadpool(chat.speaker, game_id, _require(authorization))
        await limiter.check("chat", address(request), f"seat {game_id} {seat}")
        return await chat.post(game_id, seat, body.text)

    @app.post("/api/games/{game_id}/actions", dependencies=[limited("move")])
    async def act(game_id: str, body: models.Act, authorization: str | None = Header(None)) -> dict:
        return await tables.act(game_id, _require(authorization), body.seq, body.key, body.action)

    @app.post("/api/games/{game_id}/undo", dependencies=[limited("move")])
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

    @app.post("/api/games/{game_id}/rematch", dependencies=[limited("create")])
    async def rematch(game_id: str, authorization: str | None = Header(None)) -> dict:
        return await tables.rematch(game_id, _require(authorization))

    @app.get("/api/games/{game_id}/save", response_class=PlainTextResponse)
    async def save(game_id: str, authorization: str | None = Header(None)) -> str:
        """The game as a save file for `epocha play --load`: once the game is over (409
        `game_running` before, as the save reveals every hidden card)."""
        return await run_in_threadpool(tables.save, game_id, _token(authorization))

    # -- campaigns ---------------------------------------------------------------------------------

    @app.post("/api/campaigns", status_code=201, dependencies=[limited("create")])
    async def create_campaign(body: models.CreateCampaign, lang: str = "en") -> dict:
        return await run_in_threadpool(campaigns.create, body.game, check_language(lang))

    @app.get("/api/campaigns/{campaign_id}")
    async def campaign_state(
        campaign_id: str, lang: str = "en", authorization: str | None = Header(None)
    ) -> dict:
        check_language(lang)
        return await run_in_threadpool(campaigns.state, campaign_id, _token(authorization), lang)

    @app.post("/api/campaigns/{campaign_id}/next", status_code=201, dependencies=[limited("create")])
    async def next_chapter(
        campaign_id: str,
        body: models.NextChapter,
        request: Request,
        lang: str = "en",
        authorization: str | None = Header(None),
    ) -> dict:
        check_language(lang)
        started = await run_in_threadpool(
            lambda: campaigns.next_chapter(
                campaign_id,
                _token(authorization),
                players=body.players,
                seats=[s.model_dump() for s in body.seats],
                seed=body.seed,
                title=body.title,
                turn_timeout=body.turn_timeout,
                clock=body.time_control(),
                creator=address(request),
                lang=lang,
            )
        )
        tables.schedule_bots(started["table"]["id"])
        return started

    @app.post("/api/campaigns/{campaign_id}/finish")
    async def finish_chapter(
        campaign_id: str,
        body: models.FinishChapter,
        lang: str = "en",
        authorization: str | None = Header(None),
    ) -> dict:
        check_language(lang)
        return await run_in_threadpool(campaigns.finish, campaign_id, _token(authorization), body.table, lang)

    # -- homes (homes.py; the home's token as `Authorization: Bearer`) ---------------------------

    @app.post("/api/homes", status_code=201, dependencies=[limited("home")])
    async def create_home() -> dict:
        return await run_in_threadpool(homes.create)

    @app.get("/api/home")
    async def home(authorization: str | None = Header(None)) -> dict:
        return await run_in_threadpool(homes.read, _token(authorization))

    @app.patch("/api/home")
    async def update_home(body: models.UpdateHome, authorization: str | None = Header(None)) -> dict:
        changes = body.model_dump(include=body.model_fields_set)
        return await run_in_threadpool(homes.update, _token(authorization), changes)

    @app.post("/api/home/rotate", dependencies=[limited("home")])
    async def rotate_home(authorization: str | None = Header(None)) -> dict:
        return await run_in_threadpool(homes.rotate, _token(authorization))

    @app.post("/api/home/seats", dependencies=[limited("join")])
    async def claim_seat(body: models.ClaimSeat, authorization: str | None = Header(None)) -> dict:
        claimed = await run_in_threadpool(homes.claim, _token(authorization), body.game, body.seat_token)
        tables.schedule_bots(body.game)  # a rated table's bot may start now that the seats are claimed
        return claimed

    @app.delete("/api/home/seats/{game_id}/{seat}")
    async def release_seat(
        game_id: str, seat: int = Path(ge=0, le=7), authorization: str | None = Header(None)
    ) -> dict:
        return await run_in_threadpool(homes.release, _token(authorization), game_id, seat)

    # -- ratings (ratings.py) ---------------------------------------------------------------------

    @app.get("/api/ratings/{game}")
    async def leaderboard(game: str, limit: int = Query(20, ge=1, le=LEADERBOARD_MOST)) -> dict:
        """A game's best rated players: homes by their display name (null: unnamed), bots by level."""
        if game not in epocha.games():
            raise Problem(404, "no_such_game", "unknown game")
        rows = await run_in_threadpool(tables.store.leaderboard, game, limit)
        return {"game": game, "players": leaderboard_rows(rows)}

    # -- notifications (notifications.py; the home's token) ---------------------------------------

    @app.get("/api/push/key")
    async def push_key() -> dict:
        """The table's public VAPID key: a browser subscribes with it (`applicationServerKey`)."""
        return {"key": await run_in_threadpool(lambda: notifier.web_push.public_key)}

    @app.get("/api/home/notifications")
    async def home_channels(authorization: str | None = Header(None)) -> dict:
        return await run_in_threadpool(notifier.channels, _token(authorization))

    @app.post("/api/home/push")
    async def subscribe(body: models.PushSubscription, authorization: str | None = Header(None)) -> dict:
        keys = body.keys
        return await run_in_threadpool(
            notifier.subscribe, _token(authorization), body.endpoint, keys.p256dh, keys.auth
        )

    @app.post("/api/home/push/remove")
    async def unsubscribe(body: models.PushEndpoint, authorization: str | None = Header(None)) -> dict:
        return await run_in_threadpool(notifier.unsubscribe, _token(authorization), body.endpoint)

    @app.get("/api/home/webhook")
    async def webhook(authorization: str | None = Header(None)) -> dict:
        return await run_in_threadpool(notifier.webhook, _token(authorization))

    @app.put("/api/home/webhook", dependencies=[limited("home")])
    async def set_webhook(body: models.Webhook, authorization: str | None = Header(None)) -> dict:
        return await run_in_threadpool(notifier.set_webhook, _token(authorization), body.url)

    @app.delete("/api/home/webhook")
    async def clear_webhook(authorization: str | None = Header(None)) -> dict:
        return await run_in_threadpool(notifier.clear_webhook, _token(authorization))

    @app.post("/api/home/notify-test", dependencies=[limited("home")])
    async def notify_test(authorization: str | None = Header(None)) -> dict:
        return await run_in_threadpool(notifier.test, _token(authorization))

    # -- live updates ----------------------------------------------------------------------------

    @app.websocket("/ws/games/{game_id}")
    async def live(websocket: WebSocket, game_id: str) -> None:
        """First message from the client: {"token": ... or null, "log_from": n}. Then the
        server sends the seat's view whenever the game changes (and pings when idle). A
        problem is sent as {"type": "error", "error", "message"} and the socket closed with
        code 4000 + its HTTP status."""
        await websocket.accept()
        try:
            hello = await asyncio.wait_for(websocket.receive_json(), timeout=15)
            if not isinstance(hello, dict):
                raise Problem(400, "bad_hello", 'send {"token": ..., "log_from": n} first')
            token, log_from = hello.get("token"), hello.get("log_from", 0)
            if token is not None and not isinstance(token, str):
                raise Problem(400, "bad_hello", "token must be a string or null")
            if type(log_from) is not int or log_from < 0:
                raise Problem(400, "bad_hello", "log_from must be a non-negative integer")
            seat = await run_in_threadpool(tables.seat_of, game_id, token)
            await run_in_threadpool(tables.record, game_id)  # 404 here, not inside the loop
            await tables.opened(game_id, seat)
            # a bot whose turn it is moves now even if the process that owed it that move died
            tables.schedule_bots(game_id)
        except Problem as exc:
            await _ws_close(websocket, exc)
            return
        except (TimeoutError, ValueError, WebSocketDisconnect):
            with contextlib.suppress(Exception):
                await websocket.close(code=4400, reason="send {token, log_from} as JSON first")
            return

        async def listen() -> None:
            with contextlib.suppress(WebSocketDisconnect):
                while True:
                    await websocket.receive_text()  # clients may send pings; we only watch for closing

        listener = asyncio.create_task(listen())
        try:
            async with tables.hub.watching(game_id):  # before the first read: no change slips by
                head = None
                while not listener.done():
                    data = await run_in_threadpool(seat_view, game_id, seat, log_from, head)
                    log_from = data["log_from"] + len(data["log"])
                    seen = data["version"]
                    await websocket.send_json({"type": "state", **data})
                    while True:
                        waiter = asyncio.create_task(tables.hub.wait(game_id, seen, 20))
                        await asyncio.wait({waiter, listener}, return_when=asyncio.FIRST_COMPLETED)
                        if listener.done():  # the client left: stop watching at once
                            waiter.cancel()
                            return
                        head = waiter.result()
                        if head is not None and head.version > seen:
                            break
                        await websocket.send_json({"type": "ping"})
        except Problem as exc:  # e.g. the database refused; tell the client, do not drop it silently
            await _ws_close(websocket, exc)
        except (WebSocketDisconnect, RuntimeError):
            pass
        except Exception as exc:
            problem = storage_problem(exc)
            if problem is not None:  # the client is told, and comes back by itself
                await _ws_close(websocket, problem)
                return
            log.exception("websocket of game %s failed", game_id)
            with contextlib.suppress(Exception):
                await websocket.close(code=WS_SERVER_ERROR, reason="server error")
        finally:
            listener.cancel()

    return app


async def _migrate_when_reachable(tables: Tables) -> None:
    """Bring the schema up to date; while the database cannot be reached, wait and try again
    (a server started before its database keeps trying rather than exiting)."""
    for delay in startup_backoff():
        try:
            await run_in_threadpool(tables.store.migrate)
            return
        except Exception as exc:
            if storage_problem(exc) is None:
                raise
            log.warning("the database cannot be reached; trying again in %.1f s", delay)
            await pause(delay)


async def pause(seconds: float) -> None:
    await asyncio.sleep(seconds)


def startup_backoff() -> Iterator[float]:
    """Seconds to wait between attempts to reach the database: doubling, at most 30."""
    delay = 0.5
    while True:
        yield delay
        delay = min(30.0, delay * 2)


def _unavailable(problem: Problem, **more: object) -> JSONResponse:
    """The answer while the storage is unavailable: 503, and when to try again."""
    body = {**more, **_error(problem.code, problem.message)}
    return JSONResponse(body, status_code=503, headers={"Retry-After": str(RETRY_AFTER)})


def _server_error() -> JSONResponse:
    return JSONResponse(_error("server_error", "something went wrong on the server"), status_code=500)


def _error(code: str, message: str, **extra: object) -> dict:
    return {"error": code, "message": message, **extra}


def _detail(error: dict) -> dict:
    """A pydantic error without the echoed input (it may be large) and with JSON-able context."""
    where = ".".join(str(p) for p in error.get("loc", ()) if p != "body")
    out: dict = {"type": error.get("type"), "loc": list(error.get("loc", ())), "where": where}
    out["msg"] = str(error.get("msg", ""))
    if error.get("ctx"):
        ctx = error["ctx"].items()
        out["ctx"] = {k: v if isinstance(v, int | float | str | bool) else str(v) for k, v in ctx}
    return out


async def _ws_close(websocket: WebSocket, exc: Problem) -> None:
    with contextlib.suppress(Exception):
        await websocket.send_json({"type": "error", **_error(exc.code, exc.message, **exc.extra)})
        # a close reason is at most 123 bytes
        await websocket.close(code=4000 + exc.status, reason=exc.code[:120])


def _require(authorization: str | None) -> str:
    token = _token(authorization)
    if token is None:
        raise Problem(401, "no_token", "this needs the seat's link (Authorization: Bearer <token>)")
    return token


def listen(host: str, port: int) -> socket.socket:
    """The server's listening socket, bound before anything is announced: a port in use is an
    `OSError` here, not a traceback from inside the server."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    return socket.create_server((host, port), family=family, backlog=2048)


def serve(sock: socket.socket, settings: Settings | None = None) -> None:
    import uvicorn

    settings = settings or Settings()
    config = uvicorn.Config(
        create_app(settings),
        log_level="info",
        # the client's address and scheme from proxy headers only behind trusted proxies
        proxy_headers=bool(settings.trusted_proxies),
        forwarded_allow_ips=",".join(settings.trusted_proxies) or None,
        # no per-message compression: views are small and the CPU is better spent on games
        ws_per_message_deflate=False,
        ws_max_size=settings.max_ws_message_bytes,
        timeout_keep_alive=30,
    )
    uvicorn.Server(config).run(sockets=[sock])


__all__ = ["create_app", "listen", "serve"]
