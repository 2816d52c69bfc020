//! The dot-segment rewriting RFC 1808 (Step 6a-6d) and RFC 2396 (step 6c-6f) share, word for
//! word but for "path" and "buffer string":
//!
//! * All occurrences of "./", where "." is a complete path segment, are removed.
//! * If the path ends with "." as a complete path segment, that "." is removed.
//! * All occurrences of "<segment>/../", where <segment> is a complete path segment not equal to
//!   "..", are removed, iteratively, leftmost first, until no matching pattern remains.
//! * If the path ends with "<segment>/..", where <segment> is a complete path segment not equal
//!   to "..", that "<segment>/.." is removed.
//!
//! The text describes string rewriting; each function here does what its sentence says on a
//! segment list instead, in one linear pass, and reports every removal the rewriting would make,
//! in the same order, as workspace deletions (so `Trace::buffer_at` can rebuild the buffer).
//! `tests/rfc2396_literal.rs` and `tests/rfc1808_1630_props.rs` check both specifications'
//! readings against literal string rewriting on random paths.

use super::workspace::{Seg, SegStack, Workspace};
use super::{BufferChange, Event, Observer, Outcome, Span, Step, Warning};

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

/// The buffer: the workspace, its kept segments (with their offsets in the current buffer), and
/// its length.
pub struct Buffer<'a> {
    pub ws: Workspace<'a>,
    pub segs: SegStack,
    pub len: usize,
}

impl<'a> Buffer<'a> {
    /// Announces the workspace `head ⧺ tail` and reports the buffer after `head` is copied (at
    /// `copy`) and after `tail` is appended (at `append`), as the specification words them.
    pub fn start<O: Observer>(
        head: &'a str,
        tail: &'a str,
        copy: (&'static Step, &'static str),
        append: (&'static Step, &'static str),
        obs: &mut O,
    ) -> Self {
        let ws = Workspace::new(head, tail);
        obs.on_event(Event::Workspace { head, tail });
        obs.step(copy.0, Outcome::Decision(copy.1));
        obs.step(
            copy.0,
            Outcome::Buffer(BufferChange::append(0, Span::new(0, head.len()))),
        );
        obs.step(append.0, Outcome::Decision(append.1));
        obs.step(
            append.0,
            Outcome::Buffer(BufferChange::append(
                head.len(),
                Span::new(head.len(), ws.len()),
            )),
        );
        let mut buf = Buffer {
            segs: SegStack::new(),
            len: ws.len(),
            ws,
        };
        ws.segments_into(&mut buf.segs);
        buf
    }

    #[inline(always)]
    pub fn is(&self, i: usize, s: &str) -> bool {
        self.ws.is(&self.segs[i], s)
    }

    /// Can kept segment `i` be the `<segment>` in front of a `..`?
    fn removable(&self, i: usize, rule: SegmentRule) -> bool {
        let leading_empty = i == 0 && self.segs[0].span.is_empty();
        (rule.dotdot_is_segment || !self.is(i, ".."))
            && (rule.leading_empty_is_segment || !leading_empty)
    }

    /// The span of segment `i` followed by its slash.
    pub fn with_slash(&self, i: usize) -> Span {
        Span::new(self.segs[i].span.start, self.segs[i].span.end + 1)
    }

    /// Takes `deleted` (workspace spans, adjacent in the buffer at `at`) out and reports it.
    pub fn remove<O: Observer>(
        &mut self,
        obs: &mut O,
        step: &'static Step,
        at: usize,
        deleted: [Span; 2],
    ) {
        let change = BufferChange::removal(at, self.len, deleted);
        self.len = change.len;
        obs.step(step, Outcome::Buffer(change));
    }

    /// Reports that `step` looked and left the buffer as it was, and why.
    pub fn unchanged<O: Observer>(&self, obs: &mut O, step: &'static Step, why: &'static str) {
        obs.step(step, Outcome::Decision(why));
        obs.step(step, Outcome::Buffer(BufferChange::unchanged(self.len)));
    }

    /// The buffer's text.
    pub fn write(&self, out: &mut String) {
        self.ws.write(&self.segs, out);
    }
}

