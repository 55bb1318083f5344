//! What the page is doing, its second axis: watching a run, painting
//! jigsaw regions, predict mode, a race, or the Lab. One mode at a time,
//! each holding its own state; [`admits`] is the one place that says
//! which mode may follow which; [`ModeKind::button`] is the table of
//! their buttons and [`PageMode::fresh`] the state a toggled one starts
//! with. Their actions, and what each takes of the controls and the
//! edits, are in `act.rs`.

mod act;

use super::action::ClassroomAction;
use super::document::region_draft::RegionDraft;
use super::lab::Lab;
use super::{Predict, Race};
use crate::i18n::T;
use crate::strategy::Strategy;
pub(in crate::page) use act::ModeAround;

/// What the page is doing, with the state of that mode.
#[derive(Debug, Default)]
pub enum PageMode {
    /// Watching a run (or none yet): the controls do what they say.
    #[default]
    Watch,
    /// Painting jigsaw regions: a click or a digit paints.
    PaintRegions(RegionDraft),
    /// Predict mode: the class answers before each step is shown.
    Predict(Predict),
    /// A race of strategies: the controls move every lane.
    Race(Race),
    /// The Lab: every run is the learner's own methods.
    Lab(Box<Lab>),
}

/// A mode without its state: what the router and the words go by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModeKind {
    /// [`PageMode::Watch`].
    Watch,
    /// [`PageMode::PaintRegions`].
    PaintRegions,
    /// [`PageMode::Predict`].
    Predict,
    /// [`PageMode::Race`].
    Race,
    /// [`PageMode::Lab`].
    Lab,
}

/// Whether the page may go from mode `from` to mode `to`. Watching may
/// become any mode and any mode may end (back to watching); a mode may
/// start again (a race of other strategies, the Lab on other code);
/// predict mode gives way to a race or the Lab, whose runs replace its
/// run. A race, the Lab and a painting keep the page until they are
/// left: the race's lanes, the learner's run and the regions half
/// painted are not dropped by another mode's control.
pub fn admits(from: ModeKind, to: ModeKind) -> bool {
    use ModeKind::*;
    from == to || from == Watch || to == Watch || (from == Predict && matches!(to, Race | Lab))
}

/// A mode's button among the run's controls.
#[derive(Clone, Debug, PartialEq)]
pub struct ModeButton {
    /// The button's id on the page.
    pub id: &'static str,
    /// Its words.
    pub label: T,
    /// Its tooltip.
    pub hint: T,
    /// What it does: a toggle shows whether its mode is on.
    pub action: ClassroomAction,
}

impl ModeKind {
    /// Every mode, in the order of their buttons.
    pub const ALL: [ModeKind; 5] = [
        ModeKind::Predict,
        ModeKind::Race,
        ModeKind::PaintRegions,
        ModeKind::Lab,
        ModeKind::Watch,
    ];

    /// The mode's button among the run's controls, if it has one there
    /// (painting regions starts from the puzzle menu, the Lab from its
    /// own door).
    pub fn button(self) -> Option<ModeButton> {
        let (id, label, hint, action) = match self {
            ModeKind::Predict => (
                "predict",
                T::Predict,
                T::PredictHint,
                ClassroomAction::Toggle(self),
            ),
            ModeKind::Race => (
                "race",
                T::Race,
                T::RaceHint,
                ClassroomAction::StartRace(vec![
                    Strategy::Classic,
                    Strategy::Propagate,
                    Strategy::Mrv,
                ]),
            ),
            ModeKind::Watch | ModeKind::PaintRegions | ModeKind::Lab => return None,
        };
        Some(ModeButton {
            id,
            label,
            hint,
            action,
        })
    }

    /// Whether the mode works on a run that steps, held still as it is
    /// entered (its button waits for a strategy with steps).
    pub fn holds_a_stepping_run(self) -> bool {
        self == ModeKind::Predict
    }

