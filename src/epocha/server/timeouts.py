"""When a player's clock runs out: the table's rule applied, exactly once.

A timeout is a row of the game's log (kind "timeout", the seat, the rule applied), appended
under the same sequence guard as a move: of several server processes sweeping at once, one
writes it and the others find the game moved on. The rule (`TimeControl.on_timeout`):

- `bot`: a bot takes the seat (the takeover players know from leaving a table); its player
  may come back, timed again.
- `lose`: with one opponent left, the game ends at once and the opponent wins (the result's
  reason "timeout"; scores 1 for the winner, 0 for the seat that ran out). With more, the seat
  resigns when the game lets it now (a concession action, such as a resignation);
  otherwise a bot plays it on and it ranks last (`ranked_last`).
"""

from __future__ import annotations

import asyncio
import json
import logging

from epocha.bots.takeover import DEFAULT_LEVEL as TAKEOVER_LEVEL

from .clocks import Clocks
from .outage import storage_problem
from .rounds import in_thread_to_the_end
from .service import Live, Tables
from .storage import ClockWrite, Head

log = logging.getLogger("epocha.server")


def time_out(tables: Tables, game_id: str) -> Head | None:
    """Apply the table's rule to the first seat whose clock has run out; the game's new head
    (None: no clock had run out, or another process applied it first)."""
    at = tables.settings.clock()
    with tables.lock(game_id):
        live = tables.load(game_id)
        row = tables.record(game_id)
        if row["status"] != "active" or not row["clock"] or live.ended is not None:
            return None
        clocks = Clocks.from_dict(json.loads(row["clock"]))
        expired = clocks.expired(at)
        if not expired:
            return None
        seat = expired[0]
        rule = clocks.control.on_timeout
        clocks.ran_out(seat)
        entry: dict = {"on_timeout": rule}
        rivals = [s for s in range(live.game.players) if s != seat and s not in live.lost_on_time]
        away = None
        if rule == "lose" and len(rivals) == 1:
            entry["result"] = {
                "winners": rivals,
                "scores": [1 if s in rivals else 0 for s in range(live.game.players)],
                "reason": "timeout",
                "timed_out": seat,
            }
            clocks.wait_for([], at)
        else:
            away = (seat, TAKEOVER_LEVEL)
            clocks.wait_for([s for s in tables.timed_seats(game_id, live.game) if s != seat], at)
        head = tables.store.append(
            game_id,
            live.seq,
            {
                "seat": seat,
                "kind": "timeout",
                "action": json.dumps(entry),
                "sealed": True,
                "response": json.dumps({"accepted": True, "seq": live.seq + 1}),
            },
            status="over" if "result" in entry else "active",
            result=entry.get("result"),
            to_move=[] if "result" in entry else list(live.game.active_players),
            clock=ClockWrite(json.dumps(clocks.to_dict()), clocks.earliest()),
            away=away,
        )
        if head is None:
            return None  # the game moved on meanwhile (another process timed it out, or a move)
        timeouts = (*live.timeouts, {**entry, "seat": seat, "seq": head.seq})
        after = Live(live.game, head.seq, head.version, timeouts, live.timed)
        tables.remember(game_id, after)
        if rule == "lose" and "result" not in entry:
            head = _resign(tables, game_id, after, seat) or head
        return head


def _resign(tables: Tables, game_id: str, live: Live, seat: int) -> Head | None:
    """The seat gives the game up, where the game lets it now (None: it cannot)."""
    concessions = live.game.rules.concession_types
    offered = [a for a in live.game.legal_actions(seat) if a["type"] in concessions]
    if not offered:
        return None
    return tables.commit(game_id, live, seat, "act", offered[0], None)[1]


def sweep(tables: Tables) -> list[tuple[str, Head]]:
    """Every timeout due now, applied; the games changed and their heads."""
    changed = []
    for game_id in tables.store.due_clocks(tables.settings.clock()):
        while (head := time_out(tables, game_id)) is not None:  # (two seats may run out at once)
            changed.append((game_id, head))
    return changed


async def sweep_now_and_then(tables: Tables) -> None:
    """Look for clocks that ran out every `clock_check_seconds`, until cancelled; tell the
    tables' clients, and let bots take the seats they now play."""
    while True:
        try:
            for game_id, head in await in_thread_to_the_end(sweep, tables):
                tables.hub.committed(game_id, head)
                tables.schedule_bots(game_id)
        except Exception as exc:  # the storage away: the next round tries again
            if storage_problem(exc) is None:
                log.exception("applying timeouts failed")
        await asyncio.sleep(tables.settings.clock_check_seconds)
