//! Which grammar a specification has: RFC 1630's BNF, RFC 1808's, RFC 2396 Appendix A and
//! RFC 3986 Appendix A. The WHATWG URL Standard defines a parser with validation errors rather
//! than a grammar of this kind, so [`Grammar::of`] has none for it. Checking by a grammar is
//! `check.rs`; what checking gives, `checked.rs`.

use crate::core::vocabulary::component::Component;
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
}
