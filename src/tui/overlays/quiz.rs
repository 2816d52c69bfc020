//! The quiz (`uriscope quiz`, or `Q` in the explorer): Enter checks the answer typed against
//! the trace (and, once an exercise is done, goes on to the next), Ctrl-T climbs the hints,
//! Ctrl-R reveals; the answer is edited with the text fields' keys. The exercise asked is the
//! explorer's behind, in teach mode with nothing revealed, so that Esc gives nothing away; once
//! it is done, its whole trace.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::Overlay;
use crate::core::tools::quiz::session::Session;
use crate::core::tools::quiz::sets::{builtin_sets, default_set};
use crate::tui::action::{Action, Effect};
use crate::tui::app::App;
use crate::tui::field::Field;
use crate::tui::layout;
use crate::tui::overlay_id::OverlayId;
use crate::tui::panes::quiz::{QuizPane, QuizView, Said};

pub struct Quiz;

/// How an empty buffer is typed.
const EMPTY: &str = "(empty)";

impl Overlay for Quiz {
    /// Opened from the explorer with no quiz yet: the built-in set of the specification shown
    /// (RFC 2396's Appendix C where it has none).
    fn open(&self, app: &mut App) -> Result<(), String> {
        if app.quiz.session.is_none() {
            let sets = builtin_sets()?;
            let set = default_set(&sets, Some(app.spec))
                .cloned()
                .ok_or("no built-in exercise set")?;
            app.quiz = QuizPane::new(Session::new(set), None);
            show_behind(app);
        }
        Ok(())
    }

    fn update(&self, app: &mut App, action: &Action) -> Option<Vec<Effect>> {
        let pane = &mut app.quiz;
        match action {
            Action::Check => check(app),
            Action::Hint => {
                match pane.session.as_mut().and_then(Session::hint) {
                    Some(hint) => pane.said.push(Said::Hint(hint)),
                    None => app.say("no more hints: Ctrl-R shows the answer"),
                }
                app.quiz.scroll = 0;
            }
            Action::Reveal => {
                if let Some(text) = pane.session.as_mut().and_then(Session::reveal) {
                    pane.said.push(Said::Revealed(text));
                    answered(app);
                }
            }
            Action::Edit(request) => {
                pane.answer.edit(*request);
            }
            Action::Undo => {
                if !pane.answer.undo() {
                    app.say("nothing to undo");
                }
            }
            Action::Paste(text) => {
                let pasted = pane.answer.paste(text);
                if let Some(note) = pasted.removed.note() {
                    app.say(&note);
                }
            }
            _ => return None,
        }
        Some(Vec::new())
    }

    /// ↑/↓ scroll back through what was said (0: the newest in view).
    fn move_by(&self, app: &mut App, by: isize) {
        let max = view(app).max_scroll(layout::body(app.screen())) as isize;
        // Up (a negative `by`) scrolls back.
        app.quiz.scroll = (app.quiz.scroll as isize - by).clamp(0, max) as usize;
    }

    fn render(&self, app: &App, screen: Rect, buf: &mut Buffer) {
        let _ = self.draw(app, screen, buf);
    }

    /// The answer row holds the terminal cursor.
    fn draw(&self, app: &App, screen: Rect, buf: &mut Buffer) -> Option<(u16, u16)> {
        view(app).render(layout::body(screen), buf)
    }
}

fn view(app: &App) -> QuizView<'_> {
    QuizView {
        pane: &app.quiz,
        theme: &app.theme,
    }
}

/// Enter: the answer checked; once the exercise is done, the next one; once the set is done,
/// the quiz closes.
fn check(app: &mut App) {
    let pane = &mut app.quiz;
    let Some(session) = pane.session.as_mut() else {
        return;
    };
    if session.is_over() {
        app.close_overlay();
        return;
    }
    if session.question().is_none() {
        session.next();
        pane.said.clear();
        pane.prefill();
        show_behind(app);
        return;
    }
    // An empty answer is a key pressed twice, not a prediction; an empty buffer is typed so.
    let text = match pane.answer.value() {
        "" => {
            app.say("type your prediction, then Enter (an empty buffer: type (empty))");
            return;
        }
        EMPTY => String::new(),
        typed => typed.to_string(),
    };
    let label = session
        .question()
        .map(|q| q.label.clone())
        .unwrap_or_default();
    let Some(answer) = session.answer(&text) else {
        return;
    };
    pane.said.push(Said::Answer { asked: label, text });
    pane.scroll = 0;
    if answer.right {
        pane.said.push(Said::Right(answer.said));
        answered(app);
    } else {
        pane.said.push(Said::Wrong(answer.said));
    }
}

/// After a right answer or a reveal: the next question's field, or the exercise's score and
/// the exercise loaded into the explorer behind.
fn answered(app: &mut App) {
    let pane = &mut app.quiz;
    pane.prefill();
    let Some(session) = pane.session.as_ref() else {
        return;
    };
    if let Some(played) = session.finished() {
        pane.said.push(Said::Done(played.score()));
        pane.answer = Field::default();
        show_behind(app);
    }
}

/// The exercise asked now in the explorer behind the quiz: in teach mode with nothing
/// revealed while it is asked (its result hidden too), its whole trace once it is done.
pub fn show_behind(app: &mut App) {
    let Some(session) = app.quiz.session.as_ref() else {
        return;
    };
    let Some(exercise) = session.exercise().cloned() else {
        return;
    };
    let done = session.question().is_none();
    app.load(
        &exercise.base,
        &exercise.reference,
        exercise.spec,
        exercise.options,
    );
    app.trace.teach = (!done).then_some(0);
    app.overlay = Some(OverlayId::Quiz);
}
