//! What either line's `normalizeSyntax` wrote: the text `URIBuilder.build()` parses, and the
//! path's segments before and after the dot segments went, which the trace shows.

/// A URI `normalizeSyntax` wrote again.
pub(super) struct Rebuilt {
    /// The text `buildString` wrote.
    pub text: String,
    /// The decoded segments the builder read from the path.
    pub segments_in: Vec<String>,
    /// The segments after the dot (and, in 5.2, empty) segments went.
    pub segments_out: Vec<String>,
    /// 5.2 with a rootless (empty) path: `normalizeSyntax` returned early and the encoded parts
    /// were written as they were.
    pub kept_encoded: bool,
}
