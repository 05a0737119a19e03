"""Versioned JSON files under the platform's user directories (T-3). No Qt widgets."""
