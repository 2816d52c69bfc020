//! The segment lists of `urljoin`'s merge, kept on the stack while short: a merge of the 42
//! references of RFC 3986 §5.4 allocates nothing for them.

/// A list of `&str` segments: inline up to `INLINE`, then on the heap.
pub(super) struct SegmentList<'a> {
    inline: [&'a str; INLINE],
    len: usize,
    heap: Vec<&'a str>,
}

const INLINE: usize = 24;

impl<'a> SegmentList<'a> {
    pub(super) fn new() -> Self {
        SegmentList {
            inline: [""; INLINE],
            len: 0,
            heap: Vec::new(),
        }
    }

    pub(super) fn push(&mut self, segment: &'a str) {
        if self.heap.is_empty() && self.len < INLINE {
            self.inline[self.len] = segment;
            self.len += 1;
            return;
        }
        if self.heap.is_empty() {
            self.heap.extend_from_slice(&self.inline[..self.len]);
        }
        self.heap.push(segment);
    }

    pub(super) fn extend(&mut self, segments: impl Iterator<Item = &'a str>) {
        segments.for_each(|segment| self.push(segment));
    }

    pub(super) fn as_slice(&self) -> &[&'a str] {
        if self.heap.is_empty() {
            &self.inline[..self.len]
        } else {
            &self.heap
        }
    }

    pub(super) fn as_mut_slice(&mut self) -> &mut [&'a str] {
        if self.heap.is_empty() {
            &mut self.inline[..self.len]
        } else {
            &mut self.heap
        }
    }

    pub(super) fn truncate(&mut self, len: usize) {
        if self.heap.is_empty() {
            self.len = self.len.min(len);
        } else {
            self.heap.truncate(len);
        }
    }

    pub(super) fn len(&self) -> usize {
        self.as_slice().len()
    }

    pub(super) fn last(&self) -> Option<&'a str> {
        self.as_slice().last().copied()
    }

    pub(super) fn pop(&mut self) {
        let len = self.len();
        self.truncate(len.saturating_sub(1));
    }

    /// `'/'.join(segments)` into `out`.
    pub(super) fn join_into(&self, out: &mut String) {
        for (i, segment) in self.as_slice().iter().enumerate() {
            if i > 0 {
                out.push('/');
            }
            out.push_str(segment);
        }
    }

    pub(super) fn joined(&self) -> String {
        let mut out = String::new();
        self.join_into(&mut out);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_list_spills_to_the_heap_in_order() {
        let words: Vec<String> = (0..60).map(|i| i.to_string()).collect();
        let mut list = SegmentList::new();
        list.extend(words.iter().map(String::as_str));
        assert_eq!(list.len(), 60);
        assert_eq!(list.joined(), words.join("/"));
        list.truncate(30);
        list.pop();
        assert_eq!(list.last(), Some("28"));
        let mut short = SegmentList::new();
        short.extend(["a", "b"].into_iter());
        short.pop();
        assert_eq!(short.joined(), "a");
    }
}
