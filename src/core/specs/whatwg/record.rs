//! The URL record (§4.1), kept as its serialization with the boundaries of its components, so
//! each component is written once, in order, and the serializer has nothing left to do.

use std::net::{Ipv4Addr, Ipv6Addr};
use std::ops::Range;

use super::code_points::is_normalized_windows_drive_letter;
use super::host::host_parser::ParsedHost;
use super::percent_encode::{EncodeSet, push_str_percent_encoded};
use super::scheme::SchemeKind;
use crate::core::vocabulary::span::Span;

/// A URL record, as the basic URL parser returns it.
///
/// The record is stored as the URL serializer's output (`href`) and the offsets of each
/// component in it:
///
/// ```text
/// scheme ":" [ "//" [ username [ ":" password ] "@" ] host [ ":" port ] ] [ "/." ] path [ "?" query ] [ "#" fragment ]
/// ```
///
/// `//` is there exactly when the host is not null, `@` exactly when the URL includes
/// credentials, `/.` when the serializer needs it (a null host and a path whose first of
/// several segments is empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Url {
    pub(super) serialization: String,
    /// Offset of the `:` after the scheme.
    pub(super) scheme_end: usize,
    /// End of the username (right after the scheme's `:` when the host is null).
    pub(super) username_end: usize,
    /// Start of the host (after the `@` when there are credentials).
    pub(super) host_start: usize,
    pub(super) host_end: usize,
    /// End of the port (the host's end when the port is null).
    pub(super) authority_end: usize,
    /// Start of the path (after `/.` when the serializer added it).
    pub(super) path_start: usize,
    /// Offset of the `?` that starts the query, if the query is not null.
    pub(super) query_start: Option<usize>,
    /// Offset of the `#` that starts the fragment, if the fragment is not null.
    pub(super) fragment_start: Option<usize>,
    pub(super) host: Option<Host>,
    pub(super) port: Option<u16>,
    pub(super) scheme_kind: SchemeKind,
    pub(super) opaque_path: bool,
}

/// The kind of a URL's host (§3.1); its serialization is [`Url::host_str`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Host {
    /// A domain (ASCII, after the domain parser).
    Domain,
    /// An IPv4 address.
    Ipv4(Ipv4Addr),
    /// An IPv6 address.
    Ipv6(Ipv6Addr),
    /// An opaque host (a URL that is not special).
    Opaque,
    /// The empty host.
    Empty,
}

/// The ranges of the serialization one credentials step appended to.
pub(super) struct CredentialsAppended {
    pub username: Range<usize>,
    pub password: Range<usize>,
}

impl Url {
    // The components, as the Standard defines them.

    /// The scheme: ASCII lower-case, never empty.
    pub fn scheme(&self) -> &str {
        &self.serialization[..self.scheme_end]
    }

    /// The username (percent-encoded), possibly empty.
    pub fn username(&self) -> &str {
        &self.serialization[self.username_range()]
    }

    /// The password (percent-encoded), possibly empty.
    pub fn password(&self) -> &str {
        &self.serialization[self.password_range()]
    }

    /// The host's kind, or `None` for a null host.
    pub fn host(&self) -> Option<Host> {
        self.host
    }

    /// The host serialized (`example.org`, `127.0.0.1`, `[::1]`, `""` for the empty host), or
    /// `None` for a null host.
    pub fn host_str(&self) -> Option<&str> {
        self.host
            .map(|_| &self.serialization[self.host_start..self.host_end])
    }

    /// The port, or `None` when it is null (absent, or the scheme's default port).
    pub fn port(&self) -> Option<u16> {
        self.port
    }

    /// The path as the URL path serializer writes it: `/` before each segment of a list
    /// (`""` for the empty list), or the opaque path itself.
    pub fn path(&self) -> &str {
        &self.serialization[self.path_start..self.path_end()]
    }

    /// The path's segments, or `None` for an opaque path.
    pub fn path_segments(&self) -> Option<impl Iterator<Item = &str>> {
        (!self.opaque_path).then(|| self.path().split('/').skip(1))
    }

    /// Whether the path is an opaque path (a string, as in `mailto:a@b` or `data:,x`).
    pub fn has_opaque_path(&self) -> bool {
        self.opaque_path
    }

    /// The query (percent-encoded), or `None` when it is null.
    pub fn query(&self) -> Option<&str> {
        let start = self.query_start?;
        let end = self.fragment_start.unwrap_or(self.serialization.len());
        Some(&self.serialization[start + 1..end])
    }

