//! Judging a URI reference by the grammar of the specification selected: [`Grammar::check`]
//! splits the text the way that specification does and lists every diagnostic.
//!
//! One module per grammar, each checking component by component what its rules allow:
//! `rfc1630` (the generic BNF of RFC 1630), `rfc1808` (RFC 1808 §2.2, split by §2.4),
//! `rfc2396` (RFC 2396 Appendix A with RFC 2732's IPv6 literals) and `rfc3986` (RFC 3986
//! Appendix A). What they share is written once: the character classes and the escape in
//! `shared`, `IPv6address` in `ipv6`. This file sends each grammar to its module.

use super::authority::Authority;
use super::checked::{Checked, rfc3986_path_rule};
use super::grammars::Grammar;
use super::{rfc1630, rfc1808, rfc2396, rfc3986};
use crate::core::text::uri_ref::UriRef;

impl Grammar {
    /// The parts of the authority of `uri` (the split of RFC 2396 and RFC 3986 Appendix B) as
    /// this grammar reads them, without checking them; `None` without an authority, and for the
    /// grammars that do not split one (RFC 1808's net_loc, RFC 1630).
    pub fn authority_parts(self, uri: &UriRef<'_>) -> Option<Authority> {
        let span = uri.authority?;
        match self {
            Grammar::Rfc2396 => Some(rfc2396::authority(uri.as_str(), span, None)),
            Grammar::Rfc3986 => Some(rfc3986::authority(uri.as_str(), span, None)),
            Grammar::Rfc1630 | Grammar::Rfc1808 => None,
        }
    }

    /// The rule RFC 3986 reads the path of `uri` by (§3.3): `path-abempty`, `path-absolute`,
    /// `path-noscheme`, `path-rootless` or `path-empty`; `None` for the other grammars, whose
    /// paths are not told apart this way.
    ///
    /// ```
    /// use uriscope::grammar::UriRef;
    /// use uriscope::grammar::Grammar;
    /// let rule = |text| Grammar::Rfc3986.path_rule(&UriRef::parse(text));
    /// assert_eq!(rule("http://a/b"), Some("path-abempty"));
    /// assert_eq!(rule("mailto:a@b"), Some("path-rootless"));
    /// assert_eq!(rule("../g"), Some("path-noscheme"));
    /// assert_eq!(Grammar::Rfc2396.path_rule(&UriRef::parse("../g")), None);
    /// ```
    pub fn path_rule(self, uri: &UriRef<'_>) -> Option<&'static str> {
        (self == Grammar::Rfc3986)
            .then(|| rfc3986_path_rule(uri.scheme.is_some(), uri.authority.is_some(), uri.path()))
    }

    /// Splits `text` as this grammar's specification does and checks every component against
    /// its rules. Linear in the text; never fails and never panics: every problem is a
    /// diagnostic, in the order of the text.
    pub fn check(self, text: &str) -> Checked<'_> {
        let mut checked = match self {
            Grammar::Rfc1630 => rfc1630::check(text),
            Grammar::Rfc1808 => rfc1808::check(text),
            Grammar::Rfc2396 => rfc2396::check(text),
            Grammar::Rfc3986 => rfc3986::check(text),
        };
        checked.diagnostics.sort_by_key(|d| d.at);
        checked
    }
}
