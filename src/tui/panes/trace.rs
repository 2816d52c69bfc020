//! The trace pane: the steps in order, path steps with their buffer, removals one by one; under
//! them the selected step's sentence, decisions, assignments and warnings, wrapped, as many rows
//! as they need while the list keeps a third of the pane. Only the visible rows are drawn, so a
//! trace of 100,000 removals costs one screenful. Every cut ends in `…`; `z` or Enter shows the
//! selected step whole ([`super::detail`]).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::block::pane_block;
use crate::core::vocabulary::replay::BufferReplay;
use crate::core::vocabulary::steps::TraceStep;
use crate::core::vocabulary::trace::Trace;
use crate::tui::resolution::Resolution;
use crate::tui::scrolled::Window;
use crate::tui::symbols;
use crate::tui::text::safe;
use crate::tui::theme::Theme;
use crate::tui::trace_rows::{Row, RowKind, WhatwgRun};
use crate::tui::wrap::{self, CUT};

use super::step_text::{change_at, split_at, step_lines};
use super::uri_text::{self, Change};

/// Where a wrapped detail line goes on.
const INDENT: usize = 2;

/// The title column: the trace's longest title whole where it fits in half the row (three
/// fifths in a wide pane), so the buffer or the decision after it keeps the rest.
fn title_width(width: usize, id_width: usize, longest: usize) -> usize {
    let room = width.saturating_sub(2 + id_width);
    let share = if room >= 70 { room * 3 / 5 } else { room / 2 };
    (longest + 1).min(share).max(8)
}

/// Where the parts of the pane go inside its border.
struct Parts {
    list: Rect,
    /// The rule under the list: where the list is cut, it says so.
    rule: Rect,
    detail: Rect,
    /// The detail's lines, wrapped to the pane's width (more than fit when it is cut).
    detail_lines: Vec<Line<'static>>,
}

/// The trace pane's own state: the selected row, and how far teach mode has revealed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TracePane {
    /// The selected row.
    pub cursor: usize,
    /// Teach mode: the index of the last revealed row.
    pub teach: Option<usize>,
}

impl TracePane {
    /// How many of `rows` rows show: all, or those teach mode has revealed.
    pub fn visible(&self, rows: usize) -> usize {
        self.teach.map_or(rows, |last| (last + 1).min(rows))
    }

    /// Moves the selection `by` rows, within the rows that show.
    pub fn move_by(&mut self, by: isize, rows: usize) {
        let last = self.visible(rows).saturating_sub(1);
        self.cursor = (self.cursor as isize)
            .saturating_add(by)
            .clamp(0, last as isize) as usize;
    }

    /// Teach mode hides the result until the last of `rows` rows is revealed, so a class can
    /// predict it.
    pub fn hides_result(&self, rows: usize) -> bool {
        self.teach.is_some_and(|last| last + 1 < rows)
    }

    /// Turns teach mode on (from the first row) or off; returns whether it is on.
    pub fn toggle_teach(&mut self) -> bool {
        if self.teach.is_some() {
            self.teach = None;
            false
        } else {
            self.teach = Some(0);
            self.cursor = 0;
            true
        }
    }

    /// In teach mode, reveals the next row (or hides the last one) and selects it; `rows` is the
    /// trace's length. Outside teach mode it does nothing (the keys move the selection then).
    pub fn reveal(&mut self, forward: bool, rows: usize) {
        let Some(last) = self.teach else {
            return;
        };
        let last = if forward {
            (last + 1).min(rows.saturating_sub(1))
        } else {
            last.saturating_sub(1)
        };
        self.teach = Some(last);
        self.cursor = last;
    }

    /// After a new resolution of `rows` rows: teach mode and the selection stay within them.
    pub fn fit(&mut self, rows: usize) {
        let last = rows.saturating_sub(1);
        if let Some(t) = &mut self.teach {
            *t = (*t).min(last);
        }
        self.cursor = self.cursor.min(self.teach.unwrap_or(last));
    }

    /// A new exercise (another base, reference, specification or options): back to the first
    /// row, and teach mode, when on, starts again there, so nothing of the new answer shows.
    pub fn restart(&mut self) {
        self.cursor = 0;
        if let Some(last) = &mut self.teach {
            *last = 0;
        }
    }
}

