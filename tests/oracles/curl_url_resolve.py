# Reads JSON lines [base, location] and writes one JSON line per pair: {"ok": the URL} or
# {"error": "<which>: <curl_url_strerror text>"}, resolving `location` against `base` through the
# system's libcurl the way `curl -L` follows a redirect (lib/http.c, Curl_http_follow):
#
#   curl_url_set(h, CURLUPART_URL, base, 0)
#   curl_url_set(h, CURLUPART_URL, location, CURLU_URLENCODE | CURLU_ALLOW_SPACE)
#   curl_url_get(h, CURLUPART_URL, &url, 0)
#
# `which` is "base" when libcurl refuses the base, "location" when it refuses the location. A
# byte of the URL that is not UTF-8 (a decoded host may hold one) is written as %XX. The first
# line written is libcurl's version. libcurl is loaded through ctypes: no headers or
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


def main():
    curl = load()
    version = curl.curl_version().decode().split()[0]  # "libcurl/7.88.1"
    print(json.dumps({"version": version.split("/")[1]}), flush=True)
    for line in sys.stdin:
        base, location = json.loads(line)
        print(json.dumps(resolve(curl, base, location)))


main()
