//! The checks the fuzz targets run, one function per target, shared with `tests/fuzz_corpus.rs`
//! (a `#[path]` module in both), so that `cargo test` replays the corpus and every crash input
//! through exactly what the fuzzer ran.
//!
//! Every target reads its input the same way ([`Input::from_bytes`]): two selector bytes, then
//! the base and the reference separated by the first `0xff` (a byte UTF-8 never contains).
//! Each check panics on a failure, with the input escaped.

use std::ffi::OsString;
use std::sync::LazyLock;

use regex::Regex;

#[path = "whatwg_departures.rs"]
#[allow(dead_code)]
mod whatwg_departures;
use uriscope::__private::BufferReplay;
use uriscope::__private::run_command_line_with;
use uriscope::grammar::{Grammar, Span, UriRef};
use uriscope::options::{AboveRoot, Rfc1808Variant};
use uriscope::relative::{RelativeError, relative_portable};
use uriscope::text::escape::escape_for_terminal;
use uriscope::trace::{NoTrace, Trace};
use uriscope::trace::{Outcome, Source};
use uriscope::{Base, Component, Options, Resolution, Resolved, Spec, resolve, resolve_with};

/// Separates the base from the reference in an input.
pub const SEPARATOR: u8 = 0xff;

/// A target's check: panics when the input breaks what the target guards.
pub type Check = fn(&[u8]);

/// Every fuzz target: its name (the directory under `fuzz/corpus/` and `fuzz/artifacts/`) and
/// its check.
pub const TARGETS: [(&str, Check); 12] = [
    ("traced_untraced", traced_equals_untraced),
    ("buffer_replay", buffers_replay),
    ("rfc3986_oxiri", rfc3986_agrees_with_oxiri),
    ("appendix_b", appendix_b_round_trip),
    ("command_line", command_line_renders_safely),
    ("whatwg_url", whatwg_agrees_with_url_crate),
    ("links_page", links_page_is_read_safely),
    ("relative_round_trip", relative_round_trips),
    ("iri_mappings", iri_mappings_hold),
    ("redirects_paste", redirects_paste_is_read_safely),
    ("equivalence", equivalence_holds),
    ("quiz", quiz_holds),
];

/// One fuzz input, decoded.
pub struct Input<'a> {
    /// Byte 0: the options ([`Input::options`]) and, for the command line, bits 5 and 6.
    pub flags: u8,
    /// Byte 1: the command line's output mode and `--spec` ([`command_line_renders_safely`]).
    pub mode: u8,
    /// The bytes before the first [`SEPARATOR`].
    pub base_bytes: &'a [u8],
    /// The bytes after it (empty when there is none).
    pub reference_bytes: &'a [u8],
    /// `base_bytes` as text, invalid UTF-8 replaced by U+FFFD.
    pub base: String,
    /// `reference_bytes` as text, invalid UTF-8 replaced by U+FFFD.
    pub reference: String,
}

impl<'a> Input<'a> {
    /// Splits `data`; any bytes are an input (missing selector bytes are zero).
    pub fn from_bytes(data: &'a [u8]) -> Self {
        let flags = data.first().copied().unwrap_or(0);
        let mode = data.get(1).copied().unwrap_or(0);
        let rest = data.get(2..).unwrap_or(&[]);
        let (base_bytes, reference_bytes) = match rest.iter().position(|&b| b == SEPARATOR) {
            Some(at) => (&rest[..at], &rest[at + 1..]),
            None => (rest, &[][..]),
        };
        Input {
            flags,
            mode,
            base_bytes,
            reference_bytes,
            base: String::from_utf8_lossy(base_bytes).into_owned(),
            reference: String::from_utf8_lossy(reference_bytes).into_owned(),
        }
    }

    /// Encodes an input: the inverse of [`Input::from_bytes`] (for the seed corpus).
    pub fn to_bytes(flags: u8, mode: u8, base: &str, reference: &str) -> Vec<u8> {
        let mut bytes = vec![flags, mode];
        bytes.extend_from_slice(base.as_bytes());
        bytes.push(SEPARATOR);
        bytes.extend_from_slice(reference.as_bytes());
        bytes
    }

    /// The options byte 0 selects: bits 0–1 the step 6g handling (3 is keep), bit 2 non-strict,
    /// bit 3 the empty-base-path fix, bit 4 RFC 1808 draft-05, bit 7 the Fetch Standard's
    /// location URL rule. Any specification may get any
    /// switch: one it does not read must be refused, the same way traced and untraced.
    pub fn options(&self) -> Options {
        Options {
            above_root: match self.flags & 3 {
                1 => AboveRoot::Remove,
                2 => AboveRoot::Reject,
                _ => AboveRoot::Keep,
            },
            non_strict: self.flags & 4 != 0,
            fix_empty_base_path: self.flags & 8 != 0,
            rfc1808_variant: if self.flags & 16 != 0 {
                Rfc1808Variant::Draft05
            } else {
                Rfc1808Variant::Draft06
            },
            location_url: self.flags & 0x80 != 0,
        }
    }

    /// The byte 0 that selects `options` (for the seed corpus).
    pub fn flags_of(options: &Options) -> u8 {
        let above_root = match options.above_root {
            AboveRoot::Keep => 0,
            AboveRoot::Remove => 1,
            AboveRoot::Reject => 2,
        };
        above_root
            | u8::from(options.non_strict) << 2
            | u8::from(options.fix_empty_base_path) << 3
            | u8::from(options.rfc1808_variant == Rfc1808Variant::Draft05) << 4
            | u8::from(options.location_url) << 7
    }
}

/// The input, escaped, for a failure message.
fn shown(base: &str, reference: &str) -> String {
    format!(
        "base `{}` reference `{}`",
        escape_for_terminal(base),
        escape_for_terminal(reference)
    )
}

