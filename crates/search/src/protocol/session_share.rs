//! The worker's side of a run shared among workers: the run's own worker
//! cuts the rest of the run into pieces ([`Request::Share`]) and at the
//! end passes over them ([`Request::Merge`]); every worker, that one
//! included, searches the pieces dealt to it ([`Request::Pieces`]).

use super::cursor::Cursor;
use super::session::{failed, Plan, Session, SessionRun};
use super::PIECES_PER_WORKER;
use super::{HeldByPage, Mode, PieceResult, PieceRunner, PieceSetup, PieceTask, Reply};

/// A stepping session's parts a shared run uses.
type Parts<'a> = (
    &'a mut Cursor,
    &'a mut Option<Plan>,
    &'a mut Option<Box<PieceRunner>>,
);

impl Session {
    /// The cursor, plan and pieces of a stepping session, or the answer
    /// that there is none.
    fn stepping(session: &mut Option<Session>) -> Result<Parts<'_>, Reply> {
        match session {
            Some(Session {
                run: SessionRun::Stepping(cursor),
                plan,
                pieces,
                ..
            }) => Ok((cursor, plan, pieces)),
            _ => Err(Self::cursor(session)
                .err()
                .unwrap_or_else(|| failed("no search started"))),
        }
    }

    /// [`Request::Share`].
    pub(super) fn share(
        session: &mut Option<Session>,
        share: u32,
        workers: u8,
        known: HeldByPage,
        millis: f64,
        now: &dyn Fn() -> f64,
    ) -> Reply {
        let shares = session
            .as_ref()
            .is_some_and(|s| s.mode == Mode::All && s.shares);
        let (cursor, plan, _) = match Self::stepping(session) {
            Ok(parts) => parts,
            Err(reply) => return reply,
        };
        let deadline = now() + millis;
        let out_of_time = || now() >= deadline;
        if shares && workers >= 2 && cursor.ready_to_share(&out_of_time) {
            let pieces = cursor.cut_into_pieces(PIECES_PER_WORKER * usize::from(workers));
            if pieces.len() >= 2 {
                *plan = Some(Plan {
                    share,
                    step: cursor.at(),
                    pieces: pieces.clone(),
                });
                let moment = Box::new(cursor.moment(known));
                return Reply::Plan {
                    share,
                    pieces,
                    moment,
                };
            }
        }
        // Not worth sharing, or not possible: on toward the end alone.
        let done = cursor.seek(u64::MAX, &out_of_time);
        Self::moment(cursor, known, done, !done)
    }

    /// [`Request::Pieces`].
    pub(super) fn pieces(
        session: &mut Option<Session>,
        share: u32,
        setup: Option<Box<PieceSetup>>,
        pieces: Vec<PieceTask>,
        millis: f64,
        now: &dyn Fn() -> f64,
    ) -> Reply {
        if let Some(setup) = setup {
            match Session::start(setup.puzzle, setup.strategy, Mode::All) {
                Ok(started) => *session = Some(started),
                Err(message) => return failed(message),
            }
        }
        let Some(Session {
            run: SessionRun::Stepping(cursor),
            pieces: runner,
            ..
        }) = session
        else {
            return failed("no stepping search started to search pieces of");
        };
        let runner = match runner {
            Some(r) if r.share() == share => r,
            _ => {
                let (_, start) = cursor.snapshot_before(0);
                runner.insert(Box::new(PieceRunner::new(share, start, cursor.cells())))
            }
        };
        runner.add(pieces);
        let deadline = now() + millis;
        match runner.work(&|| now() >= deadline) {
            Ok(results) => Reply::PiecesDone {
                share,
                results,
                left: runner.left(),
                searching: runner.searching(),
            },
            Err(message) => failed(message),
        }
    }

    /// [`Request::Merge`].
    pub(super) fn merge(
        session: &mut Option<Session>,
        share: u32,
        results: &[PieceResult],
        known: HeldByPage,
        millis: f64,
        now: &dyn Fn() -> f64,
    ) -> Reply {
        let (cursor, plan, pieces) = match Self::stepping(session) {
            Ok(parts) => parts,
            Err(reply) => return reply,
        };
        *pieces = None;
        let deadline = now() + millis;
        let out_of_time = || now() >= deadline;
        let Some(plan) = plan
            .take()
            .filter(|p| p.share == share && p.step == cursor.at())
        else {
            // Not the pieces cut here: nothing to pass over; the run goes
            // on by itself if the page still wants its end.
            return Self::moment(cursor, known, false, !cursor.at_end());
        };
        let fitted = cursor.merge(&plan.pieces, results, &out_of_time);
        if results.len() < plan.pieces.len() {
            // Stopped on the way (the page paused): at the first piece
            // not searched, or as far as the pieces fitted.
            return Self::moment(cursor, known, fitted, false);
        }
        let done = cursor.at_end() || cursor.seek(u64::MAX, &out_of_time);
        Self::moment(cursor, known, done, !done)
    }
}
