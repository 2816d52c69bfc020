//! uriscope: see how a URI reference resolves against a base, step by step, under RFC 1630,
//! RFC 1808, RFC 2396, RFC 3986 and the WHATWG URL Standard.
//!
//! A [`Base`] is parsed once by one [`Spec`] and resolves any number of references: each gives a
//! [`Resolved`] URI, split into its components. [`Resolution`] is everything shown about one
//! resolution: the result, the [`Trace`](trace::Trace) of every step with the steps computed
//! once, which step set each component ([`Provenance`](trace::Provenance)), the warnings, and the [`Finding`]s of the base, the
//! reference and the result. [`resolve`] and [`resolve_with`] do it in one call, from text.
//!
//! ```
//! use uriscope::{Base, Component, Options, Resolution, Role, Spec};
//!
//! let base = Base::parse(Spec::Rfc2396, "http://a/b/c/d;p?q", &Options::default())?;
//! assert_eq!(base.resolve("../g")?.as_str(), "http://a/b/g");
//!
//! let resolution = Resolution::new(&base, "g/../h");
//! let resolved = resolution.result().unwrap();
//! assert_eq!(resolved.to_string(), "http://a/b/c/h");
//! assert_eq!(resolved.component(Component::Path), Some("/b/c/h"));
//!
//! // Step by step: RFC 2396 §5.2 steps 6a to 6h, with the buffer after each.
//! let trace = resolution.trace();
//! for step in resolution.steps() {
//!     if let Some(buffer) = step.buffer_after(trace) {
//!         println!("{:4} {:45} {buffer}", step.step.id, step.step.title);
//!     }
//! }
//! let six_e = resolution.steps().iter().find(|s| s.step.id == "6e").unwrap();
//! assert_eq!(six_e.buffer_after(trace).as_deref(), Some("/b/c/h"));
//! assert_eq!(six_e.changes(trace).next().unwrap().removed, "g/../");
//!
//! // Which step made the path what it is, and from what.
//! let path = &resolution.provenance()[2];
//! assert_eq!(path.component, Component::Path);
//! assert_eq!(path.step().unwrap().citation().to_string(), "RFC 2396 §5.2 step 6h");
//! assert_eq!(path.how.as_deref(), Some("the buffer, last changed at 6e"));
//! let made_by = trace.events()[path.assignment.unwrap().made_by].step;
//! assert_eq!(made_by.citation().to_string(), "RFC 2396 §5.2 step 6e");
//! assert!(resolution.findings(Role::Reference).is_empty());
//! # Ok::<(), uriscope::Error>(())
//! ```
//!
//! The rest is in modules, one vocabulary each: [`trace`] (the events, steps and provenance a
//! trace reads as, and the observers that receive them), [`options`] (the switches an
//! [`Options`] holds), [`profile`] (the library profiles and their releases),
//! [`compare`](mod@compare) (every specification side by side, and where they part),
//! [`equivalence`] (whether two URIs are the same, rung by rung, and for whom), [`grammar`]
//! (each RFC's grammar and its diagnostics), [`relative`] (resolution run backwards), [`quiz`] (a
//! predicted buffer checked against the trace), [`whatwg`] (the URL Standard's parser, traced),
//! [`text`] (a URI's octets, IDNA hosts, RFC 3987's mappings and text made safe to print),
//! [`web`] (a page's links and a
//! redirect chain) and [`examples`] (the specifications' own examples).

#![forbid(unsafe_code)]
#![warn(
    missing_docs,
    missing_debug_implementations,
    unnameable_types,
    rust_2018_idioms,
    clippy::semicolon_if_nothing_returned,
    clippy::if_not_else,
    clippy::checked_conversions
)]

mod core;
mod sweeps;

#[cfg(feature = "cli")]
mod cli;
#[cfg(feature = "tui")]
mod tui;
#[cfg(feature = "cli")]
mod words;

