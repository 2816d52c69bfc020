//! Every pane and `resolve --json` show a text's components as its specification read them:
//! under the RFCs the Appendix B split, under WHATWG what the basic URL parser read (for a
//! reference, what it set before the base filled the rest). No pane splits a text again; this
//! fails if one does (the newcomer report's N2: `\\127.0.0.1:18765\last` was shown as a scheme
//! `\\127.0.0.1` under WHATWG, beside a trace that read the host `127.0.0.1`).

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

use super::readers::resolve_output;
use crate::core::specs::whatwg;
use crate::core::text::uri_ref::UriRef;
use crate::core::tools::examples;
use crate::core::vocabulary::component::{COMPONENTS, Role};
use crate::core::vocabulary::spec::Spec;
use crate::tui::action::{Action, Focus};
use crate::tui::resolution::Resolution;
use crate::tui::tests::opened;
use crate::tui::ui;

/// Each component's value, in the order of a URI.
fn values(uri: &UriRef<'_>) -> Vec<Option<String>> {
    COMPONENTS
        .iter()
        .map(|&c| uri.get(c).map(str::to_string))
        .collect()
}

/// `text` split as `spec` reads it, written from the specifications rather than read from the
/// resolution: the parser's reading under WHATWG (against `base` for a reference), else
/// Appendix B.
fn expected(spec: Spec, text: &str, base: Option<&str>) -> Vec<Option<String>> {
    match spec {
        Spec::Whatwg => {
            let base = base.and_then(|base| whatwg::parser::parse(base, None).ok());
            values(&whatwg::split::split(text, base.as_ref()))
        }
        _ => values(&UriRef::parse(text)),
    }
}

/// The `components` object of one role in `resolve --json`.
fn json_values(doc: &serde_json::Value, role: Role) -> Vec<Option<String>> {
    COMPONENTS
        .iter()
        .map(|c| {
            doc["components"][role.name()][c.name()]
                .as_str()
                .map(str::to_string)
        })
        .collect()
}

#[test]
fn every_example_under_every_specification_shows_that_specification_s_split() {
    let mut checked = 0;
    // The command line runs for every example under a full sweep, every fifth otherwise.
    let json_stride = crate::sweeps::pick(1, 5);
    let mut index = 0;
    for set in examples::builtin().expect("the built-in examples load") {
        for example in &set.examples {
            index += 1;
            let (base, reference) = (example.base.as_str(), example.reference.as_str());
            for spec in Spec::ALL {
                let options = example.options.for_spec(spec);
                let what = format!("{spec} {base:?} + {reference:?} ({})", set.file);
                let want_base = expected(spec, base, None);
                let want_reference = expected(spec, reference, Some(base));

                let resolution = Resolution::compute(spec, base, reference, &options);
                let shown = |role| resolution.components(role).map(|uri| values(&uri));
                assert_eq!(shown(Role::Base).as_ref(), Some(&want_base), "base: {what}");
                assert_eq!(
                    shown(Role::Reference).as_ref(),
                    Some(&want_reference),
                    "reference: {what}"
                );

                if index % json_stride != 0 {
                    checked += 1;
                    continue;
                }
                let json = resolve_output(spec, &options, base, reference, &["--json"]);
                let doc: serde_json::Value = serde_json::from_str(&json).expect("JSON");
                assert_eq!(
                    json_values(&doc, Role::Base),
                    want_base,
                    "--json base: {what}"
                );
                assert_eq!(
                    json_values(&doc, Role::Reference),
                    want_reference,
                    "--json reference: {what}"
                );
                if let Some(result) = doc["result"].as_str() {
                    let want_result = values(&UriRef::parse(result));
                    assert_eq!(shown(Role::Result), Some(want_result.clone()), "{what}");
                    assert_eq!(json_values(&doc, Role::Result), want_result, "{what}");
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "only {checked} resolutions");
}

/// The N2 case in the Components pane at both sizes: the reference's authority is the host and
/// port the WHATWG trace reads, and `y` copies that.
#[test]
fn a_backslash_reference_shows_its_host_under_whatwg() {
    for (width, height) in [(80, 24), (200, 60)] {
        let mut app = opened(
            Some("http://127.0.0.1:18765/redirects/start"),
            Some(r"\\127.0.0.1:18765\last#frag2"),
            Some(Spec::Whatwg),
        );
        app.update(Action::Resize(width, height));
        app.update(Action::Focus(Focus::Components));
        // The reference's authority: the second role's second component.
        app.components.cursor = COMPONENTS.len() + 1;
        assert_eq!(
            app.selected_component(),
            (
                Role::Reference,
                crate::core::vocabulary::component::Component::Authority,
                Some("127.0.0.1:18765".to_string())
            )
        );

        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal.draw(|frame| ui::render(&app, frame)).unwrap();
        let buffer = terminal.backend().buffer();
        let pane = app.areas(Rect::new(0, 0, width, height)).components;
        let text: Vec<String> = (pane.y..pane.bottom())
            .map(|y| {
                (pane.x..pane.right())
                    .map(|x| buffer[(x, y)].symbol())
                    .collect()
            })
            .collect();
        let text = text.join("\n");
        assert!(
            text.contains("authority 127.0.0.1:18765"),
            "{width}x{height}:\n{text}"
        );
        assert!(
            !text.contains(r"scheme    \\127"),
            "{width}x{height}:\n{text}"
        );
    }
}
