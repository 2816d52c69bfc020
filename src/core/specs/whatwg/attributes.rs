//! The JavaScript `URL` object's attributes (§6.1 "URL class"), exactly as a browser shows
//! them, and the origin (§4.6 "Origin") they need.

use serde::Serialize;

use super::parser::parse;
use crate::core::specs::whatwg::record::Url;

/// The attributes of a JavaScript `URL` object for a URL record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Attributes<'a> {
    /// The URL serializer's output.
    pub href: &'a str,
    /// The ASCII serialization of the URL's origin: `scheme://host[:port]` for the special
    /// schemes but `file`, the path's origin for `blob:` URLs, `null` otherwise.
    pub origin: String,
    /// The scheme followed by `:`.
    pub protocol: &'a str,
    /// The username.
    pub username: &'a str,
    /// The password.
    pub password: &'a str,
    /// The host serialized, with `:` and the port when the port is not null; `""` for a null
    /// host.
    pub host: &'a str,
    /// The host serialized; `""` for a null host.
    pub hostname: &'a str,
    /// The port in decimal; `""` when it is null.
    pub port: &'a str,
    /// The URL path serializer's output.
    pub pathname: &'a str,
    /// `?` and the query, or `""` when the query is null or empty.
    pub search: &'a str,
    /// `#` and the fragment, or `""` when the fragment is null or empty.
    pub hash: &'a str,
}

impl Url {
    /// The JavaScript `URL` attributes of this record.
    pub fn attributes(&self) -> Attributes<'_> {
        let text = self.serialization.as_str();
        let query_end = self.fragment_start.unwrap_or(text.len());
        Attributes {
            href: text,
            origin: self.origin(),
            protocol: &text[..=self.scheme_end],
            username: self.username(),
            password: self.password(),
            host: &text[self.host_start..self.authority_end],
            hostname: &text[self.host_start..self.host_end],
            port: &text[self.port_range()],
            pathname: self.path(),
            search: match self.query_start {
                Some(start) if query_end > start + 1 => &text[start..query_end],
                _ => "",
            },
            hash: match self.fragment_start {
                Some(start) if text.len() > start + 1 => &text[start..],
                _ => "",
            },
        }
    }

    /// The ASCII serialization of the URL's origin (§4.6, and the `blob:` case of §4.7 "URL
    /// origin"). An opaque origin serializes as `null`.
    pub fn origin(&self) -> String {
        match self.scheme() {
            "ftp" | "http" | "https" | "ws" | "wss" => {
                let mut origin = String::with_capacity(self.authority_end);
                origin.push_str(self.scheme());
                origin.push_str("://");
                origin.push_str(&self.serialization[self.host_start..self.authority_end]);
                origin
            }
            // "Let pathURL be the result of parsing the result of URL path serializing url. If
            // pathURL's scheme is "http", "https", or "file", return pathURL's origin."
            "blob" => match parse(self.path(), None) {
                Ok(path_url) if matches!(path_url.scheme(), "http" | "https" | "file") => {
                    path_url.origin()
                }
                _ => "null".to_owned(),
            },
            // `file` is "left as an exercise to the reader": browsers show `null`, as for
            // every other scheme's opaque origin.
            _ => "null".to_owned(),
        }
    }
}
