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

use super::workspace::{Frame, Kind, Seg, SegStore, Workspace};
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
pub struct Buffer<'a, 's> {
    pub ws: Workspace<'a>,
    /// The kept segments are `slots[..n]`.
    slots: &'s mut [Seg],
    n: usize,
    /// False when the workspace has no `.` at all: then no segment is `.` or `..`, every step
    /// leaves the buffer as it is, and it is never cut into segments.
    dotted: bool,
    pub len: usize,
}

impl<'a, 's> Buffer<'a, 's> {
    /// Announces the workspace `head ⧺ tail` and reports the buffer after `head` is copied (at
    /// `copy`) and after `tail` is appended (at `append`), as the specification words them. The
    /// segments live in `store`.
    pub fn start<O: Observer>(
        head: &'a str,
        tail: &'a str,
        copy: (&'static Step, &'static str),
        append: (&'static Step, &'static str),
        store: &'s mut SegStore,
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
        // A plain loop: paths are short, and `contains` goes through `memchr`.
        let has_dot = |text: &str| text.bytes().any(|b| b == b'.');
        let dotted = has_dot(head) || has_dot(tail);
        let slots = if dotted { store.split(&ws) } else { &mut [] };
        let n = slots.len();
        Buffer {
            ws,
            slots,
            n,
            dotted,
            len: ws.len(),
        }
    }

    /// The kept segments (none are split out when the workspace has no `.`).
    #[inline(always)]
    pub fn segs(&self) -> &[Seg] {
        &self.slots[..self.n]
    }

    #[inline(always)]
    pub fn segs_mut(&mut self) -> &mut [Seg] {
        &mut self.slots[..self.n]
    }

    /// Keeps the first `n` segments.
    #[inline(always)]
    pub fn truncate(&mut self, n: usize) {
        self.n = self.n.min(n);
    }

    /// Takes `deleted` (workspace spans, adjacent in the buffer at `at`) out and reports it.
    #[inline(always)]
    pub fn remove<O: Observer>(
        &mut self,
        obs: &mut O,
        step: &'static Step,
        at: usize,
        deleted: [Span; 2],
    ) {
        report_removal(obs, step, at, &mut self.len, deleted);
    }

    /// Reports that `step` looked and left the buffer as it was, and why.
    pub fn unchanged<O: Observer>(&self, obs: &mut O, step: &'static Step, why: &'static str) {
        obs.step(step, Outcome::Decision(why));
        obs.step(step, Outcome::Buffer(BufferChange::unchanged(self.len)));
    }

    /// The buffer's text.
    pub fn write(&self, out: &mut String) {
        if self.dotted {
            self.ws.write(self.segs(), out);
        } else {
            out.push_str(self.ws.head);
            out.push_str(self.ws.tail);
        }
    }

    /// The buffer's text with what goes around it.
    pub fn write_framed(&self, frame: &Frame<'_>, out: &mut String) {
        if self.dotted {
            self.ws.write_framed(self.segs(), frame, out);
        } else {
            self.ws.write_whole_framed(frame, out);
        }
    }
}

/// Reports that `deleted` (workspace spans, adjacent in the buffer at `at`) was taken out of a
/// buffer of `*len` bytes, and updates `*len`. For the passes that hold the segments borrowed
/// while they report.
#[inline(always)]
pub(crate) fn report_removal<O: Observer>(
    obs: &mut O,
    step: &'static Step,
    at: usize,
    len: &mut usize,
    deleted: [Span; 2],
) {
    let change = BufferChange::removal(at, *len, deleted);
    *len = change.len;
    obs.step(step, Outcome::Buffer(change));
}

impl SegmentRule {
    /// Can `seg`, the `i`-th kept segment, be the `<segment>` in front of a `..`?
    #[inline(always)]
    fn removable(self, seg: &Seg, i: usize) -> bool {
        (self.dotdot_is_segment || seg.kind != Kind::DotDot)
            && (self.leading_empty_is_segment || i > 0 || !seg.is_empty())
    }
}

/// "All occurrences of "./", where "." is a complete path segment, are removed."
///
/// The segments before the first `.` stay where they are; from there on the kept ones move
/// down over the removed ones.
#[inline(always)]
pub fn remove_dot_slash<O: Observer>(
    buf: &mut Buffer<'_, '_>,
    step: &'static Step,
    words: &Wording,
    obs: &mut O,
) {
    let segs = buf.segs();
    let last = segs.len().saturating_sub(1);
    let Some(first) = segs[..last].iter().position(|s| s.kind == Kind::Dot) else {
        buf.unchanged(obs, step, words.no_dot);
        return;
    };
    obs.step(step, Outcome::Decision(words.dot_removed));
    let mut len = buf.len;
    let segs = buf.segs_mut();
    let mut kept = first;
    let mut off = segs[first].off();
    for i in first..segs.len() {
        let seg = segs[i];
        if i < last && seg.kind == Kind::Dot {
            report_removal(obs, step, off, &mut len, [seg.with_slash(), Span::EMPTY]);
        } else {
            segs[kept] = seg.at(off);
            off += seg.len() + 1;
            kept += 1;
        }
    }
    buf.len = len;
    buf.truncate(kept);
}

