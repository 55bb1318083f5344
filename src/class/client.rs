//! One device's side of the class relay, as a reducer: [`Class::update`]
//! takes what the device heard or the reader did ([`ClassEvent`]) and
//! gives what to do about it ([`Effect`]): a message to send, a moment to
//! open on the student's page, the ticket to keep, a connection to open
//! now or later. The socket, the timers and the storage are the
//! browser's (`ui::class`); every decision is here, tested natively.

use btlab_class::protocol::{ClientMessage, EndReason, Refusal, ServerMessage};

use super::answering::Answering;
use super::asking::{Asked, Asking};
use super::events::{ClassEvent, Effect};
use super::join::for_student;
use super::linked::{Linked, Over, Said};
use super::ticket::Ticket;

/// A device in a class.
#[derive(Clone, Debug)]
pub struct Class {
    ticket: Ticket,
    linked: Linked,
    /// The teacher's moment: the page's latest on the teacher's device,
    /// the relay's latest on a student's.
    moment: Option<String>,
    following: bool,
    students: u32,
    card: bool,
    said: Option<Said>,
    asking: Asking,
    answering: Answering,
}

impl Class {
    /// A device with `ticket`, before it knows the server; the effects
    /// that start it.
    pub fn start(ticket: Ticket, moment: Option<String>) -> (Class, Vec<Effect>) {
        let class = Class {
            card: ticket.is_teacher(),
            ticket,
            linked: Linked::Connecting,
            moment,
            following: true,
            students: 0,
            said: None,
            asking: Asking::default(),
            answering: Answering::default(),
        };
        let mut class = class;
        if let Ticket::Teacher { questions, .. } = &class.ticket {
            class.asking = Asking::resumed(*questions);
        }
        (class, vec![Effect::AskHello])
    }

    /// The tab's ticket.
    pub fn ticket(&self) -> &Ticket {
        &self.ticket
    }

    /// How the device stands with the relay.
    pub fn linked(&self) -> Linked {
        self.linked
    }

    /// Whether the students follow the teacher's moment.
    pub fn following(&self) -> bool {
        self.following
    }

    /// Students in the room (the teacher's count).
    pub fn students(&self) -> u32 {
        self.students
    }

    /// Whether the teacher's join card is shown.
    pub fn card(&self) -> bool {
        self.card
    }

    /// What happened while the device was away, if anything.
    pub fn said(&self) -> Option<Said> {
        self.said
    }

    /// The teacher's questions.
    pub fn asking(&self) -> &Asking {
        &self.asking
    }

    /// A student's questions and score.
    pub fn answering(&self) -> &Answering {
        &self.answering
    }

    /// The teacher's latest moment, as this device knows it.
    pub fn moment(&self) -> Option<&str> {
        self.moment.as_deref()
    }

    /// Carries out `event`; what the device must do about it.
    pub fn update(&mut self, event: ClassEvent) -> Vec<Effect> {
        match event {
            ClassEvent::Hello => self.connect_now(),
            ClassEvent::NoServer => {
                self.linked = Linked::NoServer;
                vec![]
            }
            ClassEvent::Connected => vec![Effect::Send(self.greeting())],
            ClassEvent::Heard(message) => self.heard(message),
            ClassEvent::Closed => self.closed(),
            ClassEvent::Online => match self.linked {
                Linked::Lost { .. } => self.connect_now(),
                _ => vec![],
            },
            ClassEvent::Offline => match self.linked {
                Linked::Live | Linked::Connecting => {
                    self.linked = Linked::Lost { tries: 0 };
                    vec![Effect::Disconnect, Effect::ConnectAfter(8_000)]
                }
                _ => vec![],
            },
            ClassEvent::PageMoment(link) => self.page_moment(link),
            ClassEvent::Follow(on) => self.follow(on),
            ClassEvent::Card(shown) => {
                self.card = shown;
                vec![]
            }
            ClassEvent::End => self.end(),
            ClassEvent::Predict(on) if self.ticket.is_teacher() => {
                let asked = self.asking.turn(on, self.moment.as_deref());
                self.asked(asked)
            }
            ClassEvent::Reveal => {
                let asked = self.asking.reveal();
                self.asked(asked)
            }
            ClassEvent::Answer(choice) => match self.answering.answer(&choice) {
                Some(message) => self.live_send(message),
                None => vec![],
            },
            ClassEvent::Predict(_) => vec![],
        }
    }

