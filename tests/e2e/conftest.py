"""End-to-end fixtures: a real server (uvicorn, in a thread) and Debian's Chromium driven by
Playwright. Screenshots go to artifacts/ (look at them).

Without Chromium or Playwright these tests fail; set EPOCHA_SKIP_BROWSER=1 to skip them on
purpose (a machine that cannot run a browser)."""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import uvicorn

from epocha.engine import registry
from epocha.server.app import create_app
from epocha.server.settings import Settings

from . import promptlab

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    return None


class LiveServer:
    def __init__(self, app, port: int) -> None:
        self.app = app
        self.url = f"http://127.0.0.1:{port}"
        # pages a test left open keep their sockets: do not wait for them at the end of the run
        config = uvicorn.Config(
            app, host="127.0.0.1", port=port, log_level="warning", timeout_graceful_shutdown=1
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        # one client for the test's own requests: its connection is kept, and a client made
        # per request would load the system's certificates each time (about 70 ms)
        self.http = httpx.Client(base_url=self.url, timeout=10)

    def start(self) -> None:
        self.thread.start()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                if self.http.get("/healthz", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.05)
        raise RuntimeError("server did not start")

    def stop(self) -> None:
        self.http.close()
        self.server.should_exit = True
        self.thread.join(timeout=10)

    @property
    def tables(self):
        return self.app.state.tables

    def create(self, **body) -> dict:
        r = self.http.post("/api/games", json=body)
        assert r.status_code == 201, r.text
        return r.json()

    def act(self, gid: str, token: str, action: dict) -> dict:
        """A seat's move made through the API (as another device would)."""
        seq = self.tables.load(gid).seq
        body = {"seq": seq, "key": secrets.token_hex(8), "action": action}
        r = self.http.post(
            f"/api/games/{gid}/actions", json=body, headers={"Authorization": f"Bearer {token}"}
        )
        assert r.status_code == 200, r.text
        return r.json()


def start_table(directory: Path, **settings) -> LiveServer:
    """A web table on a free local port, its database in `directory`."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    app = create_app(Settings(database_url=f"sqlite:///{directory / 'table.db'}", **settings))
    live = LiveServer(app, port)
    live.start()
    return live


@pytest.fixture(scope="package")
def server(tmp_path_factory) -> Iterator[LiveServer]:
    registry.register(promptlab.MANIFEST)  # a test game with every prompt kind
    live = start_table(tmp_path_factory.mktemp("e2e"))
    yield live
    live.stop()


def _missing(what: str) -> None:
    """No browser: a failure, unless the run says on purpose that it has none."""
    if os.environ.get("EPOCHA_SKIP_BROWSER") == "1":
        pytest.skip(f"{what} (EPOCHA_SKIP_BROWSER=1)")
    pytest.fail(f"{what}; install it, or set EPOCHA_SKIP_BROWSER=1 to skip the browser tests", pytrace=False)


# package-scoped: Playwright's sync API leaves its event loop marked as running in this thread
# while it is open, and a later test outside the browser tests that runs its own loop
# (asyncio.run) would fail if the browser lived to the end of the session
@pytest.fixture(scope="package")
def browser() -> Iterator:
    try:
        from playwright import sync_api as playwright_api
    except ImportError:
        _missing("Playwright is not installed (pip install playwright)")
    path = _chromium()
    if path is None:
        _missing("Chromium is not installed (apt-get install chromium)")
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
