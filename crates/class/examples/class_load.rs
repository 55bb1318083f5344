//! The class server under a load: `rooms` rooms of `students` students
//! each, their teachers stepping once a second, then one room of
//! `reveal` students all answering a prediction. Logs how long a step
//! takes to reach every student (p50, p99, the slowest), the server's
//! memory per student and its CPU while the class steps, and how long
//! after the last answer the teacher holds the distribution.
//!
//! ```text
//! cargo run --release -p btlab-class --example class_load -- \
//!     --server target/release/btlab --rooms 40 --students 30 --steps 10 --reveal 300
//! ```
//!
//! The server runs as a process of its own (`btlab serve`), so that its
//! memory and CPU are its own; the devices are this process's.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The answers of the reveal's question.
const CHOICES: [&str; 3] = ["1", "2", "3"];

/// What the run is asked for.
struct Load {
    server: String,
    rooms: usize,
    students: usize,
    steps: u32,
    reveal: usize,
}

/// The load's clock: every device reads the same one.
fn clock() -> f64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

fn main() {
    let load = read_args();
    let (mut server, addr) = start_server(&load.server);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let outcome = runtime.block_on(run(&load, &addr, server.id()));
    let _ = server.kill();
    if let Err(e) = outcome {
        eprintln!("class load: {e}");
        std::process::exit(1);
    }
}

/// `--server`, `--rooms`, `--students`, `--steps`, `--reveal`.
fn read_args() -> Load {
    let mut load = Load {
        server: "target/release/btlab".into(),
        rooms: 5,
        students: 30,
        steps: 10,
        reveal: 300,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).map(String::as_str).unwrap_or_default();
        let number = || {
            value
                .parse::<usize>()
                .unwrap_or_else(|_| panic!("{}: a number, not {value:?}", pair[0]))
        };
        match pair[0].as_str() {
            "--server" => load.server = value.to_string(),
            "--rooms" => load.rooms = number(),
            "--students" => load.students = number(),
            "--steps" => load.steps = number() as u32,
            "--reveal" => load.reveal = number(),
            other => panic!("{other}: not a flag of class_load"),
        }
    }
    load
}

/// `btlab serve` on a free loopback port; its address.
fn start_server(binary: &str) -> (Child, String) {
    let dist = std::env::temp_dir().join("btlab-class-load");
    std::fs::create_dir_all(&dist).unwrap();
    std::fs::write(
        dist.join("index.html"),
        "<!doctype html><title>load</title>",
    )
    .unwrap();
    let mut child = Command::new(binary)
        .args(["serve", "--addr", "127.0.0.1:0", "--dist"])
        .arg(&dist)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{binary}: {e}"));
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|s| s.split('/').next())
        .expect("the server says where");
    (child, addr.to_string())
}

async fn run(load: &Load, addr: &str, pid: u32) -> Result<(), String> {
    let before = rss_kib(pid);
    let mut rooms = Vec::new();
    for _ in 0..load.rooms {
        rooms.push(open_room(addr, load.students).await?);
    }
    let joined = rss_kib(pid);
    let students = load.rooms * load.students;
    let per_student = (joined - before) as f64 / students.max(1) as f64;
    println!("# class load: {} rooms of {} students joined; server memory {} KiB before, {} KiB after: {per_student:.1} KiB a student", load.rooms, load.students, before, joined);
    let cpu_before = cpu_ticks(pid);
    let started = Instant::now();
    let mut delays = step_rooms(rooms, load.steps).await?;
    let cpu =
        (cpu_ticks(pid) - cpu_before) as f64 / 100.0 / started.elapsed().as_secs_f64() * 100.0;
    let expected = students * load.steps as usize;
    delays.sort_by(f64::total_cmp);
    let at = |q: f64| {
        delays
            .get(((delays.len() as f64 * q) as usize).min(delays.len().saturating_sub(1)))
            .copied()
            .unwrap_or(f64::NAN)
    };
    println!("# class load: a step reached every student: p50 {:.1} ms, p99 {:.1} ms, slowest {:.1} ms ({} of {expected} moments seen); server CPU {cpu:.1}% of a core at one step a second a room", at(0.5), at(0.99), at(1.0), delays.len());
    if delays.len() < expected {
        return Err(format!(
            "{} of {expected} moments reached their students",
            delays.len()
        ));
    }
    if load.reveal > 0 {
        let waited = reveal(addr, load.reveal).await?;
        println!("# class load: a room of {} students: the distribution with the teacher {waited:.1} ms after the last answer", load.reveal);
    }
    Ok(())
}

