//! The server's rooms, in memory only: opened by a teacher, found by
//! code, taken back with the teacher's token, forgotten when they end or
//! some minutes after their teacher left.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::bus::Bus;
use crate::code::{is_token, new_code, new_token, read_code};
use crate::limits::Misses;
use crate::protocol::{EndReason, Refusal, ServerMessage};
use crate::room::Room;
use crate::shared::{SeatEvent, Side};

/// How long a room waits for its teacher to come back, and how often an
/// address may try a code no room has.
#[derive(Debug, Clone)]
pub struct RoomRules {
    /// A room whose teacher has been gone this long ends.
    pub teacher_grace: Duration,
    /// Misses an address may make in a `miss_window`.
    pub misses: u32,
    /// The window over which misses are counted.
    pub miss_window: Duration,
}

impl Default for RoomRules {
    fn default() -> Self {
        RoomRules {
            teacher_grace: Duration::from_secs(10 * 60),
            misses: 120,
            miss_window: Duration::from_secs(60),
        }
    }
}

/// Every room the server holds.
#[derive(Debug)]
pub struct Rooms {
    rules: RoomRules,
    rooms: Mutex<HashMap<String, Arc<Room>>>,
    misses: Mutex<Misses>,
    bus: Option<Bus>,
}

impl Rooms {
    /// No rooms yet, on one server.
    pub fn new(rules: RoomRules) -> Self {
        Rooms::sharing(rules, None)
    }

    /// No rooms yet; with a `bus`, rooms shared with the other servers
    /// on it.
    pub fn sharing(rules: RoomRules, bus: Option<Bus>) -> Self {
        let misses = Misses::new(rules.misses, rules.miss_window);
        Rooms {
            rules,
            rooms: Mutex::new(HashMap::new()),
            misses: Mutex::new(misses),
            bus,
        }
    }

    /// The rules the rooms keep.
    pub fn rules(&self) -> &RoomRules {
        &self.rules
    }

    /// A new room, its teacher connected; with its token.
    pub async fn open(&self) -> (Arc<Room>, String) {
        let token = new_token();
        let room = {
            let mut rooms = self.lock();
            let code = loop {
                let code = new_code();
                if !rooms.contains_key(&code) {
                    break code;
                }
            };
            let room = Room::new(code.clone(), token.clone(), None, self.side(false));
            rooms.insert(code, room.clone());
            room
        };
        self.tell_others(&room, &token).await;
        (room, token)
    }

    /// The teacher's room taken back by its token (opened again with the
    /// same code and token if no server holds it any more); whether it
    /// was opened again.
    pub async fn resume(
        &self,
        typed: &str,
        token: &str,
        moment: Option<String>,
    ) -> Result<(Arc<Room>, bool), Refusal> {
        let code = read_code(typed).ok_or(Refusal::UnknownRoom)?;
        if !is_token(token) {
            return Err(Refusal::BadToken);
        }
        let here = self.lock().get(&code).cloned();
        match here {
            // The teacher came back through this server: its mirror
            // takes the room over, with its students.
            Some(room) if room.is_mirror() => {
                let (_, kept_token) = self.elsewhere(&code).await;
                if kept_token.is_some_and(|kept| kept != token) {
                    return Err(Refusal::BadToken);
                }
                room.take_over(token, moment);
                return Ok((room, false));
            }
            Some(room) if !room.driven_by(token) => return Err(Refusal::BadToken),
            Some(room) => {
                room.teacher_came(moment);
                return Ok((room, false));
            }
            None => {}
        }
        // Another server may hold it (its teacher came back through this
        // one), or none (they all restarted).
        let (class, kept_token) = self.elsewhere(&code).await;
        if kept_token.is_some_and(|kept| kept != token) {
            return Err(Refusal::BadToken);
        }
        let moment = moment.or_else(|| match &class {
            Some(ServerMessage::Class { moment, .. }) => moment.clone(),
            _ => None,
        });
        let room = Room::new(code.clone(), token.to_string(), moment, self.side(false));
        self.lock().insert(code, room.clone());
        self.tell_others(&room, token).await;
        Ok((room, class.is_none()))
    }

    /// The room a student typed the code of (here, or on another
    /// server), unless `address` has missed too often.
    pub async fn find(&self, typed: &str, address: IpAddr) -> Result<Arc<Room>, Refusal> {
        let now = Instant::now();
        if !self.misses().may_try(address, now) {
            return Err(Refusal::TooManyTries);
        }
        let code = read_code(typed);
        let here = code
            .as_ref()
            .and_then(|code| self.lock().get(code).cloned());
        let found = match (here, code) {
            (Some(room), _) => Some(room),
            (None, Some(code)) => self.mirror(code).await,
            (None, None) => None,
        };
        match found {
            Some(room) if !room.ended() => Ok(room),
            _ => {
                self.misses().missed(address, now);
                Err(Refusal::UnknownRoom)
            }
        }
    }

