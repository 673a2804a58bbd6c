"""The site build: what only ``mkdocs build`` runs, never part of the engine's wheel or of
the browser's engine archive.

The MkDocs hooks (listed in ``mkdocs.yml``) write the engine's tables, sample deals, worked
examples, lab figures and Cotton's edited text into the pages; the libraries beside them
hold the Cotton editions (``cotton_text``, ``cotton_data``, ``cotton_picket``) and the
site-only views of the games (``piquet_comparison``, ``piquet_example_deals``,
``piquet_html``, ``pippip_example_deals``, ``allfours_samples``) and each game's lab page
(``lab_<game id>``, drawn with ``lab_common``).
"""
