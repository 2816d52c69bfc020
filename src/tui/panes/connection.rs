//! Where a client connects for its result, as one line of a pane: the result pane's and the
//! compare view's.

use ratatui::text::{Line, Span};

use crate::core::vocabulary::connection::Connection;
use crate::tui::symbols;
use crate::tui::text::safe;
use crate::tui::theme::Theme;

/// Where a client connects for its result, as it parses it: `connects to good.com:443 as
/// user `evil.com\``, or why its parser refuses the result.
pub fn connection_line(to: &Result<Connection, String>, theme: &Theme) -> Line<'static> {
    match to {
        Ok(connection) => Line::from(vec![
            Span::styled("connects to ", theme.dim()),
            Span::raw(safe(&connection.to_string()).into_owned()),
        ]),
        Err(why) => Line::from(Span::styled(
            symbols::FAILED.before(format!("connects nowhere: {}", safe(why))),
            theme.bad(),
        )),
    }
}
