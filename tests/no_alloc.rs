//! No allocation per step: a counting allocator watches the steps of every
//! stepping strategy on every puzzle family.

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use btlab::engine::Event;
use btlab::solve::stepper;
use btlab::strategy::Strategy;
use common::*;

thread_local! {
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

struct CountingAllocator;

fn note() {
    if COUNTING.with(Cell::get) {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
    }
}

// SAFETY: every call is passed on unchanged to the system allocator.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note();
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

#[test]
fn steps_allocate_nothing() {
    let cases = [
        (PRESSE, "Presse"),
        (KENDOKU_009, "Kendoku 009"),
        (r#"{"kind":"queens","n":10}"#, "10 queens"),
        (
            r#"{"kind":"sudoku","givens":"................................................................................................................................................................................................................................................................"}"#,
            "empty 16x16",
        ),
    ];
    for (text, name) in cases {
        let p = puzzle(text);
        for s in [
            Strategy::Classic,
            Strategy::Propagate,
            Strategy::Mrv,
            Strategy::Random { seed: 5 },
        ] {
            let mut search = stepper(&p, s).unwrap();
            ALLOCATIONS.with(|a| a.set(0));
            COUNTING.with(|c| c.set(true));
            let mut steps = 0;
            while steps < 200_000 && search.step() != Event::Exhausted {
                steps += 1;
            }
            COUNTING.with(|c| c.set(false));
            let allocations = ALLOCATIONS.with(Cell::get);
            assert_eq!(
                allocations, 0,
                "{name} by {s}: {allocations} allocations in {steps} steps"
            );
        }
    }
}
