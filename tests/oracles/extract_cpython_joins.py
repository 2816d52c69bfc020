# Extracts the urljoin assertions of a CPython release's own Lib/test/test_urlparse.py: every
# call of UrlParseTestCase.checkJoin, run as the suite runs it, recorded as JSON lines
# {"base", "url", "expected"} (3.x's checkJoin also asserts the reference after an
# urlunsplit(urlsplit()) round trip: that pair is recorded too, with "roundtrip": true).
#
#   python3.X tests/oracles/extract_cpython_joins.py [path/to/test_urlparse.py] > out.jsonl
#
# Without a path, the interpreter's own test module is used.
import os
import json
import sys
import unittest

if len(sys.argv) > 1:
    import importlib.util
    spec = importlib.util.spec_from_file_location("test_urlparse", sys.argv[1])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
else:
    from test import test_urlparse as module

try:
    from urllib.parse import urlsplit, urlunsplit
except ImportError:
    from urlparse import urlsplit, urlunsplit

import inspect

# Only a checkJoin that makes the round-trip assertion (3.13.0 here) has its pairs recorded.
ROUNDTRIP = "urlunsplit" in inspect.getsource(module.UrlParseTestCase.checkJoin)
rows = []
seen = set()


def record(base, url, expected, roundtrip=False):
    key = (base, url, expected)
    if key not in seen:
        seen.add(key)
        row = {"base": base, "url": url, "expected": expected}
        if roundtrip:
            row["roundtrip"] = True
        rows.append(row)


def check_join(self, base, relurl, expected, *args, **kwargs):
    if isinstance(base, bytes) and str is not bytes:
        return
    record(base, relurl, expected)
    if ROUNDTRIP and kwargs.get("relroundtrip", True):
        record(base, urlunsplit(urlsplit(relurl)), expected, True)


module.UrlParseTestCase.checkJoin = check_join
suite = unittest.defaultTestLoader.loadTestsFromTestCase(module.UrlParseTestCase)
names = [t._testMethodName for t in suite]
join_tests = [t for t in suite if "join" in t._testMethodName.lower()
              or t._testMethodName.startswith("test_RFC")]
unittest.TextTestRunner(stream=open(os.devnull, "w")).run(unittest.TestSuite(join_tests))
for row in rows:
    sys.stdout.write(json.dumps(row, sort_keys=True) + "\n")
