"""Packaging: the desktop file and AppStream metainfo validate, the Linux install script puts every
file in place and takes it away again, and the PyInstaller spec bundles the package's data.

The bundle itself is not built here (it takes a minute and a separate venv): .ci/run builds it with
packaging/build-bundle.sh after the tests pass, and runs it headless.
"""

from __future__ import annotations

import ast
import configparser
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from paigow_desktop import APP_ID, APP_NAME, __version__

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = None

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
DESKTOP_FILE = LINUX / f"{APP_ID}.desktop"
METAINFO_ID = "io.github.paigow_desktop.PaiGowDesktop"
METAINFO_FILE = LINUX / f"{METAINFO_ID}.metainfo.xml"
INSTALL_SH = LINUX / "install.sh"
SPEC = PACKAGING / "paigow-desktop.spec"
ICONS = ROOT / "resources" / "icons" / "hicolor"
ICON_SIZES = sorted(p.parent.parent.name for p in ICONS.glob(f"*x*/apps/{APP_ID}.png"))


def tool(name: str) -> str:
    """The path of a command-line tool, or skip the test saying which Debian package has it."""
    path = shutil.which(name)
    if path is None:
        package = {"desktop-file-validate": "desktop-file-utils", "appstreamcli": "appstream"}[name]
        pytest.skip(f"{name} is not installed (Debian package {package}; .ci/run installs it)")
    return path


def run(*args: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args], capture_output=True, text=True, timeout=120, env=env, check=False
    )


def desktop_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def files_under(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if not p.is_dir())


# ------------------------------------------------------------------ the desktop file


def test_desktop_file_validates() -> None:
    result = run(tool("desktop-file-validate"), DESKTOP_FILE)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout + result.stderr == "", "desktop-file-validate has remarks:\n" + result.stdout


def test_desktop_file_matches_the_app() -> None:
    """The file is named what the app calls itself (setDesktopFileName, the Wayland app id, WM_CLASS)."""
    entry = desktop_entry(DESKTOP_FILE)
    assert DESKTOP_FILE.name == f"{APP_ID}.desktop"
    assert entry["Type"] == "Application"
    assert entry["Name"] == APP_NAME
    assert entry["Exec"] == APP_ID
    assert entry["Icon"] == APP_ID
    assert entry["StartupWMClass"] == APP_ID
    assert entry["Categories"].split(";")[0] == "Game"
    assert entry["GenericName"] and entry["Comment"] and entry["Keywords"]


# ------------------------------------------------------------------ the AppStream metainfo


def test_metainfo_validates() -> None:
    result = run(tool("appstreamcli"), "validate", "--no-net", "--strict", METAINFO_FILE)
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_matches_the_app() -> None:
    component = ET.parse(METAINFO_FILE).getroot()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == METAINFO_ID
    assert component.findtext("name") == APP_NAME
    launchable = component.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP_FILE.name
    assert component.findtext("provides/binary") == APP_ID
    rating = component.find("content_rating")
    assert rating is not None and rating.get("type", "").startswith("oars-")
    # The newest release is this version: bump both together.
    releases = component.findall("releases/release")
    assert releases, "the metainfo lists no release"
    assert releases[0].get("version") == __version__
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date", ""))


# ------------------------------------------------------------------ packaging/linux/install.sh


