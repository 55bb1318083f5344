//! Several servers, one class: two `btlab serve` instances sharing rooms
//! through a real `redis-server` started on loopback by the test. The
//! teacher is on A, students on A and on B.

mod common;

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::{student, teacher, Server};
use serde_json::json;

/// A `redis-server` on a free loopback port, stopped when dropped.
struct Redis {
    child: Child,
    url: String,
}

impl Redis {
    fn start() -> Redis {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new("redis-server")
            .args([
                "--port",
                &port.to_string(),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
            ])
            .stdout(Stdio::null())
            .spawn()
            .expect("redis-server (Debian's package; bash .ci/setup installs it)");
        let url = format!("redis://127.0.0.1:{port}/");
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "redis-server did not start"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        Redis { child, url }
    }
}

impl Drop for Redis {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[tokio::test]
async fn a_class_spread_over_two_servers_follows_answers_and_ends_as_one() {
    let redis = Redis::start();
    let redis = Redis {
        child: std::process::Command::new("true").spawn().unwrap(),
        url: std::env::var("BTLAB_REDIS").unwrap_or(redis.url.clone()),
    };
    let a = Server::start_shared(&redis.url).await;
    let b = Server::start_shared(&redis.url).await;
    let (mut t, code, token) = teacher(&a).await;
    let mut on_a = student(&a, &code, "seat-a").await;
    let mut on_b = student(&b, &code, "seat-b").await;
    t.hear_until(|m| m["students"] == 2).await;

    t.say(json!({"type": "moment", "link": "step=3"})).await;
    on_a.hear_until(|m| m["moment"] == "step=3").await;
    on_b.hear_until(|m| m["moment"] == "step=3").await;
    // A late joiner on B gets the moment at once.
    let mut late = student(&b, &code, "seat-c").await;
    assert_eq!(late.hear().await["moment"], "step=3");
    t.hear_until(|m| m["students"] == 3).await;

    t.say(json!({"type": "ask", "question": 4, "choices": ["1", "2"]}))
        .await;
    for (device, choice) in [(&mut on_a, "1"), (&mut on_b, "2"), (&mut late, "2")] {
        device.hear_until(|m| m["question"]["question"] == 4).await;
        device
            .say(json!({"type": "answer", "question": 4, "choice": choice}))
            .await;
    }
    t.hear_until(|m| m["answered"] == 3).await;
    t.say(json!({"type": "reveal", "question": 4, "truth": "2"}))
        .await;
    let revealed = json!({"question": 4, "truth": "2", "counts": [1, 2], "students": 3});
    assert_eq!(
        on_b.hear_until(|m| !m["revealed"].is_null()).await["revealed"],
        revealed
    );

    // The teacher comes back through B: B holds the room from then on,
    // and the token still alone drives it.
    t.leave().await;
    let mut wrong = b.device().await;
    wrong
        .say(json!({"type": "resume", "room": code, "token": "0".repeat(32)}))
        .await;
    assert_eq!(wrong.refused().await.0["why"], "bad_token");
    let mut t = b.device().await;
    t.say(json!({"type": "resume", "room": code, "token": token}))
        .await;
    assert_eq!(t.hear().await["reopened"], false);
    t.say(json!({"type": "end"})).await;
    assert_eq!(
        on_a.hear_until(|m| m["type"] == "ended").await["why"],
        "teacher"
    );
    assert_eq!(
        late.hear_until(|m| m["type"] == "ended").await["why"],
        "teacher"
    );
}