/// The trace pane as drawn: its state and the resolution it shows.
pub struct TraceView<'a> {
    pub pane: &'a TracePane,
    pub resolution: &'a Resolution,
    pub theme: &'a Theme,
    pub focused: bool,
}

impl Widget for TraceView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let r = self.resolution;
        let theme = self.theme;
        let mut title = vec![Span::raw(format!("Trace · {}", r.spec().name()))];
        match self.pane.teach {
            Some(last) => title.push(Span::styled(
                format!(" · teach mode {}/{}", last + 1, r.rows.len()),
                theme.warning(),
            )),
            None => title.push(Span::styled(
                match r.rows.len() {
                    1 => " · 1 row".to_string(),
                    n => format!(" · {n} rows"),
                },
                theme.dim(),
            )),
        }
        let block = pane_block(Line::from(title), self.focused, theme);
        let inner = block.inner(area);
        block.render(area, buf);
        let parts = self.parts(inner);
        let spare = Rect {
            y: parts.detail.bottom(),
            height: inner.bottom().saturating_sub(parts.detail.bottom()),
            ..inner
        };
        // The rows under the detail show the selected row's buffer, as much as they hold.
        let reach = spare.height as usize * spare.width as usize;
        let (window, selected) = self.render_rows(parts.list, reach, buf);
        self.render_rule(&window, parts.rule, buf);
        let shown = parts.detail.height as usize;
        let lines = wrap::at_most(
            parts.detail_lines,
            shown,
            parts.detail.width as usize,
            Span::styled(" z shows the whole step", theme.key()),
        );
        for (y, line) in (parts.detail.y..parts.detail.bottom()).zip(&lines) {
            buf.set_line(parts.detail.x, y, line, parts.detail.width);
        }
        if let Some(around) = selected {
            render_buffer(&around, spare, buf, theme);
        }
    }
}

/// The selected row's buffer whole, wrapped, with its change in place, in the rows the list and
/// the detail leave (3 at least); cut with `…` where it does not fit.
fn render_buffer(around: &Around, area: Rect, buf: &mut Buffer, theme: &Theme) {
    if area.height < 3 {
        return;
    }
    let width = area.width as usize;
    let marks = match around.change {
        Change::Removed { .. } => "; struck out: removed",
        Change::Added { .. } => "; underlined: added",
        Change::None => "",
    };
    let heading = Line::from(Span::styled(
        format!("The buffer after it ({} bytes{marks})", around.len),
        theme.label(),
    ));
    let (spans, _, _, _) = uri_text::buffer_line(
        &around.text,
        &around.change,
        around.split,
        usize::MAX / 2,
        theme,
    );
    let mut line = Vec::with_capacity(spans.len() + 2);
    if around.cut_before {
        line.push(Span::styled(CUT, theme.dim()));
    }
    line.extend(spans);
    if around.cut_after {
        line.push(Span::styled(CUT, theme.dim()));
    }
    let rows = area.height as usize - 2;
    let lines = wrap::at_most(
        wrap::wrap(&Line::from(line), width, 0),
        rows,
        width,
        Span::styled(" z shows it whole", theme.key()),
    );
    let all = std::iter::once(Line::from(""))
        .chain(std::iter::once(heading))
        .chain(lines);
    for (y, line) in (area.y..area.bottom()).zip(all) {
        buf.set_line(area.x, y, &wrap::cut(line, width), area.width);
    }
}