pub use crate::core::base::{Base, Resolved};
pub use crate::core::resolve::{resolve, resolve_with};
pub use crate::core::vocabulary::component::{Component, Role};
pub use crate::core::vocabulary::error::Error;
pub use crate::core::vocabulary::finding::Finding;
pub use crate::core::vocabulary::options::Options;
pub use crate::core::vocabulary::resolution::Resolution;
pub use crate::core::vocabulary::spec::Spec;

pub mod trace {
    //! What a trace records and reads as: the events every parser and resolver emits (a [`Step`]
    //! and its [`Outcome`]), the [`Observer`]s that receive them ([`NoTrace`] records nothing and
    //! costs nothing, a [`Trace`] records everything), and the steps, changes, assignments and
    //! [`Provenance`] a recorded trace reads as.

    pub use crate::core::vocabulary::event::{
        BufferChange, Event, NoTrace, Observer, Outcome, Source, StepEvent, TraceText,
    };
    pub use crate::core::vocabulary::resolution::Provenance;
    pub use crate::core::vocabulary::step::{Citation, Document, Step};
    pub use crate::core::vocabulary::steps::{Assignment, Change, ResultComponent, TraceStep};
    pub use crate::core::vocabulary::trace::{Rewrite, Trace};
    pub use crate::core::vocabulary::warning::Warning;
    pub use crate::core::vocabulary::warnings::Warnings;
}

pub mod options {
    //! The switches an [`Options`](crate::Options) holds: each as a [`Switch`] with its values,
    //! what `..` above the root does ([`AboveRoot`]) and which RFC 1808 draft runs
    //! ([`Rfc1808Variant`]).

    pub use crate::core::vocabulary::options::{AboveRoot, Rfc1808Variant};
    pub use crate::core::vocabulary::switch::{Switch, SwitchValue};
}

pub mod profile {
    //! The library profiles: a library's resolver replayed step by step at a release
    //! ([`Profile`], a [`Spec::Library`](crate::Spec::Library)), the library's source a step cites
    //! ([`Library`]), and the error for a name or release that is not modelled ([`UnknownSpec`]).

    pub use crate::core::profiles::registry::UnknownSpec;
    pub use crate::core::vocabulary::library::Library;
    pub use crate::core::vocabulary::profile::Profile;
}

pub mod compare {
    //! Every specification on the same input, side by side: where their results part, and the
    //! step in each trace that made the first differing component what it is.

    pub use crate::core::tools::compare::{
        Agreement, Comparison, Divergence, Parting, PartingOf, Row, StepRef, compare, compare_with,
    };
}

pub mod equivalence {
    //! Are two URIs the same, and for whom? Each [`Notion`] of equivalence is a ladder of
    //! [`Rung`]s: RFC 3986 §6.2's (simple string comparison, syntax-based and scheme-based
    //! normalization; protocol-based normalization needs the server and is only named), the
    //! URL Standard's equality (§4.6, with and without fragments), and each library's own
    //! `normalize`, `equals` or canonical form. [`normalize`] climbs one ladder with a text and
    //! records each rule that changed it ([`RuleApplied`]); [`same`] climbs it with two and says the
    //! first rung at which they are equal, or where they still differ ([`DiffersAt`]).
    //!
    //! ```
    //! use uriscope::equivalence::{notion, same};
    //!
    //! // RFC 3986 §6.2.2's own example.
    //! let rfc3986 = notion("rfc3986").unwrap();
    //! let verdict = same(rfc3986, "example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d");
    //! assert!(verdict.same);
    //! assert_eq!(rfc3986.rungs[verdict.first_equal_rung.unwrap()].id, "syntax");
    //! for change in &verdict.b.changes {
    //!     println!("{}: {} → {}  ({})", change.part, change.before, change.after, change.step.citation());
    //! }
    //! ```

    pub use crate::core::tools::equivalence::{
        DiffersAt, Verdict, normalize, notion, notions, same, verdicts,
    };
    pub use crate::core::vocabulary::normalization::{Normalization, Notion, RuleApplied, Rung};
}