/// Every specification, then every library profile: the newest releases, the Python lines
/// whose code differs (2.7's algorithm, a release before the 2021 and 2023 security fixes, 3.13
/// before 3.14's presence tracking), Go before its opaque-base branch and before its host
/// checks, Java 8 and 17, and curl 7.88, 8.7 (`concat_url` before its fragment fix), 8.12
/// (`redirect_url` with 7.88's `dedotdotify`) and 8.19 (before 8.20 and 8.21 changed its dots
/// and hosts).
fn every_resolver() -> impl Iterator<Item = Spec> {
    let older = [
        "python@2.7",
        "python@3.8.10",
        "python@3.13",
        "go@1.22",
        "go@1.25",
        "java@8",
        "java@17",
        "curl@7.88",
        "curl@8.7",
        "curl@8.12",
        "curl@8.19",
        "httpclient@4.5",
    ]
    .map(|profile| profile.parse::<Spec>().expect("modelled"));
    Spec::ALL.into_iter().chain(Spec::profiles()).chain(older)
}

/// Target `traced_untraced`: every specification and profile, with the input's options as given and with
/// only the switches it reads, gives the same result traced and untraced; the trace records
/// that result, and every way of reading it (steps, their buffers and changes, assignments,
/// result components) works without a panic. One recorder is reused across the resolutions,
/// as the explorer reuses it on every key.
pub fn traced_equals_untraced(data: &[u8]) {
    let input = Input::from_bytes(data);
    let (base, reference) = (input.base.as_str(), input.reference.as_str());
    let mut trace = Trace::default();
    for spec in every_resolver() {
        let given = input.options();
        for options in [given, given.for_spec(spec)] {
            let untraced = resolve_with(spec, base, reference, &options, &mut NoTrace);
            let traced = resolve_with(spec, base, reference, &options, &mut trace);
            let context = || format!("{spec} {options:?}: {}", shown(base, reference));
            assert_eq!(traced, untraced, "traced != untraced, {}", context());
            assert_eq!(trace.spec(), Some(spec), "{}", context());
            assert_eq!(trace.result(), untraced.as_deref().ok(), "{}", context());
            assert_eq!(trace.error(), untraced.as_ref().err(), "{}", context());
            read_the_whole_trace(&trace, spec);
            parsed_base_resolves_as_the_texts_do(spec, base, reference, &options, &trace);
            // Where the client connects for its result: an answer (its scheme in lower case)
            // or a reason, never a panic.
            if let Ok(result) = &untraced
                && let Ok(connection) = uriscope::web::connects_to(spec, result)
            {
                let lower = connection.scheme.to_ascii_lowercase();
                assert_eq!(connection.scheme, lower, "{}", context());
            }
        }
    }
}

/// A base parsed once (`Base`) gives the texts' result with the texts' trace, and the bundle
/// reads it back; a base `Base::parse` refuses gives that error for the reference too.
fn parsed_base_resolves_as_the_texts_do(
    spec: Spec,
    base: &str,
    reference: &str,
    options: &Options,
    expected: &Trace,
) {
    let context = || format!("{spec} {options:?}: {}", shown(base, reference));
    let want = expected.result().ok_or(expected.error());
    match Base::parse(spec, base, options) {
        Ok(parsed) => {
            let mut trace = Trace::default();
            let got = parsed.resolve_with(reference, &mut trace);
            assert_eq!(
                got.as_ref().map(Resolved::as_str).map_err(Some),
                want,
                "Base != text, {}",
                context()
            );
            assert_eq!(trace.events(), expected.events(), "{}", context());
            let bundle = Resolution::new(&parsed, reference);
            assert_eq!(bundle.result().map(Resolved::as_str).map_err(Some), want);
            for (i, _) in trace.events().iter().enumerate() {
                assert!(
                    bundle
                        .step_of_event(i)
                        .is_some_and(|s| s.events.contains(&i))
                );
            }
        }
        Err(error) => assert_eq!(Err(Some(&error)), want, "{}", context()),
    }
}

/// Reads a trace every way a reader does; checks that its steps cover its events in order.
fn read_the_whole_trace(trace: &Trace, spec: Spec) {
    let steps = trace.steps();
    let mut next = 0;
    for step in &steps {
        assert_eq!(step.events.start, next, "steps leave out or repeat events");
        assert!(step.events.end > step.events.start, "an empty step");
        next = step.events.end;
        let _ = step.step.citation().to_string();
        let _ = step.buffer_before(trace);
        let _ = step.buffer_after(trace);
        for change in step.changes(trace) {
            assert_eq!(
                change.step.spec(),
                Some(spec),
                "a change by another specification"
            );
        }
        let _ = step.lists_changes(trace);
        let _ = step.decisions(trace).count();
        let _ = step.assignments(trace).count();
        let _ = step.warnings(trace).count();
    }
    assert_eq!(
        next,
        trace.events().len(),
        "steps leave out the last events"
    );
    for component in Component::ALL {
        if let Some(assignment) = trace.assignment(component) {
            let _ = assignment.how(trace);
            let _ = trace.assigned_text(&assignment);
        }
    }
    let components = trace.result_components();
    if trace.result().is_some() {
        assert_eq!(components.len(), spec.components().len());
    } else {
        assert!(components.is_empty());
    }
    let _ = trace.warnings().count();
}

/// Target `buffer_replay`: for every specification (with the switches it reads), every buffer
/// event replays, in order, to the buffer [`Trace::buffer_at`] rebuilds, with no change that
/// disagrees with the buffer before it (`BufferReplay`'s debug assertion); the buffer after each event is as long as
/// the event says; and a path assigned from the buffer is the buffer at that moment.
pub fn buffers_replay(data: &[u8]) {
    let input = Input::from_bytes(data);
    let (base, reference) = (input.base.as_str(), input.reference.as_str());
    let mut trace = Trace::default();
    for spec in Spec::ALL {
        let options = input.options().for_spec(spec);
        let _ = resolve_with(spec, base, reference, &options, &mut trace);
        let context = || format!("{}: {}", spec.id(), shown(base, reference));
        let buffer_events: Vec<usize> = trace
            .events()
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e.outcome, Outcome::Buffer(_)))
            .map(|(i, _)| i)
            .collect();
        // buffer_at rebuilds from scratch (linear in the workspace each time): on a long trace
        // compare it at a few hundred events spread over the trace, and at the last.
        let stride = buffer_events.len().div_ceil(256).max(1);
        let mut replay = BufferReplay::new(&trace);
        for (k, &i) in buffer_events.iter().enumerate() {
            let Outcome::Buffer(change) = trace.events()[i].outcome else {
                unreachable!()
            };
            let replayed = replay
                .buffer_after(i)
                .unwrap_or_else(|| panic!("no buffer at buffer event {i}, {}", context()));
            assert_eq!(
                replayed.len(),
                change.len(),
                "buffer event {i} says length {}, {}",
                change.len(),
                context()
            );
            if k % stride == 0 || k + 1 == buffer_events.len() {
                let replayed = replayed.text();
                let rebuilt = trace.buffer_at(i);
                assert_eq!(
                    Some(replayed.as_str()),
                    rebuilt.as_deref(),
                    "event {i}: replay != buffer_at, {}",
                    context()
                );
            }
        }
        // RFC 1630's slash rule (R2) assigns the path "from the buffer" without recording a
        // buffer: there is nothing to compare then.
        if let Some(path) = trace.assignment(Component::Path)
            && path.from == Source::Buffer
            && let Some(buffer) = trace.buffer_at(path.event)
        {
            assert_eq!(
                trace.assigned_text(&path),
                Some(buffer.as_str()),
                "the path assigned from the buffer is not the buffer, {}",
                context()
            );
        }
    }
}

