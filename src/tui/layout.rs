//! Where each pane goes: one function used for drawing, scrolling and mouse hit-testing.
//!
//! The panes share the height by content: the Result pane takes the rows its lines need (the
//! result and every warning always, the components while the panes above keep
//! [`MIDDLE_ROWS`]); the Components and Trace panes share the rest side by side.

use ratatui::layout::{Constraint, Layout, Rect};

use super::action::Focus;
use super::keymap::status_rows;

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

/// Rows the Components and Trace panes keep when the Result pane would like more than the rest.
pub const MIDDLE_ROWS: u16 = 10;
/// Rows they keep even when the result's warnings need more: the Result pane scrolls then.
const MIDDLE_FLOOR: u16 = 5;
/// Below this height the input pane has no border: its two fields are two rows.
const BORDERED_INPUT_HEIGHT: u16 = 30;

/// The rows of the input pane on a screen `height` rows high.
const fn input_rows(height: u16) -> u16 {
    if height >= BORDERED_INPUT_HEIGHT {
        4
    } else {
        2
    }
}

/// From this width on, the Components pane may take up to three fifths of the screen to show
/// its longest text whole; below, two fifths and at most [`COMPONENTS_NARROW_MAX`] columns, so
/// the trace's buffers keep their room.
const WIDE: u16 = 160;
const COMPONENTS_NARROW_MAX: u16 = 64;
/// The Components pane's least width: its labels and a short URI.
const COMPONENTS_MIN: u16 = 32;

/// The Components pane's width on a screen `width` columns wide, when its longest line would
/// like `wanted` columns: the panes share the width by what they hold.
pub fn components_width(width: u16, wanted: u16) -> u16 {
    let most = if width >= WIDE {
        width * 3 / 5
    } else {
        (width * 2 / 5).clamp(COMPONENTS_MIN, COMPONENTS_NARROW_MAX)
    };
    wanted.clamp(COMPONENTS_MIN, most.max(COMPONENTS_MIN))
}

/// The panes of a screen at least [`MIN_WIDTH`]×[`MIN_HEIGHT`]. The Result pane's height
/// follows its lines: `result_heights` gives, for a width, the rows it would like and the rows
/// that must show. The header takes `header_rows` (the options in force may need a second
/// row). The Components pane would like `components_wanted` columns (its longest text
/// whole, see [`components_width`]); the Trace pane takes the rest.
pub fn areas(
    result_heights: impl FnOnce(u16) -> (u16, u16),
    components_wanted: u16,
    header_rows: u16,
    area: Rect,
) -> Areas {
    let input_height = input_rows(area.height);
    let status_height = status_rows(area.width);
    // Below the header and the input pane, above the status bar.
    let body = area
        .height
        .saturating_sub(header_rows + input_height + status_height);
    let (wanted, essential) = result_heights(area.width);
    let result_height = wanted
        .min(body.saturating_sub(MIDDLE_ROWS))
        .max(essential.min(body.saturating_sub(MIDDLE_FLOOR)))
        .max(3);
    let [header, input, middle, result, status] = Layout::vertical([
        Constraint::Length(header_rows),
        Constraint::Length(input_height),
        Constraint::Fill(1),
        Constraint::Length(result_height),
        Constraint::Length(status_height),
    ])
    .areas(area);
    let components_width = components_width(area.width, components_wanted);
    let [components, trace] =
        Layout::horizontal([Constraint::Length(components_width), Constraint::Fill(1)])
            .areas(middle);
    Areas {
        header,
        input,
        components,
        trace,
        result,
        status,
    }
}

/// Does the input pane have a border (is it tall enough)?
pub fn input_bordered(input: Rect) -> bool {
    input.height >= 4
}

/// The rows of the two text fields inside the input pane.
pub fn field_rows(input: Rect) -> (Rect, Rect) {
    let inner = if input_bordered(input) {
        input.inner(ratatui::layout::Margin::new(1, 1))
    } else {
        input
    };
    let base = Rect { height: 1, ..inner };
    let reference = Rect {
        y: inner.y.saturating_add(1),
        height: 1,
        ..inner
    };
    (base, reference)
}

/// The area of a view that replaces the panes (compare, a step or the texts in full): everything
/// between the header and the status bar.
pub fn body(area: Rect) -> Rect {
    Rect {
        y: area.y + 1,
        height: area.height.saturating_sub(1 + status_rows(area.width)),
        ..area
    }
}

/// The window of an overlay (help, examples): most of the [`body`], centred in it, so that the
/// header and the status bar's hints stay in view.
pub fn overlay(area: Rect) -> Rect {
    let body = body(area);
    let width = (body.width.saturating_mul(9) / 10).max(body.width.min(60));
    let height = body.height.saturating_sub(2).max(body.height.min(10));
    Rect {
        x: body.x + (body.width - width) / 2,
        y: body.y + (body.height - height) / 2,
        width,
        height,
    }
}

/// The pane under a point of the screen laid out as `a`, for a mouse click.
pub fn focus_at(a: &Areas, x: u16, y: u16) -> Option<Focus> {
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
