"""Qwingo's number field leaves its digits room (issue 33, item 12): it was 17 pixels high
where the text needs 20, the digits cut, in both languages."""

from __future__ import annotations

import pytest

from bingolino_app.ui.boards.qwingo.controls import QwingoControls
from bingolino_app.ui.common import i18n, theme


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", ["light", "dark", "high_contrast"])
def test_the_number_field_is_tall_enough_for_its_digits(qtbot, qapp, lang, name):
    i18n.install_language(qapp, lang)
    theme.apply(name)
    try:
        controls = QwingoControls()
        qtbot.addWidget(controls)
        controls.show_phase("call")
        controls.resize(260, controls.sizeHint().height())
        controls.show()
        qtbot.waitExposed(controls)
        spin = controls.spin
        text = spin.fontMetrics().height()
        assert spin.lineEdit().height() >= text + 6, (spin.lineEdit().height(), text)
        assert spin.height() >= spin.minimumSizeHint().height()
    finally:
        i18n.install_language(qapp, "en")
        theme.apply("system")