    fn connect_now(&mut self) -> Vec<Effect> {
        if !matches!(self.linked, Linked::Lost { .. } | Linked::Waiting { .. }) {
            self.linked = Linked::Connecting;
        }
        vec![Effect::Connect]
    }

    /// The first message on a new connection: open a room, take it back,
    /// or join it.
    fn greeting(&self) -> ClientMessage {
        match &self.ticket {
            Ticket::Teacher {
                room: Some(room),
                token: Some(token),
                ..
            } => ClientMessage::Resume {
                room: room.clone(),
                token: token.clone(),
                moment: self.moment.clone(),
            },
            Ticket::Teacher { .. } => ClientMessage::Open,
            Ticket::Student { room, seat, nick } => ClientMessage::Join {
                room: room.clone(),
                seat: seat.clone().unwrap_or_default(),
                nick: nick.clone(),
            },
        }
    }

    /// In the room (again): what was lost meanwhile is said.
    fn arrived(&mut self) {
        let was_away = matches!(self.linked, Linked::Lost { .. } | Linked::Waiting { .. });
        if was_away && !self.ticket.is_teacher() {
            self.said = Some(Said::Back);
        }
        self.linked = Linked::Live;
    }

    fn heard(&mut self, message: ServerMessage) -> Vec<Effect> {
        match message {
            ServerMessage::Opened { room, token } => {
                self.ticket = Ticket::Teacher {
                    room: Some(room),
                    token: Some(token),
                    questions: self.asking.kept(),
                };
                self.arrived();
                let mut effects = vec![Effect::Keep(self.ticket.clone())];
                effects.extend(
                    self.moment
                        .clone()
                        .map(|link| Effect::Send(ClientMessage::Moment { link })),
                );
                effects
            }
            ServerMessage::Resumed { reopened, .. } => {
                self.arrived();
                if reopened {
                    self.said = Some(Said::Reopened);
                }
                // A room opened again follows the teacher: say otherwise.
                let letting_go = reopened && !self.following;
                let mut effects: Vec<Effect> = letting_go
                    .then_some(Effect::Send(ClientMessage::Follow { on: false }))
                    .into_iter()
                    .collect();
                // A reloaded page that was predicting asks anew.
                let on = self.asking.on();
                let asked = self.asking.turn(on, self.moment.as_deref());
                effects.extend(self.asked(asked));
                effects
            }
            ServerMessage::Joined { .. } => {
                self.arrived();
                vec![]
            }
            ServerMessage::Room {
                students,
                answered,
                revealed,
            } => {
                self.students = students;
                let asked = self.asking.room(students, answered, revealed);
                self.asked(asked)
            }
            ServerMessage::Class {
                moment,
                following,
                question,
                revealed,
            } => {
                let effects = self.class_moment(moment, following);
                self.answering
                    .class(self.moment.as_deref(), question, revealed);
                effects
            }
            ServerMessage::Ended { why } => {
                self.linked = Linked::Over(match why {
                    EndReason::Teacher => Over::Ended,
                    EndReason::TeacherGone => Over::TeacherGone,
                });
                vec![Effect::Forget, Effect::Disconnect]
            }
            ServerMessage::Refused { why, .. } => self.refused(why),
        }
    }

    /// The room as a student sees it: the teacher's moment opens on the
    /// page while the class follows; bringing the class back opens it
    /// even where it is the moment last opened (the student has moved).
    fn class_moment(&mut self, moment: Option<String>, following: bool) -> Vec<Effect> {
        let brought_back = following && !self.following;
        self.following = following;
        let Some(moment) = moment else {
            return vec![];
        };
        let new = self.moment.as_deref() != Some(moment.as_str());
        self.moment = Some(moment.clone());
        if following && (new || brought_back) {
            vec![Effect::Show(for_student(&moment))]
        } else {
            vec![]
        }
    }