pub mod grammar {
    //! Each RFC's grammar: Appendix B's split of a reference ([`UriRef`]), the components as each
    //! grammar splits it, the authority's parts, and every [`Diagnostic`] with a sentence citing
    //! the specification.

    pub use crate::core::text::grammar::authority::{
        Authority, AuthorityKind, HostKind, idna_encoding,
    };
    pub use crate::core::text::grammar::checked::Checked;
    pub use crate::core::text::grammar::diagnostics::{Diagnostic, Problem, Rule, Severity};
    pub use crate::core::text::grammar::grammars::Grammar;
    pub use crate::core::text::path::{Segment, Segments};
    pub use crate::core::text::uri_ref::UriRef;
    pub use crate::core::vocabulary::span::Span;
}

pub mod quiz {
    //! Practice with feedback: a student predicts the buffer after a step of a resolution, and
    //! the trace says where the reasoning parted from the steps. A [`Trail`] is every buffer the
    //! steps pass through (each act of an iterating step too: each `<segment>/../` RFC 2396's
    //! 6e removes, each of RFC 3986's rules 2A to 2E); [`diagnose`] compares an answer with them
    //! and says which rule it applied too early, which it did not apply, where an iterating step
    //! stopped too soon, or the byte where it parts ([`Diagnosis`]); [`hint`] climbs from the
    //! step's name to its sentence to the buffer. A [`Session`] plays an [`ExerciseSet`]
    //! question by question (under the URL Standard, the state the parser enters next; a
    //! [`parting`] between two specifications), with hints, reveals and a [`Score`] per
    //! exercise.
    //!
    //! ```
    //! use uriscope::Spec;
    //! use uriscope::quiz::{Diagnosis, Feedback, Trail, diagnose};
    //! use uriscope::trace::Trace;
    //!
    //! let mut trace = Trace::default();
    //! uriscope::resolve_with(Spec::Rfc2396, "http://a/b/c/d;p?q", "../g", &Default::default(), &mut trace)?;
    //! let trail = Trail::of(&trace);
    //! let six_c = trail.checkpoints.iter().position(|c| c.step.id == "6c").unwrap();
    //! // The student removed `c/../` already at 6c: 6e's act, too early.
    //! let Feedback::Wrong(diagnosis) = diagnose(&trail, six_c, "/b/g") else { unreachable!() };
    //! assert!(matches!(&diagnosis, Diagnosis::TooEarly { step, .. } if step.id == "6e"));
    //! assert!(diagnosis.to_string().contains("it removes `c/../`"));
    //! # Ok::<(), uriscope::Error>(())
    //! ```

    pub use crate::core::tools::quiz::diagnosis::{Diagnosis, Feedback, RemovedBy, diagnose};
    pub use crate::core::tools::quiz::exercise::{Ask, Difficulty, Exercise, ResultFeedback};
    pub use crate::core::tools::quiz::exercise_set::ExerciseSet;
    pub use crate::core::tools::quiz::hints::{HintLevel, hint};
    pub use crate::core::tools::quiz::session::{
        Answer, Asked, PartingKey, Played, Question, Score, Session, parting,
    };
    #[cfg(feature = "examples")]
    pub use crate::core::tools::quiz::sets::{builtin_sets, default_set};
    pub use crate::core::tools::quiz::trail::{BufferState, Checkpoint, Trail};
}

pub mod relative {
    //! Resolution run backwards: the shortest reference from a base to a target
    //! ([`Base::relative`](crate::Base::relative)), its [`Form`], and the reference every
    //! specification resolves alike ([`relative_portable`]).

    pub use crate::core::tools::relative::form::Form;
    pub use crate::core::tools::relative::portable::{Portable, relative_portable};
    pub use crate::core::tools::relative::shortest::{Relative, RelativeError};
}

