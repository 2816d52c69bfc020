//! A library's release as its users write it (`3.11`, `1.22.3`, `8.1.0`), read into numbers
//! for the profiles' versions.

/// The numbers of `major.minor` or `major.minor.patch`, each of one to three digits and at
/// most 255; `None` for anything else.
pub(crate) fn release_numbers(text: &str) -> Option<(u8, u8, Option<u8>)> {
    let mut numbers = text.split('.').map(|n| {
        (!n.is_empty() && n.len() <= 3 && n.bytes().all(|b| b.is_ascii_digit()))
            .then(|| n.parse::<u8>().ok())
            .flatten()
    });
    let (Some(Some(major)), Some(Some(minor))) = (numbers.next(), numbers.next()) else {
        return None;
    };
    let patch = match numbers.next() {
        None => None,
        Some(Some(patch)) => Some(patch),
        Some(None) => return None,
    };
    numbers.next().is_none().then_some((major, minor, patch))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_or_three_small_numbers_are_a_release() {
        assert_eq!(release_numbers("3.11"), Some((3, 11, None)));
        assert_eq!(release_numbers("8.1.0"), Some((8, 1, Some(0))));
        for wrong in [
            "3", "3.", ".3", "3.x", "3.11.4.1", "3.1111", "3.256", "+3.1", "",
        ] {
            assert_eq!(release_numbers(wrong), None, "{wrong}");
        }
    }
}
