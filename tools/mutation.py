"""Mutation testing of the model with mutmut, module by module, and the score per module.

    nice -n 15 python tools/mutation.py run                  # what is not checked yet (incremental)
    nice -n 15 python tools/mutation.py run core/saves.py    # every mutant of these modules again
    nice -n 15 python tools/mutation.py run --survivors core/analysis.py  # its survivors again
    python tools/mutation.py report [--list] [modules]       # the tables (and the survivors' names)
    python tools/mutation.py groups                          # which module is in which group
    python tools/mutation.py save [modules]                  # keep the results in git (below)
    nice -n 15 python tools/mutation.py constants            # the module-level numbers, one by one

Modules are named as in pyproject.toml's [tool.mutmut] only_mutate, without "bingolino_app/"
(globs work: "games/*/rules.py"), or by group ("group:history"). mutmut keeps its results in
mutants/ and reuses them while a function's source is unchanged, so a plain ``run`` only checks
new and changed functions. The tests it runs are those of the files listed in
tools/mutation_tests.txt (tests/conftest.py marks them), for each mutant only those that reach
the mutated function. Mutants that no test can tell from the original are listed with a reason
in tools/mutation_equivalents.txt and left out of the score; so are, found here, those that
only change the letter case of SQL text (SQLite reads keywords and names in any case). Install
with ``pip install -e .[test,mutation]``; see README, "Mutation testing".

mutants/ is not committed, and a run of the slower groups takes longer than one sitting. So the
results are also kept in git, in tools/mutation_results/ (one file per module: per function
mutmut's hash of its source, and each checked mutant's exit code): ``run`` saves them as each
module ends, ``save`` on demand, and ``run`` and ``report`` put them back into a new mutants/
folder first. mutmut then keeps the results of every function whose source is unchanged and
checks the others again, as it does in a folder of its own.
"""

from __future__ import annotations

import argparse
import ast
import fnmatch
import re
import json
import os
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "bingolino_app"
EQUIVALENTS = ROOT / "tools" / "mutation_equivalents.txt"
KEPT = ROOT / "tools" / "mutation_results"  # the results kept in git (see the docstring)
CONSTANTS = ROOT / "tools" / "mutation_constants.txt"
KILLED, SURVIVED, NO_TESTS, UNCHECKED, TIMEOUT, OTHER = (
    "killed", "survived", "no tests", "unchecked", "timeout", "other")

# The module groups of the report (issue 35's table), each with the share of its
# non-equivalent mutants that must be killed; a module in no group is reported on its own.
# The rules of issue 19 keep their goal per module.
RULES = ("games/*/rules.py", "games/*/state.py", "games/lino/scoring.py", "core/saves.py",
         "core/session.py")
GROUPS: dict[str, tuple[tuple[str, ...], float]] = {
    "domino analysis": (("games/domino_bingo/analysis.py",), 90.0),
    "bingolino bots": (("games/bingolino/bots.py", "games/bingolino/strategy.py"), 90.0),
    "lino bots": (("games/lino/bots.py",), 90.0),
    "domino search, playouts": (("games/domino_bingo/search.py", "games/domino_bingo/fast.py",
                                 "games/domino_bingo/sim.py", "games/domino_bingo/exact.py"),
                                90.0),
    "core analysis, review, lessons": (("core/analysis.py", "core/review.py",
                                        "core/lessons.py"), 90.0),
    "qwingo, bingolino, lino analysis": (("games/qwingo/analysis.py",
                                          "games/bingolino/analysis.py",
                                          "games/lino/analysis.py"), 90.0),
    "qwingo, domino bots, inference": (("games/qwingo/bots.py", "games/qwingo/strategy.py",
                                        "games/domino_bingo/bots.py", "games/domino_bingo/v1.py",
                                        "games/domino_bingo/infer.py",
                                        "games/domino_bingo/worlds.py", "core/bots.py"), 90.0),
    "lino engine, search": (("games/lino/engine.py", "games/lino/search.py"), 90.0),
    "history, analysis cache": (("core/history*.py", "core/analysis_cache.py"), 90.0),
}
# Done means, besides every group: these wider sets at 95 % overall.
OVERALL: dict[str, tuple[tuple[str, ...], float]] = {
    "the analysis": (("core/analysis.py", "games/*/analysis.py"), 95.0),
    "the history": (("core/history*.py", "core/analysis_cache.py"), 95.0),
}
RULES_GOAL = 95.0  # per module


