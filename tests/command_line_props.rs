//! Arbitrary Unicode through every output mode of the command line, in-process: `resolve`,
//! `--trace`, `--json`, `--json --trace` (each also in batch mode), `compare`, `compare --json`,
//! `parse` and `parse --json`, with any `--spec` and switches. The check is the fuzz target
//! `command_line`'s own ([`fuzz_checks::command_line_renders_safely`]): no panic, an exit code of
//! 0, 1 or 2, no raw control or invisible character in stdout or stderr, JSON that parses, and
//! output within a constant factor of the input.

#[path = "common/fuzz_checks.rs"]
#[allow(dead_code)]
mod fuzz_checks;

use fuzz_checks::{Input, command_line_renders_safely};
use proptest::prelude::*;

/// Text from every plane, weighted towards what hides or breaks output: controls, bidi and
/// zero-width characters, tag characters, fillers, variation selectors, multi-byte letters next
/// to delimiters, and typed escape sequences (`\x1b`, `\u{…}`).
fn hostile_text() -> impl Strategy<Value = String> {
    const LISTED: &str = "\0\t\n\r\x1b\x7f\u{85}\u{9b}\u{ad}\u{34f}\u{115f}\u{180e}\u{200b}\u{202e}\
        \u{2066}\u{2800}\u{3164}\u{fe0f}\u{feff}\u{fffd}\u{e0001}\u{e0041}\u{e0100}\u{10ffff}\
        \u{600}\u{1d173}é中😀\\xu{}1b/.?#:;@[]% ";
    let listed = prop::sample::select(LISTED.chars().collect::<Vec<_>>());
    let by_plane = (0u32..17, 0u32..0x1_0000)
        .prop_filter_map("a scalar value", |(plane, offset)| {
            char::from_u32(plane << 16 | offset)
        });
    let c = prop_oneof![any::<char>(), by_plane, listed];
    let text = prop::collection::vec(c, 0..20).prop_map(|chars| chars.into_iter().collect());
    // Half the time behind a real URI prefix, so the hostile part reaches the later steps.
    (any::<bool>(), text).prop_map(|(prefixed, text): (bool, String)| {
        if prefixed {
            format!("http://a/b/{text}")
        } else {
            text
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    /// `mode` picks the output mode and `--spec`, `flags` the switches (see
    /// [`command_line_renders_safely`]); bit 6 of `flags` passes the arguments as raw bytes,
    /// which here are always UTF-8.
    #[test]
    fn every_output_mode_shows_arbitrary_unicode_safely(
        flags in any::<u8>(),
        mode in any::<u8>(),
        base in hostile_text(),
        reference in hostile_text(),
    ) {
        command_line_renders_safely(&Input::to_bytes(flags, mode, &base, &reference));
    }
}
