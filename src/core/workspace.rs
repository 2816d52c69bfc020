//! The buffer of a path-merging algorithm, held as spans instead of a string.
//!
//! RFC 2396 step 6 (and RFC 1808 Step 6, RFC 1630 R4) describe a string buffer rewritten again
//! and again. Here the buffer is the workspace `head ⧺ tail` (never concatenated) cut into
//! segments; a rewrite drops segments from a slice of [`Seg`] records, so the whole of step 6 is
//! linear and the buffer text exists only when the caller asks for it.

use super::{Error, Span};

/// The longest workspace the segment records can address (their offsets are 32-bit, which
/// halves the memory a long path takes and the bytes every pass reads).
pub const MAX_WORKSPACE_LEN: usize = u32::MAX as usize;

/// Refuses texts whose workspace could exceed [`MAX_WORKSPACE_LEN`]: a workspace is at most
/// the base, the reference and one inserted `/`.
pub fn check_lengths(base: &str, reference: &str) -> Result<(), Error> {
    check_total_length(base.len().saturating_add(reference.len()))
}

fn check_total_length(length: usize) -> Result<(), Error> {
    if length >= MAX_WORKSPACE_LEN {
        return Err(Error::TooLong { length });
    }
    Ok(())
}

/// `head` followed by `tail`, where `head` is empty or ends with `/` so that no segment
/// straddles the two.
#[derive(Clone, Copy, Debug)]
pub struct Workspace<'a> {
    pub head: &'a str,
    pub tail: &'a str,
}

/// What a segment's text is, decided once when the workspace is split: the passes of step 6
/// test this byte instead of going back to the text.
// Four bytes, so that a `Seg` has no padding and an array of them is zeroed as one block.
#[repr(u32)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Kind {
    #[default]
    Other,
    /// Exactly `.`.
    Dot,
    /// Exactly `..`.
    DotDot,
}

impl Kind {
    /// The kind of the segment `text`.
    #[inline(always)]
    pub fn of(text: &[u8]) -> Self {
        match text {
            [b'.'] => Kind::Dot,
            [b'.', b'.'] => Kind::DotDot,
            _ => Kind::Other,
        }
    }
}

/// One segment of the buffer: its span in the workspace (no slashes), its offset in the
/// current buffer (kept up to date by the algorithms for the events they emit), and its kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seg {
    start: u32,
    end: u32,
    off: u32,
    pub kind: Kind,
}

impl Seg {
    /// A segment at `span` of the workspace and at `off` in the buffer. Both are within a
    /// workspace, which [`check_lengths`] keeps under 4 GiB.
    #[inline(always)]
    pub fn new(span: Span, off: usize, kind: Kind) -> Self {
        Seg {
            start: span.start as u32,
            end: span.end as u32,
            off: off as u32,
            kind,
        }
    }

    /// Its span in the workspace.
    #[inline(always)]
    pub fn span(&self) -> Span {
        Span::new(self.start as usize, self.end as usize)
    }

    /// Its span followed by the slash after it.
    #[inline(always)]
    pub fn with_slash(&self) -> Span {
        Span::new(self.start as usize, self.end as usize + 1)
    }

    /// Its offset in the current buffer.
    #[inline(always)]
    pub fn off(&self) -> usize {
        self.off as usize
    }

    #[inline(always)]
    pub fn len(&self) -> usize {
        (self.end - self.start) as usize
    }

    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }

    /// The same segment at buffer offset `off`.
    #[inline(always)]
    pub fn at(self, off: usize) -> Self {
        Seg {
            off: off as u32,
            ..self
        }
    }

    /// The empty segment left where this one started (a removal that keeps the slash before
    /// it).
    #[inline(always)]
    pub fn emptied(self) -> Self {
        Seg {
            end: self.start,
            kind: Kind::Other,
            ..self
        }
    }

    /// The buffer offset just past this segment and its slash: where the next one starts.
    #[inline(always)]
    pub fn next_off(&self) -> usize {
        self.off() + self.len() + 1
    }
}

