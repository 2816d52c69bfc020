//! What the explorer opens with, and the example it opens on when nothing is given.

use crate::core::vocabulary::spec::Spec;

/// What the explorer opens with (`uriscope explore [--base B] [--ref R] [--spec S] [--mouse]`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExploreOptions {
    /// The base URI; the built-in example's when `None`.
    pub base: Option<String>,
    /// The reference; the built-in example's when `None`.
    pub reference: Option<String>,
    /// The specification; RFC 2396 when `None`.
    pub spec: Option<Spec>,
    /// The switches in force.
    pub options: crate::core::vocabulary::options::Options,
    /// The trace row selected first, from 1.
    pub step: Option<usize>,
    /// Teach mode, with this many trace rows revealed.
    pub teach: Option<usize>,
    /// Capture the mouse (click to focus, wheel to scroll). Off by default: it blocks selecting
    /// text with the mouse.
    pub mouse: bool,
    /// A page (a file) and its URL: the links browser lists its links, and opens first.
    pub links: Option<(String, String)>,
    /// A pasted redirect chain (a file) and the first URL requested, where the paste does not
    /// say it: the redirect browser lists its hops, and opens first.
    pub redirects: Option<(String, Option<String>)>,
}

/// The example the explorer opens on: RFC 2396 Appendix C.1's base and its first `..` example.
pub const DEFAULT_BASE: &str = "http://a/b/c/d;p?q";
pub const DEFAULT_REFERENCE: &str = "../g";
pub const DEFAULT_SPEC: Spec = Spec::Rfc2396;