impl TraceView<'_> {
    /// How many list lines there are: the rows teach mode reveals, and its question.
    fn list_len(&self) -> usize {
        let rows = self.resolution.rows.len();
        let visible = self.pane.visible(rows);
        visible + usize::from(visible < rows)
    }

    fn parts(&self, inner: Rect) -> Parts {
        let height = inner.height as usize;
        let detail_lines = self.detail_lines(inner.width as usize);
        let wanted = self.list_len().max(1);
        // The list keeps a third of the pane (at least 3 rows) and the detail gets what it needs of
        // the rest; when that is not enough, the detail is cut to a third (`z` shows it whole) and
        // the list takes what is left over.
        let third = (height / 3).max(3);
        let list_min = wanted.min(third);
        let room = height.saturating_sub(1 + list_min);
        let detail = if detail_lines.len() <= room {
            detail_lines.len()
        } else {
            third.min(room)
        };
        let list = wanted.min(height.saturating_sub(1 + detail));
        let rows = |n: usize| n.min(u16::MAX as usize) as u16;
        let list = Rect {
            height: rows(list),
            ..inner
        };
        let rule = Rect {
            y: list.bottom(),
            height: u16::from(inner.height > list.height),
            ..inner
        };
        let detail = Rect {
            y: rule.bottom(),
            height: rows(detail).min(inner.bottom().saturating_sub(rule.bottom())),
            ..inner
        };
        Parts {
            list,
            rule,
            detail,
            detail_lines,
        }
    }

    /// The list's window: the trace cursor stays in view.
    fn window(&self, list: Rect) -> Window {
        let height = list.height as usize;
        // Centred on the cursor where the list allows; the rule below says what is hidden.
        Window::unmarked(
            self.list_len(),
            self.pane.cursor.saturating_sub(height / 2),
            height,
        )
    }

    /// The trace row at screen row `y` of the pane in `area` (for a mouse click).
    pub fn row_at(&self, area: Rect, y: u16) -> Option<usize> {
        let inner = pane_block(Line::from(""), self.focused, self.theme).inner(area);
        let parts = self.parts(inner);
        if !(parts.list.y..parts.list.bottom()).contains(&y) {
            return None;
        }
        let visible = self.pane.visible(self.resolution.rows.len());
        let window = self.window(parts.list);
        let row = window.shown.start + (y - parts.list.y) as usize;
        (window.shown.contains(&row) && row < visible).then_some(row)
    }

    /// The rule between the list and the detail, saying where the list is cut.
    fn render_rule(&self, window: &Window, area: Rect, buf: &mut Buffer) {
        if area.height == 0 {
            return;
        }
        let theme = self.theme;
        let mut spans = Vec::new();
        if window.above > 0 || window.below > 0 {
            let mut words = format!(
                "{CUT} rows {}–{} of {}",
                window.shown.start + 1,
                window.shown.end,
                self.list_len()
            );
            if window.below > 0 {
                words.push_str(&format!(", {} more below ↓", window.below));
            }
            spans.push(Span::styled("─ ", theme.dim()));
            spans.push(Span::styled(words, theme.dim()));
            spans.push(Span::raw(" "));
        }
        let used = wrap::spans_width(&spans);
        spans.push(Span::styled(
            "─".repeat((area.width as usize).saturating_sub(used)),
            theme.dim(),
        ));
        buf.set_line(area.x, area.y, &Line::from(spans), area.width);
    }

    /// Draws the visible rows; returns the window and, when `reach` is not 0, the selected
    /// row's buffer with up to `reach` bytes on each side of its change.
    fn render_rows(&self, area: Rect, reach: usize, buf: &mut Buffer) -> (Window, Option<Around>) {
        let r = self.resolution;
        let theme = self.theme;
        let window = self.window(area);
        if r.rows.is_empty() {
            let text = match r.result() {
                Err(e) => format!("{}: {}", r.spec().name(), safe(&e.to_string())),
                Ok(_) => "no steps".to_string(),
            };
            let lines = wrap::wrap(
                &Line::from(Span::styled(text, theme.bad())),
                area.width as usize,
                0,
            );
            for (y, line) in (area.y..area.bottom()).zip(&lines) {
                buf.set_line(area.x, y, line, area.width);
            }
            return (window, None);
        }
        let visible = self.pane.visible(r.rows.len());
        let width = area.width as usize;
        // The rows are built in the order of the buffer each shows, so the replay only moves
        // forward (a step row after its 100,000 removals shows the buffer after the last one).
        let shown: Vec<usize> = window.shown.clone().filter(|&i| i < visible).collect();
        let mut order = shown.clone();
        order.sort_by_key(|&i| buffer_event(r, &r.rows[i]));
        let mut replay = BufferReplay::new(r.trace());
        let mut lines: Vec<Option<Line<'static>>> = vec![None; shown.len()];
        let mut selected = None;
        for index in order {
            let row = &r.rows[index];
            let line = row_line(r, row, index == self.pane.cursor, width, theme, &mut replay);
            lines[index - window.shown.start] = Some(line);
            if index == self.pane.cursor && reach > 0 {
                selected = row_buffer(r, row, reach, &mut replay);
            }
        }
        for (y, index) in (area.y..area.bottom()).zip(window.shown.clone()) {
            let line = match lines
                .get_mut(index - window.shown.start)
                .and_then(Option::take)
            {
                Some(line) => line,
                None => Line::from(Span::styled(
                    format!("  {:<6}{}", symbols::HIDDEN.glyph, next_question(r, index)),
                    theme.warning(),
                )),
            };
            buf.set_line(area.x, y, &wrap::cut(line, width), area.width);
        }
        (window, selected)
    }

    /// The selected row's detail: the step and its citation, what it decided, the change of a
    /// change row, what it assigned, its warnings, and the specification's sentence, wrapped to
    /// `width`.
    fn detail_lines(&self, width: usize) -> Vec<Line<'static>> {
        let r = self.resolution;
        let Some(row) = r.rows.get(self.pane.cursor) else {
            return Vec::new();
        };
        let lines = step_lines(r, row, self.theme);
        wrap::wrap_all(lines, width, INDENT)
    }
}

