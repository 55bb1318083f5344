//! Hints for a person solving by hand: the next thing to see, from a
//! wrong entry (when the puzzle's one solution says so) to the simple
//! deductions (a cell with one candidate left, a value with one place
//! left in a house, a value a cage or a clue leaves a cell alone), then a
//! value the search shows to fail, and where
//! even that takes too long, the solution's value.

use super::refute::{refutation, Refutation};
use crate::kinds::hand::{Hint, HintReason, Solutions};
use crate::kinds::{house_cells, kind_of};
use crate::page::Editor;
use crate::puzzles::{bit, HouseKind, Houses, Mask};

/// The hint for the grid as it is: a wrong entry first, then a dead
/// end, a naked single, a hidden single, and the solution's value for
/// the cell with the fewest candidates. `None` when the grid is full and
/// right, or nothing can be said.
pub fn find_hint(editor: &Editor, solutions: &Solutions) -> Option<Hint> {
    find_hint_with(editor, solutions, &mut |candidates| {
        refutation(editor, candidates, solutions)
    })
}

/// [`find_hint`], with the value the search shows to fail (for the
/// hint's candidates) asked of `refute`: on the page the worker finds
/// it, the search being too big a download for the page.
pub fn find_hint_with(
    editor: &Editor,
    solutions: &Solutions,
    refute: &mut dyn FnMut(&[Mask]) -> Option<Refutation>,
) -> Option<Hint> {
    if let Some(hint) = kind_of(editor.puzzle()).hint_by_hand(editor.entries(), solutions) {
        return hint;
    }
    if !editor.takes_notes() {
        return None;
    }
    let values = editor.values();
    let hint = |cell, value, reason| {
        Some(Hint {
            cell,
            value,
            reason,
        })
    };
    if let Some(solution) = solutions.unique() {
        let wrong = (0..values.len()).find(|&c| values[c] != 0 && values[c] != solution[c]);
        if let Some(cell) = wrong {
            return hint(cell, values[cell], HintReason::Wrong);
        }
    }
    let candidates = hint_candidates(editor);
    if let Some(solution) = solutions.unique() {
        let missing = (0..values.len())
            .find(|&c| values[c] == 0 && candidates[c] & bit(u32::from(solution[c])) == 0);
        if let Some(cell) = missing {
            return hint(cell, solution[cell], HintReason::NoteMissing);
        }
    }
    let empty: Vec<usize> = (0..values.len()).filter(|&c| values[c] == 0).collect();
    if let Some(&cell) = empty.iter().find(|&&c| candidates[c] == 0) {
        return hint(cell, 0, HintReason::DeadEnd);
    }
    if let Some(found) = single(editor, &candidates) {
        return Some(found);
    }
    if let Some(found) = locked(editor, &candidates) {
        return Some(found);
    }
    let kind = kind_of(editor.puzzle());
    if let Some((rule, cell, value)) = kind.forced_by_rule(values, &candidates) {
        return hint(cell, value, HintReason::Rule(rule));
    }
    if let Some(r) = refute(&candidates) {
        return hint(r.cell, r.value, HintReason::Refuted { steps: r.steps });
    }
    let solution = solutions.unique()?;
    let cell = *empty.iter().min_by_key(|&&c| candidates[c].count_ones())?;
    hint(cell, solution[cell], HintReason::FromSolution)
}

/// The candidates a hint reasons from: what the houses leave each cell,
/// less what the person's notes have ruled out.
pub fn hint_candidates(editor: &Editor) -> Vec<Mask> {
    let notes = editor.notes();
    editor
        .candidates()
        .iter()
        .zip(notes)
        .map(|(&c, &n)| if n == 0 { c } else { c & n })
        .collect()
}

/// A box whose places for a value all lie in one row or column, where
/// that line has the value among its other cells' candidates.
fn locked(editor: &Editor, candidates: &[Mask]) -> Option<Hint> {
    let houses = kind_of(editor.puzzle()).houses()?;
    let side = editor.max_typed();
    let kinds = houses.kinds();
    for (house, &house_kind) in houses.houses().iter().zip(kinds) {
        if !matches!(house_kind, HouseKind::Box(_) | HouseKind::Region(_)) || house.len() != side {
            continue;
        }
        for value in 1..=side as u8 {
            let places: Vec<usize> = house
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| candidates[c] & bit(u32::from(value)) != 0)
                .collect();
            if places.len() < 2 {
                continue;
            }
            for line in shared_lines(houses, &places) {
                let out = locked_out(editor, candidates, house_kind, kinds[line], value);
                if let Some(&cell) = out.first() {
                    let reason = HintReason::Locked {
                        house: house_kind,
                        line: kinds[line],
                    };
                    return Some(Hint {
                        cell,
                        value,
                        reason,
                    });
                }
            }
        }
    }
    None
}

