//! Section 5.2.4, remove_dot_segments: the RFC's two string buffers, kept as spans.
//!
//! The input buffer is always one contiguous span `p..e` of the workspace, and the output buffer
//! a stack of workspace spans, one per segment that rule E moved. Every rule is O(1) except E,
//! which scans its own segment once, so the whole loop is linear in the path length. The
//! trace reports each iteration as the deletion of workspace spans (see [`BufferChange`]):
//! `Trace::buffer_at(i)` is then output ⧺ input, and `split` is where the output ends.
//!
//! `tests/rfc3986_props.rs` checks this against a literal two-string implementation.

use super::steps::*;
use crate::core::workspace::Workspace;
use crate::core::{BufferChange, Event, Observer, Outcome, Span, Step};

/// The output of remove_dot_segments: segments of the workspace, in order, never concatenated
/// until the result is written.
pub struct DotFree<'a> {
    ws: Workspace<'a>,
    /// Each segment moved by rule E, with its leading `/` when it had one.
    pieces: Vec<Span>,
    len: usize,
}

impl DotFree<'_> {
    /// The length of the output buffer.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Does the output start with `//` (a path that would re-parse as an authority)? Only a
    /// first piece that is a lone "/" (an empty segment) followed by another piece does that.
    pub fn starts_with_double_slash(&self) -> bool {
        self.pieces.len() > 1
            && self.pieces[0].len() == 1
            && byte(&self.ws, self.pieces[0].start) == b'/'
    }

    /// Appends the output buffer to `out`.
    pub fn write(&self, out: &mut String) {
        for &piece in &self.pieces {
            push_span(&self.ws, piece, out);
        }
    }
}

/// The byte at workspace offset `i` (the workspace is `head` then `tail`, never concatenated).
#[inline]
fn byte(ws: &Workspace<'_>, i: usize) -> u8 {
    let h = ws.head.len();
    if i < h {
        ws.head.as_bytes()[i]
    } else {
        ws.tail.as_bytes()[i - h]
    }
}

/// Appends a workspace span that may straddle `head` and `tail`.
fn push_span(ws: &Workspace<'_>, span: Span, out: &mut String) {
    let h = ws.head.len();
    if span.end <= h {
        out.push_str(&ws.head[span.start..span.end]);
    } else if span.start >= h {
        out.push_str(&ws.tail[span.start - h..span.end - h]);
    } else {
        out.push_str(&ws.head[span.start..]);
        out.push_str(&ws.tail[..span.end - h]);
    }
}

/// The offset of the first `/` in `from..end`, or `end`.
fn next_slash(ws: &Workspace<'_>, from: usize, end: usize) -> usize {
    let h = ws.head.len();
    if from < h {
        let stop = end.min(h);
        if let Some(i) = ws.head.as_bytes()[from..stop]
            .iter()
            .position(|&b| b == b'/')
        {
            return from + i;
        }
    }
    let start = from.max(h);
    if start >= end {
        return end;
    }
    ws.tail.as_bytes()[start - h..end - h]
        .iter()
        .position(|&b| b == b'/')
        .map_or(end, |i| start + i)
}

/// The input buffer `p..e` of the workspace.
struct Input<'w, 'a> {
    ws: &'w Workspace<'a>,
    p: usize,
    e: usize,
}

impl Input<'_, '_> {
    fn starts_with(&self, prefix: &[u8]) -> bool {
        self.e - self.p >= prefix.len()
            && prefix
                .iter()
                .enumerate()
                .all(|(k, &b)| byte(self.ws, self.p + k) == b)
    }

    fn is(&self, whole: &[u8]) -> bool {
        self.e - self.p == whole.len() && self.starts_with(whole)
    }
}

