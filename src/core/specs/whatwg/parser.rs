//! The basic URL parser (§4.4): a state machine over the input's code points, each state a
//! method named after the Standard's state, its steps in the Standard's order.
//!
//! The states' buffers are not copied: the authority, host, port and file host states append
//! code points unchanged, so their buffer is always a run of the input (`buffer_start` to the
//! pointer); the scheme and path states write theirs straight into the record, where it ends
//! up (a path segment is checked for `.` and `..` there, and cut off again if it is one); the
//! query state percent-encodes as it goes, which gives what encoding the whole buffer at the
//! end gives. An observer still sees the buffers the Standard describes.

use std::ops::Range;

use super::code_points::{
    is_double_dot_segment, is_normalized_windows_drive_letter, is_single_dot_segment,
    is_url_code_point, is_windows_drive_letter, starts_with_two_hex_digits,
    starts_with_windows_drive_letter,
};
use super::emit::Emit;
use super::host::context::{HostContext, HostError};
use super::host::host_parser::{self, ParsedHost};
use super::input::Input;
use super::percent_encode::{EncodeSet, push_utf8_percent_encoded};
use super::query_encoding::{QueryEncoding, percent_encode_after_encoding};
use super::raises::{self, Raise};
use super::scheme::{SchemeKind, query_takes_the_encoding};
use super::steps::{
    ABOVE_ROOT, BACKSLASH_AS_SLASH, DEFAULT_PORT_DROPPED, DRIVE_LETTER_FROM_BASE,
    DRIVE_LETTER_KEPT, DRIVE_LETTER_NORMALIZED, EXTRA_SLASHES_IGNORED, OPAQUE_PATH_BASE,
    PERCENT_ENCODED_DOT_SEGMENT, SAME_SCHEME_RELATIVE, UNMERGED_PATH_DOTS_REMOVED,
};
use crate::core::specs::whatwg::record::Url;
use crate::core::vocabulary::event::{NoTrace, Observer};
use crate::core::vocabulary::whatwg_act::{BufferEdit, Edit, RecordChange, RecordComponent, Visit};
use crate::core::vocabulary::whatwg_failure::Failure;
use crate::core::vocabulary::whatwg_state::State;
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// Runs the basic URL parser on `input`, with `base` as the base URL, untraced.
///
/// ```
/// use uriscope::whatwg::parse;
///
/// let base = parse("http://a/b/c/d;p?q", None).unwrap();
/// assert_eq!(parse("../g", Some(&base)).unwrap().as_str(), "http://a/b/g");
/// assert_eq!(parse("foo://h/a/b", None).map(|url| url.path().to_owned()).unwrap(), "/a/b");
/// assert!(parse("g", None).is_err());
/// ```
pub fn parse(input: &str, base: Option<&Url>) -> Result<Url, Failure> {
    parse_with(input, base, &mut NoTrace)
}

/// Runs the basic URL parser on `input`, with `base` as the base URL, telling `obs` what it
/// does: each act as an [`Event::Whatwg`](crate::trace::Event::Whatwg) of the step it belongs
/// to (the preprocessing's, then the step of each state visited).
///
/// ```
/// use uriscope::trace::Trace;
/// use uriscope::whatwg::{Validation, parse, parse_with};
///
/// let base = parse("http://a/b", None).unwrap();
/// let mut trace = Trace::default();
/// let url = parse_with("\\..", Some(&base), &mut trace).unwrap();
/// assert_eq!(url.attributes().href, "http://a/");
/// let acts: Vec<String> = trace.whatwg_acts().map(|(_, act)| act.to_string()).collect();
/// assert!(acts.contains(&"relative state at byte 0: U+005C \\".to_string()));
/// assert!(acts.contains(&"validation error invalid-reverse-solidus at byte 0".to_string()));
///
/// // Only the validation errors, with their byte in the input as given.
/// let mut errors = Validation::default();
/// let failure = parse_with(" http://a b/", None, &mut errors).unwrap_err();
/// let names: Vec<_> = errors.input.iter().map(|(error, at)| (error.name(), *at)).collect();
/// assert_eq!(names, [("invalid-URL-unit", 0), ("domain-to-ASCII", 9)]);
/// assert_eq!(failure.state.name(), "host state");
/// ```
pub fn parse_with<O: Observer>(
    input: &str,
    base: Option<&Url>,
    obs: &mut O,
) -> Result<Url, Failure> {
    parse_with_encoding(input, base, None, obs)
}

