//! Step 6: the base path with its last segment replaced by the embedded path, then 6a to 6d.
//!
//! The RFC writes string rewriting and says so: "some systems may find it more efficient to
//! implement Step 6 as a pair of segment stacks being merged, rather than as a series of string
//! pattern matches." The rewriting is the one RFC 2396 inherited ([`crate::core::text::dot_segments`]),
//! worded and ruled here as RFC 1808 has it. `tests/rfc1808_1630_props.rs` checks this against
//! the literal string rewriting.
//!
//! The path here has no leading slash (it is a flag), so every piece between slashes is a
//! complete path segment, the first one included, even when it is empty (`segment = *pchar`).

use super::steps::*;
use crate::core::text::dot_segments::{self, Buffer, SegmentRule, Steps, Wording};
use crate::core::text::workspace::Workspace;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::options::Rfc1808Variant;

/// How RFC 1808 words the decisions of Step 6a-6d.
const WORDING: Wording = Wording {
    dot_removed: "a `./` is removed",
    no_dot: "no `./` with `.` a complete segment: unchanged",
    final_dot_removed: "the path ends with `.` as a complete segment: removed",
    no_final_dot: "the path does not end with `.` as a complete segment: unchanged",
    dotdot_found: "`<segment>/../` found: the leftmost is removed, then the search starts again",
    no_dotdot_left: "no `<segment>/../` remains",
    no_dotdot: "no `<segment>/../` matches: unchanged",
    final_dotdot_removed: "the path ends with `<segment>/..`: removed",
    no_final_dotdot: "the path does not end with `<segment>/..`: unchanged",
};

/// What may stand before a `..`: the path has no leading slash, so its first piece is a
/// complete segment even when empty; draft-05 lets the segment itself be `..`.
fn rule(variant: Rfc1808Variant) -> SegmentRule {
    SegmentRule {
        dotdot_is_segment: variant == Rfc1808Variant::Draft05,
        leading_empty_is_segment: true,
        dotdot_removed_warning: Some(&DRAFT05_DOTDOT),
        dotdot_kept_warning: Some(&ABOVE_ROOT),
    }
}

/// Step 6: "The last segment of the base URL's path (anything following the rightmost slash
/// "/", or the entire path if no slash is present) is removed and the embedded URL's path is
/// appended in its place."
pub(super) fn replace_last_segment<'a, O: Observer>(
    base_path: &'a str,
    embedded_path: &'a str,
    obs: &mut O,
) -> Workspace<'a> {
    let head = base_path
        .bytes()
        .rposition(|b| b == b'/')
        .map_or("", |s| &base_path[..=s]);
    let ws = Workspace::new(head, embedded_path);
    dot_segments::start(
        ws,
        (
            &S6,
            "the base path without its last segment (everything up to its rightmost slash)",
        ),
        (&S6, "the embedded URL's path is appended in its place"),
        obs,
    );
    ws
}

/// Step 6a to 6d, in one pass ([`dot_segments::remove_dot_segments`] says why that gives the
/// same paths and reports them in the same order); the new path is appended to `out`:
///
/// * 6a: "All occurrences of "./", where "." is a complete path segment, are removed."
/// * 6b: "If the path ends with "." as a complete path segment, that "." is removed."
/// * 6c: "All occurrences of "<segment>/../", where <segment> is a complete path segment not
///   equal to "..", are removed. Removal of these path segments is performed iteratively,
///   removing the leftmost matching pattern on each iteration, until no matching pattern
///   remains." (draft-05: "where <segment> and ".." are complete path segments".)
/// * 6d: "If the path ends with "<segment>/..", where <segment> is a complete path segment not
///   equal to "..", that "<segment>/.." is removed." (draft-05: "If the path ends with
///   "<segment>/..", that "<segment>/.." is removed.")
pub(super) fn remove_dot_segments<O: Observer>(
    ws: Workspace<'_>,
    variant: Rfc1808Variant,
    out: &mut String,
    obs: &mut O,
) -> Buffer {
    let steps = match variant {
        Rfc1808Variant::Draft06 => Steps {
            dot: &S6A,
            final_dot: &S6B,
            dotdot: &S6C,
            final_dotdot: &S6D,
        },
        Rfc1808Variant::Draft05 => Steps {
            dot: &S6A,
            final_dot: &S6B,
            dotdot: &S6C_05,
            final_dotdot: &S6D_05,
        },
    };
    dot_segments::remove_dot_segments(ws, &steps, rule(variant), &WORDING, out, obs)
}