/// Target `rfc3986_oxiri`: where oxiri (an independent RFC 3986/3987 implementation) accepts
/// the base as an absolute IRI and the reference as an IRI reference and resolves them, RFC
/// 3986 gives the same result (strict, the default). oxiri refuses a result whose path starts
/// with `//` without an authority; those inputs are not compared.
pub fn rfc3986_agrees_with_oxiri(data: &[u8]) {
    let input = Input::from_bytes(data);
    let (base, reference) = (input.base.as_str(), input.reference.as_str());
    let Ok(oxiri_base) = oxiri::Iri::parse(base) else {
        return;
    };
    let Ok(oxiri_reference) = oxiri::IriRef::parse(reference) else {
        return;
    };
    let Ok(expected) = oxiri_base.resolve(&oxiri_reference) else {
        return;
    };
    let ours = resolve(Spec::Rfc3986, base, reference);
    assert_eq!(
        ours.as_deref(),
        Ok(expected.as_str()),
        "RFC 3986 disagrees with oxiri, {}",
        shown(base, reference)
    );
}

/// RFC 3986 Appendix B's expression, as published, matching line breaks too (`(?s)`).
static APPENDIX_B: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?s)^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?").unwrap()
});

/// Target `appendix_b`: [`UriRef::parse`] of the base, the reference and the whole input as
/// text finds the same components, at the same spans, as Appendix B's regular expression run
/// by the `regex` crate, and the components recompose (RFC 3986 §5.3) to the text.
pub fn appendix_b_round_trip(data: &[u8]) {
    let input = Input::from_bytes(data);
    let whole = String::from_utf8_lossy(data);
    for text in [input.base.as_str(), input.reference.as_str(), &whole] {
        let parsed = UriRef::parse(text);
        let captures = APPENDIX_B
            .captures(text)
            .expect("Appendix B matches every string");
        let context = || format!("text `{}`", escape_for_terminal(text));
        assert_eq!(captures.get(0).unwrap().end(), text.len(), "{}", context());
        for (component, group) in [
            (Component::Scheme, 2),
            (Component::Authority, 4),
            (Component::Path, 5),
            (Component::Query, 7),
            (Component::Fragment, 9),
        ] {
            let expected = captures.get(group);
            assert_eq!(
                parsed.span(component),
                expected.map(|m| Span::new(m.start(), m.end())),
                "{} (${group}), {}",
                component.name(),
                context()
            );
            assert_eq!(
                parsed.get(component),
                expected.map(|m| m.as_str()),
                "{}",
                context()
            );
        }
        assert_eq!(parsed.get(Component::Params), None, "{}", context());
        assert_eq!(parsed.as_str(), text);
        assert_eq!(recompose(&parsed), text, "recomposition, {}", context());
    }
}

/// RFC 3986 §5.3, written from the section's text.
fn recompose(parsed: &UriRef<'_>) -> String {
    let mut out = String::new();
    if let Some(scheme) = parsed.scheme() {
        out.push_str(scheme);
        out.push(':');
    }
    if let Some(authority) = parsed.authority() {
        out.push_str("//");
        out.push_str(authority);
    }
    out.push_str(parsed.path());
    if let Some(query) = parsed.query() {
        out.push('?');
        out.push_str(query);
    }
    if let Some(fragment) = parsed.fragment() {
        out.push('#');
        out.push_str(fragment);
    }
    out
}

/// The command line's output modes byte 1 selects (`mode % 12`).
const MODES: [(&str, &[&str]); 12] = [
    ("resolve", &[]),
    ("resolve", &["--trace"]),
    ("resolve", &["--json"]),
    ("resolve", &["--json", "--trace"]),
    ("batch", &[]),
    ("batch", &["--trace"]),
    ("batch", &["--json"]),
    ("batch", &["--json", "--trace"]),
    ("compare", &[]),
    ("compare", &["--json"]),
    ("parse", &[]),
    ("parse", &["--json"]),
];

