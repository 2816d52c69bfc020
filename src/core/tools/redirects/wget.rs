//! What wget does with a redirect, as its own log says it: uriscope reads wget's answer and does
//! not replay its merge.

use super::paste::Exchange;

/// wget's answer, as its log shows it: the URL it requested next, or its words where it
/// stopped.
pub(super) fn wget_step(exchange: &Exchange) -> Option<Result<String, String>> {
    match (&exchange.wget_next, &exchange.stopped) {
        (Some(next), _) => Some(Ok(next.clone())),
        (None, Some(words)) => Some(Err(format!(
            "wget said `{words}` (src/retr.c, retrieve_url: --max-redirect, 20 unless given)"
        ))),
        (None, None) => None,
    }
}