/// "All occurrences of "./", where "." is a complete path segment, are removed."
pub fn remove_dot_slash<O: Observer>(
    buf: &mut Buffer<'_>,
    step: &'static Step,
    words: &Wording,
    obs: &mut O,
) {
    let last = buf.segs.len() - 1;
    let mut kept = 0;
    let mut off = 0;
    let mut removed_any = false;
    for i in 0..buf.segs.len() {
        let seg = buf.segs[i];
        if i < last && buf.ws.is(&seg, ".") {
            if !removed_any {
                obs.step(step, Outcome::Decision(words.dot_removed));
            }
            removed_any = true;
            let deleted = [Span::new(seg.span.start, seg.span.end + 1), Span::EMPTY];
            buf.remove(obs, step, off, deleted);
        } else {
            buf.segs[kept] = Seg {
                span: seg.span,
                off,
            };
            off += seg.span.len() + 1;
            kept += 1;
        }
    }
    buf.segs.truncate(kept);
    if !removed_any {
        buf.unchanged(obs, step, words.no_dot);
    }
}

/// "If the path ends with "." as a complete path segment, that "." is removed."
pub fn remove_final_dot<O: Observer>(
    buf: &mut Buffer<'_>,
    step: &'static Step,
    words: &Wording,
    obs: &mut O,
) {
    let last = buf.segs.len() - 1;
    if buf.is(last, ".") {
        obs.step(step, Outcome::Decision(words.final_dot_removed));
        let seg = buf.segs[last];
        buf.remove(obs, step, seg.off, [seg.span, Span::EMPTY]);
        buf.segs[last].span = Span::new(seg.span.start, seg.span.start);
    } else {
        buf.unchanged(obs, step, words.no_final_dot);
    }
}

/// "All occurrences of "<segment>/../", where <segment> is a complete path segment not equal to
/// "..", are removed. Removal of these path segments is performed iteratively, removing the
/// leftmost matching pattern on each iteration, until no matching pattern remains."
///
/// A stack: the kept segments never hold a match, so the leftmost match is always the top of
/// the stack followed by the next `../`, and popping reproduces the iterations in order.
pub fn remove_segment_dotdot<O: Observer>(
    buf: &mut Buffer<'_>,
    step: &'static Step,
    rule: SegmentRule,
    words: &Wording,
    obs: &mut O,
) {
    let n = buf.segs.len();
    let mut top = 0; // the kept segments are buf.segs[..top]
    let mut removed_any = false;
    let mut warned = false;
    for r in 0..n {
        let seg = buf.segs[r];
        let followed_by_slash = r + 1 < n;
        if followed_by_slash && top > 0 && buf.ws.is(&seg, "..") && buf.removable(top - 1, rule) {
            if !removed_any {
                obs.step(step, Outcome::Decision(words.dotdot_found));
            }
            removed_any = true;
            if let Some(warning) = rule.dotdot_removed_warning
                && !warned
                && buf.is(top - 1, "..")
            {
                warned = true;
                obs.step(step, Outcome::Warning(warning));
            }
            top -= 1;
            let at = buf.segs[top].off;
            let deleted = [
                buf.with_slash(top),
                Span::new(seg.span.start, seg.span.end + 1),
            ];
            buf.remove(obs, step, at, deleted);
        } else {
            let off = if top == 0 {
                0
            } else {
                buf.segs[top - 1].off + buf.segs[top - 1].span.len() + 1
            };
            buf.segs[top] = Seg {
                span: seg.span,
                off,
            };
            top += 1;
        }
    }
    buf.segs.truncate(top);
    if removed_any {
        obs.step(step, Outcome::Decision(words.no_dotdot_left));
    } else {
        buf.unchanged(obs, step, words.no_dotdot);
    }
}

/// "If the path ends with "<segment>/..", where <segment> is a complete path segment not equal
/// to "..", that "<segment>/.." is removed."
pub fn remove_final_segment_dotdot<O: Observer>(
    buf: &mut Buffer<'_>,
    step: &'static Step,
    rule: SegmentRule,
    words: &Wording,
    obs: &mut O,
) {
    let n = buf.segs.len();
    if n >= 2 && buf.is(n - 1, "..") && buf.removable(n - 2, rule) {
        obs.step(step, Outcome::Decision(words.final_dotdot_removed));
        if let Some(warning) = rule.dotdot_removed_warning
            && buf.is(n - 2, "..")
        {
            obs.step(step, Outcome::Warning(warning));
        }
        let prev = buf.segs[n - 2];
        let deleted = [buf.with_slash(n - 2), buf.segs[n - 1].span];
        buf.remove(obs, step, prev.off, deleted);
        // What is left ends with the slash before <segment>: an empty last segment.
        buf.segs[n - 2].span = Span::new(prev.span.start, prev.span.start);
        buf.segs.truncate(n - 1);
    } else {
        buf.unchanged(obs, step, words.no_final_dotdot);
    }
}