/// Section 5.2.4: "Although there are many ways to accomplish this removal process, we describe a
/// simple method using two string buffers." [...] "Some applications may find it more efficient
/// to implement the remove_dot_segments algorithm by using two segment stacks rather than
/// strings."
///
/// Runs on the workspace `head ⧺ tail` (the merged path, or a reference path alone with an empty
/// `head`), announcing it, then reporting step 1, one event per loop iteration (2A to 2E), and
/// step 3.
pub fn remove_dot_segments<'a, O: Observer>(
    head: &'a str,
    tail: &'a str,
    obs: &mut O,
) -> DotFree<'a> {
    let ws = Workspace::new(head, tail);
    obs.on_event(Event::Workspace { head, tail });
    let n = ws.len();
    step1_initialise(n, obs);
    let mut pieces: Vec<Span> = Vec::new();
    let mut split = 0; // the output buffer's length
    let (mut p, mut e) = (0, n);
    while p < e {
        let input = Input { ws: &ws, p, e };
        let len = split + (e - p);
        // Each branch: the step, the change, and the new input.
        let (step, change): (&'static Step, BufferChange) =
            if input.starts_with(b"../") || input.starts_with(b"./") {
                let k = if input.starts_with(b"../") { 3 } else { 2 };
                p += k;
                (
                    &RDS2A,
                    removal(split, len, [Span::new(p - k, p), Span::EMPTY]),
                )
            } else if input.starts_with(b"/./") {
                // "/./" becomes "/": the "/." is deleted, the second slash stays.
                p += 2;
                (
                    &RDS2B,
                    removal(split, len, [Span::new(p - 2, p), Span::EMPTY]),
                )
            } else if input.is(b"/.") {
                // "/." becomes "/": the "." is deleted.
                e = p + 1;
                (
                    &RDS2B,
                    removal(split + 1, len, [Span::new(p + 1, p + 2), Span::EMPTY]),
                )
            } else if input.starts_with(b"/../") {
                // "/../" becomes "/" (the "/.." is deleted), and the last output segment goes with
                // its preceding "/": the two deletions are adjacent in the buffer.
                let popped = pieces.pop().unwrap_or(Span::new(p, p));
                split -= popped.len();
                p += 3;
                let deleted = [popped, Span::new(p - 3, p)];
                (&RDS2C, removal(split, len, deleted))
            } else if input.is(b"/..") {
                step2c_at_end(&ws, &mut pieces, &mut split, &mut p, &mut e, len)
            } else if input.is(b".") || input.is(b"..") {
                let deleted = [Span::new(p, e), Span::EMPTY];
                p = e;
                (&RDS2D, removal(split, len, deleted))
            } else {
                // E: the segment runs from p (its "/", if any) to the next "/" after its first byte.
                let from = if byte(&ws, p) == b'/' { p + 1 } else { p };
                let q = next_slash(&ws, from, e);
                pieces.push(Span::new(p, q));
                let at = split;
                split += q - p;
                p = q;
                let change = BufferChange {
                    at,
                    ..BufferChange::unchanged(len)
                };
                (&RDS2E, change)
            };
        obs.step(step, Outcome::Buffer(change.with_split(split)));
    }
    obs.step(
        &RDS3,
        Outcome::Buffer(BufferChange::unchanged(split).with_split(split)),
    );
    DotFree {
        ws,
        pieces,
        len: split,
    }
}

/// Step 1: "The input buffer is initialized with the now-appended path components and the output
/// buffer is initialized to the empty string."
fn step1_initialise<O: Observer>(n: usize, obs: &mut O) {
    obs.step(
        &RDS1,
        Outcome::Buffer(BufferChange::append(0, Span::new(0, n)).with_split(0)),
    );
}

fn removal(at: usize, len_before: usize, deleted: [Span; 2]) -> BufferChange {
    BufferChange::removal(at, len_before, deleted)
}

/// Rule C when the input buffer is exactly "/..": it becomes "/", and the last output segment
/// goes with its preceding "/" (if any).
///
/// To keep the change one contiguous deletion, the "/" that stays is the popped segment's own
/// slash when it has one (the buffer `…/seg/..` loses `seg/..`). A first segment without a slash
/// (`seg/..` from a relative path) cannot be done that way: the run `seg/..` is replaced by the
/// input's `/`, reported as `inserted: 1`.
fn step2c_at_end(
    ws: &Workspace<'_>,
    pieces: &mut Vec<Span>,
    split: &mut usize,
    p: &mut usize,
    e: &mut usize,
    len: usize,
) -> (&'static Step, BufferChange) {
    let dots = Span::new(*p + 1, *p + 3);
    match pieces.pop() {
        None => {
            *e = *p + 1;
            (&RDS2C, removal(*split + 1, len, [dots, Span::EMPTY]))
        }
        Some(piece) if byte(ws, piece.start) == b'/' => {
            *split -= piece.len();
            *p = piece.start;
            *e = piece.start + 1;
            let seg = Span::new(piece.start + 1, piece.end);
            let slash_dots = Span::new(dots.start - 1, dots.end);
            (&RDS2C, removal(*split + 1, len, [seg, slash_dots]))
        }
        Some(piece) => {
            *split -= piece.len();
            *e = *p + 1;
            let change = BufferChange {
                at: *split,
                removed: piece.len() + 3,
                inserted: 1,
                deleted: [piece, dots],
                revealed: Span::new(*p, *p + 1),
                len: len - piece.len() - 2,
                split: None,
            };
            (&RDS2C, change)
        }
    }
}
