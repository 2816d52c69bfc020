//! `URI.normalize(String)` and `resolvePath` (URI.java), ported as written: the path split in
//! place (each `/` made `\0`), segments dropped by marking their index `-1`, and joined again.
//! A normal path has no empty segments (`//` is collapsed), no `.`, and no `..` after a segment
//! that is not `..`: a leading `..` stays (RFC 2396 §5.2 step 6g's "keep" reading).

/// `resolvePath(base, child, absolute)`, RFC 2396 §5.2 step 6: the base up to its last `/`
/// (even for an empty child, step 6a), the child, normalized. `slash_for_no_directory`:
/// JDK-8272072 (JDK 19, and the 17 updates), a `/` first when an absolute base's path has none.
pub(super) fn resolve_path(
    base: &str,
    child: &str,
    absolute: bool,
    slash_for_no_directory: bool,
) -> String {
    let last = base.bytes().rposition(|b| b == b'/');
    let path = if child.is_empty() {
        last.map_or(String::new(), |i| base[..=i].to_string())
    } else {
        let mut path = String::with_capacity(base.len() + child.len() + 1);
        match last {
            Some(i) => path.push_str(&base[..=i]),
            None if absolute && slash_for_no_directory => path.push('/'),
            None => {}
        }
        path.push_str(child);
        path
    };
    normalize_owned(path)
}

