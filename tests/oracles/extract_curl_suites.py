# Extracts libcurl's own redirect and dot-removal test tables as JSON lines, for
# tests/data/curl/: `set_url_list` of tests/libtest/lib1560.c (base, Location, expected URL,
# the flags of each call) and the `pairs` of tests/unit/unit1395.c (dedotdotify's input and
# output, null when nothing is to be done).
#
#   python3 tests/oracles/extract_curl_suites.py CURL_GIT_DIR TAG OUT_DIR
#
# reads both files at TAG (`git show TAG:path`) and writes OUT_DIR/lib1560-set-url-LINE.jsonl
# and OUT_DIR/unit1395-dedotdotify-LINE.jsonl, LINE being the release of a tag (curl-8_21_0:
# 8.21) and 8.22 for a commit after the newest tag. `%TESTNUMBER` is written 1560, as the test harness does.
import json
import re
import subprocess
import sys

def c_string(body):
    """A C string literal's text: its escapes read (the tables use \\\\, \\" and \\t)."""
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c == "\\":
            nxt = body[i + 1]
            out.append({"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"'}[nxt])
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out).replace("%TESTNUMBER", "1560")


def rows(source, table):
    """The rows of `static const struct … table[] = { … };` as lists of fields."""
    start = source.index(table + "[] = {")
    end = re.compile(r"\n\s*};").search(source, start).start()
    body = source[start + len(table) + 6 : end]
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    # `field` is MISSING until a value (a string, NULL or a word) is read.
    MISSING = object()
    found, row, field = [], None, MISSING
    i = 0
    while i < len(body):
        c = body[i]
        if c == "{":
            row, field = [], MISSING
        elif c == "}":
            if field is not MISSING:
                row.append(field)
            found.append(row)
            row, field = None, MISSING
        elif c == "," and row is not None:
            row.append(field)
            field = MISSING
        elif c == '"' and row is not None:
            j = i + 1
            while body[j] != '"':
                j += 2 if body[j] == "\\" else 1
            text = c_string(body[i + 1 : j])
            field = (field if isinstance(field, str) else "") + text
            i = j
        elif row is not None and not c.isspace():
            j = i
            while j < len(body) and body[j] not in ",}":
                j += 1
            word = " ".join(body[i:j].split())
            field = None if word == "NULL" else word
            i = j - 1
        i += 1
    return found


def flags(expression):
    return [] if expression.strip() == "0" else [f.strip() for f in expression.split("|")]


def main():
    repo, tag, out = sys.argv[1:4]
    release = re.fullmatch(r"curl-(\d+)_(\d+)_\d+", tag)
    line = "%s.%s" % release.groups() if release else "8.22"

    def show(path):
        return subprocess.run(
            ["git", "--git-dir", repo, "show", f"{tag}:{path}"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout

    lib1560 = show("tests/libtest/lib1560.c")
    # The flags `set_url()` reads the URL back with.
    set_url = lib1560[lib1560.index("static int set_url(void)") :]
    get = re.search(r"curl_url_get\(urlp, CURLUPART_URL, &url,\s*([^)]*)\)", set_url)
    get_flags = flags(get.group(1))
    with open(f"{out}/lib1560-set-url-{line}.jsonl", "w") as f:
        for row in rows(lib1560, "set_url_list"):
            if row[0] is None:
                continue
            base, location, expected, url_flags, set_flags, code = row
            f.write(
                json.dumps(
                    {
                        "base": base,
                        "location": location,
                        "expected": expected,
                        "base_flags": flags(url_flags),
                        "set_flags": flags(set_flags),
                        "get_flags": get_flags,
                        "code": code,
                    },
                    ensure_ascii=False,
                )
                + "\n"
            )
    with open(f"{out}/unit1395-dedotdotify-{line}.jsonl", "w") as f:
        for row in rows(show("tests/unit/unit1395.c"), "pairs"):
            f.write(json.dumps({"input": row[0], "output": row[1]}, ensure_ascii=False) + "\n")


main()
