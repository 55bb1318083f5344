//! What a long run is doing while the page waits for it: attempts a
//! second, the depth, the share of the search tree behind it, and from
//! these how long the rest would take at this pace, with a warning when
//! that is more than a class or a reader would wait.

use crate::i18n::{Lang, Numbers, TimeUnit, T};
use crate::page::run::sharing::Sharing;
use crate::page::Run;
use crate::protocol::OpenLevel;

/// A run must have run this long (ms) before its pace is worth telling.
pub const TOLD_AFTER_MS: f64 = 2_000.0;

/// A rest longer than this (seconds) is a run that will not end soon.
pub const SOON_S: f64 = 60.0;

/// The share, 0 to 1, of the search tree behind the open levels: at each
/// level the candidates already searched, each standing for an equal
/// share of its parent's subtree (Knuth's estimate of a backtrack
/// search's progress). The candidate a level is on is still being searched.
pub fn tree_fraction(levels: &[OpenLevel]) -> f64 {
    let mut share = 1.0;
    let mut done = 0.0;
    for level in levels {
        let n = level.candidates.len() as f64;
        if n == 0.0 {
            break;
        }
        let searched = f64::from(level.taken.saturating_sub(1)).min(n);
        done += share * searched / n;
        share /= n;
    }
    done
}

/// How a long run is going.
#[derive(Clone, Debug, PartialEq)]
pub struct LongRun {
    /// Attempts a second, for a run that counts them.
    pub per_second: Option<f64>,
    /// The depth of the path now, for a run that shows one.
    pub depth: Option<usize>,
    /// The share of the tree searched, 0 to 1, where it can be told.
    pub fraction: Option<f64>,
    /// The rest at this pace, in seconds, where it can be told.
    pub rest_s: Option<f64>,
}

/// A long run in words, as the page shows it under the counters.
#[derive(Clone, Debug, PartialEq)]
pub struct PaceWords {
    /// What it is doing: attempts a second, depth, share searched.
    pub pace: String,
    /// The warning, if it will not end soon.
    pub warning: Option<&'static str>,
    /// How long the rest takes, and how to stop it.
    pub outlook: String,
}

impl LongRun {
    /// Everything the page says of the run, in `lang`.
    pub fn words(&self, lang: Lang, numbers: &dyn Numbers) -> PaceWords {
        PaceWords {
            pace: self.pace(lang, numbers),
            warning: self.warning(lang),
            outlook: self.outlook(lang, numbers),
        }
    }

    /// Whether the run will not end soon, as far as it can be told.
    pub fn will_not_end_soon(&self) -> bool {
        self.rest_s.is_some_and(|s| s > SOON_S)
    }

    /// The line of what it is doing: `42,000 attempts a second · depth
    /// 23 · about 0.31% of the tree searched`.
    pub fn pace(&self, lang: Lang, numbers: &dyn Numbers) -> String {
        let mut parts = Vec::new();
        if let Some(rate) = self.per_second {
            parts.push(lang.fill(T::PaceAttempts, &[&numbers.int(rate.round() as u64)]));
        }
        if let Some(depth) = self.depth {
            parts.push(lang.fill(T::PaceDepth, &[&numbers.int(depth as u64)]));
        }
        if let Some(f) = self.fraction {
            parts.push(lang.fill(T::PaceSearched, &[&numbers.percent(f)]));
        }
        parts.join(" · ")
    }

    /// The warning, when the run will not end soon: a sentence that stays
    /// the same while the run goes on (read out once).
    pub fn warning(&self, lang: Lang) -> Option<&'static str> {
        self.will_not_end_soon().then(|| lang.t(T::PaceWarning))
    }

    /// The outlook: how long the rest takes at this pace and, when that
    /// is long, how to stop it.
    pub fn outlook(&self, lang: Lang, numbers: &dyn Numbers) -> String {
        let duration = |s: f64| {
            let (amount, unit) = TimeUnit::fitting(s);
            numbers.duration(amount, unit)
        };
        match self.rest_s {
            Some(s) if s <= SOON_S => lang.fill(T::PaceRest, &[&duration(s)]),
            Some(s) if s < 1e6 * 365.25 * 86_400.0 => lang.fill(T::PaceTooLong, &[&duration(s)]),
            Some(_) => lang.t(T::PaceAges).to_string(),
            None => lang.t(T::PaceUnknown).to_string(),
        }
    }
}