/// [`parse_with`], with `encoding` for the query of a special URL (other than `ws:` and
/// `wss:`) where it is not UTF-8: the basic URL parser's encoding argument, which HTML gives
/// as the document's encoding ("encoding-parse a URL", HTML §2.4.2).
pub fn parse_with_encoding<O: Observer>(
    input: &str,
    base: Option<&Url>,
    encoding: Option<&dyn QueryEncoding>,
    obs: &mut O,
) -> Result<Url, Failure> {
    let mut emit = Emit::new(obs);
    let input = Input::new(input, &mut emit);
    let capacity = input.text().len() + base.map_or(0, |base| base.serialization.len());
    let mut parser = Parser {
        input: &input,
        text: input.text(),
        base,
        emit,
        url: Url::with_capacity(capacity),
        state: State::SchemeStart,
        pointer: 0,
        buffer_start: 0,
        segment: None,
        at_sign_seen: false,
        inside_brackets: false,
        password_token_seen: false,
        path_from_base: false,
        encoding,
        query_input_start: 0,
    };
    match parser.run() {
        Ok(()) => {
            parser.url.finish();
            Ok(parser.url)
        }
        Err(failure) => {
            parser.emit.failure(failure);
            Err(failure)
        }
    }
}

/// What the state machine does with the pointer after a state has run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    /// Move to the next code point (or stop, at the EOF code point).
    Next,
    /// "Decrease pointer by 1": the next state runs on the same code point.
    Again,
    /// "Increase pointer by 1" (over a `/`), then move on as usual.
    SkipNext,
    /// Continue at this offset: "start over", or the authority state's going back to the
    /// start of its buffer.
    Goto(usize),
}

struct Parser<'i, 'b, 'o, 'e, O> {
    input: &'i Input<'i>,
    /// The preprocessed input.
    text: &'i str,
    base: Option<&'b Url>,
    emit: Emit<'o, O>,
    url: Url,
    state: State,
    /// Byte offset of the code point `c` in `text`.
    pointer: usize,
    /// Where the authority, host, port and file host states' buffer starts in `text`.
    buffer_start: usize,
    /// The path state's buffer: the offset of the `/` it follows in the serialization, once
    /// the segment has begun.
    segment: Option<usize>,
    at_sign_seen: bool,
    inside_brackets: bool,
    password_token_seen: bool,
    /// Whether the path began as a clone of the base's: a dot segment then works on the base's
    /// segments, as the RFCs' merge does; otherwise it is one the RFCs before 3986 keep.
    path_from_base: bool,
    /// The encoding of a special URL's query other than UTF-8 (`None`: UTF-8).
    encoding: Option<&'e dyn QueryEncoding>,
    /// Where the query's code points start in `text`, once the query state is entered.
    query_input_start: usize,
}

