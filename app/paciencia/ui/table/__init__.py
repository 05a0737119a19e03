"""The game on the table, drawn: the session, the table widget and view, animation steps and solution playback."""
