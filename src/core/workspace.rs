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

    pub fn len(&self) -> usize {
        self.head.len() + self.tail.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The text of a span that lies within `head` or within `tail`.
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
        let mut segs = Vec::with_capacity(
            1 + self.head.bytes().filter(|&b| b == b'/').count()
                + self.tail.bytes().filter(|&b| b == b'/').count(),
        );
        let mut start = 0;
        let bytes = self.head.bytes().chain(self.tail.bytes());
        for (i, b) in bytes.enumerate() {
            if b == b'/' {
                segs.push(Seg {
                    span: Span::new(start, i),
                    off: start,
                });
                start = i + 1;
            }
        }
        segs.push(Seg {
            span: Span::new(start, self.len()),
            off: start,
        });
        segs
    }

    /// Is the segment exactly `s`?
    pub fn is(&self, seg: &Seg, s: &str) -> bool {
        seg.span.len() == s.len() && self.slice(seg.span) == s
    }

    /// Writes the segments joined by `/`.
    pub fn write(&self, segs: &[Seg], out: &mut String) {
        for (i, seg) in segs.iter().enumerate() {
            if i > 0 {
                out.push('/');
            }
            out.push_str(self.slice(seg.span));
        }
    }

    /// The length of the segments joined by `/`.
    pub fn joined_len(segs: &[Seg]) -> usize {
        segs.iter().map(|s| s.span.len()).sum::<usize>() + segs.len().saturating_sub(1)
    }
}
