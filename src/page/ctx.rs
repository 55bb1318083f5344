//! What a part of the page may do beyond its own state while it takes an
//! action: hand the page [`Command`]s, and ask the other parts for what
//! they own ([`Follow`]). A part changes only its own fields; the router
//! carries out what it asked of the others once it is done
//! ([`Model::follow`](super::Model)), so that every change of a part's
//! state is made by that part or through one of its actions.

use super::action::RunAction;
use super::document::Loading;
use super::mode::ModeKind;
use super::model::Command;
use super::workers::{Replaced, Worker};
use super::Note;
use crate::lab::python::Python;
use crate::protocol::{Moment, Request};
use crate::strategy::Strategy;

/// What a part asks of the rest of the page.
#[derive(Clone, Debug)]
pub(in crate::page) enum Follow {
    /// A control of the run, as the reader would use it (the cursor
    /// moves, the page's mode takes what it handles first).
    Run(RunAction),
    /// The run's animation stops where it is.
    Pause,
    /// The run plays, from this step if one is named.
    PlayFrom(Option<u64>),
    /// Opens a link: the moment of another run.
    OpenLink(String),
    /// Says this under the controls.
    Say(Note),
    /// Says this under the controls, unless a link's problems are held
    /// there for the reader to see.
    SayUnlessHeld(Note),
    /// Clears what is said under the controls.
    Hush,
    /// Asks the solver for what the printed solution page shows.
    PrintSolutions,
    /// The lesson's material looks where the run now stands (an
    /// export's frame is taken once the run is at its step).
    AfterMoment,
    /// The run goes (the board shows the grid), if there is one.
    DropRun,
    /// The run goes, and what the page's workers still owe it is
    /// ignored.
    ResetRun,
    /// The grid was changed by the person: the run goes and the grid is
    /// kept in storage.
    Edited,
    /// Loads this puzzle: the person's grid comes back from a search
    /// watched, the run goes, the new grid is kept and measured.
    Load(Box<Loading>),
    /// The run's strategy is this one.
    Strategy(Strategy),
    /// A run starts, if none is on and the grid can be searched; if
    /// one then is, its cursor goes to this step (if one is named).
    Start(Option<u64>),
    /// The mode of this kind ends, if it is on (a race's workers stop,
    /// the Lab's run goes).
    Leave(ModeKind),
    /// Tells a worker this, through the watchdog.
    Worker(Worker, ToWorker),
    /// A mode of this kind that works on a run held still is entered,
    /// if a run starts (or is on).
    EnterHeld(ModeKind),
    /// A count or a race of this number started (its workers' replies
    /// carry it).
    PoolStarted(u32),
    /// Predict mode's next step, once a run is on (see
    /// [`PageMode::predict_next`](super::PageMode::predict_next)).
    PredictNext,
    /// The run fetches its next step and holds it back from the screen
    /// (predict mode's question waits for it).
    FetchHidden,
    /// This square is selected on the board.
    Select(usize),
    /// The run shows this moment, held back until now.
    Show(Box<Moment>),
    /// Predict mode holds this moment back, with a question if `scored`
    /// (the page knows the rules to score an answer by).
    Hold(Box<Moment>, bool),
    /// A worker was replaced or given up on: the parts it served go on
    /// without it.
    Replaced(Replaced),
}

/// What a part asks of a worker, through the watchdog (see
/// [`Watchdog::take`](super::workers::Watchdog::take)).
#[derive(Clone, Debug)]
pub(in crate::page) enum ToWorker {
    /// Sends it this request (the watchdog awaits its answer). Boxed:
    /// a request carries a whole puzzle, the other messages nothing.
    Send(Box<Request>),
    /// It was asked: its watchdog awaits the answer.
    Expect,
    /// It answered.
    Answered,
    /// Its request was withdrawn.
    Forget,
    /// It stops (its requests are dropped).
    Stop,
    /// It is started afresh (one that fell silent).
    Restart,
    /// It is started afresh in this Python (the Lab's).
    StartPython(Python),
}

/// The context of a part's update: the page's clock, the commands for
/// the page, and what the part asks of the others.
pub(in crate::page) struct Ctx<'a> {
    /// The page's clock (ms).
    pub now: f64,
    /// What the page must do, in order.
    pub out: &'a mut Vec<Command>,
    /// What the other parts must do once this one is done, in order.
    follows: Vec<Follow>,
}

impl<'a> Ctx<'a> {
    /// A context at time `now`, writing into `out`.
    pub fn new(now: f64, out: &'a mut Vec<Command>) -> Self {
        Ctx {
            now,
            out,
            follows: Vec::new(),
        }
    }

    /// Asks the page to do `command`.
    pub fn command(&mut self, command: Command) {
        self.out.push(command);
    }

    /// Asks another part of the page for `follow`.
    pub fn then(&mut self, follow: Follow) {
        self.follows.push(follow);
    }

    /// Sends `worker` this request (see [`ToWorker::Send`]).
    pub fn send(&mut self, worker: Worker, request: Request) {
        self.tell(worker, ToWorker::Send(Box::new(request)));
    }

    /// Tells `worker` this, through the watchdog.
    pub fn tell(&mut self, worker: Worker, what: ToWorker) {
        self.then(Follow::Worker(worker, what));
    }

    /// What was asked of the other parts, in order.
    pub fn follows(self) -> Vec<Follow> {
        self.follows
    }
}
