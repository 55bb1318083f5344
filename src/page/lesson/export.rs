//! A range of steps as an animated GIF: the page goes to each step from
//! `from` to `to` in turn, and at each the page's drawing of the board,
//! its counters, the Explanation and a chosen panel (laid out as in
//! projector mode, [`FRAME_SIZE`]) becomes one frame. An encoder in a
//! worker (gifenc) makes the GIF; the page stays responsive, shows its
//! progress, and the making can be cancelled.

use super::{Here, Lesson, Standing};
use crate::page::action::RunAction;
use crate::page::ctx::{Ctx, Follow, ToWorker};
use crate::page::model::Command;
use crate::page::run::speed::SPEEDS;
use crate::page::workers::Worker;
use crate::page::Sent;
use crate::page::{Note, Panel};

/// The most frames one GIF holds.
pub const MAX_FRAMES: u64 = 300;

/// A frame's size in pixels: a projector's 720p.
pub const FRAME_SIZE: (u32, u32) = (1280, 720);

/// The shortest time a GIF shows a frame: browsers draw shorter delays
/// as 0.1 s.
const MIN_DELAY_MS: u32 = 20;

/// What the frames become.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    /// An animated GIF.
    Gif,
    /// One PNG picture a step, zipped.
    Pictures,
    /// A WebM video, encoded by the browser (VP8, WebCodecs).
    Video,
}

impl ExportFormat {
    /// Its name for the page's recorder: `gif`, `png`, `webm`.
    pub fn key(self) -> &'static str {
        match self {
            ExportFormat::Gif => "gif",
            ExportFormat::Pictures => "png",
            ExportFormat::Video => "webm",
        }
    }
}

/// What the export dialog asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExportChoice {
    /// The first step.
    pub from: u64,
    /// The last step.
    pub to: u64,
    /// The panel beside the Explanation, if any.
    pub panel: Option<Panel>,
    /// A GIF, pictures or a video.
    pub format: ExportFormat,
}

/// A GIF being made: the step of the next frame and the frames done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Making {
    /// The step the next frame shows.
    pub next: u64,
    /// Frames taken so far.
    pub taken: u64,
    /// A frame is being taken (the page waits for it).
    pub waiting: bool,
}

/// The export dialog, open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Export {
    /// What it asks for.
    pub choice: ExportChoice,
    /// The GIF being made, if one is.
    pub making: Option<Making>,
    /// The step on screen when the dialog opened, to which the page
    /// comes back once the frames are taken (a link copied after an
    /// export points where the reader was, not at the range's end).
    pub back_to: u64,
}

impl ExportChoice {
    /// The frames of the range: one a step, at most [`MAX_FRAMES`].
    pub fn frames(&self) -> u64 {
        (self.to.saturating_sub(self.from) + 1).min(MAX_FRAMES)
    }

    /// The range's last step, within [`MAX_FRAMES`] of its first.
    pub fn last(&self) -> u64 {
        self.from + self.frames() - 1
    }

    /// The file's name for `frames` frames from the first step:
    /// `backtrack-steps-10-69.gif`, `backtrack-steps-10-69.png.zip`.
    pub fn file_name(&self, frames: u64) -> String {
        let last = self.from + frames.max(1) - 1;
        let kind = match self.format {
            ExportFormat::Pictures => "png.zip",
            other => other.key(),
        };
        format!("backtrack-steps-{}-{last}.{kind}", self.from)
    }
}

/// How long a frame shows at the page's speed `speed` (an index into
/// the speeds): one step's time, at least [`MIN_DELAY_MS`].
pub fn frame_delay_ms(speed: usize) -> u32 {
    let per_second = SPEEDS[speed.min(SPEEDS.len() - 1)].per_second;
    (1000 / per_second.max(1)).max(MIN_DELAY_MS)
}

/// An action of the export dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportAction {
    /// Open the dialog.
    Open,
    /// Close it (a GIF being made is cancelled).
    Close,
    /// The range's first step.
    From(u64),
    /// Its last step.
    To(u64),
    /// The panel beside the Explanation in the frames, if any.
    Panel(Option<Panel>),
    /// A GIF, pictures or a video.
    Format(ExportFormat),
    /// Make the file.
    Make,
    /// The page took the frame asked for (and the encoder has it).
    FrameTaken,
    /// The file was saved (true) or could not be made.
    Made(bool),
    /// Stop making the file; the dialog stays open.
    Cancel,
}

impl Lesson {
    /// Carries out an action of the export dialog.
    pub(super) fn on_export(&mut self, action: ExportAction, here: &Here, ctx: &mut Ctx) {
        match action {
            ExportAction::Open => self.open_export(here, ctx),
            ExportAction::Close => {
                self.cancel_export(here.step, ctx);
                self.export = None;
            }
            ExportAction::From(from) => self.export_choice(|c| c.from = from),
            ExportAction::To(to) => self.export_choice(|c| c.to = to),
            ExportAction::Panel(panel) => self.export_choice(|c| c.panel = panel),
            ExportAction::Format(format) => self.export_choice(|c| c.format = format),
            ExportAction::Make => self.make_export(here, ctx),
            ExportAction::FrameTaken => self.frame_taken(ctx),
            ExportAction::Made(ok) => self.export_made(ok, here.step, ctx),
            ExportAction::Cancel => self.cancel_export(here.step, ctx),
        }
    }

