//! What a device in a class hears or its reader does ([`ClassEvent`]),
//! and what the device does about it ([`Effect`]): the class client's
//! reducer ([`Class::update`](super::Class::update)) turns the one into
//! the other.

use btlab_class::protocol::{ClientMessage, ServerMessage};

use super::ticket::Ticket;

/// What the device heard, or what its reader did.
#[derive(Clone, Debug, PartialEq)]
pub enum ClassEvent {
    /// The server answered that it holds classes: connect.
    Hello,
    /// The page was not served by a class server.
    NoServer,
    /// The connection is open.
    Connected,
    /// The relay's message.
    Heard(ServerMessage),
    /// The connection closed or failed.
    Closed,
    /// The browser is online again: a lost connection is tried at once.
    Online,
    /// The browser went offline: the connection is given up at once (a
    /// socket may take minutes to notice), and tried again when online.
    Offline,
    /// The page wrote its address (its link fragment, without `#`).
    PageMoment(String),
    /// The teacher lets the class explore (`false`) or brings it back.
    Follow(bool),
    /// The teacher shows or folds the join card (code and QR).
    Card(bool),
    /// The teacher ends the class, or the student leaves it.
    End,
    /// The teacher's class predicts each step (`true`), or stops.
    Predict(bool),
    /// The teacher reveals the open question.
    Reveal,
    /// The student answers the open question with this choice.
    Answer(String),
}

/// What the device does about an event.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Ask the server whether it holds classes.
    AskHello,
    /// Open a connection now.
    Connect,
    /// Open a connection after this many milliseconds.
    ConnectAfter(u32),
    /// Send the relay a message.
    Send(ClientMessage),
    /// Open this link fragment on the student's page.
    Show(String),
    /// Keep the ticket in the tab.
    Keep(Ticket),
    /// Forget the tab's ticket: the class is over.
    Forget,
    /// Close the connection.
    Disconnect,
    /// Play the teacher's page's next step (a question was revealed).
    StepPage,
}
