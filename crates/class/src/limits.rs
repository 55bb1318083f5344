//! What one device may send: a connection's messages per second (a
//! bucket that refills), and an address's joins to rooms that do not
//! exist (so that codes cannot be tried by the million).

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// A bucket of messages: `burst` at once, refilled at `per_second`.
#[derive(Debug, Clone)]
pub struct Bucket {
    burst: f64,
    per_second: f64,
    left: f64,
    at: Instant,
}

impl Bucket {
    /// A full bucket.
    pub fn new(burst: u32, per_second: u32) -> Self {
        Bucket {
            burst: f64::from(burst),
            per_second: f64::from(per_second),
            left: f64::from(burst),
            at: Instant::now(),
        }
    }

    /// Takes one message at `now`; false if the bucket is empty.
    pub fn take(&mut self, now: Instant) -> bool {
        let refill = now.saturating_duration_since(self.at).as_secs_f64() * self.per_second;
        self.left = (self.left + refill).min(self.burst);
        self.at = now;
        if self.left >= 1.0 {
            self.left -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Joins to unknown rooms, by address, in the current window.
#[derive(Debug, Default)]
pub struct Misses {
    window: Duration,
    most: u32,
    by_address: HashMap<IpAddr, (Instant, u32)>,
}

impl Misses {
    /// At most `most` misses per address in each `window`. A class
    /// behind one school address rejoining after a restart misses a few
    /// times each: `most` allows for a room of them.
    pub fn new(most: u32, window: Duration) -> Self {
        Misses {
            window,
            most,
            by_address: HashMap::new(),
        }
    }

    /// Whether `address` may try another code at `now`.
    pub fn may_try(&self, address: IpAddr, now: Instant) -> bool {
        match self.by_address.get(&address) {
            Some(&(since, count)) => now.duration_since(since) >= self.window || count < self.most,
            None => true,
        }
    }

    /// `address` tried a code no room has.
    pub fn missed(&mut self, address: IpAddr, now: Instant) {
        let window = self.window;
        let entry = self.by_address.entry(address).or_insert((now, 0));
        if now.duration_since(entry.0) >= window {
            *entry = (now, 0);
        }
        entry.1 += 1;
        // Old windows are forgotten, so that the table stays small.
        if self.by_address.len() > 4096 {
            self.by_address
                .retain(|_, (since, _)| now.duration_since(*since) < window);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let start = Instant::now();
        let mut bucket = Bucket::new(3, 2);
        assert!((0..3).all(|_| bucket.take(start)));
        assert!(!bucket.take(start));
        assert!(bucket.take(start + Duration::from_millis(500)));
        assert!(!bucket.take(start + Duration::from_millis(500)));
    }

    #[test]
    fn an_address_that_misses_too_often_waits_for_the_next_window() {
        let start = Instant::now();
        let here: IpAddr = "127.0.0.1".parse().unwrap();
        let there: IpAddr = "10.0.0.1".parse().unwrap();
        let mut misses = Misses::new(2, Duration::from_secs(60));
        misses.missed(here, start);
        assert!(misses.may_try(here, start));
        misses.missed(here, start);
        assert!(!misses.may_try(here, start));
        assert!(misses.may_try(there, start));
        assert!(misses.may_try(here, start + Duration::from_secs(61)));
    }
}
