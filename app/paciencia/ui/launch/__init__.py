"""How a process starts: the bootstrap's steps, the first frame and window, the relaunch
picture, what a launch says when it cannot open a window."""
