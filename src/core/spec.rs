//! The specifications uriscope knows, and their names.

use std::fmt;
use std::str::FromStr;

use super::Component;
use super::curl::CurlVersion;
use super::go::GoVersion;
use super::java::JavaVersion;
use super::python::PythonVersion;

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
    /// A library profile: CPython's `urllib.parse.urljoin` as the release given runs it.
    Python(PythonVersion),
    /// A library profile: Node.js's legacy `url.resolve` (lib/url.js, deprecated but
    /// everywhere).
    NodeLegacy,
    /// A library profile: Go's `net/url`, `base.Parse(ref)` (`(*URL).ResolveReference`), as
    /// the release given runs it.
    Go(GoVersion),
    /// A library profile: Java's `java.net.URI.resolve`, as the JDK given runs it.
    Java(JavaVersion),
    /// A library profile: libcurl's URL API as `curl -L` follows a redirect `Location`, as the
    /// release given runs it.
    Curl(CurlVersion),
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

    /// The library profiles, each at its newest release modelled: what `compare --with all`
    /// adds to [`Spec::ALL`].
    pub const PROFILES: [Spec; 5] = [
        Spec::Python(PythonVersion::NEWEST),
        Spec::NodeLegacy,
        Spec::Go(GoVersion::NEWEST),
        Spec::Java(JavaVersion::NEWEST),
        Spec::Curl(CurlVersion::NEWEST),
    ];

    /// Whether it is a library profile rather than a specification.
    pub const fn is_profile(self) -> bool {
        matches!(
            self,
            Spec::Python(_) | Spec::NodeLegacy | Spec::Go(_) | Spec::Java(_) | Spec::Curl(_)
        )
    }

    /// The identifier of the specification or the profile's library, used in JSON and in
    /// `assets/examples/` (a profile's release is in its [`Display`](fmt::Display):
    /// `python@3.11`).
    pub const fn id(self) -> &'static str {
        match self {
            Spec::Rfc1630 => "rfc1630",
            Spec::Rfc1808 => "rfc1808",
            Spec::Rfc2396 => "rfc2396",
            Spec::Rfc3986 => "rfc3986",
            Spec::Whatwg => "whatwg",
            Spec::Python(_) => "python",
            Spec::NodeLegacy => "node-legacy",
            Spec::Go(_) => "go",
            Spec::Java(_) => "java",
            Spec::Curl(_) => "curl",
        }
    }

    /// A short human name.
    pub const fn name(self) -> &'static str {
        match self {
            Spec::Rfc1630 => "RFC 1630",
            Spec::Rfc1808 => "RFC 1808",
            Spec::Rfc2396 => "RFC 2396",
            Spec::Rfc3986 => "RFC 3986",
            Spec::Whatwg => "WHATWG URL",
            Spec::Python(version) => version.name(),
            Spec::NodeLegacy => "Node url.resolve",
            Spec::Go(version) => version.name(),
            Spec::Java(version) => version.name(),
            Spec::Curl(version) => version.name(),
        }
    }

    /// The components of a URI in this specification's model, in the order of a URI: RFC 1808
    /// has `;params` of its own; the others have the five of RFC 3986 Appendix B.
    pub const fn components(self) -> &'static [Component] {
        match self {
            Spec::Rfc1808 => &Component::ALL,
            _ => &super::uri_ref::COMPONENTS,
        }
    }

    /// The document and its date, for headings.
    pub const fn title(self) -> &'static str {
        match self {
            Spec::Rfc1630 => "RFC 1630, partial forms (June 1994)",
            Spec::Rfc1808 => "RFC 1808 = draft-ietf-uri-relative-url-06 (June 1995)",
            Spec::Rfc2396 => "RFC 2396 = draft-fielding-url-syntax-10 (August 1998)",
            Spec::Rfc3986 => "RFC 3986, STD 66 (January 2005)",
            Spec::Whatwg => "WHATWG URL Standard (living), basic URL parser",
            Spec::Python(version) => version.title(),
            Spec::NodeLegacy => "Node.js legacy url.resolve (lib/url.js, v20)",
            Spec::Go(version) => version.title(),
            Spec::Java(version) => version.title(),
            Spec::Curl(version) => version.title(),
        }
    }
}

