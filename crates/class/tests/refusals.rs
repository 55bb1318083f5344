//! Everything the relay refuses: each refusal says why, closes that
//! connection, and leaves the server serving every other room.

mod common;

use std::time::Duration;

use btlab_class::protocol::MAX_FRAME;
use btlab_class::RoomRules;
use common::{student, teacher, Device, Server};
use serde_json::json;

/// The other room still works: its student sees its teacher's moment.
async fn still_served(t: &mut Device, a: &mut Device, step: u32) {
    let link = format!("step={step}");
    t.say(json!({"type": "moment", "link": link})).await;
    a.hear_until(|m| m["moment"] == link.as_str()).await;
}

#[tokio::test]
async fn every_refusal_closes_its_connection_and_no_other() {
    let server = Server::start(RoomRules::default()).await;
    let (mut t, code, _) = teacher(&server).await;
    let mut a = student(&server, &code, "seat-a").await;

    let mut bad = server.device().await;
    bad.say_raw("{\"type\": \"join\", \"room\": }".into()).await;
    let (refusal, close) = bad.refused().await;
    assert_eq!((refusal["why"].as_str(), close), (Some("bad_frame"), 1008));
    assert!(
        refusal["detail"]
            .as_str()
            .unwrap()
            .ends_with("at line 1 column 26"),
        "{refusal}"
    );
    still_served(&mut t, &mut a, 1).await;

    let mut big = server.device().await;
    big.say_raw(format!(
        "{{\"type\":\"open\",\"x\":\"{}\"}}",
        "x".repeat(MAX_FRAME)
    ))
    .await;
    let (refusal, close) = big.refused().await;
    assert_eq!((refusal["why"].as_str(), close), (Some("too_big"), 1009));
    still_served(&mut t, &mut a, 2).await;

    let mut lost = server.device().await;
    lost.say(json!({"type": "join", "room": "ZZZZ-ZZZZ", "seat": "s"}))
        .await;
    assert_eq!(lost.refused().await.0["why"], "unknown_room");

    let mut driver = student(&server, &code, "seat-d").await;
    driver
        .say(json!({"type": "moment", "link": "step=666"}))
        .await;
    assert_eq!(driver.refused().await.0["why"], "not_teacher");
    still_served(&mut t, &mut a, 3).await;

    let mut early = server.device().await;
    early
        .say(json!({"type": "answer", "question": 1, "choice": "5"}))
        .await;
    assert_eq!(early.refused().await.0["why"], "out_of_turn");

    let mut flood = student(&server, &code, "seat-f").await;
    for _ in 0..200 {
        flood
            .say(json!({"type": "answer", "question": 9, "choice": "1"}))
            .await;
    }
    assert_eq!(flood.refused().await.0["why"], "flood");
    still_served(&mut t, &mut a, 4).await;
    assert_eq!(server.rooms.len(), 1);
}

#[tokio::test]
async fn an_address_that_tries_codes_is_slowed_down() {
    let rules = RoomRules {
        misses: 3,
        miss_window: Duration::from_secs(60),
        ..RoomRules::default()
    };
    let server = Server::start(rules).await;
    let (_t, code, _) = teacher(&server).await;
    for _ in 0..3 {
        let mut guess = server.device().await;
        guess
            .say(json!({"type": "join", "room": "ZZZZZZZZ", "seat": "s"}))
            .await;
        assert_eq!(guess.refused().await.0["why"], "unknown_room");
    }
    let mut guess = server.device().await;
    guess
        .say(json!({"type": "join", "room": code, "seat": "s"}))
        .await;
    assert_eq!(guess.refused().await.0["why"], "too_many_tries");
}
