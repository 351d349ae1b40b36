"""Revive (Aporta Games): tribes rebuilding a frozen world — cards in slots, machines on
tracks, a hex map to explore, build on and populate — as the Czech rulebook describes it
(see docs.md). Every component's content is data (`data/`, checked by `content`)."""
