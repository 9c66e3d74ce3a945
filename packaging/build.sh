#!/usr/bin/env bash
# Build the one-folder desktop bundle dist/bingolino/ with PyInstaller (packaging/bingolino.spec)
# in its own venv (build/venv-bundle), add the Linux desktop files under dist/bingolino/share/,
# then smoke-test it with an empty environment, outside the checkout: --version, a Russian
# Domino Bingo screenshot, and a computer move made in the worker process.
# Usage: packaging/build.sh   (PYTHON=python3.12 packaging/build.sh to pick the interpreter)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
APP_ID=io.github.bingolino.Bingolino
VENV=build/venv-bundle
started=$SECONDS

mkdir -p build
[[ -x $VENV/bin/python ]] || "${PYTHON:-python3}" -m venv "$VENV"
# The app's own dependencies from pyproject.toml (the source tree itself is bundled by the spec).
"$VENV/bin/python" - > build/bundle-requirements.txt <<'EOF'
import tomllib
with open("pyproject.toml", "rb") as f:
    print("\n".join(tomllib.load(f)["project"]["dependencies"]))
EOF
"$VENV/bin/python" -m pip install -q --disable-pip-version-check "pyinstaller>=6.10" \
    -r build/bundle-requirements.txt

# The compiled search core (bingolino_app/native.py): compiled with mypyc in a copy of the source
# (build/bundle-src; never .so files in the checkout), or pure Python without a C compiler or
# with BINGOLINO_PURE=1 (setup.py says which). The spec bundles that copy.
"$VENV/bin/python" -m pip install -q --disable-pip-version-check "mypy>=1.11" "setuptools>=77"
SRC=build/bundle-src
rm -rf "$SRC"
mkdir -p "$SRC"
cp -r bingolino_app resources i18n setup.py pyproject.toml README.md buildsys "$SRC/"
find "$SRC" \( -name __pycache__ -o -name '*.so' -o -name '*.pyd' \) -prune -exec rm -rf {} +
(cd "$SRC" && "$ROOT/$VENV/bin/python" setup.py -q build_ext --inplace)

BINGOLINO_BUNDLE_SOURCE="$ROOT/$SRC" "$VENV/bin/python" -m PyInstaller --noconfirm --clean \
    --log-level WARN --distpath dist --workpath build/pyinstaller packaging/bingolino.spec

# Desktop integration files a user can copy to ~/.local/share (see README, "Install").
SHARE=dist/bingolino/share
mkdir -p "$SHARE/applications" "$SHARE/metainfo" "$SHARE/icons"
cp "packaging/linux/$APP_ID.desktop" "$SHARE/applications/"
cp "packaging/linux/$APP_ID.metainfo.xml" "$SHARE/metainfo/"
cp -r build/icons/hicolor "$SHARE/icons/"

# Smoke test: no source tree, no venv, no inherited environment.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
APP=(env -i PATH=/usr/bin:/bin HOME="$tmp/home" QT_QPA_PLATFORM=offscreen
     BINGOLINO_DATA_DIR="$tmp/data" BINGOLINO_CONFIG_DIR="$tmp/config"
     "$ROOT/dist/bingolino/bingolino")
run() { (cd "$tmp" && "${APP[@]}" "$@"); }
version=$(run --version)
expected=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' bingolino_app/__init__.py)
[[ $version == "bingolino $expected, search core: "* ]] \
    || { echo "build: --version said '$version'" >&2; exit 1; }
# With a C compiler the bundle carries the compiled search core.
if command -v cc >/dev/null 2>&1 && [[ ${BINGOLINO_PURE:-0} == 0 ]]; then
    [[ $version == *"compiled (mypyc)" ]] || { echo "build: not compiled: '$version'" >&2; exit 1; }
fi
echo "build: $version"
run --screenshot "$tmp/shot.png" --game domino_bingo --lang ru
"$VENV/bin/python" - "$tmp/shot.png" <<'EOF'
import struct, sys
head = open(sys.argv[1], "rb").read(24)
assert head[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", head[16:24])
assert width >= 800 and height >= 600, (width, height)
print(f"build: screenshot {width}x{height} ok")
EOF

# Computer players think in a spawned worker process, which in a frozen app starts this same
# executable (multiprocessing.freeze_support() in packaging/launcher.py makes it the worker).
# A Bingolino game has the computer lay out its grid at once: wait for that move in the
# autosave, then check that the worker process is alive and nothing went wrong. (A failing
# worker would not stop the move: the app falls back to a default move.)
(cd "$tmp" && exec "${APP[@]}" --game bingolino --lang en --seed 1 2> "$tmp/app.err") &
app=$!  # exec: this is the app's own process
moved=no
for _ in $(seq 60); do
    sleep 0.5
    if "$VENV/bin/python" - "$tmp/data/autosave.json" <<'EOF'
import json, sys
try:
    actions = json.load(open(sys.argv[1]))["actions"]
except (OSError, ValueError, KeyError):
    sys.exit(1)
sys.exit(0 if any(a["player"] == 1 for a in actions) else 1)
EOF
    then moved=yes; break; fi
done
# A killed app leaves its worker and resource-tracker processes behind: freeze the app so it
# starts no more, then end its children and it.
kill -STOP "$app" 2>/dev/null || true
worker=$(ps -o args= --ppid "$app" | grep -c -e '--multiprocessing-fork' || true)
helpers=$(ps -o pid= --ppid "$app" || true)
kill $helpers "$app" 2>/dev/null || true
kill -CONT "$app" 2>/dev/null || true
wait "$app" 2>/dev/null || true
[[ $moved == yes ]] || { echo "build: the computer never moved in the bundle" >&2; exit 1; }
if ((worker != 1)) || grep -E -q 'Traceback|error:' "$tmp/app.err"; then
    echo "build: the worker process did not run ($worker alive):" >&2
    cat "$tmp/app.err" >&2
    exit 1
fi
echo "build: computer move through the worker process ok"
echo "build: dist/bingolino ($(du -sh dist/bingolino | cut -f1)) in $((SECONDS - started)) s"