    /// Opens the export dialog on the next 60 steps from the one on
    /// screen, with the panel shown in projector mode.
    fn open_export(&mut self, here: &Here, ctx: &mut Ctx) {
        ctx.then(Follow::Pause);
        let from = here.step;
        self.export = Some(Export {
            choice: ExportChoice {
                from,
                to: from + super::EMBED_STEPS - 1,
                panel: here.panel,
                format: ExportFormat::Gif,
            },
            making: None,
            back_to: from,
        });
    }

    /// Changes the dialog's choice (not while a GIF is being made).
    fn export_choice(&mut self, change: impl FnOnce(&mut ExportChoice)) {
        if let Some(export) = self.export.as_mut().filter(|e| e.making.is_none()) {
            change(&mut export.choice);
        }
    }

    /// Starts making the GIF: to the range's first step, the encoder
    /// told the frames' size and delay.
    fn make_export(&mut self, here: &Here, ctx: &mut Ctx) {
        let Some(export) = &mut self.export else {
            return;
        };
        if export.making.is_some() || !here.steps {
            return;
        }
        let choice = export.choice;
        export.making = Some(Making {
            next: choice.from,
            taken: 0,
            waiting: false,
        });
        let (width, height) = FRAME_SIZE;
        ctx.command(Command::StartExport {
            width,
            height,
            delay_ms: frame_delay_ms(here.speed),
            format: choice.format,
            first: choice.from,
        });
        ctx.then(Follow::Pause);
        ctx.then(Follow::Run(RunAction::SeekTo(choice.from)));
        ctx.then(Follow::AfterMoment);
    }

    /// After a moment: at the step of the next frame, the frame is
    /// taken; where the run ended before the range did, the GIF is made
    /// of the frames so far.
    pub(super) fn export_after_moment(&mut self, standing: Standing, ctx: &mut Ctx) {
        let arrived = standing.settled && standing.has_run;
        let Some(export) = &mut self.export else {
            return;
        };
        let Some(making) = &mut export.making else {
            return;
        };
        if making.waiting || !arrived {
            return;
        }
        let command = if standing.step == making.next {
            making.waiting = true;
            Command::TakeFrame(making.taken)
        } else {
            // The run ended short of the range.
            Command::FinishExport(export.choice.file_name(making.taken))
        };
        ask_encoder(command, ctx);
    }

    /// The encoder fell silent at step `step`: the making stops, said,
    /// and the dialog stays open to try again.
    pub(in crate::page) fn export_failed(&mut self, step: u64, ctx: &mut Ctx) {
        if self.stop_making(step, ctx) {
            ctx.then(Follow::Say(Note::Sent(Sent::GifFailed)));
        }
    }

    /// Stops the frames being taken, if they are (the encoder told to
    /// drop them), and goes back from `step` to the step shown before;
    /// whether any were.
    fn stop_making(&mut self, step: u64, ctx: &mut Ctx) -> bool {
        let Some(export) = &mut self.export else {
            return false;
        };
        if export.making.take().is_none() {
            return false;
        }
        ctx.command(Command::CancelExport);
        back_from_export(step, export.back_to, ctx);
        true
    }

    /// A frame was taken (and encoded): on to the next step, or the GIF
    /// is finished.
    fn frame_taken(&mut self, ctx: &mut Ctx) {
        ctx.tell(Worker::Encoder, ToWorker::Answered);
        let Some(export) = &mut self.export else {
            return;
        };
        let last = export.choice.last();
        let Some(making) = &mut export.making else {
            return;
        };
        making.taken += 1;
        making.waiting = false;
        making.next += 1;
        if making.next > last {
            let finish = Command::FinishExport(export.choice.file_name(making.taken));
            ask_encoder(finish, ctx);
            return;
        }
        ctx.then(Follow::Run(RunAction::SeekTo(making.next)));
        ctx.then(Follow::AfterMoment);
    }

    /// The file was saved (`ok`), or could not be made; the page goes
    /// back from `step` to where it was.
    fn export_made(&mut self, ok: bool, step: u64, ctx: &mut Ctx) {
        ctx.tell(Worker::Encoder, ToWorker::Answered);
        let Some(export) = self.export.take() else {
            return;
        };
        back_from_export(step, export.back_to, ctx);
        let taken = export.making.map_or(0, |m| m.taken);
        ctx.then(Follow::Say(match (ok && taken > 0, export.choice.format) {
            (true, ExportFormat::Gif) => Note::Sent(Sent::GifMade(taken)),
            (true, ExportFormat::Pictures) => Note::Sent(Sent::PicturesMade(taken)),
            (true, ExportFormat::Video) => Note::Sent(Sent::VideoMade(taken)),
            (false, _) => Note::Sent(Sent::GifFailed),
        }));
    }

    /// Stops making the GIF; the dialog stays open.
    pub(super) fn cancel_export(&mut self, step: u64, ctx: &mut Ctx) {
        if self.stop_making(step, ctx) {
            ctx.tell(Worker::Encoder, ToWorker::Forget);
        }
    }
}

/// Hands the encoder `command`, whose answer the watchdog awaits.
fn ask_encoder(command: Command, ctx: &mut Ctx) {
    ctx.tell(Worker::Encoder, ToWorker::Expect);
    ctx.command(command);
}

/// Back from step `step` at the step on screen before the frames were
/// taken.
fn back_from_export(step: u64, back_to: u64, ctx: &mut Ctx) {
    if step != back_to {
        ctx.then(Follow::Run(RunAction::SeekTo(back_to)));
    }
}
