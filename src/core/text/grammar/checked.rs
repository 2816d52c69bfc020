//! What checking by a grammar gives: the components as that specification splits a
//! reference, the authority's parts and every diagnostic.

use super::authority::{Authority, HostKind, idna_encoding};
use super::diagnostics::{Diagnostic, Severity};
use super::grammars::Grammar;
use crate::core::text::path::Segments;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::span::Span;

/// A URI reference as one grammar reads it: its components as that specification splits them
/// (spans into the text), the authority's parts where the grammar has them, and every
/// diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked<'a> {
    /// The grammar that read it.
    pub grammar: Grammar,
    text: &'a str,
    /// The scheme, without its `:`.
    pub scheme: Option<Span>,
    /// The authority without its `//` (RFC 1808: the net_loc). RFC 1630 has none: `//host` is
    /// part of its path.
    pub authority: Option<Span>,
    /// The authority's userinfo, host and port, for the grammars that split it (RFC 2396,
    /// RFC 3986).
    pub authority_parts: Option<Authority>,
    /// The path, with its leading `/` (RFC 1808 does not count that slash as part of the path
    /// but lets a parser store it there, §2.4.6).
    pub path: Span,
    /// RFC 1808's `params`, after the first `;` (other grammars keep `;` in the segments).
    pub params: Option<Span>,
    /// The query (RFC 1630: the search), without its `?`.
    pub query: Option<Span>,
    /// The fragment (RFC 1630: the fragmentid), without its `#`.
    pub fragment: Option<Span>,
    /// Every problem, in the order of the text.
    pub diagnostics: Vec<Diagnostic>,
}

impl<'a> Checked<'a> {
    /// The components of `text` with no diagnostic yet.
    pub(super) fn new(grammar: Grammar, text: &'a str, path: Span) -> Self {
        Checked {
            grammar,
            text,
            scheme: None,
            authority: None,
            authority_parts: None,
            path,
            params: None,
            query: None,
            fragment: None,
            diagnostics: Vec::new(),
        }
    }

    /// The components Appendix B's expression finds in `uri`'s text (RFC 2396's and RFC
    /// 3986's split), with no diagnostic yet.
    pub(super) fn from_appendix_b(grammar: Grammar, uri: &UriRef<'a>) -> Self {
        Checked {
            scheme: uri.scheme,
            authority: uri.authority,
            query: uri.query,
            fragment: uri.fragment,
            ..Checked::new(grammar, uri.as_str(), uri.path)
        }
    }

    /// The text that was checked.
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// The span of a component; `None` when the grammar finds none.
    pub fn span(&self, component: Component) -> Option<Span> {
        match component {
            Component::Scheme => self.scheme,
            Component::Authority => self.authority,
            Component::Path => Some(self.path),
            Component::Params => self.params,
            Component::Query => self.query,
            Component::Fragment => self.fragment,
        }
    }

    /// The value of a component; `None` when undefined. RFC 1808 has no undefined params, query
    /// or fragment: "If the ... is the last character, or no ... is present, then the ... is
    /// empty" (§2.4.1, §2.4.4, §2.4.5), so they are `Some("")` there.
    pub fn get(&self, component: Component) -> Option<&'a str> {
        match self.span(component) {
            Some(span) => Some(span.of(self.text)),
            None if self.grammar == Grammar::Rfc1808
                && matches!(
                    component,
                    Component::Params | Component::Query | Component::Fragment
                ) =>
            {
                Some("")
            }
            None => None,
        }
    }

    /// True when no diagnostic is an error: the text is a URI reference by this grammar.
    pub fn is_valid(&self) -> bool {
        !self
            .diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }

    /// The path's segments. RFC 2396 gives a segment `;param` parts (`segment = *pchar *( ";"
    /// param )`); RFC 3986 and RFC 1630 keep `;` inside the segment, and RFC 1808's path has
    /// none left (its params are a component).
    pub fn segments(&self) -> Segments<'a> {
        let segments = Segments::new(self.text, self.path);
        match self.grammar {
            Grammar::Rfc2396 | Grammar::Rfc1808 => segments,
            Grammar::Rfc1630 | Grammar::Rfc3986 => segments.without_params(),
        }
    }

    /// Under RFC 3986, the IDNA encoding of a registered name that is not ASCII (or holds an
    /// escape): the form §3.2.2 asks of a name meant for the DNS ([`idna_encoding`]). `None`
    /// for any other host and under the other grammars.
    ///
    /// [`idna_encoding`]: super::authority::idna_encoding
    pub fn host_idna(&self) -> Option<String> {
        let parts = self.authority_parts.as_ref()?;
        if self.grammar != Grammar::Rfc3986 || parts.host_kind != Some(HostKind::RegName) {
            return None;
        }
        idna_encoding(parts.host?.of(self.text))
    }

    /// The rule the path is read by, as [`Grammar::path_rule`] names it; `None` but under
    /// RFC 3986.
    pub fn path_rule(&self) -> Option<&'static str> {
        (self.grammar == Grammar::Rfc3986).then(|| {
            rfc3986_path_rule(
                self.scheme.is_some(),
                self.authority.is_some(),
                self.path.of(self.text),
            )
        })
    }

    /// What the grammar could not judge, when that is something: RFC 1630 gives no BNF for a
    /// partial form.
    pub fn note(&self) -> Option<&'static str> {
        (self.grammar == Grammar::Rfc1630 && self.scheme.is_none()).then_some(
            "a partial form: RFC 1630 gives no BNF for partial (relative) forms, only the rules \
             that expand them, so only their characters and escapes are checked",
        )
    }
}

/// RFC 3986: the path rule of `hier-part` or `relative-part` a reference's path is read by (§3.3): after
/// an authority `path-abempty`; otherwise `path-absolute` for a path that starts with `/`,
/// `path-empty` for none, and for the rest `path-rootless` after a scheme, `path-noscheme`
/// without one.
pub(super) fn rfc3986_path_rule(has_scheme: bool, has_authority: bool, path: &str) -> &'static str {
    if has_authority {
        "path-abempty"
    } else if path.starts_with('/') {
        "path-absolute"
    } else if path.is_empty() {
        "path-empty"
    } else if has_scheme {
        "path-rootless"
    } else {
        "path-noscheme"
    }
}
