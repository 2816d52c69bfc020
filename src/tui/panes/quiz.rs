//! The quiz (`uriscope quiz`, or `Q`): the exercise asked now (its specification, base and
//! reference), what was said about it so far as plain lines (each answer with its feedback, each
//! hint, each reveal: a screen reader reads them as written, and `NO_COLOR` loses nothing), the
//! question, the answer being typed, and the score so far.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::core::tools::quiz::exercise::Ask;
use crate::core::tools::quiz::session::{Question, Score, Session};
use crate::tui::field::Field;
use crate::tui::panes::input::window;
use crate::tui::text::safe;
use crate::tui::theme::Theme;
use crate::tui::wrap;
use crate::words::quiz_text::scores_line;

use super::block::{overlay_frame, overlay_inner};

/// Where a wrapped line goes on.
const INDENT: usize = 4;

/// One line of what was said about the exercise asked now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The student's answer to a question (its label: `6e`, `result`).
    Answer { asked: String, text: String },
    /// It was right: the trace's words.
    Right(String),
    /// It was wrong: the diagnosis.
    Wrong(String),
    /// A hint.
    Hint(String),
    /// The answer, shown.
    Revealed(String),
    /// The exercise is done, with its score.
    Done(Score),
}

/// The quiz's state: the session, the answer being typed, what was said.
#[derive(Clone, Debug, Default)]
pub struct QuizPane {
    /// The session; `None` until the quiz is opened.
    pub session: Option<Session>,
    /// The seed that ordered the set (`--seed`), to say it.
    pub seed: Option<u64>,
    /// The answer being typed.
    pub answer: Field,
    /// What was said about the exercise asked now, in order.
    pub said: Vec<Said>,
    /// Lines scrolled back from the newest.
    pub scroll: usize,
}

impl QuizPane {
    /// A quiz over `session`, ordered by `seed`.
    pub fn new(session: Session, seed: Option<u64>) -> QuizPane {
        let mut pane = QuizPane {
            session: Some(session),
            seed,
            ..QuizPane::default()
        };
        pane.prefill();
        pane
    }

    /// The answer field starts from the buffer the step starts from (the buffer after the
    /// question before), as a student copies the line above and changes it.
    pub fn prefill(&mut self) {
        let before = self.session.as_ref().and_then(|session| {
            let asked = session.question()?;
            match asked.question {
                Question::Buffer(k) => Some(session.trail()?.checkpoints[k].before.clone()),
                Question::NextState(_) | Question::Result | Question::Parting => None,
            }
        });
        self.answer = Field::new(before.as_deref().unwrap_or_default());
        self.scroll = 0;
    }
}

/// The quiz as drawn.
pub struct QuizView<'a> {
    pub pane: &'a QuizPane,
    pub theme: &'a Theme,
}

