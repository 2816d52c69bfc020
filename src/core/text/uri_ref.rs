//! Splitting a URI reference into its components, exactly as draft-fielding-url-syntax-10
//! section 4.4 and Appendix B define it.
//!
//! ```text
//! ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//!  12            3  4          5       6  7        8 9
//! ```
//!
//! The expression accepts every string, so splitting never fails; checking the result against
//! the grammar is the grammar module's job. The scanner below is the expression written
//! by hand: one left-to-right pass, no allocation, each group's greedy match taken in turn
//! ("the left-most matching rule soaks up as much of the URI reference string as it is capable
//! of matching").

use crate::core::text::path::Segments;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::event::{Observer, Outcome};
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::step::Step;

/// A URI reference split into scheme, authority, path, query and fragment, as spans into the
/// text. `None` is **undefined** (the separator is absent); `Some` of an empty span is **empty**
/// (the separator is present with nothing after it). The path is never undefined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UriRef<'a> {
    text: &'a str,
    /// `$2`: the scheme, without its `:`.
    pub scheme: Option<Span>,
    /// `$4`: the site (authority), without its `//`.
    pub authority: Option<Span>,
    /// `$5`: the path, including a leading `/`.
    pub path: Span,
    /// `$7`: the query, without its `?`.
    pub query: Option<Span>,
    /// `$9`: the fragment, without its `#`.
    pub fragment: Option<Span>,
}

/// Appendix B's delimiters, one bit each, to say where a group stops.
const COLON: u8 = 1;
const SLASH: u8 = 2;
const QUESTION: u8 = 4;
const HASH: u8 = 8;
const QUESTION_HASH: u8 = QUESTION | HASH;
const SLASH_QUESTION_HASH: u8 = SLASH | QUESTION_HASH;
const ANY: u8 = COLON | SLASH_QUESTION_HASH;
const DELIMITERS: [(u8, u8); 4] = [(COLON, b':'), (SLASH, b'/'), (QUESTION, b'?'), (HASH, b'#')];

/// Each byte's delimiter bit; zero for every other byte.
static DELIMITER: [u8; 256] = {
    let mut table = [0; 256];
    let mut i = 0;
    while i < DELIMITERS.len() {
        table[DELIMITERS[i].1 as usize] = DELIMITERS[i].0;
        i += 1;
    }
    table
};

/// The index of the first byte of `bytes[from..]` whose delimiter bit is in `stops`, or
/// `bytes.len()`: a byte at a time, each tested with one table lookup.
#[inline]
fn find_any(bytes: &[u8], from: usize, stops: u8) -> usize {
    bytes[from..]
        .iter()
        .position(|&b| DELIMITER[usize::from(b)] & stops != 0)
        .map_or(bytes.len(), |k| from + k)
}

impl<'a> UriRef<'a> {
    /// Splits `text` by the Appendix B expression. Linear, allocation-free, total.
    ///
    /// ```
    /// use uriscope::grammar::UriRef;
    /// let r = UriRef::parse("http://a/b?q");
    /// assert_eq!((r.scheme(), r.authority(), r.path()), (Some("http"), Some("a"), "/b"));
    /// assert_eq!((r.query(), r.fragment()), (Some("q"), None));
    /// ```
    pub fn parse(text: &'a str) -> Self {
        let bytes = text.as_bytes();
        let mut at = 0;

        // (([^:/?#]+):)? — one or more scheme characters, then a colon.
        let scheme_end = find_any(bytes, 0, ANY);
        let scheme = if scheme_end > 0 && bytes.get(scheme_end) == Some(&b':') {
            at = scheme_end + 1;
            Some(Span::new(0, scheme_end))
        } else {
            None
        };

        // (//([^/?#]*))? — the site wins over a path that starts with two slashes.
        let authority = if bytes[at..].starts_with(b"//") {
            let end = find_any(bytes, at + 2, SLASH_QUESTION_HASH);
            let span = Span::new(at + 2, end);
            at = end;
            Some(span)
        } else {
            None
        };

        // ([^?#]*) — always defined, possibly empty.
        let path_end = find_any(bytes, at, QUESTION_HASH);
        let path = Span::new(at, path_end);
        at = path_end;

        // (\?([^#]*))?
        let query = if bytes.get(at) == Some(&b'?') {
            let end = find_any(bytes, at + 1, HASH);
            let span = Span::new(at + 1, end);
            at = end;
            Some(span)
        } else {
            None
        };

        // (#(.*))?
        let fragment = (bytes.get(at) == Some(&b'#')).then(|| Span::new(at + 1, bytes.len()));

        UriRef {
            text,
            scheme,
            authority,
            path,
            query,
            fragment,
        }
    }

