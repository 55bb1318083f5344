//! The puzzle text the page leaves to its worker: a janko.at page or a
//! Tatham game ID read, the grid written as either. Their readers and
//! writers run in the worker only, which keeps them out of the wasm a
//! first visit loads; so does the Lab's mending of code copied from a
//! web page. The page asks with a [`TextJob`] and hears back a
//! [`TextDone`]; each carries what it is for ([`Purpose`]), so the page
//! keeps no state while it waits.

use serde::{Deserialize, Serialize};

use super::puzzle_menu::{load_read, Format};
use crate::format::{
    is_fpuzzles, is_game_id, read_fpuzzles, read_game_id, read_janko, to_fpuzzles, to_game_id,
    to_janko, to_json, with_puzzle, FormatError, LinkProblem, WriteProblem,
};
use crate::i18n::{format_said, Said};
use crate::page::ctx::{Ctx, Follow};
use crate::page::model::Command;
use crate::page::workers::Worker;
use crate::page::Note;
use crate::protocol::{wire, Reply, Request};
use crate::puzzles::PuzzleSpec;

/// What the page asks its worker to do with puzzle text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TextJob {
    /// What the answer is for.
    pub purpose: Purpose,
    /// The work.
    pub work: Work,
}

/// The work of a [`TextJob`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Work {
    /// Read this text: every puzzle of a janko.at page, or a game ID's.
    Read(String),
    /// Write this puzzle in this format (janko.at or Tatham's).
    Write(PuzzleSpec, Format),
    /// Mend the Lab's code as copied from a web page (Python's
    /// characters, the blocks indented again): the Lab's, here because
    /// the mending is needed only once a copy is pasted.
    Mend(String),
}

/// What the answer of a [`TextJob`] is for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Purpose {
    /// The import box's text: its first puzzle is loaded.
    Import,
    /// A file opened or dropped: its first puzzle is loaded, the others
    /// offered.
    Open,
    /// The puzzle of this link (the fragment): the link is followed
    /// with the puzzle read.
    Link(String),
    /// The grid written into the import box.
    Write,
    /// The grid downloaded in this format.
    Download(Format),
    /// The Lab's code mended: the code as it was pasted, which the
    /// mended code replaces if the learner has not changed it since.
    LabMend(String),
}

/// The worker's answer to a [`TextJob`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TextDone {
    /// What it is for.
    pub purpose: Purpose,
    /// The puzzles read (as JSON documents) or the text written, or
    /// what is wrong.
    pub result: Result<Vec<String>, TextProblem>,
}

/// Why a [`TextJob`] could not be done.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum TextProblem {
    /// The text does not read (its place named), in words: the page
    /// says them in its language.
    Read(Said),
    /// The puzzle cannot be written in the format.
    Write(WriteProblem),
}

impl TextJob {
    /// The request to the worker.
    pub fn request(&self) -> Request {
        Request::PuzzleText(wire::encode(self))
    }

    /// Does the work (in the worker).
    pub fn done(self) -> TextDone {
        let result = match self.work {
            Work::Read(text) => read(&text).map_err(|e| TextProblem::Read(format_said(&e))),
            Work::Write(spec, format) => write(spec, format),
            Work::Mend(code) => Ok(vec![crate::page::lab::replace_pasted(&code)]),
        };
        TextDone {
            purpose: self.purpose,
            result,
        }
    }
}

/// Every puzzle of `text`, as JSON documents.
fn read(text: &str) -> Result<Vec<String>, FormatError> {
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    if is_game_id(trimmed) {
        return read_game_id(trimmed).map(|p| vec![to_json(&p)]);
    }
    if is_fpuzzles(trimmed) {
        return read_fpuzzles(trimmed).map(|p| vec![to_json(&p)]);
    }
    Ok(read_janko(text)?
        .iter()
        .map(|j| to_json(&j.puzzle))
        .collect())
}

/// `spec`'s puzzle in `format`.
fn write(spec: PuzzleSpec, format: Format) -> Result<Vec<String>, TextProblem> {
    let puzzle = spec
        .build()
        .map_err(|e| TextProblem::Read(format_said(&FormatError::Invalid(e))))?;
    let text = match format {
        Format::Json => Ok(to_json(&puzzle)),
        Format::Janko => to_janko(&puzzle),
        Format::Tatham => to_game_id(&puzzle),
        Format::FPuzzles => to_fpuzzles(&puzzle),
    };
    text.map(|t| vec![t]).map_err(TextProblem::Write)
}

/// Serves a [`Request::PuzzleText`] in the page's worker.
pub fn serve_text(job: &[u8]) -> Reply {
    match wire::decode::<TextJob>(job) {
        Ok(job) => Reply::PuzzleText(wire::encode(&job.done())),
        Err(e) => Reply::Failed {
            message: e.to_string(),
        },
    }
}

/// The Lab's code as pasted and as mended, if `reply` answers a
/// [`Work::Mend`].
pub(in crate::page) fn lab_mended(reply: &Reply) -> Option<(String, String)> {
    let Reply::PuzzleText(answer) = reply else {
        return None;
    };
    match wire::decode::<TextDone>(answer).ok()? {
        TextDone {
            purpose: Purpose::LabMend(pasted),
            result: Ok(mut text),
        } => Some((pasted, text.pop()?)),
        _ => None,
    }
}

/// Asks the maker to do `work` for `purpose`.
pub(in crate::page) fn ask(purpose: Purpose, work: Work, ctx: &mut Ctx) {
    ctx.send(Worker::Maker, TextJob { purpose, work }.request());
}

impl super::Document {
    /// The worker's answer to a [`TextJob`]: the puzzle read is loaded
    /// (a page of several offers the others), the link followed, the
    /// text written put where it was asked for; what went wrong is said.
    pub(in crate::page) fn on_puzzle_text(&mut self, answer: &[u8], ctx: &mut Ctx) {
        let Ok(TextDone { purpose, result }) = wire::decode::<TextDone>(answer) else {
            return;
        };
        match (purpose, result) {
            (Purpose::Import, Err(TextProblem::Read(e))) => {
                ctx.then(Follow::Say(Note::CannotImport(FormatError::Said(e))))
            }
            (Purpose::Link(fragment), Err(TextProblem::Read(e))) => {
                self.unread_link_puzzle = Some(LinkProblem::Puzzle(FormatError::Said(e)));
                ctx.then(Follow::OpenLink(with_puzzle(&fragment, None)));
            }
            (_, Err(TextProblem::Read(e))) => {
                ctx.then(Follow::Say(Note::CannotRead(FormatError::Said(e))))
            }
            (_, Err(TextProblem::Write(why))) => ctx.then(Follow::Say(Note::CannotWrite(why))),
            (Purpose::Link(fragment), Ok(docs)) => {
                let first = docs.first().map(String::as_str);
                ctx.then(Follow::OpenLink(with_puzzle(&fragment, first)))
            }
            (Purpose::Import, Ok(docs)) => load_read(docs, false, ctx),
            (Purpose::Open, Ok(docs)) => load_read(docs, true, ctx),
            (Purpose::Write, Ok(mut text)) => {
                self.import_written += 1;
                self.import_text = text.pop().unwrap_or_default();
            }
            (Purpose::Download(format), Ok(mut text)) => {
                let name = format.file_name();
                let text = text.pop().unwrap_or_default();
                ctx.command(Command::Download { name, text });
            }
            // The Lab's answer goes to the Lab before it reaches here.
            (Purpose::LabMend(_), Ok(_)) => {}
        }
    }
}