def status(code: int | None) -> str:
    """mutmut's exit codes as kept in its .meta files (mutmut/stats.py)."""
    if code is None:
        return UNCHECKED
    if code in (1, 3, 37):  # a failing test, pytest's internal error, the type check
        return KILLED
    if code in (-24, 24, 36, 152, 255):  # out of CPU time: the mutant loops
        return TIMEOUT
    return {0: SURVIVED, 5: NO_TESTS, 33: NO_TESTS}.get(code, OTHER)


def configured_modules() -> list[str]:
    """The files to mutate (relative to the package), from pyproject.toml."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["mutmut"]["only_mutate"]
    found = sorted({str(p.relative_to(ROOT)) for pattern in patterns for p in ROOT.glob(pattern)})
    return [f[len(PACKAGE) + 1:] for f in found]


def members(patterns: tuple[str, ...], modules: list[str]) -> list[str]:
    return [m for m in modules if any(fnmatch.fnmatch(m, p) for p in patterns)]


def select(names: list[str]) -> list[str]:
    modules = configured_modules()
    if not names:
        return modules
    chosen = []  # in the order asked for
    expanded = []
    for n in names:
        if n.startswith("group:"):
            group = GROUPS.get(n[len("group:"):]) or OVERALL.get(n[len("group:"):])
            if group is None:
                sys.exit(f"no group {n[6:]!r} (choose from {', '.join(GROUPS)})")
            expanded += list(group[0])
        else:
            expanded.append(n)
    names = expanded
    for n in names:
        chosen += [m for m in modules if fnmatch.fnmatch(m, n) and m not in chosen]
    unknown = [n for n in names if not any(fnmatch.fnmatch(m, n) for m in modules)]
    if unknown:
        sys.exit(f"not a mutated module: {', '.join(unknown)} (choose from {', '.join(modules)})")
    return chosen


def dotted(module: str) -> str:
    return f"{PACKAGE}.{module[:-3].replace('/', '.')}"


def meta_path(module: str) -> Path:
    return ROOT / "mutants" / PACKAGE / f"{module}.meta"


def read_meta(module: str) -> dict | None:
    """mutmut's record of a module in mutants/ (None: not there)."""
    meta = meta_path(module)
    if not meta.exists():
        return None
    for attempt in range(20):  # a running mutmut rewrites the file after every mutant
        try:
            return json.loads(meta.read_text(encoding="utf-8"))
        except json.JSONDecodeError:
            time.sleep(0.1)
    sys.exit(f"cannot read {meta}")


def results(module: str) -> dict[str, str]:
    data = read_meta(module)
    if data is None:
        return {}
    return {name: status(code) for name, code in data["exit_code_by_key"].items()}


# --- the results kept in git ---------------------------------------------------------------------
def kept_path(module: str) -> Path:
    return KEPT / f"{module}.json"


def save(modules: list[str]) -> list[str]:
    """Write the results of ``modules`` in mutants/ to tools/mutation_results/ (only the
    checked mutants; names without the module's prefix). Returns the modules written."""
    written = []
    for module in modules:
        data = read_meta(module)
        if data is None:
            continue
        prefix = dotted(module) + "."
        codes = {name[len(prefix):]: code for name, code in data["exit_code_by_key"].items()
                 if code is not None and name.startswith(prefix)}
        kept = {"hash_by_function_name": data.get("hash_by_function_name", {}),
                "exit_code_by_key": codes}
        path = kept_path(module)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(kept, indent=0, sort_keys=True) + "\n", encoding="utf-8")
        os.replace(tmp, path)  # whole or not at all
        written.append(module)
    return written


def restore(modules: list[str]) -> list[str]:
    """Write mutmut's record of each module that has kept results but no record in mutants/
    (a new machine, a fresh folder). mutmut keeps a result while its function's hash is
    unchanged. Returns the modules restored."""
    restored = []
    for module in modules:
        kept, meta = kept_path(module), meta_path(module)
        if meta.exists() or not kept.exists():
            continue
        data = json.loads(kept.read_text(encoding="utf-8"))
        prefix = dotted(module) + "."
        meta.parent.mkdir(parents=True, exist_ok=True)
        meta.write_text(json.dumps({
            "exit_code_by_key": {prefix + name: code
                                 for name, code in data["exit_code_by_key"].items()},
            "hash_by_function_name": data["hash_by_function_name"],
            "type_check_error_by_key": {}, "durations_by_key": {},
            "estimated_durations_by_key": {}}), encoding="utf-8")
        restored.append(module)
    return restored


