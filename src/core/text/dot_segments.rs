//! The dot-segment rewriting RFC 1808 (Step 6a-6d) and RFC 2396 (step 6c-6f) share, word for
//! word but for "path" and "buffer string":
//!
//! * All occurrences of "./", where "." is a complete path segment, are removed.
//! * If the path ends with "." as a complete path segment, that "." is removed.
//! * All occurrences of `"<segment>/../"`, where `<segment>` is a complete path segment not equal to
//!   "..", are removed, iteratively, leftmost first, until no matching pattern remains.
//! * If the path ends with `"<segment>/.."`, where `<segment>` is a complete path segment not equal
//!   to "..", that `"<segment>/.."` is removed.
//!
//! The text describes string rewriting, quadratic when done literally. [`remove_dot_segments`]
//! does all four in one left-to-right pass over the workspace, with the output string as the
//! stack of kept segments, and reports every removal the rewriting would make, in the same
//! order, as workspace deletions (so a trace can rebuild the buffer after each).
//! `tests/rfc2396_literal.rs` and `tests/rfc1808_1630_props.rs` check both specifications'
//! readings against literal string rewriting on random paths.

use crate::core::text::workspace::Workspace;
use crate::core::vocabulary::event::{BufferChange, Event, Observer, Outcome};
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// What may be the `<segment>` in front of a `..` (the specifications differ).
#[derive(Clone, Copy, Debug)]
pub struct SegmentRule {
    /// draft-ietf-uri-relative-url-05 lets `<segment>` itself be `..`; later texts say "not
    /// equal to ".."".
    pub dotdot_is_segment: bool,
    /// RFC 2396's path keeps its leading slash, and the empty string before it is not a segment;
    /// RFC 1808's path has no leading slash, so its first piece is a segment even when empty.
    pub leading_empty_is_segment: bool,
    /// Raised once when a `..` is removed as a `<segment>` (draft-05 only).
    pub dotdot_removed_warning: Option<&'static Warning>,
    /// Raised once when a `..` stays because nothing it could remove stands before it (RFC
    /// 1808; RFC 2396 judges such segments in step 6g).
    pub dotdot_kept_warning: Option<&'static Warning>,
}

/// How one specification words the decisions of these steps.
#[derive(Clone, Copy, Debug)]
pub struct Wording {
    pub dot_removed: &'static str,
    pub no_dot: &'static str,
    pub final_dot_removed: &'static str,
    pub no_final_dot: &'static str,
    pub dotdot_found: &'static str,
    pub no_dotdot_left: &'static str,
    pub no_dotdot: &'static str,
    pub final_dotdot_removed: &'static str,
    pub no_final_dotdot: &'static str,
}

/// The four rewriting steps as one specification numbers them (RFC 2396: 6c, 6d, 6e, 6f).
#[derive(Clone, Copy, Debug)]
pub struct Steps {
    pub dot: &'static Step,
    pub final_dot: &'static Step,
    pub dotdot: &'static Step,
    pub final_dotdot: &'static Step,
}

/// The path buffer once written to the output string: where it starts there, and (when
/// traced) the workspace span of each segment it keeps.
#[derive(Debug, Default)]
pub struct Buffer {
    /// Where the buffer starts in the output string; it runs to the end.
    pub start: usize,
    /// The workspace span of each kept segment, in order (recorded only when traced: the
    /// removals a later step reports name them).
    pub kept: Vec<Span>,
}

impl Buffer {
    /// The buffer's text in the output string.
    pub fn text<'o>(&self, out: &'o str) -> &'o str {
        &out[self.start..]
    }

    /// The buffer's length in the output string.
    pub fn len(&self, out: &str) -> usize {
        out.len() - self.start
    }
}

/// Announces the workspace `head ⧺ tail` and reports the buffer after `head` is copied (at
/// `copy`) and after `tail` is appended (at `append`), as the specification words them.
pub fn start<O: Observer>(
    ws: Workspace<'_>,
    copy: (&'static Step, &'static str),
    append: (&'static Step, &'static str),
    obs: &mut O,
) {
    obs.on_event(Event::Workspace {
        head: ws.head,
        tail: ws.tail,
    });
    let head = ws.head.len();
    obs.step(copy.0, Outcome::Decision(copy.1));
    obs.step(
        copy.0,
        Outcome::Buffer(BufferChange::append(0, Span::new(0, head))),
    );
    obs.step(append.0, Outcome::Decision(append.1));
    obs.step(
        append.0,
        Outcome::Buffer(BufferChange::append(head, Span::new(head, ws.len()))),
    );
}

/// Reports that `step` looked and left the buffer of `len` bytes as it was, and why.
pub fn unchanged<O: Observer>(obs: &mut O, step: &'static Step, why: &'static str, len: usize) {
    obs.step(step, Outcome::Decision(why));
    obs.step(step, Outcome::Buffer(BufferChange::unchanged(len)));
}

