//! The code's shape, kept for the next reader: no function over
//! [`MAX_FN_LINES`] lines in the app and the search crate (tests, benches
//! and the fuzz targets aside); no enum over [`MAX_VARIANTS`] variants and
//! no struct over [`MAX_FIELDS`] fields in the page's parts, its drawing
//! and its kinds, and the link they share ([`PARTS`]); `impl Model` in
//! [`MODEL_FILES`] alone; and every path the README's Layout names stands
//! in the tree.
//!
//! `cargo test --test code_shape -- --nocapture` prints the longest.

use std::fs;
use std::path::{Path, PathBuf};

use syn::visit::Visit;

/// The most lines a function may have, from `fn` to its closing brace.
const MAX_FN_LINES: usize = 80;
/// The most variants an enum may have.
const MAX_VARIANTS: usize = 25;
/// The most fields a struct may have.
const MAX_FIELDS: usize = 15;
/// Where enums and structs keep to their sizes: the page's parts, its
/// components, the kinds, the link. (An outside format's list of errors
/// and the worker's wire messages may be longer.)
const PARTS: [&str; 4] = ["src/page/", "src/ui/", "src/kinds/", "src/format/link"];

/// Every Rust file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// What a file holds that is too long.
#[derive(Default)]
struct Shape {
    /// Each function's name and lines.
    functions: Vec<(String, usize)>,
    /// Each enum's name and variants.
    enums: Vec<(String, usize)>,
    /// Each struct's name and fields.
    structs: Vec<(String, usize)>,
}

impl Shape {
    fn function(&mut self, name: &syn::Ident, sig: &syn::Signature, block: &syn::Block) {
        let start = sig.fn_token.span.start().line;
        let end = block.brace_token.span.close().end().line;
        self.functions.push((name.to_string(), end + 1 - start));
    }
}

impl<'a> Visit<'a> for Shape {
    fn visit_item_fn(&mut self, f: &'a syn::ItemFn) {
        self.function(&f.sig.ident, &f.sig, &f.block);
        syn::visit::visit_item_fn(self, f);
    }

    fn visit_impl_item_fn(&mut self, f: &'a syn::ImplItemFn) {
        self.function(&f.sig.ident, &f.sig, &f.block);
        syn::visit::visit_impl_item_fn(self, f);
    }

    fn visit_trait_item_fn(&mut self, f: &'a syn::TraitItemFn) {
        if let Some(block) = &f.default {
            self.function(&f.sig.ident, &f.sig, block);
        }
        syn::visit::visit_trait_item_fn(self, f);
    }

    fn visit_item_enum(&mut self, e: &'a syn::ItemEnum) {
        self.enums.push((e.ident.to_string(), e.variants.len()));
        syn::visit::visit_item_enum(self, e);
    }

    fn visit_item_struct(&mut self, s: &'a syn::ItemStruct) {
        self.structs.push((s.ident.to_string(), s.fields.len()));
        syn::visit::visit_item_struct(self, s);
    }
}

/// The shape of every file of the app, the search crate and the class
/// server, by path.
fn shapes() -> Vec<(String, Shape)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("crates/search/src"), &mut files);
    rust_files(&root.join("crates/class/src"), &mut files);
    rust_files(&root.join("crates/class/examples"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = fs::read_to_string(&path).expect("readable");
            let file = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let mut shape = Shape::default();
            shape.visit_file(&file);
            let name = path
                .strip_prefix(root)
                .unwrap_or(&path)
                .display()
                .to_string();
            (name, shape)
        })
        .collect()
}

/// Every `(file, name, size)` of `pick`'s lists over `max`, largest first.
fn over(
    shapes: &[(String, Shape)],
    pick: fn(&Shape) -> &Vec<(String, usize)>,
    max: usize,
) -> Vec<String> {
    let mut found: Vec<(usize, String)> = shapes
        .iter()
        .flat_map(|(file, shape)| {
            pick(shape)
                .iter()
                .filter(move |(_, size)| *size > max)
                .map(move |(name, size)| (*size, format!("{file}: {name} {size}")))
        })
        .collect();
    found.sort_by_key(|f| std::cmp::Reverse(f.0));
    found.into_iter().map(|(_, said)| said).collect()
}

