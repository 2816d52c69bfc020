# Reads JSON lines [base, reference] and writes one JSON line per pair: where Python connects
# for urljoin(base, reference) as it parses that result itself (urlsplit's scheme, .hostname,
# .port, and the user information before the netloc's last "@"):
# {"url": ..., "ok": {"scheme", "host", "port", "userinfo"}}, or {"url": ..., "error": ...}
# where .port raises, or {"error": ...} where urljoin raises. Runs on Python 2.7 (byte
# strings, as the profile models 2.7) and 3.x. The first line written is the interpreter's
# version.
import json
import sys

try:
    from urllib.parse import urljoin, urlsplit
    PY2 = False
except ImportError:
    from urlparse import urljoin, urlsplit
    PY2 = True


def text(value):
    return value.decode("utf-8") if PY2 and isinstance(value, bytes) else value


sys.stdout.write(json.dumps({"version": "%d.%d.%d" % sys.version_info[:3]}) + "\n")
for line in sys.stdin:
    base, reference = json.loads(line)
    if PY2:
        base, reference = base.encode("utf-8"), reference.encode("utf-8")
    try:
        url = urljoin(base, reference)
    except ValueError as error:
        sys.stdout.write(json.dumps({"error": "ValueError: %s" % (error,)}) + "\n")
        continue
    try:
        split = urlsplit(url)
        userinfo, at, _ = split.netloc.rpartition(b"@" if PY2 else "@")
        out = {
            "scheme": text(split.scheme),
            "host": text(split.hostname),
            "port": split.port,
            "userinfo": text(userinfo) if at else None,
        }
        sys.stdout.write(json.dumps({"url": text(url), "ok": out}) + "\n")
    except ValueError as error:
        sys.stdout.write(json.dumps({"url": text(url), "error": "ValueError: %s" % (error,)}) + "\n")
    sys.stdout.flush()
