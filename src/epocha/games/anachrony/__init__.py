"""Anachrony (Mindclash Games): worker placement with exosuits, time travel and the asteroid's
Impact, as the Czech rulebook describes it (see docs.md)."""
