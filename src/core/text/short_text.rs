//! Searches in the short texts a library profile splits (a scheme, a host, a path of a few
//! segments): plain byte loops, which beat a searcher's set-up at these lengths. Each looks for
//! an ASCII byte, so every position found is a character boundary.

/// Where `byte` first is in `text`: a byte at a time, or eight at a time from 8 bytes on.
#[inline]
pub(crate) fn find_byte(text: &str, byte: u8) -> Option<usize> {
    let bytes = text.as_bytes();
    if bytes.len() >= 8 {
        return find_byte_by_words(bytes, byte);
    }
    bytes.iter().position(|&b| b == byte)
}

/// `find_byte` eight bytes at a time: a word XORed with `byte` in every lane has a zero lane
/// where `byte` is. `(x - 1…1) & !x & 0x80…80` marks the first zero lane exactly (a borrow can
/// only mark lanes after it), so its lowest set bit, read little-endian, is the position.
fn find_byte_by_words(bytes: &[u8], byte: u8) -> Option<usize> {
    const ONES: u64 = u64::from_le_bytes([1; 8]);
    const HIGH: u64 = u64::from_le_bytes([0x80; 8]);
    let pattern = ONES * u64::from(byte);
    let (words, rest) = bytes.as_chunks::<8>();
    for (i, word) in words.iter().enumerate() {
        let x = u64::from_le_bytes(*word) ^ pattern;
        let zero = x.wrapping_sub(ONES) & !x & HIGH;
        if zero != 0 {
            return Some(i * 8 + (zero.trailing_zeros() / 8) as usize);
        }
    }
    rest.iter()
        .position(|&b| b == byte)
        .map(|j| words.len() * 8 + j)
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
    fn a_byte_is_found_where_it_first_is_at_every_length() {
        for len in 0..40 {
            for at in 0..len {
                for byte in [0u8, b'#', 0x80, 0xff] {
                    let mut text = vec![b'a'; len];
                    text[at] = byte;
                    // A lane just below the byte, to try the borrow.
                    if at + 1 < len {
                        text[at + 1] = byte.wrapping_add(1);
                    }
                    let text = String::from_utf8_lossy(&text).into_owned();
                    assert_eq!(
                        find_byte(&text, byte),
                        text.bytes().position(|b| b == byte),
                        "{len} {at} {byte}"
                    );
                }
            }
            assert_eq!(find_byte(&"a".repeat(len), b'#'), None);
        }
    }

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
