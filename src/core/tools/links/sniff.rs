//! Whether the bytes given as a page are text at all: the MIME Sniffing Standard's rules for
//! distinguishing if a resource is text or binary (§7.2), so that a gzipped page, an image or
//! an executable is refused with its reason instead of read as a page with no links.

/// How many of a resource's first bytes the sniffing reads: its *resource header* (MIME
/// Sniffing §5.2, "read the resource header": at most 1445 bytes).
pub const RESOURCE_HEADER: usize = 1445;

/// Why `header` (a resource's first 1445 bytes, its resource header, or all of it when shorter) is
/// binary data, or `None` when it is text:
///
/// > 1. If length is greater than or equal to 2 and the first 2 bytes of buffer are equal to
/// >    0xFE 0xFF (UTF-16BE BOM) or 0xFF 0xFE (UTF-16LE BOM), return "text/plain".
/// > 2. If length is greater than or equal to 3 and the first 3 bytes of buffer are equal to
/// >    0xEF 0xBB 0xBF (UTF-8 BOM), return "text/plain".
/// > 3. If the resource header contains no binary data bytes, return "text/plain".
///
/// ```
/// use uriscope::web::links::binary_reason;
/// assert_eq!(binary_reason(b"<a href=x>"), None);
/// assert!(binary_reason(b"\x1f\x8b\x08\x00").unwrap().contains("gzip"));
/// ```
pub fn binary_reason(header: &[u8]) -> Option<String> {
    let header = &header[..header.len().min(RESOURCE_HEADER)];
    if header.starts_with(&[0xFE, 0xFF])
        || header.starts_with(&[0xFF, 0xFE])
        || header.starts_with(&[0xEF, 0xBB, 0xBF])
    {
        return None;
    }
    let at = header.iter().position(|&b| is_binary_data_byte(b))?;
    let what = KNOWN_SIGNATURES
        .iter()
        .find(|(signature, _)| header.starts_with(signature))
        .map_or(String::new(), |(_, what)| {
            format!("; it starts like {what}")
        });
    Some(format!(
        "the page is binary data, not HTML: byte {at} is 0x{:02X}, a binary data byte (MIME \
         Sniffing §7.2, the rules for distinguishing if a resource is text or binary){what}",
        header[at]
    ))
}

/// "A binary data byte is a byte in the range 0x00 to 0x08 (NUL to BS), the byte 0x0B (VT), a
/// byte in the range 0x0E to 0x1A (SO to SUB), or a byte in the range 0x1C to 0x1F (FS to
/// US)" (MIME Sniffing §3).
fn is_binary_data_byte(byte: u8) -> bool {
    matches!(byte, 0x00..=0x08 | 0x0B | 0x0E..=0x1A | 0x1C..=0x1F)
}

/// The signatures of what is most often given by mistake, with what to do about it (MIME
/// Sniffing §6.1 and §6.3's patterns).
const KNOWN_SIGNATURES: &[(&[u8], &str)] = &[
    (
        &[0x1F, 0x8B, 0x08],
        "a gzip file, a page saved compressed: decompress it first (gunzip, or curl \
         --compressed)",
    ),
    (b"PK\x03\x04", "a ZIP archive"),
    (b"\x89PNG\r\n\x1A\n", "a PNG image"),
    (b"\xFF\xD8\xFF", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"%PDF-", "a PDF document"),
    (b"\x7FELF", "an ELF executable"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_with_or_without_a_byte_order_mark_is_text() {
        assert_eq!(binary_reason(b""), None);
        assert_eq!(binary_reason(b"<p>\t\r\n\x0C\x1B</p>"), None);
        // UTF-16 text holds NUL bytes, but its byte order mark says it is text.
        assert_eq!(binary_reason(b"\xFF\xFE<\x00a\x00>\x00"), None);
        assert_eq!(binary_reason(b"\xFE\xFF\x00<\x00a"), None);
        assert_eq!(binary_reason(b"\xEF\xBB\xBF<a>\x00"), None);
    }

    #[test]
    fn a_binary_data_byte_in_the_header_makes_it_binary_and_is_named() {
        let why = binary_reason(b"<html>\x00").unwrap();
        assert!(why.contains("byte 6 is 0x00"), "{why}");
        assert!(!why.contains("starts like"), "{why}");
        let why = binary_reason(b"\x1F\x8B\x08\x00\x00").unwrap();
        assert!(why.contains("byte 0 is 0x1F"), "{why}");
        assert!(why.contains("a gzip file"), "{why}");
        let why = binary_reason(b"\x89PNG\r\n\x1A\n\x00\x00").unwrap();
        assert!(why.contains("a PNG image"), "{why}");
    }

    #[test]
    fn only_the_resource_header_is_read() {
        let mut page = vec![b' '; RESOURCE_HEADER];
        page.push(0);
        assert_eq!(binary_reason(&page), None);
        page[RESOURCE_HEADER - 1] = 0x01;
        assert!(binary_reason(&page).is_some());
    }
}
