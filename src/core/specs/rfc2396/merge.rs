//! Step 6: merging a relative path with the base path. Steps 6c-6f are the dot-segment rewriting
//! RFC 1808 also has ([`crate::core::text::dot_segments`]), worded and ruled as RFC 2396 words them;
//! 6a, 6b, 6g and 6h are RFC 2396's own. `tests/rfc2396_literal.rs` checks the whole step against
//! literal string rewriting on random paths.

use super::steps::*;
use crate::core::text::dot_segments::{self, Buffer, SegmentRule, Steps, Wording};
use crate::core::text::workspace::Workspace;
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Observer, Outcome, Source};
use crate::core::vocabulary::options::AboveRoot;
use crate::core::vocabulary::span::Span;

/// How RFC 2396 words the decisions of step 6c-6f.
const WORDING: Wording = Wording {
    dot_removed: "a `./` is removed",
    no_dot: "no `./` as a complete segment: unchanged",
    final_dot_removed: "the buffer ends with `.` as a complete segment: removed",
    no_final_dot: "the buffer does not end with `.` as a complete segment: unchanged",
    dotdot_found: "`<segment>/../` found: the leftmost is removed, then the search starts again",
    no_dotdot_left: "no `<segment>/../` remains",
    no_dotdot: "no `<segment>/../` with <segment> not `..`: unchanged",
    final_dotdot_removed: "the buffer ends with `<segment>/..`: removed",
    no_final_dotdot: "the buffer does not end with `<segment>/..`: unchanged",
};

/// "<segment> is a complete path segment not equal to "..""; the empty string before a leading
/// "/" is not a segment (abs_path = "/" path_segments).
const RULE: SegmentRule = SegmentRule {
    dotdot_is_segment: false,
    leading_empty_is_segment: false,
    dotdot_removed_warning: None,
    dotdot_kept_warning: None,
};

/// Step 6a: "All but the last segment of the base URI's path component is copied to the buffer.
/// In other words, any characters after the last (right-most) slash character, if any, are
/// excluded." Step 6b: "The reference's path component is appended to the buffer string."
///
/// `ws` is what 6a copies (the caller decides what an empty base path gives), then the
/// reference path.
pub(super) fn copy_and_append<O: Observer>(ws: Workspace<'_>, obs: &mut O) {
    dot_segments::start(
        ws,
        (
            &S6A,
            "the base path up to and including its last slash is copied",
        ),
        (&S6B, "the reference path is appended"),
        obs,
    );
}

/// Steps 6c to 6f, in one pass ([`dot_segments::remove_dot_segments`] says why that gives the
/// same buffers and reports them in the same order); the buffer is appended to `out`:
///
/// * 6c: "All occurrences of "./", where "." is a complete path segment, are removed from the
///   buffer string."
/// * 6d: "If the buffer string ends with "." as a complete path segment, that "." is removed."
/// * 6e: "All occurrences of "<segment>/../", where <segment> is a complete path segment not
///   equal to "..", are removed from the buffer string. Removal of these path segments is
///   performed iteratively, removing the leftmost matching pattern on each iteration, until no
///   matching pattern remains."
/// * 6f: "If the buffer string ends with "<segment>/..", where <segment> is a complete path
///   segment not equal to "..", that "<segment>/.." is removed."
pub(super) fn remove_dot_segments<O: Observer>(
    ws: Workspace<'_>,
    out: &mut String,
    obs: &mut O,
) -> Buffer {
    let steps = Steps {
        dot: &S6C,
        final_dot: &S6D,
        dotdot: &S6E,
        final_dotdot: &S6F,
    };
    dot_segments::remove_dot_segments(ws, &steps, RULE, &WORDING, out, obs)
}

/// Step 6g: "If the resulting buffer string still begins with one or more complete path
/// segments of "..", then the reference is considered to be in error. Implementations may
/// handle this error by retaining these components in the resolved path (i.e., treating them
/// as part of the final URI), by removing them from the resolved path (i.e., discarding
/// relative levels above the root), or by avoiding traversal of the reference."
// Out of line, as the codegen units fell on `4f7fd04`, a resolution of §5.4's 42 cost 1,298
// instructions untraced (1,273 inlined) and 2,638 traced (2,593).
#[inline]
pub(super) fn leading_dotdot<O: Observer>(
    buf: &mut Buffer,
    handling: AboveRoot,
    out: &mut String,
    obs: &mut O,
) -> Result<(), Error> {
    let text = buf.text(out);
    let len = text.len();
    // The empty string before a leading "/" is not a segment: skip it.
    let first = usize::from(text.starts_with('/'));
    // Each `..` segment is three bytes with its slash: the k-th starts at `first + 3k`.
    let bytes = text.as_bytes();
    let dotdot_at = |k: usize| {
        let at = first + 3 * k;
        bytes.get(at..at + 2) == Some(b"..") && matches!(bytes.get(at + 2), None | Some(b'/'))
    };
    if !dotdot_at(0) {
        dot_segments::unchanged(
            obs,
            &S6G,
            "the buffer does not begin with a `..` segment: unchanged",
            len,
        );
        return Ok(());
    }
    let count = (0..).take_while(|&k| dotdot_at(k)).count();
    match handling {
        AboveRoot::Keep => {
            obs.step(
                &S6G,
                Outcome::Decision("begins with `..`: in error; handling `keep` retains them"),
            );
            obs.step(&S6G, Outcome::Warning(&ABOVE_ROOT_KEPT));
            dot_segments::unchanged(obs, &S6G, "the `..` segments stay in the buffer", len);
            Ok(())
        }
        AboveRoot::Remove => {
            obs.step(
                &S6G,
                Outcome::Decision("begins with `..`: in error; handling `remove` discards them"),
            );
            if O::ENABLED {
                // `first` is also the first `..`'s index among the kept segments. Each goes
                // with the slash that follows it; a final `..` leaves the slash before it.
                let last = buf.kept.len() - 1;
                let mut len = len;
                for i in first..first + count {
                    let span = buf.kept[i];
                    let deleted = if i < last {
                        Span::new(span.start, span.end + 1)
                    } else {
                        span
                    };
                    dot_segments::report_removal(
                        obs,
                        &S6G,
                        first,
                        &mut len,
                        [deleted, Span::EMPTY],
                    );
                }
                buf.kept.drain(first..first + count);
            }
            let end = (first + 3 * count).min(len);
            out.replace_range(buf.start + first..buf.start + end, "");
            Ok(())
        }
        AboveRoot::Reject => {
            obs.step(
                &S6G,
                Outcome::Decision("begins with `..`: in error; handling `reject` avoids traversal"),
            );
            Err(Error::AboveRoot {
                step: &S6G,
                path: text.to_string(),
                segments: count,
            })
        }
    }
}

/// Step 6h: "The remaining buffer string is the reference URI's new path component."
///
/// Returns the new path's span in `out`.
pub(super) fn finish<O: Observer>(buf: &Buffer, out: &str, obs: &mut O) -> Span {
    obs.step(&S6H, Outcome::Decision("the buffer is the new path"));
    obs.step(
        &S6H,
        Outcome::Buffer(crate::core::vocabulary::event::BufferChange::unchanged(
            buf.len(out),
        )),
    );
    let path = Span::new(buf.start, out.len());
    obs.assign(&S6H, Component::Path, Source::Buffer, Some(path));
    path
}
