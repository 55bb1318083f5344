//! One device's WebSocket: its first message says who it is (a teacher
//! opening or taking back a room, a student joining one); after that it
//! sends what its side may, and is sent the room as it changes. Anything
//! else is refused with a reason, and the connection closes; the server
//! and every other connection go on.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use tokio::sync::watch;

use crate::code::is_seat;
use crate::limits::Bucket;
use crate::protocol::{clean_nick, read_frame, ClientMessage, Refusal, ServerMessage};
use crate::room::Room;
use crate::rooms::Rooms;

/// Messages a device may send at once, and per second after that (a
/// teacher playing at the fastest speed sends about 20 moments a second).
const BURST: u32 = 60;
const PER_SECOND: u32 = 30;

/// Why a connection ends early: refused, or the device went away.
enum Stop {
    Refused(Refusal, String),
    Gone,
}

/// A device's connection, until it closes.
pub async fn connection(mut socket: WebSocket, address: IpAddr, rooms: Arc<Rooms>) {
    let mut bucket = Bucket::new(BURST, PER_SECOND);
    let first = match next_message(&mut socket, &mut bucket).await {
        Ok(first) => first,
        Err(stop) => return close(socket, stop).await,
    };
    let stop = match first {
        ClientMessage::Open => {
            let (room, token) = rooms.open().await;
            let opened = ServerMessage::Opened {
                room: room.code().to_string(),
                token,
            };
            teacher(&mut socket, &mut bucket, &rooms, room, opened).await
        }
        ClientMessage::Resume {
            room,
            token,
            moment,
        } => match rooms.resume(&room, &token, moment).await {
            Ok((room, reopened)) => {
                let resumed = ServerMessage::Resumed {
                    room: room.code().to_string(),
                    reopened,
                };
                teacher(&mut socket, &mut bucket, &rooms, room, resumed).await
            }
            Err(why) => Stop::Refused(why, String::new()),
        },
        ClientMessage::Join { room, seat, nick } if is_seat(&seat) => {
            // The nickname is for the teacher's screen, once nicknames
            // are shown; the relay keeps it no longer than the connection.
            let _nick = clean_nick(nick);
            match rooms.find(&room, address).await {
                Ok(room) => student(&mut socket, &mut bucket, room, &seat).await,
                Err(why) => Stop::Refused(why, String::new()),
            }
        }
        ClientMessage::Join { .. } => Stop::Refused(Refusal::BadFrame, "seat".into()),
        _ => Stop::Refused(Refusal::OutOfTurn, "open, resume or join first".into()),
    };
    close(socket, stop).await
}

/// A teacher's connection to `room`, after `hello`.
async fn teacher(
    socket: &mut WebSocket,
    bucket: &mut Bucket,
    rooms: &Rooms,
    room: Arc<Room>,
    hello: ServerMessage,
) -> Stop {
    let mut view = room.teacher_channel();
    let stop = match send(socket, &hello).await {
        Ok(()) => drive(socket, bucket, rooms, &room, &mut view).await,
        Err(stop) => stop,
    };
    room.teacher_went(Instant::now());
    stop
}

/// The teacher's messages carried out, the room's changes sent back.
async fn drive(
    socket: &mut WebSocket,
    bucket: &mut Bucket,
    rooms: &Rooms,
    room: &Room,
    view: &mut watch::Receiver<Arc<ServerMessage>>,
) -> Stop {
    // The room as it is now, first.
    view.mark_changed();
    let take = |message| {
        match message {
            ClientMessage::Moment { link } => room.show(link),
            ClientMessage::Follow { on } => room.follow(on),
            ClientMessage::Ask { question, choices } => {
                if !room.ask(question, choices) {
                    return Err(Stop::Refused(Refusal::BadFrame, "choices".into()));
                }
            }
            ClientMessage::Reveal { question, truth } => room.reveal(question, truth),
            ClientMessage::End => rooms.end(room),
            _ => {
                return Err(Stop::Refused(
                    Refusal::OutOfTurn,
                    "a teacher's connection".into(),
                ))
            }
        }
        Ok(())
    };
    exchange(socket, bucket, view, take).await
}

