"""Gizmos (CMON, Phil Walker-Harding): the second game on the same core.

Cards are named by their ids (no printed titles). The engine is
:class:`adjudicator.games.gizmos.game.Game`; scenario files are
:mod:`adjudicator.games.gizmos.scenario`; the rules reference is ``rules.md``.
"""
