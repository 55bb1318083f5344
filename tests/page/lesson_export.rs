//! A range of steps as a GIF: the page goes to each step in turn and asks
//! for its frame, one at a time; the GIF is finished at the range's end
//! (or the run's), and can be stopped.

use super::*;
use btlab::page::{ExportAction, LessonAction, FRAME_SIZE};

const QUEENS6: &str = r#"puzzle={"kind":"queens","n":6}&strategy=classic&speed=2"#;

fn lesson(action: LessonAction) -> Action {
    Action::Lesson(action)
}

/// The frames asked for since command `from`, with the step on screen
/// when each was asked; the encoder answers each at once.
fn take_frames(page: &mut Page, from: usize) -> Vec<(u64, u64)> {
    let mut frames = Vec::new();
    let mut seen = from;
    for _ in 0..1000 {
        page.settle();
        let asked = page.commands[seen..].iter().find_map(|c| match c {
            Command::TakeFrame(n) => Some(*n),
            _ => None,
        });
        seen = page.commands.len();
        let Some(n) = asked else { break };
        frames.push((n, page.model.step()));
        page.act(lesson(LessonAction::Export(ExportAction::FrameTaken)));
    }
    frames
}

#[test]
fn a_gif_takes_one_frame_a_step_of_its_range_then_is_finished() {
    let mut page = Page::open(QUEENS6);
    page.act(lesson(LessonAction::Export(ExportAction::Open)));
    let export = page.model.lesson.export().expect("the dialog");
    assert_eq!((export.choice.from, export.choice.to), (0, 59));
    page.act(lesson(LessonAction::Export(ExportAction::Close)));
    page.act(Action::Run(RunAction::SeekTo(3)));
    page.settle();
    page.act(lesson(LessonAction::Export(ExportAction::Open)));
    page.act(lesson(LessonAction::Export(ExportAction::From(10))));
    page.act(lesson(LessonAction::Export(ExportAction::To(14))));
    page.act(lesson(LessonAction::Export(ExportAction::Panel(Some(
        Panel::Tree,
    )))));
    let before = page.commands.len();
    page.act(lesson(LessonAction::Export(ExportAction::Make)));
    let (width, height) = FRAME_SIZE;
    // Speed 2 is 20 steps a second: a frame shows 50 ms.
    assert!(page.commands[before..].contains(&Command::StartExport {
        width,
        height,
        delay_ms: 50,
        format: btlab::page::ExportFormat::Gif,
        first: 10,
    }));
    let shown = page.model.on_screen().panels_on_screen();
    assert!(
        shown.shows(Panel::Explanation) && shown.shows(Panel::Tree) && !shown.shows(Panel::Code)
    );
    let frames = take_frames(&mut page, before);
    assert_eq!(frames, [(0, 10), (1, 11), (2, 12), (3, 13), (4, 14)]);
    let finished = page
        .commands
        .iter()
        .filter(|c| **c == Command::FinishExport("backtrack-steps-10-14.gif".into()));
    assert_eq!(finished.count(), 1);
    page.act(lesson(LessonAction::Export(ExportAction::Made(true))));
    assert!(page.model.lesson.export().is_none());
    page.settle();
    // The page is back at the step it showed before, and so is its link.
    assert_eq!(page.model.step(), 3);
    assert!(
        page.model.link().ends_with("&step=3"),
        "{}",
        page.model.link()
    );
    let note = page.model.screen.note().as_ref().unwrap();
    assert_eq!(note.text(Lang::En, &PlainNumbers), "GIF of 5 frames saved.");
    assert_eq!(
        note.text(Lang::De, &PlainNumbers),
        "GIF mit 5 Bildern gespeichert."
    );
}

#[test]
fn a_run_that_ends_inside_the_range_gives_the_frames_to_its_end() {
    let mut page = Page::open(r#"puzzle={"kind":"queens","n":4}&strategy=classic"#);
    page.act(Action::Run(RunAction::ToEnd));
    page.settle();
    let end = page.model.step();
    page.act(lesson(LessonAction::Export(ExportAction::Open)));
    page.act(lesson(LessonAction::Export(ExportAction::From(end - 2))));
    page.act(lesson(LessonAction::Export(ExportAction::To(end + 50))));
    let before = page.commands.len();
    page.act(lesson(LessonAction::Export(ExportAction::Make)));
    let frames = take_frames(&mut page, before);
    assert_eq!(
        frames.iter().map(|f| f.1).collect::<Vec<_>>(),
        [end - 2, end - 1, end]
    );
    let name = format!("backtrack-steps-{}-{end}.gif", end - 2);
    assert!(page.commands.contains(&Command::FinishExport(name)));
}

#[test]
fn stopping_or_esc_drops_the_gif_and_a_range_is_at_most_300_frames() {
    let mut page = Page::open(QUEENS6);
    page.act(lesson(LessonAction::Export(ExportAction::Open)));
    page.act(lesson(LessonAction::Export(ExportAction::To(5_000))));
    assert_eq!(
        page.model.lesson.export().unwrap().choice.frames(),
        btlab::page::MAX_FRAMES
    );
    page.act(lesson(LessonAction::Export(ExportAction::Make)));
    page.settle();
    // The range cannot change while its GIF is made.
    page.act(lesson(LessonAction::Export(ExportAction::From(3))));
    assert_eq!(page.model.lesson.export().unwrap().choice.from, 0);
    page.act(lesson(LessonAction::Export(ExportAction::Cancel)));
    assert!(page.commands.contains(&Command::CancelExport));
    let export = page.model.lesson.export().expect("the dialog stays open");
    assert!(export.making.is_none());
    page.act(lesson(LessonAction::Export(ExportAction::Make)));
    page.act(Action::Page(PageAction::Escape));
    assert!(page.model.lesson.export().is_none());
    let cancels = page
        .commands
        .iter()
        .filter(|c| **c == Command::CancelExport)
        .count();
    assert_eq!(cancels, 2);
}
