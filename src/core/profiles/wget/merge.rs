//! GNU Wget's `uri_merge (base, link)` (src/url.c): the link spliced onto the base's text, with
//! no parsing but finding `/`, `//`, `?` and `#`, and no dot removal (`url_parse` simplifies the
//! path afterwards).

use super::parse::{Scheme, has_scheme};

/// How `uri_merge` spliced the link: the branch taken, for the trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Splice {
    /// The link has a scheme: it is the result.
    Absolute,
    /// An empty link: the base, query and all.
    Empty,
    /// `?…`: the base up to its path's end, then the link.
    Query,
    /// `#…`: the base up to its first `#`, then the link.
    Fragment,
    /// `//…`: the base up to its first `//`, then the link.
    NetPath,
    /// `/…`: the base up to the first `/` after its `//`, then the link.
    AbsolutePath,
    /// A relative path: the base up to its last `/`, then the link.
    RelativePath,
    /// A relative path after a base with no path (`http://host`): the base, `/`, the link.
    AfterHost,
}

/// `path_end (url)`: where the base's path ends: at the first `?` or `#` (`;` or `#` for
/// FTP), or its end; a base without a scheme Wget knows is read as HTTP.
fn path_end(base: &[u8]) -> usize {
    let seps: &[u8] = match Scheme::of(base) {
        Some(Scheme::Ftp | Scheme::Ftps) => b";#",
        _ => b"?#",
    };
    base.iter()
        .position(|b| seps.contains(b))
        .unwrap_or(base.len())
}

/// `uri_merge (base, link)`.
pub(super) fn uri_merge(base: &[u8], link: &[u8]) -> (Vec<u8>, Splice) {
    if has_scheme(link) {
        return (link.to_vec(), Splice::Absolute);
    }
    let end = path_end(base);
    let joined = |span: usize, link: &[u8]| [&base[..span], link].concat();
    match link {
        [] => (base.to_vec(), Splice::Empty),
        [b'?', ..] => (joined(end, link), Splice::Query),
        [b'#', ..] => {
            let end1 = base.iter().position(|&b| b == b'#').unwrap_or(base.len());
            (joined(end1, link), Splice::Fragment)
        }
        [b'/', b'/', ..] => {
            let slash = base[..end].iter().position(|&b| b == b'/');
            let start = match slash {
                Some(at) if base.get(at + 1) == Some(&b'/') => at,
                _ => 0,
            };
            (joined(start, link), Splice::NetPath)
        }
        [b'/', ..] => {
            // The first `/` after `//`, or the first `/` at all.
            let mut pos = 0;
            let mut seen_slash_slash = false;
            let slash = loop {
                let slash = base[pos..end]
                    .iter()
                    .position(|&b| b == b'/')
                    .map(|i| pos + i);
                match slash {
                    Some(at) if !seen_slash_slash && base.get(at + 1) == Some(&b'/') => {
                        pos = at + 2;
                        seen_slash_slash = true;
                    }
                    slash => break slash,
                }
            };
            let start = match (slash, seen_slash_slash) {
                (None, false) | (Some(_), false) => 0,
                (None, true) => end,
                (Some(at), true) => at,
            };
            (joined(start, link), Splice::AbsolutePath)
        }
        _ => {
            let last_slash = base[..end].iter().rposition(|&b| b == b'/');
            match last_slash {
                None => (link.to_vec(), Splice::RelativePath),
                Some(at) if at >= 2 && base[at - 2] == b':' && base[at - 1] == b'/' => {
                    ([&base[..end], b"/", link].concat(), Splice::AfterHost)
                }
                Some(at) => (joined(at + 1, link), Splice::RelativePath),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every example of `uri_merge`'s comments (tests/data/wget/), then a few more.
    #[test]
    fn merges_as_its_comments_say() {
        let examples = include_str!("../../../../tests/data/wget/uri-merge-1.21.3.jsonl");
        let mut rows = 0;
        for line in examples.lines() {
            let row: serde_json::Value = serde_json::from_str(line).unwrap();
            let text = |key: &str| row[key].as_str().unwrap().to_string();
            let (got, _) = uri_merge(text("base").as_bytes(), text("link").as_bytes());
            assert_eq!(String::from_utf8_lossy(&got), text("result"), "{row}");
            rows += 1;
        }
        assert_eq!(rows, 11);
        for (base, link, merged) in [
            (
                "http://host/whatever/foo/bar",
                "/qux/xyzzy",
                "http://host/qux/xyzzy",
            ),
            ("http://foo", "/x", "http://foo/x"),
            ("foo/bar", "/x", "/x"),
            ("whatever/foo/bar", "qux/xyzzy", "whatever/foo/qux/xyzzy"),
            ("http://host", "g", "http://host/g"),
            ("http://host?q", "g", "http://host/g"),
            (
                "http://a/b/c/d;p?q",
                "../../../g",
                "http://a/b/c/../../../g",
            ),
        ] {
            let (got, _) = uri_merge(base.as_bytes(), link.as_bytes());
            assert_eq!(String::from_utf8_lossy(&got), merged, "{base} + {link}");
        }
    }
}
