//! What the lesson's part of the page shows: its moments in order, the
//! one last gone to, and the link its QR code carries. Computed here,
//! drawn by the page.

use super::Lesson;
use crate::i18n::{by_count, Lang, Numbers, T};

/// A moment as its row shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MomentRow {
    /// Its place in the lesson, from 1.
    pub number: usize,
    /// Its title.
    pub title: String,
    /// It is the moment last gone to.
    pub current: bool,
}

/// The lesson's part of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonView {
    /// "Lesson: 3 moments".
    pub summary: String,
    /// The moments, in order.
    pub rows: Vec<MomentRow>,
    /// "Moment 2 of 3: The first dead end", for the moment last gone to.
    pub heading: Option<String>,
    /// The fragment of that moment's link, which its QR code carries.
    pub qr_fragment: Option<String>,
    /// The clicker goes from moment to moment.
    pub presenting: bool,
}

impl Lesson {
    /// The lesson's part of the page, in `lang`.
    pub fn view(&self, lang: Lang, numbers: &dyn Numbers) -> LessonView {
        let lesson = self;
        let count = lesson.moments.len();
        let rows = lesson
            .moments
            .iter()
            .enumerate()
            .map(|(i, m)| MomentRow {
                number: i + 1,
                title: m.title.clone(),
                current: lesson.at == Some(i),
            })
            .collect();
        let shown = lesson.at.and_then(|i| Some((i, lesson.moments.get(i)?)));
        let heading = shown.map(|(i, m)| {
            let (n, of) = (numbers.int(i as u64 + 1), numbers.int(count as u64));
            lang.fill(T::MomentOf, &[&n, &of, &m.title])
        });
        let summary_text = by_count(
            numbers,
            count as u64,
            T::LessonSummaryOne,
            T::LessonSummaryOther,
        );
        LessonView {
            summary: lang.fill(summary_text, &[&numbers.int(count as u64)]),
            rows,
            heading,
            qr_fragment: shown.map(|(_, m)| m.link.clone()),
            presenting: lesson.presenting,
        }
    }
}

/// The path of a QR code's dark modules, one unit each, inside a quiet
/// zone of four: `dark` holds `size`x`size` modules, row by row.
pub fn qr_path(size: usize, dark: &[bool]) -> String {
    let mut path = String::new();
    for (index, _) in dark.iter().enumerate().filter(|(_, &d)| d) {
        let (row, col) = (index / size.max(1), index % size.max(1));
        path += &format!("M{} {}h1v1h-1z", col + QUIET, row + QUIET);
    }
    path
}

/// The quiet zone around a QR code, in modules (the standard's four).
pub const QUIET: usize = 4;
