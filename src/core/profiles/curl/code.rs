//! `CURLUcode`: the errors of libcurl's URL API, worded as `curl_url_strerror` words them
//! (lib/strerror.c) in the release given.

use crate::core::profiles::curl::version::CurlVersion;

/// The `CURLUcode` values the URL API returns while `curl -L` follows a redirect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Code {
    MalformedInput,
    BadPortNumber,
    UnsupportedScheme,
    NoHost,
    BadLogin,
    BadIpv6,
    BadHostname,
    BadFileUrl,
    BadSlashes,
    BadScheme,
    BadPath,
    BadFragment,
    BadQuery,
    BadPassword,
    BadUser,
    Backslash,
}

impl Code {
    /// The constant's name in include/curl/urlapi.h.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Code::MalformedInput => "CURLUE_MALFORMED_INPUT",
            Code::BadPortNumber => "CURLUE_BAD_PORT_NUMBER",
            Code::UnsupportedScheme => "CURLUE_UNSUPPORTED_SCHEME",
            Code::NoHost => "CURLUE_NO_HOST",
            Code::BadLogin => "CURLUE_BAD_LOGIN",
            Code::BadIpv6 => "CURLUE_BAD_IPV6",
            Code::BadHostname => "CURLUE_BAD_HOSTNAME",
            Code::BadFileUrl => "CURLUE_BAD_FILE_URL",
            Code::BadSlashes => "CURLUE_BAD_SLASHES",
            Code::BadScheme => "CURLUE_BAD_SCHEME",
            Code::BadPath => "CURLUE_BAD_PATH",
            Code::BadFragment => "CURLUE_BAD_FRAGMENT",
            Code::BadQuery => "CURLUE_BAD_QUERY",
            Code::BadPassword => "CURLUE_BAD_PASSWORD",
            Code::BadUser => "CURLUE_BAD_USER",
            Code::Backslash => "CURLUE_BACKSLASH",
        }
    }

    /// What `curl_url_strerror` returns for it: before 8.22 it names the missing parts "… part
    /// in the URL"; 8.22 says "… present".
    pub(crate) const fn message(self, version: CurlVersion) -> &'static str {
        let old = !version.has_improved_return_codes();
        match self {
            Code::MalformedInput => "Malformed input to a URL function",
            Code::BadPortNumber => "Port number was not a decimal number between 0 and 65535",
            Code::UnsupportedScheme => "Unsupported URL scheme",
            Code::NoHost if old => "No host part in the URL",
            Code::NoHost => "No host present",
            Code::BadLogin if old => "Bad login part",
            Code::BadLogin => "Bad login",
            Code::BadIpv6 => "Bad IPv6 address",
            Code::BadHostname => "Bad hostname",
            Code::BadFileUrl => "Bad file:// URL",
            Code::BadSlashes => "Unsupported number of slashes following scheme",
            Code::BadScheme => "Bad scheme",
            Code::BadPath => "Bad path",
            Code::BadFragment => "Bad fragment",
            Code::BadQuery => "Bad query",
            Code::BadPassword => "Bad password",
            Code::BadUser => "Bad user",
            Code::Backslash => "Found a backslash where a forward slash was expected",
        }
    }
}
