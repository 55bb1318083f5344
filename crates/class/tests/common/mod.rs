//! A server on loopback and WebSocket devices that talk to it, for the
//! relay's tests.

// Each test file uses a part of these helpers.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use btlab_class::{rooms_on, serve_on, RoomRules, Rooms};
use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::oneshot;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for a message before it fails.
const PATIENCE: Duration = Duration::from_secs(5);

/// A server running in this process.
pub struct Server {
    /// Where it listens.
    pub addr: SocketAddr,
    /// Its rooms.
    pub rooms: Arc<Rooms>,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Server {
    /// A server with `rules`, serving this crate's folder as its page.
    pub async fn start(rules: RoomRules) -> Server {
        Server::start_at("127.0.0.1:0".parse().unwrap(), rules).await
    }

    /// A server on `addr` (a port of a stopped server, to restart it).
    pub async fn start_at(addr: SocketAddr, rules: RoomRules) -> Server {
        Server::serve(addr, Arc::new(Rooms::new(rules))).await
    }

    /// A server sharing its rooms with every server on the Redis at `url`.
    pub async fn start_shared(url: &str) -> Server {
        let rooms = rooms_on(RoomRules::default(), Some(url))
            .await
            .expect("Redis answers");
        Server::serve("127.0.0.1:0".parse().unwrap(), rooms).await
    }

    async fn serve(addr: SocketAddr, rooms: Arc<Rooms>) -> Server {
        let listener = TcpListener::bind(addr).await.expect("a loopback port");
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = oneshot::channel::<()>();
        let dist = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let task = tokio::spawn(serve_on(listener, rooms.clone(), dist, async {
            let _ = stopped.await;
        }));
        Server {
            addr,
            rooms,
            stop: Some(stop),
            task,
        }
    }

    /// Stops the server, as a restart's first half would; its memory goes.
    pub async fn stop(mut self) -> SocketAddr {
        let _ = self.stop.take().unwrap().send(());
        self.task.abort();
        let _ = self.task.await;
        self.addr
    }

    /// A device connected to the relay.
    pub async fn device(&self) -> Device {
        let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{}/class", self.addr))
            .await
            .expect("the relay takes a WebSocket");
        Device { socket }
    }
}

/// A teacher's or a student's connection.
pub struct Device {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Device {
    /// Sends a message written as JSON.
    pub async fn say(&mut self, message: Value) {
        self.socket
            .send(Message::Text(message.to_string().into()))
            .await
            .expect("the message goes out");
    }

    /// Sends a raw text frame.
    pub async fn say_raw(&mut self, text: String) {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .expect("the frame goes out");
    }

    /// The next message.
    pub async fn hear(&mut self) -> Value {
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .expect("a message in time")
                .expect("the connection open")
                .expect("a frame");
            if let Message::Text(text) = frame {
                return serde_json::from_str(&text).expect("the relay writes JSON");
            }
        }
    }

    /// The first message for which `wanted` holds (the room's views are
    /// the latest state, so earlier ones may be passed over).
    pub async fn hear_until(&mut self, wanted: impl Fn(&Value) -> bool) -> Value {
        loop {
            let message = self.hear().await;
            if wanted(&message) {
                return message;
            }
        }
    }

    /// The refusal the relay sends, and the close code after it.
    pub async fn refused(&mut self) -> (Value, u16) {
        let refusal = self.hear_until(|m| m["type"] == "refused").await;
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .expect("a close in time");
            match frame {
                Some(Ok(Message::Close(Some(close)))) => return (refusal, close.code.into()),
                Some(Ok(Message::Close(None))) | None | Some(Err(_)) => return (refusal, 0),
                Some(Ok(_)) => {}
            }
        }
    }

    /// Closes the connection, as a tab closed would.
    pub async fn leave(mut self) {
        let _ = self.socket.close(None).await;
    }
}

/// A teacher who opened a room: the device, the room's code and token.
pub async fn teacher(server: &Server) -> (Device, String, String) {
    let mut device = server.device().await;
    device.say(serde_json::json!({ "type": "open" })).await;
    let opened = device.hear().await;
    assert_eq!(opened["type"], "opened", "{opened}");
    let code = opened["room"].as_str().unwrap().to_string();
    let token = opened["token"].as_str().unwrap().to_string();
    (device, code, token)
}

/// A student who joined `code` from `seat`.
pub async fn student(server: &Server, code: &str, seat: &str) -> Device {
    let mut device = server.device().await;
    device
        .say(serde_json::json!({ "type": "join", "room": code, "seat": seat }))
        .await;
    let joined = device.hear().await;
    assert_eq!(joined["type"], "joined", "{joined}");
    device
}
