# Reads JSON lines [base, location] and writes one JSON line per pair: {"ok": the URL} or
# {"error": "<which>: <curl_url_strerror text>"}, resolving `location` against `base` through the
# system's libcurl the way `curl -L` follows a redirect (lib/http.c, Curl_http_follow):
#
#   curl_url_set(h, CURLUPART_URL, base, 0)
#   curl_url_set(h, CURLUPART_URL, location, CURLU_URLENCODE | CURLU_ALLOW_SPACE)
#   curl_url_get(h, CURLUPART_URL, &url, 0)
#
# `which` is "base" when libcurl refuses the base, "location" when it refuses the location. A
# byte of the URL that is not UTF-8 (a decoded host may hold one) is written as %XX. With
# `--connects`, where curl connects for that URL instead, as libcurl parses it in a new handle
# (curl_url_set(h, CURLUPART_URL, url, 0), then CURLUPART_SCHEME, HOST, PORT, USER and
# PASSWORD): {"url", "ok": {"scheme", "host", "port", "userinfo"}}, or {"url", "error"}. The
# first line written is libcurl's version. libcurl is loaded through ctypes: no headers or
# compiler are needed, only the shared library (libcurl4 on Debian).
import codecs
import ctypes
import ctypes.util
import json
import sys


def percent_invalid(error):
    """A byte that is not UTF-8 (a decoded host may hold one) written as %XX."""
    bad = error.object[error.start : error.end]
    return ("".join("%%%02X" % b for b in bad), error.end)


codecs.register_error("percent", percent_invalid)

CURLUPART_URL = 0
CURLUPART_SCHEME = 1
CURLUPART_USER = 2
CURLUPART_PASSWORD = 3
CURLUPART_HOST = 5
CURLUPART_PORT = 6
CURLU_URLENCODE = 1 << 7
CURLU_ALLOW_SPACE = 1 << 11


def load():
    name = ctypes.util.find_library("curl")
    if name is None:
        sys.exit("libcurl is not installed")
    curl = ctypes.CDLL(name)
    curl.curl_url.restype = ctypes.c_void_p
    curl.curl_url_cleanup.argtypes = [ctypes.c_void_p]
    curl.curl_url_set.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    curl.curl_url_get.argtypes = [
        ctypes.c_void_p,
        ctypes.c_int,
        ctypes.POINTER(ctypes.c_char_p),
        ctypes.c_uint,
    ]
    curl.curl_url_strerror.restype = ctypes.c_char_p
    curl.curl_version.restype = ctypes.c_char_p
    curl.curl_free.argtypes = [ctypes.c_char_p]
    return curl


def resolve(curl, base, location):
    handle = curl.curl_url()
    try:
        code = curl.curl_url_set(handle, CURLUPART_URL, base.encode("utf-8"), 0)
        if code:
            return {"error": "base: " + curl.curl_url_strerror(code).decode()}
        flags = CURLU_URLENCODE | CURLU_ALLOW_SPACE
        code = curl.curl_url_set(handle, CURLUPART_URL, location.encode("utf-8"), flags)
        if code:
            return {"error": "location: " + curl.curl_url_strerror(code).decode()}
        url = ctypes.c_char_p()
        code = curl.curl_url_get(handle, CURLUPART_URL, ctypes.byref(url), 0)
        if code:
            return {"error": "get: " + curl.curl_url_strerror(code).decode()}
        return {"ok": url.value.decode("utf-8", "percent")}
    finally:
        curl.curl_url_cleanup(handle)


def part(curl, handle, which):
    """A part of the URL in `handle`, or None where curl has none."""
    value = ctypes.c_char_p()
    if curl.curl_url_get(handle, which, ctypes.byref(value), 0):
        return None
    return value.value.decode("utf-8", "percent")


def connects_to(curl, url):
    handle = curl.curl_url()
    try:
        code = curl.curl_url_set(handle, CURLUPART_URL, url.encode("utf-8"), 0)
        if code:
            return {"url": url, "error": curl.curl_url_strerror(code).decode()}
        user, password = part(curl, handle, CURLUPART_USER), part(curl, handle, CURLUPART_PASSWORD)
        userinfo = None
        if user is not None or password is not None:
            userinfo = (user or "") + ("" if password is None else ":" + password)
        port = part(curl, handle, CURLUPART_PORT)
        return {
            "url": url,
            "ok": {
                "scheme": part(curl, handle, CURLUPART_SCHEME),
                "host": part(curl, handle, CURLUPART_HOST),
                "port": None if port is None else int(port),
                "userinfo": userinfo,
            },
        }
    finally:
        curl.curl_url_cleanup(handle)


def main():
    curl = load()
    version = curl.curl_version().decode().split()[0]  # "libcurl/7.88.1"
    print(json.dumps({"version": version.split("/")[1]}), flush=True)
    for line in sys.stdin:
        base, location = json.loads(line)
        resolved = resolve(curl, base, location)
        if "--connects" in sys.argv[1:] and "ok" in resolved:
            resolved = connects_to(curl, resolved["ok"])
        print(json.dumps(resolved))


main()
