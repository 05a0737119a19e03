"""The launch's held writes and the game asked for meanwhile (play/launch.py), without Qt."""

from paciencia.play.launch import LaunchState, Write


def test_writes_wait_while_the_launch_decides_and_are_done_once() -> None:
    launch = LaunchState()
    assert not launch.hold(Write.SETTINGS)  # no launch under way: written at once
    launch.begin()
    assert launch.starting
    assert launch.hold(Write.SETTINGS) and launch.hold(Write.GAME) and launch.hold(Write.SETTINGS)
    assert launch.end()  # writes wait
    assert not launch.starting and not launch.hold(Write.GAME)
    assert launch.take() == {Write.SETTINGS, Write.GAME}
    assert launch.take() == frozenset()  # once only


def test_a_launch_without_writes_has_nothing_to_do_after() -> None:
    launch = LaunchState()
    launch.begin()
    assert not launch.end()


def test_a_game_asked_for_is_remembered() -> None:
    launch = LaunchState()
    assert not launch.requested
    launch.asked()
    assert launch.requested
