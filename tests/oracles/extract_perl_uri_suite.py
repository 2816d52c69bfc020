#!/usr/bin/env python3
"""Extracts the resolutions that Perl URI's own tests assert (libwww-perl/URI at v5.17, under
Perl's licence, see tests/data/perl/README.md) as JSON lines {"test", "profile", "base",
"reference", "expected"}:

* t/abs.t: each line of its __DATA__ (RFC 2396's draft, Appendix C) that its loop reads, `URI->new($uref, $base)->abs($base)`: the `perl-uri` profile;
* t/old-base.t, `absolute_test`: draft-ietf-uri-relative-url-06's examples and the four it
  adds, `(new URI::URL $rel, $base)->abs` (relative schemes not allowed): `perl-uri`;
* t/old-base.t, the table after it, `(new URI::URL $url, $base)->abs($base, 1)`, relative
  schemes allowed as LWP allows them: `perl-lwp`.

    extract_perl_uri_suite.py URI-checkout > tests/data/perl/uri-5.17.jsonl
"""
import json
import re
import subprocess
import sys

repo = sys.argv[1]


def show(path):
    return subprocess.run(["git", "-C", repo, "show", f"v5.17:{path}"], check=True,
                          capture_output=True).stdout.decode("latin-1")


rows = []
abs_t = show("t/abs.t")
base = re.search(r'my \$base = "([^"]*)";', abs_t).group(1)
for line in abs_t.split("\n__END__\n", 1)[1].splitlines():
    m = re.search(r"\s+(\S+)\s*=\s*(.*)", line)
    if m:
        expected = m.group(2).replace("(current document)", base)
        rows.append({"test": "t/abs.t", "profile": "perl-uri", "base": base,
                     "reference": m.group(1), "expected": expected})

old = show("t/old-base.t")
absolute = old[old.index("sub absolute_test"):]
base = re.search(r"my \$base = '([^']*)';", absolute).group(1)
heredoc = absolute[absolute.index("<<EOM;\n") + 7:absolute.index("\nEOM\n")]
for line in heredoc.splitlines():
    if not re.match(r"\s{6}", line):
        continue
    m = re.match(r"\s+(\S+)\s*=\s*<URL:([^>]*)>", line)
    rel, expected = m.group(1), m.group(2)
    rows.append({"test": "t/old-base.t absolute_test", "profile": "perl-uri", "base": base,
                 "reference": "" if rel == "<>" else rel, "expected": expected})
extras = absolute[absolute.index("push(@absolute_tests,"):absolute.index(");", absolute.index("push(@absolute_tests,"))]
for rel, expected in re.findall(r"^\s*\['([^']*)'\s*=> '([^']*)'\]", extras, re.M):
    rows.append({"test": "t/old-base.t absolute_test", "profile": "perl-uri", "base": base,
                 "reference": rel, "expected": expected})

table = absolute[absolute.index("# Test various other kinds of URLs"):absolute.index("note \"absolute test ok")]
value = r"""(?:"([^"]*)"|'([^']*)')"""
for m in re.finditer(rf"^\s*(?:for\s*\()?\[{value},\s*{value},\s*{value}\]", table, re.M):
    url, base, expected = (m.group(i) if m.group(i) is not None else m.group(i + 1) for i in (1, 3, 5))
    rows.append({"test": "t/old-base.t absolute_test, abs($base, 1)", "profile": "perl-lwp",
                 "base": base, "reference": url, "expected": expected})

for row in rows:
    print(json.dumps(row, ensure_ascii=False))
print(f"{len(rows)} rows", file=sys.stderr)
