//! The relay's protocol through a real server on loopback: a teacher
//! opens a room and drives it, students follow and answer, the room
//! ends; a teacher takes a room back after a reload and after a restart.

mod common;

use std::time::Duration;

use btlab_class::RoomRules;
use common::{student, teacher, Server};
use serde_json::json;

#[tokio::test]
async fn students_follow_the_teacher_and_answer_a_prediction() {
    let server = Server::start(RoomRules::default()).await;
    let (mut t, code, _) = teacher(&server).await;
    assert_eq!(code.len(), 8);
    let mut a = student(&server, &code, "seat-a").await;
    let first = a.hear().await;
    assert_eq!(
        first,
        json!({"type": "class", "moment": null, "following": true, "question": null, "revealed": null})
    );
    t.hear_until(|m| m["students"] == 1).await;

    for step in 1..=5 {
        t.say(json!({"type": "moment", "link": format!("puzzle=PRESSE&step={step}")}))
            .await;
        let seen = a
            .hear_until(|m| {
                m["moment"]
                    .as_str()
                    .is_some_and(|l| l.ends_with(&format!("step={step}")))
            })
            .await;
        assert_eq!(seen["following"], true);
    }
    // A late joiner gets the moment at once.
    let mut b = student(&server, &code, "seat-b").await;
    assert_eq!(b.hear().await["moment"], "puzzle=PRESSE&step=5");
    t.hear_until(|m| m["students"] == 2).await;

    t.say(json!({"type": "follow", "on": false})).await;
    assert_eq!(
        a.hear_until(|m| m["following"] == false).await["moment"],
        "puzzle=PRESSE&step=5"
    );
    t.say(json!({"type": "follow", "on": true})).await;
    b.hear_until(|m| m["following"] == true).await;

    t.say(json!({"type": "ask", "question": 1, "choices": ["3", "5", "8"]}))
        .await;
    for (device, choice) in [(&mut a, "5"), (&mut b, "8")] {
        device.hear_until(|m| m["question"]["question"] == 1).await;
        device
            .say(json!({"type": "answer", "question": 1, "choice": choice}))
            .await;
    }
    // The teacher hears how many answered, not what.
    let room = t.hear_until(|m| m["answered"] == 2).await;
    assert_eq!(room["revealed"], json!(null));
    t.say(json!({"type": "reveal", "question": 1, "truth": "5"}))
        .await;
    let revealed = json!({"question": 1, "truth": "5", "counts": [0, 1, 1], "students": 2});
    assert_eq!(
        t.hear_until(|m| !m["revealed"].is_null()).await["revealed"],
        revealed
    );
    let seen = a.hear_until(|m| !m["revealed"].is_null()).await;
    assert_eq!(
        (seen["revealed"].clone(), seen["question"].clone()),
        (revealed, json!(null))
    );

    t.say(json!({"type": "end"})).await;
    assert_eq!(
        b.hear_until(|m| m["type"] == "ended").await["why"],
        "teacher"
    );
    assert_eq!(
        a.hear_until(|m| m["type"] == "ended").await["why"],
        "teacher"
    );
    assert!(server.rooms.is_empty(), "an ended room is forgotten");
    // Its code no longer lets anyone in.
    let mut late = server.device().await;
    late.say(json!({"type": "join", "room": code, "seat": "seat-c"}))
        .await;
    assert_eq!(late.refused().await.0["why"], "unknown_room");
}

#[tokio::test]
async fn a_teacher_takes_the_room_back_after_a_reload_and_after_a_restart() {
    let server = Server::start(RoomRules::default()).await;
    let (t, code, token) = teacher(&server).await;
    let mut a = student(&server, &code, "seat-a").await;
    t.leave().await;
    // The reloaded tab holds the code and the token.
    let mut t = server.device().await;
    t.say(json!({"type": "resume", "room": code, "token": token, "moment": "step=7"}))
        .await;
    assert_eq!(
        t.hear().await,
        json!({"type": "resumed", "room": code, "reopened": false})
    );
    assert_eq!(t.hear_until(|m| m["type"] == "room").await["students"], 1);
    a.hear_until(|m| m["moment"] == "step=7").await;
    // Another token does not drive the room.
    let mut other = server.device().await;
    other
        .say(json!({"type": "resume", "room": code, "token": "0".repeat(32)}))
        .await;
    assert_eq!(other.refused().await.0["why"], "bad_token");

    // The server restarts: its memory is gone; the teacher's page opens
    // the same room again, and the students rejoin it.
    let addr = server.stop().await;
    let server = Server::start_at(addr, RoomRules::default()).await;
    let mut t = server.device().await;
    t.say(json!({"type": "resume", "room": code, "token": token, "moment": "step=9"}))
        .await;
    assert_eq!(t.hear().await["reopened"], true);
    let mut a = student(&server, &code, "seat-a").await;
    assert_eq!(a.hear().await["moment"], "step=9");
}

#[tokio::test]
async fn a_room_whose_teacher_stays_away_ends_and_says_so() {
    let rules = RoomRules {
        teacher_grace: Duration::from_millis(300),
        ..RoomRules::default()
    };
    let server = Server::start(rules).await;
    let (t, code, _) = teacher(&server).await;
    let mut a = student(&server, &code, "seat-a").await;
    t.leave().await;
    assert_eq!(
        a.hear_until(|m| m["type"] == "ended").await["why"],
        "teacher_gone"
    );
    assert!(server.rooms.is_empty());
}
