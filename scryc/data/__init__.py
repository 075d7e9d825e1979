"""Data files shipped with scryc (term lists derived from real card text)."""
