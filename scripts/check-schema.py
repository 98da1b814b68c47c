#!/usr/bin/env python3
"""Validates the example specs against docs/layout-spec.schema.json (JSON Schema 2020-12).

Usage: scripts/check-schema.py [SPEC.json ...]   (default: every spec under Examples/)
Needs the jsonschema module (Debian: python3-jsonschema). Exits 1 naming each invalid place.
"""
import json
import pathlib
import sys

import jsonschema

root = pathlib.Path(__file__).resolve().parent.parent
schema = json.loads((root / "docs/layout-spec.schema.json").read_text())
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

paths = [pathlib.Path(p) for p in sys.argv[1:]] or sorted(
    p for p in (root / "Examples").rglob("*.json") if "screens" in json.loads(p.read_text())
)
failures = 0
for path in paths:
    errors = sorted(validator.iter_errors(json.loads(path.read_text())), key=lambda e: list(e.absolute_path))
    for error in errors:
        where = ".".join(str(part) for part in error.absolute_path) or "(root)"
        print(f"{path}: {where}: {error.message[:300]}")
    failures += len(errors)
    if not errors:
        print(f"{path}: valid")
sys.exit(1 if failures else 0)
