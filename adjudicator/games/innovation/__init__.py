"""Everything specific to Innovation (base game) lives in this package.

Generic pieces (decisions, steps, errors, the CLI) live one level up so that
expansions and other games can plug in beside this package.
"""
