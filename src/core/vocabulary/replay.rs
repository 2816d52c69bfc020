//! The path buffer after each event of a trace, for callers that visit many events in order.
//!
//! [`Trace::buffer_at`] rebuilds the buffer after one event from scratch: right for one event,
//! quadratic when called for each of 100,000 removals. [`BufferReplay`] takes the text from
//! `buffer_at` once, then applies each later [`BufferChange`] (remove `removed` bytes at `at`,
//! insert `inserted` bytes of the workspace's `revealed` span) to a gap buffer. The gap sits
//! where the last change was; the path algorithms change the buffer near where they changed it
//! last (6c moves right, 6e pops a stack), so the gap travels O(n) bytes in total and a replay of
//! a whole trace is linear. If a change ever disagrees with the buffer (its length after, or its
//! range), the replay falls back to `buffer_at` for that event, so what it gives is always
//! `buffer_at`'s text. The trace table, the JSON events and the explorer all read buffers here.

use std::borrow::Cow;
use std::ops::Range;

use crate::core::vocabulary::event::{BufferChange, Outcome};
use crate::core::vocabulary::trace::Trace;

/// Text with a movable gap: `bytes[..gap.start] ⧺ bytes[gap.end..]`.
#[derive(Clone, Debug, Default)]
pub struct GapBuffer {
    bytes: Vec<u8>,
    gap: Range<usize>,
}

impl GapBuffer {
    /// A buffer holding `text`.
    pub fn new(text: &str) -> Self {
        GapBuffer {
            bytes: text.as_bytes().to_vec(),
            gap: text.len()..text.len(),
        }
    }

    /// The length of the text in bytes.
    pub fn len(&self) -> usize {
        self.bytes.len() - self.gap.len()
    }

    /// Is the text empty?
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Moves the gap to text offset `to` (≤ len): costs the distance moved.
    fn move_gap(&mut self, to: usize) {
        let Range { start, end } = self.gap.clone();
        if to < start {
            let n = start - to;
            self.bytes.copy_within(to..start, end - n);
            self.gap = to..end - n;
        } else if to > start {
            let n = to - start;
            self.bytes.copy_within(end..end + n, start);
            self.gap = to..end + n;
        }
    }

    /// Removes `n` bytes at `at`; false (and nothing done) if they are not all there.
    pub fn delete(&mut self, at: usize, n: usize) -> bool {
        if at.checked_add(n).is_none_or(|end| end > self.len()) {
            return false;
        }
        self.move_gap(at);
        self.gap.end += n;
        true
    }

    /// Inserts `text` at `at`; false (and nothing done) if `at` is past the end.
    pub fn insert(&mut self, at: usize, text: &[u8]) -> bool {
        if at > self.len() {
            return false;
        }
        if self.gap.len() < text.len() {
            // Grow the gap: one copy of the tail, amortised by doubling.
            let extra = text.len().max(self.bytes.len());
            let tail = self.bytes.len() - self.gap.end;
            self.bytes.resize(self.bytes.len() + extra, 0);
            let new_end = self.gap.end + extra;
            self.bytes
                .copy_within(self.gap.end..self.gap.end + tail, new_end);
            self.gap.end = new_end;
        }
        self.move_gap(at);
        self.bytes[at..at + text.len()].copy_from_slice(text);
        self.gap.start += text.len();
        true
    }

    /// The bytes of text range `range`, wherever the gap is.
    fn bytes_of(&self, range: Range<usize>) -> Vec<u8> {
        let mut out = Vec::with_capacity(range.len());
        let Range { start, end } = self.gap.clone();
        if range.start < start {
            out.extend_from_slice(&self.bytes[range.start..range.end.min(start)]);
        }
        if range.end > start {
            let from = range.start.max(start) - start + end;
            let to = range.end - start + end;
            out.extend_from_slice(&self.bytes[from..to]);
        }
        out
    }

    /// The text of `range`, widened or narrowed to UTF-8 character boundaries.
    pub fn text_of(&self, range: Range<usize>) -> String {
        let end = range.end.min(self.len());
        let start = self.char_floor(range.start.min(end));
        let end = self.char_floor(end);
        String::from_utf8_lossy(&self.bytes_of(start..end)).into_owned()
    }

    /// The whole text.
    pub fn text(&self) -> String {
        self.text_of(0..self.len())
    }

    /// The byte at text offset `at`.
    fn byte(&self, at: usize) -> u8 {
        if at < self.gap.start {
            self.bytes[at]
        } else {
            self.bytes[at + self.gap.len()]
        }
    }

    /// The whole text as one string slice (moves the gap to the end: costs the distance moved).
    pub fn contiguous(&mut self) -> Cow<'_, str> {
        self.move_gap(self.len());
        String::from_utf8_lossy(&self.bytes[..self.gap.start])
    }

    /// The greatest character boundary ≤ `at`.
    pub fn char_floor(&self, mut at: usize) -> usize {
        while at > 0 && at < self.len() && (self.byte(at) & 0xC0) == 0x80 {
            at -= 1;
        }
        at
    }
}

/// Follows a trace's buffer events, keeping the buffer after the latest event asked for.
#[derive(Debug)]
pub struct BufferReplay<'t> {
    trace: &'t Trace,
    buffer: GapBuffer,
    /// The event the buffer is after, and the first event of its workspace.
    at: Option<(usize, usize)>,
}

