//! What the class bar says, in the reader's language: every sentence it
//! shows is made here from the device's [`Class`], so that the bar only
//! draws it.

use btlab_class::protocol::Refusal;

use super::client::Class;
use super::join::shown_code;
use super::linked::{Linked, Over, Said};
use crate::i18n::{by_count, Lang, Numbers, T};

/// The class bar's sentences.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassFacts {
    /// The room's code as the projector shows it, once there is a room.
    pub code: Option<String>,
    /// How the device stands: in the room (and with how many), connecting,
    /// away, or over.
    pub status: String,
    /// The teacher's: whether the boards follow; a student's: whether
    /// the board follows the teacher.
    pub following: Option<String>,
    /// What happened while the device was away.
    pub said: Option<String>,
    /// Whether the device is in its room now.
    pub live: bool,
    /// Whether the class is over for this device (the bar may be closed).
    pub over: bool,
}

impl ClassFacts {
    /// The sentences of `class` in `lang`.
    pub fn of(class: &Class, lang: Lang, numbers: &dyn Numbers) -> ClassFacts {
        let room = class.ticket().room().map(shown_code);
        let code = room.clone().unwrap_or_default();
        let linked = class.linked();
        let live = linked == Linked::Live;
        let following = live.then(|| following(class, lang));
        ClassFacts {
            status: status(class, lang, numbers, &code),
            following,
            said: class.said().map(|said| match said {
                Said::Back => lang.t(T::ClassBack).to_string(),
                Said::Reopened => lang.fill(T::ClassReopened, &[&code]),
            }),
            code: room,
            live,
            over: matches!(
                linked,
                Linked::Over(_) | Linked::Refused(_) | Linked::NoServer
            ),
        }
    }
}

fn following(class: &Class, lang: Lang) -> String {
    match (class.ticket().is_teacher(), class.following()) {
        (true, true) => lang.t(T::ClassTeacherFollowing).to_string(),
        (true, false) => lang.t(T::ClassTeacherLetGo).to_string(),
        (false, true) => lang.t(T::ClassFollowing).to_string(),
        (false, false) => lang.t(T::ClassExploring).to_string(),
    }
}

fn status(class: &Class, lang: Lang, numbers: &dyn Numbers, code: &str) -> String {
    match class.linked() {
        Linked::Connecting => lang.t(T::ClassConnecting).to_string(),
        Linked::Live if class.ticket().is_teacher() => {
            let n = u64::from(class.students());
            let joined = by_count(numbers, n, T::ClassJoinedOne, T::ClassJoined);
            lang.fill(joined, &[code, &numbers.int(n)])
        }
        Linked::Live => lang.fill(T::ClassIn, &[code]),
        Linked::Lost { .. } => lang.t(T::ClassLost).to_string(),
        Linked::Waiting { slowed: true, .. } => lang.t(T::ClassSlowed).to_string(),
        Linked::Waiting { .. } => lang.fill(T::ClassWaiting, &[code]),
        Linked::Over(Over::Ended) => lang.t(T::ClassEnded).to_string(),
        Linked::Over(Over::TeacherGone) => lang.t(T::ClassTeacherGone).to_string(),
        Linked::Over(Over::Left) => lang.t(T::ClassLeft).to_string(),
        Linked::Refused(Refusal::BadToken) => lang.fill(T::ClassRefusedToken, &[code]),
        Linked::Refused(why) => lang.fill(T::ClassRefused, &[refusal_name(why)]),
        Linked::NoServer => lang.t(T::ClassNoServer).to_string(),
    }
}

/// A refusal's name as the relay writes it (for the teacher to report).
fn refusal_name(why: Refusal) -> &'static str {
    match why {
        Refusal::BadFrame => "bad_frame",
        Refusal::TooBig => "too_big",
        Refusal::UnknownRoom => "unknown_room",
        Refusal::TooManyTries => "too_many_tries",
        Refusal::BadToken => "bad_token",
        Refusal::NotTeacher => "not_teacher",
        Refusal::OutOfTurn => "out_of_turn",
        Refusal::Flood => "flood",
    }
}