/// Reports that `deleted` (workspace spans, adjacent in the buffer at `at`) was taken out of a
/// buffer of `*len` bytes, and updates `*len`.
pub fn report_removal<O: Observer>(
    obs: &mut O,
    step: &'static Step,
    at: usize,
    len: &mut usize,
    deleted: [Span; 2],
) {
    obs.step(
        step,
        Outcome::Buffer(BufferChange::removal(at, *len, deleted)),
    );
    *len -= deleted[0].len() + deleted[1].len();
}

/// The four rewriting steps on the workspace, in one pass; the buffer they leave is appended
/// to `out`:
///
/// 1. "All occurrences of "./", where "." is a complete path segment, are removed."
/// 2. "If the path ends with "." as a complete path segment, that "." is removed."
/// 3. "All occurrences of "<segment>/../", where <segment> is a complete path segment not equal
///    to "..", are removed. Removal of these path segments is performed iteratively, removing
///    the leftmost matching pattern on each iteration, until no matching pattern remains."
/// 4. "If the path ends with "<segment>/..", where <segment> is a complete path segment not
///    equal to "..", that "<segment>/.." is removed."
///
/// Each step only removes, and what one removes does not depend on what a later one does, so
/// they can run together: a `.` followed by a slash goes (1), a final `.` leaves an empty last
/// segment (2), and the kept segments never hold a match, so the leftmost match of (3) is
/// always the last kept segment followed by the `..` being read, and removing it reproduces
/// the iterations in order; a final `..` goes last (4). A trace still lists the steps one after
/// the other: while tracing, (1) and (2) are reported by a pass of their own first.
///
/// `out` is the stack: every kept segment followed by its slash, so a removal truncates it.
/// Finding where the last kept segment starts reads it backwards once, and it is then either
/// removed or a `..` (two bytes), so the pass is linear.
pub fn remove_dot_segments<O: Observer>(
    ws: Workspace<'_>,
    steps: &Steps,
    rule: SegmentRule,
    words: &Wording,
    out: &mut String,
    obs: &mut O,
) -> Buffer {
    let start = out.len();
    if !ws.has_dot() {
        // No piece is `.` or `..`: every step leaves the buffer as it is.
        for (step, why) in [
            (steps.dot, words.no_dot),
            (steps.final_dot, words.no_final_dot),
            (steps.dotdot, words.no_dotdot),
            (steps.final_dotdot, words.no_final_dotdot),
        ] {
            unchanged(obs, step, why, ws.len());
        }
        out.push_str(ws.head);
        out.push_str(ws.tail);
        // No `..` either, so no later step removes a segment: none needs its span.
        return Buffer {
            start,
            kept: Vec::new(),
        };
    }
    // Room for every piece when traced (their spans name the segments removals take out).
    let mut kept = Vec::with_capacity(if O::ENABLED { ws.len() / 2 + 1 } else { 0 });
    // The buffer's length, for the reports.
    let mut len = ws.len();
    if O::ENABLED {
        report_dots(ws, steps, words, &mut len, obs);
    }
    let mut removed_any = false;
    let mut warned = false;
    let mut kept_warned = false;
    let mut last_piece = None;
    for piece in ws.pieces() {
        if !piece.slash {
            last_piece = Some(piece);
            break;
        }
        if piece.is_dot() {
            // (1), reported before.
            continue;
        }
        let top = if piece.is_dotdot() {
            removable_top(out, start, rule)
        } else {
            None
        };
        let Some(top) = top else {
            if piece.is_dotdot()
                && let Some(warning) = rule.dotdot_kept_warning
                && !kept_warned
            {
                kept_warned = true;
                obs.step(steps.dotdot, Outcome::Warning(warning));
            }
            out.push_str(piece.text);
            out.push('/');
            if O::ENABLED {
                kept.push(Span::new(piece.start, piece.end()));
            }
            continue;
        };
        // (3) `<segment>/../`: the last kept segment and this `../`.
        if O::ENABLED {
            if !removed_any {
                obs.step(steps.dotdot, Outcome::Decision(words.dotdot_found));
            }
            if let Some(warning) = rule.dotdot_removed_warning
                && !warned
                && top.is_dotdot
            {
                warned = true;
                obs.step(steps.dotdot, Outcome::Warning(warning));
            }
            let prev = kept.pop().unwrap_or_default();
            let deleted = [with_slash(prev), Span::new(piece.start, piece.end() + 1)];
            report_removal(obs, steps.dotdot, top.at - start, &mut len, deleted);
        }
        out.truncate(top.at);
        removed_any = true;
    }
    if removed_any {
        obs.step(steps.dotdot, Outcome::Decision(words.no_dotdot_left));
    } else {
        unchanged(obs, steps.dotdot, words.no_dotdot, len);
    }

    // The last piece: (4) a final `<segment>/..`, (2) a final `.`, or kept.
    let last = last_piece.expect("a workspace has a last piece");
    let top = if last.is_dotdot() {
        removable_top(out, start, rule)
    } else {
        None
    };
    match top {
        Some(top) => {
            if O::ENABLED {
                obs.step(
                    steps.final_dotdot,
                    Outcome::Decision(words.final_dotdot_removed),
                );
                if let Some(warning) = rule.dotdot_removed_warning
                    && top.is_dotdot
                {
                    obs.step(steps.final_dotdot, Outcome::Warning(warning));
                }
                let prev = kept.pop().unwrap_or_default();
                let deleted = [with_slash(prev), Span::new(last.start, last.end())];
                report_removal(obs, steps.final_dotdot, top.at - start, &mut len, deleted);
                // It leaves the slash before <segment>: an empty last segment.
                kept.push(Span::new(prev.start, prev.start));
            }
            out.truncate(top.at);
        }
        None => {
            if last.is_dotdot()
                && let Some(warning) = rule.dotdot_kept_warning
                && !kept_warned
            {
                obs.step(steps.final_dotdot, Outcome::Warning(warning));
            }
            if last.is_dot() {
                // (2) leaves the slash before it: an empty last segment.
                if O::ENABLED {
                    kept.push(Span::new(last.start, last.start));
                }
            } else {
                out.push_str(last.text);
                if O::ENABLED {
                    kept.push(Span::new(last.start, last.end()));
                }
            }
            unchanged(obs, steps.final_dotdot, words.no_final_dotdot, len);
        }
    }
    debug_assert!(!O::ENABLED || out.len() - start == len);
    Buffer { start, kept }
}