#[cfg(feature = "examples")]
pub mod examples {
    //! The specifications' own examples, with their expected answers and where they are published.

    pub use crate::core::tools::examples::{Check, Example, ExampleSet, Expected, builtin};
}

pub mod text {
    //! The text of a URI, read closely: the octets its escapes stand for, a host's international
    //! readings, RFC 3987's mappings between IRIs and URIs, and untrusted text made safe to print.

    pub mod escape {
        //! Untrusted text made safe for a terminal: every invisible or control character shown as its
        //! escape.

        pub use crate::core::text::escape::terminal::{
            escape_bytes, escape_for_terminal, needs_escape,
        };
    }

    pub mod octets {
        //! What a URI's escapes and non-ASCII characters stand for: the octets, read as UTF-8, and what
        //! decoding an escaped US-ASCII character would do.
        //!
        //! ```
        //! use uriscope::text::octets::{Reading, hex_octets, octet_runs};
        //!
        //! let runs = octet_runs("/D%C3%BCrst?q=%E9");
        //! assert_eq!(hex_octets(&runs[0].octets), "C3 BC");
        //! assert!(matches!(runs[0].pieces[0].reading, Reading::Utf8 { character: 'ü', .. }));
        //! assert_eq!(runs[1].pieces[0].reading, Reading::NotUtf8);
        //! ```

        pub use crate::core::text::octets::{
            AsciiEscape, NOT_UTF8, OctetRun, Piece, Reading, hex_octets, octet_runs,
        };
    }

    pub mod idn {
        //! A host's international readings: the forms UTS #46 gives it (ToASCII as the WHATWG URL
        //! Standard runs it, ToUnicode for a person, and the strict flags IDNA2008's lookup uses), each
        //! `xn--` label's Punycode decoded, and what a reviewer should know: labels that mix scripts
        //! or can be taken for an ASCII name (UTS #39), a label that Normalization Form C changes, and
        //! a name the readings send to different places.
        //!
        //! ```
        //! use uriscope::Finding;
        //! use uriscope::text::idn::{HostWarning, read_host};
        //!
        //! let host = read_host("bücher.example");
        //! assert_eq!(host.ascii.as_deref(), Ok("xn--bcher-kva.example"));
        //! assert_eq!(read_host("xn--bcher-kva.example").unicode, "bücher.example");
        //!
        //! let host = read_host("раураl.com"); // Cyrillic р, а, у, а, then a Latin l
        //! assert!(matches!(&host.findings[0], Finding::Host(HostWarning::MixedScripts { scripts, .. })
        //!     if scripts == &["Cyrillic", "Latin"]));
        //! assert!(host.findings.iter().any(|f| f.rule() == "confusable"));
        //! ```

        pub use crate::core::text::idn::{HostWarning, LabelReading, is_international};
        pub use crate::core::tools::host_reading::{HostReading, read_host};
    }

    pub mod iri {
        //! IRIs and URIs, each mapped to the other as RFC 3987 says, step by step: [`iri_to_uri`]
        //! (§3.1: each character beyond US-ASCII written as escapes of its UTF-8 octets) and
        //! [`uri_to_iri`] (§3.2: the escapes that form UTF-8 of characters fit for an IRI decoded, the
        //! others kept, each with the reason).
        //!
        //! A [`Mapping`]'s steps are a [`Trace`](crate::trace::Trace) like a resolution's: each
        //! step's events say what it did where ([`MappingAct`], every place a span of the input),
        //! then give the text after it ([`TraceStep::mapped`](crate::trace::TraceStep::mapped);
        //! octets that are no character yet written `<c3>`, as §3.2.1's examples write them).
        //!
        //! ```
        //! use uriscope::text::iri::{IriOptions, iri_to_uri, uri_to_iri};
        //!
        //! let iri = uri_to_iri("http://www.example.org/D%C3%BCrst?q=%E9");
        //! assert_eq!(iri.output, "http://www.example.org/Dürst?q=%E9");
        //! let kept: Vec<String> = iri.kept_escaped().map(|kept| kept.why.sentence()).collect();
        //! assert!(kept[0].starts_with("not UTF-8"));
        //!
        //! let uri = iri_to_uri(&iri.output, &IriOptions::default())?;
        //! assert_eq!(uri.output, "http://www.example.org/D%C3%BCrst?q=%E9");
        //! # Ok::<(), uriscope::text::iri::NotMapped>(())
        //! ```

