//! Step 6: merging a relative path with the base path. Steps 6c-6f are the dot-segment rewriting
//! RFC 1808 also has ([`crate::core::dot_segments`]), worded and ruled as RFC 2396 words them;
//! 6a, 6b, 6g and 6h are RFC 2396's own. `tests/rfc2396_literal.rs` checks the whole step against
//! literal string rewriting on random paths.

use super::steps::*;
use crate::core::dot_segments::{self, Buffer, SegmentRule, Steps, Wording};
use crate::core::workspace::{Kind, SegStore};
use crate::core::{AboveRoot, Error, Observer, Outcome, Span, Spec};

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
};

/// Step 6a: "All but the last segment of the base URI's path component is copied to the buffer. In
/// other words, any characters after the last (right-most) slash character, if any, are
/// excluded." Step 6b: "The reference's path component is appended to the buffer string."
///
/// Returns the buffer after 6b. `head` is what 6a copies (the caller decides what an empty base
/// path gives).
pub(super) fn copy_and_append<'a, 's, O: Observer>(
    head: &'a str,
    tail: &'a str,
    store: &'s mut SegStore,
    obs: &mut O,
) -> Buffer<'a, 's> {
    Buffer::start(
        head,
        tail,
        (
            &S6A,
            "the base path up to and including its last slash is copied",
        ),
        (&S6B, "the reference path is appended"),
        store,
        obs,
    )
}

/// Steps 6c to 6f, in one pass ([`dot_segments::remove_dot_segments`] says why that gives the
/// same buffers and reports them in the same order):
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
pub(super) fn remove_dot_segments<O: Observer>(buf: &mut Buffer<'_, '_>, obs: &mut O) {
    let steps = Steps {
        dot: &S6C,
        final_dot: &S6D,
        dotdot: &S6E,
        final_dotdot: &S6F,
    };
    dot_segments::remove_dot_segments(buf, &steps, RULE, &WORDING, obs);
}

/// Step 6g: "If the resulting buffer string still begins with one or more complete path segments of
/// "..", then the reference is considered to be in error. Implementations may handle this error
/// by retaining these components in the resolved path (i.e., treating them as part of the final
/// URI), by removing them from the resolved path (i.e., discarding relative levels above the
/// root), or by avoiding traversal of the reference."
pub(super) fn leading_dotdot<O: Observer>(
    buf: &mut Buffer<'_, '_>,
    handling: AboveRoot,
    obs: &mut O,
) -> Result<(), Error> {
    // The empty string before a leading "/" is not a segment: skip it.
    let segs = buf.segs();
    let first = usize::from(segs.len() > 1 && segs[0].is_empty());
    // How many there are matters only to `remove` and `reject`: `keep` does not walk them all.
    let count = || {
        segs[first..]
            .iter()
            .take_while(|s| s.kind == Kind::DotDot)
            .count()
    };
    if segs.get(first).is_none_or(|s| s.kind != Kind::DotDot) {
        buf.unchanged(
            obs,
            &S6G,
            "the buffer does not begin with a `..` segment: unchanged",
        );
        return Ok(());
    }
    match handling {
        AboveRoot::Keep => {
            obs.step(
                &S6G,
                Outcome::Decision("begins with `..`: in error; handling `keep` retains them"),
            );
            obs.step(&S6G, Outcome::Warning(&ABOVE_ROOT_KEPT));
            obs.buffer_unchanged(&S6G, buf.len);
            Ok(())
        }
        AboveRoot::Remove => {
            obs.step(
                &S6G,
                Outcome::Decision("begins with `..`: in error; handling `remove` discards them"),
            );
            let count = count();
            let at = segs[first].off();
            let end = first + count;
            let n = segs.len();
            for i in first..end {
                // Each ".." goes with its following slash; a final ".." leaves the slash before it.
                let seg = buf.segs()[i];
                let deleted = if i + 1 < n {
                    seg.with_slash()
                } else {
                    seg.span()
                };
                buf.remove(obs, &S6G, at, [deleted, Span::EMPTY]);
            }
            let segs = buf.segs_mut();
            if end == n {
                segs[first] = segs[end - 1].emptied().at(at);
                buf.truncate(first + 1);
            } else {
                let shift = segs[end].off() - at;
                segs.copy_within(end.., first);
                for seg in &mut segs[first..n - count] {
                    *seg = seg.at(seg.off() - shift);
                }
                buf.truncate(n - count);
            }
            Ok(())
        }
        AboveRoot::Reject => {
            obs.step(
                &S6G,
                Outcome::Decision("begins with `..`: in error; handling `reject` avoids traversal"),
            );
            let segments = count();
            let mut path = String::with_capacity(buf.len);
            buf.write(&mut path);
            Err(Error::AboveRoot {
                spec: Spec::Rfc2396,
                path,
                segments,
            })
        }
    }
}

/// Step 6h: "The remaining buffer string is the reference URI's new path component."
pub(super) fn finish<O: Observer>(buf: &Buffer<'_, '_>, obs: &mut O) {
    obs.step(&S6H, Outcome::Decision("the buffer is the new path"));
    obs.buffer_unchanged(&S6H, buf.len);
}
