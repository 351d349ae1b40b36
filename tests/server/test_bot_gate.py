"""The line of tables whose bots wait to move: tables with a person first, then first come,
first served; never more moves under way than the gate has places."""

from __future__ import annotations

import asyncio

from epocha.server.bot_gate import BotGate


async def _line_up(gate: BotGate, tables: list[tuple[str, bool]]) -> list[str]:
    """Each table asks for a turn while the only place is held; the order they get it."""
    order: list[str] = []
    held = asyncio.Event()

    async def holder() -> None:
        async with gate.turn(with_person=False):
            held.set()
            await asyncio.sleep(0)  # the others line up meanwhile
            for _ in tables:
                await asyncio.sleep(0)

    async def table(name: str, with_person: bool) -> None:
        await held.wait()
        async with gate.turn(with_person):
            order.append(name)

    await asyncio.gather(holder(), *(table(n, p) for n, p in tables))
    return order


def test_tables_with_a_person_go_first_then_first_come_first_served():
    gate = BotGate(1)
    order = asyncio.run(_line_up(gate, [("bots A", False), ("bots B", False), ("Ada", True), ("Bob", True)]))
    assert order == ["Ada", "Bob", "bots A", "bots B"]
    assert not gate.busy()


def test_never_more_moves_than_places_and_a_cancelled_waiter_leaves_the_line():
    async def scenario() -> tuple[int, list[str]]:
        gate = BotGate(2)
        running = peak = 0
        done: list[str] = []

        async def move(name: str, with_person: bool) -> None:
            nonlocal running, peak
            async with gate.turn(with_person):
                running += 1
                peak = max(peak, running)
                await asyncio.sleep(0)
                running -= 1
                done.append(name)

        tasks = [asyncio.create_task(move(f"t{i}", i % 3 == 0)) for i in range(9)]
        await asyncio.sleep(0)  # two hold places, seven wait
        tasks[5].cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        assert not gate.busy()
        return peak, done

    peak, done = asyncio.run(scenario())
    assert peak == 2
    assert sorted(done) == sorted(f"t{i}" for i in range(9) if i != 5)
