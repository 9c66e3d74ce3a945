"""Package discovery (the metadata is in pyproject.toml).

Every sub-package of bingolino_app is found automatically; resources/ and i18n/ live at the top
of the repository and are installed inside the package as bingolino_app/resources and
bingolino_app/i18n (bingolino_app/paths.py finds either layout).
"""

from setuptools import find_packages, setup

DATA_PACKAGES = {"bingolino_app.resources": "resources", "bingolino_app.i18n": "i18n"}
PACKAGES = find_packages(include=["bingolino_app", "bingolino_app.*"]) + list(DATA_PACKAGES)

if __name__ == "__main__":
    setup(packages=PACKAGES, package_dir=DATA_PACKAGES)
