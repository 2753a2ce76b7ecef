#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema (draft 2020-12), and the schema itself.

Usage: validate-json.py SCHEMA FILE...  Exit status 0 when the schema is valid and every file conforms.
scripts/setup.sh installs `jsonschema` into .tools/venv.
"""
import json
import sys

import jsonschema


def main(schema_path, paths):
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failed = 0
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        for error in errors[:20]:
            location = "/".join(str(p) for p in error.path) or "(root)"
            print(f"{path}: {location}: {error.message}")
        if errors:
            failed += 1
        else:
            print(f"{path}: valid")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
