//! Judging a URI reference by the grammar of the specification selected: [`Grammar::check`]
//! splits the text the way that specification does and lists every [`Diagnostic`].
//!
//! One module per grammar, each checking component by component what its rules allow:
//! `rfc1630` (the generic BNF of RFC 1630), `rfc1808` (RFC 1808 §2.2, split by §2.4),
//! `rfc2396` (RFC 2396 Appendix A with RFC 2732's IPv6 literals) and `rfc3986` (RFC 3986
//! Appendix A). What they share is written once: the character classes and the escape in
//! `shared`, `IPv6address` in `ipv6`. The WHATWG URL Standard defines a parser with validation
//! errors rather than a grammar of this kind, so [`Grammar::of`] has none for it.

use super::authority::{Authority, HostKind};
use super::diagnostics::{Diagnostic, Severity};
use crate::core::text::path::Segments;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::spec::Spec;

/// The grammar of one specification, by which a URI reference is judged.
///
/// ```
/// use uriscope::Spec;
/// use uriscope::grammar::{Grammar, HostKind};
/// let checked = Grammar::of(Spec::Rfc3986).unwrap().check("http://[2001:db8::1]:8080/a/b");
/// assert!(checked.is_valid());
/// let authority = checked.authority_parts.unwrap();
/// assert_eq!(authority.host_kind, Some(HostKind::IpLiteralV6));
///
/// let checked = Grammar::Rfc3986.check("this:that/a b");
/// assert_eq!(checked.diagnostics[0].rule(), "pchar");
/// assert_eq!(checked.diagnostics[0].at, 11);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Grammar {
    /// RFC 1630's "BNF of Generic URI Syntax" (absolute forms; its partial forms have no BNF).
    Rfc1630,
    /// RFC 1808 §2.2's BNF, on the components §2.4's parse finds (net_loc, params).
    Rfc1808,
    /// RFC 2396 Appendix A, with RFC 2732's IPv6 literals (`IPv6reference`).
    Rfc2396,
    /// RFC 3986 Appendix A's ABNF.
    Rfc3986,
}

impl Grammar {
    /// Every grammar, oldest first.
    pub const ALL: [Grammar; 4] = [
        Grammar::Rfc1630,
        Grammar::Rfc1808,
        Grammar::Rfc2396,
        Grammar::Rfc3986,
    ];

    /// The grammar of `spec`; `None` for the WHATWG URL Standard, which has a parser and
    /// validation errors instead.
    pub const fn of(spec: Spec) -> Option<Grammar> {
        match spec {
            Spec::Rfc1630 => Some(Grammar::Rfc1630),
            Spec::Rfc1808 => Some(Grammar::Rfc1808),
            Spec::Rfc2396 => Some(Grammar::Rfc2396),
            Spec::Rfc3986 => Some(Grammar::Rfc3986),
            Spec::Whatwg | Spec::Library(_) => None,
        }
    }

    /// The specification this grammar belongs to.
    pub const fn spec(self) -> Spec {
        match self {
            Grammar::Rfc1630 => Spec::Rfc1630,
            Grammar::Rfc1808 => Spec::Rfc1808,
            Grammar::Rfc2396 => Spec::Rfc2396,
            Grammar::Rfc3986 => Spec::Rfc3986,
        }
    }

    /// Which text of the specification this grammar is, in a few words.
    pub const fn title(self) -> &'static str {
        match self {
            Grammar::Rfc1630 => {
                "RFC 1630's \"BNF of Generic URI Syntax\" (absolute forms; partial forms have no \
                 BNF: their characters and escapes are checked)"
            }
            Grammar::Rfc1808 => {
                "RFC 1808 §2.2's BNF, on the components of §2.4's parse (net_loc, params)"
            }
            Grammar::Rfc2396 => "RFC 2396 Appendix A, with RFC 2732's IPv6 literals",
            Grammar::Rfc3986 => "RFC 3986 Appendix A (ABNF)",
        }
    }

    /// The name this grammar gives a component: RFC 1808's `net_loc`, RFC 1630's `search` and
    /// `fragmentid`; the common names otherwise.
    pub const fn component_name(self, component: Component) -> &'static str {
        match (self, component) {
            (Grammar::Rfc1808, Component::Authority) => "net_loc",
            (Grammar::Rfc1630, Component::Query) => "search",
            (Grammar::Rfc1630, Component::Fragment) => "fragmentid",
            _ => component.name(),
        }
    }

    /// The parts of the authority of `uri` (the split of RFC 2396 and RFC 3986 Appendix B) as
    /// this grammar reads them, without checking them; `None` without an authority, and for the
    /// grammars that do not split one (RFC 1808's net_loc, RFC 1630).
    pub fn authority_parts(self, uri: &UriRef<'_>) -> Option<Authority> {
        let span = uri.authority?;
        match self {
            Grammar::Rfc2396 => Some(super::rfc2396::authority(uri.as_str(), span, None)),
            Grammar::Rfc3986 => Some(super::rfc3986::authority(uri.as_str(), span, None)),
            Grammar::Rfc1630 | Grammar::Rfc1808 => None,
        }
    }

    /// The rule RFC 3986 reads the path of `uri` by (§3.3): `path-abempty`, `path-absolute`,
    /// `path-noscheme`, `path-rootless` or `path-empty`; `None` for the other grammars, whose
    /// paths are not told apart this way.
    ///
    /// ```
    /// use uriscope::UriRef;
    /// use uriscope::grammar::Grammar;
    /// let rule = |text| Grammar::Rfc3986.path_rule(&UriRef::parse(text));
    /// assert_eq!(rule("http://a/b"), Some("path-abempty"));
    /// assert_eq!(rule("mailto:a@b"), Some("path-rootless"));
    /// assert_eq!(rule("../g"), Some("path-noscheme"));
    /// assert_eq!(Grammar::Rfc2396.path_rule(&UriRef::parse("../g")), None);
    /// ```
    pub fn path_rule(self, uri: &UriRef<'_>) -> Option<&'static str> {
        (self == Grammar::Rfc3986).then(|| {
            super::rfc3986::path_rule(uri.scheme.is_some(), uri.authority.is_some(), uri.path())
        })
    }

    /// Splits `text` as this grammar's specification does and checks every component against
    /// its rules. Linear in the text; never fails and never panics: every problem is a
    /// diagnostic, in the order of the text.
    pub fn check(self, text: &str) -> Checked<'_> {
        let mut checked = match self {
            Grammar::Rfc1630 => super::rfc1630::check(text),
            Grammar::Rfc1808 => super::rfc1808::check(text),
            Grammar::Rfc2396 => super::rfc2396::check(text),
            Grammar::Rfc3986 => super::rfc3986::check(text),
        };
        checked.diagnostics.sort_by_key(|d| d.at);
        checked
    }
}

/// A rule or character class of a specification's grammar, as a diagnostic names it.
#[derive(Debug, PartialEq, Eq)]
pub struct Rule {
    /// Whose grammar.
    pub spec: Spec,
    /// The rule's name as the specification writes it (`dec-octet`, `reg_name`, `unwise`).
    pub name: &'static str,
    /// The rule as the specification writes it.
    pub definition: &'static str,
    /// Where: `RFC 3986 §3.2.2`.
    pub source: &'static str,
}

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
        super::authority::idna_encoding(parts.host?.of(self.text))
    }

    /// The rule the path is read by, as [`Grammar::path_rule`] names it; `None` but under
    /// RFC 3986.
    pub fn path_rule(&self) -> Option<&'static str> {
        (self.grammar == Grammar::Rfc3986).then(|| {
            super::rfc3986::path_rule(
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
