//! Several servers, one class: rooms shared through Redis.
//!
//! Channels `btlab:class:<code>` carry an owner's view of the class to
//! the mirrors, `btlab:seat:<code>` a mirror's students' doings to the
//! owner. Keys `btlab:room:<code>` (the class's latest view, for a server
//! whose first student of that room arrives) and `btlab:token:<code>`
//! (the teacher's token, for a teacher who comes back through another
//! server) live as long as the room, at most [`KEPT_SECONDS`]. Nothing
//! else is written: no answer, no nickname.

use std::sync::{Arc, Weak};

use futures_util::StreamExt;
use redis::aio::MultiplexedConnection;
use redis::AsyncCommands;
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc::{self, UnboundedReceiver, UnboundedSender};

use crate::protocol::ServerMessage;
use crate::rooms::Rooms;
use crate::shared::{Outgoing, SeatEvent};

/// The longest a room's keys outlive their last change.
pub const KEPT_SECONDS: u64 = 6 * 60 * 60;

/// This server's line to the others.
#[derive(Debug, Clone)]
pub struct Bus {
    /// This server's name on the bus (its own messages come back to it).
    server: String,
    client: redis::Client,
    connection: MultiplexedConnection,
    outbox: UnboundedSender<Outgoing>,
}

impl Bus {
    /// Connects to Redis at `url`; the messages to send wait in the
    /// receiver until [`Bus::start`].
    pub async fn connect(url: &str) -> redis::RedisResult<(Bus, UnboundedReceiver<Outgoing>)> {
        let client = redis::Client::open(url)?;
        let connection = client.get_multiplexed_async_connection().await?;
        let (outbox, waiting) = mpsc::unbounded_channel();
        let bus = Bus {
            server: crate::code::new_token(),
            client,
            connection,
            outbox,
        };
        Ok((bus, waiting))
    }

    /// Where a room's doings go to the other servers.
    pub fn outbox(&self) -> UnboundedSender<Outgoing> {
        self.outbox.clone()
    }

    /// Sends what waits, and hands what the other servers send to
    /// `rooms`, for as long as the rooms exist.
    pub async fn start(
        &self,
        waiting: UnboundedReceiver<Outgoing>,
        rooms: Weak<Rooms>,
    ) -> redis::RedisResult<()> {
        let mut pubsub = self.client.get_async_pubsub().await?;
        pubsub
            .psubscribe(&["btlab:class:*", "btlab:seat:*"])
            .await?;
        tokio::spawn(send_all(
            self.connection.clone(),
            self.server.clone(),
            waiting,
        ));
        let server = self.server.clone();
        tokio::spawn(async move {
            let mut messages = pubsub.into_on_message();
            while let Some(message) = messages.next().await {
                let Some(rooms) = rooms.upgrade() else { return };
                let payload: String = message.get_payload().unwrap_or_default();
                take(&rooms, &server, message.get_channel_name(), &payload);
            }
        });
        Ok(())
    }

    /// A room's latest view of the class and its teacher's token, as the
    /// servers hold them.
    pub async fn room(
        &self,
        code: &str,
    ) -> redis::RedisResult<(Option<ServerMessage>, Option<String>)> {
        let mut connection = self.connection.clone();
        let keys = [format!("btlab:room:{code}"), format!("btlab:token:{code}")];
        let (class, token): (Option<String>, Option<String>) = connection.mget(&keys).await?;
        Ok((class.and_then(|c| serde_json::from_str(&c).ok()), token))
    }

    /// A room opened here: its token and first view written before any
    /// student can ask another server for it.
    pub async fn opened(
        &self,
        code: &str,
        token: &str,
        class: &ServerMessage,
    ) -> redis::RedisResult<()> {
        let mut connection = self.connection.clone();
        let _: () = connection
            .set_ex(format!("btlab:token:{code}"), token, KEPT_SECONDS)
            .await?;
        let _: () = connection
            .set_ex(format!("btlab:room:{code}"), class.to_text(), KEPT_SECONDS)
            .await?;
        Ok(())
    }
}

/// An owner's view of a class on the bus, with the server that sent it.
#[derive(Serialize, Deserialize)]
struct FromOwner {
    server: String,
    class: ServerMessage,
}

/// Sends each waiting message of `server`, in order, until it stops.
async fn send_all(
    mut connection: MultiplexedConnection,
    server: String,
    mut waiting: UnboundedReceiver<Outgoing>,
) {
    while let Some(outgoing) = waiting.recv().await {
        if let Err(e) = send(&mut connection, &server, outgoing).await {
            // The other servers miss this change; the next one carries
            // the whole view again.
            eprintln!("btlab serve: Redis: {e}");
        }
    }
}

/// Sends one message of `server`: an owner's view is also kept as the
/// room's latest (or the room's keys dropped once it ended).
async fn send(
    connection: &mut MultiplexedConnection,
    server: &str,
    outgoing: Outgoing,
) -> redis::RedisResult<()> {
    match outgoing {
        Outgoing::Class { room, message } => {
            let text = message.to_text();
            let from = FromOwner {
                server: server.to_string(),
                class: (*message).clone(),
            };
            let sent = serde_json::to_string(&from).expect("a class view always serialises");
            if matches!(*message, ServerMessage::Ended { .. }) {
                let _: () = connection
                    .del(&[format!("btlab:room:{room}"), format!("btlab:token:{room}")])
                    .await?;
            } else {
                let _: () = connection
                    .set_ex(format!("btlab:room:{room}"), &text, KEPT_SECONDS)
                    .await?;
            }
            let _: () = connection
                .publish(format!("btlab:class:{room}"), sent)
                .await?;
        }
        Outgoing::Seat { room, event } => {
            let text = serde_json::to_string(&event).expect("a seat event always serialises");
            let _: () = connection
                .publish(format!("btlab:seat:{room}"), text)
                .await?;
        }
    }
    Ok(())
}

/// A message from another server than `server`, to the room it names.
fn take(rooms: &Arc<Rooms>, server: &str, channel: &str, payload: &str) {
    if let Some(code) = channel.strip_prefix("btlab:class:") {
        match serde_json::from_str::<FromOwner>(payload) {
            Ok(from) if from.server != server => rooms.owner_said(code, from.class),
            _ => {}
        }
    } else if let Some(code) = channel.strip_prefix("btlab:seat:") {
        if let Ok(event) = serde_json::from_str::<SeatEvent>(payload) {
            rooms.mirror_said(code, event);
        }
    }
}
