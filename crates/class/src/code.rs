//! Room codes and teachers' tokens, from the system's randomness.
//!
//! A code is 8 symbols of Crockford's base 32 (digits and capitals, no I,
//! L, O or U, so that nothing read off a projector is mistaken): 40 bits.
//! A guesser who tried a thousand codes a second against a thousand open
//! rooms would need about two weeks for one hit; the relay lets an
//! address miss only a few times a second (see `limits.rs`). A token is
//! 128 bits, written in hex, and never shown.

use rand::rngs::OsRng;
use rand::RngCore;

/// The symbols of a code.
const SYMBOLS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Symbols in a code.
pub const CODE_LEN: usize = 8;

/// A fresh room code.
pub fn new_code() -> String {
    let mut bytes = [0u8; CODE_LEN];
    OsRng.fill_bytes(&mut bytes);
    bytes
        .iter()
        .map(|b| SYMBOLS[usize::from(b % 32)] as char)
        .collect()
}

/// A fresh teacher's token.
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    OsRng.fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A code as typed by a person: capitals, dashes and spaces dropped, the
/// letters a reader confuses read as the digits they look like; `None`
/// unless it is a code's length and alphabet.
pub fn read_code(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| match c.to_ascii_uppercase() {
            'I' | 'L' => '1',
            'O' => '0',
            c => c,
        })
        .collect();
    let valid = code.len() == CODE_LEN && code.bytes().all(|b| SYMBOLS.contains(&b));
    valid.then_some(code)
}

/// Whether `token` has a token's shape (32 lowercase hex digits).
pub fn is_token(token: &str) -> bool {
    token.len() == 32
        && token
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// Whether `seat` is a seat's name as a student's tab makes it: 1 to 32
/// letters, digits, `-` or `_`.
pub fn is_seat(seat: &str) -> bool {
    (1..=32).contains(&seat.len())
        && seat
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back_as_typed_and_differ() {
        let code = new_code();
        assert_eq!(read_code(&code), Some(code.clone()));
        let typed = format!("{}-{}", &code[..4], &code[4..]).to_lowercase();
        assert_eq!(read_code(&typed), Some(code.clone()));
        assert_ne!(new_code(), code, "two codes in a row alike");
        assert_eq!(read_code("ABCD-EFGO"), Some("ABCDEFG0".into()));
        assert_eq!(read_code("ABCDEFG"), None);
        assert_eq!(read_code("ABCDEFGU"), None);
    }

    #[test]
    fn tokens_and_seats_have_their_shape() {
        assert!(is_token(&new_token()));
        assert!(!is_token("abc"));
        assert!(is_seat("s-9f2_a"));
        assert!(!is_seat(""));
        assert!(!is_seat("<script>"));
    }
}
