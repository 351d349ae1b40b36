"""The interactive API documentation (Swagger UI), off unless the server is started with
`--api-docs`. Its scripts and styles come from the `swagger-ui-py` package (the `apidocs`
extra; only its files are used), served by this table: the page loads nothing from another
site, and runs under the same content security policy as every other page (its start-up
script is a file of ours)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

PATH = "/api-docs"
MISSING = "the API docs need their extra: pip install 'epocha[apidocs]'"


def swagger_ui_files() -> Path | None:
    """The folder of Swagger UI's files in the installed package (not imported: only its
    files are used), or None without the extra."""
    spec = importlib.util.find_spec("swagger_ui")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "static"
    return folder if (folder / "swagger-ui-bundle.js").exists() else None


def mount_api_docs(app: FastAPI, page: str) -> None:
    """Serve the documentation page (`page`: its HTML file) at /api-docs, and its assets."""
    assets = swagger_ui_files()
    if assets is None:
        raise RuntimeError(MISSING)
    app.mount(f"{PATH}/assets", StaticFiles(directory=str(assets)), name="api-docs-assets")

    @app.get(PATH, include_in_schema=False)
    async def api_docs() -> FileResponse:
        return FileResponse(page)
