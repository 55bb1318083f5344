//! Numbers with a fixed count of decimals, written from integers: the
//! standard library's float formatting brings much code into the page's
//! wasm (`.ci/sizes` measures the download), where only SVG coordinates
//! and the like need it (the numbers a reader sees go through the
//! browser's `Intl`).

use std::fmt;

/// A number rounded to a fixed count of decimals, ready to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fixed {
    scaled: i64,
    decimals: u32,
}

/// `x` rounded to `decimals` digits after the point (at most 9); not a
/// number is 0.
///
/// ```
/// use btlab::format::fixed;
/// assert_eq!(fixed(3.14159, 3).to_string(), "3.142");
/// assert_eq!(fixed(-0.05, 1).to_string(), "-0.1");
/// assert_eq!(fixed(2.0, 2).to_string(), "2.00");
/// assert_eq!(fixed(7.6, 0).to_string(), "8");
/// ```
pub fn fixed(x: f64, decimals: u32) -> Fixed {
    let decimals = decimals.min(9);
    Fixed {
        scaled: (x * 10f64.powi(decimals as i32)).round() as i64,
        decimals,
    }
}

impl fmt::Display for Fixed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.scaled < 0 { "-" } else { "" };
        let size = self.scaled.unsigned_abs();
        if self.decimals == 0 {
            return write!(f, "{sign}{size}");
        }
        let unit = 10u64.pow(self.decimals);
        let width = self.decimals as usize;
        write!(f, "{sign}{}.{:0width$}", size / unit, size % unit)
    }
}

#[cfg(test)]
mod tests {
    use super::fixed;

    #[test]
    fn writes_as_the_standard_formatting_does() {
        for x in [
            0.0,
            0.004,
            0.005,
            1.5,
            -1.25,
            12.3456,
            -0.0004,
            99.999,
            1e6 + 0.25,
        ] {
            for d in 0..4 {
                let ours = fixed(x, d).to_string();
                let std = format!("{x:.*}", d as usize);
                // Ties may round either way (ours away from zero, std to even).
                let near = (ours.parse::<f64>().unwrap() - x).abs()
                    <= 0.5 * 10f64.powi(-(d as i32)) + 1e-9;
                assert!(ours == std || near, "{x} {d}: {ours} vs {std}");
                assert_eq!(ours.matches('.').count(), usize::from(d > 0));
            }
        }
    }
}
