# Reads JSON lines [base, reference] and writes one JSON line per pair: {"ok": urljoin(base,
# reference)} or {"error": "ValueError: ..."}. Runs on Python 2.7 (byte strings, as the profile
# models 2.7) and 3.x. The first line written is the interpreter's version.
import json
import sys

try:
    from urllib.parse import urljoin
    PY2 = False
except ImportError:
    from urlparse import urljoin
    PY2 = True

sys.stdout.write(json.dumps({"version": "%d.%d.%d" % sys.version_info[:3]}) + "\n")
for line in sys.stdin:
    base, reference = json.loads(line)
    if PY2:
        base, reference = base.encode("utf-8"), reference.encode("utf-8")
    try:
        result = urljoin(base, reference)
        if PY2:
            result = result.decode("utf-8")
        out = {"ok": result}
    except ValueError as error:
        out = {"error": "ValueError: %s" % (error,)}
    sys.stdout.write(json.dumps(out) + "\n")
    sys.stdout.flush()
