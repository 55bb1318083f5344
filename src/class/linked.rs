//! How a device in a class stands with the relay, why a class is over
//! for it, and what it says of the time it was away.

use btlab_class::protocol::Refusal;

/// How the device stands with the relay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linked {
    /// Asking whether this server holds classes, or connecting.
    Connecting,
    /// In the room.
    Live,
    /// The connection was lost; it is tried again by itself.
    Lost {
        /// Tries since it was lost.
        tries: u32,
    },
    /// The room is not open (the server restarted and the teacher is not
    /// back yet, or too many codes were tried from this address): tried
    /// again by itself, less often.
    Waiting {
        /// Tries since.
        tries: u32,
        /// Whether the relay asked this address to slow down.
        slowed: bool,
    },
    /// The class is over for this device.
    Over(Over),
    /// The relay refused this device for good.
    Refused(Refusal),
    /// The page was not served by a class server.
    NoServer,
}

/// Why the class is over for this device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Over {
    /// The teacher ended it.
    Ended,
    /// The teacher left and did not come back in time.
    TeacherGone,
    /// The student left.
    Left,
}

/// What happened while the device was away, said once it is back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    /// A student back in the room after the connection was lost: the
    /// board shows the teacher's moment again.
    Back,
    /// The teacher's room was opened again with the same code (the
    /// server had restarted); the students rejoin by themselves.
    Reopened,
}
