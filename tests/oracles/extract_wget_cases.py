#!/usr/bin/env python3
"""Extracts GNU Wget's own cases for its merge and path simplification from src/url.c at
v1.21.3 (GPL-3.0-or-later; see tests/data/wget/README.md) as JSON lines:

* path-simplify-1.21.3.jsonl: every row of `test_path_simplify` {"path", "result", "scheme",
  "modified"};
* uri-merge-1.21.3.jsonl: every example in `uri_merge`'s comments, `uri_merge("base", "link")
  -> "result"`, {"base", "link", "result"}.

    git -C wget show v1.21.3:src/url.c | extract_wget_cases.py tests/data/wget
"""
import json
import os
import re
import sys

source = sys.stdin.read()
out = sys.argv[1]
table = source[source.index("test_path_simplify (void)"):]
table = table[:table.index("};")]
with open(os.path.join(out, "path-simplify-1.21.3.jsonl"), "w") as f:
    for path, result, scheme, modified in re.findall(
            r'\{\s*"([^"]*)",\s*"([^"]*)",\s*SCHEME_(\w+),\s*(true|false)\s*\}', table):
        f.write(json.dumps({"path": path, "result": result, "scheme": scheme.lower(),
                            "modified": modified == "true"}) + "\n")
merge = source[source.index("uri_merge (const char *base, const char *link)"):]
merge = merge[:merge.index("\n}\n")]
with open(os.path.join(out, "uri-merge-1.21.3.jsonl"), "w") as f:
    for base, link, result in re.findall(
            r'uri_merge\("([^"]*)",\s*"([^"]*)"\)\s*->\s*"([^"]*)"', merge):
        f.write(json.dumps({"base": base, "link": link, "result": result}) + "\n")
