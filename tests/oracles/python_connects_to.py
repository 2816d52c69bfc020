# Reads JSON lines [base, reference] and writes one JSON line per pair: where Python connects
# for urljoin(base, reference) as it parses that result itself (urlsplit's scheme, .hostname,
# .port, and the user information before the netloc's last "@"):
# {"url": ..., "ok": {"scheme", "host", "port", "userinfo"}}, or {"url": ..., "error": ...}
# where .port raises, or {"error": ...} where urljoin raises. The first line written is the
# interpreter's version.
import json
import sys
from urllib.parse import urljoin, urlsplit

sys.stdout.write(json.dumps({"version": "%d.%d.%d" % sys.version_info[:3]}) + "\n")
for line in sys.stdin:
    base, reference = json.loads(line)
    try:
        url = urljoin(base, reference)
    except ValueError as error:
        print(json.dumps({"error": "ValueError: %s" % (error,)}))
        continue
    try:
        split = urlsplit(url)
        userinfo, at, _ = split.netloc.rpartition("@")
        out = {
            "scheme": split.scheme,
            "host": split.hostname,
            "port": split.port,
            "userinfo": userinfo if at else None,
        }
        print(json.dumps({"url": url, "ok": out}))
    except ValueError as error:
        print(json.dumps({"url": url, "error": "ValueError: %s" % (error,)}))
    sys.stdout.flush()
