"""Fixtures for the web table: an app on SQLite, and a real PostgreSQL server started here."""

from __future__ import annotations

import contextlib
import glob
import os
import secrets
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from epocha.server.app import create_app
from epocha.server.settings import Settings


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'epocha.db'}"


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    app = create_app(Settings(database_url=sqlite_url, poll_seconds=1.0, snapshot_every=10))
    with TestClient(app) as c:
        yield c


def _pg_bin(name: str) -> str | None:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return found[-1] if found else shutil.which(name)


def _given_server(kind: str) -> str | None:
    """The URL of an existing server the run names (EPOCHA_TEST_<KIND>_URL), if any; the
    tests that need one are skipped only when EPOCHA_SKIP_<KIND>=1 says so on purpose."""
    if os.environ.get(f"EPOCHA_SKIP_{kind}") == "1":
        pytest.skip(f"EPOCHA_SKIP_{kind}=1")
    return os.environ.get(f"EPOCHA_TEST_{kind}_URL") or None


def _not_installed(name: str, package: str, kind: str) -> None:
    """A missing server fails its tests, so that a broken CI install cannot pass silently."""
    pytest.fail(
        f"{name} is not installed (apt-get install {package}); "
        f"set EPOCHA_SKIP_{kind}=1 to skip the {name} tests on purpose",
        pytrace=False,
    )


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """A throwaway PostgreSQL cluster (Debian's `postgresql` package; `.ci/run` installs it);
    the URL of its maintenance database. EPOCHA_TEST_POSTGRES_URL points at an existing server
    instead (its user needs CREATEDB). A missing PostgreSQL fails these tests, so that a broken
    CI install cannot pass silently; EPOCHA_SKIP_POSTGRES=1 skips them on purpose."""
    url = _given_server("POSTGRES")
    if url:
        yield url
        return
    initdb, pg_ctl = _pg_bin("initdb"), _pg_bin("pg_ctl")
    if not initdb or not pg_ctl:
        _not_installed("PostgreSQL", "postgresql", "POSTGRES")
    as_postgres = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    data = tempfile.mkdtemp(prefix="epocha-pg-")
    if as_postgres:
        shutil.chown(data, "postgres", "postgres")
    port = free_port()
    subprocess.run(
        [*as_postgres, initdb, "-D", data, "-A", "trust", "-U", "postgres", "--no-sync"],
        check=True,
        capture_output=True,
    )
    subprocess.run(
        [
            *as_postgres,
            pg_ctl,
            "-D",
            data,
            "-w",
            "-l",
            f"{data}/log",
            "-o",
            f"-p {port} -k {data} -c listen_addresses=127.0.0.1 -c fsync=off",
            "start",
        ],
        check=True,
        capture_output=True,
    )
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*as_postgres, pg_ctl, "-D", data, "-m", "immediate", "stop"], capture_output=True)
        shutil.rmtree(data, ignore_errors=True)


@pytest.fixture(scope="session")
def redis_server() -> Iterator[str]:
    """A throwaway Redis server (Debian's `redis-server`; `.ci/run` installs it); its URL.
    EPOCHA_TEST_REDIS_URL points at an existing server instead. A missing Redis fails these
    tests; EPOCHA_SKIP_REDIS=1 skips them on purpose."""
    url = _given_server("REDIS")
    if url:
        yield url
        return
    binary = shutil.which("redis-server")
    if binary is None:
        _not_installed("Redis", "redis-server", "REDIS")
    port = free_port()
    args = ["--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
    proc = subprocess.Popen([binary, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 20
        while True:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                s.sendall(b"PING\r\n")
                if s.recv(16).startswith(b"+PONG"):
                    break
            if time.monotonic() > deadline or proc.poll() is not None:
                raise AssertionError("redis-server did not start")
            time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture
def postgres_url(postgres_server: str) -> Iterator[str]:
    """A fresh, empty database on the test server for one test (dropped afterwards)."""
    import sqlalchemy

    name = f"epocha_test_{secrets.token_hex(6)}"
    admin = sqlalchemy.create_engine(postgres_server, isolation_level="AUTOCOMMIT")
    for attempt in range(50):  # a cluster that just started may still refuse connections
        try:
            with admin.connect() as conn:
                conn.exec_driver_sql(f"CREATE DATABASE {name}")
            break
        except sqlalchemy.exc.OperationalError:
            if attempt == 49:
                raise
            time.sleep(0.2)
    try:
        yield (
            sqlalchemy.engine.make_url(postgres_server)
            .set(database=name)
            .render_as_string(hide_password=False)
        )
    finally:
        with contextlib.suppress(sqlalchemy.exc.SQLAlchemyError), admin.connect() as conn:
            conn.exec_driver_sql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, sqlite_url: str) -> str:
    """The test runs against SQLite and against PostgreSQL, each time on an empty database."""
    if request.param == "sqlite":
        return sqlite_url
    return request.getfixturevalue("postgres_url")
