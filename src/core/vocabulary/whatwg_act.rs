//! What the basic URL parser tells an observer: its acts, each handed over as it happens. The
//! observer is a generic parameter, so an untraced parse ([`NoTrace`](crate::trace::NoTrace)) is the
//! same code with every hook compiled away.
//!
//! Every position is a byte offset in the input as given (before the strip and the
//! tab/newline removal), so it points into what the user typed. Hook data is `Copy` and small:
//! offsets, `&'static str` names, small enums, and borrowed text that is a delta (one code
//! point, one path segment, one query), never a whole buffer per code point, so a trace grows
//! linearly with the input.
//!
//! The types that carry text are generic over it: `&str` as the parser hands it over, and a
//! span of the text a [`Trace`](crate::trace::Trace) keeps once recorded (see [`Act`]).

use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};

use crate::core::text::cut::Quoted;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::whatwg_failure::{CodePoint, Failure};
use crate::core::vocabulary::whatwg_state::State;
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// A run of bytes the preprocessing removed from the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Removal {
    /// Why it was removed.
    pub kind: RemovalKind,
    /// Where it was, in the input as given.
    pub span: Span,
}

/// The two preprocessing steps of the basic URL parser (§4.4 steps 1.2-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemovalKind {
    /// Leading C0 control or space.
    Leading,
    /// Trailing C0 control or space.
    Trailing,
    /// ASCII tab or newline inside the input.
    TabOrNewline,
}

/// One run of a state: the state, the pointer and the code point it points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Visit {
    /// The state about to run.
    pub state: State,
    /// The pointer, as a byte offset in the input as given (the input's length at the end).
    pub at: usize,
    /// The code point the pointer points at; `None` for the EOF code point.
    pub code_point: Option<char>,
}

/// How a state changed its buffer. The buffer's whole text is never repeated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferEdit<S> {
    /// Text appended (one code point, lower-cased in the scheme state, percent-encoded in the
    /// path state).
    Append(S),
    /// Text prepended: the authority state's `%40` after a second `@`.
    Prepend(&'static str),
    /// The buffer now reads this (the path state's Windows drive letter `C|` becoming `C:`).
    Replace(S),
    /// The buffer was set to the empty string.
    Clear,
}

/// A change to a component of the URL record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordChange<S> {
    /// The component changed.
    pub component: RecordComponent,
    /// What happened to it.
    pub edit: Edit<S>,
    /// The state that changed it.
    pub by: State,
    /// Whether the value was taken from the base URL (the relative, relative slash, file and
    /// file slash states' copies, and the no scheme state's for a base with an opaque path).
    pub from_base: bool,
}

/// A component of a URL record (§4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecordComponent {
    /// scheme
    Scheme,
    /// username
    Username,
    /// password
    Password,
    /// host
    Host,
    /// port
    Port,
    /// path (a list of segments, or an opaque path)
    Path,
    /// query
    Query,
    /// fragment
    Fragment,
}

impl RecordComponent {
    /// The component of RFC 3986's division that holds it in the serialized URL (username,
    /// password, host and port are in the authority).
    pub const fn in_uri(self) -> crate::core::vocabulary::component::Component {
        use crate::core::vocabulary::component::Component as C;
        match self {
            RecordComponent::Scheme => C::Scheme,
            RecordComponent::Username
            | RecordComponent::Password
            | RecordComponent::Host
            | RecordComponent::Port => C::Authority,
            RecordComponent::Path => C::Path,
            RecordComponent::Query => C::Query,
            RecordComponent::Fragment => C::Fragment,
        }
    }

    /// The Standard's name for the component.
    pub const fn name(self) -> &'static str {
        match self {
            RecordComponent::Scheme => "scheme",
            RecordComponent::Username => "username",
            RecordComponent::Password => "password",
            RecordComponent::Host => "host",
            RecordComponent::Port => "port",
            RecordComponent::Path => "path",
            RecordComponent::Query => "query",
            RecordComponent::Fragment => "fragment",
        }
    }
}

/// An edit of one component.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit<S> {
    /// Set to this value. A host is given serialized (`[::1]`, `1.2.3.4`, `""` for the empty
    /// host), a port in decimal, a path by the URL path serializer (`/a/b`, `""` for « », or
    /// the opaque path itself).
    Set(S),
    /// Text appended to a string component (username, password, opaque path, query,
    /// fragment).
    Append(S),
    /// A segment appended to the path's list.
    Push(S),
    /// The path shortened: its last segment, shown here, removed.
    Pop(S),
    /// Set to null (host, port, query).
    Null,
}

/// Which of the host parser's branches (§3.5) runs on the host's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostBranch {
    /// The input starts with `[`: the IPv6 parser.
    Ipv6,
    /// The URL is not special: the opaque-host parser.
    Opaque,
    /// A domain: percent-decode, the domain parser, then maybe the IPv4 parser.
    Domain,
}

