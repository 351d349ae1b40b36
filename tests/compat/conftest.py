"""The PostgreSQL fixtures of the web-table tests, for the old tables moved to PostgreSQL."""

from tests.server.conftest import postgres_server, postgres_url  # noqa: F401