/// The rows and columns (house indices) all of `cells` lie in.
fn shared_lines(houses: &Houses, cells: &[usize]) -> Vec<usize> {
    let lines = |c: usize| -> Vec<usize> {
        houses
            .houses_of(c)
            .iter()
            .map(|&h| h as usize)
            .filter(|&h| matches!(houses.kinds()[h], HouseKind::Row(_) | HouseKind::Column(_)))
            .collect()
    };
    let mut shared = lines(cells[0]);
    for &c in &cells[1..] {
        let theirs = lines(c);
        shared.retain(|h| theirs.contains(h));
    }
    shared
}

/// The cells of `line` outside `house` that still have `value` among
/// their candidates: what a locked candidate rules out.
pub fn locked_out(
    editor: &Editor,
    candidates: &[Mask],
    house: HouseKind,
    line: HouseKind,
    value: u8,
) -> Vec<usize> {
    let Some(houses) = kind_of(editor.puzzle()).houses() else {
        return Vec::new();
    };
    let inside = house_cells(houses, house);
    house_cells(houses, line)
        .into_iter()
        .filter(|c| !inside.contains(c) && editor.values()[*c] == 0)
        .filter(|&c| candidates[c] & bit(u32::from(value)) != 0)
        .collect()
}

/// A naked single (a cell with one candidate left), else a hidden single.
pub(super) fn single(editor: &Editor, candidates: &[Mask]) -> Option<Hint> {
    let values = editor.values();
    let naked = (0..values.len()).find(|&c| values[c] == 0 && candidates[c].count_ones() == 1);
    match naked {
        Some(cell) => Some(Hint {
            cell,
            value: only_value(candidates[cell]),
            reason: HintReason::NakedSingle,
        }),
        None => hidden_single(editor, candidates),
    }
}

/// A value with one place left in a house that holds every value once.
fn hidden_single(editor: &Editor, candidates: &[Mask]) -> Option<Hint> {
    let kind = kind_of(editor.puzzle());
    let houses = kind.houses()?;
    let side = editor.max_typed();
    let gap = kind.gap();
    let values = editor.values();
    for (house, &house_kind) in houses.houses().iter().zip(houses.kinds()) {
        if house.len() != side {
            continue; // an extra region smaller than a row holds some values only
        }
        for value in (1..=side as u8).filter(|&v| Some(v) != gap) {
            if house.iter().any(|&c| values[c as usize] == value) {
                continue;
            }
            let mut places = house
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| candidates[c] & bit(u32::from(value)) != 0);
            if let (Some(cell), None) = (places.next(), places.next()) {
                return Some(Hint {
                    cell,
                    value,
                    reason: HintReason::HiddenSingle(house_kind),
                });
            }
        }
    }
    None
}

