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
//! The text describes string rewriting; [`remove_dot_segments`] does all four on a stack of
//! segments instead, in one linear pass over the workspace, and reports every removal the
//! rewriting would make, in the same order, as workspace deletions (so `Trace::buffer_at` can
//! rebuild the buffer).
//! `tests/rfc2396_literal.rs` and `tests/rfc1808_1630_props.rs` check both specifications'
//! readings against literal string rewriting on random paths.

use super::workspace::{Frame, INLINE_SEGS, Kind, Seg, SegRoom, SegStore, Workspace};
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
    /// Room for the segments, until [`remove_dot_segments`] cuts the workspace into them.
    /// `None` when the workspace has no `.` at all: then no segment is `.` or `..`, every step
    /// leaves the buffer as it is, and it is never cut up.
    store: Option<&'s mut SegStore>,
    /// The kept segments are `slots[..n]` (none until [`remove_dot_segments`] has run).
    slots: &'s mut [Seg],
    n: usize,
    /// Whether the workspace was cut into `slots`.
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
        Buffer {
            ws,
            store: dotted.then_some(store),
            slots: &mut [],
            n: 0,
            dotted: false,
            len: ws.len(),
        }
    }

    /// The kept segments (none when the workspace has no `.`: it is never cut up).
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
        unchanged(obs, step, why, self.len);
    }

    /// The buffer's text.
    pub fn write(&self, out: &mut String) {
        self.write_framed(&Frame::default(), out);
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

/// Reports that `step` looked and left the buffer of `len` bytes as it was, and why.
#[inline(always)]
fn unchanged<O: Observer>(obs: &mut O, step: &'static Step, why: &'static str, len: usize) {
    obs.step(step, Outcome::Decision(why));
    obs.buffer_unchanged(step, len);
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
    obs.removal(step, at, *len, deleted);
    *len -= deleted[0].len() + deleted[1].len();
}

impl SegmentRule {
    /// Can `seg`, the `i`-th kept segment, be the `<segment>` in front of a `..`?
    #[inline(always)]
    fn removable(self, seg: &Seg, i: usize) -> bool {
        (self.dotdot_is_segment || seg.kind != Kind::DotDot)
            && (self.leading_empty_is_segment || i > 0 || !seg.is_empty())
    }
}

/// The four rewriting steps as one specification numbers them (RFC 2396: 6c, 6d, 6e, 6f).
#[derive(Clone, Copy, Debug)]
pub struct Steps {
    pub dot: &'static Step,
    pub final_dot: &'static Step,
    pub dotdot: &'static Step,
    pub final_dotdot: &'static Step,
}

/// The kept segments: a stack over some room, with the buffer offset where the next pushed
/// segment starts.
struct Stack<R> {
    room: R,
    next_off: usize,
}

/// Room for a stack of segments.
trait Room {
    fn len(&self) -> usize;
    fn get(&self, i: usize) -> Seg;
    fn push(&mut self, seg: Seg);
    fn pop(&mut self) -> Seg;
}

/// The inline slots of a [`SegStore`], for a path short enough to fit them.
struct InlineRoom<'s> {
    slots: &'s mut [Seg; INLINE_SEGS],
    n: usize,
}

impl Room for InlineRoom<'_> {
    #[inline(always)]
    fn len(&self) -> usize {
        self.n
    }

    #[inline(always)]
    fn get(&self, i: usize) -> Seg {
        self.slots[i]
    }

    #[inline(always)]
    fn push(&mut self, seg: Seg) {
        self.slots[self.n] = seg;
        self.n += 1;
    }

    #[inline(always)]
    fn pop(&mut self) -> Seg {
        self.n -= 1;
        self.slots[self.n]
    }
}

/// The heap of a [`SegStore`], made big enough for every piece beforehand: memory is touched
/// only as deep as the stack grows (zeroing a slot per piece first cost a long path a page
/// fault per 256 pieces).
impl Room for &mut Vec<Seg> {
    #[inline(always)]
    fn len(&self) -> usize {
        Vec::len(self)
    }

    #[inline(always)]
    fn get(&self, i: usize) -> Seg {
        self[i]
    }

    #[inline(always)]
    fn push(&mut self, seg: Seg) {
        Vec::push(self, seg);
    }

    /// Called only on a stack whose top [`Stack::removable_top`] has just returned.
    #[inline(always)]
    fn pop(&mut self) -> Seg {
        Vec::pop(self).unwrap_or_default()
    }
}

impl<R: Room> Stack<R> {
    #[inline(always)]
    fn push(&mut self, span: Span, kind: Kind) {
        self.room.push(Seg::new(span, self.next_off, kind));
        self.next_off += span.len() + 1;
    }

