//! The path buffer after each event of a trace, rebuilt in one pass.
//!
//! [`Trace::buffer_at`] rebuilds the buffer after one event from scratch: right for one event,
//! quadratic when called for each of 100,000 removals. A trace table needs the buffer after
//! every buffer event, so [`BufferReplay`] takes the text from `buffer_at` once per workspace
//! and then applies each [`BufferChange`] (remove `removed` bytes at `at`, insert `inserted`
//! bytes of the workspace's `revealed` span) to a gap buffer. The gap sits where the last change
//! was; the path algorithms change the buffer near where they changed it last (6c moves right,
//! 6e pops a stack), so the gap travels O(n) bytes in total and the whole replay is linear.
//! If a change ever disagrees with the buffer (its length after, or its range), the replay
//! falls back to `buffer_at` for that event, so what is shown is always `buffer_at`'s text.

use std::ops::Range;

use crate::core::{BufferChange, Outcome, Trace};

/// Text with a movable gap: `bytes[..gap.start] ⧺ bytes[gap.end..]`.
#[derive(Clone, Debug, Default)]
pub struct GapBuffer {
    bytes: Vec<u8>,
    gap: Range<usize>,
}

impl GapBuffer {
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

    /// The greatest character boundary ≤ `at`.
    pub fn char_floor(&self, mut at: usize) -> usize {
        while at > 0 && at < self.len() && (self.byte(at) & 0xC0) == 0x80 {
            at -= 1;
        }
        at
    }
}

/// Follows a trace's buffer events in order, keeping the buffer after the latest one.
pub struct BufferReplay<'t> {
    trace: &'t Trace,
    buffer: GapBuffer,
    /// The first event of the workspace the buffer belongs to.
    workspace: Option<usize>,
    /// How many times a change could not be applied and `buffer_at` was used instead.
    pub resyncs: usize,
}

impl<'t> BufferReplay<'t> {
    pub fn new(trace: &'t Trace) -> Self {
        BufferReplay {
            trace,
            buffer: GapBuffer::default(),
            workspace: None,
            resyncs: 0,
        }
    }

    /// Advances to event `index` (events must be visited in increasing order). For a buffer
    /// event, returns the change and the buffer after it.
    pub fn advance(&mut self, index: usize) -> Option<(BufferChange, &GapBuffer)> {
        let Outcome::Buffer(change) = self.trace.events.get(index)?.outcome else {
            return None;
        };
        let (first, workspace) = self.trace.workspace_for(index)?;
        if self.workspace != Some(first) {
            self.workspace = Some(first);
            self.buffer = GapBuffer::new(&self.trace.buffer_at(index)?);
            return Some((change, &self.buffer));
        }
        if !self.apply(&change, workspace) {
            self.resyncs += 1;
            self.buffer = GapBuffer::new(&self.trace.buffer_at(index)?);
        }
        Some((change, &self.buffer))
    }

    fn apply(&mut self, change: &BufferChange, workspace: &str) -> bool {
        if change.removed > 0 && !self.buffer.delete(change.at, change.removed) {
            return false;
        }
        if change.inserted > 0 {
            let start = change.revealed.start;
            let Some(text) = start
                .checked_add(change.inserted)
                .and_then(|end| workspace.as_bytes().get(start..end))
            else {
                return false;
            };
            if !self.buffer.insert(change.at, text) {
                return false;
            }
        }
        self.buffer.len() == change.len
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{AboveRoot, Options, Spec, resolve_with};

    fn trace(base: &str, reference: &str, above_root: AboveRoot) -> Trace {
        let mut trace = Trace::default();
        let options = Options {
            above_root,
            ..Options::default()
        };
        let _ = resolve_with(Spec::Rfc2396, base, reference, &options, &mut trace);
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

    /// The replay shows exactly what `Trace::buffer_at` gives, for every buffer event, without
    /// falling back to it.
    #[test]
    fn replay_agrees_with_buffer_at() {
        let base = "http://a/b/c/d;p?q";
        let cases = [
            ("g/../h", AboveRoot::Keep),
            ("../../../g", AboveRoot::Keep),
            ("../../../g", AboveRoot::Remove),
            ("./g/.", AboveRoot::Keep),
            ("g;x=1/../y", AboveRoot::Keep),
            ("a/./b/../../c/./d/..", AboveRoot::Keep),
            ("x/y/z/../../../../../..", AboveRoot::Remove),
            ("é/../ü/./", AboveRoot::Keep),
        ];
        for (reference, above_root) in cases {
            let trace = trace(base, reference, above_root);
            let mut replay = BufferReplay::new(&trace);
            let mut seen = 0;
            for i in 0..trace.events.len() {
                if let Some((_, buffer)) = replay.advance(i) {
                    assert_eq!(
                        Some(buffer.text()),
                        trace.buffer_at(i),
                        "{reference} event {i}"
                    );
                    seen += 1;
                }
            }
            assert!(
                seen >= 8,
                "{reference}: every step 6 sub-step has a buffer event"
            );
            assert_eq!(replay.resyncs, 0, "{reference}");
        }
    }
}
