//! Special schemes and their default ports (§4.1).

/// What the Standard knows about a scheme: whether it is special and, if so, its default port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SchemeKind {
    /// `file`: special, with no default port.
    File,
    /// `ftp` (21), `http` (80), `https` (443), `ws` (80) or `wss` (443).
    Special {
        /// The scheme's default port.
        default_port: u16,
    },
    /// Any other scheme.
    NotSpecial,
}

impl SchemeKind {
    /// The kind of `scheme` (already ASCII lower-case, as the scheme state writes it).
    pub fn of(scheme: &str) -> SchemeKind {
        match scheme {
            "file" => SchemeKind::File,
            "ftp" => SchemeKind::Special { default_port: 21 },
            "http" | "ws" => SchemeKind::Special { default_port: 80 },
            "https" | "wss" => SchemeKind::Special { default_port: 443 },
            _ => SchemeKind::NotSpecial,
        }
    }

    /// Is the scheme a special scheme?
    pub const fn is_special(self) -> bool {
        !matches!(self, SchemeKind::NotSpecial)
    }

    /// The scheme's default port, if it has one.
    pub const fn default_port(self) -> Option<u16> {
        match self {
            SchemeKind::Special { default_port } => Some(default_port),
            _ => None,
        }
    }
}

/// Whether a URL with this scheme (lower case) has its query encoded in an encoding other than
/// UTF-8 when one is given: the query state's "If encoding is not UTF-8 and url is not special
/// or url's scheme is "ws" or "wss", set encoding to UTF-8" (§4.4), read the other way.
pub(crate) fn query_takes_the_encoding(scheme: &str) -> bool {
    SchemeKind::of(scheme).is_special() && !matches!(scheme, "ws" | "wss")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_six_special_schemes() {
        assert_eq!(SchemeKind::of("file"), SchemeKind::File);
        assert_eq!(SchemeKind::of("ftp").default_port(), Some(21));
        assert_eq!(SchemeKind::of("ws").default_port(), Some(80));
        assert_eq!(SchemeKind::of("wss").default_port(), Some(443));
        assert!(SchemeKind::of("file").is_special());
        assert!(!SchemeKind::of("gopher").is_special());
        assert!(
            !SchemeKind::of("HTTP").is_special(),
            "the parser lower-cases first"
        );
    }
}
