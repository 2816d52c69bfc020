#!/usr/bin/env python3
"""Extracts the `URI.merge` rows of Elixir's lib/elixir/test/elixir/uri_test.exs (Apache-2.0,
see tests/data/elixir/README.md) as JSON lines: {"test", "base", "rel", "expected"} where the
suite compares `to_string(URI.merge(base, rel))` with a text, or {"test", "base", "rel",
"error"} where it asserts an exception's message. A base or reference the suite writes as a
struct is written as the text that parses to it: `URI.new!("/foo")` as `/foo`, `%URI{}` as
``, `%URI{fragment: "f"}` as `#f`.

    git -C elixir show v1.14.0:lib/elixir/test/elixir/uri_test.exs | extract_elixir_suite.py
"""
import json
import re
import sys

source = sys.stdin.read()
rows = []


def text(term, variables):
    """The text a term of the suite stands for."""
    term = term.strip()
    if term in variables:
        return variables[term]
    m = re.fullmatch(r'(?:URI\.new!|URI\.parse)\((.+)\)', term)
    if m:
        return text(m.group(1), variables)
    if term == "%URI{}":
        return ""
    m = re.fullmatch(r'%URI\{fragment: "([^"]*)"\}', term)
    if m:
        return "#" + m.group(1)
    m = re.fullmatch(r'"([^"]*)"', term)
    if m:
        return m.group(1)
    raise ValueError(f"unread term: {term}")


for test in re.finditer(r'\n( *)test "([^"]*merge[^"]*)" do\n(.*?)\n\1end\n', source, re.S):
    name, body = test.group(2), test.group(3)
    variables = {}
    # One statement per assignment or assertion, joined across the suite's line breaks.
    statements = re.split(r'\n\s*\n|\n(?=\s*(?:assert|base|page_url|image_url)\b)', body)
    for statement in statements:
        statement = " ".join(line.strip() for line in statement.strip().splitlines())
        m = re.fullmatch(r'(\w+) = (.+)', statement)
        if m and not statement.startswith("assert"):
            variables[m.group(1)] = text(m.group(2), variables)
            continue
        m = re.fullmatch(r'assert_raise ArgumentError, "([^"]*)", fn -> URI\.merge\(("[^"]*"), ("[^"]*")\) end', statement)
        if m:
            rows.append({"test": name, "base": text(m.group(2), variables),
                         "rel": text(m.group(3), variables), "error": m.group(1)})
            continue
        m = re.fullmatch(r'assert URI\.merge\((.+?), ((?:URI\.new!\()?[^,]+?\)?)\) \|> to_string ==\s*"([^"]*)"', statement)
        if m:
            rows.append({"test": name, "base": text(m.group(1), variables),
                         "rel": text(m.group(2), variables), "expected": m.group(3)})
            continue
        if "URI.merge" in statement:
            raise ValueError(f"unread statement: {statement}")

for row in rows:
    print(json.dumps(row, ensure_ascii=False))
print(f"{len(rows)} rows", file=sys.stderr)
