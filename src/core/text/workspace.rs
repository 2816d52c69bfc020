//! The text a path algorithm works on: the part of the base path it keeps, then the reference
//! path (`head ⧺ tail`), never concatenated.

/// `head` followed by `tail`, where `head` is empty or ends with `/` so that no segment
/// straddles the two.
#[derive(Clone, Copy, Debug)]
pub struct Workspace<'a> {
    /// The part of the base path the algorithm keeps (RFC 2396 step 6a).
    pub head: &'a str,
    /// The reference path (step 6b).
    pub tail: &'a str,
}

/// One `/`-separated piece of a workspace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece<'a> {
    /// Where it starts in the workspace.
    pub start: usize,
    /// Its text, without slashes.
    pub text: &'a str,
    /// Whether a `/` follows it (every piece but the last).
    pub slash: bool,
}

impl Piece<'_> {
    /// Where it ends in the workspace (its slash not included).
    pub fn end(&self) -> usize {
        self.start + self.text.len()
    }

    /// Is it exactly `.`?
    pub fn is_dot(&self) -> bool {
        self.text == "."
    }

    /// Is it exactly `..`?
    pub fn is_dotdot(&self) -> bool {
        self.text == ".."
    }
}

impl<'a> Workspace<'a> {
    /// `head` must be empty or end with `/`.
    pub fn new(head: &'a str, tail: &'a str) -> Self {
        assert!(
            head.is_empty() || head.ends_with('/'),
            "a workspace head ends with a slash"
        );
        Workspace { head, tail }
    }

    /// Its length in bytes.
    pub fn len(&self) -> usize {
        self.head.len() + self.tail.len()
    }

    /// Does it hold a `.` anywhere? Without one, no piece is `.` or `..`.
    pub fn has_dot(&self) -> bool {
        // Byte loops: paths are short, and `contains` goes through a generic searcher.
        let dot = |text: &str| text.bytes().any(|b| b == b'.');
        dot(self.head) || dot(self.tail)
    }

    /// The `/`-separated pieces, in order. The piece before a leading `/` is included (as an
    /// empty piece); callers decide whether it counts as a segment.
    pub fn pieces(&self) -> Pieces<'a> {
        Pieces {
            text: self.head,
            rest: Some(self.tail),
            offset: 0,
            from: 0,
            done: false,
        }
    }
}

/// The pieces of a [`Workspace`], left to right: a byte scan for `/` in `head`, then in `tail`
/// (the head ends with its slash, so no piece straddles the two).
#[derive(Clone, Debug)]
pub struct Pieces<'a> {
    /// The part being scanned, and the one after it, if any.
    text: &'a str,
    rest: Option<&'a str>,
    /// Where `text` starts in the workspace, and where the next piece starts in `text`.
    offset: usize,
    from: usize,
    done: bool,
}

impl<'a> Iterator for Pieces<'a> {
    type Item = Piece<'a>;

    #[inline]
    fn next(&mut self) -> Option<Piece<'a>> {
        if self.done {
            return None;
        }
        if self.from == self.text.len()
            && let Some(tail) = self.rest.take()
        {
            // The head is used up (it ends with a slash): the tail's pieces follow.
            self.offset += self.text.len();
            self.text = tail;
            self.from = 0;
        }
        let from = self.from;
        let bytes = &self.text.as_bytes()[from..];
        let (len, slash) = match bytes.iter().position(|&b| b == b'/') {
            Some(len) => (len, true),
            // Only the tail ends without a slash: this is the last piece.
            None => {
                self.done = self.rest.is_none();
                (bytes.len(), false)
            }
        };
        self.from = from + len + usize::from(slash);
        Some(Piece {
            start: self.offset + from,
            text: &self.text[from..from + len],
            slash,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_carry_their_offsets_and_slashes() {
        let ws = Workspace::new("/a/", "./../b.");
        let pieces: Vec<(usize, &str, bool)> =
            ws.pieces().map(|p| (p.start, p.text, p.slash)).collect();
        assert_eq!(
            pieces,
            [
                (0, "", true),
                (1, "a", true),
                (3, ".", true),
                (5, "..", true),
                (8, "b.", false)
            ]
        );
    }

    #[test]
    fn an_empty_head_gives_only_the_tail() {
        let ws = Workspace::new("", "a//b");
        let texts: Vec<&str> = ws.pieces().map(|p| p.text).collect();
        assert_eq!(texts, ["a", "", "b"]);
        let ws = Workspace::new("/", "");
        let texts: Vec<&str> = ws.pieces().map(|p| p.text).collect();
        assert_eq!(texts, ["", ""]);
    }
}
