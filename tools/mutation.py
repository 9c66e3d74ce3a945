"""Mutation testing of the model with mutmut, module by module, and the score per module.

    nice -n 10 python tools/mutation.py run                  # what is not checked yet (incremental)
    nice -n 10 python tools/mutation.py run core/saves.py    # every mutant of these modules again
    nice -n 10 python tools/mutation.py run --survivors      # the survivors again (after new tests)
    python tools/mutation.py report [--list]                 # the table (and the survivors' names)
    nice -n 10 python tools/mutation.py constants            # the module-level numbers, one by one

Modules are named as in pyproject.toml's [tool.mutmut] only_mutate, without "bingolino_app/"
(globs work: "games/*/rules.py"). mutmut keeps its results in mutants/ and reuses them while a
function's source is unchanged, so a plain ``run`` only checks new and changed functions.
The tests it runs are the fast model tests listed in pytest_add_cli_args_test_selection.
Mutants that no test can tell from the original are listed with a reason in
tools/mutation_equivalents.txt and left out of the score. Install with
``pip install -e .[test,mutation]``; see README, "Mutation testing".
"""

from __future__ import annotations

import argparse
import fnmatch
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
CONSTANTS = ROOT / "tools" / "mutation_constants.txt"
KILLED, SURVIVED, NO_TESTS, UNCHECKED, TIMEOUT, OTHER = (
    "killed", "survived", "no tests", "unchecked", "timeout", "other")


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


def select(names: list[str]) -> list[str]:
    modules = configured_modules()
    if not names:
        return modules
    chosen = []  # in the order asked for
    for n in names:
        chosen += [m for m in modules if fnmatch.fnmatch(m, n) and m not in chosen]
    unknown = [n for n in names if not any(fnmatch.fnmatch(m, n) for m in modules)]
    if unknown:
        sys.exit(f"not a mutated module: {', '.join(unknown)} (choose from {', '.join(modules)})")
    return chosen


def dotted(module: str) -> str:
    return f"{PACKAGE}.{module[:-3].replace('/', '.')}"


def results(module: str) -> dict[str, str]:
    meta = ROOT / "mutants" / PACKAGE / f"{module}.meta"
    if not meta.exists():
        return {}
    for attempt in range(20):  # a running mutmut rewrites the file after every mutant
        try:
            codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
            break
        except json.JSONDecodeError:
            time.sleep(0.1)
    else:
        sys.exit(f"cannot read {meta}")
    return {name: status(code) for name, code in codes.items()}


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


def mutmut(args: list[str]) -> int:
    exe = shutil.which("mutmut") or str(Path(sys.executable).with_name("mutmut"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.call([exe, "run", *args], cwd=ROOT, env=env)


def run(modules: list[str], *, named: bool, survivors: bool, children: int) -> int:
    if hasattr(os, "nice"):
        os.nice(0 if os.nice(0) >= 10 else 10 - os.nice(0))  # stay behind interactive work
    base = ["--max-children", str(children)]
    if survivors:
        names = [n for m in modules for n, s in results(m).items()
                 if s in (SURVIVED, NO_TESTS, OTHER, UNCHECKED) and n not in equivalents()]
        if not names:
            print("no survivors to run")
            return 0
        return mutmut(base + names)
    if not named:
        return mutmut(base)  # mutmut's incremental run: only what is not checked yet
    code = 0
    for module in modules:  # module by module, so each one's numbers come in as it ends
        print(f"--- {module}", flush=True)
        code = mutmut(base + [f"{dotted(module)}.*"]) or code
    return code


def report(modules: list[str], listing: bool) -> bool:
    """Print the table; True when every module reaches 95 % of its non-equivalent mutants."""
    eq = equivalents()
    head = f"{'module':34} {'mutants':>7} {'killed':>6} {'alive':>5} {'equiv':>5} " \
           f"{'unchecked':>9} {'score':>6}"
    print(head)
    print("-" * len(head))
    ok, alive_names = True, []
    totals = [0, 0, 0, 0, 0]
    for module in modules:
        res = results(module)
        killed = sum(s in (KILLED, TIMEOUT) for s in res.values())
        unchecked = sum(s == UNCHECKED for s in res.values())
        equiv = sum(1 for n, s in res.items() if n in eq and s not in (KILLED, TIMEOUT))
        alive = [n for n, s in res.items()
                 if s in (SURVIVED, NO_TESTS, OTHER) and n not in eq]
        alive_names += alive
        counted = killed + len(alive)
        score = 100.0 * killed / counted if counted else 100.0
        ok = ok and score >= 95.0 and not unchecked and bool(res)
        shown = f"{score:5.1f}%" if counted else "     -"
        print(f"{module:34} {len(res):7} {killed:6} {len(alive):5} {equiv:5} {unchecked:9} "
              f"{shown}" + ("" if res else "  (not run yet)"))
        for i, n in enumerate((len(res), killed, len(alive), equiv, unchecked)):
            totals[i] += n
    counted = totals[1] + totals[2]
    print("-" * len(head))
    print(f"{'all':34} {totals[0]:7} {totals[1]:6} {totals[2]:5} {totals[3]:5} {totals[4]:9} "
          f"{100.0 * totals[1] / counted if counted else 100.0:5.1f}%")
    if listing:
        print("\nalive (see one with: mutmut show NAME):")
        for name in sorted(alive_names):
            print("  " + name)
    return ok


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
    run_p = sub.add_parser("run", help="run mutmut, then print the table")
    run_p.add_argument("modules", nargs="*", help="run every mutant of these modules again")
    run_p.add_argument("--survivors", action="store_true",
                       help="run the survivors (and mutants without tests) again")
    run_p.add_argument("--max-children", type=int, default=2)
    rep_p = sub.add_parser("report", help="print the score per module")
    rep_p.add_argument("modules", nargs="*")
    rep_p.add_argument("--list", action="store_true", help="name the mutants still alive")
    sub.add_parser("constants", help="change the module-level numbers one by one")
    args = parser.parse_args(argv)
    if args.command == "constants":
        if hasattr(os, "nice"):
            os.nice(0 if os.nice(0) >= 10 else 10 - os.nice(0))
        return 0 if constants() else 1
    modules = select(args.modules)
    if args.command == "run":
        code = run(modules, named=bool(args.modules), survivors=args.survivors,
                   children=args.max_children)
        print()
        report(modules, listing=False)
        return code
    return 0 if report(modules, args.list) else 1


if __name__ == "__main__":
    sys.exit(main())