/// Target `command_line`: one run of the command line, without a process, in the output mode
/// byte 1 selects (`mode % 12`: `resolve`, `--trace`, `--json`, `--json --trace`, the same four
/// in batch mode with the reference's lines on stdin, `compare`, `compare --json`, `parse`,
/// `parse --json`), with `--spec` from bits 4–6 of byte 1 (none for 5 to 7) and switches from
/// byte 0 (bits 0–1 `--above-root` none/keep/remove/reject, bit 2 `--non-strict`, bit 3
/// `--fix-empty-base-path`, bit 4 `--variant draft-05`); bit 5 leaves out the `--` before the
/// positional arguments (they may then read as flags), bit 6 passes the arguments as raw bytes
/// (not UTF-8 where the input is not), bit 7 adds `--location-url`.
///
/// It exits 0, 1 or 2 (70 is a panic: the run would have panicked here first); stdout and
/// stderr are UTF-8 with no invisible character (by `escape_for_terminal`'s rule) but the line
/// breaks; JSON output is a sequence of JSON values (one per line in batch mode) that escape
/// every invisible character too; and the output stays within a constant factor of the input (in batch mode, of each line
/// with the base).
pub fn command_line_renders_safely(data: &[u8]) {
    let input = Input::from_bytes(data);
    let (command, flags) = MODES[usize::from(input.mode) % MODES.len()];
    let json = flags.contains(&"--json");
    let argument = |bytes: &[u8], lossy: &str| -> OsString {
        if input.flags & 0x40 != 0 {
            use std::os::unix::ffi::OsStringExt;
            OsString::from_vec(bytes.to_vec())
        } else {
            OsString::from(lossy)
        }
    };
    let mut args: Vec<OsString> = vec!["uriscope".into()];
    args.push(
        if command == "batch" {
            "resolve"
        } else {
            command
        }
        .into(),
    );
    args.extend(flags.iter().map(OsString::from));
    if command != "parse" {
        push_switches(&mut args, input.flags, input.mode);
    }
    let mut stdin: &[u8] = &[];
    let mut positional = Vec::new();
    match command {
        "batch" => {
            let mut base = OsString::from("--base=");
            base.push(argument(input.base_bytes, &input.base));
            args.push(base);
            stdin = input.reference_bytes;
        }
        "parse" => positional.push(argument(input.base_bytes, &input.base)),
        _ => {
            positional.push(argument(input.base_bytes, &input.base));
            positional.push(argument(input.reference_bytes, &input.reference));
        }
    }
    if input.flags & 0x20 == 0 {
        args.push("--".into());
    }
    args.extend(positional.iter().cloned());

    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_command_line_with(&args, &mut { stdin }, &mut out, &mut err);
    let context = || {
        let shown: Vec<String> = args
            .iter()
            .map(|a| uriscope::text::escape::escape_for_terminal(&a.to_string_lossy()).into_owned())
            .collect();
        format!(
            "args {shown:?}, stdin `{}`",
            escape_for_terminal(&String::from_utf8_lossy(stdin))
        )
    };
    assert!(matches!(code, 0..=2), "exit code {code}, {}", context());
    assert_visible(&err, "stderr", &context);
    // Without `--`, an argument such as `-h` asks for the help, which is not JSON.
    let may_read_as_flags = input.flags & 0x20 != 0
        && positional
            .iter()
            .any(|a| a.as_encoded_bytes().starts_with(b"-"));
    if json && code != 2 && !may_read_as_flags {
        let values = serde_json::Deserializer::from_slice(&out).into_iter::<serde_json::Value>();
        let mut count = 0;
        for value in values {
            if let Err(e) = value {
                panic!("JSON: {e}, {}", context());
            }
            count += 1;
        }
        if command == "batch" {
            assert_eq!(
                count,
                line_count(stdin),
                "one JSON value per line, {}",
                context()
            );
        } else {
            assert_eq!(count, 1, "one JSON value, {}", context());
        }
    }
    assert_visible(&out, "stdout", &context);
    // Batch mode resolves each line against the base: each line's output is bounded by the
    // base and the line together.
    let resolutions = if command == "batch" {
        line_count(stdin)
    } else {
        1
    };
    let input_len = data.len() + resolutions * input.base_bytes.len();
    let output_len = out.len() + err.len();
    let per_input_byte = if json && flags.contains(&"--trace") {
        JSON_TRACE_PER_INPUT_BYTE
    } else {
        OUTPUT_PER_INPUT_BYTE
    };
    assert!(
        output_len <= OUTPUT_FIXED * (resolutions + 1) + per_input_byte * input_len,
        "{output_len} bytes of output for {input_len} of input, {}",
        context()
    );
}

/// The lines batch mode reads from `stdin`: each ends at a `\n` or at the end.
fn line_count(stdin: &[u8]) -> usize {
    let pieces = stdin.split(|&b| b == b'\n').count();
    pieces - usize::from(stdin.is_empty() || stdin.ends_with(b"\n"))
}

/// The output allowed for any resolution (the help, a comparison table, a trace's fixed part),
/// and per byte of input (a trace has a few events per byte, each a line of a table or a JSON
/// object).
const OUTPUT_FIXED: usize = 64 * 1024;
const OUTPUT_PER_INPUT_BYTE: usize = 2048;
/// Per byte of input in `--json --trace`: every event object repeats its step's title and
/// sentence (the guide's JSON format, docs/guide/04-json.md), and the WHATWG path state's sentence is 1.4 KB. A `\`
/// in a special URL's path makes four events (the state's visit, the validation error, the
/// segment pushed and the buffer emptied): 7.2 KB of JSON per byte of input, still linear.
const JSON_TRACE_PER_INPUT_BYTE: usize = 10 * 1024;

/// Appends the switches `flags` and `mode` select (see [`command_line_renders_safely`]).
fn push_switches(args: &mut Vec<OsString>, flags: u8, mode: u8) {
    if let Some(spec) = Spec::ALL.get(usize::from(mode >> 4 & 7)) {
        args.push(format!("--spec={}", spec.id()).into());
    }
    match flags & 3 {
        1 => args.push("--above-root=keep".into()),
        2 => args.push("--above-root=remove".into()),
        3 => args.push("--above-root=reject".into()),
        _ => {}
    }
    if flags & 4 != 0 {
        args.push("--non-strict".into());
    }
    if flags & 8 != 0 {
        args.push("--fix-empty-base-path".into());
    }
    if flags & 16 != 0 {
        args.push("--variant=draft-05".into());
    }
    if flags & 0x80 != 0 {
        args.push("--location-url".into());
    }
}

/// Is `c` shown as an escape by `escape_for_terminal` (and so must never be written raw)?
fn is_invisible(c: char) -> bool {
    let mut buffer = [0; 4];
    let one = c.encode_utf8(&mut buffer);
    c != '\\' && escape_for_terminal(one) != *one
}

/// Panics unless `bytes` is UTF-8 with no invisible character but `\n`.
fn assert_visible(bytes: &[u8], stream: &str, context: &dyn Fn() -> String) {
    let text = std::str::from_utf8(bytes)
        .unwrap_or_else(|e| panic!("{stream} is not UTF-8 ({e}), {}", context()));
    if let Some((at, c)) = text
        .char_indices()
        .find(|&(_, c)| c != '\n' && is_invisible(c))
    {
        panic!(
            "{stream} writes U+{:04X} raw at byte {at}: `{}`, {}",
            u32::from(c),
            escape_for_terminal(text),
            context()
        );
    }
}