    /// The fragment (percent-encoded), or `None` when it is null.
    pub fn fragment(&self) -> Option<&str> {
        self.fragment_start
            .map(|start| &self.serialization[start + 1..])
    }

    /// Sets the fragment to `fragment`, another record's (percent-encoded already): what the
    /// Fetch Standard's location URL does with the request's fragment.
    pub(crate) fn set_fragment(&mut self, fragment: &str) {
        let end = self.fragment_start.unwrap_or(self.serialization.len());
        self.serialization.truncate(end);
        self.fragment_start = Some(end);
        self.serialization.push('#');
        self.serialization.push_str(fragment);
    }

    /// "A URL includes credentials if its username or password is not the empty string."
    pub fn includes_credentials(&self) -> bool {
        !self.username_range().is_empty() || !self.password_range().is_empty()
    }

    /// Whether the scheme is a special scheme.
    pub fn is_special(&self) -> bool {
        self.scheme_kind.is_special()
    }

    /// The URL serializer's output (the `href` attribute).
    pub fn as_str(&self) -> &str {
        &self.serialization
    }

    /// The URL serializer's output with *exclude fragment* set: the serialization up to its
    /// `#`. Unlike parsing the empty string against the URL, this also holds for a URL with an
    /// opaque path (`about:blank`, `data:`), which no relative reference resolves against.
    pub fn without_fragment(&self) -> &str {
        &self.serialization[..self.fragment_start.unwrap_or(self.serialization.len())]
    }

    /// The serialization, given up by the record.
    pub fn into_string(self) -> String {
        self.serialization
    }

    /// The span of a component of the serialization as RFC 3986's components divide it:
    /// the authority runs from after `//` to the port's end (credentials included) and is
    /// undefined with a null host; the path starts after the serializer's `/.`, if any.
    pub fn span_of(
        &self,
        component: crate::core::vocabulary::component::Component,
    ) -> Option<Span> {
        use crate::core::vocabulary::component::Component as C;
        match component {
            C::Scheme => Some(Span::new(0, self.scheme_end)),
            C::Authority => self
                .host
                .map(|_| Span::new(self.scheme_end + 3, self.authority_end)),
            C::Path => Some(Span::new(self.path_start, self.path_end())),
            C::Query => self.query_start.map(|q| {
                Span::new(
                    q + 1,
                    self.fragment_start.unwrap_or(self.serialization.len()),
                )
            }),
            C::Fragment => self
                .fragment_start
                .map(|f| Span::new(f + 1, self.serialization.len())),
            C::Params => None,
        }
    }

    // The ranges of the components in the serialization.

    pub(super) fn username_range(&self) -> Range<usize> {
        if self.host.is_none() {
            return self.username_end..self.username_end;
        }
        self.scheme_end + 3..self.username_end
    }

    pub(super) fn password_range(&self) -> Range<usize> {
        if self.username_end < self.host_start
            && self.serialization.as_bytes()[self.username_end] == b':'
        {
            self.username_end + 1..self.host_start - 1
        } else {
            self.username_end..self.username_end
        }
    }

    pub(super) fn port_range(&self) -> Range<usize> {
        if self.port.is_some() {
            self.host_end + 1..self.authority_end
        } else {
            self.host_end..self.host_end
        }
    }

    pub(super) fn path_end(&self) -> usize {
        self.query_start
            .or(self.fragment_start)
            .unwrap_or(self.serialization.len())
    }

    // Writing the record, always at the end of the serialization, in the serializer's order.

    /// An empty record, for a parse that will write about `capacity` bytes.
    pub(super) fn with_capacity(capacity: usize) -> Url {
        Url {
            serialization: String::with_capacity(capacity),
            scheme_end: 0,
            username_end: 0,
            host_start: 0,
            host_end: 0,
            authority_end: 0,
            path_start: 0,
            query_start: None,
            fragment_start: None,
            host: None,
            port: None,
            scheme_kind: SchemeKind::NotSpecial,
            opaque_path: false,
        }
    }

    pub(super) fn len(&self) -> usize {
        self.serialization.len()
    }

    /// Ends the scheme the scheme state wrote: the serialization so far is the scheme.
    pub(super) fn end_scheme(&mut self) {
        self.scheme_kind = SchemeKind::of(&self.serialization);
        self.scheme_end = self.serialization.len();
        self.serialization.push(':');
        self.after_scheme();
    }