/// Teach mode's question for the hidden row `index`: it names the step to predict, never what
/// it does (for a change, not which rule of RFC 3986's loop fires).
fn next_question(r: &Resolution, index: usize) -> String {
    let Some(row) = r.rows.get(index) else {
        return "what happens next? Predict, then Space/→ reveals it".to_string();
    };
    let step = r.step_of(row);
    // Space/→ reveals it: the status bar says so.
    if step.step.spec() == Some(crate::core::vocabulary::spec::Spec::Whatwg) {
        // Which state the machine goes to is part of what the class predicts.
        return "which state comes next, and what does it do to the URL record?".to_string();
    }
    match row.kind {
        RowKind::Step if step.last_buffer_event().is_some() => {
            format!("{} {} — predict the buffer", step.step.id, step.step.title)
        }
        RowKind::Step => format!(
            "{} {} — predict what it decides",
            step.step.id, step.step.title
        ),
        // Every pass of RFC 3986's loop is one of its rules (which one is the question).
        RowKind::Change { nth, event }
            if !std::ptr::eq(r.trace().events()[event].step, step.step) =>
        {
            format!(
                "{} pass {nth} — which rule acts, and the buffer after it?",
                step.step.id
            )
        }
        RowKind::Change { nth, .. } => {
            format!("{} change {nth} — predict what it changes", step.step.id)
        }
    }
}

fn row_line(
    r: &Resolution,
    row: &Row,
    selected: bool,
    width: usize,
    theme: &Theme,
    replay: &mut BufferReplay<'_>,
) -> Line<'static> {
    let trace = r.trace();
    let id_width = r.id_width;
    let step = r.step_of(row);
    let marker = symbols::SELECTED.marker(selected);
    let base_style = if selected {
        theme.selected()
    } else {
        Style::new()
    };
    let mut spans = vec![Span::styled(marker, base_style)];
    match row.kind {
        RowKind::Step => {
            let id = wrap::cut(Line::from(step.step.id), id_width - 1).to_string();
            spans.push(Span::styled(
                format!("{id:<id_width$}"),
                theme.label().patch(base_style),
            ));
            let title_width = title_width(width, id_width, r.title_width);
            let title = wrap::cut(Line::from(step.step.title), title_width - 1).to_string();
            spans.push(Span::styled(format!("{title:<title_width$}"), base_style));
            let mut room = width.saturating_sub(2 + id_width + title_width);
            if step.warnings(trace).next().is_some() {
                spans.push(Span::styled(symbols::WARNING.marker(true), theme.warning()));
                room = room.saturating_sub(2);
            }
            spans.extend(summary(trace, step, room, theme, replay));
        }
        RowKind::Change { nth, event } => {
            // A rule of an iterating step (RFC 3986's 2A–2E) names itself.
            let rule = trace.events()[event].step;
            let label = if std::ptr::eq(rule, step.step) {
                format!("  {} #{nth:<6}", symbols::REPEAT.glyph)
            } else {
                format!("  {} {:<7}", symbols::REPEAT.glyph, rule.id)
            };
            spans.push(Span::styled(label, theme.dim().patch(base_style)));
            let room = width.saturating_sub(14);
            spans.extend(buffer_row(
                trace,
                replay,
                event,
                &change_at(trace, event),
                room,
                theme,
            ));
        }
    }
    Line::from(spans)
}

