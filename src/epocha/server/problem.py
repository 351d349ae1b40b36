"""A request that cannot be served, as the web table answers it."""

from __future__ import annotations

from typing import Any


class Problem(Exception):
    """A request that cannot be served: `status` is the HTTP status to answer, `code` the
    error's name in the answer, `message` words for people, `extra` more fields of the answer."""

    def __init__(self, status: int, code: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.extra = status, code, message, extra