    /// The top segment, when it may stand before a `..`.
    #[inline(always)]
    fn removable_top(&self, rule: SegmentRule) -> Option<Seg> {
        let i = self.room.len().checked_sub(1)?;
        let seg = self.room.get(i);
        rule.removable(&seg, i).then_some(seg)
    }

    #[inline(always)]
    fn pop(&mut self) {
        self.next_off = self.room.pop().off();
    }
}

/// The four rewriting steps, in one pass over the workspace:
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
/// segment (2), and the kept segments are a stack that never holds a match, so the leftmost
/// match of (3) is always the top of the stack followed by the `..` being read, and popping it
/// reproduces the iterations in order; a final `..` pops last (4). A trace still lists the steps
/// one after the other: while tracing, (1) and (2) are reported by a pass of their own first.
#[inline(always)]
pub fn remove_dot_segments<O: Observer>(
    buf: &mut Buffer<'_, '_>,
    steps: &Steps,
    rule: SegmentRule,
    words: &Wording,
    obs: &mut O,
) {
    let Some(store) = buf.store.take() else {
        for (step, why) in [
            (steps.dot, words.no_dot),
            (steps.final_dot, words.no_final_dot),
            (steps.dotdot, words.no_dotdot),
            (steps.final_dotdot, words.no_final_dotdot),
        ] {
            unchanged(obs, step, why, buf.len);
        }
        return;
    };
    let ws = buf.ws;
    let (slots, len) = match store.room(&ws) {
        SegRoom::Inline(slots) => {
            let mut stack = Stack {
                room: InlineRoom { slots, n: 0 },
                next_off: 0,
            };
            let len = rewrite(ws, &mut stack, steps, rule, words, obs);
            let InlineRoom { slots, n } = stack.room;
            (&mut slots[..n], len)
        }
        SegRoom::Heap(heap) => {
            let mut stack = Stack {
                room: &mut *heap,
                next_off: 0,
            };
            let len = rewrite(ws, &mut stack, steps, rule, words, obs);
            (&mut heap[..], len)
        }
    };
    buf.n = slots.len();
    buf.slots = slots;
    buf.dotted = true;
    buf.len = len;
}

/// [`remove_dot_segments`] on `stack`; returns the buffer's length.
#[inline(always)]
fn rewrite<O: Observer, R: Room>(
    ws: Workspace<'_>,
    stack: &mut Stack<R>,
    steps: &Steps,
    rule: SegmentRule,
    words: &Wording,
    obs: &mut O,
) -> usize {
    // The buffer's length, for the reports.
    let mut len = ws.len();
    if O::ENABLED {
        report_dots(ws, steps, words, &mut len, obs);
    }
    let mut popped = false;
    let mut warned = false;
    let mut start = 0; // where the segment being read starts in the workspace
    // The walk of `Workspace::split`, written out: through `split` and a test for the last piece,
    // the 42 references of the benchmark took 6% more instructions.
    for (offset, part) in [(0, ws.head), (ws.head.len(), ws.tail)] {
        let bytes = part.as_bytes();
        for (i, &b) in bytes.iter().enumerate() {
            if b != b'/' {
                continue;
            }
            let span = Span::new(start, offset + i);
            start = span.end + 1;
            match Kind::of(&bytes[span.start - offset..i]) {
                // (1) `./`, reported before.
                Kind::Dot => {}
                // (3) `<segment>/../`: the top of the stack and this `../`.
                Kind::DotDot if let Some(prev) = stack.removable_top(rule) => {
                    stack.pop();
                    if O::ENABLED {
                        if !popped {
                            obs.step(steps.dotdot, Outcome::Decision(words.dotdot_found));
                        }
                        if let Some(warning) = rule.dotdot_removed_warning
                            && !warned
                            && prev.kind == Kind::DotDot
                        {
                            warned = true;
                            obs.step(steps.dotdot, Outcome::Warning(warning));
                        }
                        let deleted = [prev.with_slash(), Span::new(span.start, start)];
                        report_removal(obs, steps.dotdot, prev.off(), &mut len, deleted);
                    }
                    popped = true;
                }
                kind => stack.push(span, kind),
            }
        }
    }
    let last = Span::new(start, ws.len());
    let last_kind = Kind::of(ws.slice(last).as_bytes());
    if popped {
        obs.step(steps.dotdot, Outcome::Decision(words.no_dotdot_left));
    } else {
        unchanged(obs, steps.dotdot, words.no_dotdot, len);
    }

    // (4) A final `<segment>/..` leaves the slash before <segment>: an empty last segment.
    let final_pair = match last_kind {
        Kind::DotDot => stack.removable_top(rule),
        _ => None,
    };
    match final_pair {
        Some(prev) => {
            stack.pop();
            obs.step(
                steps.final_dotdot,
                Outcome::Decision(words.final_dotdot_removed),
            );
            if let Some(warning) = rule.dotdot_removed_warning
                && prev.kind == Kind::DotDot
            {
                obs.step(steps.final_dotdot, Outcome::Warning(warning));
            }
            let deleted = [prev.with_slash(), last];
            report_removal(obs, steps.final_dotdot, prev.off(), &mut len, deleted);
            stack.push(Span::new(prev.span().start, prev.span().start), Kind::Other);
        }
        None => {
            // (2) A final `.` leaves the slash before it: an empty last segment.
            match last_kind {
                Kind::Dot => stack.push(Span::new(last.start, last.start), Kind::Other),
                _ => stack.push(last, last_kind),
            }
            unchanged(obs, steps.final_dotdot, words.no_final_dotdot, len);
        }
    }
    // The last segment has no slash after it.
    let kept_len = stack.next_off - 1;
    debug_assert!(!O::ENABLED || kept_len == len);
    kept_len
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
    let mut final_dot = None;
    for (offset, part) in [(0, ws.head), (ws.head.len(), ws.tail)] {
        for_each_dot_segment(part.as_bytes(), |i| {
            let start = offset + i;
            // Its place in the buffer, less the `./` removed before it.
            let at = start - 2 * dots;
            if start + 1 == ws.len() {
                final_dot = Some((at, Span::new(start, start + 1)));
                return;
            }
            if dots == 0 {
                obs.step(steps.dot, Outcome::Decision(words.dot_removed));
            }
            report_removal(
                obs,
                steps.dot,
                at,
                len,
                [Span::new(start, start + 2), Span::EMPTY],
            );
            dots += 1;
        });
    }
    if dots == 0 {
        unchanged(obs, steps.dot, words.no_dot, *len);
    }
    match final_dot {
        Some((at, span)) => {
            obs.step(steps.final_dot, Outcome::Decision(words.final_dot_removed));
            report_removal(obs, steps.final_dot, at, len, [span, Span::EMPTY]);
        }
        None => unchanged(obs, steps.final_dot, words.no_final_dot, *len),
    }
}