impl<'a> Workspace<'a> {
    /// `head` must be empty or end with `/`, and the two together shorter than
    /// [`MAX_WORKSPACE_LEN`] ([`check_lengths`] at a resolver's entry makes sure of it).
    pub fn new(head: &'a str, tail: &'a str) -> Self {
        assert!(
            head.is_empty() || head.ends_with('/'),
            "a workspace head ends with a slash"
        );
        debug_assert!(head.len() + tail.len() <= MAX_WORKSPACE_LEN);
        Workspace { head, tail }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.head.len() + self.tail.len()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The text of a span that lies within `head` or within `tail`.
    #[inline(always)]
    pub fn slice(&self, span: Span) -> &'a str {
        let h = self.head.len();
        if span.end <= h {
            &self.head[span.start..span.end]
        } else {
            &self.tail[span.start - h..span.end - h]
        }
    }

    /// How many `/`-separated pieces the workspace has.
    pub fn segment_count(&self) -> usize {
        let slashes = |s: &str| memchr::memchr_iter(b'/', s.as_bytes()).count();
        1 + slashes(self.head) + slashes(self.tail)
    }

    /// The `/`-separated pieces of the workspace, in order, with their buffer offsets. The piece
    /// before a leading `/` is included (as an empty segment); callers decide whether it counts.
    pub fn segments(&self) -> Vec<Seg> {
        let mut segs = Vec::new();
        self.split(|seg| segs.push(seg));
        segs
    }

    /// Gives each piece to `put`, in order.
    #[inline(always)]
    pub fn split(&self, mut put: impl FnMut(Seg)) {
        let mut start = 0; // where the current segment starts in the workspace
        for (offset, part) in [(0, self.head), (self.head.len(), self.tail)] {
            let bytes = part.as_bytes();
            for (i, &b) in bytes.iter().enumerate() {
                if b == b'/' {
                    let end = offset + i;
                    put(Seg::new(
                        Span::new(start, end),
                        start,
                        Kind::of(&bytes[start - offset..i]),
                    ));
                    start = end + 1;
                }
            }
        }
        let kind = Kind::of(&self.tail.as_bytes()[start - self.head.len()..]);
        put(Seg::new(Span::new(start, self.len()), start, kind));
    }

    /// Writes the segments joined by `/`.
    pub fn write(&self, segs: &[Seg], out: &mut String) {
        self.write_framed(segs, &Frame::default(), out);
    }

    /// Writes `frame.lead`, the segments joined by `/`, then `frame.trail`.
    ///
    /// Segments still next to each other in the workspace (within `head` or within `tail`) are
    /// copied as one run with their slashes: a long kept base path is one copy, not one per
    /// segment. A run that starts the buffer in `head` is copied together with the lead, and one
    /// that ends it in `tail` together with the trail, when they are next to each other in the
    /// texts they were cut from: a typical result (`http://a/b/c/` from the base, then `g?y#s`
    /// from the reference) is two copies.
    pub fn write_framed(&self, segs: &[Seg], frame: &Frame<'_>, out: &mut String) {
        let h = self.head.len();
        let n = self.len();
        let Some(&last_seg) = segs.last() else {
            out.push_str(frame.trail);
            return;
        };
        let mut i = 0;
        while i < segs.len() {
            let first = i == 0;
            if !first {
                out.push('/');
            }
            let start = segs[i].start as usize;
            let mut end = segs[i].end as usize;
            i += 1;
            if i < segs.len() && segs[i].start as usize == end + 1 {
                if (start >= h || last_seg.end as usize <= h) && all_adjacent(&segs[i], &last_seg) {
                    // The rest is one run: `../`×100,000 leaves 90,000 `..` in one piece.
                    end = last_seg.end as usize;
                    i = segs.len();
                }
                while i < segs.len()
                    && segs[i].start as usize == end + 1
                    && (start >= h || segs[i].end as usize <= h)
                {
                    end = segs[i].end as usize;
                    i += 1;
                }
            }
            let last = i == segs.len();
            let with_lead = first && start == 0 && h > 0;
            let with_trail = last && end == n && start >= h && n > h;
            match (frame.lead_head, frame.tail_trail) {
                (Some(lead_head), _) if with_lead => {
                    out.push_str(&lead_head[..frame.lead.len() + end]);
                }
                (_, Some(tail_trail)) if with_trail => {
                    if first {
                        out.push_str(frame.lead);
                    }
                    out.push_str(&tail_trail[start - h..]);
                    return;
                }
                _ => {
                    if first {
                        out.push_str(frame.lead);
                    }
                    out.push_str(self.slice(Span::new(start, end)));
                }
            }
        }
        out.push_str(frame.trail);
    }
}

