//! Numbers as the page's language writes them, by the browser's `Intl`.
//!
//! Each formatter is made when a number first needs it and kept: the first
//! `Intl.NumberFormat` a page makes loads the browser's number data, a
//! pause a phone feels, so a first visit whose numbers are all small (the
//! counters at 0) draws without it.

use std::cell::OnceCell;

use js_sys::{Array, Function, Intl, Object, Reflect};
use wasm_bindgen::JsValue;

use crate::format::fixed;
use crate::i18n::Lang;
use crate::i18n::{Numbers, Plural, TimeUnit};

/// The units of [`TimeUnit`], in the order of [`IntlNumbers::durations`].
const UNITS: [TimeUnit; 5] = [
    TimeUnit::Second,
    TimeUnit::Minute,
    TimeUnit::Hour,
    TimeUnit::Day,
    TimeUnit::Year,
];

/// `Intl.NumberFormat` and `Intl.PluralRules` for one language, each made
/// on first use.
pub struct IntlNumbers {
    lang: Lang,
    whole: OnceCell<Function>,
    decimal: OnceCell<Function>,
    percent: OnceCell<Function>,
    durations: [OnceCell<Function>; UNITS.len()],
    plurals: OnceCell<Intl::PluralRules>,
}

impl PartialEq for IntlNumbers {
    fn eq(&self, other: &Self) -> bool {
        self.lang == other.lang
    }
}

impl IntlNumbers {
    /// The formatters of `lang` (none made yet).
    pub fn new(lang: Lang) -> Self {
        IntlNumbers {
            lang,
            whole: OnceCell::new(),
            decimal: OnceCell::new(),
            percent: OnceCell::new(),
            durations: Default::default(),
            plurals: OnceCell::new(),
        }
    }

    fn locales(&self) -> Array {
        Array::of1(&JsValue::from_str(self.lang.code()))
    }

    /// `Intl.NumberFormat` of the page's language with these options.
    fn formatter(&self, options: &[(&str, JsValue)]) -> Function {
        let object = Object::new();
        for (key, value) in options {
            let _ = Reflect::set(&object, &(*key).into(), value);
        }
        Intl::NumberFormat::new(&self.locales(), &object).format()
    }

    /// Makes the formatter of whole numbers now: the first page drawn
    /// needs it (the speeds run to a million), and making it loads the
    /// browser's number data. Called while the page waits for its texts,
    /// so that this pause is not part of the first drawing's.
    pub fn prepare(&self) {
        self.whole.get_or_init(|| self.formatter(&[]));
    }

    fn call(f: &Function, x: f64) -> Option<String> {
        f.call1(&JsValue::NULL, &JsValue::from_f64(x))
            .ok()?
            .as_string()
    }
}

impl Numbers for IntlNumbers {
    fn int(&self, n: u64) -> String {
        // Below a thousand each of the page's languages writes the digits
        // alone (a language with digits of its own would not): no need to
        // load the number data for them.
        if n < 1000 {
            return n.to_string();
        }
        let whole = self.whole.get_or_init(|| self.formatter(&[]));
        Self::call(whole, n as f64).unwrap_or_else(|| n.to_string())
    }

    fn decimal(&self, x: f64) -> String {
        // As for whole numbers: below a thousand only the decimal mark
        // differs between the page's languages.
        if x.abs() < 1000.0 {
            let mark = self.lang.decimal_mark();
            return fixed(x, 2).to_string().replace('.', mark);
        }
        let decimal = self.decimal.get_or_init(|| {
            self.formatter(&[
                ("minimumFractionDigits", 2.into()),
                ("maximumFractionDigits", 2.into()),
            ])
        });
        Self::call(decimal, x).unwrap_or_else(|| fixed(x, 2).to_string())
    }

    fn percent(&self, share: f64) -> String {
        let percent = self.percent.get_or_init(|| {
            self.formatter(&[
                ("style", "percent".into()),
                ("maximumSignificantDigits", 2.into()),
            ])
        });
        Self::call(percent, share).unwrap_or_else(|| format!("{}%", fixed(share * 100.0, 0)))
    }

    fn duration(&self, amount: f64, unit: TimeUnit) -> String {
        let at = UNITS.iter().position(|u| *u == unit).unwrap_or(0);
        let f = self.durations[at].get_or_init(|| {
            self.formatter(&[
                ("style", "unit".into()),
                ("unit", unit.name().into()),
                ("unitDisplay", "long".into()),
                ("maximumFractionDigits", 0.into()),
            ])
        });
        Self::call(f, amount).unwrap_or_else(|| format!("{} {}", fixed(amount, 0), unit.name()))
    }

    fn plural(&self, n: u64) -> Plural {
        let rules = self
            .plurals
            .get_or_init(|| Intl::PluralRules::new(&self.locales(), &Object::new()));
        match rules.select(n as f64).as_string().as_deref() {
            Some("one") => Plural::One,
            _ => Plural::Other,
        }
    }
}
