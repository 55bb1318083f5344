//! Numbers as the article prints them.

/// `1234567` as `1_234_567`.
///
/// ```
/// assert_eq!(btlab::format::thousands(6432362), "6_432_362");
/// assert_eq!(btlab::format::thousands(999), "999");
/// ```
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push('_');
        }
        out.push(ch);
    }
    out
}
