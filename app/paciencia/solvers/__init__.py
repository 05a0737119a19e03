"""Solvers (section V): pure Python, no Qt, searching through core.rules."""