    /// Sets the scheme (to `file`, or to the base's): the record is empty or holds only its
    /// scheme.
    pub(super) fn set_scheme(&mut self, scheme: &str, kind: SchemeKind) {
        self.serialization.clear();
        self.serialization.push_str(scheme);
        self.scheme_kind = kind;
        self.scheme_end = scheme.len();
        self.serialization.push(':');
        self.after_scheme();
    }

    fn after_scheme(&mut self) {
        let end = self.serialization.len();
        self.username_end = end;
        self.host_start = end;
        self.host_end = end;
        self.authority_end = end;
        self.path_start = end;
        self.host = None;
        self.port = None;
        self.query_start = None;
        self.fragment_start = None;
        self.opaque_path = false;
    }

    /// Starts an authority (`//`): the host will be set, the empty host until then.
    pub(super) fn begin_authority(&mut self) {
        self.serialization.push_str("//");
        self.username_end = self.serialization.len();
        self.mark_host_start();
        self.host = Some(Host::Empty);
    }

    fn mark_host_start(&mut self) {
        let end = self.serialization.len();
        self.host_start = end;
        self.host_end = end;
        self.authority_end = end;
        self.path_start = end;
    }

    /// The authority state's `@`: the buffer, percent-encoded with the userinfo set, goes to
    /// the username up to the first `:` of the credentials (the password token) and to the
    /// password after it; `%40` first for every `@` but the first.
    pub(super) fn append_credentials(
        &mut self,
        buffer: &str,
        at_sign_seen: bool,
        password_token_seen: &mut bool,
    ) -> CredentialsAppended {
        if self.includes_credentials() {
            self.serialization.pop(); // the `@`, put back below if still needed
        }
        let prefix = if at_sign_seen { "%40" } else { "" };
        let username_start = self.username_end;
        let to_password = if *password_token_seen {
            Some((prefix, buffer))
        } else {
            // No password yet: the username is the last thing written.
            let (username, password) = match buffer.split_once(':') {
                Some((username, password)) => (username, Some(("", password))),
                None => (buffer, None),
            };
            self.serialization.push_str(prefix);
            push_str_percent_encoded(&mut self.serialization, username, EncodeSet::USERINFO);
            self.username_end = self.serialization.len();
            *password_token_seen = password.is_some();
            password
        };
        let mut password = self.len()..self.len();
        if let Some((prefix, text)) = to_password {
            let had_password = self.len() > self.username_end;
            if !had_password {
                self.serialization.push(':');
            }
            let start = self.len();
            self.serialization.push_str(prefix);
            push_str_percent_encoded(&mut self.serialization, text, EncodeSet::USERINFO);
            if !had_password && self.len() == start {
                self.serialization.pop(); // still no password, so no `:`
            } else {
                password = start..self.len();
            }
        }
        if self.username_end > self.scheme_end + 3 || self.len() > self.username_end {
            self.serialization.push('@');
        }
        self.mark_host_start();
        CredentialsAppended {
            username: username_start..self.username_end,
            password,
        }
    }

    /// Sets the host: nothing after the host has been written yet.
    pub(super) fn set_host(&mut self, host: &ParsedHost<'_>) {
        self.serialization.truncate(self.host_start);
        host.serialize(&mut self.serialization);
        self.host = Some(match *host {
            ParsedHost::Domain(_) => Host::Domain,
            ParsedHost::Ipv4(address) => Host::Ipv4(address),
            ParsedHost::Ipv6(address) => Host::Ipv6(address),
            ParsedHost::Opaque(_) => Host::Opaque,
            ParsedHost::Empty => Host::Empty,
        });
        self.end_host();
    }

    fn end_host(&mut self) {
        let end = self.serialization.len();
        self.host_end = end;
        self.authority_end = end;
        self.path_start = end;
    }

    /// Sets the port (`None`: null), right after the host.
    pub(super) fn set_port(&mut self, port: Option<u16>) {
        self.serialization.truncate(self.host_end);
        self.port = port;
        if let Some(port) = port {
            self.serialization.push(':');
            push_decimal(&mut self.serialization, port);
        }
        self.authority_end = self.serialization.len();
        self.path_start = self.authority_end;
    }