/// `normalize(String ps)`, in the path's own buffer (what `URI.normalize()` gives a path).
pub(super) fn normalize_owned(ps: String) -> String {
    /// Segments indexed on the stack; a longer path takes a vector.
    const ON_STACK: usize = 32;
    let Some(ns) = needs_normalization(&ps) else {
        return ps;
    };
    let (mut stack, mut heap) = ([0isize; ON_STACK], Vec::new());
    let segs: &mut [isize] = if ns <= ON_STACK {
        &mut stack[..ns]
    } else {
        heap.resize(ns, 0);
        &mut heap
    };
    let mut path = ps.into_bytes();
    split(&mut path, segs);
    remove_dots(&path, segs);
    maybe_add_leading_dot(&mut path, segs);
    let length = join(&mut path, segs);
    path.truncate(length);
    // Segments are cut at `/` only: the bytes kept are whole characters.
    String::from_utf8(path).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// `normalize(String ps)`: `None` when the path needs nothing (Java returns the same string).
#[cfg(test)]
fn normalize(ps: &str) -> Option<String> {
    let normalized = normalize_owned(ps.to_string());
    (normalized != ps).then_some(normalized)
}

/// `needsNormalization`: the number of segments, or `None` when the path is normal.
fn needs_normalization(path: &str) -> Option<usize> {
    let path = path.as_bytes();
    let mut normal = true;
    let mut ns = 0;
    let end = path.len();
    let mut p = 0;
    while p < end && path[p] == b'/' {
        p += 1;
    }
    if p > 1 {
        normal = false;
    }
    while p < end {
        // Looking at "." or ".."?
        if path[p] == b'.'
            && (p + 1 == end
                || path[p + 1] == b'/'
                || (path[p + 1] == b'.' && (p + 2 == end || path[p + 2] == b'/')))
        {
            normal = false;
        }
        ns += 1;
        // The start of the next segment.
        while p < end {
            p += 1;
            if path[p - 1] != b'/' {
                continue;
            }
            // Redundant slashes.
            while p < end && path[p] == b'/' {
                normal = false;
                p += 1;
            }
            break;
        }
    }
    if normal { None } else { Some(ns) }
}

/// `split`: every `/` made `\0`, `segs[i]` the start of segment `i`.
fn split(path: &mut [u8], segs: &mut [isize]) {
    let end = path.len();
    let mut p = 0;
    let mut i = 0;
    while p < end && path[p] == b'/' {
        path[p] = 0;
        p += 1;
    }
    while p < end {
        segs[i] = p as isize;
        i += 1;
        p += 1;
        while p < end {
            p += 1;
            if path[p - 1] != b'/' {
                continue;
            }
            path[p - 1] = 0;
            while p < end && path[p] == b'/' {
                path[p] = 0;
                p += 1;
            }
            break;
        }
    }
}

/// Whether the segment starting at `p` is `.` (1), `..` (2) or neither (0).
fn dots_at(path: &[u8], p: usize) -> u8 {
    let end = path.len() - 1;
    if path[p] != b'.' {
        return 0;
    }
    if p == end || path[p + 1] == 0 {
        return 1;
    }
    if path[p + 1] == b'.' && (p + 1 == end || path[p + 2] == 0) {
        return 2;
    }
    0
}

/// `removeDots`: `.` segments dropped, and each `..` with the nearest segment before it that
/// is left, unless that one is `..` too.
fn remove_dots(path: &[u8], segs: &mut [isize]) {
    let ns = segs.len();
    let mut i = 0;
    while i < ns {
        let mut dots = 0;
        // The next "." or "..".
        while i < ns {
            dots = dots_at(path, segs[i] as usize);
            if dots > 0 {
                break;
            }
            i += 1;
        }
        if i >= ns || dots == 0 {
            break;
        }
        if dots == 1 {
            segs[i] = -1;
        } else if let Some(j) = (0..i).rev().find(|&j| segs[j] != -1) {
            // A preceding segment that is not "..": both go; else this ".." stays.
            if !is_exactly_dotdot(path, segs[j] as usize) {
                segs[i] = -1;
                segs[j] = -1;
            }
        }
        i += 1;
    }
}

/// Java's test for the preceding segment: `..` followed by `\0` (a `..` at the very end of
/// the array, which has no `\0` after it, does not count; it cannot precede a segment).
fn is_exactly_dotdot(path: &[u8], q: usize) -> bool {
    path.get(q) == Some(&b'.') && path.get(q + 1) == Some(&b'.') && path.get(q + 2) == Some(&0)
}

/// `maybeAddLeadingDot`: a relative path whose first segment was removed and whose new first
/// segment has a `:` gets `.` first, so that it cannot be read as a scheme.
fn maybe_add_leading_dot(path: &mut [u8], segs: &mut [isize]) {
    if path[0] == 0 {
        // The path is absolute.
        return;
    }
    let ns = segs.len();
    let Some(f) = (0..ns).find(|&f| segs[f] >= 0) else {
        return;
    };
    if f == 0 {
        return;
    }
    let mut p = segs[f] as usize;
    while p < path.len() && path[p] != b':' && path[p] != 0 {
        p += 1;
    }
    if p >= path.len() || path[p] == 0 {
        return;
    }
    path[0] = b'.';
    path[1] = 0;
    segs[0] = 0;
}

/// `join`: the segments left, `/` between them (and at the start of an absolute path, and at
/// the end where the path had one); the length of the result.
fn join(path: &mut [u8], segs: &[isize]) -> usize {
    let end = path.len();
    let mut p = 0;
    if path[p] == 0 {
        // The initial slash of an absolute path.
        path[p] = b'/';
        p += 1;
    }
    for &seg in segs {
        if seg == -1 {
            continue;
        }
        let mut q = seg as usize;
        if p == q {
            while p < end && path[p] != 0 {
                p += 1;
            }
            if p < end {
                path[p] = b'/';
                p += 1;
            }
        } else {
            // p < q: copy the segment down.
            while q < end && path[q] != 0 {
                path[p] = path[q];
                p += 1;
                q += 1;
            }
            if q < end {
                path[p] = b'/';
                p += 1;
            }
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    fn normalized(path: &str) -> String {
        normalize(path).unwrap_or_else(|| path.to_string())
    }

    /// Values of `new URI(path).normalize()` on JDK 17.0.15.
    #[test]
    fn normalize_gives_javas_paths() {
        for (path, expected) in [
            ("/a/b/../c", "/a/c"),
            ("/../g", "/../g"),
            ("/a/../../g", "/../g"),
            ("a/../../g", "../g"),
            ("/./g", "/g"),
            ("/b//c/./g", "/b/c/g"),
            ("//", "/"),
            ("/a/.", "/a/"),
            ("/a/..", "/"),
            ("a/..", ""),
            ("a/../b:c", "./b:c"),
            ("/x/", "/x/"),
            ("../..", "../.."),
            ("./g/..", ""),
        ] {
            assert_eq!(normalized(path), expected, "{path}");
        }
    }

    #[test]
    fn resolve_path_cuts_the_base_even_for_an_empty_child() {
        assert_eq!(resolve_path("/b/c/d;p", "", true, true), "/b/c/");
        assert_eq!(resolve_path("/b/c/d;p", "../../../g", true, true), "/../g");
        assert_eq!(resolve_path("", "bar", true, true), "/bar");
        assert_eq!(resolve_path("", "bar", true, false), "bar");
    }
}