/// A decision of the host parser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostStep<S> {
    /// The host parser starts on the text at `span`, taking `branch`.
    Branch {
        /// The branch taken.
        branch: HostBranch,
        /// The host's text in the input as given.
        span: Span,
    },
    /// The domain parser's result, and how it was reached: an ASCII domain is lowercased
    /// ("regardless of Unicode ToASCII's outcome, due to web compatibility"), any other goes
    /// through UTS #46 ToASCII.
    DomainParser {
        /// The ASCII domain.
        ascii: S,
        /// `true` when the domain was ASCII and only lowercased.
        lowercased: bool,
    },
    /// The ends-in-a-number checker's answer: whether the IPv4 parser runs.
    EndsInANumber(bool),
    /// An IPv4 part parsed by the IPv4 number parser.
    Ipv4Part {
        /// The part's text (after the domain parser).
        text: S,
        /// Its radix: 10, 16 (`0x`) or 8 (leading `0`).
        radix: u8,
        /// Its value (saturated at `u64::MAX`), or `None` when it is not a number in that
        /// radix.
        value: Option<u64>,
    },
    /// The IPv4 parser's address.
    Ipv4Address(Ipv4Addr),
    /// An IPv6 piece was set (`address[index] = value`), including from an IPv4 part.
    Ipv6Piece {
        /// The piece index, 0 to 7.
        index: u8,
        /// Its value.
        value: u16,
    },
    /// The IPv6 parser met `::` and set compress to this piece index.
    Ipv6Compress(u8),
    /// The IPv6 parser's address, after the compressed pieces were moved into place.
    Ipv6Address(Ipv6Addr),
}

/// One thing the parser did, as an observer receives it in an [`Event::Whatwg`](crate::core::vocabulary::event::Event::Whatwg). `S` is the
/// text type: `&str` as handed over, or what a [`Trace`](crate::trace::Trace) keeps text as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act<S> {
    /// The strip of leading and trailing C0 controls and spaces, or the removal of ASCII tabs
    /// and newlines, took a run of bytes out of the input.
    Preprocess(Removal),
    /// The state machine is about to run a state with the pointer on a code point.
    Visit(Visit),
    /// The running state changed its buffer.
    Buffer(BufferEdit<S>),
    /// The running state changed a component of the URL record.
    Record(RecordChange<S>),
    /// A decision of the host parser.
    Host(HostStep<S>),
    /// A validation error: the pointer where the Standard reports it; in the host parser, the
    /// offending code point, IPv4 part or IPv6 piece (the host's start when the domain parser
    /// changed the text's length); for `port-out-of-range`, the port's first digit.
    ValidationError {
        /// The error.
        error: ValidationError,
        /// Where, in the input as given.
        at: usize,
        /// The Standard's sentence that raised it.
        sentence: &'static str,
    },
    /// The parser returned failure (after reporting the validation error that made it).
    Failure(Failure),
    /// The parser returned a URL record, serialized as this.
    Returned(S),
}

impl<S> Act<S> {
    /// The Standard's sentence that raised a validation error, for an act that is one.
    pub fn sentence(&self) -> Option<&'static str> {
        match self {
            Act::ValidationError { sentence, .. } => Some(sentence),
            _ => None,
        }
    }

    /// The same act with its text turned into another type (kept by a trace, or read back).
    /// Always inlined: where the act is made its variant is known and the match folds away
    /// (out of line, it was a fifth of a recorded trace's cost).
    #[inline(always)]
    pub fn map_text<U>(self, mut f: impl FnMut(S) -> U) -> Act<U> {
        match self {
            Act::Preprocess(removal) => Act::Preprocess(removal),
            Act::Visit(visit) => Act::Visit(visit),
            Act::Buffer(change) => Act::Buffer(match change {
                BufferEdit::Append(text) => BufferEdit::Append(f(text)),
                BufferEdit::Prepend(text) => BufferEdit::Prepend(text),
                BufferEdit::Replace(text) => BufferEdit::Replace(f(text)),
                BufferEdit::Clear => BufferEdit::Clear,
            }),
            Act::Record(change) => Act::Record(RecordChange {
                component: change.component,
                edit: match change.edit {
                    Edit::Set(text) => Edit::Set(f(text)),
                    Edit::Append(text) => Edit::Append(f(text)),
                    Edit::Push(text) => Edit::Push(f(text)),
                    Edit::Pop(text) => Edit::Pop(f(text)),
                    Edit::Null => Edit::Null,
                },
                by: change.by,
                from_base: change.from_base,
            }),
            Act::Host(step) => Act::Host(match step {
                HostStep::Branch { branch, span } => HostStep::Branch { branch, span },
                HostStep::DomainParser { ascii, lowercased } => HostStep::DomainParser {
                    ascii: f(ascii),
                    lowercased,
                },
                HostStep::EndsInANumber(yes) => HostStep::EndsInANumber(yes),
                HostStep::Ipv4Part { text, radix, value } => HostStep::Ipv4Part {
                    text: f(text),
                    radix,
                    value,
                },
                HostStep::Ipv4Address(address) => HostStep::Ipv4Address(address),
                HostStep::Ipv6Piece { index, value } => HostStep::Ipv6Piece { index, value },
                HostStep::Ipv6Compress(index) => HostStep::Ipv6Compress(index),
                HostStep::Ipv6Address(address) => HostStep::Ipv6Address(address),
            }),
            Act::ValidationError {
                error,
                at,
                sentence,
            } => Act::ValidationError {
                error,
                at,
                sentence,
            },
            Act::Failure(failure) => Act::Failure(failure),
            Act::Returned(text) => Act::Returned(f(text)),
        }
    }
}

