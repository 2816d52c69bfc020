//! The README's picture of the explorer, `docs/explorer.svg`: the frame the explorer draws on
//! its built-in example, each cell's character in its colours, as SVG text. A test fails when
//! the picture is not the frame drawn today; `URISCOPE_SCREENSHOT=write cargo test --lib
//! screenshot` draws it again.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::{Buffer, Cell};
use ratatui::style::{Color, Modifier};

use crate::tui::tests::opened;
use crate::tui::ui;

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/explorer.svg");
const WIDTH: u16 = 120;
const HEIGHT: u16 = 40;
/// A cell's size in pixels: a monospace font of 14 px is about 8.4 px wide.
const CELL_W: f32 = 8.4;
const CELL_H: f32 = 17.0;
const BACKGROUND: &str = "#1e1e1e";
const FOREGROUND: &str = "#d4d4d4";

/// A terminal's colour as the SVG writes it (the default palette of a dark terminal).
fn hex(color: Color, default: &'static str) -> String {
    let named = match color {
        Color::Reset => default,
        Color::Black => "#000000",
        Color::Red => "#cd3131",
        Color::Green => "#0dbc79",
        Color::Yellow => "#e5e510",
        Color::Blue => "#2472c8",
        Color::Magenta => "#bc3fbc",
        Color::Cyan => "#11a8cd",
        Color::Gray => "#e5e5e5",
        Color::DarkGray => "#767676",
        Color::LightRed => "#f14c4c",
        Color::LightGreen => "#23d18b",
        Color::LightYellow => "#f5f543",
        Color::LightBlue => "#3b8eea",
        Color::LightMagenta => "#d670d6",
        Color::LightCyan => "#29b8db",
        Color::White => "#ffffff",
        Color::Rgb(r, g, b) => return format!("#{r:02x}{g:02x}{b:02x}"),
        Color::Indexed(_) => default,
    };
    named.to_string()
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A cell's colours, reversed video applied.
fn colours(cell: &Cell) -> (String, String) {
    let fg = hex(cell.fg, FOREGROUND);
    let bg = hex(cell.bg, BACKGROUND);
    if cell.modifier.contains(Modifier::REVERSED) {
        (bg, fg)
    } else {
        (fg, bg)
    }
}

/// A run's colour and modifiers as SVG attributes.
fn text_style(fg: &str, modifier: Modifier) -> String {
    let mut style = format!(" fill=\"{fg}\"");
    if modifier.contains(Modifier::BOLD) {
        style.push_str(" font-weight=\"bold\"");
    }
    if modifier.contains(Modifier::UNDERLINED) {
        style.push_str(" text-decoration=\"underline\"");
    }
    if modifier.contains(Modifier::DIM) {
        style.push_str(" opacity=\"0.7\"");
    }
    if modifier.contains(Modifier::ITALIC) {
        style.push_str(" font-style=\"italic\"");
    }
    style
}

/// The frame as SVG: a rectangle per run of cells with a background of their own, then a
/// `<text>` per run of cells of one style.
fn svg(buffer: &Buffer) -> String {
    let area = buffer.area;
    let (width, height) = (
        f32::from(area.width) * CELL_W,
        f32::from(area.height) * CELL_H,
    );
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" font-size=\"14\" \
         xml:space=\"preserve\">\n<rect width=\"100%\" height=\"100%\" fill=\"{BACKGROUND}\"/>\n"
    );
    for y in 0..area.height {
        let row: Vec<&Cell> = (0..area.width).map(|x| &buffer[(x, y)]).collect();
        let mut x = 0;
        while x < row.len() {
            let (fg, bg) = colours(row[x]);
            let modifier = row[x].modifier;
            let mut end = x + 1;
            while end < row.len() && colours(row[end]) == (fg.clone(), bg.clone()) {
                if row[end].modifier != modifier {
                    break;
                }
                end += 1;
            }
            let left = x as f32 * CELL_W;
            let top = f32::from(y) * CELL_H;
            if bg != BACKGROUND {
                out.push_str(&format!(
                    "<rect x=\"{left}\" y=\"{top}\" width=\"{}\" height=\"{CELL_H}\" fill=\"{bg}\"/>\n",
                    (end - x) as f32 * CELL_W
                ));
            }
            let style = text_style(&fg, modifier);
            // Each run of non-blank cells is placed at its own cell, so that no font's spacing
            // or collapsing of blanks can move it; its width is fixed by its cells.
            let mut start = x;
            while start < end {
                if row[start].symbol().trim().is_empty() {
                    start += 1;
                    continue;
                }
                let mut stop = start;
                while stop < end && !row[stop].symbol().trim().is_empty() {
                    stop += 1;
                }
                let text: String = row[start..stop].iter().map(|cell| cell.symbol()).collect();
                out.push_str(&format!(
                    "<text x=\"{}\" y=\"{}\" textLength=\"{}\" lengthAdjust=\"spacingAndGlyphs\"{style}>{}</text>\n",
                    start as f32 * CELL_W,
                    top + CELL_H * 0.78,
                    (stop - start) as f32 * CELL_W,
                    escape(&text)
                ));
                start = stop;
            }
            x = end;
        }
    }
    out.push_str("</svg>\n");
    out
}

#[test]
fn the_readmes_screenshot_is_the_explorer_drawn_today() {
    let app = opened(None, None, None);
    let mut terminal = Terminal::new(TestBackend::new(WIDTH, HEIGHT)).unwrap();
    terminal.draw(|frame| ui::render(&app, frame)).unwrap();
    let drawn = svg(terminal.backend().buffer());
    if std::env::var("URISCOPE_SCREENSHOT").is_ok_and(|value| value == "write") {
        std::fs::write(PATH, &drawn).unwrap();
    }
    let committed = std::fs::read_to_string(PATH).unwrap_or_default();
    assert!(
        committed == drawn,
        "docs/explorer.svg is not the explorer drawn today: run \
         `URISCOPE_SCREENSHOT=write cargo test --lib screenshot` and commit it"
    );
}
