//! Are two URIs the same? Each notion of equivalence climbs its ladder with both, and says the
//! first rung at which they become equal, or where their normal forms still differ: RFC 3986
//! §6.2's ladder, the URL Standard's equality (with and without fragments), and every library
//! of the registry that defines equality or a normalizer.

use crate::core::profiles::registry;
use crate::core::specs::rfc3986::normalize as rfc3986;
use crate::core::specs::whatwg::normalize as whatwg;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::normalization::{Normalization, Notion};

/// Every notion of equivalence, the specifications' first, then the libraries' in the
/// registry's order.
pub fn notions() -> Vec<&'static Notion> {
    let mut all: Vec<&'static Notion> = vec![
        &rfc3986::NOTION,
        &whatwg::NOTION,
        &whatwg::NOTION_EXCLUDING_FRAGMENTS,
    ];
    all.extend(registry::equivalences());
    all
}

/// The notion `id` names (`rfc3986`, `whatwg`, `java`; any case).
pub fn notion(id: &str) -> Option<&'static Notion> {
    notions()
        .into_iter()
        .find(|notion| notion.id.eq_ignore_ascii_case(id))
}

/// Normalizes `text` under `notion`, each rule that changed it recorded.
///
/// ```
/// use uriscope::equivalence::{normalize, notion};
///
/// let rfc3986 = notion("rfc3986").unwrap();
/// let n = normalize(rfc3986, "HTTP://Example.COM:80/a/./b/../%7ec");
/// assert_eq!(n.normalized(), Some("http://example.com/a/~c"));
/// let rules: Vec<String> = n.changes.iter().map(|c| c.step.citation().to_string()).collect();
/// assert_eq!(rules[0], "RFC 3986 §6.2.2.2");
/// ```
pub fn normalize(notion: &Notion, text: &str) -> Normalization {
    (notion.normalize)(text)
}

/// Where two normal forms still differ, as the notion compares them: the first character that
/// is not the same.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiffersAt {
    /// The component that holds it (`scheme`, `authority`, `path`, `query`, `fragment`; the
    /// one a delimiter starts): of the two forms' components there, the earlier in a URI.
    pub component: &'static str,
    /// Its byte offset in both normal forms.
    pub at: usize,
    /// The first form's character there (`None` where it has ended).
    pub a: Option<char>,
    /// The second form's.
    pub b: Option<char>,
}

/// One notion's answer for two texts.
#[derive(Clone, Debug)]
pub struct Verdict {
    /// The notion.
    pub notion: &'static Notion,
    /// The first text, normalized.
    pub a: Normalization,
    /// The second, normalized.
    pub b: Normalization,
    /// Whether they are the same on the notion's last rung.
    pub same: bool,
    /// The first rung at which they are the same (an index in the notion's rungs).
    pub first_equal_rung: Option<usize>,
    /// Where their normal forms still differ, when they do.
    pub differs_at: Option<DiffersAt>,
}

/// Whether `a` and `b` are the same under `notion`, and from which rung.
///
/// ```
/// use uriscope::equivalence::{notion, same};
///
/// let rfc3986 = notion("rfc3986").unwrap();
/// let verdict = same(rfc3986, "http://example.com", "http://example.com:80/");
/// assert!(verdict.same);
/// assert_eq!(rfc3986.rungs[verdict.first_equal_rung.unwrap()].id, "scheme");
///
/// let verdict = same(rfc3986, "http://example.com/a", "http://example.com/A");
/// let differs = verdict.differs_at.unwrap();
/// assert_eq!((differs.component, differs.at, differs.a), ("path", 19, Some('a')));
/// ```
pub fn same(notion: &'static Notion, a: &str, b: &str) -> Verdict {
    let (a, b) = (normalize(notion, a), normalize(notion, b));
    let first_equal_rung = (0..notion.rungs.len()).find(|&rung| notion.same_at(rung, &a, &b));
    let same = notion.same_at(notion.rungs.len() - 1, &a, &b);
    let compared = |n: &Normalization| {
        let normal = n.normalized()?;
        Some(match notion.compared {
            Some(compared) => compared(normal).unwrap_or_else(|| normal.to_string()),
            None => normal.to_string(),
        })
    };
    let differs_at = match (same, compared(&a), compared(&b)) {
        (false, Some(left), Some(right)) => differs_at(&left, &right),
        _ => None,
    };
    Verdict {
        notion,
        a,
        b,
        same,
        first_equal_rung,
        differs_at,
    }
}

/// Every notion's verdict on `a` and `b`.
pub fn verdicts(a: &str, b: &str) -> Vec<Verdict> {
    notions()
        .into_iter()
        .map(|notion| same(notion, a, b))
        .collect()
}

/// The first character at which `left` and `right` differ, and the component it is in.
fn differs_at(left: &str, right: &str) -> Option<DiffersAt> {
    let at = left
        .char_indices()
        .zip(right.chars())
        .find(|((_, l), r)| l != r)
        .map(|((at, _), _)| at)
        .unwrap_or_else(|| left.len().min(right.len()));
    if left[at..].is_empty() && right.get(at..).is_some_and(str::is_empty) {
        // Different only as the notion compares them (Java's hex digits): no character differs.
        return None;
    }
    // The component each text has there, the one earlier in a URI's order: `/` in one and the
    // `:` of a port in the other differ in the authority.
    let component = [left, right]
        .into_iter()
        .filter(|text| at < text.len())
        .map(|text| component_at(text, at))
        .min()
        .unwrap_or(Component::Scheme);
    Some(DiffersAt {
        component: component_name(component),
        at,
        a: left[at..].chars().next(),
        b: right.get(at..).and_then(|rest| rest.chars().next()),
    })
}

/// The component of `text` that byte `at` is in: the last that starts, with its delimiter, at
/// or before it.
fn component_at(text: &str, at: usize) -> Component {
    let uri = UriRef::parse(text);
    Component::ALL
        .into_iter()
        .rev()
        .find(|&component| {
            let delimiter = match component {
                Component::Authority => 2,
                Component::Query | Component::Fragment => 1,
                _ => 0,
            };
            uri.span(component)
                .is_some_and(|span| span.start.saturating_sub(delimiter) <= at)
        })
        .unwrap_or(Component::Scheme)
}

fn component_name(component: Component) -> &'static str {
    match component {
        Component::Scheme => "scheme",
        Component::Authority => "authority",
        Component::Path | Component::Params => "path",
        Component::Query => "query",
        Component::Fragment => "fragment",
    }
}

#[cfg(test)]
mod tests;
