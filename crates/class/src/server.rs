//! The server: the built page as static files (compressed as the browser
//! accepts), `/class/hello` for the page to learn that this server holds
//! classes, and `/class` for the relay's WebSockets.

use std::io;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use tokio::net::TcpListener;
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeDir;

use crate::bus::Bus;
use crate::connection::connection;
use crate::first_screen::FirstScreens;
use crate::rooms::{RoomRules, Rooms};

/// The largest frame the socket itself takes: above the protocol's own
/// limit, so that a frame between the two is refused with a reason.
const SOCKET_LIMIT: usize = 1024 * 1024;
/// A connection's buffers: a class's messages are small, and a room of
/// students holds one connection each (the socket's default is 128 KiB).
const SOCKET_BUFFER: usize = 8 * 1024;

/// What `btlab serve` was asked for.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// Where to listen.
    pub addr: SocketAddr,
    /// The built page (trunk's `dist/`).
    pub dist: PathBuf,
    /// The rooms' rules (the teacher's grace, joins that miss).
    pub rules: RoomRules,
    /// Redis, through which several servers share rooms (`None`: this
    /// server alone).
    pub redis: Option<String>,
}

/// The server's routes over `rooms`, the page served from `dist` (its
/// first screen in the reader's language, see [`FirstScreens`]).
pub fn router(rooms: Arc<Rooms>, dist: PathBuf) -> Router {
    let screens = Arc::new(FirstScreens::of(&dist));
    let first_screen = get(
        |State(screens): State<Arc<FirstScreens>>, headers: HeaderMap| async move {
            screens.respond(&headers).await
        },
    );
    let page = Router::new()
        .route("/", first_screen.clone())
        .route("/index.html", first_screen)
        .fallback_service(ServeDir::new(dist).append_index_html_on_directories(true))
        .layer(CompressionLayer::new())
        .with_state(screens);
    Router::new()
        .route("/class", get(upgrade))
        .route("/class/hello", get(hello))
        .with_state(rooms)
        .fallback_service(page)
}

/// What the page asks to learn whether this server holds classes.
async fn hello(State(rooms): State<Arc<Rooms>>) -> Json<serde_json::Value> {
    Json(serde_json::json!({ "classes": true, "rooms": rooms.len() }))
}

/// A device's WebSocket, handed to the relay.
async fn upgrade(
    socket: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(rooms): State<Arc<Rooms>>,
) -> Response {
    socket
        .max_message_size(SOCKET_LIMIT)
        .max_frame_size(SOCKET_LIMIT)
        .read_buffer_size(SOCKET_BUFFER)
        .write_buffer_size(SOCKET_BUFFER)
        .on_upgrade(move |socket| connection(socket, peer.ip(), rooms))
        .into_response()
}

/// Serves on `listener` until `shutdown` completes; rooms whose teacher
/// has gone too long are swept meanwhile.
pub async fn serve_on(
    listener: TcpListener,
    rooms: Arc<Rooms>,
    dist: PathBuf,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> io::Result<()> {
    let sweeper = tokio::spawn(sweep(rooms.clone()));
    let app = router(rooms, dist).into_make_service_with_connect_info::<SocketAddr>();
    let served = axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await;
    sweeper.abort();
    served
}

/// Ends the rooms whose teacher has gone too long, every little while.
async fn sweep(rooms: Arc<Rooms>) {
    let every =
        (rooms.rules().teacher_grace / 4).clamp(Duration::from_millis(50), Duration::from_secs(30));
    let mut ticks = tokio::time::interval(every);
    loop {
        ticks.tick().await;
        rooms.sweep(Instant::now());
    }
}

/// The rooms of a server: its own, or shared with every server on the
/// Redis at `redis`.
pub async fn rooms_on(rules: RoomRules, redis: Option<&str>) -> redis::RedisResult<Arc<Rooms>> {
    let Some(url) = redis else {
        return Ok(Arc::new(Rooms::new(rules)));
    };
    let (bus, waiting) = Bus::connect(url).await?;
    let rooms = Arc::new(Rooms::sharing(rules, Some(bus.clone())));
    bus.start(waiting, Arc::downgrade(&rooms)).await?;
    Ok(rooms)
}

/// `btlab serve`: reaches Redis if asked, binds, says where, and serves
/// until Ctrl-C. An error names its place (the Redis, the address).
pub fn run(options: ServeOptions) -> io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let redis = options.redis.as_deref();
        let rooms = rooms_on(options.rules, redis).await.map_err(|e| {
            io::Error::other(format!("Redis at {}: {e}", redis.unwrap_or_default()))
        })?;
        let listener = TcpListener::bind(options.addr)
            .await
            .map_err(|e| io::Error::other(format!("{}: {e}", options.addr)))?;
        let at = listener.local_addr()?;
        println!("Backtrack Lab on http://{at}/ (classes at ws://{at}/class); Ctrl-C stops it");
        let ctrl_c = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        serve_on(listener, rooms, options.dist, ctrl_c).await
    })
}
