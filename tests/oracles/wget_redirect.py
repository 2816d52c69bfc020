#!/usr/bin/env python3
"""Reads JSON lines [base, location] and writes one JSON line per pair: the URL GNU Wget requests
after following `location` from `base`, {"ok": url}, or {"error": line} with the line wget logs
where it refuses (`g:h: Unsupported scheme ‘g’.`). The first line written is wget's version
and the locale: {"version": "1.21.3 LC_ALL=C.UTF-8"}.

Each pair is one run of the installed wget, through a proxy on 127.0.0.1 that this script
serves: wget asks it for `base`, gets a 302 whose Location is `location` (its bytes as given),
merges and parses that itself (uri_merge, url_parse), and asks for the result, which the proxy
records (the request line's URL: wget's own `u->url`, its password shown). `--locale C` runs
wget under LC_ALL=C instead of C.UTF-8: wget's IRI conversion, and so its escaping, differ.
"""
import http.server
import json
import subprocess
import sys
import threading

locale = "C" if "--locale" in sys.argv and sys.argv[sys.argv.index("--locale") + 1] == "C" else "C.UTF-8"
state = {"location": b"", "seen": []}


class Proxy(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        state["seen"].append(self.path)
        if len(state["seen"]) == 1:
            self.send_response(302)
            self.send_header("Location", state["location"].decode("latin-1"))
        else:
            self.send_response(200)
        self.send_header("Content-Length", "0")
        # Else wget may reuse the connection the server is closing, and give up.
        self.send_header("Connection", "close")
        self.end_headers()

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Proxy)
threading.Thread(target=server.serve_forever, daemon=True).start()
proxy = "http://127.0.0.1:%d" % server.server_address[1]
env = {"LC_ALL": locale, "PATH": "/usr/bin:/bin:/usr/local/bin"}
try:
    version = subprocess.run(["wget", "--version"], capture_output=True, env=env).stdout.decode()
except OSError:
    sys.exit(1)
print(json.dumps({"version": "%s LC_ALL=%s" % (version.split()[2], locale)}), flush=True)

for line in sys.stdin:
    base, location = json.loads(line)
    state["location"] = location.encode("utf-8")
    state["seen"] = []
    run = subprocess.run(
        ["wget", "--no-config", "-e", "use_proxy=on", "-e", "http_proxy=" + proxy,
         "-e", "ftp_proxy=" + proxy, "-e", "https_proxy=" + proxy,
         "--max-redirect=1", "-t", "1", "-O", "/dev/null", base],
        capture_output=True, env=env)
    log = run.stderr.decode("utf-8", "replace").splitlines()
    if len(state["seen"]) >= 2:
        print(json.dumps({"ok": state["seen"][1]}, ensure_ascii=False), flush=True)
        continue
    after = [l for i, l in enumerate(log) if i > 0 and log[i - 1].endswith("[following]")]
    print(json.dumps({"error": after[0] if after else "\n".join(log[-3:])}, ensure_ascii=False),
          flush=True)