/// The one value of a one-value mask.
fn only_value(mask: Mask) -> u8 {
    mask.trailing_zeros() as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;
    use crate::kinds::hand::solutions_of;
    use crate::kinds::Rule;

    fn editor(line: &str) -> Editor {
        Editor::new(parse_puzzle(line).unwrap())
    }

    #[test]
    fn a_naked_single_is_the_one_value_its_peers_leave() {
        // r1c9's row holds 1..8: only 9 is left.
        let e = editor(&format!("12345678.{}", ".".repeat(72)));
        let hint = find_hint(&e, &Solutions::Unknown).unwrap();
        assert_eq!(
            (hint.cell, hint.value, hint.reason),
            (8, 9, HintReason::NakedSingle)
        );
    }

    #[test]
    fn a_hidden_single_is_the_one_place_left_in_a_house() {
        // 1s in rows 2 and 3 and columns 2 and 3 leave box 1 one place
        // for a 1: r1c1, though r1c1 itself has many candidates.
        let mut rows = vec![".".repeat(9); 9];
        rows[1] = "...1.....".into();
        rows[2] = "......1..".into();
        rows[3] = ".1.......".into();
        rows[6] = "..1......".into();
        let e = editor(&rows.concat());
        let hint = find_hint(&e, &Solutions::Unknown).unwrap();
        assert_eq!(hint.cell, 0);
        assert_eq!(hint.value, 1);
        assert!(matches!(hint.reason, HintReason::HiddenSingle(_)));
    }

    #[test]
    fn a_wrong_entry_comes_first_when_the_solution_is_known() {
        let presse = crate::library::LIBRARY[0].1;
        let mut e = editor(presse);
        let solutions = solutions_of(e.puzzle());
        let solution = solutions.unique().unwrap().to_vec();
        let cell = (0..81).find(|&c| !e.is_given(c)).unwrap();
        let wrong = solution[cell] % 9 + 1;
        e.set(cell, wrong).unwrap();
        let hint = find_hint(&e, &solutions).unwrap();
        assert_eq!(
            (hint.cell, hint.value, hint.reason),
            (cell, wrong, HintReason::Wrong)
        );
    }

    #[test]
    fn following_the_hints_solves_a_published_puzzle() {
        let mut e = editor(crate::library::LIBRARY[0].1);
        let solutions = solutions_of(e.puzzle());
        for _ in 0..81 {
            let Some(hint) = find_hint(&e, &solutions) else {
                break;
            };
            assert_ne!(hint.reason, HintReason::Wrong);
            e.set(hint.cell, hint.value).unwrap();
        }
        assert_eq!(Some(e.values()), solutions.unique());
    }

    fn words(e: &Editor, hint: Hint, level: u8) -> String {
        use crate::i18n::{Lang, PlainNumbers};
        crate::page::Said::Hint(hint, level).text(e.puzzle(), Lang::En, &PlainNumbers)
    }

    #[test]
    fn a_kendoku_cage_leaves_a_cell_one_value_where_its_houses_leave_two() {
        // 3x3: r1c3 is a given 2, so r1c1 may hold 1 or 3 by its row;
        // its cage 3+ with r2c1 allows only 1 and 2 there: 1.
        let e = editor(
            r#"{"kind":"kendoku","size":3,"cages":[{"target":3,"op":"+","cells":[0,3]},{"target":2,"cells":[2]},{"target":4,"op":"+","cells":[1,4]},{"target":2,"op":"-","cells":[5,8]},{"target":5,"op":"+","cells":[6,7]}]}"#,
        );
        let hint = find_hint(&e, &Solutions::Unknown).unwrap();
        assert_eq!((hint.cell, hint.value), (0, 1));
        assert_eq!(hint.reason, HintReason::Rule(Rule::Cage(0)));
        assert_eq!(words(&e, hint, 1), "Look at the cage 3+ at r1c1.");
        assert_eq!(
            words(&e, hint, 2),
            "By the cage 3+ at r1c1, r1c1 can only be 1."
        );
        assert_eq!(words(&e, hint, 3), "Placed 1 in r1c1.");
    }

    #[test]
    fn a_killer_cage_leaves_a_cell_one_digit_where_its_houses_leave_three() {
        // 4x4: r1c3 is a given 2, so r1c1 may hold 1, 3 or 4 by its row;
        // its cage of 3 with r2c1 is {1, 2}: 1.
        let e = editor(
            r#"{"kind":"sudoku","givens":"..2.............","cages":[{"sum":3,"cells":[0,4]}]}"#,
        );
        let hint = find_hint(&e, &Solutions::Unknown).unwrap();
        assert_eq!((hint.cell, hint.value), (0, 1));
        assert_eq!(hint.reason, HintReason::Rule(Rule::Cage(0)));
        assert_eq!(words(&e, hint, 1), "Look at the cage 3 at r1c1.");
        assert_eq!(
            words(&e, hint, 2),
            "By the cage 3 at r1c1, r1c1 can only be 1."
        );
    }

    #[test]
    fn a_skyscrapers_clue_leaves_a_cell_one_height() {
        // Seeing 4 from the top of column 1: 1, 2, 3, 4 downwards.
        let e = editor(
            r#"{"kind":"skyscrapers","size":4,"top":[4,0,0,0],"bottom":[0,0,0,0],"left":[0,0,0,0],"right":[0,0,0,0]}"#,
        );
        let hint = find_hint(&e, &Solutions::Unknown).unwrap();
        assert_eq!((hint.cell, hint.value), (0, 1));
        assert_eq!(
            hint.reason,
            HintReason::Rule(Rule::Clue(crate::puzzles::Side::Top, 0))
        );
        assert_eq!(
            words(&e, hint, 2),
            "By the clue 4 from the top of column 1, r1c1 can only be 1."
        );
    }
}
