//! The switches where a specification allows more than one behaviour.

/// What RFC 2396 step 6g does with `..` segments left at the start of the merged path.
///
/// "Implementations may handle this error by retaining these components in the resolved path
/// (i.e., treating them as part of the final URI), by removing them from the resolved path
/// (i.e., discarding relative levels above the root), or by avoiding traversal of the
/// reference."
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AboveRoot {
    /// Retain them: Appendix C's published answers (`http://a/../g`).
    #[default]
    Keep,
    /// Remove them (`http://a/g`).
    Remove,
    /// Refuse to resolve: an error naming the `..` segments.
    Reject,
}

impl AboveRoot {
    pub const fn id(self) -> &'static str {
        match self {
            AboveRoot::Keep => "keep",
            AboveRoot::Remove => "remove",
            AboveRoot::Reject => "reject",
        }
    }
}

/// Which revision of the RFC 1808 draft to follow for its Step 6c/6d.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rfc1808Variant {
    /// draft-ietf-uri-relative-url-06 = RFC 1808: `<segment>` must not be `..`.
    #[default]
    Draft06,
    /// draft-ietf-uri-relative-url-05: `<segment>` may itself be `..`.
    Draft05,
}

/// Options for every resolver; each one reads the fields that concern it.
///
/// The default is the letter of each specification: strict parsing, RFC 2396 6g "retain",
/// and the base-with-empty-path case followed literally.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// RFC 2396 step 6g.
    pub above_root: AboveRoot,
    /// Ignore a reference's scheme when it equals the base's (the `http:g` loophole of
    /// RFC 2396 step 3, RFC 3986's "non-strict" parser).
    pub non_strict: bool,
    /// RFC 2396 step 6a with a base that has an authority and an empty path: insert the `/`
    /// that RFC 3986 5.2.3 adds (`http://a` + `g` = `http://a/g` instead of `http://ag`).
    pub fix_empty_base_path: bool,
    /// RFC 1808 draft revision.
    pub rfc1808_variant: Rfc1808Variant,
}

impl std::str::FromStr for AboveRoot {
    type Err = String;

    /// `keep`, `remove` or `reject` (and the digest's names `retain`, `error`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "keep" | "retain" => Ok(AboveRoot::Keep),
            "remove" => Ok(AboveRoot::Remove),
            "reject" | "error" => Ok(AboveRoot::Reject),
            _ => Err(format!(
                "unknown 6g handling `{s}` (expected keep, remove or reject)"
            )),
        }
    }
}

impl Rfc1808Variant {
    pub const fn id(self) -> &'static str {
        match self {
            Rfc1808Variant::Draft06 => "draft-06",
            Rfc1808Variant::Draft05 => "draft-05",
        }
    }
}

impl std::str::FromStr for Rfc1808Variant {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "draft-06" | "06" | "rfc1808" | "relurl06" => Ok(Rfc1808Variant::Draft06),
            "draft-05" | "05" | "relurl05" => Ok(Rfc1808Variant::Draft05),
            _ => Err(format!(
                "unknown RFC 1808 variant `{s}` (expected draft-06 or draft-05)"
            )),
        }
    }
}
