//! The splice of a relative Location onto the base URL's text: `redirect_url` (8.12 on) and
//! 7.88's `concat_url` (lib/urlapi.c).

use super::encode::{Query, urlencode_str};
use crate::core::profiles::curl::version::CurlVersion;

/// Where the base was cut, for the trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cut {
    /// `//host`: after the scheme's `://`.
    Authority,
    /// `/path`: at the first `/` after the host.
    Path,
    /// `#frag`: at the base's `#` (or nowhere, without one).
    Fragment,
    /// `?query`: at the base's `?` (or `#`), or nowhere.
    Query,
    /// A relative path: after the last `/` before the query.
    Directory,
    /// `concat_url`'s `?query` (and from 8.8 `#frag`): at the base's `?`, or nowhere.
    AtQuery,
}

impl Cut {
    pub(crate) const fn text(self) -> &'static str {
        match self {
            Cut::Authority => "`//`: the base's `scheme://`, then the Location without its `//`",
            Cut::Path => "`/`: the base up to the first `/` after its host, then the Location",
            Cut::Fragment => {
                "`#`: the base up to its `#` (all of it without one), then the Location"
            }
            Cut::Query => {
                "`?`: the base up to its `?` (or its `#`; all of it without either), then the \
                 Location"
            }
            Cut::Directory => {
                "a path: the base up to its last `/` before the query, then the Location"
            }
            Cut::AtQuery => {
                "`?` (and from 8.8 `#`): the base up to its `?` (all of it without one, its \
                 fragment too), then the Location"
            }
        }
    }
}

/// `redirect_url(base, relurl, u, flags)`: the new URL's text, before `parseurl` reads it.
/// `base` holds the base URL as `curl_url_get` writes it with CURLU_GET_EMPTY; it is cut and
/// the Location added to it.
pub(crate) fn redirect_url(
    version: CurlVersion,
    mut base: String,
    scheme: &str,
    query_present: bool,
    fragment_present: bool,
    relurl: &str,
) -> (String, Cut) {
    // After `scheme://`.
    let protsep = scheme.len() + 3;
    let find = |c: char| base[protsep..].find(c).map(|i| protsep + i);
    let rel = relurl.as_bytes();
    let (cutoff, useurl, host_changed, cut) = match rel.first() {
        Some(b'/') if rel.get(1) == Some(&b'/') => {
            (Some(protsep), &relurl[2..], true, Cut::Authority)
        }
        Some(b'/') => (find('/'), relurl, false, Cut::Path),
        Some(b'#') => (
            fragment_present.then(|| find('#')).flatten(),
            relurl,
            false,
            Cut::Fragment,
        ),
        _ => {
            let mut cutoff = if query_present {
                find('?')
            } else if fragment_present {
                find('#')
            } else {
                None
            };
            let cut = if rel.first() == Some(&b'?') {
                Cut::Query
            } else {
                let end = cutoff.unwrap_or(base.len());
                cutoff = base[protsep..end].rfind('/').map(|i| protsep + i + 1);
                Cut::Directory
            };
            (cutoff, relurl, false, cut)
        }
    };
    base.truncate(cutoff.unwrap_or(base.len()));
    urlencode_str(version, &mut base, useurl, !host_changed, Query::NotYet);
    (base, cut)
}