/// The id a user types: `rfc3986`, `python@3.11`.
impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Spec::Python(version) => write!(f, "python@{version}"),
            Spec::Go(version) => write!(f, "go@{version}"),
            Spec::Java(version) => write!(f, "java@{version}"),
            Spec::Curl(version) => write!(f, "curl@{version}"),
            _ => f.write_str(self.id()),
        }
    }
}

/// The error for a specification name that is not one of [`Spec::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSpec(pub String);

impl UnknownSpec {
    /// Why a profile's release was refused (`python@3.4`: not modelled), when that is the cause.
    pub fn reason(&self) -> Option<String> {
        let name = self.0.to_ascii_lowercase();
        if let Some(version) = name.strip_prefix("go@") {
            return GoVersion::parse(version).err();
        }
        if let Some(version) = name.strip_prefix("java@") {
            return JavaVersion::parse(version).err();
        }
        if let Some(version) = name.strip_prefix("curl@") {
            return CurlVersion::parse(version).err();
        }
        PythonVersion::parse(name.strip_prefix("python@")?).err()
    }
}

impl fmt::Display for UnknownSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(reason) = self.reason() {
            return write!(f, "unknown profile `{}`: {reason}", self.0);
        }
        write!(
            f,
            "unknown specification `{}` (expected one of: rfc1630, rfc1808, rfc2396, rfc3986, \
             whatwg, or a library profile: python, python@X.Y, python@X.Y.Z, node-legacy, go, go@1.N, java, java@N, curl, curl@X.Y)",
            self.0
        )
    }
}

impl std::error::Error for UnknownSpec {}

impl FromStr for Spec {
    type Err = UnknownSpec;

    /// Accepts the ids and a few spellings people type (`RFC2396`, `rfc-3986`, `url`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let key: String = s
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .flat_map(char::to_lowercase)
            .collect();
        match key.as_str() {
            "rfc1630" | "1630" => Ok(Spec::Rfc1630),
            "rfc1808" | "1808" => Ok(Spec::Rfc1808),
            "rfc2396" | "2396" => Ok(Spec::Rfc2396),
            "rfc3986" | "3986" => Ok(Spec::Rfc3986),
            "whatwg" | "url" | "browser" => Ok(Spec::Whatwg),
            "python" | "urljoin" => Ok(Spec::Python(PythonVersion::NEWEST)),
            "nodelegacy" | "node" | "urlresolve" => Ok(Spec::NodeLegacy),
            "go" | "golang" | "neturl" => Ok(Spec::Go(GoVersion::NEWEST)),
            _ if key.starts_with("go@") => GoVersion::parse(&key["go@".len()..])
                .map(Spec::Go)
                .map_err(|_| UnknownSpec(s.to_string())),
            "java" | "javaneturi" | "jdk" => Ok(Spec::Java(JavaVersion::NEWEST)),
            _ if key.starts_with("java@") => JavaVersion::parse(&key["java@".len()..])
                .map(Spec::Java)
                .map_err(|_| UnknownSpec(s.to_string())),
            "curl" | "libcurl" => Ok(Spec::Curl(CurlVersion::NEWEST)),
            _ if key.starts_with("curl@") => CurlVersion::parse(&key["curl@".len()..])
                .map(Spec::Curl)
                .map_err(|_| UnknownSpec(s.to_string())),
            _ if key.starts_with("python@") => PythonVersion::parse(&key["python@".len()..])
                .map(Spec::Python)
                .map_err(|_| UnknownSpec(s.to_string())),
            _ => Err(UnknownSpec(s.to_string())),
        }
    }
}
