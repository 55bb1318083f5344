//! What the diagnostics corner says of memory: the page's wasm memory and the search
//! worker's, with the snapshots it keeps for rewinding (the worker says
//! its own figures when asked).

use crate::i18n::{by_count, Numbers};
use crate::i18n::{Lang, T};

/// The search worker's memory, as it last said.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WorkerMemory {
    /// Bytes of its wasm memory.
    pub wasm_bytes: u64,
    /// Snapshots of the run kept for rewinding.
    pub snapshots: u32,
}

/// Bytes in megabytes (2^20), for the help's sentence.
fn megabytes(bytes: u64) -> f64 {
    bytes as f64 / 1_048_576.0
}

/// The diagnostics corner's sentence on memory, once the worker has said its figures.
pub fn memory_line(
    lang: Lang,
    numbers: &dyn Numbers,
    page_bytes: u64,
    worker: Option<WorkerMemory>,
) -> Option<String> {
    let worker = worker?;
    let snapshots = u64::from(worker.snapshots);
    Some(lang.fill(
        by_count(numbers, snapshots, T::HelpMemoryOne, T::HelpMemory),
        &[
            &numbers.decimal(megabytes(page_bytes)),
            &numbers.decimal(megabytes(worker.wasm_bytes)),
            &numbers.int(snapshots),
        ],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::PlainNumbers;

    #[test]
    fn the_sentence_gives_both_memories_in_megabytes() {
        let worker = WorkerMemory {
            wasm_bytes: 3 * 1_048_576,
            snapshots: 256,
        };
        let line = memory_line(Lang::En, &PlainNumbers, 1_572_864, Some(worker));
        assert_eq!(
            line.as_deref(),
            Some("This page holds 1.50 MB of wasm memory; the search worker 3.00 MB, with 256 snapshots of the run for rewinding.")
        );
        assert_eq!(memory_line(Lang::En, &PlainNumbers, 1, None), None);
        let one = WorkerMemory {
            wasm_bytes: 1_048_576,
            snapshots: 1,
        };
        let line = memory_line(Lang::En, &PlainNumbers, 1_048_576, Some(one)).unwrap();
        assert!(
            line.ends_with("with 1 snapshot of the run for rewinding."),
            "{line}"
        );
    }
}
