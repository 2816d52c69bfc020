//! The input pane: the Base and Reference fields, in a frame when the screen is tall enough (on
//! a short screen the two rows are all it takes).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::block::pane_block;
use crate::core::tools::relative::shortest::Relative;
use crate::core::tools::relative::shortest::RelativeError;
use crate::tui::action::Focus;
use crate::tui::field::Field;
use crate::tui::layout;
use crate::tui::symbols;
use crate::tui::text;
use crate::tui::theme::Theme;

const LABEL_WIDTH: u16 = 12;

/// The input pane as drawn: the two fields (each holds its text, cursor and undo) and which
/// has focus.
pub struct InputView<'a> {
    pub base: &'a Field,
    pub reference: &'a Field,
    /// In target mode, the reference found to the target the reference field holds.
    pub target: Option<&'a Result<Relative, RelativeError>>,
    /// The focused pane: a field is edited when it has focus.
    pub focus: Focus,
    /// Whether an overlay covers the panes (the frame is not marked focused then).
    pub covered: bool,
    pub theme: &'a Theme,
}

impl InputView<'_> {
    /// Draws the pane; returns where the terminal cursor goes when a field has focus.
    pub fn render(self, area: Rect, buf: &mut Buffer) -> Option<(u16, u16)> {
        let theme = self.theme;
        let title = match self.target {
            None => Line::from(vec![
                Span::raw("Input "),
                Span::styled("(edit: b base · r reference · Esc leave)", theme.dim()),
            ]),
            Some(Ok(found)) => Line::from(vec![
                Span::raw("Target mode: the shortest reference is "),
                Span::styled(text::safe(&found.reference).into_owned(), theme.label()),
                Span::styled(format!(" ({}) · R back", found.form.name()), theme.dim()),
            ]),
            Some(Err(error)) => Line::from(vec![
                Span::raw("Target mode: "),
                Span::styled(text::safe(&error.to_string()).into_owned(), theme.bad()),
            ]),
        };
        if layout::input_bordered(area) {
            let focused = self.focus.is_field() && !self.covered;
            pane_block(title, focused, theme).render(area, buf);
        }
        let (base_row, reference_row) = layout::field_rows(area);
        let a = field(
            theme,
            "Base",
            self.base,
            self.focus == Focus::Base,
            base_row,
            buf,
        );
        let b = field(
            theme,
            if self.target.is_some() {
                "Target"
            } else {
                "Reference"
            },
            self.reference,
            self.focus == Focus::Reference,
            reference_row,
            buf,
        );
        a.or(b)
    }
}

fn field(
    theme: &Theme,
    label: &str,
    field: &Field,
    focused: bool,
    row: Rect,
    buf: &mut Buffer,
) -> Option<(u16, u16)> {
    if row.height == 0 || row.width <= LABEL_WIDTH {
        return None;
    }
    let marker = if focused { symbols::FOCUSED.glyph } else { " " };
    let style = if focused { theme.label() } else { theme.dim() };
    buf.set_stringn(
        row.x,
        row.y,
        format!("{marker} {label}"),
        LABEL_WIDTH as usize,
        style,
    );
    let width = (row.width - LABEL_WIDTH) as usize;
    let (shown, cursor_col) = window(field.value(), focused.then(|| field.cursor()), width);
    buf.set_stringn(
        row.x + LABEL_WIDTH,
        row.y,
        shown,
        width,
        ratatui::style::Style::new(),
    );
    focused.then(|| {
        (
            row.x + LABEL_WIDTH + cursor_col.min(width.saturating_sub(1)) as u16,
            row.y,
        )
    })
}

/// The escaped text visible in a field `width` columns wide, and the cursor's column in it.
/// While the field is edited (`cursor` is the cursor, in characters) the window follows the
/// cursor; otherwise it shows the start, so a long URI keeps its scheme and host in view. A `…`
/// marks each side where text is hidden. Only the characters around the window are looked at,
/// so a megabyte value costs no more than a short one.
pub fn window(value: &str, cursor: Option<usize>, width: usize) -> (String, usize) {
    let width = width.max(3);
    let at = cursor.map_or(0, |c| text::char_to_byte(value, c));
    let escaped = |c: char| {
        let mut s = String::new();
        text::push_shown(&mut s, c);
        s
    };
    // Before the cursor, right to left, while they fit with the cursor's column and, when
    // there is text after the cursor, its `…`; when not all fit, a `…` before them too.
    let trail = usize::from(at < value.len());
    let mut before: Vec<(String, usize)> = Vec::new();
    let mut used = 0;
    let mut cut_before = false;
    for c in value[..at].chars().rev() {
        let e = escaped(c);
        let w = text::width(&e);
        if used + w + 1 + trail > width {
            cut_before = true;
            break;
        }
        used += w;
        before.push((e, w));
    }
    let mut shown = String::new();
    if cut_before {
        while used + 2 + trail > width {
            match before.pop() {
                Some((_, w)) => used -= w,
                None => break,
            }
        }
        shown.push_str(symbols::CUT.glyph);
        used += 1;
    }
    shown.extend(before.into_iter().rev().map(|(e, _)| e));
    let cursor_col = used;
    // After the cursor, to the end of the field; a `…` in the last column when more is left.
    let mut after = String::new();
    let mut after_used = 0;
    let room = width - cursor_col;
    let mut cut_after = false;
    for c in value[at..].chars() {
        let e = escaped(c);
        let w = text::width(&e);
        if after_used + w > room {
            cut_after = true;
            break;
        }
        after_used += w;
        after.push_str(&e);
    }
    if cut_after {
        while after_used + 1 > room {
            match after.pop() {
                Some(c) => after_used -= text::width(c.encode_utf8(&mut [0; 4])),
                None => break,
            }
        }
        after.push_str(symbols::CUT.glyph);
    }
    shown.push_str(&after);
    (shown, cursor_col)
}

#[cfg(test)]
mod tests {
    use super::window;

    #[test]
    fn the_window_follows_the_cursor_and_marks_cuts() {
        assert_eq!(window("abcdef", Some(6), 4), ("…ef".to_string(), 3));
        assert_eq!(window("abcdef", Some(0), 4), ("abc…".to_string(), 0));
        assert_eq!(window("abcdef", Some(3), 5), ("abcd…".to_string(), 3));
        assert_eq!(window("abcdefgh", Some(5), 5), ("…def…".to_string(), 3));
        // An invisible character as its bracketed escape; a typed `\` as itself.
        assert_eq!(window("a\x1bb", Some(3), 20), ("a⟨\\x1b⟩b".to_string(), 8));
        assert_eq!(window("\\x", Some(2), 20), ("\\x".to_string(), 2));
        // Not edited: the start shows.
        assert_eq!(window("http://a/b/c", None, 8), ("http://…".to_string(), 0));
        assert_eq!(window("abc", None, 8), ("abc".to_string(), 0));
    }
}
