//! One URL found on a page, resolved: against the document base URL as the browser's URL
//! parser does (HTML §2.4.2, "encoding-parse a URL"), against the document's URL where the base
//! could change the answer, and by the rules compared with; and the base URL a `base`
//! element's `href` sets (HTML §4.2.3). What every link is resolved with is its [`Context`].

use super::attributes::Found;
use super::chromium::{Departure, departure};
use super::context::{Context, PageQuery, browser};
use crate::core::base::Base;
use crate::core::specs::whatwg::query_encoding::QueryEncoding;
use crate::core::specs::whatwg::record::Url;
use crate::core::specs::whatwg::resolve::parse_encoded;
use crate::core::specs::whatwg::steps::ABOVE_ROOT;
use crate::core::vocabulary::event::{Event, NoTrace, Observer};
use crate::core::vocabulary::whatwg_act::Act;
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// Why a `base` element's href sets no base URL.
pub(super) struct BaseRefused {
    pub(super) why: String,
    /// Whether it fails to parse (not a `data:` or `javascript:` URL).
    pub(super) fails_to_parse: bool,
}

/// What parsing one found URL gives, before the flags that depend on where its element is in
/// the tree: all a link's costly work. Most links need only their result.
#[derive(Debug)]
pub(super) struct Resolution {
    /// The browser's answer.
    pub(super) result: Result<String, String>,
    pub(super) rare: Option<Box<RareResolution>>,
}

/// What few links have.
#[derive(Clone, Debug, Default)]
pub(super) struct RareResolution {
    pub(super) seen: Seen,
    /// Where a base element changes the answer, the answer against the other base URL: the
    /// document's fallback base URL, or, for a link fetched before the base, the base.
    pub(super) other_base: Option<Result<String, String>>,
    /// The answer of the rules compared with, where it is another.
    pub(super) differs: Option<Result<String, String>>,
    /// Chromium's answer, where it departs from the Standard's.
    pub(super) chromium: Option<Departure>,
}

/// Resolves `found` as the browser does, against the document base URL `context` holds (or the
/// fallback base URL, for a link fetched before the base), and against the other base URL
/// and by the rules compared with, where those answers can differ.
pub(super) fn resolve(found: &Found<'_>, context: &Context) -> Resolution {
    let value = found.value.as_ref();
    let encoding = context.encoding.as_ref();
    // The base's own href is parsed against the document's URL (HTML §4.2.3: "the base
    // element isn't affected by itself"); an empty action goes to the document's URL.
    let against = match &context.base {
        Some(base) if !found.against_document && !found.fetched_before_base => base,
        _ => &context.document,
    };
    let mut seen = Seen::default();
    let result = if found.empty_action {
        Ok(context.document_url.clone())
    } else {
        browser(against, value, encoding, &mut seen)
    };
    let other_base = context
        .base
        .as_ref()
        .filter(|_| {
            !found.against_document
                && !found.empty_action
                && !independent_of_base(value.trim_matches(|c: char| c <= ' '), context)
        })
        .map(|base| {
            let other = if found.fetched_before_base {
                base
            } else {
                &context.document
            };
            browser(other, value, encoding, &mut NoTrace)
        })
        .filter(|other| *other != result);
    // The rules compared with are given the document base URL.
    let differs = context
        .compared
        .as_ref()
        .filter(|_| !found.empty_action && !found.against_document && !found.fetched_before_base)
        .filter(|_| !(context.plain_agrees && rfc3986_gives_the_same(value)))
        .and_then(|compared| other_answer(compared, value, &result));
    let chromium = departure(found, against, &result, context);
    let rare = (!seen.errors.is_empty()
        || seen.above_root
        || other_base.is_some()
        || differs.is_some()
        || chromium.is_some())
    .then(|| {
        Box::new(RareResolution {
            seen,
            other_base,
            differs,
            chromium,
        })
    });
    Resolution { result, rare }
}

/// Collects a parse's validation errors and whether a `..` climbed above the root: a validating
/// observer, not a tracing one, so the parser describes nothing else.
#[derive(Clone, Debug, Default)]
pub(super) struct Seen {
    pub(super) errors: Vec<&'static str>,
    pub(super) above_root: bool,
}

impl Observer for Seen {
    const ENABLED: bool = false;
    const VALIDATION: bool = true;

    fn on_event(&mut self, event: Event<'_>) {
        match event {
            Event::Whatwg {
                act: Act::ValidationError { error, .. },
                ..
            } => {
                let name = ValidationError::name(error);
                if !self.errors.contains(&name) {
                    self.errors.push(name);
                }
            }
            Event::Step(step) if step.warning().is_some_and(|w| w.id == ABOVE_ROOT.id) => {
                self.above_root = true;
            }
            _ => {}
        }
    }
}

