"""The games behind the core, each a package (``innovation`` today)."""
