//! A `CURLU` handle (lib/urlapi.c's `struct Curl_URL`): its parts as `parseurl` stores them,
//! and the `CURLU_*` flags the profile follows.

use std::borrow::Cow;

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

/// A `CURLU` handle's parts, as `parseurl` stores them: borrowed from the URL it read where
/// no step rewrote them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct CurlUrl<'a> {
    /// Lower case; empty in a handle never set.
    pub(super) scheme: Cow<'a, str>,
    pub(super) user: Option<Cow<'a, str>>,
    pub(super) password: Option<Cow<'a, str>>,
    pub(super) options: Option<Cow<'a, str>>,
    /// Decoded, a byte that is not UTF-8 written `%XX` (see `host_escaped`); `None` for a
    /// `file:` URL.
    pub(super) host: Option<Cow<'a, str>>,
    /// Decoded, as the host.
    pub(super) zoneid: Option<Cow<'a, str>>,
    /// Whether the decoded host or zone held a byte that is not UTF-8 (curl writes it raw).
    pub(super) host_escaped: bool,
    pub(super) port: Option<u16>,
    pub(super) path: Option<Cow<'a, str>>,
    /// `Some("")` for a `?` with nothing after it.
    pub(super) query: Option<Cow<'a, str>>,
    /// `None` for a `#` with nothing after it.
    pub(super) fragment: Option<Cow<'a, str>>,
    pub(super) query_present: bool,
    pub(super) fragment_present: bool,
    /// The URL `parseurl` read, when `curl_url_get` (without CURLU_GET_EMPTY) writes it as it
    /// is: a scheme in lower case, `://`, a plain host name, and a path, query and fragment
    /// neither encoded, cut of dot segments, empty nor missing. Then it is copied whole.
    pub(super) verbatim: Option<Cow<'a, str>>,
}

impl CurlUrl<'_> {
    /// The same parts, each its own copy: the handle outlives the text it was parsed from.
    pub(super) fn into_owned(self) -> CurlUrl<'static> {
        let owned = |part: Option<Cow<'_, str>>| part.map(|text| Cow::Owned(text.into_owned()));
        CurlUrl {
            scheme: Cow::Owned(self.scheme.into_owned()),
            user: owned(self.user),
            password: owned(self.password),
            options: owned(self.options),
            host: owned(self.host),
            zoneid: owned(self.zoneid),
            host_escaped: self.host_escaped,
            port: self.port,
            path: owned(self.path),
            query: owned(self.query),
            fragment: owned(self.fragment),
            query_present: self.query_present,
            fragment_present: self.fragment_present,
            verbatim: owned(self.verbatim),
        }
    }
}