/// The answer of the rules `base` was parsed by for `value`, when it is not `browser`'s (owned
/// only then: most links agree).
pub(super) fn other_answer(
    base: &Base,
    value: &str,
    browser: &Result<String, String>,
) -> Option<Result<String, String>> {
    match (base.resolve(value), browser) {
        (Ok(resolved), Ok(url)) if resolved.as_str() == url => None,
        (Ok(resolved), _) => Some(Ok(resolved.into_string())),
        (Err(error), Err(why)) if error.to_string() == *why => None,
        (Err(error), _) => Some(Err(error.to_string())),
    }
}

/// Whether `value` (its ends trimmed) resolves to the same URL against the base as against the
/// document's URL. Only a shortcut (`false` when unsure), for three forms whose parse reads no
/// more of the base than the two share:
/// - a scheme and `://`: the scheme state never reads the base;
/// - `//` when the base has the document's scheme, a special one: the relative (or file)
///   state reads only the scheme;
/// - one `/` when the base has the document's scheme, special but not `file` (whose slash state
///   reads the base's drive letter), and its credentials, host and port: the relative slash
///   state reads only those.
///
/// The first two characters are read as the parser reads them, tabs and newlines removed, a
/// `\` being a `/` in a special URL.
pub(super) fn independent_of_base(value: &str, context: &Context) -> bool {
    let Some(base) = &context.base else {
        return true;
    };
    let document = &context.document;
    let slash = |c: Option<char>| matches!(c, Some('/' | '\\'));
    let mut significant = value.chars().filter(|c| !matches!(c, '\t' | '\n' | '\r'));
    let (first, second) = (significant.next(), significant.next());
    if slash(first) {
        let special_alike = base.scheme() == document.scheme() && base.is_special();
        return special_alike
            && (slash(second)
                || (base.scheme() != "file"
                    && base.username() == document.username()
                    && base.password() == document.password()
                    && base.host_str() == document.host_str()
                    && base.port() == document.port()));
    }
    let scheme_len = value
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
        .count();
    scheme_len > 0
        && value.as_bytes()[0].is_ascii_alphabetic()
        && value[scheme_len..].starts_with("://")
}

/// Whether RFC 3986 is sure to give the URL Standard's answer for `value` against a special base
/// other than `file:` (whose serialization RFC 3986 splits into the same components), so that
/// the comparison can be skipped: a reference of unreserved characters, sub-delimiters but
/// `'`, `:`, `@`, `/`, `?`, `#` and whole percent-escapes, with no scheme (no `:` before the
/// first `/`, `?` or `#`), no authority (no leading `//`) and no `%2e`, which the URL Standard
/// reads as a dot and RFC 3986 does not. On such a reference neither trims nor encodes a
/// character, both take the same components from the base, and RFC 3986's
/// remove_dot_segments drops the segments the URL Standard's path state drops.
pub(super) fn rfc3986_gives_the_same(value: &str) -> bool {
    let bytes = value.as_bytes();
    let plain = |at: usize, b: u8| match b {
        b'%' => bytes.get(at + 1..at + 3).is_some_and(|hex| {
            hex.iter().all(u8::is_ascii_hexdigit) && !hex.eq_ignore_ascii_case(b"2e")
        }),
        b'\'' => false,
        _ => b.is_ascii_alphanumeric() || b"-._~!$&()*+,;=:@/?#".contains(&b),
    };
    let scheme_end = bytes.iter().position(|&b| matches!(b, b'/' | b'?' | b'#'));
    !bytes.starts_with(b"//")
        && !bytes[..scheme_end.unwrap_or(bytes.len())].contains(&b':')
        && bytes.iter().enumerate().all(|(at, &b)| plain(at, b))
}

/// The base URL a `base` element's `href` sets (HTML §4.2.3, "set the frozen base URL"), or
/// why it sets none and the document's URL is used.
pub(super) fn base_of(
    href: &str,
    document: &Url,
    encoding: Option<&PageQuery>,
) -> Result<Url, BaseRefused> {
    // "Parsing the href with the document's fallback base URL and its encoding."
    let parsed = parse_encoded(
        href,
        Some(document),
        encoding.map(|e| e as &dyn QueryEncoding),
        &mut NoTrace,
    );
    match parsed {
        Ok(url) if matches!(url.scheme(), "data" | "javascript") => Err(BaseRefused {
            why: format!(
                "a {}: URL is not a base: the document's URL is used (HTML §4.2.3, set the \
                 frozen base URL, step 3)",
                url.scheme()
            ),
            fails_to_parse: false,
        }),
        Ok(url) => Ok(url),
        Err(why) => Err(BaseRefused {
            why: format!(
                "the href fails to parse ({why}): the document's URL is used (HTML §4.2.3, set \
                 the frozen base URL, step 3)"
            ),
            fails_to_parse: true,
        }),
    }
}
