"""One window per data folder: the lock, the socket, and what a second launch says to the first."""
