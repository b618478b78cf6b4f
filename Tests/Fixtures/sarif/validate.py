#!/usr/bin/env python3
"""Validates SARIF logs against the SARIF 2.1.0 JSON schema beside this script.

    validate.py FILE...

Exit status: 0 when every file is valid, 1 when one is not (the errors are printed), 3 when the
jsonschema package is missing (pip install -r requirements.txt)."""
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    print("validate.py: the jsonschema package is missing; pip install -r requirements.txt", file=sys.stderr)
    sys.exit(3)

schema = json.loads((pathlib.Path(__file__).parent / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
status = 0
for name in sys.argv[1:]:
    document = json.loads(pathlib.Path(name).read_text(encoding="utf-8"))
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    for error in errors:
        print(f"{name}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
    if errors:
        status = 1
    else:
        print(f"valid {name}")
sys.exit(status)
