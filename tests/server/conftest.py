"""Fixtures for the web table: an app on SQLite, and a real PostgreSQL server started here."""

from __future__ import annotations

import glob
import os
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


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A throwaway PostgreSQL cluster (Debian's `postgresql` package; `.ci/run` installs it).
    EPOCHA_TEST_POSTGRES_URL points at an existing server instead."""
    url = os.environ.get("EPOCHA_TEST_POSTGRES_URL")
    if url:
        yield url
        return
    initdb, pg_ctl = _pg_bin("initdb"), _pg_bin("pg_ctl")
    if not initdb or not pg_ctl:
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
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
        base = f"postgresql+psycopg://postgres@127.0.0.1:{port}"
        import sqlalchemy

        engine = sqlalchemy.create_engine(f"{base}/postgres", isolation_level="AUTOCOMMIT")
        for _ in range(50):
            try:
                with engine.connect() as conn:
                    conn.exec_driver_sql("CREATE DATABASE epocha_test")
                break
            except sqlalchemy.exc.OperationalError:
                time.sleep(0.2)
        engine.dispose()
        yield f"{base}/epocha_test"
    finally:
        subprocess.run([*as_postgres, pg_ctl, "-D", data, "-m", "immediate", "stop"], capture_output=True)
        shutil.rmtree(data, ignore_errors=True)
