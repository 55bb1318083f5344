//! Numbers as the page's language writes them, by the browser's `Intl`.

use js_sys::{Array, Function, Intl, Object, Reflect};
use wasm_bindgen::JsValue;

use crate::format::fixed;
use crate::i18n::Lang;
use crate::i18n::{Numbers, Plural, TimeUnit};

/// `Intl.NumberFormat` for one language: whole numbers, and two decimals.
pub struct IntlNumbers {
    lang: Lang,
    whole: Function,
    decimal: Function,
    plurals: Intl::PluralRules,
}

impl PartialEq for IntlNumbers {
    fn eq(&self, other: &Self) -> bool {
        self.lang == other.lang
    }
}

impl IntlNumbers {
    /// The formatters of `lang`.
    pub fn new(lang: Lang) -> Self {
        let locales = Array::of1(&JsValue::from_str(lang.code()));
        let two = Object::new();
        let _ = Reflect::set(&two, &"minimumFractionDigits".into(), &2.into());
        let _ = Reflect::set(&two, &"maximumFractionDigits".into(), &2.into());
        IntlNumbers {
            lang,
            whole: Intl::NumberFormat::new(&locales, &Object::new()).format(),
            decimal: Intl::NumberFormat::new(&locales, &two).format(),
            plurals: Intl::PluralRules::new(&locales, &Object::new()),
        }
    }

    /// `Intl.NumberFormat` of the page's language with these options.
    fn formatter(&self, options: &[(&str, JsValue)]) -> Function {
        let locales = Array::of1(&JsValue::from_str(self.lang.code()));
        let object = Object::new();
        for (key, value) in options {
            let _ = Reflect::set(&object, &(*key).into(), value);
        }
        Intl::NumberFormat::new(&locales, &object).format()
    }

    fn call(f: &Function, x: f64) -> Option<String> {
        f.call1(&JsValue::NULL, &JsValue::from_f64(x))
            .ok()?
            .as_string()
    }
}

impl Numbers for IntlNumbers {
    fn int(&self, n: u64) -> String {
        Self::call(&self.whole, n as f64).unwrap_or_else(|| n.to_string())
    }

    fn decimal(&self, x: f64) -> String {
        Self::call(&self.decimal, x).unwrap_or_else(|| fixed(x, 2).to_string())
    }

    fn percent(&self, share: f64) -> String {
        let f = self.formatter(&[
            ("style", "percent".into()),
            ("maximumSignificantDigits", 2.into()),
        ]);
        Self::call(&f, share).unwrap_or_else(|| format!("{}%", fixed(share * 100.0, 0)))
    }

    fn duration(&self, amount: f64, unit: TimeUnit) -> String {
        let f = self.formatter(&[
            ("style", "unit".into()),
            ("unit", unit.name().into()),
            ("unitDisplay", "long".into()),
            ("maximumFractionDigits", 0.into()),
        ]);
        Self::call(&f, amount).unwrap_or_else(|| format!("{} {}", fixed(amount, 0), unit.name()))
    }

    fn plural(&self, n: u64) -> Plural {
        match self.plurals.select(n as f64).as_string().as_deref() {
            Some("one") => Plural::One,
            _ => Plural::Other,
        }
    }
}
