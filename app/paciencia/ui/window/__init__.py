"""The window: the composition root, its frame, commands and menus, keys, status line and full screen."""