/// Target `whatwg_url`: uriscope's WHATWG parser against the `url` crate, with a base (the
/// input's, unless bit 0 of byte 0 is set) and without: both fail, or both give the same
/// attributes of the JavaScript `URL` object, except where the crate departs from the
/// Standard in a known way, recognised exactly (`whatwg_departures.rs`). And the front door,
/// `resolve(Spec::Whatwg, ..)`, answers what the parser does.
pub fn whatwg_agrees_with_url_crate(data: &[u8]) {
    let input = Input::from_bytes(data);
    let base = (input.flags & 1 == 0).then_some(input.base.as_str());
    let reference = input.reference.as_str();
    let ours = whatwg_departures::ours(base, reference);
    let theirs = whatwg_departures::theirs(base, reference);
    let context = || shown(base.unwrap_or("(none)"), reference);
    if !whatwg_departures::agree(&ours, &theirs) {
        assert!(
            whatwg_departures::classify(base, reference, &ours, &theirs).is_some(),
            "WHATWG {:?} but the url crate {:?}, {}",
            ours.as_ref().map(|url| url.as_str()),
            theirs.as_ref().map(|url| url.as_str()),
            context()
        );
    }
    if let Some(base) = base {
        assert_eq!(
            resolve(Spec::Whatwg, base, reference).ok().as_deref(),
            ours.as_ref().ok().map(|url| url.as_str()),
            "resolve != the parser, {}",
            context()
        );
    }
    // What the parser read: the components in order, each on code point boundaries.
    let base_url = base.and_then(|base| uriscope::whatwg::parse(base, None).ok());
    let read = uriscope::whatwg::split(reference, base_url.as_ref());
    let mut after = 0;
    for component in [
        Component::Scheme,
        Component::Authority,
        Component::Path,
        Component::Query,
        Component::Fragment,
    ] {
        if let Some(span) = read.span(component) {
            assert!(
                after <= span.start && span.start <= span.end && span.end <= reference.len(),
                "the split's {} is out of order, {}",
                component.name(),
                context()
            );
            assert!(reference.is_char_boundary(span.start) && reference.is_char_boundary(span.end));
            after = span.end;
        }
    }
}

/// The document URLs `links_page` reads a page under (bits 4 and 5 of byte 0).
const LINKS_DOCUMENT_URLS: [&str; 4] = [
    "https://example.com/dir/page.html?q=1#top",
    "http://a/b/c/d;p?q",
    "file:///C:/docs/page.html",
    "foo://opaque.example/x",
];

/// Target `links_page`: `uriscope links - --url URL` on the input's bytes after the first as a
/// page, with byte 0 choosing `--encoding` (bits 0–1: none, `shift_jis`, `windows-1252`,
/// `utf-16le`), `--scripting off` (bit 2), `--json` (bit 3), the document URL (bits 4–5,
/// [`LINKS_DOCUMENT_URLS`]) and `--only-flagged` (bit 6).
///
/// It exits 0, or 1 for a page whose tree would grow faster than it (said on stderr); stdout and
/// stderr are UTF-8 with no invisible character but the line breaks; `--json` is one JSON
/// value whose links each have the fixed keys; a page has no more links than bytes, and the
/// output stays within a constant factor of what each link resolves (the page, and for each
/// link the base and the document URL with it), as batch mode's is of each line with its base.
pub fn links_page_is_read_safely(data: &[u8]) {
    let flags = data.first().copied().unwrap_or(0);
    let page = data.get(1..).unwrap_or(&[]);
    let document_url = LINKS_DOCUMENT_URLS[usize::from(flags >> 4 & 3)];
    let mut args: Vec<OsString> = ["uriscope", "links", "-", "--url", document_url]
        .iter()
        .map(OsString::from)
        .collect();
    if let Some(label) = [
        None,
        Some("shift_jis"),
        Some("windows-1252"),
        Some("utf-16le"),
    ][usize::from(flags & 3)]
    {
        args.extend(["--encoding".into(), label.into()]);
    }
    if flags & 4 != 0 {
        args.extend(["--scripting".into(), "off".into()]);
    }
    let json = flags & 8 != 0;
    if json {
        args.push("--json".into());
    }
    if flags & 0x40 != 0 {
        args.push("--only-flagged".into());
    }
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_command_line_with(&args, &mut { page }, &mut out, &mut err);
    let context = || {
        format!(
            "flags {flags:#04x}, page `{}`",
            escape_for_terminal(&String::from_utf8_lossy(page))
        )
    };
    assert!(matches!(code, 0 | 1), "exit code {code}, {}", context());
    assert_visible(&err, "stderr", &context);
    assert_visible(&out, "stdout", &context);
    if code == 1 {
        let err = String::from_utf8_lossy(&err);
        assert!(
            err.contains("builds a tree of more than")
                || err.contains("has an element in scope")
                || err.contains("the page is binary data"),
            "{err}, {}",
            context()
        );
        return;
    }
    let (links, base_len) = if json {
        let value: serde_json::Value =
            serde_json::from_slice(&out).unwrap_or_else(|e| panic!("JSON: {e}, {}", context()));
        let links = value["links"].as_array().expect("links").clone();
        for link in &links {
            for key in [
                "element",
                "attribute",
                "value",
                "line",
                "result",
                "validation_errors",
                "flags",
                "differs",
            ] {
                assert!(link.get(key).is_some(), "{key} missing, {}", context());
            }
        }
        (
            links.len(),
            value["base_url"].as_str().expect("base_url").len(),
        )
    } else {
        let text = String::from_utf8_lossy(&out);
        let summary = text.lines().last().expect("a summary line");
        let links: usize = summary
            .split(' ')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("summary `{summary}`, {}", context()));
        let base = text.lines().nth(1).expect("the base line");
        (links, base.len())
    };
    assert!(
        links <= page.len(),
        "{links} links in {} bytes, {}",
        page.len(),
        context()
    );
    let resolved = page.len() + links * (base_len + document_url.len());
    assert!(
        out.len() + err.len() <= OUTPUT_FIXED * (links + 1) + OUTPUT_PER_INPUT_BYTE * resolved,
        "{} bytes of output for {resolved}, {}",
        out.len(),
        context()
    );
}