    /// The words that ask the reader to leave this mode before another:
    /// what a mode says when it keeps the page (see [`admits`]).
    pub fn leave_first(self) -> T {
        match self {
            ModeKind::Race => T::NoteLeaveRace,
            ModeKind::Lab => T::NoteLeaveLab,
            ModeKind::PaintRegions => T::NoteLeavePainting,
            // Watching admits every mode: never the one to leave.
            ModeKind::Watch | ModeKind::Predict => T::NoteLeavePredict,
        }
    }
}

impl PageMode {
    /// The mode without its state.
    pub fn kind(&self) -> ModeKind {
        match self {
            PageMode::Watch => ModeKind::Watch,
            PageMode::PaintRegions(_) => ModeKind::PaintRegions,
            PageMode::Predict(_) => ModeKind::Predict,
            PageMode::Race(_) => ModeKind::Race,
            PageMode::Lab(_) => ModeKind::Lab,
        }
    }

    /// The Lab, while it is open.
    pub fn lab(&self) -> Option<&Lab> {
        match self {
            PageMode::Lab(lab) => Some(lab),
            _ => None,
        }
    }

    /// The Lab, while it is open, to change.
    pub fn lab_mut(&mut self) -> Option<&mut Lab> {
        match self {
            PageMode::Lab(lab) => Some(lab),
            _ => None,
        }
    }

    /// The race, while one is on.
    pub fn race(&self) -> Option<&Race> {
        match self {
            PageMode::Race(race) => Some(race),
            _ => None,
        }
    }

    /// The race, while one is on, to change.
    pub fn race_mut(&mut self) -> Option<&mut Race> {
        match self {
            PageMode::Race(race) => Some(race),
            _ => None,
        }
    }

    /// Predict mode's state, while it is on.
    pub fn predict(&self) -> Option<&Predict> {
        match self {
            PageMode::Predict(predict) => Some(predict),
            _ => None,
        }
    }

    /// Predict mode's state, while it is on, to change.
    pub fn predict_mut(&mut self) -> Option<&mut Predict> {
        match self {
            PageMode::Predict(predict) => Some(predict),
            _ => None,
        }
    }

    /// The regions being painted.
    pub fn regions(&self) -> Option<&RegionDraft> {
        match self {
            PageMode::PaintRegions(draft) => Some(draft),
            _ => None,
        }
    }

    /// The regions being painted, to change.
    pub fn regions_mut(&mut self) -> Option<&mut RegionDraft> {
        match self {
            PageMode::PaintRegions(draft) => Some(draft),
            _ => None,
        }
    }

    /// The state a mode entered by its toggle starts with; `None` for a
    /// mode entered its own way (a race with its strategies, the Lab
    /// with its code, a painting with the puzzle's regions) and for
    /// watching, which is where leaving a mode comes back to (a toggle
    /// to it would skip what leaving does: a race's workers stop).
    pub fn fresh(kind: ModeKind) -> Option<PageMode> {
        match kind {
            ModeKind::Predict => Some(PageMode::Predict(Predict::default())),
            ModeKind::Watch | ModeKind::PaintRegions | ModeKind::Race | ModeKind::Lab => None,
        }
    }

    /// Ends the mode if it is of `kind`, and gives back its state.
    pub fn leave(&mut self, kind: ModeKind) -> Option<PageMode> {
        (self.kind() == kind).then(|| std::mem::take(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_race_the_lab_and_a_painting_keep_the_page_until_left() {
        use ModeKind::*;
        let all = [Watch, PaintRegions, Predict, Race, Lab];
        for kept in [Race, Lab, PaintRegions] {
            for other in all.into_iter().filter(|&k| k != kept && k != Watch) {
                assert!(!admits(kept, other), "{other:?} while {kept:?}");
            }
            assert!(admits(kept, Watch) && admits(kept, kept) && admits(Watch, kept));
        }
        assert!(admits(Predict, Race) && admits(Predict, Lab));
        assert!(!admits(Predict, PaintRegions));
    }
}
