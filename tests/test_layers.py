"""The layers of the code, read from its imports (every import statement, at the top, inside a
function or under TYPE_CHECKING): the model (core, games) never imports the window, the ui
packages import only downward, and no module imports another that imports it back."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "bingolino_app"

UI_ALLOWED = {  # a ui package may import these ui packages (and itself)
    "common": set(),
    "printing": {"common"},  # a board's sheet painter is found by name (printing/sheet.py)
    "boards": {"printing", "common"},
    "history": {"common"},
    "play": {"boards", "history", "common"},
    "review": {"play", "boards", "printing", "common"},
    "lessons": {"play", "boards", "common"},
    "shell": {"lessons", "review", "play", "history", "printing", "boards", "common"},
}


def module_names() -> dict[str, Path]:
    names = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names[".".join(parts)] = path
    return names


MODULES = module_names()


def imported(name: str, path: Path) -> set[str]:
    """The modules of the app ``name`` imports, wherever the import statement stands."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = name.split(".")
                if path.name != "__init__.py":
                    package = package[:-1]
                package = package[:len(package) - node.level + 1]
                base = ".".join(package + ([base] if base else []))
            # "from package import module" imports that module; any other name comes from
            # the module (or package) named after "from".
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base
                       for a in node.names]
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


GRAPH = {name: imported(name, path) for name, path in MODULES.items()}


def _part(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_the_model_imports_no_window_and_core_no_game():
    for name, deps in GRAPH.items():
        part = _part(name)
        if part in ("core", "games"):
            assert not [d for d in deps if _part(d) == "ui"], f"{name} imports the window"
        if part == "core":
            assert not [d for d in deps if _part(d) == "games"], f"{name} imports a game"
        if part in ("bench", "net"):
            assert not [d for d in deps if _part(d) == "ui"], f"{name} imports the window"


def test_ui_packages_import_only_downward():
    wrong = []
    for name, deps in GRAPH.items():
        parts = name.split(".")
        if len(parts) < 3 or parts[1] != "ui" or parts[2] not in UI_ALLOWED:
            continue
        mine = parts[2]
        for dep in deps:
            d = dep.split(".")
            if len(d) >= 3 and d[1] == "ui" and d[2] != mine:
                if d[2] not in UI_ALLOWED[mine]:
                    wrong.append(f"{name} -> {dep}")
    assert not wrong, "\n".join(wrong)


def test_every_ui_module_lives_in_a_package_of_its_concern():
    loose = [n for n in MODULES if n.count(".") == 2 and n.startswith("bingolino_app.ui.")
             and n.split(".")[2] not in UI_ALLOWED]
    assert not loose, loose


def test_no_module_imports_another_that_imports_it_back():
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:  # Tarjan's strongly connected components, iteratively
        work = [(v, iter(sorted(GRAPH[v])))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(GRAPH[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    component.append(w)
                    if w == node:
                        break
                if len(component) > 1:
                    circles.append(sorted(component))

    for name in sorted(GRAPH):
        if name not in index:
            visit(name)
    assert not circles, circles


def test_the_check_sees_imports_in_functions_and_under_type_checking(tmp_path):
    source = tmp_path / "probe.py"
    source.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                      "    from bingolino_app.ui.shell import main_window\n"
                      "def f():\n    import bingolino_app.core.session\n", encoding="utf-8")
    assert imported("bingolino_app.probe", source) == {
        "bingolino_app.ui.shell.main_window", "bingolino_app.core.session"}
