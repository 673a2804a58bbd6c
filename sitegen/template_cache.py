"""MkDocs hook: the theme's templates compiled once per process, not once per language.

MkDocs makes a new Jinja environment for every build, and mkdocs-static-i18n runs a build
per language, so each template of the theme (Material's, and ``overrides/``) would be
compiled to Python again for the German pages, and again at every rebuild of ``mkdocs
serve``. This hook gives each environment one in-memory bytecode cache: a template is
compiled once, and compiled again only when its source changes (Jinja checks a hash of the
source before it uses the code it kept), so the pages are the same.
"""

from __future__ import annotations

from typing import Any

from jinja2 import Environment
from jinja2.bccache import Bucket, BytecodeCache
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files


class MemoryBytecodeCache(BytecodeCache):
    """Compiled templates by Jinja's key (the template's name and file), in memory."""

    def __init__(self) -> None:
        self._kept: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        """Give ``bucket`` the code kept for it, if any (Jinja drops it if the source's
        hash differs)."""
        kept = self._kept.get(bucket.key)
        if kept is not None:
            bucket.bytecode_from_string(kept)

    def dump_bytecode(self, bucket: Bucket) -> None:
        """Keep the code Jinja has just compiled."""
        self._kept[bucket.key] = bucket.bytecode_to_string()

    def clear(self) -> None:
        """Forget every compiled template."""
        self._kept.clear()


#: One cache for every build of this process.
CACHE = MemoryBytecodeCache()


def on_env(env: Environment, config: MkDocsConfig, files: Files, **kwargs: Any) -> Environment:
    """Let the build's environment use the process's compiled templates."""
    env.bytecode_cache = CACHE
    return env
