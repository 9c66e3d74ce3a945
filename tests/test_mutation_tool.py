"""tools/mutation.py keeps mutmut's results in git (tools/mutation_results/) and puts them back
into a fresh mutants/ folder, so a run that takes longer than one sitting goes on elsewhere."""

from __future__ import annotations

import json

import pytest
import repo_scripts

MODULE = "core/saves.py"
PREFIX = "bingolino_app.core.saves."


@pytest.fixture
def tool(tmp_path, monkeypatch):
    module = repo_scripts.load("tools/mutation.py")
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "KEPT", tmp_path / "tools" / "mutation_results")
    return module


def write_meta(tool, codes: dict, hashes: dict) -> None:
    meta = tool.meta_path(MODULE)
    meta.parent.mkdir(parents=True, exist_ok=True)
    meta.write_text(json.dumps({
        "exit_code_by_key": {PREFIX + name: code for name, code in codes.items()},
        "hash_by_function_name": hashes, "type_check_error_by_key": {},
        "durations_by_key": {}, "estimated_durations_by_key": {}}), encoding="utf-8")


CODES = {"x_load__mutmut_1": 1, "x_load__mutmut_2": 0, "x_load__mutmut_3": None,
         "x_save__mutmut_1": -24, "x_save__mutmut_2": 33}
HASHES = {"x_load": "bce0d7119659", "x_save": "58ae2c648689"}


def test_saved_results_come_back_into_a_fresh_folder(tool, tmp_path):
    write_meta(tool, CODES, HASHES)
    before = tool.results(MODULE)
    assert tool.save([MODULE, "core/session.py"]) == [MODULE]  # no record of session.py
    kept = json.loads(tool.kept_path(MODULE).read_text(encoding="utf-8"))
    # Only checked mutants are kept, named without the module's prefix; the hashes decide
    # which results mutmut keeps when it writes the mutants again.
    assert kept == {"hash_by_function_name": HASHES,
                    "exit_code_by_key": {k: v for k, v in CODES.items() if v is not None}}
    assert not list(tool.KEPT.rglob("*.tmp"))

    tool.meta_path(MODULE).unlink()  # a new machine: no mutants/ folder
    assert tool.results(MODULE) == {}
    assert tool.restore([MODULE, "core/session.py"]) == [MODULE]
    after = tool.results(MODULE)
    assert after == {n: s for n, s in before.items() if s != tool.UNCHECKED}
    assert after[PREFIX + "x_load__mutmut_1"] == tool.KILLED
    assert after[PREFIX + "x_load__mutmut_2"] == tool.SURVIVED
    assert after[PREFIX + "x_save__mutmut_1"] == tool.TIMEOUT
    assert after[PREFIX + "x_save__mutmut_2"] == tool.NO_TESTS
    meta = json.loads(tool.meta_path(MODULE).read_text(encoding="utf-8"))
    assert meta["hash_by_function_name"] == HASHES
    assert set(meta) == {"exit_code_by_key", "hash_by_function_name", "type_check_error_by_key",
                         "durations_by_key", "estimated_durations_by_key"}  # as mutmut reads it


def test_a_folder_with_its_own_results_is_never_overwritten(tool):
    write_meta(tool, CODES, HASHES)
    tool.save([MODULE])
    write_meta(tool, {"x_load__mutmut_1": 0}, {"x_load": "000000000000"})  # newer, its own
    assert tool.restore([MODULE]) == []
    assert tool.results(MODULE) == {PREFIX + "x_load__mutmut_1": tool.SURVIVED}


def test_nothing_kept_nothing_restored(tool):
    assert tool.restore([MODULE]) == []
    assert not tool.meta_path(MODULE).exists()


def test_a_mutants_run_starts_with_its_modules_caches_empty(monkeypatch, pytestconfig):
    # mutmut forks each mutant's run from the clean run's process; tests/conftest.py empties
    # the mutated module's caches first, or a cached answer hides the mutant.
    from pathlib import Path

    from bingolino_app.games.qwingo import strategy

    here = Path(__file__).with_name("conftest.py")  # not the games' conftest modules
    conftest = next(p for p in pytestconfig.pluginmanager.get_plugins()
                    if getattr(p, "__file__", None) and Path(p.__file__) == here)

    strategy.expected_turns((1, 2))
    assert strategy.expected_turns.cache_info().currsize > 0
    monkeypatch.setenv("MUTANT_UNDER_TEST", "bingolino_app.games.qwingo.strategy.x__minus__mutmut_3")
    assert conftest._mutated_module() == "bingolino_app.games.qwingo.strategy"
    conftest.pytest_sessionstart(None)
    assert strategy.expected_turns.cache_info().currsize == 0
    # the clean run and mutmut's own runs keep their caches
    for name in ("stats", "list_all_tests", "fail", ""):
        monkeypatch.setenv("MUTANT_UNDER_TEST", name)
        assert conftest._mutated_module() is None