/// `concat_url(base, relurl)` (7.88 to 8.11): the base cut at its `?` and its last `/`, one
/// `./` and each `../` of the Location removed by cutting a segment more, a `/` and the
/// Location added. From 8.8 a `#frag` Location is added where the query was cut, as `?y` is.
/// `base` holds the base URL as `curl_url_get` writes it.
pub(crate) fn concat_url(version: CurlVersion, mut base: String, relurl: &str) -> (String, Cut) {
    // The start of the host name.
    let host_start = base.find("//").map_or(0, |i| i + 2);
    let mut useurl = relurl;
    let mut host_changed = false;
    let cut;
    // `protsep`, where it points after the cuts: `None` for NULL.
    let mut protsep = Some(host_start);
    // 8.8's `skip_slash`: a query or fragment goes on where the base was cut.
    let mut skip_slash = false;
    let fragment_like_query = version.keeps_the_path_for_a_fragment() && relurl.starts_with('#');
    if !relurl.starts_with('/') {
        cut = if relurl.starts_with('?') || fragment_like_query {
            Cut::AtQuery
        } else {
            Cut::Directory
        };
        if let Some(q) = base[host_start..].find('?') {
            base.truncate(host_start + q);
        }
        if fragment_like_query {
            skip_slash = true;
        } else {
            if !useurl.starts_with('?')
                && let Some(slash) = base[host_start..].rfind('/')
            {
                base.truncate(host_start + slash);
            }
            protsep = base[host_start..].find('/').map(|i| host_start + i + 1);
            if useurl.starts_with("./") {
                useurl = &useurl[2..];
            }
            let mut level = 0;
            while useurl.starts_with("../") {
                level += 1;
                useurl = &useurl[3..];
            }
            if let Some(start) = protsep {
                for _ in 0..level {
                    match base[start..].rfind('/') {
                        Some(slash) => base.truncate(start + slash),
                        None => {
                            base.truncate(start);
                            break;
                        }
                    }
                }
            }
        }
    } else if let Some(rest) = relurl.strip_prefix("//") {
        cut = Cut::Authority;
        base.truncate(host_start);
        useurl = rest;
        host_changed = true;
    } else {
        cut = Cut::Path;
        let slash = base[host_start..].find('/');
        let question = base[host_start..].find('?');
        let at = match (slash, question) {
            (Some(s), Some(q)) if q < s => Some(q),
            (Some(s), _) => Some(s),
            (None, q) => q,
        };
        if let Some(at) = at {
            base.truncate(host_start + at);
        }
    }
    let protsep_at_end = protsep.is_some_and(|p| p >= base.len());
    if !(useurl.starts_with('/') || protsep_at_end || useurl.starts_with('?') || skip_slash) {
        base.push('/');
    }
    urlencode_str(version, &mut base, useurl, !host_changed, Query::NotYet);
    (base, cut)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redirect_url_cuts_the_base_by_the_locations_first_byte() {
        let v = CurlVersion::NEWEST;
        let base = || String::from("http://a/b/c/d;p?q");
        let splice = |rel| redirect_url(v, base(), "http", true, false, rel).0;
        assert_eq!(splice("g"), "http://a/b/c/g");
        assert_eq!(splice("?y"), "http://a/b/c/d;p?y");
        assert_eq!(splice("#s"), "http://a/b/c/d;p?q#s");
        assert_eq!(splice("/g"), "http://a/g");
        assert_eq!(splice("//g"), "http://g");
        assert_eq!(splice("d e?f g"), "http://a/b/c/d%20e?f+g");
    }

    #[test]
    fn concat_url_cuts_a_segment_for_each_dotdot() {
        let v = CurlVersion::parse("7.88").unwrap();
        let splice = |rel| concat_url(v, String::from("http://a/b/c/d;p?q"), rel).0;
        assert_eq!(splice("g"), "http://a/b/c/g");
        assert_eq!(splice("../../g"), "http://a/g");
        assert_eq!(splice("../../../../g"), "http://a/g");
        assert_eq!(splice("#s"), "http://a/b/c/#s");
        assert_eq!(splice(""), "http://a/b/c/");
        assert_eq!(splice("?y"), "http://a/b/c/d;p?y");
        assert_eq!(splice("//g"), "http://g");
    }

    #[test]
    fn concat_url_keeps_the_path_for_a_fragment_from_8_8() {
        let splice = |version: &str, base: &str, rel: &str| {
            let version = CurlVersion::parse(version).unwrap();
            concat_url(version, base.to_string(), rel).0
        };
        assert_eq!(splice("8.7", "http://a/b/c/d;p?q", "#s"), "http://a/b/c/#s");
        // The query is cut, the base's fragment is not.
        assert_eq!(
            splice("8.8", "http://a/b/c/d;p?q", "#s"),
            "http://a/b/c/d;p#s"
        );
        assert_eq!(splice("8.8", "http://a/p#f", "#s"), "http://a/p#f#s");
        assert_eq!(splice("8.8", "http://a/p#f", "?y"), "http://a/p#f?y");
    }
}