/// Target `relative_round_trip`: under every specification and profile, with the input's
/// options where they apply, the reference [`Base::relative`] computes resolves to what it says
/// it does. That is the target exactly when it is reachable, and then no longer than the
/// target (where it resolves to itself); the nearest URI, with a reason, when it is not. Two targets are asked: the
/// reference's resolution, and the reference's text itself (most of them unreachable or
/// without a scheme). The reference for every specification at once, where there is one, too.
pub fn relative_round_trips(data: &[u8]) {
    let input = Input::from_bytes(data);
    let (base, reference) = (input.base.as_str(), input.reference.as_str());
    for spec in every_resolver() {
        let Ok(parsed) = Base::parse(spec, base, &input.options().for_spec(spec)) else {
            continue;
        };
        let resolved = parsed.resolve(reference).map(Resolved::into_string);
        for target in resolved.as_deref().into_iter().chain([reference]) {
            let context = || {
                format!(
                    "{spec} target `{}`: {}",
                    escape_for_terminal(target),
                    shown(base, reference)
                )
            };
            let found = match parsed.relative(target) {
                Ok(found) => found,
                Err(RelativeError::TargetNotAbsolute(_)) => {
                    assert!(UriRef::parse(target).scheme().is_none(), "{}", context());
                    continue;
                }
                // A target the rules cannot resolve even against itself (Java's `URI` refuses
                // the `file://` it resolves `////` to), or by the URL Standard, one its parser
                // fails on without a base (`http:`, which `http:/f` resolves as relative).
                Err(RelativeError::Unresolvable(_)) => {
                    let refused = match spec {
                        Spec::Whatwg => Base::parse(spec, target, &Options::default()).is_err(),
                        _ => parsed.resolve(target).is_err(),
                    };
                    assert!(refused, "{}", context());
                    continue;
                }
                Err(error @ RelativeError::Base(_)) => panic!("{error}, {}", context()),
                // Under an RFC, a target its grammar does not take for a URI, as `parse` says.
                Err(RelativeError::TargetNotAUri(..)) => {
                    let refused = Grammar::of(spec).is_some_and(|g| !g.check(target).is_valid());
                    assert!(refused, "{}", context());
                    continue;
                }
            };
            let again = parsed.resolve(&found.reference).map(Resolved::into_string);
            assert_eq!(
                again.as_deref(),
                Ok(found.resolves_to.as_str()),
                "{:?} does not resolve to what it says, {}",
                found.reference,
                context()
            );
            match &found.unreachable {
                None if spec == Spec::Whatwg => {}
                None => {
                    assert_eq!(found.resolves_to, target, "{}", context());
                    // The target is a reference to itself, where it resolves to itself.
                    if parsed.resolve(target).is_ok_and(|itself| itself == target) {
                        assert!(found.reference.len() <= target.len(), "{}", context());
                    }
                }
                // A note that no reference reaches the target never comes with an answer that
                // does.
                Some(why) => {
                    assert!(!why.is_empty(), "{}", context());
                    let wanted = match spec {
                        Spec::Whatwg => uriscope::whatwg::parse(target, None)
                            .map(|url| url.as_str().to_owned())
                            .unwrap_or_default(),
                        _ => target.to_owned(),
                    };
                    assert_ne!(found.resolves_to, wanted, "{why}, {}", context());
                }
            }
        }
    }
    portable_round_trips(&input);
}

/// [`relative_portable`]'s reference, where there is one, resolves to the target under every
/// specification (by WHATWG, to its serialization).
fn portable_round_trips(input: &Input<'_>) {
    let (base, reference) = (input.base.as_str(), input.reference.as_str());
    let options = input.options();
    let Ok(target) = resolve(Spec::Rfc3986, base, reference) else {
        return;
    };
    for target in [target.as_str(), reference] {
        let Ok(found) = relative_portable(base, target, &options) else {
            continue;
        };
        let Ok((portable, _)) = &found.reference else {
            continue;
        };
        for (spec, each) in &found.each {
            let context = || {
                let target = escape_for_terminal(target);
                format!(
                    "portable {portable:?} {spec} `{target}`: {}",
                    shown(base, reference)
                )
            };
            // A specification whose grammar takes the target for no URI refuses it, though the
            // portable reference resolves to it there too (checked below by resolving it).
            let own = match each {
                Err(RelativeError::TargetNotAUri(..)) => None,
                each => Some(
                    each.as_ref()
                        .expect("a portable reference has each one's answer"),
                ),
            };
            let again = resolve_with(
                *spec,
                base,
                portable,
                &options.for_spec(*spec),
                &mut NoTrace,
            );
            let Some(own) = own else {
                assert_eq!(again.as_deref(), Ok(target), "{}", context());
                continue;
            };
            assert_eq!(
                again.as_deref(),
                Ok(own.resolves_to.as_str()),
                "{}",
                context()
            );
            assert!(own.unreachable.is_none(), "{}", context());
            assert!(own.reference.len() <= portable.len(), "{}", context());
        }
    }
}

