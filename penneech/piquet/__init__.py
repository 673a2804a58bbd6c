"""Piquet: rule options, presets and the rules engine (see the modules for each rule)."""
