"""The card table: a QGraphicsScene that shows a position and reports gestures as moves."""