/// Target `iri_mappings`: RFC 3987's mappings, and a host's readings, on any text (the first
/// byte's low bit asks for ToASCII). `iri_to_uri` gives a URI reference by RFC 3986's grammar, or says where it cannot;
/// mapping its URI again changes nothing (§3.1: "idempotent"). `uri_to_iri` never fails, and
/// for a URI its IRI maps back to it, "except for potential case differences in
/// percent-encoding and for potential percent-encoded unreserved characters" (§3.2). Every
/// step's acts lie in the input, and no output grows faster than the input.
pub fn iri_mappings_hold(data: &[u8]) {
    use uriscope::grammar::Grammar;
    use uriscope::text::iri::{IriOptions, iri_to_uri, uri_to_iri, uri_to_iri_with};
    let idna_host = data.first().is_some_and(|b| b & 1 == 1);
    let options = IriOptions { idna_host };
    let text = String::from_utf8_lossy(data.get(1..).unwrap_or(&[]));
    let text = text.as_ref();
    let shown = escape_for_terminal(text);
    let bound = 4 * text.len() + 64;

    let iri = uri_to_iri(text);
    let iri_idna = uri_to_iri_with(text, &options);
    let uri = iri_to_uri(text, &options);
    for mapping in [
        Ok(&iri),
        Ok(&iri_idna),
        uri.as_ref().map_err(|e| &e.mapping),
    ] {
        let mapping = mapping.unwrap_or_else(|refused| refused);
        assert!(mapping.output.len() <= bound, "`{shown}` grew");
        let trace = mapping.trace();
        for step in trace.steps() {
            let after = step.mapped(trace).expect("every step ends with its text");
            assert!(after.len() <= bound, "`{shown}` grew at {}", step.step.id);
            for act in step.mapping_acts(trace) {
                assert_eq!(
                    text.get(act.at.start..act.at.end),
                    Some(act.text),
                    "`{shown}`: {act:?}"
                );
            }
        }
    }
    for kept in iri.kept_escaped() {
        let escapes = &text[kept.at.start..kept.at.end];
        assert_eq!(
            escapes.len(),
            3 * kept.octets().len(),
            "`{shown}`: {kept:?}"
        );
        assert!(escapes.starts_with('%'), "`{shown}`: {kept:?}");
    }

    match iri_to_uri(text, &options) {
        Ok(uri) => {
            let checked = Grammar::Rfc3986.check(&uri.output);
            assert!(
                checked.is_valid(),
                "`{shown}` gave no URI: {:?}",
                uri.output
            );
            let again = iri_to_uri(&uri.output, &options).expect("a URI maps to itself");
            assert_eq!(again.output, uri.output, "`{shown}`: not idempotent");
        }
        Err(refused) => {
            assert!(refused.at <= text.len(), "`{shown}`: {refused:?}");
            assert!(!refused.message.is_empty());
        }
    }

    // The host readings take any text, and say something of every warning.
    let host = uriscope::text::idn::read_host(text);
    assert!(host.unicode.len() <= bound, "`{shown}`: ToUnicode grew");
    for finding in &host.findings {
        assert!(!finding.message().is_empty(), "`{shown}`: {finding:?}");
    }

    if Grammar::Rfc3986.check(text).is_valid() {
        let back = iri_to_uri(&iri.output, &IriOptions::default())
            .unwrap_or_else(|e| panic!("`{shown}` → {:?} refused: {e}", iri.output));
        assert_eq!(
            percent_normalized(&back.output),
            percent_normalized(text),
            "`{shown}` → {:?} → {:?}",
            iri.output,
            back.output
        );
    }
}

/// `uri` with every escape's hexadecimal digits in upper case and every escaped unreserved
/// character decoded (RFC 3986 §6.2.2.1, §6.2.2.2): what §3.2's round trip may change.
pub fn percent_normalized(uri: &str) -> String {
    let bytes = uri.as_bytes();
    let mut out = String::with_capacity(uri.len());
    let mut at = 0;
    let hex = |b: u8| char::from(b).to_digit(16);
    while at < bytes.len() {
        if bytes[at] == b'%'
            && at + 2 < bytes.len()
            && let (Some(high), Some(low)) = (hex(bytes[at + 1]), hex(bytes[at + 2]))
        {
            let octet = (high * 16 + low) as u8;
            if octet.is_ascii_alphanumeric() || b"-._~".contains(&octet) {
                out.push(char::from(octet));
            } else {
                out.push_str(&format!("%{octet:02X}"));
            }
            at += 3;
            continue;
        }
        let c = uri[at..].chars().next().expect("a character starts here");
        out.push(c);
        at += c.len_utf8();
    }
    out
}

/// Target `redirects_paste`: any bytes as a pasted redirect chain (the first byte's low two bits
/// force the `curl -v` format, the header blocks or a wget log, its bit 3 curl's `%{json}`; bit
/// 2 gives no first URL). Reading never panics; a paste is refused with a line inside it, or
/// read into exchanges whose lines are in order and inside it; following (curl at its default
/// limit and at a limit of 2) gives a hop per exchange, each client's end at a hop of the
/// chain, and the human and JSON outputs write every text escaped.
pub fn redirects_paste_is_read_safely(data: &[u8]) {
    use uriscope::web::redirects::{End, Format, curl_profile, follow_limited, read_paste};
    let flags = data.first().copied().unwrap_or(0);
    let paste = data.get(1..).unwrap_or(&[]);
    let format = match (flags & 3, flags & 8) {
        (_, 8) => Some(Format::CurlJson),
        (1, _) => Some(Format::CurlVerbose),
        (2, _) => Some(Format::Headers),
        (3, _) => Some(Format::Wget),
        _ => None,
    };
    let lines = 1 + paste.iter().filter(|&&b| b == b'\n').count();
    let shown = uriscope::text::escape::escape_bytes(&paste[..paste.len().min(200)]);
    match read_paste(paste, format) {
        Err(error) => assert!(error.line <= lines, "`{shown}`: {error}"),
        Ok(read) => {
            // A line of the paste, or for a HAR file an entry's number; in order either way.
            let mut last = 0;
            for exchange in &read.exchanges {
                let inside = read.format == Format::Har || exchange.line <= lines;
                assert!(exchange.line > last && inside, "`{shown}`");
                last = exchange.line;
            }
            let first = (flags & 4 == 0).then_some("https://a.example/d/p?q#frag");
            for (curl, limit) in [(None, Some(50)), (Some("7.88"), Some(2)), (None, None)] {
                let curl = curl_profile(curl).expect("modelled");
                if let Ok(chain) = follow_limited(&read, first, curl, limit) {
                    assert_eq!(chain.hops.len(), read.exchanges.len(), "`{shown}`");
                    let ends = [Some(&chain.final_browser), Some(&chain.final_curl)];
                    for end in ends
                        .into_iter()
                        .chain([chain.final_wget.as_ref()])
                        .flatten()
                    {
                        let hop = match end {
                            End::Landed { at, .. } | End::Fails { at, .. } => *at,
                            End::Unknown { at } => *at,
                            End::WouldRequest { after, .. } => *after,
                        };
                        assert!(hop >= 1 && hop <= chain.hops.len(), "`{shown}`: {end:?}");
                    }
                    if let Some(at) = chain.parts_at() {
                        assert!(chain.hops[at - 1].differs(), "`{shown}`");
                    }
                }
            }
        }
    }
    // The command line on it: no panic, and nothing invisible printed raw.
    for json in [false, true] {
        let mut args = vec!["uriscope", "redirects", "--url", "http://a.example/x#f"];
        if json {
            args.push("--json");
        }
        let args: Vec<OsString> = args.into_iter().map(OsString::from).collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let mut input = paste;
        run_command_line_with(&args, &mut input, &mut out, &mut err);
        for text in [&out, &err] {
            let text = String::from_utf8_lossy(text);
            let raw = text.chars().find(|&c| {
                c != '\n'
                    && c != '\u{FFFD}'
                    && escape_for_terminal(&c.to_string()) != c.to_string()
                    && c != '\\'
            });
            assert_eq!(raw, None, "`{shown}`: {text}");
        }
    }
}

