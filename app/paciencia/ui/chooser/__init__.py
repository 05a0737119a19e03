"""The game chooser: the tiles, their card previews and the daily deals."""
