"""Package discovery and the compiled search core (the metadata is in pyproject.toml).

Every sub-package of bingolino_app is found automatically; resources/ and i18n/ live at the top
of the repository and are installed inside the package as bingolino_app/resources and
bingolino_app/i18n (bingolino_app/paths.py finds either layout).

The modules listed in bingolino_app/native.py (``COMPILED``) are compiled with mypyc when a
wheel is built (``pip install .``, ``python -m build``) and mypy and a C compiler are there;
buildsys/build_backend.py asks for mypy only then. Without them, with ``BINGOLINO_PURE=1``, for an sdist
and for ``pip install -e .`` (unless ``BINGOLINO_COMPILE=1``) the same modules install as plain
Python. A compile that fails leaves no part of it behind: the build goes on pure.
"""

import os
import runpy
import sys

from setuptools import find_packages, setup
from setuptools.command.build_ext import build_ext

DATA_PACKAGES = {"bingolino_app.resources": "resources", "bingolino_app.i18n": "i18n"}
PACKAGES = find_packages(include=["bingolino_app", "bingolino_app.*"]) + list(DATA_PACKAGES)
HERE = os.path.dirname(os.path.abspath(__file__))
NATIVE = runpy.run_path(os.path.join(HERE, "bingolino_app", "native.py"))


def compile_wanted() -> tuple[bool, str]:
    """Whether to compile, and why not."""
    kind = os.environ.get("BINGOLINO_BUILD_KIND", "")  # set by buildsys/build_backend.py
    if os.environ.get("BINGOLINO_PURE", "") not in ("", "0"):
        return False, "BINGOLINO_PURE is set"
    if kind == "sdist" or "sdist" in sys.argv or "egg_info" in sys.argv[1:2]:
        return False, "a source distribution carries the Python files only"
    if kind == "editable" and os.environ.get("BINGOLINO_COMPILE", "") in ("", "0"):
        return False, "an editable install runs the source (BINGOLINO_COMPILE=1 compiles it)"
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        return False, "mypy (mypyc) is not installed"
    return True, ""


class OptionalBuildExt(build_ext):
    """Builds the compiled modules, or none of them: a missing or failing C compiler leaves
    the pure Python modules to do the work."""

    def run(self):
        try:
            super().run()
        except Exception as exc:  # CCompilerError, DistutilsPlatformError, OSError...
            for path in self.get_outputs():
                if os.path.exists(path):
                    os.remove(path)
            self.extensions = []
            print(f"bingolino: the search core stays pure Python ({exc})", file=sys.stderr)


def ext_modules() -> list:
    wanted, why = compile_wanted()
    if not wanted:
        if "BINGOLINO_QUIET" not in os.environ:
            print(f"bingolino: pure Python build ({why})", file=sys.stderr)
        return []
    from mypyc.build import mypycify

    try:
        return mypycify(list(NATIVE["MYPY_FLAGS"] + NATIVE["COMPILED"]), opt_level="3",
                        group_name=NATIVE["GROUP"])
    except (Exception, SystemExit) as exc:  # a type error that mypyc refuses: stay pure
        print(f"bingolino: the search core stays pure Python (mypyc: {exc})", file=sys.stderr)
        return []


if __name__ == "__main__":
    setup(packages=PACKAGES, package_dir=DATA_PACKAGES, ext_modules=ext_modules(),
          cmdclass={"build_ext": OptionalBuildExt})
