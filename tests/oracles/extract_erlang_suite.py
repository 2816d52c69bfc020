#!/usr/bin/env python3
"""Extracts the resolution rows of Erlang/OTP's lib/stdlib/test/uri_string_SUITE.erl
(Apache-2.0, see tests/data/erlang/README.md) as JSON lines: {"test", "base", "rel",
"expected"} where the suite matches `uri_string:resolve(Rel, Base)` against a text, or
{"test", "base", "rel", "error"} where it matches an error tuple (as `~0tp` prints it). A base
given as a map (`#{}`) is no text and is left out.

    python3 tests/oracles/extract_erlang_suite.py < uri_string_SUITE.erl
"""
import json
import re
import sys

source = "\n" + sys.stdin.read()
rows = []
TEXT = r'(?:<<"([^"]*)">>|"([^"]*)")'
# Each test's body runs to the blank line after it.
for test in re.finditer(r'\n(resolve_\w+)\(_Config\) ->\n(.*?)(?=\n\n)', source + "\n\n", re.S):
    name, body = test.group(1), test.group(2)
    base_uri = re.search(r'BaseURI = <<"([^"]*)">>', body)
    for line in body.splitlines():
        m = re.search(r'^\s*(?:' + TEXT + r'|(\{error,\w+,[^}]*\})) = uri_string:resolve\('
                      + TEXT + r', (?:BaseURI|' + TEXT + r'|#\{\})\)', line)
        if not m:
            continue
        if "#{}" in line:
            continue
        expected = m.group(1) if m.group(1) is not None else m.group(2)
        rel = m.group(4) if m.group(4) is not None else m.group(5)
        base = m.group(6) if m.group(6) is not None else m.group(7)
        if base is None:
            base = base_uri.group(1)
        row = {"test": name, "base": base, "rel": rel}
        if m.group(3):
            # `""` is the empty list, which ~0tp prints `[]`.
            row["error"] = m.group(3).replace(',""}', ',[]}')
        else:
            row["expected"] = expected
        rows.append(row)

for row in rows:
    print(json.dumps(row, ensure_ascii=False))
print(f"{len(rows)} rows", file=sys.stderr)
