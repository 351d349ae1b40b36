"""A server's background loops (notifications, expiry, timeouts) run each round in a thread,
which cannot be stopped: a server that stops waits for the round in progress, or it would go
on after the stop, with the storage closed, claiming what another process is there to do. It
waits a bounded time, and it stops whatever the round's end: a round that fails meanwhile must
not swallow the stop (the loop would go on, and the server never stop)."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator

import pytest
from fastapi.testclient import TestClient

from epocha.server import expiry, rounds, timeouts
from epocha.server.app import create_app
from epocha.server.settings import Settings

LOOPS = ["notifications", "expiry", "timeouts"]


class Round:
    """A round in progress that ends when released (within a minute in any case), as `how` says:
    "returns", "fails" or "sticks" (still running at the stop's end: released afterwards)."""

    def __init__(self, how: str) -> None:
        self.how = how
        self.started, self.release, self.ended = threading.Event(), threading.Event(), threading.Event()

    def __call__(self, *args: object) -> list:
        self.started.set()
        self.release.wait(60)
        self.ended.set()
        if self.how == "fails":
            raise RuntimeError("the round failed as the server stopped")
        return []


@contextlib.contextmanager
def serving(app, round_: Round) -> Iterator[Callable[[], bool]]:
    """The app served; yields `stop()`: the server stops (in a thread of its own, so that one
    that never stops fails the test), True if it did within 30 s. It stops at the end anyway."""
    client = TestClient(app)
    client.__enter__()
    stopped: list[bool] = []

    def stop() -> bool:
        if not stopped:
            stopping = threading.Thread(target=client.__exit__, args=(None, None, None), daemon=True)
            stopping.start()
            stopping.join(30)
            stopped.append(not stopping.is_alive())
        return stopped[0]

    try:
        yield stop
    finally:
        round_.release.set()
        stop()


@pytest.fixture
def app_of(sqlite_url: str, monkeypatch: pytest.MonkeyPatch) -> Callable:
    """A table whose `loop` runs `round_` (the round each loop starts with)."""

    def make(loop: str, round_: Round):
        # every loop checks often: one that went on after its round would run again at once
        often = {"notify_check_seconds": 0.01, "clock_check_seconds": 0.01, "expiry_check_seconds": 0.01}
        settings = Settings(database_url=sqlite_url, **often)
        app = create_app(settings)
        if loop == "notifications":
            app.state.notifier.send_due = round_
        else:
            monkeypatch.setattr(expiry if loop == "expiry" else timeouts, "sweep", round_)
        return app

    return make


@pytest.mark.parametrize("how", ["returns", "fails"])
@pytest.mark.parametrize("loop", LOOPS)
def test_a_server_that_stops_waits_for_its_round_to_end(app_of, loop, how):
    round_ = Round(how)
    with serving(app_of(loop, round_), round_) as stop:
        assert round_.started.wait(10)
        threading.Timer(0.2, round_.release.set).start()  # (the round ends a little after the stop)
        assert stop(), "the server did not stop"
        assert round_.ended.is_set()


@pytest.mark.parametrize("loop", LOOPS)
def test_a_round_that_sticks_does_not_keep_the_server_from_stopping(app_of, loop, monkeypatch):
    monkeypatch.setattr(rounds, "PATIENCE", 0.1)
    round_ = Round("sticks")
    with serving(app_of(loop, round_), round_) as stop:
        assert round_.started.wait(10)
        assert stop(), "the server waited on"
        assert not round_.ended.is_set()  # it stopped while the round still ran
