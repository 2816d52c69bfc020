//! The components the basic URL parser read in its input, as spans of the text as given: which
//! state consumed each code point. A reference's split is what it set itself before the base
//! filled the rest: `\\127.0.0.1:18765\last` against `http://a/b` reads authority
//! `127.0.0.1:18765` and path `\last`, where RFC 3986 Appendix B would read the scheme
//! `\\127.0.0.1`.
//!
//! The states map onto RFC 3986's division: the scheme state's code points are the scheme; the
//! authority, host, port and file host states' the authority (userinfo, `@`, host, `:` and
//! port); the path start, path and opaque path states' the path; the query and fragment states'
//! the query and fragment. The parser visits a code point again when a state decreases the
//! pointer, and the last state to visit it is the one that consumed it. A code point that ends a
//! component and opens the next (`?`, `#`, the slashes before an authority, the scheme's `:`)
//! belongs to none, and says where the next one starts, so that an empty query (`?`) is
//! defined and empty as in Appendix B.

use crate::core::specs::whatwg::parser::parse_with;
use crate::core::specs::whatwg::record::Url;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::event::{Event, Observer};
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::whatwg_act::{Act, Visit};
use crate::core::vocabulary::whatwg_state::State;
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// `input` split as the basic URL parser read it against `base`. Where the parser returned
/// failure, the components it had read until then.
///
/// ```
/// use uriscope::whatwg::{parse, split};
///
/// let base = parse("http://a/b", None).unwrap();
/// let reference = split(r"\\127.0.0.1:18765\last#frag2", Some(&base));
/// assert_eq!(reference.scheme(), None);
/// assert_eq!(reference.authority(), Some("127.0.0.1:18765"));
/// assert_eq!(reference.path(), r"\last");
/// assert_eq!(reference.fragment(), Some("frag2"));
///
/// let uri = split("  HTTP://user@h:8080/a/b?#", None);
/// assert_eq!(uri.scheme(), Some("HTTP"));
/// assert_eq!(uri.authority(), Some("user@h:8080"));
/// assert_eq!((uri.path(), uri.query(), uri.fragment()), ("/a/b", Some(""), Some("")));
/// ```
pub fn split<'a>(input: &'a str, base: Option<&Url>) -> UriRef<'a> {
    let mut reading = Reading {
        text: input.as_bytes(),
        owner: vec![Owner::Unread; input.len()],
        opens: [None; 5],
        file_host: None,
        pending: None,
    };
    // The failure, if any, is the trace's to tell: the split is what was read.
    let _ = parse_with(input, base, &mut reading);
    reading.into_split(input)
}

/// Which part of the text a byte was read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Owner {
    /// No state read it: removed by the preprocessing, or skipped (the second slash of `//`).
    Unread,
    /// A delimiter between components.
    Delimiter,
    /// Part of this component.
    Part(Part),
}

/// The components of the split, in the order of
/// [`COMPONENTS`](crate::core::vocabulary::component::COMPONENTS) (an index into it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    Scheme,
    Authority,
    Path,
    Query,
    Fragment,
}

/// An observer of the parser that keeps, for each byte of the input, the part it was last read
/// as.
struct Reading<'a> {
    text: &'a [u8],
    owner: Vec<Owner>,
    /// Where a delimiter opened a component (the byte after it).
    opens: [Option<usize>; 5],
    /// The bytes the file host state has read since it was entered: a Windows drive letter
    /// there turns out to be the path's.
    file_host: Option<Span>,
    /// A code point the state visited next decides on (see [`Reading::visit`]).
    pending: Option<Span>,
}

impl Observer for Reading<'_> {
    // Only the states' visits are read; the validation errors tell a drive letter in a host.
    const VALIDATION: bool = true;

    fn on_event(&mut self, event: Event<'_>) {
        match event {
            Event::Whatwg {
                act: Act::Visit(visit),
                ..
            } => self.visit(visit),
            Event::Whatwg {
                act:
                    Act::ValidationError {
                        error: ValidationError::FileInvalidWindowsDriveLetterHost,
                        ..
                    },
                ..
            } => {
                if let Some(span) = self.file_host.take() {
                    self.own(span.start, span.end, Owner::Part(Part::Path));
                }
            }
            _ => {}
        }
    }
}