def install(*args: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    result = run("bash", INSTALL_SH, *args, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    return result


def test_there_are_icons_to_install() -> None:
    assert ICON_SIZES, f"no icons under {ICONS}: run tools/make_icons.py"
    assert {"16x16", "32x32", "48x48", "256x256"} <= set(ICON_SIZES)


def test_install_into_a_prefix_and_uninstall(tmp_path: Path) -> None:
    prefix = tmp_path / "prefix"
    install("--prefix", prefix)
    install("--prefix", prefix)  # a second install over the first is fine
    share = prefix / "share"

    desktop = share / "applications" / DESKTOP_FILE.name
    metainfo = share / "metainfo" / METAINFO_FILE.name
    assert desktop.read_bytes() == DESKTOP_FILE.read_bytes()
    assert metainfo.read_bytes() == METAINFO_FILE.read_bytes()
    for size in ICON_SIZES:
        icon = share / "icons" / "hicolor" / size / "apps" / f"{APP_ID}.png"
        assert icon.read_bytes() == (ICONS / size / "apps" / f"{APP_ID}.png").read_bytes(), size
    ours = {desktop, metainfo} | {share / "icons/hicolor" / s / "apps" / f"{APP_ID}.png" for s in ICON_SIZES}
    caches = {"mimeinfo.cache", "icon-theme.cache"}
    assert {p for p in files_under(prefix) if p.name not in caches} == ours
    assert not (prefix / "bin").exists() and not (prefix / "lib").exists()  # no --bundle, no program

    if shutil.which("appstreamcli"):  # the installed tree: metainfo, and the desktop file it launches
        result = run("appstreamcli", "validate-tree", "--no-net", prefix)
        assert result.returncode == 0, result.stdout + result.stderr

    install("--prefix", prefix, "--uninstall")
    assert files_under(prefix) == []
    assert not (prefix / "share").exists()


def test_install_for_the_user(tmp_path: Path) -> None:
    """The default: ~/.local/share, or $XDG_DATA_HOME (conftest points both into a temp folder)."""
    home = tmp_path / "home"
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data")}
    install(env=env)
    data = home / "data"
    assert (data / "applications" / DESKTOP_FILE.name).is_file()
    assert (data / "metainfo" / METAINFO_FILE.name).is_file()
    for size in ICON_SIZES:
        assert (data / "icons" / "hicolor" / size / "apps" / f"{APP_ID}.png").is_file()
    install("--uninstall", env=env)
    assert files_under(home) == []

    env.pop("XDG_DATA_HOME")
    install("--user", env=env)
    assert (home / ".local" / "share" / "applications" / DESKTOP_FILE.name).is_file()
    install("--user", "--uninstall", env=env)
    assert files_under(home) == []


def test_install_with_the_bundle(tmp_path: Path) -> None:
    """--bundle copies the PyInstaller folder, links bin/paigow-desktop and runs it by full path."""
    bundle = tmp_path / "dist" / APP_ID
    (bundle / "_internal").mkdir(parents=True)
    program = bundle / APP_ID
    program.write_text('#!/bin/sh\necho bundled "$@"\n')
    program.chmod(0o755)
    prefix = tmp_path / "prefix"

    install("--prefix", prefix, "--bundle", bundle)
    link = prefix / "bin" / APP_ID
    assert link.is_symlink() and link.resolve() == (prefix / "lib" / APP_ID / APP_ID).resolve()
    assert run(link, "--version").stdout == "bundled --version\n"
    entry = desktop_entry(prefix / "share" / "applications" / DESKTOP_FILE.name)
    assert entry["Exec"] == entry["TryExec"] == str(link)
    if shutil.which("desktop-file-validate"):
        result = run("desktop-file-validate", prefix / "share" / "applications" / DESKTOP_FILE.name)
        assert result.returncode == 0 and result.stdout == "", result.stdout

    install("--prefix", prefix, "--uninstall")
    assert files_under(prefix) == []
    assert program.is_file(), "the bundle the install was made from is left alone"


def test_install_refuses_what_it_does_not_know(tmp_path: Path) -> None:
    assert run("bash", INSTALL_SH, "--frobnicate").returncode == 2
    assert run("bash", INSTALL_SH, "--prefix").returncode == 2
    not_a_bundle = tmp_path / "empty"
    not_a_bundle.mkdir()
    result = run("bash", INSTALL_SH, "--prefix", tmp_path / "p", "--bundle", not_a_bundle)
    assert result.returncode == 2 and "build-bundle.sh" in result.stderr
    assert not (tmp_path / "p").exists()


def test_uninstall_leaves_other_apps_alone(tmp_path: Path) -> None:
    prefix = tmp_path / "prefix"
    other = prefix / "share" / "icons" / "hicolor" / "48x48" / "apps" / "other-app.png"
    other.parent.mkdir(parents=True)
    other.write_bytes(b"png")
    install("--prefix", prefix)
    install("--prefix", prefix, "--uninstall")
    assert files_under(prefix) == [other]


# ------------------------------------------------------------------ the PyInstaller spec


def spec_package_data() -> list[str]:
    """PACKAGE_DATA as the spec assigns it (a literal list)."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "PACKAGE_DATA" for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            assert isinstance(value, list)
            return value
    raise AssertionError(f"{SPEC.name} assigns no PACKAGE_DATA list")


def test_spec_bundles_the_package_data() -> None:
    patterns = spec_package_data()
    assert "help/*.md" in patterns
    package = ROOT / "paigow_desktop"
    # Every file the package carries besides its code matches a pattern the spec bundles
    # (the .ts translation sources are compiled into the .qm files the app loads).
    data_files = [
        p.relative_to(package)
        for p in files_under(package)
        if p.suffix not in (".py", ".pyc", ".ts") and p.name != "py.typed" and "__pycache__" not in p.parts
    ]
    assert data_files, "the package has no data files: is help/rules.md gone?"
    for path in data_files:
        assert any(path.match(pattern) for pattern in patterns), f"{path} is not bundled by {SPEC.name}"
    for pattern in patterns:
        assert list(package.glob(pattern)), f"{pattern} in {SPEC.name} matches nothing"


@pytest.mark.skipif(tomllib is None, reason="reading pyproject.toml needs tomllib (Python 3.11+)")
def test_spec_and_pyproject_agree_on_package_data() -> None:
    assert tomllib is not None
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    declared = set(pyproject["tool"]["setuptools"]["package-data"]["paigow_desktop"]) - {"py.typed"}
    assert declared <= set(spec_package_data())
    bundle_extra = pyproject["project"]["optional-dependencies"]["bundle"]
    assert any(requirement.startswith("pyinstaller") for requirement in bundle_extra)


def test_spec_starts_the_app_through_the_launcher() -> None:
    spec = SPEC.read_text(encoding="utf-8")
    assert '"launcher.py"' in spec and f'NAME = "{APP_ID}"' in spec
    launcher = ast.parse((PACKAGING / "launcher.py").read_text(encoding="utf-8"))
    imports = [n for n in ast.walk(launcher) if isinstance(n, ast.ImportFrom)]
    assert any(n.module == "paigow_desktop.__main__" and n.names[0].name == "main" for n in imports)
    # The icons are bundled too, and nothing is compressed with UPX.
    assert '"icons"' in spec and "upx=True" not in spec


# ------------------------------------------------------------------ the scripts and other platforms


@pytest.mark.parametrize(
    "script",
    ["build-bundle.sh", "linux/install.sh", "macos/build-app.sh"],
)
def test_scripts_parse(script: str) -> None:
    result = run("bash", "-n", PACKAGING / script)
    assert result.returncode == 0, result.stderr


def test_windows_installer_version_and_paths() -> None:
    iss = (PACKAGING / "windows" / "paigow-desktop.iss").read_text(encoding="utf-8")
    assert f'#define AppVersion "{__version__}"' in iss
    assert r'Source: "..\..\dist\paigow-desktop\*"' in iss
    assert r"SetupIconFile=..\..\build\paigow-desktop.ico" in iss
    assert 'ROOT / "build" / f"{NAME}.ico"' in SPEC.read_text(encoding="utf-8")


def test_ci_builds_the_bundle_after_the_tests() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert ci.index("make test") < ci.index("packaging/build-bundle.sh")