/// "If the path ends with "." as a complete path segment, that "." is removed."
#[inline(always)]
pub fn remove_final_dot<O: Observer>(
    buf: &mut Buffer<'_, '_>,
    step: &'static Step,
    words: &Wording,
    obs: &mut O,
) {
    let segs = buf.segs();
    if let Some(&seg) = segs.last()
        && seg.kind == Kind::Dot
    {
        obs.step(step, Outcome::Decision(words.final_dot_removed));
        buf.remove(obs, step, seg.off(), [seg.span(), Span::EMPTY]);
        let segs = buf.segs_mut();
        let last = segs.len() - 1;
        segs[last] = seg.emptied();
    } else {
        buf.unchanged(obs, step, words.no_final_dot);
    }
}

/// "All occurrences of "<segment>/../", where <segment> is a complete path segment not equal to
/// "..", are removed. Removal of these path segments is performed iteratively, removing the
/// leftmost matching pattern on each iteration, until no matching pattern remains."
///
/// A stack: the kept segments never hold a match, so the leftmost match is always the top of
/// the stack followed by the next `../`, and popping reproduces the iterations in order. The
/// segments before the first match are the bottom of the stack as they are.
#[inline(always)]
pub fn remove_segment_dotdot<O: Observer>(
    buf: &mut Buffer<'_, '_>,
    step: &'static Step,
    rule: SegmentRule,
    words: &Wording,
    obs: &mut O,
) {
    let segs = buf.segs();
    let n = segs.len();
    // A `..` followed by a slash, after a segment that may stand before it.
    let matches = |r: usize, segs: &[Seg]| {
        segs[r].kind == Kind::DotDot && r + 1 < n && rule.removable(&segs[r - 1], r - 1)
    };
    let Some(first) = (1..n).find(|&r| matches(r, segs)) else {
        buf.unchanged(obs, step, words.no_dotdot);
        return;
    };
    obs.step(step, Outcome::Decision(words.dotdot_found));
    let mut warned = false;
    let mut len = buf.len;
    let segs = buf.segs_mut();
    let mut top = first; // the kept segments are segs[..top]
    let mut next_off = segs[first].off(); // where a segment pushed now starts in the buffer
    for r in first..n {
        let seg = segs[r];
        if top > 0
            && seg.kind == Kind::DotDot
            && r + 1 < n
            && rule.removable(&segs[top - 1], top - 1)
        {
            top -= 1;
            let prev = segs[top];
            next_off = prev.off();
            if let Some(warning) = rule.dotdot_removed_warning
                && !warned
                && prev.kind == Kind::DotDot
            {
                warned = true;
                obs.step(step, Outcome::Warning(warning));
            }
            let deleted = [prev.with_slash(), seg.with_slash()];
            report_removal(obs, step, prev.off(), &mut len, deleted);
        } else {
            segs[top] = seg.at(next_off);
            next_off += seg.len() + 1;
            top += 1;
        }
    }
    buf.len = len;
    buf.truncate(top);
    obs.step(step, Outcome::Decision(words.no_dotdot_left));
}

/// "If the path ends with "<segment>/..", where <segment> is a complete path segment not equal
/// to "..", that "<segment>/.." is removed."
#[inline(always)]
pub fn remove_final_segment_dotdot<O: Observer>(
    buf: &mut Buffer<'_, '_>,
    step: &'static Step,
    rule: SegmentRule,
    words: &Wording,
    obs: &mut O,
) {
    let segs = buf.segs();
    let n = segs.len();
    if n >= 2 && segs[n - 1].kind == Kind::DotDot && rule.removable(&segs[n - 2], n - 2) {
        let (prev, last) = (segs[n - 2], segs[n - 1]);
        obs.step(step, Outcome::Decision(words.final_dotdot_removed));
        if let Some(warning) = rule.dotdot_removed_warning
            && prev.kind == Kind::DotDot
        {
            obs.step(step, Outcome::Warning(warning));
        }
        buf.remove(obs, step, prev.off(), [prev.with_slash(), last.span()]);
        // What is left ends with the slash before <segment>: an empty last segment.
        buf.segs_mut()[n - 2] = prev.emptied();
        buf.truncate(n - 1);
    } else {
        buf.unchanged(obs, step, words.no_final_dotdot);
    }
}