#[test]
fn no_function_enum_or_struct_outgrows_a_readers_page() {
    let shapes = shapes();
    let longest = shapes
        .iter()
        .flat_map(|(file, s)| {
            s.functions
                .iter()
                .map(move |(n, l)| (*l, format!("{file}: {n}")))
        })
        .max();
    println!("longest function: {longest:?}");
    let mut functions = over(&shapes, |s| &s.functions, MAX_FN_LINES);
    // A language's table is one `match` of every text key: a list, not
    // logic (as the text keys' enum is).
    functions.retain(|f| !(f.starts_with("src/i18n/") && f.contains(": text ")));
    let parts: Vec<(String, Shape)> = shapes
        .into_iter()
        .filter(|(file, _)| PARTS.iter().any(|p| file.starts_with(p)))
        .collect();
    let enums = over(&parts, |s| &s.enums, MAX_VARIANTS);
    let structs = over(&parts, |s| &s.structs, MAX_FIELDS);
    assert_eq!(
        (functions, enums, structs),
        (vec![], vec![], vec![]),
        "functions over {MAX_FN_LINES} lines, enums over {MAX_VARIANTS} variants, \
         structs over {MAX_FIELDS} fields"
    );
}

#[test]
fn every_path_the_readmes_layout_names_stands_in_the_tree() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = fs::read_to_string(root.join("README.md")).expect("the README");
    let layout = readme
        .split("## Layout")
        .nth(1)
        .and_then(|rest| rest.split("\n```\n").nth(1))
        .expect("the README's Layout has a drawing of the tree");
    // Each line's first word is a path under the folder of the lines
    // above it, indented less.
    let mut folders: Vec<(usize, String)> = Vec::new();
    let mut missing = Vec::new();
    let mut named = 0;
    for line in layout.lines() {
        let indent = line.len() - line.trim_start().len();
        let Some(word) = line.split_whitespace().next() else {
            continue;
        };
        let is_path = word.contains('/') || word.contains('.');
        if !is_path || indent >= 24 {
            continue; // a description's continuation
        }
        folders.retain(|(depth, _)| *depth < indent);
        let base = folders.last().map_or(String::new(), |(_, f)| f.clone());
        let path = format!("{base}{word}");
        named += 1;
        if !root.join(&path).exists() {
            missing.push(path.clone());
        }
        if word.ends_with('/') {
            folders.push((indent, path));
        }
    }
    assert!(named > 20, "the Layout names {named} paths");
    assert!(
        missing.is_empty(),
        "the Layout names paths not in the tree: {missing:#?}"
    );
}

/// The files where `impl Model` may be: the state with its operations
/// across parts, and the router. Every other part owns its state and is
/// reached through them.
const MODEL_FILES: [&str; 2] = ["src/page/model.rs", "src/page/update.rs"];

#[test]
fn the_model_is_implemented_in_two_files_only() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let mut found: Vec<String> = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("a source file");
        let tree = syn::parse_file(&text).expect("the file parses");
        let implements_model = tree.items.iter().any(|item| match item {
            syn::Item::Impl(i) => i.trait_.is_none() && is_model(&i.self_ty),
            _ => false,
        });
        if implements_model {
            let path = file.strip_prefix(root).expect("under the root");
            found.push(path.to_string_lossy().replace('\\', "/"));
        }
    }
    found.sort();
    assert_eq!(found, MODEL_FILES, "the files with `impl Model`");
}

/// Whether `ty` names the page's `Model`.
fn is_model(ty: &syn::Type) -> bool {
    matches!(ty, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "Model"))
}