impl Reading<'_> {
    fn visit(
        &mut self,
        Visit {
            state,
            at,
            code_point,
        }: Visit,
    ) {
        let end = at + code_point.map_or(0, char::len_utf8);
        let slash = matches!(code_point, Some('/' | '\\'));
        if state != State::FileHost {
            self.file_host = None;
        }
        if let Some(slash) = self.pending.take() {
            if matches!(state, State::Path | State::OpaquePath) && at == slash.start {
                // The scheme state skipped the path's first `/`, or the relative state read
                // it as a delimiter: it was the path's.
                self.slash_before(at);
            } else {
                self.own(slash.start, slash.end, Owner::Delimiter);
                if matches!(state, State::Authority | State::FileHost) {
                    self.opens[Part::Authority as usize] = Some(at);
                }
            }
        }
        if state == State::NoScheme {
            // The scheme state started over from the first code point: nothing it read stands.
            self.owner.fill(Owner::Unread);
            self.opens = [None; 5];
        }
        let owner = match (state, code_point) {
            // The states that only choose the next one, and let it read the code point again
            // (or skip a delimiter) are not named: the next visit decides.
            (State::SchemeStart | State::Scheme, Some(':')) => Owner::Delimiter,
            (State::SchemeStart | State::Scheme, Some(_)) => Owner::Part(Part::Scheme),
            // Whether a slash here ends `//` (the authority follows) or the slash before it
            // was the path's (the path state reads this code point again) is known only from
            // the state visited next, which may hang on whether the URL is special.
            (State::PathOrAuthority | State::RelativeSlash | State::FileSlash, _) => {
                self.pending = Some(Span::new(at, end));
                return;
            }
            (State::SpecialAuthorityIgnoreSlashes, _) if !slash => {
                self.opens[Part::Authority as usize] = Some(at);
                return;
            }
            (State::FileHost, Some(c)) if !matches!(c, '/' | '\\' | '?' | '#') => {
                let run = self.file_host.get_or_insert(Span::new(at, at));
                run.end = end;
                Owner::Part(Part::Authority)
            }
            (State::Authority | State::Host | State::Hostname | State::Port, Some(_)) => {
                Owner::Part(Part::Authority)
            }
            (
                State::Relative
                | State::File
                | State::PathStart
                | State::Path
                | State::OpaquePath
                | State::NoScheme,
                Some('?'),
            ) => self.delimits(end, Part::Query),
            (
                State::Relative
                | State::File
                | State::PathStart
                | State::Path
                | State::OpaquePath
                | State::NoScheme
                | State::Query,
                Some('#'),
            ) => self.delimits(end, Part::Fragment),
            (State::PathStart | State::Path | State::OpaquePath, Some(_)) => {
                Owner::Part(Part::Path)
            }
            (State::Query, Some(_)) => Owner::Part(Part::Query),
            (State::Fragment, Some(_)) => Owner::Part(Part::Fragment),
            (
                State::SpecialRelativeOrAuthority
                | State::SpecialAuthoritySlashes
                | State::SpecialAuthorityIgnoreSlashes
                | State::Relative
                | State::File,
                Some(_),
            ) if slash => Owner::Delimiter,
            _ => return,
        };
        self.own(at, end, owner);
    }

    /// A delimiter ending at `end` that opens `part` after it.
    fn delimits(&mut self, end: usize, part: Part) -> Owner {
        self.opens[part as usize] = Some(end);
        Owner::Delimiter
    }

    /// The slash before `at` (past any tab or newline the preprocessing removed) was the
    /// path's first code point, not a delimiter.
    fn slash_before(&mut self, at: usize) {
        let before = self.text[..at.min(self.text.len())]
            .iter()
            .rposition(|b| !matches!(b, b'\t' | b'\n' | b'\r'));
        if let Some(i) = before.filter(|&i| matches!(self.text[i], b'/' | b'\\')) {
            self.own(i, i + 1, Owner::Part(Part::Path));
        }
    }

    fn own(&mut self, start: usize, end: usize, owner: Owner) {
        if let Some(bytes) = self.owner.get_mut(start..end) {
            bytes.fill(owner);
        }
    }

    /// Each part's span: from where a delimiter opened it, or its first byte, to its last.
    fn into_split(self, text: &str) -> UriRef<'_> {
        let mut spans: [Option<Span>; 5] = self.opens.map(|at| at.map(|at| Span::new(at, at)));
        for (i, owner) in self.owner.iter().enumerate() {
            if let Owner::Part(part) = *owner {
                let span = spans[part as usize].get_or_insert(Span::new(i, i));
                span.start = span.start.min(i);
                span.end = span.end.max(i + 1);
            }
        }
        // The path is never undefined: an empty one sits where the parts before it end.
        let path = spans[Part::Path as usize].unwrap_or_else(|| {
            let at = spans[..Part::Path as usize]
                .iter()
                .flatten()
                .map(|s| s.end)
                .max();
            let at = at.unwrap_or(0);
            Span::new(at, at)
        });
        UriRef::from_spans(
            text,
            spans[Part::Scheme as usize],
            spans[Part::Authority as usize],
            path,
            spans[Part::Query as usize],
            spans[Part::Fragment as usize],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::specs::whatwg::parser::parse;
    use crate::core::vocabulary::component::COMPONENTS as PARTS;

    /// Each part of `input`'s split against `base`, as text.
    fn parts(input: &str, base: Option<&str>) -> [Option<String>; 5] {
        let base = base.map(|b| parse(b, None).unwrap());
        let uri = split(input, base.as_ref());
        PARTS.map(|c| uri.get(c).map(str::to_string))
    }

    fn some(parts: [Option<&str>; 5]) -> [Option<String>; 5] {
        parts.map(|p| p.map(str::to_string))
    }

    #[test]
    fn an_absolute_url_splits_as_appendix_b_would() {
        for input in [
            "http://a/b/c/d;p?q",
            "http://user:pw@h:8080/a?b#c",
            "foo://h/a/b",
            "foo:/x",
            "foo:x?y#z",
            "mailto:a@b",
            "http://h?",
            "file:///C:/a",
            "https://[::1]:443/",
        ] {
            let appendix_b = UriRef::parse(input);
            assert_eq!(
                parts(input, None),
                PARTS.map(|c| appendix_b.get(c).map(str::to_string)),
                "{input}"
            );
        }
    }

    #[test]
    fn a_reference_splits_as_the_state_machine_read_it() {
        let base = Some("http://a/b/c/d;p?q");
        let cases: [(&str, [Option<&str>; 5]); 10] = [
            (
                r"\\127.0.0.1:18765\last#frag2",
                [
                    None,
                    Some("127.0.0.1:18765"),
                    Some(r"\last"),
                    None,
                    Some("frag2"),
                ],
            ),
            ("g", [None, None, Some("g"), None, None]),
            ("/g", [None, None, Some("/g"), None, None]),
            ("//g", [None, Some("g"), Some(""), None, None]),
            ("?y", [None, None, Some(""), Some("y"), None]),
            ("#", [None, None, Some(""), None, Some("")]),
            ("http:g", [Some("http"), None, Some("g"), None, None]),
            ("http:/g", [Some("http"), None, Some("/g"), None, None]),
            (
                "http:\\\\h\\p",
                [Some("http"), Some("h"), Some("\\p"), None, None],
            ),
            ("../g?q#f", [None, None, Some("../g"), Some("q"), Some("f")]),
        ];
        for (input, expected) in cases {
            assert_eq!(parts(input, base), some(expected), "{input}");
        }
    }

    #[test]
    fn a_windows_drive_letter_read_as_a_host_is_the_path_s() {
        assert_eq!(
            parts("file://C:/x", None),
            some([Some("file"), Some(""), Some("C:/x"), None, None])
        );
    }

    #[test]
    fn stripped_and_removed_bytes_are_read_around() {
        assert_eq!(
            parts(" \thttp://a/b\t?q ", None),
            some([Some("http"), Some("a"), Some("/b"), Some("q"), None])
        );
    }

    #[test]
    fn a_failed_parse_keeps_what_was_read() {
        let read = parts("http://a b/", None);
        assert_eq!(read[0].as_deref(), Some("http"));
    }
}
