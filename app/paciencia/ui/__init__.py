"""The Qt table: the only layer with widgets."""
