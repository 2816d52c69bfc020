//! Resolving under the WHATWG URL Standard, traced: the base parsed first, one step per run of
//! a state with the Standard's names, what each state did to the URL record, every validation
//! error by its name, the serializer's components with the state that made each, and failures
//! as error values naming the state.

use uriscope::trace::Trace;
use uriscope::whatwg::{Act, ValidationError};
use uriscope::{Component, Error, Options, Role, Spec, resolve, resolve_with};

fn traced(base: &str, reference: &str) -> (Result<String, Error>, Trace) {
    let mut trace = Trace::default();
    let result = resolve_with(
        Spec::Whatwg,
        base,
        reference,
        &Options::default(),
        &mut trace,
    );
    (result, trace)
}

/// The ids of the trace's steps, in order.
fn step_ids(trace: &Trace) -> Vec<&'static str> {
    trace.steps().iter().map(|s| s.step.id).collect()
}

/// Every act of the step with `id`.
fn step_acts<'t>(trace: &'t Trace, id: &str) -> Vec<Act<&'t str>> {
    let step = trace
        .steps()
        .into_iter()
        .find(|s| s.step.id == id)
        .unwrap_or_else(|| panic!("no step {id} in {:?}", step_ids(trace)));
    step.event_records(trace)
        .iter()
        .filter_map(|e| match e.outcome {
            uriscope::trace::Outcome::Whatwg(act) => Some(trace.whatwg_act(act)),
            _ => None,
        })
        .collect()
}

/// What the step with `id` did, in words, its state visits left out.
fn acts(trace: &Trace, id: &str) -> Vec<String> {
    step_acts(trace, id)
        .into_iter()
        .filter(|act| !matches!(act, Act::Visit(_)))
        .map(|act| act.to_string())
        .collect()
}

#[test]
fn a_trace_reads_as_the_standard_runs() {
    let (result, trace) = traced("http://a/b/c/d;p?q", "../g");
    assert_eq!(result.unwrap(), "http://a/b/g");
    assert_eq!(
        step_ids(&trace),
        [
            "base",
            "scheme start",
            "no scheme",
            "relative",
            "path",
            "serialize"
        ]
    );
    // The relative state copies the base URL's components, then, c being neither `?` nor `#`,
    // sets the query to null and shortens the path.
    assert_eq!(
        acts(&trace, "relative"),
        [
            "scheme = \"http\" (from the base)",
            "username = \"\" (from the base)",
            "password = \"\" (from the base)",
            "host = \"a\" (from the base)",
            "port = null (from the base)",
            "path = \"/b/c/d;p\" (from the base)",
            "query = \"q\" (from the base)",
            "query = null",
            "path pop \"d;p\"",
        ]
    );
    // The path state: `..` is a double-dot URL path segment, so the path is shortened again.
    assert_eq!(
        acts(&trace, "path"),
        [
            "buffer += \".\"",
            "buffer += \".\"",
            "path pop \"c\"",
            "buffer = \"\"",
            "buffer += \"g\"",
            "path push \"g\"",
            "buffer = \"\"",
        ]
    );
    let relative = trace.steps()[3].step;
    assert_eq!(
        relative.citation().to_string(),
        "WHATWG URL §4.4 relative state"
    );
}

#[test]
fn each_component_of_the_result_names_the_state_that_made_it() {
    let (_, trace) = traced("http://a/b/c/d;p?q", "../g");
    let how = |component| {
        let assignment = trace.assignment(component).expect("the serializer set it");
        assert_eq!(
            assignment.step.citation().to_string(),
            "WHATWG URL §4.5 URL serializer"
        );
        assignment.how(&trace)
    };
    assert_eq!(
        how(Component::Scheme),
        "the URL record, as the relative state left it, copied from the base"
    );
    assert_eq!(
        how(Component::Authority),
        "the URL record, as the relative state left it, copied from the base"
    );
    assert_eq!(
        how(Component::Path),
        "the URL record, as the path state left it"
    );
    assert_eq!(
        how(Component::Query),
        "the URL record, as the relative state left it"
    );
    // Nothing set the fragment: it is null in a new URL record.
    assert_eq!(how(Component::Fragment), "the URL record");
    let components = trace.result_components();
    assert_eq!(components[2].assigned, Some("/b/g"));
    assert!(components.iter().all(|c| !c.reads_back_differently()));
}