/// A teacher and `students` students in a new room.
async fn open_room(addr: &str, students: usize) -> Result<(Socket, Vec<Socket>), String> {
    let mut teacher = connect(addr).await?;
    say(&mut teacher, json!({"type": "open"})).await?;
    let code = hear(&mut teacher).await?["room"]
        .as_str()
        .ok_or("no room code")?
        .to_string();
    let mut class = Vec::with_capacity(students);
    for seat in 0..students {
        let mut student = connect(addr).await?;
        say(
            &mut student,
            json!({"type": "join", "room": code, "seat": format!("s{seat}")}),
        )
        .await?;
        if hear(&mut student).await?["type"] != "joined" {
            return Err("a student was not let in".into());
        }
        class.push(student);
    }
    Ok((teacher, class))
}

/// Every teacher steps `steps` times, a second apart (the rooms spread
/// over the second); each student's delay for each step.
async fn step_rooms(rooms: Vec<(Socket, Vec<Socket>)>, steps: u32) -> Result<Vec<f64>, String> {
    let count = rooms.len().max(1);
    let mut tasks = Vec::new();
    for (index, (teacher, class)) in rooms.into_iter().enumerate() {
        let offset = Duration::from_millis((1000 * index / count) as u64);
        let mut listeners: Vec<_> = class
            .into_iter()
            .map(|s| tokio::spawn(listen(s, steps)))
            .collect();
        listeners.push(tokio::spawn(async move {
            drive(teacher, steps, offset).await.map(|_| Vec::new())
        }));
        tasks.extend(listeners);
    }
    let mut delays = Vec::new();
    for task in tasks {
        delays.extend(task.await.map_err(|e| e.to_string())??);
    }
    Ok(delays)
}

/// A teacher's steps, the send time written into the link.
async fn drive(mut teacher: Socket, steps: u32, offset: Duration) -> Result<Socket, String> {
    tokio::time::sleep(offset).await;
    let mut ticks = tokio::time::interval(Duration::from_secs(1));
    for step in 1..=steps {
        ticks.tick().await;
        let link = format!("step={step}&sent={:.3}", clock());
        say(&mut teacher, json!({"type": "moment", "link": link})).await?;
    }
    Ok(teacher)
}

/// A student's delays, one per step seen, until the last step.
async fn listen(mut student: Socket, steps: u32) -> Result<Vec<f64>, String> {
    let mut delays = Vec::new();
    let last = format!("step={steps}&");
    loop {
        let message = hear(&mut student).await?;
        let Some(link) = message["moment"].as_str() else {
            continue;
        };
        let sent: f64 = link
            .split("sent=")
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or("a moment without its time")?;
        delays.push(clock() - sent);
        if link.starts_with(&last) {
            return Ok(delays);
        }
    }
}

/// A room of `students` all answering; ms from the last answer sent to
/// the teacher holding the distribution (the teacher reveals once every
/// answer is in, as the page does).
async fn reveal(addr: &str, students: usize) -> Result<f64, String> {
    let (mut teacher, mut class) = open_room(addr, students).await?;
    say(
        &mut teacher,
        json!({"type": "ask", "question": 1, "choices": CHOICES}),
    )
    .await?;
    for student in &mut class {
        while hear(student).await?["question"].is_null() {}
    }
    let mut last_sent = 0.0;
    for (seat, student) in class.iter_mut().enumerate() {
        say(
            student,
            json!({"type": "answer", "question": 1, "choice": CHOICES[seat % 3]}),
        )
        .await?;
        last_sent = clock();
    }
    while hear(&mut teacher).await?["answered"].as_u64() != Some(students as u64) {}
    say(
        &mut teacher,
        json!({"type": "reveal", "question": 1, "truth": "2"}),
    )
    .await?;
    while hear(&mut teacher).await?["revealed"].is_null() {}
    Ok(clock() - last_sent)
}

async fn connect(addr: &str) -> Result<Socket, String> {
    let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/class"))
        .await
        .map_err(|e| e.to_string())?;
    Ok(socket)
}

async fn say(socket: &mut Socket, message: Value) -> Result<(), String> {
    socket
        .send(Message::Text(message.to_string().into()))
        .await
        .map_err(|e| e.to_string())
}

async fn hear(socket: &mut Socket) -> Result<Value, String> {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(30), socket.next())
            .await
            .map_err(|_| "no message in 30 s")?;
        match frame {
            Some(Ok(Message::Text(text))) => {
                return serde_json::from_str(&text).map_err(|e| e.to_string())
            }
            Some(Ok(_)) => {}
            Some(Err(e)) => return Err(e.to_string()),
            None => return Err("the server closed the connection".into()),
        }
    }
}

/// The process's resident memory, KiB.
fn rss_kib(pid: u32) -> i64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// The process's CPU time so far, in clock ticks (user and system).
fn cpu_ticks(pid: u32) -> i64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .collect();
    let tick = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<i64>().ok())
            .unwrap_or(0)
    };
    tick(11) + tick(12)
}
