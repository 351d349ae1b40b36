"""A home's notifications in the browser: the webhook given on the home page, its signing secret
shown, a test notification received (and verified) by a receiver on loopback; the service worker
that shows Web Push notifications is served at the root of the table."""

from __future__ import annotations

import pytest

from epocha.server import webhooks

from ..server.test_notifications import Receiver
from .conftest import start_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_a_home_sets_its_webhook_and_sends_a_test(browser, tmp_path):
    table = start_table(tmp_path, webhook_allow=("127.0.0.0/8",))
    receiver = Receiver()
    try:
        worker = table.http.get("/push-worker.js")
        assert worker.status_code == 200 and "javascript" in worker.headers["content-type"]
        assert "showNotification" in worker.text

        context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"{table.url}/home")
        page.click("#home-create")
        page.wait_for_selector("#home-notify[data-loaded]")
        assert page.is_visible("#notify-on") or "cannot" in page.inner_text("#notify-status")

        page.fill("#webhook-url", "http://10.0.0.1/hook")  # into the server's network: refused
        page.click("#webhook-save")
        page.wait_for_selector("#message.bad:has-text('cannot receive notifications')")

        page.fill("#webhook-url", f"{receiver.url}/hook")
        page.click("#webhook-save")
        page.wait_for_selector("#webhook-secret-row:not([hidden])")
        secret = page.input_value("#webhook-secret")
        assert len(secret) == 64

        page.click("#notify-test")
        page.wait_for_selector("#message:has-text('1 of 1 delivered')")
        got = receiver.requests[-1]
        assert got["path"] == "/hook" and webhooks.verify(secret, got["headers"], got["body"])

        page.click("#webhook-remove")
        page.wait_for_selector("#webhook-secret-row[hidden]", state="attached")
        assert page.input_value("#webhook-url") == ""
        assert errors == []
        context.close()
    finally:
        receiver.close()
        table.stop()
