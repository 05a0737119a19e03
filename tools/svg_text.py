"""SVG text helpers shared by the project's art generators (make_decks, make_toolbar_icons).

Numbers are written with at most two decimals and no trailing zeros, so a
generator run twice writes the same bytes.
"""

from __future__ import annotations


def num(value: float) -> str:
    """Format a number compactly and deterministically (2 decimals max)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def el(tag: str, **attrs: object) -> str:
    """Return an empty SVG element; ``stroke_width`` becomes ``stroke-width``, ``class_`` ``class``."""
    parts = [tag]
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, float | int) and not isinstance(value, bool):
            value = num(value)
        parts.append(f'{name}="{value}"')
    return "<" + " ".join(parts) + "/>"
