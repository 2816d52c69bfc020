#!/usr/bin/env python3
"""Writes src/core/profiles/okhttp/nameprep_tables.rs: RFC 3491's Nameprep tables (RFC 3454's,
Unicode 3.2), as CPython's stringprep module holds them, for java.net.IDN's toASCII (which
OkHttp calls on a host): A.1 (unassigned), B.1 (mapped to nothing), B.2 (case folding),
Nameprep's prohibited tables (C.1.2, C.2.2, C.3 to C.9) and D.1/D.2 (bidirectional).

    python3 tests/oracles/generate_nameprep_tables.py > src/core/profiles/okhttp/nameprep_tables.rs
"""
import stringprep

CODE_POINTS = [c for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]


def ranges(test):
    out, start, last = [], None, None
    for c in CODE_POINTS:
        if test(chr(c)):
            if start is None:
                start = c
            elif c != last + 1:
                out.append((start, last))
                start = c
            last = c
        elif start is not None:
            out.append((start, last))
            start = None
    if start is not None:
        out.append((start, last))
    return out


def prohibited(ch):
    return (stringprep.in_table_c12(ch) or stringprep.in_table_c22(ch) or stringprep.in_table_c3(ch)
            or stringprep.in_table_c4(ch) or stringprep.in_table_c5(ch) or stringprep.in_table_c6(ch)
            or stringprep.in_table_c7(ch) or stringprep.in_table_c8(ch) or stringprep.in_table_c9(ch))


def table(name, doc, rows):
    print(f"/// {doc}")
    print(f"pub(super) static {name}: &[(u32, u32)] = &[")
    for start, end in rows:
        print(f"    (0x{start:04X}, 0x{end:04X}),")
    print("];\n")


print("//! RFC 3491's Nameprep tables (RFC 3454, Unicode 3.2), written by")
print("//! tests/oracles/generate_nameprep_tables.py from CPython's stringprep module: what")
print("//! java.net.IDN's StringPrep reads from its profile. Ranges are inclusive and sorted.\n")
table("UNASSIGNED", "A.1: code points unassigned in Unicode 3.2.", ranges(stringprep.in_table_a1))
table("MAPPED_TO_NOTHING", "B.1: code points commonly mapped to nothing.", ranges(stringprep.in_table_b1))
table("PROHIBITED", "C.1.2, C.2.2, C.3 to C.9: the code points Nameprep prohibits.", ranges(prohibited))
table("RAND_AL_CAT", "D.1: characters with bidirectional property R or AL.", ranges(stringprep.in_table_d1))
table("L_CAT", "D.2: characters with bidirectional property L.", ranges(stringprep.in_table_d2))
print("/// B.2: case folding for use with NFKC, each code point and what it maps to.")
print("pub(super) static CASE_FOLDING: &[(u32, &str)] = &[")
for c in CODE_POINTS:
    mapped = stringprep.map_table_b2(chr(c))
    if mapped != chr(c):
        escaped = "".join(f"\\u{{{ord(m):X}}}" for m in mapped)
        print(f'    (0x{c:04X}, "{escaped}"),')
print("];")