/// The event whose buffer a row shows (0 for a row without a buffer).
fn buffer_event(r: &Resolution, row: &Row) -> usize {
    match row.kind {
        RowKind::Change { event, .. } => event,
        RowKind::Step => r.step_of(row).last_buffer_event().unwrap_or(0),
    }
}

/// What a step row shows after its title: the buffer for a path step, the components for a
/// parse step, the decision otherwise.
fn summary(
    trace: &Trace,
    step: &TraceStep,
    room: usize,
    theme: &Theme,
    replay: &mut BufferReplay<'_>,
) -> Vec<Span<'static>> {
    if let Some(last) = step.last_buffer_event() {
        let mut changes = step.change_events(trace);
        let change = match (changes.next(), changes.next()) {
            (Some(only), None) => change_at(trace, only),
            _ => Change::None,
        };
        return buffer_row(trace, replay, last, &change, room, theme);
    }
    if let Some(spans) = whatwg_summary(trace, step, theme) {
        return spans;
    }
    // The rewrites' words are escaped already.
    let rewrites: Vec<String> = step
        .event_records(trace)
        .iter()
        .filter_map(|e| trace.rewrite(e).map(|r| r.to_string()))
        .collect();
    if !rewrites.is_empty() {
        return vec![Span::raw(rewrites.join("; "))];
    }
    let parsed: Vec<Span<'static>> = step
        .parsed(trace)
        .flat_map(|(_, component, value)| {
            [
                Span::styled(format!("{}=", &component.name()[..1]), theme.dim()),
                Span::styled(uri_text::value(value), theme.component(component)),
                Span::raw(" "),
            ]
        })
        .collect();
    if !parsed.is_empty() {
        return parsed;
    }
    let decisions: Vec<&str> = step.decisions(trace).collect();
    vec![Span::styled(decisions.join("; "), theme.dim())]
}

/// A run of a WHATWG state (or the base's whole parse): the text it read, then what it did to
/// the URL record and the validation errors it found. `None` for a step of the RFCs.
fn whatwg_summary(trace: &Trace, step: &TraceStep, theme: &Theme) -> Option<Vec<Span<'static>>> {
    let run = WhatwgRun::of(trace, step)?;
    let mut spans = Vec::new();
    if let Some(text) = run.read_text(trace) {
        spans.push(Span::styled(uri_text::value(Some(text)), theme.label()));
    }
    if !run.acts.is_empty() {
        if !spans.is_empty() {
            spans.push(Span::styled(
                format!(" {} ", symbols::LEADS_TO.glyph),
                theme.dim(),
            ));
        }
        // The acts' words are escaped already.
        spans.push(Span::raw(run.acts.join("; ")));
    }
    Some(spans)
}

/// The buffer after event `event` with `change` in place, in `width` columns. Only the bytes
/// around the change are read from the replay: a row of a megabyte buffer costs no more than a
/// row of a short one.
fn buffer_row(
    trace: &Trace,
    replay: &mut BufferReplay<'_>,
    event: usize,
    change: &Change,
    width: usize,
    theme: &Theme,
) -> Vec<Span<'static>> {
    let Some(around) = around(trace, replay, event, change, uri_text::reach(width)) else {
        return Vec::new();
    };
    let stretch = uri_text::Stretch {
        text: &around.text,
        cut_before: around.cut_before,
        cut_after: around.cut_after,
    };
    uri_text::buffer_spans(stretch, &around.change, around.split, width, theme)
}

