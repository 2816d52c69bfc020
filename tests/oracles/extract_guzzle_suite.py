#!/usr/bin/env python3
"""Extracts the rows of guzzle/psr7's tests/UriResolverTest.php `getResolveTestCases` (MIT, see
tests/data/guzzle/README.md) as JSON lines {"base", "rel", "expected"}: `testResolveUri`
asserts `(string) UriResolver::resolve(new Uri(base), new Uri(rel)) === expected`.

    git -C guzzle-psr7 show 2.4.5:tests/UriResolverTest.php | extract_guzzle_suite.py
"""
import json
import re
import sys

source = sys.stdin.read()
base = re.search(r"RFC3986_BASE = '([^']*)'", source).group(1)
start = source.index("function getResolveTestCases")
body = source[start:source.index("];", start)]
value = r"(self::RFC3986_BASE|'[^'\\]*')"
rows = 0
for m in re.finditer(rf"^\s*\[{value},\s*{value},\s*{value}\],", body, re.M):
    b, rel, expected = (base if v == "self::RFC3986_BASE" else v[1:-1] for v in m.groups())
    print(json.dumps({"base": b, "rel": rel, "expected": expected}))
    rows += 1
print(f"{rows} rows", file=sys.stderr)