    fn refused(&mut self, why: Refusal) -> Vec<Effect> {
        self.linked = match why {
            // The server forgot the room (a restart) and its teacher is
            // not back yet; or this address tried too many codes.
            Refusal::UnknownRoom | Refusal::TooManyTries if !self.ticket.is_teacher() => {
                Linked::Waiting {
                    tries: self.tries(),
                    slowed: why == Refusal::TooManyTries,
                }
            }
            _ => Linked::Refused(why),
        };
        match self.linked {
            Linked::Refused(_) => vec![Effect::Forget],
            _ => vec![],
        }
    }

    fn tries(&self) -> u32 {
        match self.linked {
            Linked::Lost { tries } | Linked::Waiting { tries, .. } => tries,
            _ => 0,
        }
    }

    /// The connection closed: tried again by itself, sooner after a lost
    /// connection than for a room that is not open.
    fn closed(&mut self) -> Vec<Effect> {
        let tries = self.tries() + 1;
        let wait = match self.linked {
            Linked::Over(_) | Linked::Refused(_) | Linked::NoServer => return vec![],
            Linked::Waiting { slowed: true, .. } => 60_000,
            Linked::Waiting { slowed, .. } => {
                self.linked = Linked::Waiting { tries, slowed };
                (2_000u32 << tries.min(4)).min(30_000)
            }
            Linked::Connecting | Linked::Live | Linked::Lost { .. } => {
                self.linked = Linked::Lost { tries };
                (500u32 << tries.min(4)).min(8_000)
            }
        };
        vec![Effect::ConnectAfter(wait)]
    }

    fn page_moment(&mut self, link: String) -> Vec<Effect> {
        if !self.ticket.is_teacher() || self.moment.as_deref() == Some(link.as_str()) {
            return vec![];
        }
        self.moment = Some(link.clone());
        self.said = None;
        let mut effects = self.live_send(ClientMessage::Moment { link: link.clone() });
        if self.linked == Linked::Live {
            let asked = self.asking.moment(&link);
            effects.extend(self.asked(asked));
        }
        effects
    }

    /// What the teacher's questions need: messages to the relay (while
    /// in the room), and the page's next step.
    fn asked(&mut self, asked: Asked) -> Vec<Effect> {
        let mut effects: Vec<Effect> = asked
            .send
            .into_iter()
            .flat_map(|message| self.live_send(message))
            .collect();
        if asked.step {
            effects.push(Effect::StepPage);
        }
        // The tab keeps the questions' count and whether the class
        // predicts, for a reload.
        if let Ticket::Teacher { questions, .. } = &mut self.ticket {
            if *questions != self.asking.kept() {
                *questions = self.asking.kept();
                effects.push(Effect::Keep(self.ticket.clone()));
            }
        }
        effects
    }

    fn follow(&mut self, on: bool) -> Vec<Effect> {
        if !self.ticket.is_teacher() {
            return vec![];
        }
        self.following = on;
        self.live_send(ClientMessage::Follow { on })
    }

    /// A message the relay gets now, or, while the connection is away,
    /// with the greeting (the moment) or not at all (it is the past).
    fn live_send(&self, message: ClientMessage) -> Vec<Effect> {
        match self.linked {
            Linked::Live => vec![Effect::Send(message)],
            _ => vec![],
        }
    }

    fn end(&mut self) -> Vec<Effect> {
        if self.ticket.is_teacher() && self.linked == Linked::Live {
            // The relay answers `Ended`, which forgets the ticket.
            return vec![Effect::Send(ClientMessage::End)];
        }
        let over = if self.ticket.is_teacher() {
            Over::Ended
        } else {
            Over::Left
        };
        self.linked = Linked::Over(over);
        vec![Effect::Forget, Effect::Disconnect]
    }
}
