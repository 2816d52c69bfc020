//! The specifications uriscope knows, and their names.

use std::fmt;

use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::profile::Profile;

/// A specification of relative resolution. They disagree; showing where is the point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Spec {
    /// RFC 1630 (June 1994), "partial forms".
    Rfc1630,
    /// RFC 1808 (June 1995) = draft-ietf-uri-relative-url-06.
    Rfc1808,
    /// RFC 2396 (August 1998) and the draft-fielding-url-syntax-09/-10 algorithm it publishes.
    Rfc2396,
    /// RFC 3986 (January 2005), STD 66: today's standard.
    Rfc3986,
    /// The WHATWG URL Standard, as browsers implement it (its basic URL parser, written from the
    /// Standard's text).
    Whatwg,
    /// A library profile: a library's resolver replayed as the release given runs it
    /// (`python@3.11`, `node-legacy`, `go@1.22`, `java@17`, `curl@8.22`).
    Library(Profile),
}

impl Spec {
    /// Every specification, oldest first.
    pub const ALL: [Spec; 5] = [
        Spec::Rfc1630,
        Spec::Rfc1808,
        Spec::Rfc2396,
        Spec::Rfc3986,
        Spec::Whatwg,
    ];

    /// Whether it is a library profile rather than a specification.
    pub const fn is_profile(self) -> bool {
        matches!(self, Spec::Library(_))
    }

    /// The identifier of the specification or the profile's library, used in JSON and in
    /// `assets/examples/` (a profile's release is in its [`Display`](fmt::Display):
    /// `python@3.11`).
    pub fn id(self) -> &'static str {
        match self {
            Spec::Rfc1630 => "rfc1630",
            Spec::Rfc1808 => "rfc1808",
            Spec::Rfc2396 => "rfc2396",
            Spec::Rfc3986 => "rfc3986",
            Spec::Whatwg => "whatwg",
            Spec::Library(profile) => profile.library(),
        }
    }

    /// A short human name: `RFC 3986`, `Python 3.8.10 urljoin`.
    pub fn name(self) -> String {
        match self {
            Spec::Rfc1630 => "RFC 1630".to_string(),
            Spec::Rfc1808 => "RFC 1808".to_string(),
            Spec::Rfc2396 => "RFC 2396".to_string(),
            Spec::Rfc3986 => "RFC 3986".to_string(),
            Spec::Whatwg => "WHATWG URL".to_string(),
            Spec::Library(profile) => profile.name(),
        }
    }

    /// The components of a URI in this specification's model, in the order of a URI: RFC 1808
    /// has `;params` of its own; the others have the five of RFC 3986 Appendix B.
    pub const fn components(self) -> &'static [Component] {
        match self {
            Spec::Rfc1808 => &Component::ALL,
            _ => &crate::core::vocabulary::component::COMPONENTS,
        }
    }

    /// The document and its date, for headings.
    pub fn title(self) -> String {
        let title = match self {
            Spec::Rfc1630 => "RFC 1630, partial forms (June 1994)",
            Spec::Rfc1808 => "RFC 1808 = draft-ietf-uri-relative-url-06 (June 1995)",
            Spec::Rfc2396 => "RFC 2396 = draft-fielding-url-syntax-10 (August 1998)",
            Spec::Rfc3986 => "RFC 3986, STD 66 (January 2005)",
            Spec::Whatwg => "WHATWG URL Standard (living), basic URL parser",
            Spec::Library(profile) => return profile.title(),
        };
        title.to_string()
    }
}

/// The id a user types: `rfc3986`, `python@3.11`.
impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Spec::Library(profile) => profile.fmt(f),
            _ => f.write_str(self.id()),
        }
    }
}
