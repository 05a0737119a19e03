"""Table sounds (U-7): off by default; :mod:`.cues` says which sound a change of the table
makes and when, :mod:`.table_sounds` listens to the session and plays them, and :mod:`.player`
is the only module that touches QtMultimedia (PySide6-Addons, the optional ``sound`` extra),
imported only once sound is turned on."""