/// Target `equivalence`: the base and the reference are two texts compared under every notion
/// of equivalence. `same` is symmetric (the verdict and the first equal rung); where both texts
/// normalize, each rung at or above the first equal one finds them equal too; and RFC 3986's
/// ladder and the URL Standard's serializer are idempotent (a normal form normalizes to itself,
/// with no change recorded).
pub fn equivalence_holds(data: &[u8]) {
    use uriscope::equivalence::{normalize, notions, same};
    let input = Input::from_bytes(data);
    let (a, b) = (&input.base, &input.reference);
    for notion in notions() {
        let forward = same(notion, a, b);
        let backward = same(notion, b, a);
        let at = || format!("{}: {}", notion.id, shown(a, b));
        assert_eq!(forward.same, backward.same, "not symmetric, {}", at());
        assert_eq!(
            forward.first_equal_rung,
            backward.first_equal_rung,
            "first rungs differ, {}",
            at()
        );
        let normalized = forward.a.error.is_none() && forward.b.error.is_none();
        if let Some(first) = forward.first_equal_rung.filter(|_| normalized) {
            for rung in first..notion.rungs.len() {
                assert!(
                    notion.same_at(rung, &forward.a, &forward.b),
                    "same at {} but not at {}, {}",
                    notion.rungs[first].id,
                    notion.rungs[rung].id,
                    at()
                );
            }
        }
        if matches!(notion.id, "rfc3986" | "whatwg" | "whatwg-exclude-fragments") {
            for n in [&forward.a, &forward.b] {
                let Some(normal) = n.normalized() else {
                    continue;
                };
                let again = normalize(notion, normal);
                assert_eq!(
                    again.normalized(),
                    Some(normal),
                    "not idempotent: `{}` normalizes to `{}`, then to {:?}, {}",
                    escape_for_terminal(&n.input),
                    escape_for_terminal(normal),
                    again.normalized().map(escape_for_terminal),
                    at()
                );
                if notion.id == "rfc3986" {
                    assert!(
                        again.changes.is_empty(),
                        "a normal form changed again: {:?}, {}",
                        again.changes,
                        at()
                    );
                }
            }
        }
    }
}

/// Target `quiz`: the base, then the reference and a student's answer (split at a second
/// separator; without one, the reference is the answer too), played as an exercise under the
/// specification byte 1 picks, with the options of byte 0, every question asked: the answer
/// is right exactly when it is the trace's answer (a wrong one keeps the question, and says
/// something no longer than a bound of the texts), the trace's own answer is right, the hints
/// stop after three, and the score is what was played.
pub fn quiz_holds(data: &[u8]) {
    use uriscope::quiz::{Ask, Exercise, ExerciseSet, Question, Score, Session};
    let input = Input::from_bytes(data);
    let (reference, answer) = match input.reference_bytes.iter().position(|&b| b == SEPARATOR) {
        Some(at) => (
            String::from_utf8_lossy(&input.reference_bytes[..at]).into_owned(),
            String::from_utf8_lossy(&input.reference_bytes[at + 1..]).into_owned(),
        ),
        None => (input.reference.clone(), input.reference.clone()),
    };
    let spec = uriscope::Spec::ALL[usize::from(input.mode) % uriscope::Spec::ALL.len()];
    let exercise = Exercise {
        spec,
        options: input.options().for_spec(spec),
        base: input.base.clone(),
        reference: reference.clone(),
        ask: Ask::Steps,
        source: "fuzz".to_string(),
    };
    let at = || {
        format!(
            "{spec}: {}, answer `{}`",
            shown(&input.base, &reference),
            escape_for_terminal(&answer)
        )
    };
    let mut session = Session::new(ExerciseSet {
        name: "fuzz".to_string(),
        title: "fuzz".to_string(),
        exercises: vec![exercise],
    });
    let mut wrong = false;
    let mut hinted = false;
    while let Some(asked) = session.question().cloned() {
        let expected = session.expected().expect("an answer for every question");
        let given = session.answer(&answer).expect("a question asked");
        let same = match asked.question {
            // A state is named in any case, with or without `state`, its words apart by
            // spaces, hyphens or underscores.
            Question::NextState(_) => {
                given.right == (state_words(&answer) == state_words(&expected))
            }
            Question::Result if expected == "error" => {
                given.right == answer.trim().eq_ignore_ascii_case("error")
            }
            _ => given.right == (answer == expected),
        };
        assert!(
            same,
            "`{}` judged {}, the trace's answer `{}`, {}",
            escape_for_terminal(&answer),
            given.right,
            escape_for_terminal(&expected),
            at()
        );
        let bound = 4 * (answer.len() + expected.len()) + 2_000;
        assert!(
            given.said.len() <= bound,
            "said {} bytes, {}",
            given.said.len(),
            at()
        );
        if given.right {
            continue;
        }
        wrong = true;
        assert_eq!(
            session.question(),
            Some(&{
                let mut again = asked.clone();
                again.answers.push(given.clone());
                again
            }),
            "a wrong answer moved on, {}",
            at()
        );
        if answer.len() % 2 == 0 {
            let hints: Vec<String> = std::iter::from_fn(|| session.hint()).take(5).collect();
            assert_eq!(hints.len(), 3, "{hints:?}, {}", at());
            hinted = true;
        }
        let right = session.answer(&expected).expect("a question asked");
        assert!(
            right.right,
            "the trace's own `{}` judged wrong: {}, {}",
            escape_for_terminal(&expected),
            right.said,
            at()
        );
    }
    let played = session.finished().expect("the exercise is played");
    let score = if hinted {
        Score::WithHints
    } else if wrong {
        Score::AfterWrong
    } else {
        Score::FirstTry
    };
    assert_eq!(played.score(), score, "{}", at());
}

/// A state's name as its words, in lower case, without a last `state`.
fn state_words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = text
        .split(|c: char| c.is_whitespace() || c == '-' || c == '_')
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    if words.last().is_some_and(|w| w == "state") {
        words.pop();
    }
    words
}
