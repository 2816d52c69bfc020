//! The quiz in the explorer, key by key through the key table: `Q` opens the set of the
//! specification shown, a typed answer is checked with Enter (`q` is text there), Ctrl-T climbs
//! the hints, Ctrl-R reveals, the wheel scrolls back, the exercise is the explorer's behind (in
//! teach mode until it is done), and the screen at 80×24 says everything in words.

use crossterm::event::{KeyCode, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::core::tools::quiz::session::{Question, Score};
use crate::core::vocabulary::spec::Spec;
use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::overlay_id::OverlayId;
use crate::tui::panes::quiz::Said;
use crate::tui::tests::{key, opened, press, type_text};
use crate::tui::ui;

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| ui::render(app, frame)).unwrap();
    terminal.backend().to_string()
}

/// Clears the answer and types `text`, then Enter.
fn answer(app: &mut App, text: &str) {
    key(app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    type_text(app, text);
    press(app, KeyCode::Enter);
}

/// The answer the trace gives to the question asked now.
fn expected(app: &App) -> String {
    app.quiz.session.as_ref().unwrap().expected().unwrap()
}

fn question(app: &App) -> Option<Question> {
    let session = app.quiz.session.as_ref()?;
    session.question().map(|asked| asked.question)
}

#[test]
fn q_opens_the_set_of_the_specification_shown_and_answers_are_typed_and_checked() {
    let mut app = opened(None, None, Some(Spec::Rfc3986));
    app.update(Action::Resize(80, 24));
    press(&mut app, KeyCode::Char('Q'));
    assert_eq!(app.overlay, Some(OverlayId::Quiz));
    assert_eq!(app.quiz.session.as_ref().unwrap().set.name, "rfc3986");
    // Behind it, the exercise in teach mode with nothing revealed: Esc gives nothing away.
    let asked = app
        .quiz
        .session
        .as_ref()
        .unwrap()
        .exercise()
        .unwrap()
        .clone();
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, None);
    assert_eq!(app.reference.value(), asked.reference);
    assert_eq!(app.trace.teach, Some(0));
    assert!(app.result_hidden());
    press(&mut app, KeyCode::Char('Q'));
    assert_eq!(app.overlay, Some(OverlayId::Quiz));
    // Letters that are commands elsewhere are text here: `q` does not quit.
    type_text(&mut app, "q?");
    assert_eq!(app.quiz.answer.value(), "q?");
    assert!(!app.quit);
    // The answer is edited with the fields' keys.
    key(&mut app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    assert_eq!(app.quiz.answer.value(), "");
    // An empty Enter is no answer.
    press(&mut app, KeyCode::Enter);
    assert!(app.quiz.said.is_empty());
    // Play the first exercise through, each answer the trace's.
    while question(&app).is_some() {
        let text = expected(&app);
        answer(&mut app, if text.is_empty() { "(empty)" } else { &text });
        assert!(
            matches!(app.quiz.said.last(), Some(Said::Right(_) | Said::Done(_))),
            "{:?}",
            app.quiz.said
        );
    }
    assert_eq!(app.quiz.said.last(), Some(&Said::Done(Score::FirstTry)));
    // Done: Esc shows its whole trace.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, None);
    assert_eq!(app.reference.value(), asked.reference);
    assert_eq!(app.spec, Spec::Rfc3986);
    assert_eq!(app.trace.teach, None);
    assert!(!app.result_hidden());
    // `Q` comes back where it was; Enter goes on to the next exercise.
    press(&mut app, KeyCode::Char('Q'));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.quiz.session.as_ref().unwrap().position().0, 2);
    assert!(app.quiz.said.is_empty());
}

#[test]
fn a_wrong_answer_hints_and_a_reveal_at_80x24_in_words() {
    let mut app = opened(None, None, Some(Spec::Rfc2396));
    app.update(Action::Resize(80, 24));
    press(&mut app, KeyCode::Char('Q'));
    // RFC 2396 Appendix C's first exercise is `g:h`, its result alone; the second `g`.
    answer(&mut app, "g:h");
    press(&mut app, KeyCode::Enter);
    // 6a: the buffer before it is no answer.
    answer(&mut app, "/b/c/d;p");
    let Some(Said::Wrong(said)) = app.quiz.said.last() else {
        panic!("{:?}", app.quiz.said);
    };
    assert!(said.contains("6a"), "{said}");
    key(&mut app, KeyCode::Char('t'), KeyModifiers::CONTROL);
    key(&mut app, KeyCode::Char('t'), KeyModifiers::CONTROL);
    let shown = screen(&app, 80, 24);
    for words in [
        "Your 6a: `/b/c/d;p`",
        "✗ wrong:",
        "Hint: 6a: copy the base path up to its last slash",
        "Hint: RFC 2396 §5.2 step 6a:",
        "Question: the buffer after §5.2 step 6a?",
        "Answer>",
        "Exercise 2 of",
        " Quiz  Esc close  Enter check  Ctrl-T hint  Ctrl-R reveal",
    ] {
        assert!(shown.contains(words), "`{words}` missing:\n{shown}");
    }
    // Reveal: the buffer shown, the next question asked.
    key(&mut app, KeyCode::Char('r'), KeyModifiers::CONTROL);
    assert_eq!(
        app.quiz.said.last(),
        Some(&Said::Revealed(
            "the buffer after 6a is `/b/c/`".to_string()
        ))
    );
    assert!(matches!(question(&app), Some(Question::Buffer(1))));
    // The answer starts as the buffer before the step.
    assert_eq!(app.quiz.answer.value(), "/b/c/");
    while question(&app).is_some() {
        let text = expected(&app);
        answer(&mut app, &text);
    }
    assert_eq!(app.quiz.said.last(), Some(&Said::Done(Score::Revealed)));
    // The wheel scrolls back through what was said, and forward to the newest.
    app.update(Action::Wheel {
        up: true,
        x: 10,
        y: 10,
    });
    assert!(app.quiz.scroll > 0);
    app.update(Action::Wheel {
        up: false,
        x: 10,
        y: 10,
    });
    assert_eq!(app.quiz.scroll, 0);
    insta::assert_snapshot!("quiz_80x24", screen(&app, 80, 24));
}

#[test]
fn at_200x60_the_whole_exercise_shows() {
    let mut app = opened(None, None, Some(Spec::Whatwg));
    app.update(Action::Resize(200, 60));
    press(&mut app, KeyCode::Char('Q'));
    assert_eq!(app.quiz.session.as_ref().unwrap().set.name, "whatwg");
    answer(&mut app, "relative");
    let next = expected(&app);
    answer(&mut app, &next);
    let shown = screen(&app, 200, 60);
    for words in [
        "WHATWG URL Standard: resolving against a base, as browsers do",
        "Base      http://a/b/c/d;p?q",
        "✗ wrong: the relative state comes later",
        "✓ right: at byte 0 it reads `g`, and the scheme start state hands over to the scheme state",
        "Question: which state comes after the scheme state?",
    ] {
        assert!(shown.contains(words), "`{words}` missing:\n{shown}");
    }
    insta::assert_snapshot!("quiz_200x60", shown);
}
