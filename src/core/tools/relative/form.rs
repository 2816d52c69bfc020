//! The forms a relative reference takes (RFC 3986 §4.2), in the order that breaks a tie of
//! lengths.

/// The form of a reference, in the order that breaks a tie of lengths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Form {
    /// `#fragment`: the base's document.
    Fragment,
    /// The empty reference: the base without its fragment, where the specification says so.
    Empty,
    /// `?query`, with any fragment.
    Query,
    /// A relative path (`g`, `../g`, `./a:b`, `;x` under RFC 1808), with any query and fragment.
    RelativePath,
    /// An absolute path (`/g`).
    AbsolutePath,
    /// A network path (`//host/g`).
    NetworkPath,
    /// The target itself.
    Absolute,
}

impl Form {
    /// Its name, as RFC 3986 §4.2 calls it where it does.
    pub fn name(self) -> &'static str {
        match self {
            Form::Fragment => "same-document reference",
            Form::Empty => "empty reference",
            Form::Query => "query-only reference",
            Form::RelativePath => "relative-path reference",
            Form::AbsolutePath => "absolute-path reference",
            Form::NetworkPath => "network-path reference",
            Form::Absolute => "absolute URI",
        }
    }
}
