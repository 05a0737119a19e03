"""The statistics window (T-5): figures per game and variant, a chart, reset with confirmation."""

from __future__ import annotations

from datetime import date
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core import registry
from ...play.flow import GameFlow
from ...storage.stats import VariantStats
from ..aids.record_words import record_heading, record_rule
from ..fonts import font_pt
from ..readable import text_css
from ..text import game_name, options_text, tr
from ..window.status import clock_text
from ..window.wheel_focus import guard_wheels
from .results_chart import ResultsChart


def key_label(key: str) -> str:
    """"klondike?draw=3&passes=0" → "Klondike · Draw 3"."""
    game, _, query = key.partition("?")
    options = tuple((name, value) for name, _, value in (p.partition("=") for p in query.split("&") if "=" in p))
    variant = options_text(game, options)
    if variant is None:
        return key
    return f"{game_name(game)} · {variant}" if variant else game_name(game)


def percent(stats: VariantStats) -> str:
    return f"{round(stats.win_rate * 100)} %" if stats.played else "—"


class StatisticsDialog(QDialog):
    def __init__(self, flow: GameFlow, current: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow = flow
        self.setWindowTitle(tr("stats", "Statistics"))
        self.setObjectName("statistics")
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        label = QLabel(tr("stats", "&Game:"))
        self.variant = QComboBox()
        self.variant.setMinimumWidth(260)
        label.setBuddy(self.variant)
        top.addWidget(label)
        top.addWidget(self.variant, 1)
        layout.addLayout(top)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(6)
        self.figures: dict[str, QLabel] = {}
        names = [
            ("played", tr("stats", "Played:")),
            ("won", tr("stats", "Won:")),
            ("rate", tr("stats", "Win rate:")),
            ("clean", tr("stats", "Clean wins:")),
            ("assisted", tr("stats", "Assisted wins:")),
            ("solver", tr("stats", "Of them, the solver's:")),
            ("current", tr("stats", "Current streak:")),
            ("best", tr("stats", "Best streak:")),
            ("time", tr("stats", "Best time:")),
            ("moves", tr("stats", "Fewest moves:")),
            ("score", tr("stats", "Best score:")),
            ("daily", tr("stats", "Daily deal streak:")),
        ]
        self.labels: dict[str, QLabel] = {}
        for n, (key, text) in enumerate(names):
            value = QLabel()
            value.setObjectName(f"stat-{key}")
            value.setStyleSheet("font-weight: 600;")
            row, col = n // 2, (n % 2) * 3
            label = QLabel(text)
            grid.addWidget(label, row, col, Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(value, row, col + 1)
            self.figures[key] = value
            self.labels[key] = label
        grid.setColumnMinimumWidth(1, 70)
        grid.setColumnMinimumWidth(2, 30)
        grid.setColumnStretch(5, 1)
        grid.setContentsMargins(4, 8, 4, 0)
        layout.addLayout(grid)
        # B-5: how the record counts a win, in the same words as the rules page
        rule = QLabel(f"<b>{escape(record_heading(), quote=False)}.</b> {escape(record_rule(), quote=False)}")
        rule.setObjectName("stats-rule")
        rule.setWordWrap(True)
        rule.setStyleSheet(f"{text_css(rule)} {font_pt(0.9)} padding-top: 8px;")
        layout.addWidget(rule)
        caption = QLabel(tr(
                "stats",
                "Results over time: the win rate (line) and each game below it "
                "(green: a clean win, light green: an assisted win, red: lost)",
            ))
        caption.setStyleSheet(f"{text_css(caption)} {font_pt(0.9)} padding-top: 8px;")
        caption.setWordWrap(True)
        layout.addWidget(caption)
        self.chart = ResultsChart()
        layout.addWidget(self.chart, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_one = QPushButton(tr("stats", "&Reset this game…"))
        self.reset_all = QPushButton(tr("stats", "Reset &all…"))
        buttons.addButton(self.reset_one, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.addButton(self.reset_all, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.reset_one.clicked.connect(lambda: self.reset(False))
        self.reset_all.clicked.connect(lambda: self.reset(True))
        layout.addWidget(buttons)
        self.variant.currentIndexChanged.connect(self.show_variant)
        self._fill(current)
        self.resize(620, 560)
        guard_wheels(self)

    def _fill(self, current: str | None) -> None:
        keys = set(self.flow.stats.variants)
        if current:
            keys.add(current)
        def rank(k: str) -> tuple[int, str]:
            game = k.split("?")[0]
            order = registry.ids()
            return (order.index(game) if game in order else len(order), k)

        order = sorted(keys, key=rank)
        self.variant.blockSignals(True)
        self.variant.clear()
        for key in order:
            self.variant.addItem(key_label(key), key)
        i = self.variant.findData(current) if current else 0
        self.variant.setCurrentIndex(max(0, i))
        self.variant.blockSignals(False)
        self.show_variant()

    def key(self) -> str | None:
        data = self.variant.currentData()
        return str(data) if data is not None else None

    def show_variant(self) -> None:
        key = self.key()
        s = self.flow.stats.variants.get(key, VariantStats()) if key else VariantStats()
        f = self.figures
        f["played"].setText(str(s.played))
        f["won"].setText(str(s.won))
        f["rate"].setText(percent(s))
        f["clean"].setText(str(s.clean_wins))
        f["assisted"].setText(str(s.assisted_wins))  # B-5: hints, undos or the solver
        f["solver"].setText(str(s.solver_wins))
        current, best = self.flow.stats.daily_streak(key.split("?")[0], date.today()) if key else (0, 0)
        f["daily"].setText(tr("stats", "{current} now · best {best}").format(current=current, best=best))
        f["current"].setText(str(s.current_streak))
        f["best"].setText(str(s.best_streak))
        f["time"].setText(clock_text(s.best_time) if s.best_time is not None else "—")
        f["moves"].setText(str(s.fewest_moves) if s.fewest_moves is not None else "—")
        f["score"].setText(str(s.best_score) if s.best_score is not None else "—")
        info = registry.find(key.split("?")[0]) if key else None
        scored = info is not None and info.scored
        f["score"].setVisible(scored)  # Pyramid has no score (P-11)
        self.labels["score"].setVisible(scored)
        self.chart.set_history(s.history)
        self.reset_one.setEnabled(s.played > 0)
        self.reset_all.setEnabled(any(v.played for v in self.flow.stats.variants.values()))

    def reset(self, everything: bool) -> None:
        key = self.key()
        if everything:
            question = tr("stats", "Forget the statistics of every game? This cannot be undone.")
        else:
            question = tr("stats", "Forget the statistics of {game}? This cannot be undone.").format(
                game=key_label(key or "")
            )
        if not self.confirm(question):
            return
        self.flow.reset_stats(None if everything else key)
        self._fill(key)

    def confirm(self, question: str) -> bool:
        box = QMessageBox(
            QMessageBox.Icon.Warning, tr("stats", "Reset statistics"), question,
            QMessageBox.StandardButton.Cancel, self,
        )
        yes = box.addButton(tr("stats", "Reset"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is yes