/// A student's connection to `room` from `seat`.
async fn student(socket: &mut WebSocket, bucket: &mut Bucket, room: Arc<Room>, seat: &str) -> Stop {
    let joined = ServerMessage::Joined {
        room: room.code().to_string(),
    };
    if let Err(stop) = send(socket, &joined).await {
        return stop;
    }
    let mut view = room.students_channel();
    view.mark_changed();
    room.seated(seat);
    let stop = follow(socket, bucket, &room, seat, &mut view).await;
    room.unseated(seat);
    stop
}

/// The room's changes sent to a student, the student's answers taken.
async fn follow(
    socket: &mut WebSocket,
    bucket: &mut Bucket,
    room: &Room,
    seat: &str,
    view: &mut watch::Receiver<Arc<ServerMessage>>,
) -> Stop {
    let take = |message| match message {
        ClientMessage::Answer { question, choice } => {
            room.answer(seat, question, &choice);
            Ok(())
        }
        ClientMessage::Moment { .. }
        | ClientMessage::Follow { .. }
        | ClientMessage::Ask { .. }
        | ClientMessage::Reveal { .. }
        | ClientMessage::End => Err(Stop::Refused(Refusal::NotTeacher, String::new())),
        _ => Err(Stop::Refused(
            Refusal::OutOfTurn,
            "a student's connection".into(),
        )),
    };
    exchange(socket, bucket, view, take).await
}

/// Until the connection stops: the room's changes passed on to the
/// device, the device's messages handed to `take`.
async fn exchange(
    socket: &mut WebSocket,
    bucket: &mut Bucket,
    view: &mut watch::Receiver<Arc<ServerMessage>>,
    mut take: impl FnMut(ClientMessage) -> Result<(), Stop>,
) -> Stop {
    loop {
        let outcome = tokio::select! {
            changed = view.changed() => pass_on(socket, view, changed.is_ok()).await,
            message = next_message(socket, bucket) => message.and_then(&mut take),
        };
        if let Err(stop) = outcome {
            return stop;
        }
    }
}

/// Sends the device the room's latest view; after the room's end (or
/// when the room is gone: not `open`), the connection stops.
async fn pass_on(
    socket: &mut WebSocket,
    view: &mut watch::Receiver<Arc<ServerMessage>>,
    open: bool,
) -> Result<(), Stop> {
    let latest = view.borrow_and_update().clone();
    send(socket, &latest).await?;
    match *latest {
        ServerMessage::Ended { .. } => Err(Stop::Gone),
        _ if !open => Err(Stop::Gone),
        _ => Ok(()),
    }
}

/// The device's next message (pings and pongs passed over).
async fn next_message(socket: &mut WebSocket, bucket: &mut Bucket) -> Result<ClientMessage, Stop> {
    loop {
        let frame = match socket.recv().await {
            Some(Ok(frame)) => frame,
            // A frame beyond the socket's own limit, or not a frame.
            Some(Err(e)) => return Err(Stop::Refused(Refusal::BadFrame, e.to_string())),
            None => return Err(Stop::Gone),
        };
        if !bucket.take(Instant::now()) {
            return Err(Stop::Refused(Refusal::Flood, String::new()));
        }
        match frame {
            Message::Text(text) => {
                return read_frame(text.as_str()).map_err(|(why, at)| Stop::Refused(why, at))
            }
            Message::Binary(_) => return Err(Stop::Refused(Refusal::BadFrame, "binary".into())),
            Message::Close(_) => return Err(Stop::Gone),
            Message::Ping(_) | Message::Pong(_) => {}
        }
    }
}

/// Sends `message` to the device.
async fn send(socket: &mut WebSocket, message: &ServerMessage) -> Result<(), Stop> {
    let text = message.to_text();
    socket
        .send(Message::Text(text.into()))
        .await
        .map_err(|_| Stop::Gone)
}

/// Ends the connection: a refusal is said first, with a close frame
/// that names the policy broken (1009 for a frame too big).
async fn close(mut socket: WebSocket, stop: Stop) {
    if let Stop::Refused(why, detail) = stop {
        let _ = send(&mut socket, &ServerMessage::Refused { why, detail }).await;
        let code = if why == Refusal::TooBig { 1009 } else { 1008 };
        let frame = CloseFrame {
            code,
            reason: "refused".into(),
        };
        let _ = socket.send(Message::Close(Some(frame))).await;
    }
}
