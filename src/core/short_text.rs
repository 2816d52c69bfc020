//! Searches in the short texts a library profile splits (a scheme, a host, a path of a few
//! segments): plain byte loops, which beat a searcher's set-up at these lengths. Each looks for
//! an ASCII byte, so every position found is a character boundary.

/// Where `byte` first is in `text`.
#[inline]
pub(crate) fn find_byte(text: &str, byte: u8) -> Option<usize> {
    text.bytes().position(|b| b == byte)
}

/// Where `byte` last is in `text`.
#[inline]
pub(crate) fn rfind_byte(text: &str, byte: u8) -> Option<usize> {
    text.bytes().rposition(|b| b == byte)
}

/// `text` cut at the first `byte`, which neither part keeps.
#[inline]
pub(crate) fn split_at_byte(text: &str, byte: u8) -> Option<(&str, &str)> {
    find_byte(text, byte).map(|i| (&text[..i], &text[i + 1..]))
}

/// `text.split(byte)`: every piece between the bytes, empty ones included.
pub(crate) fn split_on(text: &str, byte: u8) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let text = rest?;
        match find_byte(text, byte) {
            Some(i) => {
                rest = Some(&text[i + 1..]);
                Some(&text[..i])
            }
            None => {
                rest = None;
                Some(text)
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_those_of_str_split() {
        for text in ["", "/", "a", "/a/b/", "a//b", "é/ü/", "//"] {
            let ours: Vec<&str> = split_on(text, b'/').collect();
            let std: Vec<&str> = text.split('/').collect();
            assert_eq!(ours, std, "{text:?}");
        }
        assert_eq!(split_at_byte("a#b#c", b'#'), Some(("a", "b#c")));
        assert_eq!(find_byte("abc", b'z'), None);
    }
}
