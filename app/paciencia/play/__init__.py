"""The application without Qt: what happens between games and what a game's end records."""
