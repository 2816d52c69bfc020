#!/usr/bin/env python3
"""Extracts the resolution rows of ruby/uri's test/uri/test_generic.rb (the uri library Ruby
3.1 ships, 0.11.0; BSD-2-Clause, see tests/data/ruby/README.md) as JSON lines:
{"test", "base", "references", "expected", "equal"}. `references` are merged in turn
(`URI.join(a, b, c)` is `(a + b) + c`); `equal` is "to_s" where the suite compares
`url.to_s` with a string and "==" where it compares URI objects (`URI#==`: each normalized).

    git -C ruby-uri show v0.11.0:test/uri/test_generic.rb | extract_ruby_suite.py
"""
import json
import re
import sys

source = sys.stdin.read()
rows = []


def body(name):
    start = source.index(f"  def {name}\n")
    return source[start:source.index("\n  end\n", start)]


# test_rfc3986_examples: `url = @base_url.merge('R')` then `assert_equal('E', url.to_s)`.
base_url = re.search(r"@url = '([^']*)'", source).group(1)
for m in re.finditer(r"url = @base_url\.merge\('([^']*)'\)\n(?:.*\n)*?\s*assert_equal\('([^']*)', url\.to_s\)",
                     body("test_rfc3986_examples")):
    rows.append({"test": "test_rfc3986_examples", "base": base_url, "references": [m.group(1)],
                 "expected": m.group(2), "equal": "to_s"})

merge = body("test_merge")
# The table: uN => { 'R' => 'E', ... }, with uN = URI.parse('B').
bases = dict(re.findall(r"(u\d) = URI\.parse\('([^']*)'\)", merge.split("}.each")[0]))
for name, table in re.findall(r"(u\d) => \{\n((?:\s*'[^']*'\s*=> '[^']*',\n)+)", merge):
    for reference, expected in re.findall(r"'([^']*)'\s*=> '([^']*)'", table):
        rows.append({"test": "test_merge", "base": bases[name], "references": [reference],
                     "expected": expected, "equal": "=="})
# `url = URI.parse('B') + 'R'` then `assert_equal('E', url.to_s)`.
for base, reference, expected in re.findall(
        r"url = URI\.parse\('([^']*)'\) \+ '([^']*)'\n(?:\s*#.*\n)?\s*assert_equal\('([^']*)', url\.to_s", merge):
    rows.append({"test": "test_merge", "base": base, "references": [reference],
                 "expected": expected, "equal": "to_s"})
# `u0 = URI.parse('E')` then `u1 = URI.parse('B') + 'R'` and `assert_equal(u0, u1...)`.
for expected, base, reference in re.findall(
        r"u0 = URI\.parse\('([^']*)'\)\n\s*u1 = URI\.parse\('([^']*)'\) \+ '([^']*)'\n\s*assert_equal\(u0, u1", merge):
    rows.append({"test": "test_merge", "base": base, "references": [reference],
                 "expected": expected, "equal": "=="})

# test_join: `assert_equal(URI.parse('E'), URI.join('B', 'R', ...))`.
for expected, args in re.findall(r"assert_equal\(URI\.parse\('([^']*)'\), URI\.join\(([^)]*)\)\)",
                                 body("test_join")):
    args = re.findall(r"'([^']*)'", args)
    if len(args) >= 2:
        rows.append({"test": "test_join", "base": args[0], "references": args[1:],
                     "expected": expected, "equal": "=="})

for row in rows:
    print(json.dumps(row, ensure_ascii=False))
print(f"{len(rows)} rows", file=sys.stderr)
