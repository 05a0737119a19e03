"""What the rules of every game share: the ``Rules`` base class (``base.py``) and the predicates
several games are written against (``common.py``)."""