impl Run {
    /// How the run is going, while it goes on its own (`moving`: played
    /// or sent to its end; a fast run, until it is done) and has run
    /// long enough to tell.
    pub fn long_run(&self, moving: bool) -> Option<LongRun> {
        let going = moving || (self.stepping == Some(false) && !self.fast.finished);
        if !going || self.finished() || self.elapsed() < TOLD_AFTER_MS {
            return None;
        }
        let seconds = self.elapsed() / 1000.0;
        let fraction = if self.stepping == Some(true) {
            let at = tree_fraction(&self.moment.levels);
            Some(match &self.sharing {
                Sharing::On(share) => at + (1.0 - at) * share.share_done(),
                _ => at,
            })
        } else {
            self.fast.fraction
        };
        let stepping = self.stepping == Some(true);
        Some(LongRun {
            per_second: stepping.then(|| self.stats().attempts as f64 / seconds),
            depth: stepping.then_some(self.moment.path.len()),
            rest_s: fraction
                .filter(|&f| f > 0.0)
                .map(|f| seconds * (1.0 - f) / f),
            fraction: fraction.filter(|&f| f > 0.0),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Move;
    use crate::i18n::PlainNumbers;

    fn level(n: u8, taken: u16) -> OpenLevel {
        OpenLevel {
            candidates: (1..=n).map(|v| Move::new(0, v.into())).collect(),
            taken,
        }
    }

    #[test]
    fn the_tree_behind_the_path_is_the_finished_candidates_share() {
        assert_eq!(tree_fraction(&[]), 0.0);
        // On the first of two: nothing finished yet.
        assert_eq!(tree_fraction(&[level(2, 1)]), 0.0);
        // On the second of two, inside it on the third of four: half, and
        // two quarters of the other half.
        assert_eq!(tree_fraction(&[level(2, 2), level(4, 3)]), 0.5 + 0.5 * 0.5);
        // A level with no candidate left adds nothing below it.
        assert_eq!(
            tree_fraction(&[level(4, 4), level(0, 0), level(2, 2)]),
            0.75
        );
    }

    fn run(fraction: f64, elapsed_s: f64) -> LongRun {
        LongRun {
            per_second: Some(42_000.4),
            depth: Some(23),
            fraction: Some(fraction),
            rest_s: Some(elapsed_s * (1.0 - fraction) / fraction),
        }
    }

    #[test]
    fn a_run_that_ends_soon_says_when_one_that_does_not_warns() {
        let soon = run(0.5, 10.0);
        assert!(!soon.will_not_end_soon());
        let words = soon.words(Lang::En, &PlainNumbers);
        assert_eq!(
            words.pace,
            "42,000 attempts a second · depth 23 · about 50% of the tree searched (a guess from the path)"
        );
        assert_eq!(words.warning, None);
        assert_eq!(
            words.outlook,
            "The rest of the tree: about 10 seconds at this pace."
        );
        let long = run(0.000_31, 12.0).words(Lang::En, &PlainNumbers);
        assert!(long.pace.contains("about 0.031% of the tree searched"));
        assert_eq!(long.warning, Some("This search will not end soon."));
        assert!(long.outlook.contains("about 11 hours"), "{}", long.outlook);
        let ages = run(1e-15, 60.0).words(Lang::De, &PlainNumbers);
        assert!(ages.outlook.contains("Million Jahre"), "{}", ages.outlook);
    }

    #[test]
    fn durations_take_the_largest_unit_that_keeps_them_readable() {
        assert_eq!(TimeUnit::fitting(0.2), (1.0, TimeUnit::Second));
        assert_eq!(TimeUnit::fitting(89.0), (89.0, TimeUnit::Second));
        assert_eq!(TimeUnit::fitting(90.0), (2.0, TimeUnit::Minute));
        assert_eq!(TimeUnit::fitting(5.0 * 3600.0), (5.0, TimeUnit::Hour));
        assert_eq!(TimeUnit::fitting(3.0 * 86_400.0), (3.0, TimeUnit::Day));
        assert_eq!(TimeUnit::fitting(1e9), (32.0, TimeUnit::Year));
        assert_eq!(PlainNumbers.duration(1.0, TimeUnit::Hour), "1 hour");
        assert_eq!(PlainNumbers.percent(0.000_314), "0.031%");
        assert_eq!(PlainNumbers.percent(0.37), "37%");
    }
}