def equivalents() -> dict[str, str]:
    """Mutant name -> why no test can kill it."""
    found = {}
    if EQUIVALENTS.exists():
        for line in EQUIVALENTS.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                name, _, reason = line.partition(" ")
                found[name] = reason.strip().lstrip("#").strip()
    return found


# --- mutants that only change the case of SQL text ----------------------------------------------
SQL = re.compile(r"\b(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|PRAGMA|BEGIN|COMMIT|"
                 r"ROLLBACK|FROM|WHERE|AND|ORDER BY|GROUP BY|LIMIT|OFFSET|VALUES|JOIN|DESC|AS)\b"
                 r"|\?")  # keywords as this code writes them, or a parameter
SQL_MODULES = ("core/history*.py",)
SQL_REASON = "SQL text in another letter case: SQLite reads keywords and names in any case"
_FUNCTIONS: dict[str, dict[str, ast.AST]] = {}


def _functions(module: str) -> dict[str, ast.AST]:
    """The original and mutated functions of a module in mutants/, by name."""
    if module not in _FUNCTIONS:
        path = ROOT / "mutants" / PACKAGE / module
        found: dict[str, ast.AST] = {}
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, ValueError):
            tree = None
        if tree is not None:
            for node in ast.walk(tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) \
                        and "__mutmut_" in node.name:
                    found[node.name] = node
        _FUNCTIONS[module] = found
    return _FUNCTIONS[module]


def sql_case_only(module: str, name: str) -> bool:
    """Whether mutant ``name`` of ``module`` differs from the original only in the letter case
    of one SQL string (SQL keywords or a parameter in it, no quoted SQL literal, no strftime
    format)."""
    if not any(fnmatch.fnmatch(module, p) for p in SQL_MODULES):
        return False
    short = name.rsplit(".", 1)[-1]
    funcs = _functions(module)
    mutant, original = funcs.get(short), funcs.get(re.sub(r"__mutmut_\d+$", "__mutmut_orig", short))
    if mutant is None or original is None:
        return False
    a_nodes, b_nodes = list(ast.walk(original)), list(ast.walk(mutant))
    if len(a_nodes) != len(b_nodes):
        return False
    changed = []
    for a, b in zip(a_nodes, b_nodes):
        if type(a) is not type(b):
            return False
        if isinstance(a, ast.Constant) and a.value != b.value:
            changed.append((a, b))
    if len(changed) != 1:
        return False
    a, b = changed[0]
    if not (isinstance(a.value, str) and isinstance(b.value, str)
            and a.value.lower() == b.value.lower() and SQL.search(a.value)
            and not set(a.value) & set("'\"%")):
        return False
    saved, b.value = b.value, a.value
    name_saved, mutant.name = mutant.name, original.name
    try:
        return ast.dump(original) == ast.dump(mutant)
    finally:
        b.value, mutant.name = saved, name_saved


def not_counted(module: str, names, eq: dict[str, str]) -> dict[str, str]:
    """The mutants of ``module`` among ``names`` left out of the score, with the reason."""
    out = {}
    for n in names:
        if n in eq:
            out[n] = eq[n]
        elif sql_case_only(module, n):
            out[n] = SQL_REASON
    return out