fn with_slash(span: Span) -> Span {
    Span::new(span.start, span.end + 1)
}

/// The last kept segment of the stack `out[start..]` (every kept segment followed by `/`).
struct Top {
    /// Where it starts in `out`.
    at: usize,
    /// Whether it is `..`.
    is_dotdot: bool,
}

/// The last kept segment, when it may be the `<segment>` in front of a `..`.
#[inline]
fn removable_top(out: &str, start: usize, rule: SegmentRule) -> Option<Top> {
    // Bytes: every offset here is next to a `/`, and the stack is read back only as far as its
    // last segment.
    let bytes = out.as_bytes();
    // `None` for an empty stack (nothing before the trailing slash).
    let kept = bytes.get(start..bytes.len().checked_sub(1)?)?;
    let at = kept
        .iter()
        .rposition(|&b| b == b'/')
        .map_or(0, |slash| slash + 1);
    let text = &kept[at..];
    let is_dotdot = text == b"..";
    let leading_empty = at == 0 && text.is_empty();
    let removable =
        (rule.dotdot_is_segment || !is_dotdot) && (rule.leading_empty_is_segment || !leading_empty);
    removable.then_some(Top {
        at: start + at,
        is_dotdot,
    })
}

/// Steps (1) and (2) for a trace: every `./`, then a final `.`, each reported as it is removed
/// from the buffer of `*len` bytes.
fn report_dots<O: Observer>(
    ws: Workspace<'_>,
    steps: &Steps,
    words: &Wording,
    len: &mut usize,
    obs: &mut O,
) {
    let mut dots = 0;
    // `(offset in the buffer, offset in the workspace)` of a final `.`.
    let mut final_dot = None;
    for (start, last) in dot_segments(ws) {
        // Its place in the buffer, less the `./` removed before it.
        let at = start - 2 * dots;
        if last {
            final_dot = Some((at, start));
            continue;
        }
        if dots == 0 {
            obs.step(steps.dot, Outcome::Decision(words.dot_removed));
        }
        let deleted = [Span::new(start, start + 2), Span::EMPTY];
        report_removal(obs, steps.dot, at, len, deleted);
        dots += 1;
    }
    if dots == 0 {
        unchanged(obs, steps.dot, words.no_dot, *len);
    }
    match final_dot {
        Some((at, dot)) => {
            obs.step(steps.final_dot, Outcome::Decision(words.final_dot_removed));
            let deleted = [Span::new(dot, dot + 1), Span::EMPTY];
            report_removal(obs, steps.final_dot, at, len, deleted);
        }
        None => unchanged(obs, steps.final_dot, words.no_final_dot, *len),
    }
}

/// Where each `.` segment of the workspace starts, and whether it is the last piece: a search
/// of the head, then of the tail, for a `.` with a slash or an end on both sides. Neither part
/// cuts a piece (the head is empty or ends with its slash), so each is searched on its own.
fn dot_segments(ws: Workspace<'_>) -> impl Iterator<Item = (usize, bool)> + '_ {
    let end = ws.len();
    [(0, ws.head), (ws.head.len(), ws.tail)]
        .into_iter()
        .flat_map(move |(offset, part)| {
            let bytes = part.as_bytes();
            let mut from = 0;
            std::iter::from_fn(move || {
                while let Some(found) = bytes[from..].iter().position(|&b| b == b'.') {
                    let i = from + found;
                    from = i + 1;
                    let alone = (i == 0 || bytes[i - 1] == b'/')
                        && bytes.get(i + 1).is_none_or(|&b| b == b'/');
                    if alone {
                        return Some((offset + i, offset + i + 1 == end));
                    }
                }
                None
            })
        })
}
