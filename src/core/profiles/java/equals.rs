//! `java.net.URI`'s equality, as URI.java writes it: `equals` compares the parsed components,
//! the scheme and host without regard to case and each escape's hex digits without regard to
//! case (`percentNormalizedComparison`); `normalize()` only removes dot-segments from a
//! hierarchical path (`normalize(String)`, RFC 2396 §5.2 step 6's reading). Its ladder: the
//! text, `a.equals(b)`, then `a.normalize().equals(b.normalize())`.

use super::normalize::normalize_owned;
use super::parser::{Parser, Uri};
use super::uri::with_path;
use super::version::{JavaVersion, TABLE};
use crate::core::specs::rfc3986::steps::NORM_STRING;
use crate::core::text::percent::rewrite_escapes;
use crate::core::vocabulary::normalization::{Normalization, Notion, Rung};
use crate::core::vocabulary::step::Step;

/// The rung of `equals`.
const EQUALS_RUNG: usize = 1;
/// The rung of `normalize()`, then `equals`.
const NORMALIZE_RUNG: usize = 2;

static EQUALS: Step = Step::of_library(
    TABLE.lines[2].source,
    "equals",
    "the components compared, the scheme, the host and escapes' hex digits in any case",
    "URI.equals",
    "if (this.isOpaque() != that.isOpaque()) return false;\n\
     if (!equalIgnoringCase(this.scheme, that.scheme)) return false;\n\
     if (!equal(this.fragment, that.fragment)) return false;\n[...]\n\
     if (!equal(this.path, that.path)) return false;\n\
     if (!equal(this.query, that.query)) return false;\n[...]\n\
     if (!equal(this.userInfo, that.userInfo)) return false;\n\
     if (!equalIgnoringCase(this.host, that.host)) return false;\n\
     if (this.port != that.port) return false;",
);

static NORMALIZE: Step = Step::of_library(
    TABLE.lines[2].source,
    "normalize",
    "remove the path's dot-segments (and empty segments), then compare with equals",
    "URI.normalize(URI)",
    "if (u.isOpaque() || u.path == null || u.path.isEmpty())\n    return u;\n\
     String np = normalize(u.path);\n[...]\nv.path = np;",
);

/// Java's notion of equivalence, at the newest JDK modelled.
pub(crate) static NOTION: Notion = Notion {
    id: "java",
    name: "OpenJDK java.net.URI equals and normalize",
    rungs: &[
        Rung {
            id: "string",
            step: &NORM_STRING,
        },
        Rung {
            id: "equals",
            step: &EQUALS,
        },
        Rung {
            id: "normalize",
            step: &NORMALIZE,
        },
    ],
    unapplied: &[],
    normalize,
    same_at: Some(same_at),
    compared: Some(compared),
};

/// `new URI(text)`, then `normalize()`.
fn normalize(text: &str) -> Normalization {
    let mut n = Normalization::new(text);
    let uri = match Parser::parse(text, JavaVersion::NEWEST) {
        Ok(uri) => uri,
        Err(reason) => {
            n.error = Some(format!("java.net.URISyntaxException: {reason}"));
            return n;
        }
    };
    // `equals` reads the text's components as they are: its `toString` is the text.
    n.rungs.push(text.to_string());
    let normalized = match uri.path {
        Some(path) if !uri.is_opaque() && !path.is_empty() => {
            let normal = normalize_owned(path.to_string());
            n.record(&NORMALIZE, NORMALIZE_RUNG, "path", path, &normal);
            if normal == path {
                text.to_string()
            } else {
                with_path(&uri, normal)
            }
        }
        _ => text.to_string(),
    };
    n.rungs.push(normalized);
    n
}

/// `a.equals(b)` on the texts after `rung`.
fn same_at(rung: usize, a: &Normalization, b: &Normalization) -> bool {
    match (a.after_rung(rung), b.after_rung(rung)) {
        (Some(left), Some(right)) if rung >= EQUALS_RUNG => {
            let parse = |text| Parser::parse(text, JavaVersion::NEWEST).ok();
            match (parse(left), parse(right)) {
                (Some(left), Some(right)) => equals(&left, &right),
                _ => false,
            }
        }
        (Some(left), Some(right)) => left == right,
        _ => false,
    }
}