#[test]
fn a_reverse_solidus_is_a_slash_only_in_a_special_url() {
    // The relative state treats `\` as a separator only "if url is special".
    let (result, trace) = traced("foo://host/a/b", "\\..");
    assert_eq!(result.unwrap(), "foo://host/a/\\..");
    // `\` is no URL code point: an error the path state reports, and keeps it.
    let warnings: Vec<(&str, &str)> = trace.warnings().map(|(s, w)| (s.id, w.id)).collect();
    assert_eq!(warnings, [("path", "invalid-URL-unit")]);
    assert!(acts(&trace, "path").contains(&"path push \"\\\\..\"".to_string()));

    let (result, trace) = traced("http://host/a/b", "\\..");
    assert_eq!(result.unwrap(), "http://host/");
    let warnings: Vec<(&str, &str)> = trace.warnings().map(|(s, w)| (s.id, w.id)).collect();
    // The rule the relative state applied, then the validation error it raises; `\..` is an
    // absolute path, whose `..` the path state removes (the RFCs before 3986 would keep it),
    // with nothing above the root to remove.
    assert_eq!(
        warnings,
        [
            ("relative", "whatwg.backslash-as-slash"),
            ("relative", "invalid-reverse-solidus"),
            ("path", "whatwg.unmerged-path-dots"),
            ("path", "whatwg.above-root")
        ]
    );
    assert_eq!(
        acts(&trace, "relative"),
        [
            "scheme = \"http\" (from the base)",
            "validation error invalid-reverse-solidus at byte 0",
        ]
    );
}

#[test]
fn three_slashes_against_a_special_base_start_an_authority() {
    // The relative slash state goes to the special authority ignore slashes state, which
    // skips every further slash (each one a validation error).
    let (result, trace) = traced("http://a/b", "///x");
    assert_eq!(result.unwrap(), "http://x/");
    assert_eq!(
        step_ids(&trace)[1..],
        [
            "scheme start",
            "no scheme",
            "relative",
            "relative slash",
            "special authority ignore slashes",
            "authority",
            "host",
            "path start",
            "path",
            "serialize",
        ]
    );
    assert_eq!(
        acts(&trace, "special authority ignore slashes"),
        ["validation error special-scheme-missing-following-solidus at byte 2"]
    );
}

#[test]
fn the_input_is_stripped_and_its_tabs_removed_first() {
    let (result, trace) = traced("http://a/b", " \u{1}g\th ");
    assert_eq!(result.unwrap(), "http://a/gh");
    assert_eq!(
        acts(&trace, "input"),
        [
            "validation error invalid-URL-unit at byte 0",
            "strip leading C0 control or space at bytes 0..2",
            "strip trailing C0 control or space at bytes 5..6",
            "validation error invalid-URL-unit at byte 3",
            "remove ASCII tab or newline at bytes 3..4",
        ]
    );
}

#[test]
fn a_base_that_does_not_parse_is_an_error_of_the_base_step() {
    let error = resolve(Spec::Whatwg, "a/b", "g").unwrap_err();
    match &error {
        Error::Whatwg {
            step,
            role,
            failure,
        } => {
            assert_eq!(step.id, "base");
            assert_eq!(*role, Role::Base);
            assert_eq!(failure.error, ValidationError::MissingSchemeNonRelativeUrl);
            assert_eq!(failure.at, 0);
        }
        other => panic!("unexpected error {other:?}"),
    }
    assert_eq!(
        error.to_string(),
        "WHATWG URL §6.1 API URL parser, step 2: the base does not parse: \
         missing-scheme-non-relative-URL at byte 0: the input is missing a scheme, and either \
         no base URL was given or the base URL has an opaque path; the no scheme state returns \
         failure"
    );
}

