# Reads JSON lines [base, reference] and writes one JSON line per pair: {"ok": urljoin(base,
# reference)} or {"error": "ValueError: ..."}. With `--connects`, where Python connects for that
# result instead, as it parses it itself (urlsplit's scheme, .hostname, .port, and the user
# information before the netloc's last "@"): {"url", "ok": {"scheme", "host", "port",
# "userinfo"}}, or {"url", "error"} where .port raises. Runs on Python 2.7 (byte strings, as the
# profile models 2.7) and 3.x. The first line written is the interpreter's version.
import json
import sys

try:
    from urllib.parse import urljoin, urlsplit
    PY2 = False
except ImportError:
    from urlparse import urljoin, urlsplit
    PY2 = True

CONNECTS = "--connects" in sys.argv[1:]


def text(value):
    """A byte string (2.7) as text; anything else as it is."""
    return value.decode("utf-8") if PY2 and isinstance(value, bytes) else value


def connection(url):
    """Where Python connects for `url`, or the ValueError .port raises."""
    try:
        split = urlsplit(url)
        userinfo, at, _ = split.netloc.rpartition(b"@" if PY2 else "@")
        out = {
            "scheme": text(split.scheme),
            "host": text(split.hostname),
            "port": split.port,
            "userinfo": text(userinfo) if at else None,
        }
        return {"url": text(url), "ok": out}
    except ValueError as error:
        return {"url": text(url), "error": "ValueError: %s" % (error,)}


sys.stdout.write(json.dumps({"version": "%d.%d.%d" % sys.version_info[:3]}) + "\n")
for line in sys.stdin:
    base, reference = json.loads(line)
    if PY2:
        base, reference = base.encode("utf-8"), reference.encode("utf-8")
    try:
        result = urljoin(base, reference)
        out = connection(result) if CONNECTS else {"ok": text(result)}
    except ValueError as error:
        out = {"error": "ValueError: %s" % (error,)}
    sys.stdout.write(json.dumps(out) + "\n")
    sys.stdout.flush()
