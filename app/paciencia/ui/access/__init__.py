"""Accessibility (B-6): the table's accessible tree, announcements, jump keys and the
high-contrast look. :mod:`.install` puts them on a window."""
