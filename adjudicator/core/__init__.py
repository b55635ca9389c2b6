"""What every game shares: decisions and answers, steps, problems, record I/O helpers.

Nothing in this package imports a game.
"""