def mutmut(args: list[str]) -> int:
    exe = shutil.which("mutmut") or str(Path(sys.executable).with_name("mutmut"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.call([exe, "run", *args], cwd=ROOT, env=env)


def generate() -> None:
    """Let mutmut write the mutants of changed files and reset the results of changed
    functions (what every ``mutmut run`` does first), so the results say what is unchecked."""
    code = ("import os, sys\n"
            "from mutmut.__main__ import create_mutants\n"
            "from mutmut.utils.file_utils import copy_src_dir, copy_also_copy_files\n"
            "os.makedirs('mutants', exist_ok=True)\n"
            "copy_src_dir(); copy_also_copy_files(); create_mutants(2)\n")
    exe = Path(sys.executable)
    done = subprocess.run([str(exe), "-c", code], cwd=ROOT, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    if done.returncode:
        sys.exit(f"mutmut could not write the mutants:\n{done.stderr}")
    _FUNCTIONS.clear()


def _names(module: str, wanted) -> list[str]:
    """mutmut names of the mutants of ``module`` whose state is in ``wanted`` (named one by
    one: mutmut picks the tests of its clean run by them, and a pattern finds none, so the
    clean run would take every listed test)."""
    eq = equivalents()
    return [n for n, s in results(module).items() if s in wanted and n not in eq]


def run(modules: list[str], *, named: bool, survivors: bool, again: bool,
        children: int) -> int:
    if hasattr(os, "nice"):
        os.nice(0 if os.nice(0) >= 15 else 15 - os.nice(0))  # stay behind everybody's work
    base = ["--max-children", str(children)]
    restore(configured_modules())
    if not named and not survivors and not again:
        code = mutmut(base)  # mutmut's incremental run of everything not checked yet
        save(modules)
        return code
    generate()
    if survivors:
        wanted = (SURVIVED, NO_TESTS, OTHER)
    elif again:
        wanted = (KILLED, TIMEOUT, SURVIVED, NO_TESTS, OTHER, UNCHECKED)
    else:
        wanted = (UNCHECKED,)
    code = 0
    for module in modules:  # module by module, so each one's numbers come in as it ends
        names = _names(module, wanted)
        if survivors:
            names = [n for n in names if not sql_case_only(module, n)]
        if not names:
            print(f"--- {module}: nothing to run", flush=True)
            continue
        print(f"--- {module}", flush=True)
        code = mutmut(base + names) or code
        save([module])
    return code


def tally(module: str, eq: dict[str, str]) -> dict:
    """One module's counts: mutants, killed, alive (names), left out (name -> reason),
    unchecked."""
    res = results(module)
    killed = sum(s in (KILLED, TIMEOUT) for s in res.values())
    # A listed equivalent is left out whether it ran or not: the runs by module skip them
    # (_names), so on a new mutants/ folder they stay unchecked, and must not hold a group
    # below its goal for ever.
    unchecked = sum(s == UNCHECKED and n not in eq for n, s in res.items())
    out = not_counted(module, [n for n, s in res.items()
                               if s in (SURVIVED, NO_TESTS, OTHER)], eq)
    out.update({n: eq[n] for n, s in res.items() if s == UNCHECKED and n in eq})
    alive = [n for n, s in res.items() if s in (SURVIVED, NO_TESTS, OTHER) and n not in out]
    return {"mutants": len(res), "killed": killed, "alive": alive, "equivalent": out,
            "unchecked": unchecked}


def _score(killed: int, alive: int) -> float:
    return 100.0 * killed / (killed + alive) if killed + alive else 100.0


def report(modules: list[str], listing: bool, equivalents_too: bool = False) -> bool:
    """Print the tables (modules, groups, the wider sets); True when every rules module
    reaches RULES_GOAL, every group its goal and every wider set its goal, with nothing left
    unchecked."""
    eq = equivalents()
    every = configured_modules()
    counts = {m: tally(m, eq) for m in modules}
    head = f"{'module':38} {'mutants':>7} {'killed':>6} {'alive':>5} {'equiv':>5} " \
           f"{'unchecked':>9} {'score':>6}"

    def line(label: str, rows: list[dict], goal: float | None = None) -> tuple[str, bool]:
        total = sum(r["mutants"] for r in rows)
        killed = sum(r["killed"] for r in rows)
        alive = sum(len(r["alive"]) for r in rows)
        equiv = sum(len(r["equivalent"]) for r in rows)
        unchecked = sum(r["unchecked"] for r in rows)
        score = _score(killed, alive)
        shown = f"{score:5.1f}%" if killed + alive else "     -"
        ok = bool(total) and not unchecked and (goal is None or score >= goal)
        mark = "" if goal is None else f"  (goal {goal:.0f}%{'' if ok else ': NOT MET'})"
        return (f"{label:38} {total:7} {killed:6} {alive:5} {equiv:5} {unchecked:9} {shown}"
                + (mark if total else "  (not run yet)")), ok

    print(head)
    print("-" * len(head))
    ok = True
    for module in modules:
        is_rule = any(fnmatch.fnmatch(module, p) for p in RULES)
        text, good = line(module, [counts[module]], RULES_GOAL if is_rule else None)
        ok = ok and good
        print(text)
    print("-" * len(head))
    print(line("all modules above", list(counts.values()))[0])
    chosen = set(modules)
    for title, table in (("groups (issue 35)", GROUPS), ("overall", OVERALL)):
        rows = []
        for name, (patterns, goal) in table.items():
            inside = [m for m in members(patterns, every) if m in chosen]
            if inside:
                rows.append(line(name, [counts[m] for m in inside], goal))
        if rows:
            print(f"\n{title}:")
            for text, good in rows:
                ok = ok and good
                print(text)
    if listing:
        print("\nalive (see one with: mutmut show NAME):")
        for module in modules:
            for name in sorted(counts[module]["alive"]):
                print("  " + name)
    if equivalents_too:
        print("\nleft out as equivalent:")
        for module in modules:
            for name, why in sorted(counts[module]["equivalent"].items()):
                print(f"  {name}  # {why}")
    return ok


def groups() -> None:
    every = configured_modules()
    placed = set()
    for name, (patterns, goal) in GROUPS.items():
        inside = members(patterns, every)
        placed.update(inside)
        print(f"{name} (goal {goal:.0f}%): {', '.join(inside)}")
    rules = members(RULES, every)
    placed.update(rules)
    print(f"the rules (goal {RULES_GOAL:.0f}% per module): {', '.join(rules)}")
    rest = [m for m in every if m not in placed]
    if rest:
        print(f"in no group: {', '.join(rest)}")


def constants() -> bool:
    """mutmut leaves module-level numbers alone (GOAL = 70, the rank chart): change each one
    listed in CONSTANTS in a copy of the tree and expect its tests to fail. True: all fail."""
    import tempfile

    rows = [[part.strip().replace("\\n", "\n") for part in line.split(" | ")]
            for line in CONSTANTS.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    alive = 0
    with tempfile.TemporaryDirectory(prefix="bingolino-constants-") as tmp:
        copy = Path(tmp)
        for item in (PACKAGE, "resources", "tests", "pyproject.toml"):
            src = ROOT / item
            if src.is_dir():
                shutil.copytree(src, copy / item, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                shutil.copy(src, copy / item)
        for module, old, new, tests in rows:
            path = copy / PACKAGE / module
            source = path.read_text(encoding="utf-8")
            if source.count(old) != 1:
                print(f"?  {module}: {old!r} is not in it exactly once")
                alive += 1
                continue
            path.write_text(source.replace(old, new), encoding="utf-8")
            code = subprocess.call(
                [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
                 *tests.split()], cwd=copy, env=env, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL)
            path.write_text(source, encoding="utf-8")
            alive += code == 0
            label = "killed" if code else "ALIVE "
            print(f"{label} {module}: {old!r} -> {new!r}".replace("\\n", " "), flush=True)
    print(f"\n{len(rows) - alive} of {len(rows)} changed numbers caught")
    return alive == 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    run_p = sub.add_parser("run", help="run mutmut, then print the tables")
    run_p.add_argument("modules", nargs="*",
                       help="only these modules (or group:NAME), their unchecked mutants")
    run_p.add_argument("--survivors", action="store_true",
                       help="run the survivors (and mutants without tests) again")
    run_p.add_argument("--again", action="store_true",
                       help="run every mutant of the modules again")
    run_p.add_argument("--max-children", type=int, default=2)
    rep_p = sub.add_parser("report", help="print the score per module and group")
    rep_p.add_argument("modules", nargs="*")
    rep_p.add_argument("--list", action="store_true", help="name the mutants still alive")
    rep_p.add_argument("--equivalents", action="store_true",
                       help="name the mutants left out, with the reason")
    sub.add_parser("groups", help="the modules of each group")
    save_p = sub.add_parser("save", help="keep the results of mutants/ in tools/mutation_results/")
    save_p.add_argument("modules", nargs="*")
    sub.add_parser("constants", help="change the module-level numbers one by one")
    args = parser.parse_args(argv)
    if args.command == "constants":
        if hasattr(os, "nice"):
            os.nice(0 if os.nice(0) >= 15 else 15 - os.nice(0))
        return 0 if constants() else 1
    if args.command == "groups":
        groups()
        return 0
    modules = select(args.modules)
    if args.command == "save":
        written = save(modules)
        print(f"kept the results of {len(written)} modules in {KEPT.relative_to(ROOT)}")
        return 0
    if args.command == "report" and restore(configured_modules()):
        try:
            import mutmut  # noqa: F401
        except ImportError:
            print("(mutmut is not installed: the kept results' unchecked mutants are not counted)")
        else:
            generate()  # the unchecked mutants of the restored modules are named too
    if args.command == "run":
        code = run(modules, named=bool(args.modules), survivors=args.survivors,
                   again=args.again, children=args.max_children)
        print()
        report(modules, listing=False)
        return code
    return 0 if report(modules, args.list, args.equivalents) else 1


if __name__ == "__main__":
    sys.exit(main())
