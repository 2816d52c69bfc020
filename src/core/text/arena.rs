//! The arena a library profile keeps what its steps write in (a lowercased host, an escaped
//! path, the resolved path), so that its records hold plain borrowed slices: one per thread,
//! reused from one resolution to the next.

use std::cell::RefCell;

use bumpalo::Bump;

/// What the arena may keep between resolutions; a long input's blocks go back.
const KEPT: usize = 1 << 16;

/// Runs `work` with the thread's arena, emptied after it; with a new arena when the thread's is
/// in use (an observer that resolves too, while this resolution holds it) or gone (the thread is
/// ending). `work` runs once.
pub(crate) fn with_arena<R>(mut work: impl FnMut(&Bump) -> R) -> R {
    thread_local! {
        /// A new arena would take and free a block of memory each time.
        static ARENA: RefCell<Bump> = RefCell::new(Bump::new());
    }
    let mut done = None;
    let _ = ARENA.try_with(|cell| {
        if let Ok(mut arena) = cell.try_borrow_mut() {
            done = Some(work(&arena));
            if arena.allocated_bytes() > KEPT {
                *arena = Bump::new();
            } else {
                arena.reset();
            }
        }
    });
    match done {
        Some(result) => result,
        None => work(&Bump::new()),
    }
}
