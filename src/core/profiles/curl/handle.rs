//! A `CURLU` handle (lib/urlapi.c's `struct Curl_URL`): its parts as `parseurl` stores them,
//! and the `CURLU_*` flags the profile follows.

/// The `CURLU_*` flags of include/curl/urlapi.h this profile follows.
pub(crate) mod flags {
    pub const NON_SUPPORT_SCHEME: u32 = 1 << 3;
    pub const PATH_AS_IS: u32 = 1 << 4;
    pub const URLENCODE: u32 = 1 << 7;
    pub const NO_AUTHORITY: u32 = 1 << 10;
    pub const ALLOW_SPACE: u32 = 1 << 11;
    pub const GET_EMPTY: u32 = 1 << 14;
    /// What `Curl_http_follow` passes for a redirect (without `--path-as-is`).
    pub const FOLLOW: u32 = URLENCODE | ALLOW_SPACE;
}

/// A `CURLU` handle's parts, as `parseurl` stores them: borrowed from the URL it read, or
/// kept in the resolution's arena.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct CurlUrl<'a> {
    /// Lower case; empty in a handle never set.
    pub(super) scheme: &'a str,
    pub(super) user: Option<&'a str>,
    pub(super) password: Option<&'a str>,
    pub(super) options: Option<&'a str>,
    /// Decoded, a byte that is not UTF-8 written `%XX` (see `host_escaped`); `None` for a
    /// `file:` URL.
    pub(super) host: Option<&'a str>,
    /// Decoded, as the host.
    pub(super) zoneid: Option<&'a str>,
    /// Whether the decoded host or zone held a byte that is not UTF-8 (curl writes it raw).
    pub(super) host_escaped: bool,
    pub(super) port: Option<u16>,
    pub(super) path: Option<&'a str>,
    /// `Some("")` for a `?` with nothing after it.
    pub(super) query: Option<&'a str>,
    /// `None` for a `#` with nothing after it.
    pub(super) fragment: Option<&'a str>,
    pub(super) query_present: bool,
    pub(super) fragment_present: bool,
    /// The URL `parseurl` read, when `curl_url_get` (without CURLU_GET_EMPTY) writes it as it
    /// is: a scheme in lower case, `://`, a plain host name, and a path, query and fragment
    /// neither encoded, cut of dot segments, empty nor missing. Then it is copied whole.
    pub(super) verbatim: Option<&'a str>,
}
