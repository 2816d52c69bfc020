//! Where each pane goes: one function used for drawing and for mouse hit-testing.

use ratatui::layout::{Constraint, Layout, Rect};

use super::action::Focus;

/// Below this the explorer shows the "too small" screen.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Areas {
    pub header: Rect,
    pub input: Rect,
    pub components: Rect,
    pub trace: Rect,
    pub result: Rect,
    pub status: Rect,
}

pub fn fits(area: Rect) -> bool {
    area.width >= MIN_WIDTH && area.height >= MIN_HEIGHT
}

/// The panes of a screen at least [`MIN_WIDTH`]×[`MIN_HEIGHT`].
pub fn areas(area: Rect) -> Areas {
    let result_height = if area.height >= 34 { 9 } else { 6 };
    let [header, input, middle, result, status] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(4),
        Constraint::Min(8),
        Constraint::Length(result_height),
        Constraint::Length(1),
    ])
    .areas(area);
    let [components, trace] =
        Layout::horizontal([Constraint::Percentage(42), Constraint::Percentage(58)]).areas(middle);
    Areas {
        header,
        input,
        components,
        trace,
        result,
        status,
    }
}

/// The rows of the two text fields inside the input pane.
pub fn field_rows(input: Rect) -> (Rect, Rect) {
    let inner = input.inner(ratatui::layout::Margin::new(1, 1));
    let base = Rect { height: 1, ..inner };
    let reference = Rect {
        y: inner.y.saturating_add(1),
        height: 1,
        ..inner
    };
    (base, reference)
}

/// The window of an overlay: most of the screen, centred.
pub fn overlay(area: Rect) -> Rect {
    let width = (area.width.saturating_mul(9) / 10).max(area.width.min(60));
    let height = area.height.saturating_sub(4).max(area.height.min(10));
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

/// The pane under a point, for a mouse click.
pub fn focus_at(area: Rect, x: u16, y: u16) -> Option<Focus> {
    if !fits(area) {
        return None;
    }
    let a = areas(area);
    let p = ratatui::layout::Position { x, y };
    if a.input.contains(p) {
        let (base, _) = field_rows(a.input);
        return Some(if y <= base.y {
            Focus::Base
        } else {
            Focus::Reference
        });
    }
    [
        (a.components, Focus::Components),
        (a.trace, Focus::Trace),
        (a.result, Focus::Result),
    ]
    .into_iter()
    .find(|(r, _)| r.contains(p))
    .map(|(_, f)| f)
}
