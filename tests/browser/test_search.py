"""Search in a real browser: each language searches its own pages."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Page

pytestmark = pytest.mark.browser


def search(page: Page, url: str, query: str) -> list[str]:
    """Type ``query`` into Material's search box and return the result links' paths."""
    page.goto(url)
    box = page.locator("input.md-search__input")
    box.click()
    box.press_sequentially(query)
    page.wait_for_selector(".md-search-result__item a", timeout=90_000)
    links = page.locator(".md-search-result__item a").evaluate_all(
        "links => links.map(a => a.href)")
    return [urlparse(link).path for link in links]


def test_german_pages_find_german_words_and_only_german_pages(page: Page, base_url: str
                                                             ) -> None:
    paths = search(page, base_url + "de/rules/", "Trumpffarbe")
    assert paths and all(p.startswith("/de/") for p in paths), paths
    assert "/de/rules/" in paths
    # Cotton's English words are on the German pages too; still only German pages come up
    paths = search(page, base_url + "de/rules/", "Trumps")
    assert paths and all(p.startswith("/de/") for p in paths), paths


def test_english_pages_find_only_english_pages(page: Page, base_url: str, site: Path) -> None:
    paths = search(page, base_url + "rules/", "trumps")
    assert paths and not any(p.startswith("/de/") for p in paths), paths
    assert "/rules/" in paths
    # a German word in a result comes only from an English page that has it (a glossary
    # giving the German term), never from a German page's text
    german: list[str] = page.locator(".md-search-result__item a").evaluate_all(
        "links => links.filter(a => a.textContent.includes('Trumpf'))"
        ".map(a => new URL(a.href).pathname)")
    for path in german:
        assert not path.startswith("/de/"), path
        shown = (site / path.lstrip("/") / "index.html").read_text(encoding="utf-8")
        assert "Trumpf" in shown, path


def test_a_german_result_opens_the_german_page(page: Page, base_url: str) -> None:
    search(page, base_url + "de/", "Karo-Sieben")
    page.locator(".md-search-result__item a").first.click()
    page.wait_for_load_state()
    assert urlparse(page.url).path.startswith("/de/")
    assert page.locator("html").get_attribute("lang") == "de"
