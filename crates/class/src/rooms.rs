//! The server's rooms, in memory only: opened by a teacher, found by
//! code, taken back with the teacher's token, forgotten when they end or
//! some minutes after their teacher left.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::code::{is_token, new_code, new_token, read_code};
use crate::limits::Misses;
use crate::protocol::{EndReason, Refusal};
use crate::room::Room;

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
}

impl Rooms {
    /// No rooms yet.
    pub fn new(rules: RoomRules) -> Self {
        let misses = Misses::new(rules.misses, rules.miss_window);
        Rooms {
            rules,
            rooms: Mutex::new(HashMap::new()),
            misses: Mutex::new(misses),
        }
    }

    /// The rules the rooms keep.
    pub fn rules(&self) -> &RoomRules {
        &self.rules
    }

    /// A new room, its teacher connected; with its token.
    pub fn open(&self) -> (Arc<Room>, String) {
        let token = new_token();
        let mut rooms = self.lock();
        let code = loop {
            let code = new_code();
            if !rooms.contains_key(&code) {
                break code;
            }
        };
        let room = Room::new(code.clone(), token.clone(), None);
        rooms.insert(code, room.clone());
        (room, token)
    }

    /// The teacher's room taken back by its token (opened again with the
    /// same code and token if this server no longer holds it); whether it
    /// was opened again.
    pub fn resume(
        &self,
        typed: &str,
        token: &str,
        moment: Option<String>,
    ) -> Result<(Arc<Room>, bool), Refusal> {
        let code = read_code(typed).ok_or(Refusal::UnknownRoom)?;
        if !is_token(token) {
            return Err(Refusal::BadToken);
        }
        let mut rooms = self.lock();
        match rooms.get(&code) {
            Some(room) if !room.driven_by(token) => Err(Refusal::BadToken),
            Some(room) => {
                room.teacher_came(moment);
                Ok((room.clone(), false))
            }
            None => {
                let room = Room::new(code.clone(), token.to_string(), moment);
                rooms.insert(code, room.clone());
                Ok((room, true))
            }
        }
    }

    /// The room a student typed the code of, unless `address` has
    /// missed too often.
    pub fn find(&self, typed: &str, address: IpAddr) -> Result<Arc<Room>, Refusal> {
        let now = Instant::now();
        let mut misses = self.misses.lock().unwrap_or_else(|e| e.into_inner());
        if !misses.may_try(address, now) {
            return Err(Refusal::TooManyTries);
        }
        let found = read_code(typed).and_then(|code| self.lock().get(&code).cloned());
        match found {
            Some(room) if !room.ended() => Ok(room),
            _ => {
                misses.missed(address, now);
                Err(Refusal::UnknownRoom)
            }
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
            let gone = room
                .teacher_left()
                .is_some_and(|left| now.duration_since(left) >= grace);
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_room_is_taken_back_by_its_token_alone_and_reopened_after_a_restart() {
        let rooms = Rooms::new(RoomRules::default());
        let (room, token) = rooms.open();
        let code = room.code().to_string();
        assert_eq!(
            rooms.resume(&code, &"0".repeat(32), None).unwrap_err(),
            Refusal::BadToken
        );
        let (again, reopened) = rooms.resume(&code, &token, None).unwrap();
        assert!(!reopened && Arc::ptr_eq(&room, &again));
        let restarted = Rooms::new(RoomRules::default());
        let (_, reopened) = restarted
            .resume(&code, &token, Some("step=4".into()))
            .unwrap();
        assert!(reopened);
        assert!(restarted.find(&code, "127.0.0.1".parse().unwrap()).is_ok());
    }

    #[test]
    fn a_room_without_its_teacher_ends_after_the_grace() {
        let rules = RoomRules {
            teacher_grace: Duration::from_secs(60),
            ..RoomRules::default()
        };
        let rooms = Rooms::new(rules);
        let (room, _) = rooms.open();
        let left = Instant::now();
        room.teacher_went(left);
        assert_eq!(rooms.sweep(left + Duration::from_secs(59)), 1);
        assert_eq!(rooms.sweep(left + Duration::from_secs(60)), 0);
        assert!(room.ended());
    }
}
