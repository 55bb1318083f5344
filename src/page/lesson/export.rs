//! A range of steps as an animated GIF: the page goes to each step from
//! `from` to `to` in turn, and at each the page's drawing of the board,
//! its counters, the Explanation and a chosen panel (laid out as in
//! projector mode, [`FRAME_SIZE`]) becomes one frame. An encoder in a
//! worker (gifenc) makes the GIF; the page stays responsive, shows its
//! progress, and the making can be cancelled.

use crate::page::action::RunAction;
use crate::page::model::{Command, Model};
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
    /// A WebM video, as the browser records it.
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

impl Model {
    /// Opens the export dialog on the next 60 steps from the one on
    /// screen, with the panel shown in projector mode.
    pub(in crate::page) fn open_export(&mut self) {
        self.cursor.playing = false;
        let from = self.step();
        let panel = self.projector_pages().map(|p| p.current);
        self.lesson.export = Some(Export {
            choice: ExportChoice {
                from,
                to: from + super::EMBED_STEPS - 1,
                panel,
                format: ExportFormat::Gif,
            },
            making: None,
            back_to: from,
        });
    }

    /// Changes the dialog's choice (not while a GIF is being made).
    pub(in crate::page) fn export_choice(&mut self, change: impl FnOnce(&mut ExportChoice)) {
        if let Some(export) = self.lesson.export.as_mut().filter(|e| e.making.is_none()) {
            change(&mut export.choice);
        }
    }

    /// Starts making the GIF: to the range's first step, the encoder
    /// told the frames' size and delay.
    pub(in crate::page) fn make_export(&mut self, now: f64, out: &mut Vec<Command>) {
        let Some(export) = &mut self.lesson.export else {
            return;
        };
        if export.making.is_some() || !self.choices.strategy.steps() {
            return;
        }
        let choice = export.choice;
        export.making = Some(Making {
            next: choice.from,
            taken: 0,
            waiting: false,
        });
        let (width, height) = FRAME_SIZE;
        out.push(Command::StartExport {
            width,
            height,
            delay_ms: frame_delay_ms(self.choices.speed),
            format: choice.format,
            first: choice.from,
        });
        self.cursor.playing = false;
        self.route_run(RunAction::SeekTo(choice.from), now, out);
        self.export_after_moment(out);
    }

    /// After a moment: at the step of the next frame, the frame is
    /// taken; where the run ended before the range did, the GIF is made
    /// of the frames so far.
    pub(in crate::page) fn export_after_moment(&mut self, out: &mut Vec<Command>) {
        let step = self.step();
        let arrived = self.cursor.goal.is_none() && self.run.is_some();
        let Some(export) = &mut self.lesson.export else {
            return;
        };
        let Some(making) = &mut export.making else {
            return;
        };
        if making.waiting || !arrived {
            return;
        }
        let command = if step == making.next {
            making.waiting = true;
            Command::TakeFrame(making.taken)
        } else {
            // The run ended short of the range.
            Command::FinishExport(export.choice.file_name(making.taken))
        };
        self.ask_encoder(command, out);
    }

    /// Hands the encoder `command`, whose answer the watchdog awaits.
    fn ask_encoder(&mut self, command: Command, out: &mut Vec<Command>) {
        let now = self.cursor.last_tick;
        self.workers.watchdog.expect(Worker::Encoder, now);
        out.push(command);
    }

    /// The encoder fell silent: the making stops, said, and the dialog
    /// stays open to try again.
    pub(in crate::page) fn export_failed(&mut self, out: &mut Vec<Command>) {
        if self.stop_making(out) {
            self.screen.note = Some(Note::Sent(Sent::GifFailed));
        }
    }

    /// Stops the frames being taken, if they are (the encoder told to
    /// drop them), and goes back to the step shown before; whether any
    /// were.
    fn stop_making(&mut self, out: &mut Vec<Command>) -> bool {
        let Some(export) = &mut self.lesson.export else {
            return false;
        };
        if export.making.take().is_none() {
            return false;
        }
        out.push(Command::CancelExport);
        let back_to = export.back_to;
        self.back_from_export(back_to, out);
        true
    }

    /// Back at the step on screen before the frames were taken.
    fn back_from_export(&mut self, step: u64, out: &mut Vec<Command>) {
        if self.step() != step {
            let now = self.cursor.last_tick;
            self.route_run(RunAction::SeekTo(step), now, out);
        }
    }

    /// A frame was taken (and encoded): on to the next step, or the GIF
    /// is finished.
    pub(in crate::page) fn frame_taken(&mut self, now: f64, out: &mut Vec<Command>) {
        self.workers.watchdog.answered(Worker::Encoder, now);
        let Some(export) = &mut self.lesson.export else {
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
            self.ask_encoder(finish, out);
            return;
        }
        let next = making.next;
        self.route_run(RunAction::SeekTo(next), now, out);
        self.export_after_moment(out);
    }

    /// The file was saved (`ok`), or could not be made.
    pub(in crate::page) fn export_made(&mut self, ok: bool, out: &mut Vec<Command>) {
        let now = self.cursor.last_tick;
        self.workers.watchdog.answered(Worker::Encoder, now);
        let Some(export) = self.lesson.export.take() else {
            return;
        };
        self.back_from_export(export.back_to, out);
        let taken = export.making.map_or(0, |m| m.taken);
        self.screen.note = Some(match (ok && taken > 0, export.choice.format) {
            (true, ExportFormat::Gif) => Note::Sent(Sent::GifMade(taken)),
            (true, ExportFormat::Pictures) => Note::Sent(Sent::PicturesMade(taken)),
            (true, ExportFormat::Video) => Note::Sent(Sent::VideoMade(taken)),
            (false, _) => Note::Sent(Sent::GifFailed),
        });
    }

    /// Stops making the GIF; the dialog stays open.
    pub(in crate::page) fn cancel_export(&mut self, out: &mut Vec<Command>) {
        if self.stop_making(out) {
            self.workers.watchdog.forget(Worker::Encoder);
        }
    }
}
