"""One package a game (ARCHITECTURE): declaration, position, rules, notation, help, search, solver."""
