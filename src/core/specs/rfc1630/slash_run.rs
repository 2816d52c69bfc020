//! The two readings of RFC 1630's slash-run rule ("Partial (relative) form": "everything from
//! the context URI up to (but not including) the first occurrence of exactly the same number of
//! consecutive slashes which has no greater number of consecutive slashes anywhere to the right
//! of it is taken to be the same").
//!
//! A "run" is a maximal sequence of consecutive slashes. Both readings scan in one pass.

/// The maximal slash runs of `text`, as `(start, length)`, left to right.
pub fn runs(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let bytes = text.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        let start = at + bytes[at..].iter().position(|&b| b == b'/')?;
        let len = bytes[start..].iter().take_while(|&&b| b == b'/').count();
        at = start + len;
        Some((start, len))
    })
}

/// The number of slashes a partial URI starts with.
pub fn leading_slashes(partial: &str) -> usize {
    partial.bytes().take_while(|&b| b == b'/').count()
}

/// Reading A (matches all five RFC examples): the start of the first run, from the left, of
/// exactly `n` slashes.
pub fn reading_a(context: &str, n: usize) -> Option<usize> {
    runs(context)
        .find(|&(_, len)| len == n)
        .map(|(start, _)| start)
}

/// Reading B (the literal wording): the start of the first run of exactly `n` slashes "which has
/// no greater number of consecutive slashes anywhere to the right of it".
pub fn reading_b(context: &str, n: usize) -> Option<usize> {
    let all: Vec<(usize, usize)> = runs(context).collect();
    // longest[i]: the longest run strictly to the right of run i.
    let mut longest = vec![0; all.len()];
    for i in (0..all.len().saturating_sub(1)).rev() {
        longest[i] = longest[i + 1].max(all[i + 1].1);
    }
    all.iter()
        .zip(longest)
        .find(|&(&(_, len), right)| len == n && right <= n)
        .map(|(&(start, _), _)| start)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// rfc1630.md section 3.1: the runs of `magic://a/b/c//d/e/f` and what each reading takes.
    #[test]
    fn readings_on_the_rfc_context() {
        let context = "magic://a/b/c//d/e/f";
        let lens: Vec<usize> = runs(context).map(|(_, len)| len).collect();
        assert_eq!(lens, [2, 1, 1, 2, 1, 1]);
        // `/g`: Reading A takes the slash after `a`, Reading B the one after `d`.
        assert_eq!(&context[..reading_a(context, 1).unwrap()], "magic://a");
        assert_eq!(
            &context[..reading_b(context, 1).unwrap()],
            "magic://a/b/c//d"
        );
        // `//g`: both take the run after `magic:`.
        assert_eq!(&context[..reading_a(context, 2).unwrap()], "magic:");
        assert_eq!(&context[..reading_b(context, 2).unwrap()], "magic:");
        assert_eq!(reading_a(context, 3), None);
    }
}
