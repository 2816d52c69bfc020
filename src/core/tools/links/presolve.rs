//! A large page's links resolved on a second core while the page is still being parsed: the
//! parser, which takes most of the time, cannot be split, but the links can be resolved as
//! their elements are made. Which base a link resolves against is known only once the whole
//! tree is built (the first `base` with an `href` in tree order, HTML §4.2.3), so this guesses:
//! the first such `base` the parser makes. Each answer is kept only where the guess proves
//! right; the others are resolved again, so the guess changes how fast, never what.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};

use super::attributes::found_in;
use super::dom::{Dom, NewElements};
use super::resolve::{Context, PageQuery, RareResolution, Resolution, base_of, resolve};
use crate::core::specs::whatwg::record::Url;
use crate::core::vocabulary::spec::Spec;

/// No resolutions: an element not resolved ahead.
const NONE: u32 = u32::MAX;

/// The thread that resolves the elements it is sent ([`Presolver::send`]).
pub(super) struct Presolver {
    sender: Sender<NewElements>,
    /// Set once the page is parsed: what is not resolved by then is resolved with the rest.
    stop: Arc<AtomicBool>,
    worker: JoinHandle<Presolved>,
}

impl Presolver {
    /// A thread resolving the links of a page whose URL is `document` (`document_url`
    /// serialized), in `encoding`, and comparing with `compare_with`; `None` where the
    /// machine has one core or no thread can be started.
    pub(super) fn start(
        document: &Url,
        document_url: &str,
        encoding: Option<PageQuery>,
        compare_with: Spec,
    ) -> Option<Self> {
        if thread::available_parallelism().map_or(1, |n| n.get()) < 2 {
            return None;
        }
        let (sender, receiver) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let context = Context::new(
            document.clone(),
            document_url.to_owned(),
            None,
            encoding,
            compare_with,
        );
        let stopped = Arc::clone(&stop);
        let worker = thread::Builder::new()
            .name("links ahead".to_owned())
            .spawn(move || work(&receiver, &stopped, context))
            .ok()?;
        Some(Presolver {
            sender,
            stop,
            worker,
        })
    }

    /// Elements to resolve, in the order the parser made them.
    pub(super) fn send(&self, elements: NewElements) {
        // The thread ends only once the sender is dropped: it still receives.
        let _ = self.sender.send(elements);
    }

    /// What the thread resolved before the page was parsed, or of all it was sent.
    pub(super) fn finish(self, all: bool) -> Presolved {
        self.stop.store(!all, Ordering::Relaxed);
        drop(self.sender);
        self.worker.join().unwrap_or_default()
    }
}

/// The resolutions of the elements resolved ahead, by element: each answer in one string, as a
/// page's worth is held.
#[derive(Debug, Default)]
pub(super) struct Presolved {
    /// By the element's index in the tree: where its resolutions start in `resolutions`, or
    /// [`NONE`].
    first: Vec<u32>,
    resolutions: Vec<Presolution>,
    /// Every answer, one after another.
    answers: String,
    /// The index of the `base` element with an `href` the parser made first: the elements
    /// made from it on were resolved against its base URL (`base`), those before it against
    /// the document's URL.
    base_element: Option<u32>,
    base: Option<Url>,
    /// Which of the two guesses proved right ([`Presolved::settle`]).
    before_base_right: bool,
    after_base_right: bool,
}

/// A [`Resolution`] kept: its answer in `Presolved::answers`.
#[derive(Debug)]
struct Presolution {
    /// Where the answer ends (it starts where the one before ends).
    end: u32,
    failed: bool,
    rare: Option<Box<RareResolution>>,
}

impl Presolved {
    /// Keeps the answers that were resolved against `base`, the document base URL (`None`: the
    /// document's URL).
    pub(super) fn settle(&mut self, base: Option<&Url>) {
        self.before_base_right = base.is_none();
        self.after_base_right = self.base.as_ref() == base;
    }

    /// The resolution of the `nth` URL `found_in` gives for the element at `index` of `dom`,
    /// where it was resolved ahead against the right base.
    pub(super) fn get(&self, dom: &Dom, index: u32, nth: usize) -> Option<Resolution> {
        let first = *self.first.get(index as usize)?;
        let right = match self.base_element {
            Some(base) if index >= base => self.after_base_right,
            _ => self.before_base_right,
        };
        if first == NONE || !right || dom.revised(index) {
            return None;
        }
        let at = first as usize + nth;
        let kept = self.resolutions.get(at)?;
        let start = at
            .checked_sub(1)
            .map_or(0, |before| self.resolutions[before].end);
        let answer = self.answers[start as usize..kept.end as usize].to_owned();
        Some(Resolution {
            result: if kept.failed { Err(answer) } else { Ok(answer) },
            rare: kept.rare.clone(),
        })
    }

    /// How many URLs were resolved ahead.
    #[cfg(test)]
    pub(super) fn len(&self) -> usize {
        self.resolutions.len()
    }

    /// Keeps `resolution`; `false` when no more can be kept.
    fn keep(&mut self, resolution: Resolution) -> bool {
        let (Ok(answer) | Err(answer)) = &resolution.result;
        self.answers.push_str(answer);
        let Ok(end) = u32::try_from(self.answers.len()) else {
            return false;
        };
        self.resolutions.push(Presolution {
            end,
            failed: resolution.result.is_err(),
            rare: resolution.rare,
        });
        true
    }
}

/// Resolves every URL of the elements `receiver` gives, against the first `base` seen, until
/// the sender is dropped or `stop` set.
fn work(receiver: &Receiver<NewElements>, stop: &AtomicBool, mut context: Context) -> Presolved {
    let mut presolved = Presolved::default();
    for elements in receiver {
        for (index, element) in elements.iter() {
            if stop.load(Ordering::Relaxed) {
                return presolved;
            }
            if presolved.base_element.is_none()
                && element.is_html("base")
                && let Some(href) = element.attribute("href")
            {
                presolved.base_element = Some(index);
                presolved.base = base_of(href, &context.document, context.encoding.as_ref()).ok();
                context = Context::new(
                    context.document,
                    context.document_url,
                    presolved.base.clone(),
                    context.encoding,
                    context.compare_with,
                );
            }
            let found = found_in(element.name, |name| element.attribute(name));
            let Ok(first) = u32::try_from(presolved.resolutions.len()) else {
                return presolved;
            };
            if found.is_empty() {
                continue;
            }
            for found in &found {
                if !presolved.keep(resolve(found, &context)) {
                    // The element's resolutions are not all kept: it has none.
                    return presolved;
                }
            }
            let at = index as usize;
            if presolved.first.len() <= at {
                presolved.first.resize(at + 1, NONE);
            }
            presolved.first[at] = first;
        }
    }
    presolved
}
