"""Adapters for research code (install the extra: `pip install 'epocha[research]'`).

- `actions`: stable integer action ids and fixed-size observations, per game
- `pettingzoo`: a PettingZoo AEC environment, `epocha.interop.pettingzoo.env(name)`, and
  `self_play(env, policy)`, one game with a policy per seat
- `openspiel`: registration as an OpenSpiel Python game, `epocha.interop.openspiel.load(name)`
- `gymnasium`: a single-agent Gymnasium environment against built-in bots; importing it
  registers the ids `epocha/<Title>-v0`

See docs/research.md. Nothing here is imported by the core package.
"""
