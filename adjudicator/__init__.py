"""adjudicator: settles rules questions in the card game Innovation."""

__version__ = "0.1.0"