/// Gives `found` the index of every `.` that is a whole segment of `part` (which starts where a
/// segment starts), in order.
///
/// A `.` that starts `part` or ends it is tested on its own; any other is the middle of a
/// `/./`, and every three-byte window is tested for one. Each block of [`BLOCK`] positions is first
/// tested as a whole, with no branch per byte (the compiler turns it into vector compares), and
/// walked only when it holds one: a long path of `..` holds none. A substring search
/// (`memchr::memmem`) did worse here, because `/` and `.` are the bytes such a path is made of
/// and every candidate it stopped at had to be checked.
fn for_each_dot_segment(part: &[u8], mut found: impl FnMut(usize)) {
    let n = part.len();
    if n > 0 && part[0] == b'.' && (n == 1 || part[1] == b'/') {
        found(0);
    }
    let is_slash_dot_slash =
        |i: usize| part[i + 1] == b'.' && part[i] == b'/' && part[i + 2] == b'/';
    // `i` runs over the starts of every three-byte window.
    let windows = n.saturating_sub(2);
    let mut i = 0;
    while i + BLOCK <= windows {
        let block = &part[i..i + BLOCK + 2];
        let mut any = false;
        for k in 0..BLOCK {
            any |= (block[k] == b'/') & (block[k + 1] == b'.') & (block[k + 2] == b'/');
        }
        if any {
            for k in i..i + BLOCK {
                if is_slash_dot_slash(k) {
                    found(k + 1);
                }
            }
        }
        i += BLOCK;
    }
    for k in i..windows {
        if is_slash_dot_slash(k) {
            found(k + 1);
        }
    }
    if n >= 2 && part.ends_with(b"/.") {
        found(n - 1);
    }
}

/// Positions [`for_each_dot_segment`] tests at once.
const BLOCK: usize = 64;

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The `.` segments of `part`, found by cutting it at every slash.
    fn dot_segments_by_split(part: &str) -> Vec<usize> {
        let mut found = Vec::new();
        let mut start = 0;
        for piece in part.split('/') {
            if piece == "." {
                found.push(start);
            }
            start += piece.len() + 1;
        }
        found
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        /// The block test (parts of 66 bytes and more) and the walk of what is left find every
        /// `.` segment.
        #[test]
        fn dot_segments_are_found_short_and_long(
            pieces in prop::collection::vec(
                prop::sample::select(&[".", "..", "", "a", ".a", "a."][..]),
                0..60,
            )
        ) {
            let part = pieces.join("/");
            let mut found = Vec::new();
            for_each_dot_segment(part.as_bytes(), |i| found.push(i));
            prop_assert_eq!(found, dot_segments_by_split(&part), "{:?}", part);
        }
    }
}