#[test]
fn a_reference_that_does_not_parse_names_the_state_that_returned_failure() {
    let (result, trace) = traced("http://a/b", "http://[::1");
    let error = result.unwrap_err();
    assert_eq!(error.step().map(|s| s.id), Some("host"));
    assert!(
        error
            .to_string()
            .starts_with("WHATWG URL §4.4 host state: the reference does not parse: IPv6-unclosed"),
        "{error}"
    );
    // The failure is the last thing the host state did.
    assert!(
        acts(&trace, "host")
            .last()
            .unwrap()
            .starts_with("failure: IPv6-unclosed")
    );
    // The no scheme state: a base with an opaque path takes only a fragment-only reference.
    assert!(resolve(Spec::Whatwg, "foo:a/b", "c").is_err());
    assert_eq!(resolve(Spec::Whatwg, "foo:a/b", "#s").unwrap(), "foo:a/b#s");
}

/// The sentences of the Standard the validation errors of the step with `id` were raised by.
fn sentences(trace: &Trace, id: &str) -> Vec<&'static str> {
    step_acts(trace, id)
        .iter()
        .filter_map(Act::sentence)
        .collect()
}

// The traces the state machine's readers ask about most, as text.

#[test]
fn a_reverse_solidus_against_a_special_base_starts_from_the_root() {
    let (result, trace) = traced("http://a/b/c/d;p?q", "\\x");
    assert_eq!(result.unwrap(), "http://a/x");
    assert_eq!(
        step_ids(&trace),
        [
            "base",
            "scheme start",
            "no scheme",
            "relative",
            "relative slash",
            "path",
            "serialize"
        ]
    );
    assert_eq!(
        acts(&trace, "relative"),
        [
            "scheme = \"http\" (from the base)",
            "validation error invalid-reverse-solidus at byte 0",
        ]
    );
    assert_eq!(
        sentences(&trace, "relative"),
        [
            "Otherwise, if url is special and c is U+005C (\\), invalid-reverse-solidus validation \
          error, set state to relative slash state."
        ]
    );
    // The relative slash state takes the base's authority, never its path.
    assert_eq!(
        acts(&trace, "relative slash"),
        [
            "username = \"\" (from the base)",
            "password = \"\" (from the base)",
            "host = \"a\" (from the base)",
            "port = null (from the base)",
        ]
    );
    assert_eq!(
        acts(&trace, "path"),
        ["buffer += \"x\"", "path push \"x\"", "buffer = \"\""]
    );
}

#[test]
fn the_base_scheme_written_without_slashes_is_relative() {
    let (result, trace) = traced("http://a/b/c/d;p?q", "http:g");
    assert_eq!(result.unwrap(), "http://a/b/c/g");
    assert_eq!(
        step_ids(&trace),
        [
            "base",
            "scheme start",
            "scheme",
            "special relative or authority",
            "relative",
            "path",
            "serialize"
        ]
    );
    assert_eq!(
        acts(&trace, "scheme"),
        [
            "buffer += \"t\"",
            "buffer += \"t\"",
            "buffer += \"p\"",
            "scheme = \"http\"",
            "buffer = \"\"",
        ]
    );
    assert_eq!(
        acts(&trace, "special relative or authority"),
        ["validation error special-scheme-missing-following-solidus at byte 5"]
    );
    // The scheme the reference wrote is the base's: the relative state sets it again, from the
    // base, and takes the rest of the base too.
    assert_eq!(
        acts(&trace, "relative"),
        [
            "scheme = \"http\" (from the base)",
            "username = \"\" (from the base)",
            "password = \"\" (from the base)",
            "host = \"a\" (from the base)",
            "port = null (from the base)",
            "path = \"/b/c/d;p\" (from the base)",
            "query = \"q\" (from the base)",
            "query = null",
            "path pop \"d;p\"",
        ]
    );
}