/// A stretch of the buffer after an event, around its change.
struct Around {
    text: String,
    /// The change, at its offset in `text`.
    change: Change,
    /// Where the output buffer ends in `text` (a two-buffer algorithm).
    split: Option<usize>,
    cut_before: bool,
    cut_after: bool,
    /// The whole buffer's length in bytes.
    len: usize,
}

/// The buffer a row shows, with at most `reach` bytes on each side of its change: a change
/// row's, or a path step's after it (with the change in place when the step made one only).
fn row_buffer(
    r: &Resolution,
    row: &Row,
    reach: usize,
    replay: &mut BufferReplay<'_>,
) -> Option<Around> {
    let trace = r.trace();
    let (event, change) = match row.kind {
        RowKind::Change { event, .. } => (event, change_at(trace, event)),
        RowKind::Step => {
            let step = r.step_of(row);
            let last = step.last_buffer_event()?;
            let mut changes = step.change_events(trace);
            let change = match (changes.next(), changes.next()) {
                (Some(only), None) if only == last => change_at(trace, only),
                _ => Change::None,
            };
            (last, change)
        }
    };
    around(trace, replay, event, &change, reach)
}

/// The buffer after `event` with at most `reach` bytes on each side of `change`.
fn around(
    trace: &Trace,
    replay: &mut BufferReplay<'_>,
    event: usize,
    change: &Change,
    reach: usize,
) -> Option<Around> {
    let split = split_at(trace, event);
    let buffer = replay.buffer_after(event)?;
    let focus = match change {
        Change::Removed { at, .. } | Change::Added { at, .. } => *at,
        Change::None => split.unwrap_or(0),
    };
    let len = buffer.len();
    let start = buffer.char_floor(focus.min(len).saturating_sub(reach));
    let end = buffer.char_floor(
        focus
            .saturating_add(reach)
            .saturating_add(match change {
                // An insertion as long as the reference (6b) is shown by its start.
                Change::Added { len, .. } => (*len).min(reach),
                _ => 0,
            })
            .min(len),
    );
    let text = buffer.text_of(start..end);
    let shifted = match change {
        Change::Removed { at, text } => Change::Removed {
            at: at - start,
            text: text.clone(),
        },
        Change::Added { at, len } => Change::Added {
            at: at - start,
            len: *len,
        },
        Change::None => Change::None,
    };
    let split = split
        .filter(|s| (start..=end).contains(s))
        .map(|s| s - start);
    Some(Around {
        text,
        change: shifted,
        split,
        cut_before: start > 0,
        cut_after: end < len,
        len,
    })
}

#[cfg(test)]
mod tests {
    use super::TracePane;

    #[test]
    fn the_selection_stays_within_what_teach_mode_reveals() {
        let mut pane = TracePane::default();
        pane.move_by(isize::MAX / 2, 10);
        assert_eq!(pane.cursor, 9);
        pane.move_by(-3, 10);
        assert_eq!(pane.cursor, 6);
        assert!(!pane.hides_result(10));

        // Teach mode starts at the first row and reveals one row at a time.
        assert!(pane.toggle_teach());
        assert_eq!((pane.cursor, pane.teach), (0, Some(0)));
        assert_eq!(pane.visible(10), 1);
        assert!(pane.hides_result(10));
        pane.move_by(5, 10);
        assert_eq!(pane.cursor, 0, "no further than revealed");
        for _ in 0..20 {
            pane.reveal(true, 10);
        }
        assert_eq!((pane.cursor, pane.teach), (9, Some(9)));
        assert!(!pane.hides_result(10));
        pane.reveal(false, 10);
        assert_eq!((pane.cursor, pane.teach), (8, Some(8)));

        // A new resolution with fewer rows pulls both back within it.
        pane.fit(4);
        assert_eq!((pane.cursor, pane.teach), (3, Some(3)));
        pane.fit(0);
        assert_eq!((pane.cursor, pane.teach), (0, Some(0)));

        assert!(!pane.toggle_teach());
        assert_eq!(pane.visible(10), 10);
    }
}