    /// Sets the username, password, host and port to the base's: the record holds only the
    /// base's scheme.
    pub(super) fn copy_authority(&mut self, base: &Url) {
        debug_assert_eq!(self.scheme(), base.scheme());
        let Some(host) = base.host else {
            return;
        };
        // The scheme is the base's, so every offset is the base's.
        self.serialization
            .push_str(&base.serialization[base.scheme_end + 1..base.authority_end]);
        self.username_end = base.username_end;
        self.host_start = base.host_start;
        self.host_end = base.host_end;
        self.authority_end = base.authority_end;
        self.path_start = base.authority_end;
        self.host = Some(host);
        self.port = base.port;
    }

    /// Sets the host to a `file` base's host (a file URL has no credentials and no port):
    /// nothing after the host has been written yet.
    pub(super) fn copy_host(&mut self, base: &Url) {
        self.serialization.truncate(self.host_start);
        if let Some(host) = base.host_str() {
            self.serialization.push_str(host);
        }
        self.host = base.host;
        self.end_host();
    }

    /// Sets the path to a clone of the base's: nothing after the path has been written yet.
    pub(super) fn copy_path(&mut self, base: &Url) {
        self.serialization.truncate(self.path_start);
        self.serialization.push_str(base.path());
        self.opaque_path = base.opaque_path;
    }

    /// Sets the path to an opaque path, the empty string so far.
    pub(super) fn begin_opaque_path(&mut self) {
        self.opaque_path = true;
    }

    /// Sets the path to the empty list « ».
    pub(super) fn clear_path(&mut self) {
        self.serialization.truncate(self.path_start);
    }

    /// Appends a segment to the path.
    pub(super) fn push_segment(&mut self, segment: &str) {
        self.serialization.push('/');
        self.serialization.push_str(segment);
    }

    /// "Shorten a URL's path": the offset of the `/` before the last segment, the one to cut
    /// the path at, or `None` when the path is empty or is a `file` URL's only segment and
    /// that segment is a normalized Windows drive letter. The path must end the serialization.
    pub(super) fn shortened_path_end(&self) -> Option<usize> {
        debug_assert!(!self.opaque_path, "an opaque path is never shortened");
        let path = &self.serialization[self.path_start..];
        if self.scheme_kind == SchemeKind::File
            && let Some(only) = path.strip_prefix('/')
            && is_normalized_windows_drive_letter(only.as_bytes())
        {
            return None;
        }
        // A byte loop: on a path's few bytes `rfind` (through memrchr) cost about 90 instructions
        // a call against 30 (docs/BENCHMARKS.md).
        path.bytes()
            .rposition(|b| b == b'/')
            .map(|slash| self.path_start + slash)
    }

    /// Cuts the serialization at `at` (inside the component being written last).
    pub(super) fn truncate(&mut self, at: usize) {
        self.serialization.truncate(at);
    }

    /// Sets the query to the base's: nothing after the path has been written yet.
    pub(super) fn copy_query(&mut self, base: &Url) {
        if let Some(query) = base.query() {
            self.begin_query();
            self.serialization.push_str(query);
        }
    }

    /// Sets the query to the empty string.
    pub(super) fn begin_query(&mut self) {
        self.query_start = Some(self.serialization.len());
        self.serialization.push('?');
    }

    /// Sets the query to null: nothing after the query has been written yet.
    pub(super) fn clear_query(&mut self) {
        if let Some(start) = self.query_start.take() {
            self.serialization.truncate(start);
        }
    }

    /// Sets the fragment to the empty string.
    pub(super) fn begin_fragment(&mut self) {
        self.fragment_start = Some(self.serialization.len());
        self.serialization.push('#');
    }

    /// The URL serializer's one addition to the record: "If url's host is null, url does not
    /// have an opaque path, url's path's size is greater than 1, and url's path\[0\] is the
    /// empty string, then append U+002F (/) followed by U+002E (.) to output", so the path
    /// cannot be read back as an authority.
    pub(super) fn finish(&mut self) {
        if self.host.is_none() && !self.opaque_path && self.path().starts_with("//") {
            self.serialization.insert_str(self.path_start, "/.");
            self.path_start += 2;
            self.query_start = self.query_start.map(|at| at + 2);
            self.fragment_start = self.fragment_start.map(|at| at + 2);
        }
    }
}

/// `n` in decimal, appended to `out`.
fn push_decimal(out: &mut String, n: u16) {
    let mut digits = [0u8; 5];
    let mut i = digits.len();
    let mut n = n;
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &digit in &digits[i..] {
        out.push(char::from(digit));
    }
}