impl<'b, O: Observer> Parser<'_, 'b, '_, '_, O> {
    /// "Keep running the following state machine by switching on state. If after a run
    /// pointer points to the EOF code point, go to the next step. Otherwise, increase pointer
    /// by 1 and continue with the state machine."
    fn run(&mut self) -> Result<(), Failure> {
        loop {
            let c = self.code_point();
            if O::ENABLED {
                let at = self.at(self.pointer);
                self.emit.visit(Visit {
                    state: self.state,
                    at,
                    code_point: c,
                });
            }
            let flow = match self.state {
                State::SchemeStart => self.scheme_start(c),
                State::Scheme => self.scheme(c),
                State::NoScheme => self.no_scheme(c)?,
                State::SpecialRelativeOrAuthority => self.special_relative_or_authority(c),
                State::PathOrAuthority => self.path_or_authority(c),
                State::Relative => self.relative(c),
                State::RelativeSlash => self.relative_slash(c),
                State::SpecialAuthoritySlashes => self.special_authority_slashes(c),
                State::SpecialAuthorityIgnoreSlashes => self.special_authority_ignore_slashes(c),
                State::Authority => self.authority(c)?,
                State::Host | State::Hostname => self.host(c)?,
                State::Port => self.port(c)?,
                State::File => self.file(c),
                State::FileSlash => self.file_slash(c),
                State::FileHost => self.file_host(c)?,
                State::PathStart => self.path_start(c),
                State::Path => self.path(c),
                State::OpaquePath => self.opaque_path(c),
                State::Query => self.query(c),
                State::Fragment => self.fragment(c),
            };
            match flow {
                Flow::Next => match c {
                    Some(c) => self.pointer += c.len_utf8(),
                    None => return Ok(()),
                },
                Flow::Again => {}
                Flow::SkipNext => self.pointer += c.map_or(0, char::len_utf8) + 1,
                Flow::Goto(pointer) => self.pointer = pointer,
            }
        }
    }

    // The states, in the Standard's order.

    fn scheme_start(&mut self, c: Option<char>) -> Flow {
        match c {
            Some(c) if c.is_ascii_alphabetic() => {
                self.url.serialization.push(c.to_ascii_lowercase());
                self.buffer_appended(self.url.len() - 1);
                self.state = State::Scheme;
            }
            _ => {
                self.state = State::NoScheme;
                return Flow::Again;
            }
        }
        Flow::Next
    }

    fn scheme(&mut self, c: Option<char>) -> Flow {
        match c {
            Some(c) if c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.') => {
                self.url.serialization.push(c.to_ascii_lowercase());
                self.buffer_appended(self.url.len() - 1);
            }
            Some(':') => {
                self.url.end_scheme();
                self.record(RecordComponent::Scheme, Change::Set, 0..self.url.scheme_end);
                self.buffer_change(BufferEdit::Clear);
                let remaining = self.remaining(1);
                let kind = self.url.scheme_kind;
                if kind == SchemeKind::File {
                    if !remaining.starts_with(b"//") {
                        self.error(raises::FILE_SCHEME_WITHOUT_SLASHES);
                    }
                    self.state = State::File;
                } else if kind.is_special()
                    && self
                        .base
                        .is_some_and(|base| base.scheme() == self.url.scheme())
                {
                    self.state = State::SpecialRelativeOrAuthority;
                } else if kind.is_special() {
                    self.state = State::SpecialAuthoritySlashes;
                } else if remaining.starts_with(b"/") {
                    self.state = State::PathOrAuthority;
                    return Flow::SkipNext;
                } else {
                    self.url.begin_opaque_path();
                    self.record_empty(RecordComponent::Path, Change::Set);
                    self.state = State::OpaquePath;
                }
            }
            _ => {
                // Not a scheme after all: "start over (from the first code point in input)".
                self.url.truncate(0);
                self.buffer_change(BufferEdit::Clear);
                self.state = State::NoScheme;
                return Flow::Goto(0);
            }
        }
        Flow::Next
    }

    fn no_scheme(&mut self, c: Option<char>) -> Result<Flow, Failure> {
        let base = match self.base {
            Some(base) if !(base.opaque_path && c != Some('#')) => base,
            base => {
                if O::ENABLED && base.is_some() {
                    self.emit.warning(&OPAQUE_PATH_BASE);
                }
                return Err(self.fail(raises::NO_SCHEME_AND_NO_BASE, None));
            }
        };
        if base.opaque_path {
            self.url.set_scheme(base.scheme(), base.scheme_kind);
            self.record_from_base(RecordComponent::Scheme, Change::Set, 0..self.url.scheme_end);
            self.copy_path_and_query(base);
            self.enter_fragment();
            Ok(Flow::Next)
        } else if base.scheme_kind != SchemeKind::File {
            self.state = State::Relative;
            Ok(Flow::Again)
        } else {
            self.state = State::File;
            Ok(Flow::Again)
        }
    }

    fn special_relative_or_authority(&mut self, c: Option<char>) -> Flow {
        if c == Some('/') && self.remaining(1).starts_with(b"/") {
            self.state = State::SpecialAuthorityIgnoreSlashes;
            Flow::SkipNext
        } else {
            if O::ENABLED {
                self.emit.warning(&SAME_SCHEME_RELATIVE);
            }
            self.error(raises::SAME_SCHEME_WITHOUT_SLASHES);
            self.state = State::Relative;
            Flow::Again
        }
    }

    fn path_or_authority(&mut self, c: Option<char>) -> Flow {
        if c == Some('/') {
            self.enter_authority(self.pointer + 1);
            Flow::Next
        } else {
            self.state = State::Path;
            Flow::Again
        }
    }

    fn relative(&mut self, c: Option<char>) -> Flow {
        let base = self.base_url();
        self.url.set_scheme(base.scheme(), base.scheme_kind);
        self.record_from_base(RecordComponent::Scheme, Change::Set, 0..self.url.scheme_end);
        match c {
            Some('/') => {
                self.state = State::RelativeSlash;
                return Flow::Next;
            }
            Some('\\') if self.url.is_special() => {
                self.error(raises::RELATIVE_REVERSE_SOLIDUS);
                self.state = State::RelativeSlash;
                return Flow::Next;
            }
            _ => {}
        }
        self.copy_authority(base);
        if self.inherit_path_and_query(base, c) {
            return Flow::Next;
        }
        self.shorten_path();
        self.state = State::Path;
        Flow::Again
    }

    fn relative_slash(&mut self, c: Option<char>) -> Flow {
        if self.url.is_special() && matches!(c, Some('/' | '\\')) {
            if c == Some('\\') {
                self.error(raises::RELATIVE_SLASH_REVERSE_SOLIDUS);
            }
            self.state = State::SpecialAuthorityIgnoreSlashes;
            Flow::Next
        } else if c == Some('/') {
            self.enter_authority(self.pointer + 1);
            Flow::Next
        } else {
            self.copy_authority(self.base_url());
            self.state = State::Path;
            Flow::Again
        }
    }

    fn special_authority_slashes(&mut self, c: Option<char>) -> Flow {
        self.state = State::SpecialAuthorityIgnoreSlashes;
        if c == Some('/') && self.remaining(1).starts_with(b"/") {
            Flow::SkipNext
        } else {
            self.error(raises::SPECIAL_WITHOUT_SLASHES);
            Flow::Again
        }
    }

    fn special_authority_ignore_slashes(&mut self, c: Option<char>) -> Flow {
        if matches!(c, Some('/' | '\\')) {
            if O::ENABLED {
                self.emit.warning(&EXTRA_SLASHES_IGNORED);
            }
            self.error(raises::EXTRA_SLASH);
            Flow::Next
        } else {
            self.enter_authority(self.pointer);
            Flow::Again
        }
    }

    fn authority(&mut self, c: Option<char>) -> Result<Flow, Failure> {
        if c == Some('@') {
            self.error(raises::CREDENTIALS);
            if self.at_sign_seen {
                self.buffer_change(BufferEdit::Prepend("%40"));
            }
            let buffer = &self.text[self.buffer_start..self.pointer];
            let appended = self.url.append_credentials(
                buffer,
                self.at_sign_seen,
                &mut self.password_token_seen,
            );
            self.at_sign_seen = true;
            if !appended.username.is_empty() {
                self.record(RecordComponent::Username, Change::Append, appended.username);
            }
            if !appended.password.is_empty() {
                self.record(RecordComponent::Password, Change::Append, appended.password);
            }
            self.buffer_change(BufferEdit::Clear);
            self.buffer_start = self.pointer + 1;
            Ok(Flow::Next)
        } else if self.ends_host(c) {
            if self.at_sign_seen && self.buffer_start == self.pointer {
                return Err(self.fail(raises::NOTHING_AFTER_AT_SIGN, None));
            }
            // "Decrease pointer by buffer's code point length + 1": the host state reads the
            // buffer again.
            self.buffer_change(BufferEdit::Clear);
            self.state = State::Host;
            Ok(Flow::Goto(self.buffer_start))
        } else {
            self.buffer_appended_input(c);
            Ok(Flow::Next)
        }
    }

    fn host(&mut self, c: Option<char>) -> Result<Flow, Failure> {
        if c == Some(':') && !self.inside_brackets {
            if self.buffer_start == self.pointer {
                return Err(self.fail(raises::NO_HOST_BEFORE_PORT, None));
            }
            self.set_host_from_buffer(false)?;
            self.buffer_change(BufferEdit::Clear);
            self.state = State::Port;
            self.buffer_start = self.pointer + 1;
            Ok(Flow::Next)
        } else if self.ends_host(c) {
            if self.url.is_special() && self.buffer_start == self.pointer {
                return Err(self.fail(raises::NO_HOST, None));
            }
            self.set_host_from_buffer(false)?;
            self.buffer_change(BufferEdit::Clear);
            self.state = State::PathStart;
            Ok(Flow::Again)
        } else {
            match c {
                Some('[') => self.inside_brackets = true,
                Some(']') => self.inside_brackets = false,
                _ => {}
            }
            self.buffer_appended_input(c);
            Ok(Flow::Next)
        }
    }

    fn port(&mut self, c: Option<char>) -> Result<Flow, Failure> {
        if c.is_some_and(|c| c.is_ascii_digit()) {
            self.buffer_appended_input(c);
            return Ok(Flow::Next);
        }
        if !self.ends_host(c) {
            return Err(self.fail(raises::PORT_INVALID, c));
        }
        let digits = &self.text.as_bytes()[self.buffer_start..self.pointer];
        if !digits.is_empty() {
            let port = digits.iter().try_fold(0u32, |port, digit| {
                let port = port * 10 + u32::from(digit - b'0');
                (port <= 0xFFFF).then_some(port)
            });
            let Some(port) = port.map(|port| port as u16) else {
                let at = self.buffer_start;
                return Err(self.fail_at(raises::PORT_OUT_OF_RANGE, at, None));
            };
            let port = (self.url.scheme_kind.default_port() != Some(port)).then_some(port);
            if O::ENABLED && port.is_none() {
                self.emit.warning(&DEFAULT_PORT_DROPPED);
            }
            self.url.set_port(port);
            match port {
                Some(_) => self.record(RecordComponent::Port, Change::Set, self.url.port_range()),
                None => self.record(RecordComponent::Port, Change::Null, 0..0),
            }
            self.buffer_change(BufferEdit::Clear);
        }
        self.state = State::PathStart;
        Ok(Flow::Again)
    }

    fn file(&mut self, c: Option<char>) -> Flow {
        self.url.set_scheme("file", SchemeKind::File);
        self.record(RecordComponent::Scheme, Change::Set, 0..self.url.scheme_end);
        self.url.begin_authority();
        self.record_empty(RecordComponent::Host, Change::Set);
        if matches!(c, Some('/' | '\\')) {
            if c == Some('\\') {
                self.error(raises::FILE_REVERSE_SOLIDUS);
            }
            self.state = State::FileSlash;
            return Flow::Next;
        }
        let Some(base) = self.file_base() else {
            self.state = State::Path;
            return Flow::Again;
        };
        self.copy_host(base);
        if self.inherit_path_and_query(base, c) {
            return Flow::Next;
        }
        if starts_with_windows_drive_letter(self.remaining(0)) {
            // A (platform-independent) Windows drive letter quirk.
            self.error(raises::FILE_DRIVE_LETTER);
            self.url.clear_path();
            self.record(RecordComponent::Path, Change::Set, self.path_range());
        } else {
            self.shorten_path();
        }
        self.state = State::Path;
        Flow::Again
    }

    fn file_slash(&mut self, c: Option<char>) -> Flow {
        if matches!(c, Some('/' | '\\')) {
            if c == Some('\\') {
                self.error(raises::FILE_SLASH_REVERSE_SOLIDUS);
            }
            self.state = State::FileHost;
            self.buffer_start = self.pointer + 1;
            return Flow::Next;
        }
        if let Some(base) = self.file_base() {
            self.copy_host(base);
            // A (platform-independent) Windows drive letter quirk.
            if !starts_with_windows_drive_letter(self.remaining(0))
                && let Some(drive) = base
                    .path_segments()
                    .and_then(|mut segments| segments.next())
                && is_normalized_windows_drive_letter(drive.as_bytes())
            {
                if O::ENABLED {
                    self.emit.warning(&DRIVE_LETTER_FROM_BASE);
                }
                self.url.push_segment(drive);
                let segment = self.url.len() - drive.len()..self.url.len();
                self.record_from_base(RecordComponent::Path, Change::Push, segment);
            }
        }
        self.state = State::Path;
        Flow::Again
    }

    fn file_host(&mut self, c: Option<char>) -> Result<Flow, Failure> {
        if !matches!(c, None | Some('/' | '\\' | '?' | '#')) {
            self.buffer_appended_input(c);
            return Ok(Flow::Next);
        }
        let buffer = &self.text[self.buffer_start..self.pointer];
        if is_windows_drive_letter(buffer.as_bytes()) {
            // A (platform-independent) Windows drive letter quirk: the buffer is not reset,
            // the path state takes it as its own.
            self.error(raises::FILE_HOST_DRIVE_LETTER);
            self.segment = Some(self.url.len());
            self.url.push_segment(buffer);
            self.state = State::Path;
        } else if buffer.is_empty() {
            self.record_empty(RecordComponent::Host, Change::Set);
            self.state = State::PathStart;
        } else {
            self.set_host_from_buffer(true)?;
            self.buffer_change(BufferEdit::Clear);
            self.state = State::PathStart;
        }
        Ok(Flow::Again)
    }

    fn path_start(&mut self, c: Option<char>) -> Flow {
        if self.url.is_special() {
            if c == Some('\\') {
                self.error(raises::PATH_START_REVERSE_SOLIDUS);
            }
            self.state = State::Path;
            return if matches!(c, Some('/' | '\\')) {
                Flow::Next
            } else {
                Flow::Again
            };
        }
        match c {
            Some('?') => self.enter_query(),
            Some('#') => self.enter_fragment(),
            Some(c) => {
                self.state = State::Path;
                if c != '/' {
                    return Flow::Again;
                }
            }
            None => {}
        }
        Flow::Next
    }

    fn path(&mut self, c: Option<char>) -> Flow {
        let special = self.url.is_special();
        let slash = c == Some('/') || (special && c == Some('\\'));
        let Some(code_point) = c.filter(|&c| !slash && c != '?' && c != '#') else {
            self.end_segment(c, slash);
            return Flow::Next;
        };
        self.open_segment();
        self.check_url_unit(code_point);
        let from = self.url.len();
        push_utf8_percent_encoded(&mut self.url.serialization, code_point, EncodeSet::PATH);
        self.buffer_appended(from);
        Flow::Next
    }

    /// The path state at the end of a segment (`c` is EOF, `/`, `\` in a special URL, `?` or
    /// `#`).
    fn end_segment(&mut self, c: Option<char>, slash: bool) {
        if c == Some('\\') {
            self.error(raises::PATH_REVERSE_SOLIDUS);
        }
        let slash_at = self.open_segment();
        let segment = &self.url.serialization.as_bytes()[slash_at + 1..];
        // Each segment is classified once; a dot written `%2e` is a rule worth naming.
        let double_dot = is_double_dot_segment(segment);
        let single_dot = !double_dot && is_single_dot_segment(segment);
        if O::ENABLED && (double_dot || single_dot) {
            if segment.contains(&b'%') {
                self.emit.warning(&PERCENT_ENCODED_DOT_SEGMENT);
            }
            // Against a base, a dot segment in a path the input gives whole (`/./g`).
            if self.base.is_some() && !self.path_from_base {
                self.emit.warning(&UNMERGED_PATH_DOTS_REMOVED);
            }
        }
        if double_dot {
            self.url.truncate(slash_at);
            // Nothing left to remove: the `..` would climb above the root. A problem that does
            // not change the result, as a validation error is: told to a validating observer
            // too.
            if (O::ENABLED || O::VALIDATION) && self.url.len() == self.url.path_start {
                self.emit.warning(&ABOVE_ROOT);
            }
            self.shorten_path();
            if !slash {
                self.url.push_segment("");
                self.record_empty(RecordComponent::Path, Change::Push);
            }
        } else if single_dot {
            self.url.truncate(slash_at);
            if !slash {
                self.url.push_segment("");
                self.record_empty(RecordComponent::Path, Change::Push);
            }
        } else {
            if self.url.scheme_kind == SchemeKind::File
                && slash_at == self.url.path_start
                && is_windows_drive_letter(segment)
            {
                if O::ENABLED && segment[1] == b'|' {
                    self.emit.warning(&DRIVE_LETTER_NORMALIZED);
                }
                self.url.serialization.replace_range(slash_at + 2.., ":");
                if O::ENABLED {
                    let buffer = &self.url.serialization[slash_at + 1..];
                    self.emit.buffer(BufferEdit::Replace(buffer));
                }
            }
            self.record(
                RecordComponent::Path,
                Change::Push,
                slash_at + 1..self.url.len(),
            );
        }
        self.segment = None;
        self.buffer_change(BufferEdit::Clear);
        match c {
            Some('?') => {
                self.enter_query();
            }
            Some('#') => {
                self.enter_fragment();
            }
            _ => {}
        }
    }

    fn opaque_path(&mut self, c: Option<char>) -> Flow {
        match c {
            Some('?') => {
                self.enter_query();
            }
            Some('#') => {
                self.enter_fragment();
            }
            Some(' ') => {
                self.error(raises::OPAQUE_PATH_SPACE);
                let from = self.url.len();
                if matches!(self.remaining(1).first(), Some(b'?' | b'#')) {
                    self.url.serialization.push_str("%20");
                } else {
                    self.url.serialization.push(' ');
                }
                self.record(RecordComponent::Path, Change::Append, from..self.url.len());
            }
            Some(c) => {
                self.check_url_unit(c);
                let from = self.url.len();
                push_utf8_percent_encoded(&mut self.url.serialization, c, EncodeSet::C0_CONTROL);
                self.record(RecordComponent::Path, Change::Append, from..self.url.len());
            }
            None => {}
        }
        Flow::Next
    }

    fn query(&mut self, c: Option<char>) -> Flow {
        match c {
            Some(c) if c != '#' => {
                let set = if self.url.is_special() {
                    EncodeSet::SPECIAL_QUERY
                } else {
                    EncodeSet::QUERY
                };
                self.check_url_unit(c);
                push_utf8_percent_encoded(&mut self.url.serialization, c, set);
                self.buffer_appended_input(Some(c));
            }
            _ => {
                // The buffer, percent-encoded, is appended to the query (it already is, code
                // point by code point, in UTF-8; in another encoding it is written again whole).
                if let Some(encoding) = self.encoding
                    && (query_takes_the_encoding(self.url.scheme())
                        || encoding.encodes_every_query())
                {
                    let query_start = self.url.query_start.map_or(0, |at| at + 1);
                    self.url.serialization.truncate(query_start);
                    let buffer = &self.text[self.query_input_start..self.pointer];
                    let set = if self.url.is_special() {
                        EncodeSet::SPECIAL_QUERY
                    } else {
                        EncodeSet::QUERY
                    };
                    percent_encode_after_encoding(
                        buffer,
                        encoding,
                        set,
                        &mut self.url.serialization,
                    );
                }
                if O::ENABLED {
                    let query_start = self.url.query_start.map_or(0, |at| at + 1);
                    self.record(
                        RecordComponent::Query,
                        Change::Append,
                        query_start..self.url.len(),
                    );
                }
                self.buffer_change(BufferEdit::Clear);
                if c == Some('#') {
                    self.enter_fragment();
                }
            }
        }
        Flow::Next
    }

    fn fragment(&mut self, c: Option<char>) -> Flow {
        if let Some(c) = c {
            self.check_url_unit(c);
            let from = self.url.len();
            push_utf8_percent_encoded(&mut self.url.serialization, c, EncodeSet::FRAGMENT);
            self.record(
                RecordComponent::Fragment,
                Change::Append,
                from..self.url.len(),
            );
        }
        Flow::Next
    }

    // Steps shared by several states.

    /// The authority state begins: `//` goes into the record, the buffer starts at `buffer`.
    fn enter_authority(&mut self, buffer: usize) {
        self.url.begin_authority();
        self.buffer_start = buffer;
        self.state = State::Authority;
    }

    /// "Set url's query to the empty string and state to query state."
    fn enter_query(&mut self) {
        // Every state enters the query at its `?`.
        self.query_input_start = self.pointer + 1;
        self.url.begin_query();
        self.record_empty(RecordComponent::Query, Change::Set);
        self.state = State::Query;
    }

    /// "Set url's fragment to the empty string and state to fragment state."
    fn enter_fragment(&mut self) {
        self.url.begin_fragment();
        self.record_empty(RecordComponent::Fragment, Change::Set);
        self.state = State::Fragment;
    }

    /// Starts the path state's buffer if it has not started: its `/` goes into the record.
    /// Returns the offset of that `/`.
    fn open_segment(&mut self) -> usize {
        *self.segment.get_or_insert_with(|| {
            self.url.serialization.push('/');
            self.url.serialization.len() - 1
        })
    }

    /// "Shorten url's path", reporting the segment removed.
    fn shorten_path(&mut self) {
        match self.url.shortened_path_end() {
            Some(cut) => {
                self.record(RecordComponent::Path, Change::Pop, cut + 1..self.url.len());
                self.url.truncate(cut);
            }
            // The drive letter's rule, not an empty path, kept it.
            None if O::ENABLED && self.url.path_start < self.url.len() => {
                self.emit.warning(&DRIVE_LETTER_KEPT);
            }
            None => {}
        }
    }

    /// Host-parses the buffer (isOpaque when the URL is not special) and sets the host; in the
    /// file host state `localhost` becomes the empty host.
    fn set_host_from_buffer(&mut self, localhost_is_empty: bool) -> Result<(), Failure> {
        let buffer = &self.text[self.buffer_start..self.pointer];
        let is_opaque = !self.url.is_special();
        let mut cx = HostContext::new(self.emit.reborrow(), self.input, self.buffer_start);
        let host = host_parser::parse(buffer, is_opaque, &mut cx).map_err(
            |HostError {
                 error,
                 at,
                 code_point,
                 reason,
             }| Failure {
                state: self.state,
                error,
                at,
                code_point,
                reason,
            },
        )?;
        let host = match host {
            ParsedHost::Domain(domain) if localhost_is_empty && domain == "localhost" => {
                ParsedHost::Empty
            }
            host => host,
        };
        self.url.set_host(&host);
        self.record(
            RecordComponent::Host,
            Change::Set,
            self.url.host_start..self.url.host_end,
        );
        Ok(())
    }

    /// "Set url's username to base's username, url's password to base's password, url's host
    /// to base's host, url's port to base's port".
    fn copy_authority(&mut self, base: &Url) {
        self.url.copy_authority(base);
        if O::ENABLED {
            self.record_from_base(
                RecordComponent::Username,
                Change::Set,
                self.url.username_range(),
            );
            self.record_from_base(
                RecordComponent::Password,
                Change::Set,
                self.url.password_range(),
            );
            match self.url.host {
                Some(_) => {
                    let host = self.url.host_start..self.url.host_end;
                    self.record_from_base(RecordComponent::Host, Change::Set, host);
                }
                None => self.record_from_base(RecordComponent::Host, Change::Null, 0..0),
            }
            match self.url.port {
                Some(_) => {
                    self.record_from_base(
                        RecordComponent::Port,
                        Change::Set,
                        self.url.port_range(),
                    );
                }
                None => self.record_from_base(RecordComponent::Port, Change::Null, 0..0),
            }
        }
    }

    /// "Set url's host to base's host" (a `file` base).
    fn copy_host(&mut self, base: &Url) {
        self.url.copy_host(base);
        let host = self.url.host_start..self.url.host_end;
        self.record_from_base(RecordComponent::Host, Change::Set, host);
    }

    /// The relative and file states' shared sentences, after the base's authority or host:
    /// "url's path to a clone of base's path, and url's query to base's query. If c is U+003F
    /// (?), then set url's query to the empty string, and state to query state. Otherwise, if c
    /// is U+0023 (#), set url's fragment to the empty string and state to fragment state.
    /// Otherwise, if c is not the EOF code point: Set url's query to null." `false` for that
    /// last case, whose rest each state says in its own words.
    fn inherit_path_and_query(&mut self, base: &Url, c: Option<char>) -> bool {
        self.path_from_base = true;
        self.copy_path_and_query(base);
        match c {
            Some('?') => {
                self.url.clear_query();
                self.enter_query();
            }
            Some('#') => self.enter_fragment(),
            Some(_) => {
                self.url.clear_query();
                self.record(RecordComponent::Query, Change::Null, 0..0);
                return false;
            }
            None => {}
        }
        true
    }

    /// "Set url's path to a clone of base's path, and url's query to base's query".
    fn copy_path_and_query(&mut self, base: &Url) {
        self.url.copy_path(base);
        self.record_from_base(RecordComponent::Path, Change::Set, self.path_range());
        self.copy_query(base);
    }

    /// "Set url's query to base's query".
    fn copy_query(&mut self, base: &Url) {
        self.url.copy_query(base);
        match self.url.query_start {
            Some(start) => self.record_from_base(
                RecordComponent::Query,
                Change::Set,
                start + 1..self.url.len(),
            ),
            None => self.record_from_base(RecordComponent::Query, Change::Null, 0..0),
        }
    }

    /// `c` is the EOF code point, `/`, `?`, `#`, or `\` in a special URL: the end of the
    /// authority, the host and the port.
    fn ends_host(&self, c: Option<char>) -> bool {
        match c {
            None | Some('/' | '?' | '#') => true,
            Some('\\') => self.url.is_special(),
            Some(_) => false,
        }
    }

    /// The path, query and fragment states' check of a code point they keep: "If c is not a
    /// URL code point and not U+0025 (%), invalid-URL-unit validation error. If c is U+0025 (%)
    /// and remaining does not start with two ASCII hex digits, invalid-URL-unit validation
    /// error."
    fn check_url_unit(&mut self, c: char) {
        if !O::VALIDATION {
            return;
        }
        if c == '%' {
            if !starts_with_two_hex_digits(self.remaining(1)) {
                self.error(raises::LONE_PERCENT_SIGN);
            }
        } else if !is_url_code_point(c) {
            self.error(raises::NOT_A_URL_UNIT);
        }
    }

    // Reading the input.

    /// The code point the pointer points at, `None` for the EOF code point.
    #[inline]
    fn code_point(&self) -> Option<char> {
        match *self.text.as_bytes().get(self.pointer)? {
            byte if byte.is_ascii() => Some(char::from(byte)),
            _ => self.text[self.pointer..].chars().next(),
        }
    }

    /// The input from `skip` bytes after the pointer ("remaining" is `remaining(1)` for an
    /// ASCII `c`).
    fn remaining(&self, skip: usize) -> &'_ [u8] {
        self.text
            .as_bytes()
            .get(self.pointer + skip..)
            .unwrap_or_default()
    }

    /// The offset in the input as given of `pointer`.
    fn at(&self, pointer: usize) -> usize {
        self.input.original(pointer)
    }

    fn base_url(&self) -> &'b Url {
        self.base
            .expect("the no scheme state enters the relative state only with a base URL")
    }

    fn file_base(&self) -> Option<&'b Url> {
        self.base
            .filter(|base| base.scheme_kind == SchemeKind::File)
    }

    fn path_range(&self) -> Range<usize> {
        self.url.path_start..self.url.path_end()
    }

    // Reporting.

    /// A validation error at the pointer, that does not stop the parser.
    fn error(&mut self, raise: Raise) {
        // Each reverse solidus the Standard reports is one a special URL read as a solidus.
        if O::ENABLED && raise.error == ValidationError::InvalidReverseSolidus {
            self.emit.warning(&BACKSLASH_AS_SLASH);
        }
        if O::VALIDATION {
            let at = self.at(self.pointer);
            self.emit.validation_error(raise, at);
        }
    }

    /// A validation error at the pointer that returns failure.
    fn fail(&mut self, raise: Raise, code_point: Option<char>) -> Failure {
        self.fail_at(raise, self.pointer, code_point)
    }

    /// A validation error at `pointer` that returns failure.
    fn fail_at(&mut self, raise: Raise, pointer: usize, code_point: Option<char>) -> Failure {
        let at = self.at(pointer);
        self.emit.validation_error(raise, at);
        Failure {
            state: self.state,
            error: raise.error,
            at,
            code_point,
            reason: None,
        }
    }

    fn buffer_change(&mut self, change: BufferEdit<&str>) {
        if O::ENABLED {
            self.emit.buffer(change);
        }
    }

    /// The buffer grew by what the record holds from `from` on.
    fn buffer_appended(&mut self, from: usize) {
        if O::ENABLED {
            self.emit
                .buffer(BufferEdit::Append(&self.url.serialization[from..]));
        }
    }

    /// The buffer grew by `c`, the code point at the pointer.
    fn buffer_appended_input(&mut self, c: Option<char>) {
        if O::ENABLED {
            let text = self.text;
            let end = self.pointer + c.map_or(0, char::len_utf8);
            self.emit
                .buffer(BufferEdit::Append(&text[self.pointer..end]));
        }
    }

    fn record(&mut self, component: RecordComponent, change: Change, value: Range<usize>) {
        self.report(component, change, value, false);
    }

    /// Records `component` set (or a segment pushed) empty, at the end of the URL so far.
    fn record_empty(&mut self, component: RecordComponent, change: Change) {
        let end = self.url.len();
        self.report(component, change, end..end, false);
    }

    fn record_from_base(
        &mut self,
        component: RecordComponent,
        change: Change,
        value: Range<usize>,
    ) {
        self.report(component, change, value, true);
    }

    fn report(
        &mut self,
        component: RecordComponent,
        change: Change,
        value: Range<usize>,
        from_base: bool,
    ) {
        if O::ENABLED {
            let value = &self.url.serialization[value];
            let edit = match change {
                Change::Set => Edit::Set(value),
                Change::Append => Edit::Append(value),
                Change::Push => Edit::Push(value),
                Change::Pop => Edit::Pop(value),
                Change::Null => Edit::Null,
            };
            self.emit.record(RecordChange {
                component,
                edit,
                by: self.state,
                from_base,
            });
        }
    }
}

/// [`Edit`] without its text, which [`Parser::report`] takes from the record.
#[derive(Clone, Copy)]
enum Change {
    Set,
    Append,
    Push,
    Pop,
    Null,
}
