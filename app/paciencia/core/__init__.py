"""The rules engine: pure Python, no Qt (see ARCHITECTURE.md)."""
