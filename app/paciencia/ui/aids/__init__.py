"""The table's aids that search: the live verdict, the searches the player waits for, the solver thread."""
