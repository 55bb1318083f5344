//! Numbers as the page's language writes them, by the browser's `Intl`.

use js_sys::{Array, Function, Intl, Object};
use wasm_bindgen::JsValue;

use crate::teach::Numbers;

/// `Intl.NumberFormat` for one language.
pub struct IntlNumbers {
    lang: String,
    format: Function,
}

impl PartialEq for IntlNumbers {
    fn eq(&self, other: &Self) -> bool {
        self.lang == other.lang
    }
}

impl IntlNumbers {
    /// The formatter of `lang` (a BCP 47 tag such as `en`).
    pub fn new(lang: &str) -> Self {
        let format = Intl::NumberFormat::new(&Array::of1(&JsValue::from_str(lang)), &Object::new());
        IntlNumbers {
            lang: lang.to_string(),
            format: format.format(),
        }
    }
}

impl Numbers for IntlNumbers {
    fn int(&self, n: u64) -> String {
        self.format
            .call1(&JsValue::NULL, &JsValue::from_f64(n as f64))
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_else(|| n.to_string())
    }
}