/// Are the kept segments from `first` to `last` one run of the workspace, each one slash after
/// the one before? Kept segments stand in workspace order with at least a slash between, so
/// they are when the run is as long in the workspace as in the buffer (nothing was removed
/// between them): O(1), where comparing neighbours is O(n).
#[inline(always)]
fn all_adjacent(first: &Seg, last: &Seg) -> bool {
    last.end - first.start == last.off + (last.end - last.start) - first.off
}

impl Workspace<'_> {
    /// Writes `frame.lead`, the whole workspace, then `frame.trail`, joined to `head` and
    /// `tail` where the frame allows (see [`Workspace::write_framed`]).
    pub fn write_whole_framed(&self, frame: &Frame<'_>, out: &mut String) {
        match frame.lead_head {
            Some(lead_head) => out.push_str(&lead_head[..frame.lead.len() + self.head.len()]),
            None => {
                out.push_str(frame.lead);
                out.push_str(self.head);
            }
        }
        match frame.tail_trail {
            Some(tail_trail) => out.push_str(tail_trail),
            None => {
                out.push_str(self.tail);
                out.push_str(frame.trail);
            }
        }
    }
}

/// What a result has around its path, for [`Workspace::write_framed`]: the text before the
/// buffer and after it, and whether they are next to `head` and `tail` in the texts those were
/// cut from.
#[derive(Clone, Copy, Debug, Default)]
pub struct Frame<'a> {
    /// Written before the buffer (RFC 2396: `scheme:` and `//authority`).
    pub lead: &'a str,
    /// Written after the buffer (`?query` and `#fragment`).
    pub trail: &'a str,
    /// `lead ⧺ head` as one slice, when `head` follows `lead` in one text.
    pub lead_head: Option<&'a str>,
    /// `tail ⧺ trail` as one slice, when `trail` follows `tail` in one text.
    pub tail_trail: Option<&'a str>,
}

/// How many segments a [`SegStore`] holds without touching the heap.
pub const INLINE_SEGS: usize = 16;

/// Room for a buffer's segments: on the stack for an ordinary path (most have a handful of
/// segments), on the heap for a long one. Created by the caller of a path algorithm so that
/// the segments are one plain slice for every pass.
pub struct SegStore {
    inline: [Seg; INLINE_SEGS],
    heap: Vec<Seg>,
}

impl Default for SegStore {
    fn default() -> Self {
        Self::new()
    }
}

impl SegStore {
    pub fn new() -> Self {
        SegStore {
            inline: [Seg::default(); INLINE_SEGS],
            heap: Vec::new(),
        }
    }

    /// Room for the pieces of `ws`: the inline slots when they are enough, else the heap with
    /// room for as many pieces as `ws` has.
    pub fn room(&mut self, ws: &Workspace<'_>) -> SegRoom<'_> {
        // Fewer bytes than inline slots cannot make more pieces than that; otherwise count
        // them (a vectorised pass).
        if ws.len() < INLINE_SEGS {
            return SegRoom::Inline(&mut self.inline);
        }
        let n = ws.segment_count();
        if n <= INLINE_SEGS {
            return SegRoom::Inline(&mut self.inline);
        }
        self.heap.clear();
        self.heap.reserve(n);
        SegRoom::Heap(&mut self.heap)
    }
}

/// Where a path's segments go: see [`SegStore::room`].
pub enum SegRoom<'s> {
    Inline(&'s mut [Seg; INLINE_SEGS]),
    /// Empty, with capacity for every piece.
    Heap(&'s mut Vec<Seg>),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_of_four_gibibytes_are_refused_with_a_sentence() {
        assert!(check_total_length(MAX_WORKSPACE_LEN - 1).is_ok());
        let error = check_total_length(MAX_WORKSPACE_LEN).unwrap_err();
        assert_eq!(
            error.to_string(),
            "the base and the reference together are 4294967295 bytes; uriscope resolves texts \
             shorter than 4 GiB together"
        );
    }

    #[test]
    fn pieces_carry_their_kind_and_offsets() {
        let ws = Workspace::new("/a/", "./../b.");
        let segs = ws.segments();
        let kinds: Vec<Kind> = segs.iter().map(|s| s.kind).collect();
        assert_eq!(
            kinds,
            [
                Kind::Other,
                Kind::Other,
                Kind::Dot,
                Kind::DotDot,
                Kind::Other
            ]
        );
        let texts: Vec<&str> = segs.iter().map(|s| ws.slice(s.span())).collect();
        assert_eq!(texts, ["", "a", ".", "..", "b."]);
        assert_eq!(segs[3].off(), 5);
    }
}