    /// Splits `text` and reports each component to `obs` as found at `step` (one `Parsed` event
    /// per component, `None` for an undefined one).
    #[inline]
    pub fn parse_observed<O: Observer>(
        text: &'a str,
        step: &'static Step,
        role: Role,
        obs: &mut O,
    ) -> Self {
        let parsed = Self::parse(text);
        // In the order of `COMPONENTS`, each event built where it is pushed: through a helper
        // taking the `Option<Span>`, the span went through the stack in pieces that the event's
        // copy then read across (perf: a store-forwarding stall on every component).
        for (component, value) in [
            (Component::Scheme, &parsed.scheme),
            (Component::Authority, &parsed.authority),
            (Component::Path, &Some(parsed.path)),
            (Component::Query, &parsed.query),
            (Component::Fragment, &parsed.fragment),
        ] {
            obs.step(
                step,
                Outcome::Parsed {
                    role,
                    component,
                    value: *value,
                },
            );
        }
        parsed
    }

    /// A split another reader made: spans into `text` (the WHATWG state machine's, which
    /// reads `\\` as `/` in a special URL).
    pub(crate) fn from_spans(
        text: &'a str,
        scheme: Option<Span>,
        authority: Option<Span>,
        path: Span,
        query: Option<Span>,
        fragment: Option<Span>,
    ) -> Self {
        UriRef {
            text,
            scheme,
            authority,
            path,
            query,
            fragment,
        }
    }

    /// The same split, read in another copy of the text it was parsed from.
    pub(crate) fn rebind(self, text: &str) -> UriRef<'_> {
        UriRef { text, ..self }
    }

    /// The text this reference was parsed from.
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// The scheme, without its `:`; `None` when undefined.
    #[inline]
    pub fn scheme(&self) -> Option<&'a str> {
        self.scheme.map(|s| s.of(self.text))
    }

    /// The authority, without its `//`; `None` when undefined.
    #[inline]
    pub fn authority(&self) -> Option<&'a str> {
        self.authority.map(|s| s.of(self.text))
    }

    /// The path (never undefined; it may be empty).
    #[inline]
    pub fn path(&self) -> &'a str {
        self.path.of(self.text)
    }

    /// The query, without its `?`; `None` when undefined.
    #[inline]
    pub fn query(&self) -> Option<&'a str> {
        self.query.map(|s| s.of(self.text))
    }

    /// The fragment, without its `#`; `None` when undefined.
    #[inline]
    pub fn fragment(&self) -> Option<&'a str> {
        self.fragment.map(|s| s.of(self.text))
    }

    /// The span of a component, `None` when it is undefined. The path is always `Some`;
    /// parameters are not a component in this grammar, so `Params` is always `None`.
    pub fn span(&self, component: Component) -> Option<Span> {
        match component {
            Component::Scheme => self.scheme,
            Component::Authority => self.authority,
            Component::Path => Some(self.path),
            Component::Params => None,
            Component::Query => self.query,
            Component::Fragment => self.fragment,
        }
    }

    /// The value of a component, `None` when it is undefined.
    pub fn get(&self, component: Component) -> Option<&'a str> {
        self.span(component).map(|s| s.of(self.text))
    }

    /// The path's segments, each with its `;param` parts.
    pub fn segments(&self) -> Segments<'a> {
        Segments::new(self.text, self.path)
    }

    /// Is the path absolute (does it start with `/`)?
    #[inline]
    pub fn has_absolute_path(&self) -> bool {
        self.path().starts_with('/')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `parse_observed` reports the five components in the order of `COMPONENTS`, as `span`
    /// has them.
    #[test]
    fn parse_reports_every_component_in_order() {
        use crate::core::specs::rfc2396::steps::S1;
        use crate::core::vocabulary::spec::Spec;
        use crate::core::vocabulary::trace::Trace;
        let text = "http://a/b?q#f";
        let mut trace = Trace::default();
        trace.on_event(crate::core::vocabulary::event::Event::Start {
            spec: Spec::Rfc2396,
            base: "",
            reference: text,
        });
        let parsed = UriRef::parse_observed(text, &S1, Role::Reference, &mut trace);
        let reported: Vec<_> = trace.events().iter().map(|e| e.outcome).collect();
        let expected: Vec<_> = crate::core::vocabulary::component::COMPONENTS
            .iter()
            .map(|&component| Outcome::Parsed {
                role: Role::Reference,
                component,
                value: parsed.span(component),
            })
            .collect();
        assert_eq!(reported, expected);
        assert_eq!(parsed.get(Component::Query), Some("q"));
    }
}
