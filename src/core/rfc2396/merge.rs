//! Step 6: merging a relative path with the base path.
//!
//! The text describes string rewriting; each function here does what its sentence says on a
//! segment list instead, in one linear pass, and reports every removal the rewriting would make,
//! in the same order. `tests/rfc2396_literal.rs` checks the two readings agree on random paths.

use super::steps::*;
use crate::core::workspace::{Seg, SegStack, Workspace};
use crate::core::{AboveRoot, BufferChange, Error, Observer, Outcome, Span, Spec};

/// The buffer during step 6: the workspace, its kept segments, and its length.
pub(super) struct Buffer<'a> {
    pub ws: Workspace<'a>,
    pub segs: SegStack,
    pub len: usize,
}

impl Buffer<'_> {
    #[inline(always)]
    fn is(&self, i: usize, s: &str) -> bool {
        self.ws.is(&self.segs[i], s)
    }

    /// Is the kept segment `i` a `<segment>` that 6e/6f may remove: a complete path segment not
    /// equal to ".."? The empty string before a leading "/" is not a segment.
    fn removable(&self, i: usize) -> bool {
        !(self.is(i, "..") || (i == 0 && self.segs[0].span.is_empty()))
    }

    /// The span of segment `i` followed by its slash.
    fn with_slash(&self, i: usize) -> Span {
        Span::new(self.segs[i].span.start, self.segs[i].span.end + 1)
    }

    fn remove<O: Observer>(
        &mut self,
        obs: &mut O,
        step: &'static crate::core::Step,
        at: usize,
        deleted: [Span; 2],
    ) {
        let change = BufferChange::removal(at, self.len, deleted);
        self.len = change.len;
        obs.step(step, Outcome::Buffer(change));
    }

    fn unchanged<O: Observer>(
        &self,
        obs: &mut O,
        step: &'static crate::core::Step,
        why: &'static str,
    ) {
        obs.step(step, Outcome::Decision(why));
        obs.step(step, Outcome::Buffer(BufferChange::unchanged(self.len)));
    }
}

