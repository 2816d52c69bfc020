//! Colours, and the monochrome theme for `NO_COLOR`: emphasis by modifiers and markers, never by
//! colour alone.

use crate::tui::symbols;
use ratatui::style::{Color, Modifier, Style};

use crate::core::vocabulary::component::Component;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub color: bool,
}

impl Theme {
    #[cfg(test)]
    pub const COLOR: Theme = Theme { color: true };
    #[cfg(test)]
    pub const MONO: Theme = Theme { color: false };

    /// <https://no-color.org>: `NO_COLOR` present and not empty turns colour off.
    pub fn from_env() -> Self {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme { color: !no_color }
    }

    fn fg(&self, color: Color) -> Style {
        if self.color {
            Style::new().fg(color)
        } else {
            Style::new()
        }
    }

    /// Each component in its own colour; in monochrome the letter line under the text maps
    /// text to components, and query/fragment are set apart by modifiers.
    pub fn component(&self, component: Component) -> Style {
        match component {
            Component::Scheme => self.fg(Color::Magenta).add_modifier(Modifier::BOLD),
            Component::Authority => self.fg(Color::Cyan).add_modifier(Modifier::UNDERLINED),
            Component::Path => self.fg(Color::Green),
            Component::Params => self.fg(Color::LightGreen).add_modifier(Modifier::ITALIC),
            Component::Query => self.fg(Color::Yellow).add_modifier(Modifier::ITALIC),
            Component::Fragment => self.fg(Color::LightBlue).add_modifier(Modifier::DIM),
        }
    }

    pub fn separator(&self) -> Style {
        self.fg(Color::DarkGray)
    }

    pub fn label(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    pub fn dim(&self) -> Style {
        if self.color {
            Style::new().fg(Color::DarkGray)
        } else {
            Style::new().add_modifier(Modifier::DIM)
        }
    }

    pub fn border(&self, focused: bool) -> Style {
        match (focused, self.color) {
            (true, true) => Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
            (true, false) => Style::new().add_modifier(Modifier::BOLD),
            (false, _) => self.dim(),
        }
    }

    pub fn selected(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    /// What a search found: set apart from the selection (reversed) and from the text around.
    pub fn found(&self) -> Style {
        if self.color {
            Style::new().fg(Color::Black).bg(Color::Yellow)
        } else {
            Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
        }
    }

    pub fn removed(&self) -> Style {
        self.fg(Color::Red).add_modifier(Modifier::CROSSED_OUT)
    }

    pub fn added(&self) -> Style {
        self.fg(Color::Green)
            .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }

    /// An invisible character's escape (`⟨\x1b⟩`): reverse video, so it stands apart from
    /// text that was typed.
    pub fn escape(&self) -> Style {
        self.fg(Color::Magenta).add_modifier(Modifier::REVERSED)
    }

    /// Text markers around removed and added text: only in monochrome, where crossed-out and
    /// underlined may not be drawn by every terminal.
    pub fn removed_marks(&self) -> (&'static str, &'static str) {
        let marks = symbols::REMOVED_MARKS;
        if self.color {
            ("", "")
        } else {
            (marks.open, marks.close)
        }
    }

    pub fn added_marks(&self) -> (&'static str, &'static str) {
        let marks = symbols::ADDED_MARKS;
        if self.color {
            ("", "")
        } else {
            (marks.open, marks.close)
        }
    }

    pub fn ok(&self) -> Style {
        self.fg(Color::Green).add_modifier(Modifier::BOLD)
    }

    pub fn bad(&self) -> Style {
        self.fg(Color::Red).add_modifier(Modifier::BOLD)
    }

    pub fn warning(&self) -> Style {
        self.fg(Color::Yellow).add_modifier(Modifier::BOLD)
    }

    pub fn differs(&self) -> Style {
        self.fg(Color::LightRed)
            .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }

    pub fn key(&self) -> Style {
        self.fg(Color::Cyan).add_modifier(Modifier::BOLD)
    }

    pub fn status(&self) -> Style {
        if self.color {
            Style::new().bg(Color::DarkGray).fg(Color::White)
        } else {
            Style::new().add_modifier(Modifier::REVERSED)
        }
    }

    pub fn message(&self) -> Style {
        self.fg(Color::Yellow).add_modifier(Modifier::BOLD)
    }
}