impl QuizView<'_> {
    /// The lines above the answer row, at `width` columns.
    fn lines(&self, width: usize) -> Vec<Line<'static>> {
        let theme = self.theme;
        let mut lines: Vec<Line<'static>> = Vec::new();
        let mut push = |line: Line<'static>| lines.extend(wrap::wrap(&line, width, INDENT));
        let Some(session) = &self.pane.session else {
            push(Line::raw("No quiz: `uriscope quiz` starts one"));
            return lines;
        };
        push(Line::styled(
            safe(&session.set.title).into_owned(),
            theme.dim(),
        ));
        let Some(exercise) = session.exercise() else {
            push(Line::styled(
                format!(
                    "The set is done: {} exercises played.",
                    session.played.len()
                ),
                theme.label(),
            ));
            push(Line::raw(
                "Esc closes the quiz; the progress is kept when you quit (uriscope quiz --report \
                 shows it).",
            ));
            return lines;
        };
        push(Line::from(vec![
            Span::styled(exercise.spec.name(), theme.label()),
            Span::styled(format!(" · {}", safe(&exercise.source)), theme.dim()),
        ]));
        for (label, text) in [
            ("Base      ", &exercise.base),
            ("Reference ", &exercise.reference),
        ] {
            push(Line::from(vec![
                Span::styled(label, theme.dim()),
                Span::raw(safe(text).into_owned()),
            ]));
        }
        if let Ask::Parting(other) = exercise.ask {
            push(Line::styled(
                format!("Under {} and under {}:", exercise.spec.name(), other.name()),
                theme.dim(),
            ));
        }
        push(Line::default());
        for said in &self.pane.said {
            push(said_line(said, theme));
        }
        match (session.question(), session.prompt()) {
            (Some(_), Some(prompt)) => push(Line::from(vec![
                Span::styled("Question: ", theme.label()),
                Span::raw(safe(&prompt).into_owned()),
            ])),
            _ => push(Line::from(vec![
                Span::styled("Enter", theme.key()),
                Span::raw(" the next exercise · "),
                Span::styled("Esc", theme.key()),
                Span::raw(" its whole trace in the explorer (Q comes back)"),
            ])),
        }
        lines
    }

    /// The score line.
    fn score_line(&self) -> Line<'static> {
        let Some(session) = &self.pane.session else {
            return Line::default();
        };
        let (at, total) = session.position();
        Line::from(vec![
            Span::styled(
                format!("Exercise {} of {total} · ", at.min(total)),
                self.theme.dim(),
            ),
            Span::raw(format!("score: {}", scores_line(&session.scores()))),
        ])
    }

    /// Draws the quiz; returns where the terminal cursor goes (in the answer row).
    pub fn render(self, area: Rect, buf: &mut Buffer) -> Option<(u16, u16)> {
        let inner = overlay_frame(self.title(), area, buf);
        let width = inner.width as usize;
        let height = inner.height as usize;
        if width < 8 || height < 3 {
            return None;
        }
        let mut lines = self.lines(width);
        let asking = self
            .pane
            .session
            .as_ref()
            .is_some_and(|s| s.question().is_some());
        // The answer row, then a blank and the score: the newest lines and the answer stay in
        // view, earlier ones scroll off the top (↑ brings them back).
        let answer_row = asking.then_some(lines.len());
        if asking {
            lines.push(Line::default());
        }
        lines.push(Line::default());
        lines.extend(wrap::wrap(&self.score_line(), width, INDENT));
        let top = lines
            .len()
            .saturating_sub(height)
            .saturating_sub(self.pane.scroll);
        let mut cursor = None;
        for (row, line) in lines.into_iter().enumerate().skip(top).take(height) {
            let y = inner.y + (row - top) as u16;
            let rect = Rect {
                y,
                height: 1,
                ..inner
            };
            if Some(row) == answer_row {
                let prompt = "Answer> ";
                buf.set_string(inner.x, y, prompt, self.theme.label());
                let room = width.saturating_sub(prompt.len());
                let (shown, col) = window(
                    self.pane.answer.value(),
                    Some(self.pane.answer.cursor()),
                    room,
                );
                buf.set_stringn(
                    inner.x + prompt.len() as u16,
                    y,
                    shown,
                    room,
                    ratatui::style::Style::new(),
                );
                cursor = Some((
                    inner.x + (prompt.len() + col.min(room.saturating_sub(1))) as u16,
                    y,
                ));
            } else {
                line.render(rect, buf);
            }
        }
        cursor
    }

    /// The set's name and the seed; its title is the first line.
    fn title(&self) -> Line<'static> {
        let Some(session) = &self.pane.session else {
            return Line::raw(" Quiz ");
        };
        let seed = self
            .pane
            .seed
            .map_or(String::new(), |seed| format!(" · seed {seed}"));
        Line::raw(format!(" Quiz · {}{seed} ", safe(&session.set.name)))
    }

    /// The furthest the view scrolls back in `area`.
    pub fn max_scroll(&self, area: Rect) -> usize {
        let inner = overlay_inner(area);
        let width = inner.width as usize;
        let lines =
            self.lines(width).len() + 2 + wrap::wrap(&self.score_line(), width, INDENT).len();
        lines.saturating_sub(inner.height as usize)
    }
}

/// One thing said, as a plain line: a word says what it is, so that colour adds nothing a
/// reader needs.
fn said_line(said: &Said, theme: &Theme) -> Line<'static> {
    let (word, text, style) = match said {
        Said::Answer { asked, text } => (
            format!("Your {asked}: "),
            format!("`{}`", safe(text)),
            ratatui::style::Style::new(),
        ),
        Said::Right(text) => ("✓ ".to_string(), safe(text).into_owned(), theme.ok()),
        Said::Wrong(text) => (
            "✗ wrong: ".to_string(),
            safe(text).into_owned(),
            theme.bad(),
        ),
        Said::Hint(text) => (
            "Hint: ".to_string(),
            safe(text).into_owned(),
            theme.warning(),
        ),
        Said::Revealed(text) => (
            "Revealed: ".to_string(),
            safe(text).into_owned(),
            theme.warning(),
        ),
        Said::Done(score) => (
            "Exercise done: ".to_string(),
            score.words().to_string(),
            theme.label(),
        ),
    };
    Line::from(vec![
        Span::styled(word, theme.dim()),
        Span::styled(text, style),
    ])
}
