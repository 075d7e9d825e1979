"""Shared test setup: every test gets a cache folder of its own."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _own_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The batch commands' cache goes to a fresh folder: no test sees another's results."""
    folder = tmp_path_factory.mktemp("scryc-cache")
    monkeypatch.setenv("SCRYC_CACHE_DIR", str(folder))
    return folder
