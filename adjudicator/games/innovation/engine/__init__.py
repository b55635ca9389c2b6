"""The Innovation engine: state, primitives, Dogma, effects' context, legality,
turns, the end, undo, and the registry through which it reaches the card sets.

It imports nothing above it: no set, driver or presentation module
(ARCHITECTURE.md; the layering test keeps it so).
"""
