#!/usr/bin/env python3
"""Extracts the resolution assertions of OkHttp's HttpUrlTest.java (Apache-2.0, see
tests/data/okhttp/README.md) as JSON lines: {"test", "base", "reference", "asserted", "null"}:
`assertEquals(parse("E"), base.resolve("R"))` gives `asserted` E (an HttpUrl, compared by its
text once parsed), `assertEquals("E", url.resolve("R").toString())` the text E itself, and
`assertNull(base.resolve("R"))` `null` true. The base is the test's `HttpUrl base = parse("B")`
(or `url`). Java string escapes (`\\\\`, `\\u0001`) are read.

    git -C okhttp show parent-3.13.1:okhttp-tests/src/test/java/okhttp3/HttpUrlTest.java \\
        | python3 tests/oracles/extract_okhttp_suite.py

Each `asserted` is then written as OkHttp 3.13.1 writes it (`HttpUrl.get(E).toString()`, the
text `assertEquals` compares), by tests/oracles/OkHttpResolve.java's `canonical` mode, into
`expected`:

    ... | python3 tests/oracles/extract_okhttp_suite.py --canonical
"""
import json
import re
import subprocess
import sys

source = sys.stdin.read()
STRING = r'"((?:[^"\\]|\\.)*)"'


def java(text):
    """A Java string literal's value."""
    return re.sub(r'\\u([0-9a-fA-F]{4})|\\(.)',
                  lambda m: chr(int(m.group(1), 16)) if m.group(1) else
                  {"n": "\n", "t": "\t", "r": "\r", "f": "\f"}.get(m.group(2), m.group(2)), text)


rows = []
for method in re.finditer(r'@Test public void (\w+)\(\)[^{]*\{(.*?)\n  \}', source, re.S):
    name, body = method.group(1), method.group(2)
    variables = {}
    # A comment after a statement's `;` goes; statements are cut at each `;` ending a line.
    body = "\n".join(re.sub(r';\s*//[^;]*$', ';', line) for line in body.splitlines())
    for statement in re.split(r';\s*\n', body):
        statement = " ".join(line.strip() for line in statement.strip().splitlines()).rstrip(";")
        m = re.fullmatch(r'HttpUrl (\w+) = parse\(' + STRING + r'\)', statement)
        if m:
            variables[m.group(1)] = java(m.group(2))
            continue
        m = re.fullmatch(r'assertEquals\(parse\(' + STRING + r'\), (\w+)\.resolve\(' + STRING + r'\)\)', statement)
        if m and m.group(2) in variables:
            rows.append({"test": name, "base": variables[m.group(2)], "reference": java(m.group(3)),
                         "asserted": java(m.group(1)), "null": False})
            continue
        m = re.fullmatch(r'assertEquals\(' + STRING + r', (\w+)\.resolve\(' + STRING + r'\)\.toString\(\)\)', statement)
        if m and m.group(2) in variables:
            rows.append({"test": name, "base": variables[m.group(2)], "reference": java(m.group(3)),
                         "asserted": java(m.group(1)), "null": False})
            continue
        m = re.fullmatch(r'assertNull\((\w+)\.resolve\(' + STRING + r'\)\)', statement)
        if m and m.group(1) in variables:
            rows.append({"test": name, "base": variables[m.group(1)], "reference": java(m.group(2)),
                         "asserted": None, "null": True})
            continue
        m = re.fullmatch(r'assertEquals\(expected, parse\(' + STRING + r'\)\.resolve\(' + STRING + r'\)\)', statement)
        if m and "expected" in variables:
            rows.append({"test": name, "base": java(m.group(1)), "reference": java(m.group(2)),
                         "asserted": variables["expected"], "null": False})

if "--canonical" in sys.argv:
    wanted = [row for row in rows if not row["null"]]
    lines = "".join(json.dumps([row["asserted"], ""]) + "\n" for row in wanted)
    out = subprocess.run(
        ["java", "-cp", "/usr/share/java/okhttp.jar:/usr/share/java/okio.jar",
         "tests/oracles/OkHttpResolve.java", "canonical"],
        input=lines, capture_output=True, text=True, check=True).stdout.splitlines()
    assert json.loads(out[0])["version"] == "3.13.1", out[0]
    for row, answer in zip(wanted, out[1:]):
        row["expected"] = json.loads(answer)["ok"]

for row in rows:
    print(json.dumps(row, ensure_ascii=False))
print(f"{len(rows)} rows", file=sys.stderr)