/// The act in words, as a trace shows it: `path pop "c"`, `buffer += "g"`,
/// `invalid-reverse-solidus at byte 0: …`. Text from the input is quoted with every
/// invisible character escaped.
impl fmt::Display for Act<&str> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Act::Preprocess(removal) => {
                let what = match removal.kind {
                    RemovalKind::Leading => "strip leading C0 control or space",
                    RemovalKind::Trailing => "strip trailing C0 control or space",
                    RemovalKind::TabOrNewline => "remove ASCII tab or newline",
                };
                write!(
                    f,
                    "{what} at bytes {}..{}",
                    removal.span.start, removal.span.end
                )
            }
            Act::Visit(visit) => {
                write!(f, "{} at byte {}: ", visit.state.name(), visit.at)?;
                match visit.code_point {
                    None => f.write_str("EOF"),
                    Some(c) => write!(f, "{}", CodePoint(c)),
                }
            }
            Act::Buffer(change) => match change {
                BufferEdit::Append(text) => write!(f, "buffer += {}", Quoted(text)),
                BufferEdit::Prepend(text) => write!(f, "buffer = {} + buffer", Quoted(text)),
                BufferEdit::Replace(text) => write!(f, "buffer = {}", Quoted(text)),
                BufferEdit::Clear => f.write_str("buffer = \"\""),
            },
            Act::Record(change) => {
                let name = change.component.name();
                match change.edit {
                    Edit::Set(value) => write!(f, "{name} = {}", Quoted(value)),
                    Edit::Append(value) => write!(f, "{name} += {}", Quoted(value)),
                    Edit::Push(value) => write!(f, "{name} push {}", Quoted(value)),
                    Edit::Pop(value) => write!(f, "{name} pop {}", Quoted(value)),
                    Edit::Null => write!(f, "{name} = null"),
                }?;
                if change.from_base {
                    f.write_str(" (from the base)")?;
                }
                Ok(())
            }
            Act::Host(step) => match step {
                HostStep::Branch { branch, span } => {
                    let branch = match branch {
                        HostBranch::Ipv6 => "IPv6 parser",
                        HostBranch::Opaque => "opaque-host parser",
                        HostBranch::Domain => "domain",
                    };
                    write!(
                        f,
                        "host parser: {branch}, bytes {}..{}",
                        span.start, span.end
                    )
                }
                HostStep::DomainParser { ascii, lowercased } => {
                    let how = if lowercased {
                        "ASCII lowercase"
                    } else {
                        "UTS #46 ToASCII"
                    };
                    write!(f, "domain parser ({how}): {}", Quoted(ascii))
                }
                HostStep::EndsInANumber(yes) => write!(f, "ends in a number: {yes}"),
                HostStep::Ipv4Part { text, radix, value } => match value {
                    Some(value) => write!(f, "IPv4 part {} radix {radix} = {value}", Quoted(text)),
                    None => write!(f, "IPv4 part {} radix {radix}: not a number", Quoted(text)),
                },
                HostStep::Ipv4Address(address) => write!(f, "IPv4 address {address}"),
                HostStep::Ipv6Piece { index, value } => {
                    write!(f, "IPv6 piece {index} = {value:#x}")
                }
                HostStep::Ipv6Compress(index) => write!(f, "IPv6 compress = {index}"),
                HostStep::Ipv6Address(address) => write!(f, "IPv6 address {address}"),
            },
            Act::ValidationError { error, at, .. } => {
                write!(f, "validation error {} at byte {at}", error.name())
            }
            Act::Failure(failure) => write!(f, "failure: {failure}"),
            Act::Returned(href) => write!(f, "returned {}", Quoted(href)),
        }
    }
}
