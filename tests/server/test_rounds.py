"""A server's background loops (notifications, expiry, timeouts) run each round in a thread,
which cannot be stopped: a server that stops waits for the round in progress, or it would go
on after the stop, with the storage closed, claiming what another process is there to do."""

from __future__ import annotations

import threading

import pytest
from fastapi.testclient import TestClient

from epocha.server import expiry, timeouts
from epocha.server.app import create_app
from epocha.server.settings import Settings


@pytest.mark.parametrize("loop", ["notifications", "expiry", "timeouts"])
def test_a_server_that_stops_waits_for_its_round_to_end(sqlite_url, monkeypatch, loop):
    app = create_app(Settings(database_url=sqlite_url, notify_check_seconds=3600))
    started, release, ended = threading.Event(), threading.Event(), threading.Event()

    def round_in_progress(*args: object) -> list:
        started.set()
        release.wait(10)
        ended.set()
        return []

    # (the round each loop starts with)
    if loop == "notifications":
        app.state.notifier.send_due = round_in_progress
    else:
        monkeypatch.setattr(expiry if loop == "expiry" else timeouts, "sweep", round_in_progress)
    with TestClient(app):
        assert started.wait(10)
        threading.Timer(0.2, release.set).start()  # (the round ends a little after the stop)
    assert ended.is_set()