        pub use crate::core::text::iri::characters::iri_allows_at;
        pub use crate::core::text::iri::mapping::{IriOptions, Kept, Mapping, NotMapped};
        pub use crate::core::text::iri::to_iri::{uri_to_iri, uri_to_iri_with};
        pub use crate::core::text::iri::to_uri::iri_to_uri;
        pub use crate::core::tools::iri_forms::IriForms;
        pub use crate::core::vocabulary::mapping_act::{MappingAct, What};
        pub use crate::core::vocabulary::mapping_why::Why;
    }
}

pub mod web {
    //! The web as a browser and an HTTP client meet it: a page's [`links`], resolved
    //! under its document base URL, a pasted [`redirects`] chain, followed as a
    //! browser and as curl follow it, and where each client connects for a URL it resolved
    //! ([`connects_to`]).

    pub use crate::core::connect::{connects_to, default_port};
    pub use crate::core::tools::hosts::hosts_apart;
    pub use crate::core::vocabulary::connection::Connection;

    pub mod links {
        //! A page's links resolved as the browser resolves them, under its document base URL
        //! (with the `links` feature), and the flags a link gets, each a
        //! [`Finding`](crate::Finding)'s kind.

        #[cfg(feature = "links")]
        pub use crate::core::tools::links::context::Browser;
        #[cfg(feature = "links")]
        pub use crate::core::tools::links::encoding::{EncodingFrom, PageEncoding};
        #[cfg(feature = "links")]
        pub use crate::core::tools::links::page::{
            Audit, AuditError, BaseFrom, BaseNote, Differs, Link, LinkOptions, audit, audit_reader,
        };
        #[cfg(feature = "links")]
        pub use crate::core::tools::links::sniff::binary_reason;
        pub use crate::core::vocabulary::link_flag::LinkFlag;
    }

    pub mod redirects {
        //! A redirect chain as a person pastes it (`curl -sIL`, `curl -v -L`), each `Location` resolved
        //! against the URL it answered twice: as a browser does (the Fetch Standard's *location URL*:
        //! the WHATWG URL parser, the request's fragment kept where the `Location` has none, redirect
        //! statuses only, at most 20) and as curl does (the `curl` profile: libcurl's URL API on any
        //! `3xx` with a `Location`), with where they part and why.
        //!
        //! ```
        //! use uriscope::web::redirects::{curl_profile, follow, read_paste};
        //!
        //! let paste = read_paste(b"HTTP/1.1 301 Moved\r\nLocation: /new\r\n\r\nHTTP/1.1 200 OK\r\n\r\n", None)?;
        //! let chain = follow(&paste, Some("https://a.example/old#sec"), curl_profile(None)?)?;
        //! let hop = &chain.hops[0];
        //! assert_eq!(hop.browser.as_ref().unwrap().as_deref(), Ok("https://a.example/new#sec"));
        //! assert_eq!(hop.curl.as_ref().unwrap().as_deref(), Ok("https://a.example/new"));
        //! assert!(hop.findings.iter().any(|f| f.rule() == "fragment-inherited"));
        //! # Ok::<(), Box<dyn std::error::Error>>(())
        //! ```

        pub use crate::core::tools::redirects::chain::{follow, follow_limited};
        pub use crate::core::tools::redirects::curl::{CURL_MAX_REDIRS, curl_profile};
        pub use crate::core::tools::redirects::hop::{Chain, Client, End, Hop, MAX_PASTE};
        pub use crate::core::tools::redirects::paste::{
            Exchange, Format, Paste, PasteError, read_paste,
        };
    }
}