#[test]
fn a_reverse_solidus_against_a_base_that_is_not_special_is_a_code_point() {
    let (result, trace) = traced("foo://host/a/b", "\\..");
    assert_eq!(result.unwrap(), "foo://host/a/\\..");
    assert_eq!(
        step_ids(&trace),
        [
            "base",
            "scheme start",
            "no scheme",
            "relative",
            "path",
            "serialize"
        ]
    );
    // `\` is not a URL code point, and `\..` is not a double-dot URL path segment.
    assert_eq!(
        acts(&trace, "path"),
        [
            "validation error invalid-URL-unit at byte 0",
            "buffer += \"\\\\\"",
            "buffer += \".\"",
            "buffer += \".\"",
            "path push \"\\\\..\"",
            "buffer = \"\"",
        ]
    );
}

#[test]
fn a_windows_drive_letter_replaces_a_file_path() {
    let (result, trace) = traced("file:///C:/a/b", "D|/x");
    assert_eq!(result.unwrap(), "file:///D:/x");
    // `D` may start a scheme; at `|` the scheme state gives up: "set buffer to the empty
    // string, state to no scheme state, and start over (from the first code point in input)".
    assert_eq!(
        step_ids(&trace),
        [
            "base",
            "scheme start",
            "scheme",
            "no scheme",
            "file",
            "path",
            "serialize"
        ]
    );
    let file = acts(&trace, "file");
    assert_eq!(
        file[file.len() - 3..],
        [
            "query = null",
            "validation error file-invalid-Windows-drive-letter at byte 0",
            "path = \"\"",
        ]
    );
    assert_eq!(
        acts(&trace, "path"),
        [
            "buffer += \"D\"",
            // `|` is not a URL code point.
            "validation error invalid-URL-unit at byte 1",
            "buffer += \"|\"",
            "buffer = \"D:\"",
            "path push \"D:\"",
            "buffer = \"\"",
            "buffer += \"x\"",
            "path push \"x\"",
            "buffer = \"\"",
        ]
    );
}

#[test]
fn an_ipv4_address_in_a_number_form() {
    let (result, trace) = traced("http://a/b/c/d;p?q", "http://0x7f.1/");
    assert_eq!(result.unwrap(), "http://127.0.0.1/");
    assert_eq!(
        acts(&trace, "host"),
        [
            "buffer += \"0\"",
            "buffer += \"x\"",
            "buffer += \"7\"",
            "buffer += \"f\"",
            "buffer += \".\"",
            "buffer += \"1\"",
            "host parser: domain, bytes 7..13",
            "domain parser (ASCII lowercase): \"0x7f.1\"",
            "ends in a number: true",
            "validation error IPv4-too-few-parts at byte 7",
            "IPv4 part \"0x7f\" radix 16 = 127",
            "validation error IPv4-non-decimal-part at byte 7",
            "IPv4 part \"1\" radix 10 = 1",
            "IPv4 address 127.0.0.1",
            "host = \"127.0.0.1\"",
            "buffer = \"\"",
        ]
    );
    assert_eq!(
        sentences(&trace, "host"),
        [
            "If parts's size is less than 4, IPv4-too-few-parts validation error.",
            "If result[1] is true, IPv4-non-decimal-part validation error.",
        ]
    );
}

#[test]
fn a_port_out_of_range_is_failure() {
    let (result, trace) = traced("http://a/b/c/d;p?q", "http://a:99999/");
    let error = result.unwrap_err();
    assert_eq!(error.step().map(|s| s.id), Some("port"));
    let port = acts(&trace, "port");
    assert_eq!(
        port[port.len() - 2..],
        [
            "validation error port-out-of-range at byte 9".to_string(),
            "failure: port-out-of-range at byte 9: the input's port is too big; the port state \
             returns failure"
                .to_string(),
        ]
    );
    assert_eq!(
        sentences(&trace, "port"),
        [
            "If port is not a 16-bit unsigned integer, port-out-of-range validation error, return \
          failure."
        ]
    );
}
