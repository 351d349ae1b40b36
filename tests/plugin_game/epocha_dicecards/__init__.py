"""Dice & Cards: a game plugged into epocha from outside its source tree (tests only)."""
