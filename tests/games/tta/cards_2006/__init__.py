"""Tests of the 2006 edition's cards, one file per card (through `Scenario(edition="2006", ...)`)."""
