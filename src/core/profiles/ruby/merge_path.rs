//! `URI::Generic#merge_path` (lib/uri/generic.rb): the base's path and the reference's, each
//! split at `/` (`split_path`: `path.split("/", -1)`), the base's `..` segments removed first,
//! the reference's `.` deleted and its `..` cancelled against what comes before them, then the
//! two joined.

/// `merge_path(base, rel)`.
pub(super) fn merge_path(base: &str, rel: &str) -> String {
    let mut base_path = split_path(base);
    let mut rel_path = split_path(rel);

    // RFC2396, Section 5.2, 6), a)
    if base_path.last() == Some(&"..") {
        base_path.push("");
    }
    // `while i = base_path.index('..'); base_path.slice!(i - 1, 2)`: each first `..` takes the
    // segment before it with it; one at index 0 (`slice!(-1, 2)`) takes the last element, and
    // again, until it takes itself: the array empties. In one pass, as a stack.
    let mut kept: Vec<&str> = Vec::with_capacity(base_path.len());
    for segment in base_path {
        if segment != ".." {
            kept.push(segment);
        } else if kept.pop().is_none() {
            kept.clear();
            break;
        }
    }
    let mut base_path = kept;

    if rel_path.first() == Some(&"") {
        base_path.clear();
        rel_path.remove(0);
    }

    // RFC2396, Section 5.2, 6), c) and d)
    if matches!(rel_path.last(), Some(&".") | Some(&"..")) {
        rel_path.push("");
    }
    rel_path.retain(|&segment| segment != ".");

    // RFC2396, Section 5.2, 6), e)
    let mut tmp: Vec<&str> = Vec::new();
    for x in rel_path {
        if x == ".." && !(tmp.is_empty() || tmp.last() == Some(&"..")) {
            tmp.pop();
        } else {
            tmp.push(x);
        }
    }

    let mut add_trailer_slash = !tmp.is_empty();
    if base_path.is_empty() {
        // keep '/' for root directory
        base_path = vec![""];
    } else if add_trailer_slash {
        base_path.pop();
    }
    let mut rest = tmp.into_iter();
    while let Some(x) = rest.next() {
        if x == ".." {
            // RFC2396, Section 4: a .. or . in an absolute path has no special meaning
            if base_path.len() > 1 {
                base_path.pop();
            }
        } else {
            base_path.push(x);
            base_path.extend(rest.by_ref());
            add_trailer_slash = false;
            break;
        }
    }
    if add_trailer_slash {
        base_path.push("");
    }
    base_path.join("/")
}

/// `split_path`: Ruby's `path.split("/", -1)`, every field kept, and none for `""`.
fn split_path(path: &str) -> Vec<&str> {
    if path.is_empty() {
        Vec::new()
    } else {
        path.split('/').collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merges_as_ruby_does() {
        for (base, rel, merged) in [
            ("/b/c/d;p", "g", "/b/c/g"),
            ("/b/c/d;p", "../../../g", "/g"),
            ("/b/c/d;p", "", "/b/c/d;p"),
            ("", "g", "/g"),
            ("/b/c/d;p", "..", "/b/"),
            ("/b/c/d;p", "/./g", "/g"),
            ("/a/./b", "g", "/a/./g"),
            ("/a/../b/c", "g", "/b/g"),
            ("/b", "/", "/"),
            ("/b", "/..", "/"),
            ("a/b", "/x", "/x"),
            ("a/b", "c", "a/c"),
            // Ruby 3.1.2 joins `http://a/..`, `http://a/../..` and `http://a/a/../../b/c`
            // with `g` as `http://ag`, `http://a/g` and `http://ab/g`.
            ("/..", "g", "g"),
            ("/../..", "g", "/g"),
            ("/a/../../b/c", "g", "b/g"),
        ] {
            assert_eq!(merge_path(base, rel), merged, "{base:?} + {rel:?}");
        }
    }
}
