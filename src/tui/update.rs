//! `App::update`, the explorer's one way to change: an open overlay is handed each action
//! first (`tui/overlays/`), and what it leaves is the explorer's own, dispatched here.

use super::action::{Action, Effect, Focus};
use super::app::App;
use super::layout;
use super::overlay_id::OverlayId;
use super::overlays;
use super::{markdown, plain_text};

/// Rows moved by PgUp/PgDn and by one turn of the mouse wheel.
const PAGE: isize = 10;
const WHEEL: isize = 3;

impl App {
    /// Changes the state; returns what the loop must do.
    pub fn update(&mut self, action: Action) -> Vec<Effect> {
        // Behind the "too small" screen only quitting and resizing act: keys pressed there
        // would change what shows once the terminal is large enough. (The size is unknown,
        // (0, 0), until the first resize.)
        let too_small = self.size != (0, 0) && !layout::fits(self.screen());
        if too_small && !matches!(action, Action::Quit | Action::Resize(..)) {
            return Vec::new();
        }
        if let Some(id) = self.overlay
            && let Some(effects) = overlays::of(id).update(self, &action)
        {
            return effects;
        }
        match action {
            Action::Quit => {
                self.quit = true;
                return vec![Effect::Quit];
            }
            Action::FocusNext => self.cycle_focus(1),
            Action::FocusPrev => self.cycle_focus(-1),
            Action::Focus(focus) => self.focus_on(focus),
            Action::LeaveField => self.focus = Focus::Trace,
            Action::ExplainKeys => self.say(
                "q or Ctrl-C quits · r edits the reference, b the base · ? or F1 shows every key \
                 and symbol",
            ),
            Action::ToggleHelp if self.overlay == Some(OverlayId::Help) => self.close_overlay(),
            Action::ToggleHelp => self.open(OverlayId::Help),
            Action::Open(id) => self.open(id),
            Action::ShowMessage => self.show_message(),
            Action::CloseOverlay => self.close_overlay(),
            // Esc in a searchable overlay: the search goes first, then the overlay.
            Action::Back if self.search.active() => self.search.clear(),
            Action::Back => self.close_overlay(),
            Action::SearchStart => {
                self.search.clear();
                self.search.start();
            }
            Action::SearchInput(c) => {
                self.search.push(c);
                self.follow_search();
            }
            Action::SearchBackspace => {
                self.search.backspace();
                self.follow_search();
            }
            Action::SearchClear => self.search.clear(),
            Action::SearchDone => self.search.typing = false,
            Action::SearchNext | Action::SearchPrev => {
                self.search.typing = false;
                self.next_match(action == Action::SearchNext);
            }
            Action::SelectSpec(spec) => self.select_spec(spec),
            Action::Edit(request) => self.edit(request),
            Action::Paste(text) => self.paste(&text),
            Action::Undo => self.undo(),
            Action::Up => self.move_cursor(-1),
            Action::Down => self.move_cursor(1),
            Action::PageUp => self.move_cursor(-PAGE),
            Action::PageDown => self.move_cursor(PAGE),
            Action::Top => self.move_cursor(isize::MIN / 2),
            Action::Bottom => self.move_cursor(isize::MAX / 2),
            Action::Wheel { up, x, y } => self.wheel(if up { -WHEEL } else { WHEEL }, x, y),
            Action::ToggleTeach => self.toggle_teach(),
            Action::ToggleTarget => self.toggle_target(),
            Action::RevealNext | Action::RevealPrev => self.reveal(action == Action::RevealNext),
            Action::CopyResult => return self.copy_result(),
            Action::CopyComponent => return self.copy_component(),
            Action::CopyTrace => {
                return vec![Effect::Copy {
                    what: "resolution (Markdown)",
                    text: markdown::document(&self.resolution),
                }];
            }
            Action::CopyText => {
                return vec![Effect::Copy {
                    what: "resolution (plain text)",
                    text: plain_text::document(&self.resolution),
                }];
            }
            Action::CycleSwitch(switch) => self.change_switch(switch),
            Action::Resize(w, h) => self.size = (w, h),
            Action::Click(x, y) => self.click(x, y),
            Action::Message(text) => self.say(&text),
            Action::ClearMessage => self.message = None,
            // An overlay's own actions do nothing where it is not open.
            Action::PreviousSpec
            | Action::NextSpec
            | Action::PreviousRow
            | Action::NextRow
            | Action::ChooseLibrary
            | Action::ExamplesOf(_)
            | Action::ExamplesOfNextLibrary
            | Action::CopyChoice(_)
            | Action::LoadExample
            | Action::LoadLink
            | Action::LoadHop
            | Action::Check
            | Action::Hint
            | Action::Reveal => {}
        }
        Vec::new()
    }

    /// Opens `id` over the panes, as it starts; or says why it does not open.
    pub(super) fn open(&mut self, id: OverlayId) {
        match overlays::of(id).open(self) {
            Ok(()) => {
                self.overlay = Some(id);
                self.search.clear();
            }
            Err(why) => self.say(&why),
        }
    }

    /// Moves the open overlay's selection or scroll, or the focused pane's, by `by` rows.
    pub(super) fn move_cursor(&mut self, by: isize) {
        if let Some(id) = self.overlay {
            return overlays::of(id).move_by(self, by);
        }
        match self.focus {
            Focus::Trace => self.trace.move_by(by, self.resolution.rows.len()),
            Focus::Components => self.components.move_by(by),
            Focus::Result => {
                let screen = self.screen();
                let max = if layout::fits(screen) {
                    self.result_view().max_scroll(self.areas(screen).result)
                } else {
                    0
                };
                self.result.scroll = overlays::step(self.result.scroll, max + 1, by);
            }
            Focus::Base | Focus::Reference => {}
        }
    }

    /// While a search is typed, the open overlay follows it.
    pub(super) fn follow_search(&mut self) {
        if let Some(id) = self.overlay {
            overlays::of(id).follow_search(self);
        }
    }

    /// `n`/`N`: the open overlay's next or previous match.
    fn next_match(&mut self, forward: bool) {
        if let Some(id) = self.overlay {
            overlays::of(id).next_match(self, forward);
        }
    }
}