impl<'t> BufferReplay<'t> {
    /// A replay of `trace`'s buffers, before any event.
    pub fn new(trace: &'t Trace) -> Self {
        BufferReplay {
            trace,
            buffer: GapBuffer::default(),
            at: None,
        }
    }

    /// The buffer after event `index` (`None` before any path step). Moving forward within a
    /// workspace applies only the changes in between; anything else rebuilds with
    /// [`Trace::buffer_at`].
    pub fn buffer_after(&mut self, index: usize) -> Option<&GapBuffer> {
        let (first, workspace) = self.trace.workspace_for(index)?;
        match self.at {
            Some((at, f)) if f == first && at <= index => {
                for event in &self.trace.events()[at + 1..=index] {
                    if let Outcome::Buffer(change) = event.outcome
                        && !change.is_unchanged()
                        && !apply(&mut self.buffer, &change, workspace)
                    {
                        // A change the buffer disagrees with is a resolver's bug; a release
                        // build rebuilds the buffer from the trace and goes on.
                        debug_assert!(false, "event {index}: a buffer change did not apply");
                        self.buffer = GapBuffer::new(&self.trace.buffer_at(index)?);
                        break;
                    }
                }
            }
            _ => self.buffer = GapBuffer::new(&self.trace.buffer_at(index)?),
        }
        self.at = Some((index, first));
        Some(&self.buffer)
    }

    /// The buffer after event `index`, as one string.
    pub fn text_after(&mut self, index: usize) -> Option<Cow<'_, str>> {
        self.buffer_after(index)?;
        Some(self.buffer.contiguous())
    }
}

/// Applies one change; false if it does not fit the buffer.
fn apply(buffer: &mut GapBuffer, change: &BufferChange, workspace: &str) -> bool {
    if change.removed() > 0 && !buffer.delete(change.at_offset(), change.removed()) {
        return false;
    }
    if change.inserted() > 0 {
        let revealed = change.revealed();
        let Some(text) = workspace.as_bytes().get(revealed.start..revealed.end) else {
            return false;
        };
        if !buffer.insert(change.at_offset(), text) {
            return false;
        }
    }
    buffer.len() == change.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::resolve::resolve_with;
    use crate::core::vocabulary::options::{AboveRoot, Options};
    use crate::core::vocabulary::spec::Spec;

    fn trace(spec: Spec, reference: &str, above_root: AboveRoot) -> Trace {
        let mut trace = Trace::default();
        let options = Options {
            above_root,
            ..Options::default()
        };
        let _ = resolve_with(spec, "http://a/b/c/d;p?q", reference, &options, &mut trace);
        trace
    }

    #[test]
    fn gap_buffer_edits_anywhere() {
        let mut b = GapBuffer::new("/a/b/c/");
        assert!(b.delete(3, 2)); // "b/"
        assert_eq!(b.text(), "/a/c/");
        assert!(b.insert(5, b"g/../h"));
        assert_eq!(b.text(), "/a/c/g/../h");
        assert!(b.delete(0, 1));
        assert_eq!(b.text(), "a/c/g/../h");
        assert_eq!(b.text_of(2..6), "c/g/");
        assert!(!b.delete(9, 5));
        assert!(!b.insert(99, b"x"));
        assert_eq!(b.text(), "a/c/g/../h");
    }

    #[test]
    fn text_of_stays_on_character_boundaries() {
        let b = GapBuffer::new("/é/ü");
        // 'é' is bytes 1..3; a range starting inside it starts at its first byte.
        assert_eq!(b.text_of(2..4), "é/");
        assert_eq!(b.text_of(0..2), "/");
    }

    /// Every event in order, every other event, and jumps back: always `buffer_at`'s text,
    /// and moving forward never needs to fall back to it.
    #[test]
    fn replay_agrees_with_buffer_at() {
        let cases = [
            (Spec::Rfc2396, "g/../h", AboveRoot::Keep),
            (Spec::Rfc2396, "../../../g", AboveRoot::Keep),
            (Spec::Rfc2396, "../../../g", AboveRoot::Remove),
            (Spec::Rfc2396, "./g/.", AboveRoot::Keep),
            (Spec::Rfc2396, "g;x=1/../y", AboveRoot::Keep),
            (Spec::Rfc2396, "a/./b/../../c/./d/..", AboveRoot::Keep),
            (Spec::Rfc2396, "x/y/z/../../../../../..", AboveRoot::Remove),
            (Spec::Rfc2396, "é/../ü/./", AboveRoot::Keep),
            (Spec::Rfc3986, "a/./b/../../c/./d/..", AboveRoot::Keep),
            (Spec::Rfc1808, "a/./b/../../c/./d/..", AboveRoot::Keep),
            (Spec::Rfc1630, "a/./b/../../c/./d/..", AboveRoot::Keep),
        ];
        for (spec, reference, above_root) in cases {
            let trace = trace(spec, reference, above_root);
            let n = trace.events().len();
            for stride in [1, 2, 5] {
                let mut replay = BufferReplay::new(&trace);
                for i in (0..n).step_by(stride) {
                    assert_eq!(
                        replay.text_after(i).map(Cow::into_owned),
                        trace.buffer_at(i),
                        "{spec} {reference} event {i} stride {stride}"
                    );
                }
            }
            let mut replay = BufferReplay::new(&trace);
            for i in (0..n).rev() {
                assert_eq!(
                    replay.text_after(i).map(Cow::into_owned),
                    trace.buffer_at(i)
                );
            }
        }
    }
}
