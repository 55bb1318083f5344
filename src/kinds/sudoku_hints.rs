//! The deductions a hint draws from a Sudoku's rules beside its houses:
//! a cell that one cage, thermometer, arrow, kropki dot, little killer
//! or sandwich sum alone leaves a single digit, where the houses leave it
//! more.

use super::{domains_of, newly_single, Rule};
use crate::puzzles::{Mask, Sudoku};

/// Each rule beside the houses, in the order a hint looks at them.
fn rules(s: &Sudoku) -> impl Iterator<Item = Rule> + '_ {
    let count = |n: Option<usize>| 0..n.unwrap_or(0);
    let cages = count(s.cage_sums().map(|c| c.cages().len())).map(Rule::Cage);
    let thermos = count(s.thermometers().map(|t| t.lines().len())).map(Rule::Thermo);
    let arrows = count(s.arrows().map(|a| a.arrows().len())).map(Rule::Arrow);
    let dots = count(s.kropki().map(|d| d.dots().len())).map(Rule::Dot);
    let killers = count(s.little_killers().map(|k| k.killers().len())).map(Rule::LittleKiller);
    let sandwiches = count(s.sandwiches().map(|w| w.sandwiches().len())).map(Rule::Sandwich);
    let sums = killers.chain(sandwiches);
    cages.chain(thermos).chain(arrows).chain(dots).chain(sums)
}

/// Narrows `domains` by `rule` alone; false when it is broken.
fn narrow_by(s: &Sudoku, rule: Rule, domains: &mut [Mask]) -> bool {
    match rule {
        Rule::Cage(k) => s.cage_sums().is_some_and(|c| c.narrow_cage(k, domains)),
        Rule::Thermo(k) => s.thermometers().is_some_and(|t| t.narrow_one(k, domains)),
        Rule::Arrow(k) => s.arrows().is_some_and(|a| a.narrow_one(k, domains)),
        Rule::Dot(k) => s.kropki().is_some_and(|d| d.narrow_pair(k, domains)),
        Rule::LittleKiller(k) => s.little_killers().is_some_and(|l| l.narrow_one(k, domains)),
        Rule::Sandwich(k) => s.sandwiches().is_some_and(|w| w.narrow_one(k, domains)),
        Rule::Clue(..) => true,
    }
}

/// A digit one rule beside the houses leaves an empty cell alone (a
/// cage's sets of digits that still fit, a thermometer's bounds, an
/// arrow's sum, a dot's partners, a little killer's bounds, the places a
/// sandwich sum leaves its 1 and its largest digit), where the houses
/// leave it more.
pub fn forced_by_rule(s: &Sudoku, values: &[u8], candidates: &[Mask]) -> Option<(Rule, usize, u8)> {
    let domains = domains_of(values, candidates);
    rules(s).find_map(|rule| {
        let mut narrowed = domains.clone();
        if !narrow_by(s, rule, &mut narrowed) {
            return None; // a broken rule is marked, not hinted
        }
        newly_single(rule_squares(s, rule), values, candidates, &narrowed)
            .map(|(c, v)| (rule, c, v))
    })
}

/// The squares of `rule`: a cage's, a thermometer's, an arrow's, a dot's
/// two.
pub fn rule_squares(s: &Sudoku, rule: Rule) -> Vec<usize> {
    let cells = |cells: &[u16]| cells.iter().map(|&c| usize::from(c)).collect();
    match rule {
        Rule::Cage(k) => s
            .cage_sums()
            .map_or_else(Vec::new, |c| cells(&c.cages()[k].cells)),
        Rule::Thermo(k) => s
            .thermometers()
            .map_or_else(Vec::new, |t| cells(&t.lines()[k])),
        Rule::Arrow(k) => s.arrows().map_or_else(Vec::new, |a| cells(&a.arrows()[k])),
        Rule::Dot(k) => s.kropki().map_or_else(Vec::new, |d| {
            let dot = d.dots()[k];
            vec![usize::from(dot.cells.0), usize::from(dot.cells.1)]
        }),
        Rule::LittleKiller(k) => s
            .little_killers()
            .map_or_else(Vec::new, |l| l.diagonals()[k].clone()),
        Rule::Sandwich(k) => s
            .sandwiches()
            .map_or_else(Vec::new, |w| w.lines()[k].clone()),
        Rule::Clue(..) => Vec::new(),
    }
}