pub mod whatwg {
    //! The WHATWG URL Standard, as browsers resolve links.
    //!
    //! The Standard's basic URL parser (§4.4), written from its text as a traced state machine:
    //! [`parse`], and [`parse_with`] with an [`Observer`](crate::trace::Observer) that sees every state
    //! visited, every change to the buffer and the URL record, the host parser's decisions and
    //! every validation error by the Standard's name, each as an [`Act`]. Resolving (`uriscope::resolve(Spec::Whatwg, ..)`) runs it on the base,
    //! then on the reference with the base's record, and serializes the record; a trace lists one
    //! step per run of a state.

    pub use crate::core::specs::whatwg::attributes::Attributes;
    pub use crate::core::specs::whatwg::parser::{parse, parse_with, parse_with_encoding};
    pub use crate::core::specs::whatwg::query_encoding::{Encoded, QueryEncoding};
    pub use crate::core::specs::whatwg::raises::Raise;
    pub use crate::core::specs::whatwg::record::{Host, Url};
    pub use crate::core::specs::whatwg::resolve::parse_against;
    pub use crate::core::specs::whatwg::scheme::SchemeKind;
    pub use crate::core::specs::whatwg::split::split;
    pub use crate::core::specs::whatwg::steps::step_of;
    pub use crate::core::vocabulary::validation::Validation;
    pub use crate::core::vocabulary::whatwg_act::{
        Act, BufferEdit, Edit, HostBranch, HostStep, RecordChange, RecordComponent, Removal,
        RemovalKind, Visit,
    };
    pub use crate::core::vocabulary::whatwg_failure::{CodePoint, Failure};
    pub use crate::core::vocabulary::whatwg_state::State;
    pub use crate::core::vocabulary::whatwg_validation::ValidationError;
}

/// The hooks of the `uriscope` binary, the benches and the fuzz targets. Not library API: they
/// may change in any release.
#[doc(hidden)]
pub mod __private {
    /// The input limit, for the test that checks every specification enforces it.
    pub use crate::core::base::MAX_INPUT_LEN;
    /// RFC 3986 §5.2.4, untraced, for the property test that checks it against the trace.
    pub use crate::core::specs::rfc3986::resolve::remove_dot_segments;
    /// The buffer rebuilt after any event of a trace, for the fuzz target that checks it.
    pub use crate::core::vocabulary::replay::{BufferReplay, GapBuffer};
    /// How much of a domain the tests sweep (`URISCOPE_FULL_SWEEPS`, which CI sets).
    pub mod sweeps {
        pub use crate::sweeps::{FULL_SWEEPS, full, pick, scalar_values};
    }

    /// The `uriscope` binary's entry point: runs the command line on the process's arguments
    /// and returns the exit code.
    #[cfg(feature = "cli")]
    pub fn run_command_line() -> i32 {
        crate::cli::main()
    }

    /// A keystroke in the explorer and the frame drawn after it, for `benches/explorer.rs`.
    #[cfg(feature = "tui")]
    pub use crate::tui::bench::Keystrokes as ExplorerKeystrokes;

    /// Runs a command other than the explorer on `args` (the first is the program's name),
    /// reading batch input from `input` and writing to `out` and `err`; returns the exit code.
    /// For the fuzz targets, tests and benches, which check every output mode without a
    /// process.
    #[cfg(feature = "cli")]
    pub fn run_command_line_with(
        args: &[std::ffi::OsString],
        input: &mut dyn std::io::BufRead,
        out: &mut dyn std::io::Write,
        err: &mut dyn std::io::Write,
    ) -> i32 {
        // As on a terminal: every output escaped.
        crate::cli::run_with(
            args,
            &mut crate::cli::Streams {
                input,
                out,
                err,
                out_is_terminal: true,
                input_is_terminal: false,
            },
        )
    }
}