/// What `equals` compares of `text`, written out: the scheme and host in lower case, each
/// escape's hex digits in lower case, the port as the number it is.
fn compared(text: &str) -> Option<String> {
    let uri = Parser::parse(text, JavaVersion::NEWEST).ok()?;
    // The parser admits `%` only before two hex digits.
    let escapes_lowered =
        |part: &str| rewrite_escapes(part, |_, escape| Some(escape.to_ascii_lowercase()), |c| c);
    let mut out = String::new();
    if let Some(scheme) = uri.scheme {
        out.push_str(&scheme.to_ascii_lowercase());
        out.push(':');
    }
    if let Some(opaque) = uri.opaque {
        out.push_str(&escapes_lowered(opaque));
    } else {
        if let Some(host) = uri.host {
            out.push_str("//");
            if let Some(user_info) = uri.user_info {
                out.push_str(&escapes_lowered(user_info));
                out.push('@');
            }
            out.push_str(&host.to_ascii_lowercase());
            if uri.port != -1 {
                out.push_str(&format!(":{}", uri.port));
            }
        } else if let Some(authority) = uri.authority {
            out.push_str("//");
            out.push_str(&escapes_lowered(authority));
        }
        out.push_str(&escapes_lowered(uri.path.unwrap_or_default()));
        if let Some(query) = uri.query {
            out.push('?');
            out.push_str(&escapes_lowered(query));
        }
    }
    if let Some(fragment) = uri.fragment {
        out.push('#');
        out.push_str(&escapes_lowered(fragment));
    }
    Some(out)
}

/// `URI.equals(Object)`.
fn equals(this: &Uri<'_>, that: &Uri<'_>) -> bool {
    if this.is_opaque() != that.is_opaque()
        || !equal_ignoring_case(this.scheme, that.scheme)
        || !equal(this.fragment, that.fragment)
    {
        return false;
    }
    if this.is_opaque() {
        return equal(this.opaque, that.opaque);
    }
    if !equal(this.path, that.path) || !equal(this.query, that.query) {
        return false;
    }
    // `this.authority == that.authority`: Java compares the references, which are the same
    // only when both are null.
    if this.authority.is_none() && that.authority.is_none() {
        return true;
    }
    if this.host.is_some() {
        equal(this.user_info, that.user_info)
            && equal_ignoring_case(this.host, that.host)
            && this.port == that.port
    } else if this.authority.is_some() {
        equal(this.authority, that.authority)
    } else {
        false
    }
}

/// `equal(String, String)`: `percentNormalizedComparison` with `testForEquality`.
fn equal(s: Option<&str>, t: Option<&str>) -> bool {
    match (s, t) {
        (None, None) => true,
        (Some(s), Some(t)) => {
            if !s.contains('%') {
                return s == t;
            }
            let (s, t) = (s.as_bytes(), t.as_bytes());
            if s.len() != t.len() {
                return false;
            }
            let mut i = 0;
            while i < s.len() {
                if s[i] != b'%' || t[i] != b'%' {
                    if s[i] != t[i] {
                        return false;
                    }
                    i += 1;
                    continue;
                }
                // The two characters after `%`, `toLower`ed.
                for _ in 0..2 {
                    i += 1;
                    if i < s.len() && !s[i].eq_ignore_ascii_case(&t[i]) {
                        return false;
                    }
                }
                i += 1;
            }
            true
        }
        _ => false,
    }
}

/// `equalIgnoringCase(String, String)`, US-ASCII only.
fn equal_ignoring_case(s: Option<&str>, t: Option<&str>) -> bool {
    match (s, t) {
        (None, None) => true,
        (Some(s), Some(t)) => s.eq_ignore_ascii_case(t),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tools::equivalence::same;

    #[test]
    fn equals_reads_escapes_scheme_and_host_in_any_case() {
        let verdict = same(&NOTION, "HTTP://A/%7e", "http://a/%7E");
        assert!(verdict.same);
        assert_eq!(verdict.first_equal_rung, Some(EQUALS_RUNG));
        // `~` and `%7E` are different characters to equals.
        assert!(!same(&NOTION, "http://a/~", "http://a/%7E").same);
        // The port is compared as a number.
        assert!(same(&NOTION, "http://a:080/", "http://a:80/").same);
        assert!(!same(&NOTION, "http://a:80/", "http://a/").same);
    }

    #[test]
    fn normalize_removes_dot_segments_and_collapses_slashes() {
        let verdict = same(&NOTION, "http://a/b/../c", "http://a//c");
        assert!(verdict.same);
        assert_eq!(verdict.first_equal_rung, Some(NORMALIZE_RUNG));
        assert_eq!(verdict.a.normalized(), Some("http://a/c"));
        // A leading `..` stays.
        assert_eq!(
            normalize("http://a/../g").normalized(),
            Some("http://a/../g")
        );
    }

    #[test]
    fn where_two_differ_is_said_of_what_equals_compares() {
        let verdict = same(&NOTION, "HTTP://A:80/%7e", "http://a/%7E");
        let differs = verdict.differs_at.unwrap();
        assert_eq!(
            (differs.component, differs.a, differs.b),
            ("authority", Some(':'), Some('/'))
        );
    }

    #[test]
    fn a_text_java_refuses_is_an_error() {
        let n = normalize("http://a/ b");
        assert!(
            n.error
                .as_deref()
                .unwrap()
                .starts_with("java.net.URISyntaxException")
        );
    }
}
