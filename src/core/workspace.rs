//! The buffer of a path-merging algorithm, held as spans instead of a string.
//!
//! RFC 2396 step 6 (and RFC 1808 Step 6, RFC 3986 5.2.4) describe a string buffer rewritten
//! again and again. Here the buffer is the workspace `head ⧺ tail` (never concatenated) cut into
//! segments; a rewrite drops segments from a `Vec<Seg>`, so the whole of step 6 is linear and the
//! buffer text exists only when the caller asks for it.

use super::Span;

/// `head` followed by `tail`, where `head` is empty or ends with `/` so that no segment
/// straddles the two.
#[derive(Clone, Copy, Debug)]
pub struct Workspace<'a> {
    pub head: &'a str,
    pub tail: &'a str,
}

/// One segment of the buffer: its span in the workspace (no slashes) and its offset in the
/// current buffer (kept up to date by the algorithms for the events they emit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seg {
    pub span: Span,
    pub off: usize,
}

impl<'a> Workspace<'a> {
    pub fn new(head: &'a str, tail: &'a str) -> Self {
        debug_assert!(head.is_empty() || head.ends_with('/'));
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

    /// The `/`-separated pieces of the workspace, in order, with their buffer offsets. The piece
    /// before a leading `/` is included (as an empty segment); callers decide whether it counts.
    pub fn segments(&self) -> Vec<Seg> {
        let mut segs = SegStack::new();
        self.segments_into(&mut segs);
        segs.to_vec()
    }

    /// [`Workspace::segments`] into a [`SegStack`], which needs no allocation for short paths.
    pub fn segments_into(&self, segs: &mut SegStack) {
        let mut start = 0;
        for (offset, part) in [(0, self.head), (self.head.len(), self.tail)] {
            for (i, &b) in part.as_bytes().iter().enumerate() {
                if b == b'/' {
                    segs.push(Seg {
                        span: Span::new(start, offset + i),
                        off: start,
                    });
                    start = offset + i + 1;
                }
            }
        }
        segs.push(Seg {
            span: Span::new(start, self.len()),
            off: start,
        });
    }

    /// Is the segment exactly `s`?
    ///
    /// Compared byte by byte: `s` is a literal (`.` or `..`) at every call site, so once inlined
    /// this is a length test and one or two byte tests, not a call to `memcmp`.
    #[inline(always)]
    pub fn is(&self, seg: &Seg, s: &str) -> bool {
        seg.span.len() == s.len()
            && self
                .slice(seg.span)
                .as_bytes()
                .iter()
                .zip(s.as_bytes())
                .all(|(a, b)| a == b)
    }

    /// Writes the segments joined by `/`.
    ///
    /// Segments still next to each other in the workspace (within `head` or within `tail`) are
    /// copied as one run with their slashes: a long kept base path is one copy, not one per
    /// segment.
    pub fn write(&self, segs: &[Seg], out: &mut String) {
        let h = self.head.len();
        let mut i = 0;
        while i < segs.len() {
            if i > 0 {
                out.push('/');
            }
            let start = segs[i].span.start;
            let mut end = segs[i].span.end;
            i += 1;
            while i < segs.len()
                && segs[i].span.start == end + 1
                && (start >= h || segs[i].span.end <= h)
            {
                end = segs[i].span.end;
                i += 1;
            }
            out.push_str(self.slice(Span::new(start, end)));
        }
    }
}

/// How many segments a [`SegStack`] holds before it moves to the heap.
const INLINE_SEGS: usize = 12;

/// A list of segments that lives on the stack while it is short (most paths have a handful of
/// segments) and moves to a `Vec` when it grows: no allocation for an ordinary resolution.
// The inline variant is large on purpose: it is what saves the allocation.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum SegStack {
    Inline {
        len: usize,
        segs: [Seg; INLINE_SEGS],
    },
    Heap(Vec<Seg>),
}

impl Default for SegStack {
    fn default() -> Self {
        Self::new()
    }
}

impl SegStack {
    pub const fn new() -> Self {
        SegStack::Inline {
            len: 0,
            segs: [Seg {
                span: Span::EMPTY,
                off: 0,
            }; INLINE_SEGS],
        }
    }

    #[inline]
    pub fn push(&mut self, seg: Seg) {
        match self {
            SegStack::Inline { len, segs } if *len < INLINE_SEGS => {
                segs[*len] = seg;
                *len += 1;
            }
            SegStack::Inline { segs, .. } => {
                let mut heap = Vec::with_capacity(INLINE_SEGS * 4);
                heap.extend_from_slice(segs);
                heap.push(seg);
                *self = SegStack::Heap(heap);
            }
            SegStack::Heap(heap) => heap.push(seg),
        }
    }

    /// Keeps the first `n` segments.
    #[inline]
    pub fn truncate(&mut self, n: usize) {
        match self {
            SegStack::Inline { len, .. } => *len = (*len).min(n),
            SegStack::Heap(heap) => heap.truncate(n),
        }
    }

    /// Removes the segments `from..to`, moving the later ones down.
    pub fn remove_range(&mut self, from: usize, to: usize) {
        let len = self.len();
        self.copy_within(to..len, from);
        self.truncate(len - (to - from));
    }
}

impl std::ops::Deref for SegStack {
    type Target = [Seg];

    #[inline]
    fn deref(&self) -> &[Seg] {
        match self {
            SegStack::Inline { len, segs } => &segs[..*len],
            SegStack::Heap(heap) => heap,
        }
    }
}

impl std::ops::DerefMut for SegStack {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Seg] {
        match self {
            SegStack::Inline { len, segs } => &mut segs[..*len],
            SegStack::Heap(heap) => heap,
        }
    }
}