    /// A mirror of the room `code` another server owns, if one does.
    async fn mirror(&self, code: String) -> Option<Arc<Room>> {
        let (Some(class), _) = self.elsewhere(&code).await else {
            return None;
        };
        let room = Room::new(code.clone(), String::new(), None, self.side(true));
        room.mirror_class(class);
        let mut rooms = self.lock();
        // Another student of the same room may have made it meanwhile.
        Some(rooms.entry(code).or_insert(room).clone())
    }

    /// What the other servers hold of room `code`: its class's view and
    /// its teacher's token (nothing on one server, or if Redis fails).
    async fn elsewhere(&self, code: &str) -> (Option<ServerMessage>, Option<String>) {
        let Some(bus) = &self.bus else {
            return (None, None);
        };
        bus.room(code).await.unwrap_or_else(|e| {
            eprintln!("btlab serve: Redis: {e}");
            (None, None)
        })
    }

    /// Writes a room opened here where the other servers look for it.
    async fn tell_others(&self, room: &Room, token: &str) {
        if let Some(bus) = &self.bus {
            let class = room.students_channel().borrow().clone();
            if let Err(e) = bus.opened(room.code(), token, &class).await {
                eprintln!("btlab serve: Redis: {e}");
            }
        }
    }

    /// A room's side: alone on one server, else owner or mirror.
    fn side(&self, mirror: bool) -> Side {
        match (&self.bus, mirror) {
            (None, _) => Side::Alone,
            (Some(bus), false) => Side::Owner(bus.outbox()),
            (Some(bus), true) => Side::Mirror(bus.outbox()),
        }
    }

    /// The owner of room `code` on another server changed its class's
    /// view: a mirror here passes it on (and is forgotten once the room
    /// ended); an owner here steps down (its teacher came back elsewhere).
    pub fn owner_said(&self, code: &str, message: ServerMessage) {
        let mut rooms = self.lock();
        let Some(room) = rooms.get(code).cloned() else {
            return;
        };
        let ended = matches!(message, ServerMessage::Ended { .. });
        if !room.is_mirror() {
            room.step_down();
        }
        room.mirror_class(message);
        if ended {
            rooms.remove(code);
        }
    }

    /// A student of room `code` on another server did something: the
    /// owner here counts it.
    pub fn mirror_said(&self, code: &str, event: SeatEvent) {
        let room = self.lock().get(code).filter(|r| !r.is_mirror()).cloned();
        if let Some(room) = room {
            room.seat_event(event);
        }
    }

    /// The teacher ends `room`: its devices are told, and it is forgotten.
    pub fn end(&self, room: &Room) {
        room.end(EndReason::Teacher);
        self.lock().remove(room.code());
    }

    /// Ends every room whose teacher has been gone longer than the
    /// grace at `now`; how many rooms are left.
    pub fn sweep(&self, now: Instant) -> usize {
        let grace = self.rules.teacher_grace;
        let mut rooms = self.lock();
        rooms.retain(|_, room| {
            let gone = now
                .checked_sub(grace)
                .is_some_and(|limit| room.teacher_gone_since(limit));
            if gone {
                room.end(EndReason::TeacherGone);
            }
            !gone && !room.ended()
        });
        rooms.len()
    }

    /// How many rooms are open.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether no room is open.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<String, Arc<Room>>> {
        self.rooms.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn misses(&self) -> MutexGuard<'_, Misses> {
        self.misses.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_room_is_taken_back_by_its_token_alone_and_reopened_after_a_restart() {
        let rooms = Rooms::new(RoomRules::default());
        let (room, token) = rooms.open().await;
        let code = room.code().to_string();
        assert_eq!(
            rooms
                .resume(&code, &"0".repeat(32), None)
                .await
                .unwrap_err(),
            Refusal::BadToken
        );
        let (again, reopened) = rooms.resume(&code, &token, None).await.unwrap();
        assert!(!reopened && Arc::ptr_eq(&room, &again));
        let restarted = Rooms::new(RoomRules::default());
        let (_, reopened) = restarted
            .resume(&code, &token, Some("step=4".into()))
            .await
            .unwrap();
        assert!(reopened);
        assert!(restarted
            .find(&code, "127.0.0.1".parse().unwrap())
            .await
            .is_ok());
    }

    #[tokio::test]
    async fn a_room_without_its_teacher_ends_after_the_grace() {
        let rules = RoomRules {
            teacher_grace: Duration::from_secs(60),
            ..RoomRules::default()
        };
        let rooms = Rooms::new(rules);
        let (room, _) = rooms.open().await;
        let left = Instant::now();
        room.teacher_went(left);
        assert_eq!(rooms.sweep(left + Duration::from_secs(59)), 1);
        assert_eq!(rooms.sweep(left + Duration::from_secs(60)), 0);
        assert!(room.ended());
    }
}
