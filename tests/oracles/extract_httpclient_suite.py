#!/usr/bin/env python3
"""Extracts the `URIUtils.resolve(this.baseURI, "R")` assertions of Apache HttpClient's
TestURIUtils.java (Apache-2.0, see tests/data/httpclient/README.md) as JSON lines: {"test",
"base", "reference", "expected"}, `base` being the test's `baseURI` field.

    git -C httpcomponents-client show rel/v4.5.14:httpclient/src/test/java/org/apache/http/client/utils/TestURIUtils.java \\
        | extract_httpclient_suite.py > tests/data/httpclient/TestURIUtils-4.5.14.jsonl
    git -C httpcomponents-client show rel/v5.2.1:httpclient5/src/test/java/org/apache/hc/client5/http/utils/TestURIUtils.java \\
        | extract_httpclient_suite.py > tests/data/httpclient/TestURIUtils-5.2.1.jsonl
"""
import json
import re
import sys

source = sys.stdin.read()
base = re.search(r'URI baseURI = URI\.create\("([^"]*)"\)', source).group(1)
rows = []
# Each test method's name, then its assertions, a statement joined across its lines.
for method in re.finditer(r'public void (\w+)\(\)[^{]*\{(.*?)\n    \}', source, re.S):
    body = re.sub(r'\s*\n\s*', ' ', method.group(2))
    for expected, reference in re.findall(
            r'assertEquals\("([^"]*)",\s*URIUtils\.resolve\(this\.baseURI,\s*"([^"]*)"\)', body):
        rows.append({"test": method.group(1), "base": base, "reference": reference,
                     "expected": expected})

for row in rows:
    print(json.dumps(row, ensure_ascii=False))
print(f"{len(rows)} rows", file=sys.stderr)
