//! A scrolled window on a pane's lines: which lines show from a scroll position, and a `…` mark
//! where lines are hidden above or below, saying how many, so a cut never goes unnoticed: on the
//! pane's border when it has one ([`render_bordered`]), else on a row of its own ([`render`]).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::theme::Theme;
use super::wrap::CUT;

/// The lines of a list that show in a window of `height` rows, and how many are hidden.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Window {
    /// Lines hidden above (a marker row takes the first row when there are any).
    pub above: usize,
    /// The lines shown.
    pub shown: std::ops::Range<usize>,
    /// Lines hidden below (a marker row takes the last row when there are any).
    pub below: usize,
    /// Whether marker rows are drawn (a window of fewer than 3 rows has no room for them).
    pub marked: bool,
}

impl Window {
    /// The window on `len` lines from line `offset` (clamped so the window is full).
    pub fn at(len: usize, offset: usize, height: usize) -> Window {
        if len <= height || height < 3 {
            return Window::unmarked(len, offset, height);
        }
        let offset = offset.min(max_offset(len, height));
        let top = usize::from(offset > 0);
        let mut end = offset + height - top;
        if end < len {
            end -= 1;
        }
        let end = end.min(len);
        Window {
            above: offset,
            shown: offset..end,
            below: len - end,
            marked: true,
        }
    }

    /// The window on `len` lines from line `offset` with no marker rows (the caller says what is
    /// hidden elsewhere).
    pub fn unmarked(len: usize, offset: usize, height: usize) -> Window {
        let start = offset.min(len.saturating_sub(height));
        let end = (start + height).min(len);
        Window {
            above: start,
            shown: start..end,
            below: len - end,
            marked: false,
        }
    }
}

/// The largest useful scroll position for `len` lines in `height` rows: the last lines show,
/// under the marker row.
pub fn max_offset(len: usize, height: usize) -> usize {
    if len <= height {
        0
    } else {
        len + 1 - height.max(1)
    }
}

/// Draws the window of `lines` from `offset` into `area`, with the `…` rows; `hint` follows the
/// count in the lower marker (how to scroll). Returns the window drawn.
pub fn render(
    lines: &[Line<'_>],
    offset: usize,
    area: Rect,
    buf: &mut Buffer,
    theme: &Theme,
    hint: &str,
) -> Window {
    let window = Window::at(lines.len(), offset, area.height as usize);
    render_window(
        &window,
        &lines[window.shown.clone()],
        area,
        buf,
        theme,
        hint,
    );
    window
}

/// Draws `shown`, the lines of `window` (built by a caller that builds only those), with the
/// `…` rows.
pub fn render_window(
    window: &Window,
    shown: &[Line<'_>],
    area: Rect,
    buf: &mut Buffer,
    theme: &Theme,
    hint: &str,
) {
    let mut y = area.y;
    if window.above > 0 && window.marked {
        marker(window.above, "above", "", area, y, buf, theme);
        y += 1;
    }
    for line in shown {
        buf.set_line(area.x, y, line, area.width);
        y += 1;
    }
    if window.below > 0 && window.marked {
        marker(window.below, "below", hint, area, y, buf, theme);
    }
}

/// Draws the window of `lines` from `offset` into `inner`, the inside of a bordered pane: every
/// row shows a line, and the counts of hidden lines go on the border, above on the right of the
/// top border, below on the left of the bottom one. Returns the window drawn.
pub fn render_bordered(
    lines: &[Line<'_>],
    offset: usize,
    inner: Rect,
    buf: &mut Buffer,
    theme: &Theme,
    hint: &str,
) -> Window {
    let window = Window::unmarked(lines.len(), offset, inner.height as usize);
    render_window_bordered(
        &window,
        &lines[window.shown.clone()],
        inner,
        buf,
        theme,
        hint,
    );
    window
}

/// Draws `shown`, the lines of `window`, into `inner` with the counts on the border around it.
pub fn render_window_bordered(
    window: &Window,
    shown: &[Line<'_>],
    inner: Rect,
    buf: &mut Buffer,
    theme: &Theme,
    hint: &str,
) {
    for (y, line) in (inner.y..inner.bottom()).zip(shown) {
        buf.set_line(inner.x, y, line, inner.width);
    }
    let count = |n: usize, side: &str, hint: &str| {
        let plural = if n == 1 { "" } else { "s" };
        format!(" {CUT} {n} more line{plural} {side}{hint} ")
    };
    if window.above > 0 && inner.y > 0 {
        let text = count(window.above, "above", " ↑");
        let width = text.chars().count().min(inner.width as usize) as u16;
        let x = inner.right().saturating_sub(width + 1).max(inner.x);
        buf.set_line(
            x,
            inner.y - 1,
            &Line::from(Span::styled(text, theme.dim())),
            width,
        );
    }
    if window.below > 0 {
        let text = count(window.below, "below", hint);
        buf.set_line(
            inner.x + 1.min(inner.width),
            inner.bottom(),
            &Line::from(Span::styled(text, theme.dim())),
            inner.width.saturating_sub(2),
        );
    }
}

fn marker(n: usize, side: &str, hint: &str, area: Rect, y: u16, buf: &mut Buffer, theme: &Theme) {
    let plural = if n == 1 { "" } else { "s" };
    let text = format!("{CUT} {n} more line{plural} {side}{hint}");
    buf.set_line(
        area.x,
        y,
        &Line::from(Span::styled(text, theme.dim())),
        area.width,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_marks_what_it_hides() {
        // Everything fits.
        assert_eq!(
            Window::at(3, 5, 4),
            Window {
                above: 0,
                shown: 0..3,
                below: 0,
                marked: false
            }
        );
        // From the top: the last row says what is below.
        assert_eq!(
            Window::at(10, 0, 4),
            Window {
                above: 0,
                shown: 0..3,
                below: 7,
                marked: true
            }
        );
        // In the middle: a marker row at each end.
        assert_eq!(
            Window::at(10, 3, 4),
            Window {
                above: 3,
                shown: 3..5,
                below: 5,
                marked: true
            }
        );
        // At the end: the last lines under the marker row.
        assert_eq!(max_offset(10, 4), 7);
        assert_eq!(
            Window::at(10, 99, 4),
            Window {
                above: 7,
                shown: 7..10,
                below: 0,
                marked: true
            }
        );
        assert_eq!(
            Window::unmarked(10, 8, 4),
            Window {
                above: 6,
                shown: 6..10,
                below: 0,
                marked: false
            }
        );
    }
}