/// Step 6a: "All but the last segment of the base URI's path component is copied to the buffer. In
/// other words, any characters after the last (right-most) slash character, if any, are
/// excluded." Step 6b: "The reference's path component is appended to the buffer string."
///
/// Returns the buffer after 6b. `head` is what 6a copies (the caller decides what an empty base
/// path gives).
#[inline(always)]
pub(super) fn copy_and_append<'a, O: Observer>(
    head: &'a str,
    tail: &'a str,
    obs: &mut O,
) -> Buffer<'a> {
    let ws = Workspace::new(head, tail);
    obs.on_event(crate::core::Event::Workspace { head, tail });
    obs.step(
        &S6A,
        Outcome::Decision("the base path up to and including its last slash is copied"),
    );
    obs.step(
        &S6A,
        Outcome::Buffer(BufferChange::append(0, Span::new(0, head.len()))),
    );
    obs.step(&S6B, Outcome::Decision("the reference path is appended"));
    obs.step(
        &S6B,
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

/// Step 6c: "All occurrences of "./", where "." is a complete path segment, are removed from the
/// buffer string."
pub(super) fn remove_dot_slash<O: Observer>(buf: &mut Buffer<'_>, obs: &mut O) {
    let last = buf.segs.len() - 1;
    let mut kept = 0;
    let mut off = 0;
    let mut removed_any = false;
    for i in 0..buf.segs.len() {
        let seg = buf.segs[i];
        if i < last && buf.ws.is(&seg, ".") {
            if !removed_any && O::ENABLED {
                obs.step(&S6C, Outcome::Decision("a `./` is removed"));
            }
            removed_any = true;
            buf.remove(
                obs,
                &S6C,
                off,
                [Span::new(seg.span.start, seg.span.end + 1), Span::EMPTY],
            );
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
        buf.unchanged(obs, &S6C, "no `./` as a complete segment: unchanged");
    }
}

/// Step 6d: "If the buffer string ends with "." as a complete path segment, that "." is removed."
pub(super) fn remove_final_dot<O: Observer>(buf: &mut Buffer<'_>, obs: &mut O) {
    let last = buf.segs.len() - 1;
    if buf.is(last, ".") {
        obs.step(
            &S6D,
            Outcome::Decision("the buffer ends with `.` as a complete segment: removed"),
        );
        let seg = buf.segs[last];
        buf.remove(obs, &S6D, seg.off, [seg.span, Span::EMPTY]);
        buf.segs[last].span = Span::new(seg.span.start, seg.span.start);
    } else {
        buf.unchanged(
            obs,
            &S6D,
            "the buffer does not end with `.` as a complete segment: unchanged",
        );
    }
}

/// Step 6e: "All occurrences of "<segment>/../", where <segment> is a complete path segment not
/// equal to "..", are removed from the buffer string. Removal of these path segments is
/// performed iteratively, removing the leftmost matching pattern on each iteration, until no
/// matching pattern remains."
///
/// A stack: the kept segments never hold a match, so the leftmost match is always the top of
/// the stack followed by the next `../`, and popping reproduces the iterations in order.
pub(super) fn remove_segment_dotdot<O: Observer>(buf: &mut Buffer<'_>, obs: &mut O) {
    let n = buf.segs.len();
    let mut top = 0; // kept segments are buf.segs[..top]
    let mut removed_any = false;
    for r in 0..n {
        let seg = buf.segs[r];
        let followed_by_slash = r + 1 < n;
        if followed_by_slash && top > 0 && buf.ws.is(&seg, "..") && buf.removable(top - 1) {
            if !removed_any && O::ENABLED {
                obs.step(&S6E, Outcome::Decision("`<segment>/../` found: the leftmost is removed, then the search starts again"));
            }
            removed_any = true;
            top -= 1;
            let at = buf.segs[top].off;
            let deleted = [
                buf.with_slash(top),
                Span::new(seg.span.start, seg.span.end + 1),
            ];
            buf.remove(obs, &S6E, at, deleted);
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
        obs.step(&S6E, Outcome::Decision("no `<segment>/../` remains"));
    } else {
        buf.unchanged(
            obs,
            &S6E,
            "no `<segment>/../` with <segment> not `..`: unchanged",
        );
    }
}

/// Step 6f: "If the buffer string ends with "<segment>/..", where <segment> is a complete path
/// segment not equal to "..", that "<segment>/.." is removed."
pub(super) fn remove_final_segment_dotdot<O: Observer>(buf: &mut Buffer<'_>, obs: &mut O) {
    let n = buf.segs.len();
    if n >= 2 && buf.is(n - 1, "..") && buf.removable(n - 2) {
        obs.step(
            &S6F,
            Outcome::Decision("the buffer ends with `<segment>/..`: removed"),
        );
        let prev = buf.segs[n - 2];
        let deleted = [buf.with_slash(n - 2), buf.segs[n - 1].span];
        buf.remove(obs, &S6F, prev.off, deleted);
        // What is left ends with the slash before <segment>: an empty last segment.
        buf.segs[n - 2].span = Span::new(prev.span.start, prev.span.start);
        buf.segs.truncate(n - 1);
    } else {
        buf.unchanged(
            obs,
            &S6F,
            "the buffer does not end with `<segment>/..`: unchanged",
        );
    }
}

/// Step 6g: "If the resulting buffer string still begins with one or more complete path segments of
/// "..", then the reference is considered to be in error. Implementations may handle this error
/// by retaining these components in the resolved path (i.e., treating them as part of the final
/// URI), by removing them from the resolved path (i.e., discarding relative levels above the
/// root), or by avoiding traversal of the reference."
pub(super) fn leading_dotdot<O: Observer>(
    buf: &mut Buffer<'_>,
    handling: AboveRoot,
    obs: &mut O,
) -> Result<(), Error> {
    // The empty string before a leading "/" is not a segment: skip it.
    let first = usize::from(buf.segs[0].span.is_empty() && buf.segs.len() > 1);
    let count = buf.segs[first..]
        .iter()
        .take_while(|s| buf.ws.is(s, ".."))
        .count();
    if count == 0 {
        buf.unchanged(
            obs,
            &S6G,
            "the buffer does not begin with a `..` segment: unchanged",
        );
        return Ok(());
    }
    match handling {
        AboveRoot::Keep => {
            obs.step(
                &S6G,
                Outcome::Decision("begins with `..`: in error; handling `keep` retains them"),
            );
            obs.step(&S6G, Outcome::Warning(&ABOVE_ROOT_KEPT));
            obs.step(&S6G, Outcome::Buffer(BufferChange::unchanged(buf.len)));
            Ok(())
        }
        AboveRoot::Remove => {
            obs.step(
                &S6G,
                Outcome::Decision("begins with `..`: in error; handling `remove` discards them"),
            );
            let at = buf.segs[first].off;
            let end = first + count;
            for i in first..end {
                // Each ".." goes with its following slash; a final ".." leaves the slash before it.
                let deleted = if i + 1 < buf.segs.len() {
                    buf.with_slash(i)
                } else {
                    buf.segs[i].span
                };
                buf.remove(obs, &S6G, at, [deleted, Span::EMPTY]);
            }
            if end == buf.segs.len() {
                let start = buf.segs[end - 1].span.start;
                buf.segs[first] = Seg {
                    span: Span::new(start, start),
                    off: at,
                };
                buf.segs.truncate(first + 1);
            } else {
                let shift = buf.segs[end].off - at;
                buf.segs.remove_range(first, end);
                for seg in &mut buf.segs[first..] {
                    seg.off -= shift;
                }
            }
            Ok(())
        }
        AboveRoot::Reject => {
            obs.step(
                &S6G,
                Outcome::Decision("begins with `..`: in error; handling `reject` avoids traversal"),
            );
            let mut path = String::with_capacity(buf.len);
            buf.ws.write(&buf.segs, &mut path);
            Err(Error::AboveRoot {
                spec: Spec::Rfc2396,
                path,
                segments: count,
            })
        }
    }
}

/// Step 6h: "The remaining buffer string is the reference URI's new path component."
pub(super) fn finish<O: Observer>(buf: &Buffer<'_>, obs: &mut O) {
    obs.step(&S6H, Outcome::Decision("the buffer is the new path"));
    obs.step(&S6H, Outcome::Buffer(BufferChange::unchanged(buf.len)));
}

/// Steps 6c to 6g in one left-to-right pass, for an observer that records nothing.
///
/// The same decisions as the functions above, on the same segment stack, but written straight
/// into `out`: with nobody watching, 6c's `./` and 6e's `<segment>/../` can be removed as they
/// are met, since a `.` never enters the stack and the stack a `..` meets is the same either way.
/// A final `.` (6d) and a final `..` (6f) become an empty last segment. 6g then looks at the
/// start of what was written. `tests/rfc2396_literal.rs` checks this against the literal string
/// rewriting and against the traced version on random paths.
pub(super) fn merge_untraced(
    head: &str,
    tail: &str,
    handling: AboveRoot,
    out: &mut String,
) -> Result<(), Error> {
    let p0 = out.len();
    let mut stack = OutStack {
        p0,
        kept_out: 0,
        src: "",
        run: 0..0,
        run_len: 0,
    };
    // `head` is empty or ends with `/`, so no segment straddles it and `tail`.
    if let Some(head) = head.strip_suffix('/') {
        stack.walk(head, false, out);
    }
    stack.walk(tail, true, out);
    stack.flush(out);

    let path = &out[p0..];
    let first = usize::from(path.starts_with('/'));
    let count = path[first..]
        .split('/')
        .take_while(|s| is_dotdot(s))
        .count();
    if count == 0 || handling == AboveRoot::Keep {
        return Ok(());
    }
    if handling == AboveRoot::Reject {
        return Err(Error::AboveRoot {
            spec: Spec::Rfc2396,
            path: path.to_string(),
            segments: count,
        });
    }
    let start = p0 + first;
    let end = start + 3 * count;
    if end > out.len() {
        // Nothing but `..` after the root: an empty path (or the root's `/`) remains.
        out.truncate(start);
    } else {
        out.replace_range(start..end, "");
    }
    Ok(())
}

/// The kept segments of [`merge_untraced`]: those already written to `out` (after `p0`), then a
/// run of the current source text not copied yet, so that consecutive kept segments are copied
/// in one piece (a long base path is one copy, not one per segment).
struct OutStack<'s> {
    p0: usize,
    /// Segments written to `out`.
    kept_out: usize,
    /// The text being walked, and the run `src[run]` of `run_len` kept segments not yet written.
    src: &'s str,
    run: std::ops::Range<usize>,
    run_len: usize,
}

impl<'s> OutStack<'s> {
    /// Feeds every `/`-separated segment of `src` (`last`: `src` ends the buffer).
    #[inline(always)]
    fn walk(&mut self, src: &'s str, last: bool, out: &mut String) {
        self.flush(out);
        self.src = src;
        if !src.as_bytes().contains(&b'.') {
            // No `.` byte, so no `.` or `..` segment: every segment is kept, as one run.
            self.run = 0..src.len();
            self.run_len = 1 + src.bytes().filter(|&b| b == b'/').count();
            return;
        }
        let mut start = 0;
        for (i, &b) in src.as_bytes().iter().enumerate() {
            if b == b'/' {
                self.segment(start, i, false, out);
                start = i + 1;
            }
        }
        self.segment(start, src.len(), last, out);
    }

    #[inline(always)]
    fn segment(&mut self, a: usize, b: usize, last: bool, out: &mut String) {
        let segment = &self.src.as_bytes()[a..b];
        if is_dot_bytes(segment) {
            // 6c removes a `./`; 6d leaves an empty last segment for a final `.`.
            if last {
                self.push_empty(out);
            }
        } else if is_dotdot_bytes(segment) && self.removable_top(out) {
            // 6e removes `<segment>/../`; 6f leaves an empty last segment for `<segment>/..`.
            self.pop(out);
            if last {
                self.push_empty(out);
            }
        } else {
            self.push(a, b, out);
        }
    }

    #[inline(always)]
    fn push(&mut self, a: usize, b: usize, out: &mut String) {
        if self.run_len > 0 && a == self.run.end + 1 {
            self.run.end = b;
        } else {
            self.flush(out);
            self.run = a..b;
        }
        self.run_len += 1;
    }

    fn push_empty(&mut self, out: &mut String) {
        self.flush(out);
        if self.kept_out > 0 {
            out.push('/');
        }
        self.kept_out += 1;
    }

    #[inline(always)]
    fn flush(&mut self, out: &mut String) {
        if self.run_len > 0 {
            if self.kept_out > 0 {
                out.push('/');
            }
            out.push_str(&self.src[self.run.clone()]);
            self.kept_out += self.run_len;
            self.run_len = 0;
        }
    }

    /// Is there a top segment, and is it a `<segment>` 6e/6f may remove: not `..`, and not the
    /// empty string before a leading `/` (the bottom of the stack when it is empty)?
    #[inline(always)]
    fn removable_top(&self, out: &str) -> bool {
        let top: &[u8] = if self.run_len > 0 {
            let run = &self.src.as_bytes()[self.run.clone()];
            let start = run.iter().rposition(|&b| b == b'/').map_or(0, |i| i + 1);
            &run[start..]
        } else if self.kept_out > 0 {
            &out.as_bytes()[top_start(out, self.p0)..]
        } else {
            return false;
        };
        !(is_dotdot_bytes(top) || (self.kept_out + self.run_len == 1 && top.is_empty()))
    }

    #[inline(always)]
    fn pop(&mut self, out: &mut String) {
        if self.run_len > 0 {
            let run = &self.src.as_bytes()[self.run.clone()];
            self.run.end = match run.iter().rposition(|&b| b == b'/') {
                Some(slash) => self.run.start + slash,
                None => self.run.start,
            };
            self.run_len -= 1;
        } else {
            let start = top_start(out, self.p0);
            out.truncate(if self.kept_out > 1 {
                start - 1
            } else {
                self.p0
            });
            self.kept_out -= 1;
        }
    }
}

#[inline(always)]
fn is_dot_bytes(segment: &[u8]) -> bool {
    segment.len() == 1 && segment[0] == b'.'
}

/// Byte tests rather than `==` on strings, which would call `memcmp` for every segment.
#[inline(always)]
fn is_dotdot_bytes(segment: &[u8]) -> bool {
    segment.len() == 2 && segment[0] == b'.' && segment[1] == b'.'
}

#[inline(always)]
fn is_dotdot(segment: &str) -> bool {
    is_dotdot_bytes(segment.as_bytes())
}

/// Where the top written segment starts in `out`.
#[inline(always)]
fn top_start(out: &str, p0: usize) -> usize {
    out[p0..].rfind('/').map_or(p0, |slash| p0 + slash + 1)
}
