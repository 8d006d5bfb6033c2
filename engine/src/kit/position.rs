//! Position files written as differences from a scenario's set-up (docs/positions.md, "Downfall, NATO and
//! Kutuzov"): the parts a game reads and writes through its state's serde form, shared by the games whose
//! position files are that form's differences.
//!
//! A file is statements, one per line (`#` starts a comment outside a JSON string). This module writes and
//! reads the generic ones, over the set-up's serde form (a `serde_json::Value`):
//! - `rules N` and `scenario KEY` head every file;
//! - `track FIELD JSON`: a top-level field of the state that differs from the set-up's (`track FIELD default`
//!   when the state leaves out a field the set-up writes: an empty list, a `false`);
//! - `step JSON`: the stack of pending steps, one line per step, bottom first (the last is decided now);
//! - `unit KEY PLACE [field=JSON…]`: a counter's entry in the state's list of units, its place in the game's
//!   words and its other fields where they differ from the set-up's.
//!
//! The game reads its own statements (control of hexes, hands) into the same value; [`Reader::finish`] turns
//! it into the state, and a value that does not read is blamed on the lines that changed the field it is in.
//!
//! Used by: Downfall, NATO, Kutuzov

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use super::chance::Chance;
use crate::Rng;

/// One statement: its line number (from 1), its first word and the words after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub no: usize,
    pub word: String,
    pub words: Vec<String>,
    /// The text after the first word (a JSON value may hold spaces).
    pub rest: String,
}

/// The statements of a file: comments and blank lines dropped.
pub fn lines(text: &str) -> Vec<Line> {
    let mut out = vec![];
    for (i, raw) in text.lines().enumerate() {
        let body = strip_comment(raw).trim();
        if body.is_empty() {
            continue;
        }
        let (word, rest) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
        let rest = rest.trim();
        out.push(Line { no: i + 1, word: word.to_string(), words: rest.split_whitespace().map(str::to_string).collect(), rest: rest.to_string() });
    }
    out
}

/// A line without its comment: from a `#` outside a JSON string.
fn strip_comment(line: &str) -> &str {
    let (mut quoted, mut escaped) = (false, false);
    for (i, c) in line.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            '#' if !quoted => return &line[..i],
            _ => {}
        }
    }
    line
}

/// Every problem of a file, each with its line.
#[derive(Default, Debug)]
pub struct Problems(pub Vec<String>);

impl Problems {
    pub fn at(&mut self, line: usize, msg: impl AsRef<str>) {
        self.0.push(format!("line {line}: {}", msg.as_ref()));
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// All of them, one per line, after `what` (`Downfall position`).
    pub fn message(&self, what: &str) -> String {
        format!("{what}: {}", self.0.join("; "))
    }
}

/// A JSON value of a statement, or why it does not parse.
pub fn json(text: &str) -> Result<Value, String> {
    serde_json::from_str(text).map_err(|e| format!("'{text}' does not parse as JSON ({e})"))
}

// ---------------------------------------------------------------------------------------------------------
// Writing

/// The head of a file: the game, its rules version and scenario.
pub fn head(game: &str, rules: u32, scenario: &str) -> String {
    format!("# sandtable position: {game}\nrules {rules}\nscenario {scenario}\n")
}

/// `track` lines for the top-level fields of `now` that differ from `base`'s, but those the game writes
/// its own way (`own`).
pub fn track_lines(now: &Value, base: &Value, own: &[&str]) -> String {
    let (Some(now), Some(base)) = (now.as_object(), base.as_object()) else { return String::new() };
    let mut out = String::new();
    for (k, v) in now {
        if !own.contains(&k.as_str()) && base.get(k) != Some(v) {
            out += &format!("track {k} {v}\n");
        }
    }
    for k in base.keys() {
        if !own.contains(&k.as_str()) && !now.contains_key(k) {
            out += &format!("track {k} default\n");
        }
    }
    out
}

/// `step` lines: the pending steps, bottom first, when they differ from the set-up's.
pub fn step_lines(now: &Value, base: &Value) -> String {
    if now == base {
        return String::new();
    }
    now.as_array().map_or(String::new(), |steps| steps.iter().map(|s| format!("step {s}\n")).collect())
}

/// A `unit` line when the counter's entry differs from the set-up's: its place (`place`, the game's word
/// for its `loc` field) and its other fields that differ.
pub fn unit_line(key: &str, place: &str, now: &Value, base: &Value, loc: &str) -> Option<String> {
    if now == base {
        return None;
    }
    let mut out = format!("unit {key} {place}");
    if let (Some(now), Some(base)) = (now.as_object(), base.as_object()) {
        for (k, v) in now {
            if k != loc && base.get(k) != Some(v) {
                out += &format!(" {k}={v}");
            }
        }
        for k in base.keys() {
            if k != loc && !now.contains_key(k) {
                out += &format!(" {k}=default");
            }
        }
    }
    Some(out + "\n")
}

/// The generator's lines: `rng N` (its state, a whole number), and where they differ from the set-up's the
/// scripted results (`script JSON`) and the count of information (`information N`).
pub fn chance_lines(now: &Chance, base: &Chance) -> String {
    let mut out = String::new();
    let rng = serde_json::to_string(now.rng()).unwrap_or_default();
    let digits: String = rng.chars().filter(|c| c.is_ascii_digit()).collect();
    if !digits.is_empty() {
        out += &format!("rng {digits}\n");
    }
    if now.script != base.script {
        out += &format!("script {}\n", serde_json::to_string(&now.script).unwrap_or_default());
    }
    if now.information != base.information {
        out += &format!("information {}\n", now.information);
    }
    out
}

/// A set-up's generator for a file without `rng`: its script and count, the record's seed.
pub fn reseeded(c: &Chance, seed: u64) -> Chance {
    let mut c = c.clone();
    c.set_rng(Rng::new(seed));
    c
}

/// The generator a state whose form leaves it out is read with, before the reader puts the file's in.
pub fn stand_in_chance() -> Chance {
    Chance::new(0)
}

/// A state's serde form as a JSON value. (Through text: a `Value` holds no 128-bit number, and the
/// generator's state is one; its field is read and written by [`chance_lines`] and [`Reader::chance`].)
pub fn value<S: Serialize>(s: &S) -> Option<Value> {
    serde_json::from_str(&serde_json::to_string(s).ok()?).ok()
}

// ---------------------------------------------------------------------------------------------------------
// Reading

/// A set-up's serde form being changed by a file's statements, with the lines that changed each field.
pub struct Reader {
    base: Value,
    pub value: Value,
    touched: Vec<(String, usize)>,
    pub problems: Problems,
    steps: Option<Vec<Value>>,
    /// The generator and its script, read apart from the value (`rng`, `script`, `dice`, `information`).
    pub chance: Chance,
    /// `track` fields the set-up's form does not have, with their lines.
    unseen: Vec<(String, usize)>,
}

impl Reader {
    /// Over a set-up's serde form ([`value`]) and its generator.
    pub fn new(mut base: Value, chance: Chance) -> Reader {
        if let Some(c) = base.get_mut("chance") {
            // A stand-in the value can hold (no 128-bit number); the state gets `chance` after it reads.
            *c = serde_json::json!({"rng": {"pcg": {"state": 0}}, "script": {"dice": [], "picks": [], "shuffles": []}, "information": 0});
        }
        Reader { value: base.clone(), base, touched: vec![], problems: Problems::default(), steps: None, chance, unseen: vec![] }
    }

    /// The top-level field `name`, for a game's statement at `line` to change.
    pub fn field(&mut self, name: &str, line: usize) -> Option<&mut Value> {
        self.touched.push((name.to_string(), line));
        self.value.as_object_mut()?.get_mut(name)
    }

    /// Whether a statement has changed the top-level field `name` yet.
    pub fn touched(&self, name: &str) -> bool {
        self.touched.iter().any(|(f, _)| f == name)
    }

    /// The generic statements; `false` for a statement the game must read.
    pub fn statement(&mut self, l: &Line, own: &[&str]) -> bool {
        match l.word.as_str() {
            "track" => self.track(l, own),
            "step" => match json(&l.rest) {
                Ok(v) => {
                    self.touched.push(("steps".into(), l.no));
                    self.steps.get_or_insert_with(Vec::new).push(v)
                }
                Err(e) => self.problems.at(l.no, format!("step: {e}")),
            },
            "rng" => self.rng(l),
            "script" => self.script(l),
            "dice" => self.dice(l),
            "information" => self.information(l),
            _ => return false,
        }
        true
    }

    fn track(&mut self, l: &Line, own: &[&str]) {
        let Some((name, text)) = l.rest.split_once(char::is_whitespace) else {
            return self.problems.at(l.no, "track takes a field and its value as JSON (`track vp 3`)");
        };
        if own.contains(&name) {
            return self.problems.at(l.no, format!("track: the field '{name}' is written with its own statements"));
        }
        if self.base.get(name).is_none() {
            // A field the set-up leaves out (an empty list): checked once the state is read.
            self.unseen.push((name.to_string(), l.no));
        }
        let text = text.trim();
        let Some(map) = self.value.as_object_mut() else { return };
        if text == "default" {
            map.remove(name);
        } else {
            match json(text) {
                Ok(v) => {
                    map.insert(name.to_string(), v);
                }
                Err(e) => return self.problems.at(l.no, format!("track {name}: {e}")),
            }
        }
        self.touched.push((name.to_string(), l.no));
    }

    fn rng(&mut self, l: &Line) {
        let rng = match l.words.as_slice() {
            [n] if n.chars().all(|c| c.is_ascii_digit()) => serde_json::from_str::<Rng>(&format!("{{\"pcg\":{{\"state\":{n}}}}}")).ok(),
            _ => None,
        };
        match rng {
            Some(rng) => self.chance.set_rng(rng),
            None => self.problems.at(l.no, "rng takes the generator's state, a whole number (as `sandtable position` writes it)"),
        }
    }

    fn script(&mut self, l: &Line) {
        match json(&l.rest).and_then(|v| serde_json::from_value(v).map_err(|e| format!("not a script of dice, picks and shuffles ({e})"))) {
            Ok(script) => self.chance.script = script,
            Err(e) => self.problems.at(l.no, format!("script: {e}")),
        }
    }

    fn dice(&mut self, l: &Line) {
        match l.words.iter().map(|w| w.parse::<u8>()).collect::<Result<Vec<u8>, _>>() {
            Ok(dice) => self.chance.script.dice = dice,
            Err(_) => self.problems.at(l.no, "dice takes die results, whole numbers (`dice 6 1 4`)"),
        }
    }

    fn information(&mut self, l: &Line) {
        match l.words.as_slice() {
            [n] if n.parse::<u32>().is_ok() => self.chance.information = n.parse().unwrap_or(0),
            _ => self.problems.at(l.no, "information takes a whole number"),
        }
    }

    /// A `unit KEY PLACE [field=JSON…]` statement: `index` finds the counter by key, `place` turns a place
    /// word into the `loc` field's value (or says why not). The entry is in the state's field `units`.
    pub fn unit(&mut self, l: &Line, units: &str, index: impl Fn(&str) -> Option<usize>, loc: &str, place: impl Fn(&str) -> Result<Value, String>) {
        let [key, at, fields @ ..] = l.words.as_slice() else {
            return self.problems.at(l.no, "unit takes a counter's key and its place (`unit KEY PLACE`)");
        };
        let Some(i) = index(key) else { return self.problems.at(l.no, format!("no unit '{key}'")) };
        let loc_value = match place(at) {
            Ok(v) => v,
            Err(e) => return self.problems.at(l.no, format!("unit {key}: {e}")),
        };
        let mut changes = vec![(loc.to_string(), Some(loc_value))];
        for f in fields {
            let Some((name, text)) = f.split_once('=') else {
                return self.problems.at(l.no, format!("unit {key}: '{f}' is not field=value"));
            };
            match text {
                "default" => changes.push((name.to_string(), None)),
                _ => match json(text) {
                    Ok(v) => changes.push((name.to_string(), Some(v))),
                    Err(e) => return self.problems.at(l.no, format!("unit {key}: {name}: {e}")),
                },
            }
        }
        let Some(entry) = self.field(units, l.no).and_then(|u| u.get_mut(i)).and_then(Value::as_object_mut) else {
            return self.problems.at(l.no, format!("no unit '{key}'"));
        };
        let known: Vec<String> = entry.keys().cloned().collect();
        for (name, v) in changes {
            match v {
                Some(v) if known.contains(&name) || name != loc => {
                    entry.insert(name, v);
                }
                Some(_) => {}
                None => {
                    entry.remove(&name);
                }
            }
        }
    }

    /// The state the statements give: the value read into it, or every problem with its line. A value
    /// that does not read is blamed on the lines that changed the field it fails in.
    /// Every value in the state's form that `check` refuses (a unit's index past the last unit, a hex off
    /// the map: what the rules would index with and fail on), with the lines that changed its field. `check`
    /// gets each value with its dotted path (`steps.2.Move.moved.0`; match it with [`matches`]).
    pub fn check(&mut self, check: &dyn Fn(&str, &Value) -> Option<String>) {
        let mut found = vec![];
        walk(&self.value, &mut String::new(), check, &mut found);
        if let Some(steps) = &self.steps {
            for (i, step) in steps.iter().enumerate() {
                walk(step, &mut format!("steps.{i}"), check, &mut found);
            }
        }
        for (path, msg) in found {
            let field = path.split('.').next().unwrap_or_default().to_string();
            let lines: Vec<usize> = self.touched.iter().filter(|(f, _)| *f == field).map(|(_, l)| *l).collect();
            for line in lines.iter().copied().collect::<std::collections::BTreeSet<_>>() {
                self.problems.at(line, format!("{path}: {msg}"));
            }
        }
    }

    pub fn finish<S: Serialize + DeserializeOwned>(mut self, what: &str) -> Result<S, String> {
        if let (Some(steps), Some(map)) = (self.steps.take(), self.value.as_object_mut()) {
            map.insert("steps".into(), Value::Array(steps));
        }
        if !self.problems.is_empty() {
            return Err(self.problems.message(what));
        }
        let s = serde_json::from_value::<S>(self.value.clone()).map_err(|whole| self.blame::<S>(whole.to_string()).message(what))?;
        // A `track` field the set-up does not write must be one the state has.
        let read = value(&s).unwrap_or_default();
        let mut problems = Problems::default();
        for (name, line) in &self.unseen {
            if read.get(name).is_none() {
                let fields: Vec<&str> = self.base.as_object().map(|m| m.keys().map(String::as_str).collect()).unwrap_or_default();
                problems.at(*line, format!("track: no field '{name}' (or its value is the default, which needs no line); the fields are {}", fields.join(", ")));
            }
        }
        if problems.is_empty() {
            Ok(s)
        } else {
            Err(problems.message(what))
        }
    }

    /// The lines of each changed field that alone makes the set-up unreadable, with serde's reason.
    fn blame<S: DeserializeOwned>(&self, whole: String) -> Problems {
        let mut problems = Problems::default();
        let mut fields: Vec<&String> = self.touched.iter().map(|(f, _)| f).collect();
        fields.dedup();
        let (Some(base), Some(now)) = (self.base.as_object(), self.value.as_object()) else { return problems };
        for f in fields.iter().copied().collect::<std::collections::BTreeSet<_>>() {
            let mut one: Map<String, Value> = base.clone();
            match now.get(f) {
                Some(v) => {
                    one.insert(f.clone(), v.clone());
                }
                None => {
                    one.remove(f);
                }
            }
            if let Err(e) = serde_json::from_value::<S>(Value::Object(one)) {
                for (_, line) in self.touched.iter().filter(|(g, _)| g == f) {
                    problems.at(*line, format!("{f}: {e}"));
                }
            }
        }
        if problems.is_empty() {
            problems.0.push(format!("the statements together do not make a state ({whole})"));
        }
        problems
    }
}

fn walk(v: &Value, path: &mut String, check: &dyn Fn(&str, &Value) -> Option<String>, found: &mut Vec<(String, String)>) {
    if let Some(msg) = check(path, v) {
        found.push((path.clone(), msg));
        return;
    }
    let len = path.len();
    let mut down = |key: &str, child: &Value, path: &mut String| {
        if !path.is_empty() {
            path.push('.');
        }
        path.push_str(key);
        walk(child, path, check, found);
        path.truncate(len);
    };
    match v {
        Value::Array(items) => items.iter().enumerate().for_each(|(i, c)| down(&i.to_string(), c, path)),
        Value::Object(m) => m.iter().for_each(|(k, c)| down(k, c, path)),
        _ => {}
    }
}

/// Whether a dotted path matches a pattern whose `*` segments match any one segment (`steps.*.Move.moved.*`).
pub fn matches(pattern: &str, path: &str) -> bool {
    let (mut p, mut q) = (pattern.split('.'), path.split('.'));
    loop {
        match (p.next(), q.next()) {
            (None, None) => return true,
            (Some(a), Some(b)) if a == "*" || a == b => {}
            _ => return false,
        }
    }
}

/// An index past a list's end: `v` at a path matching one of `patterns` must be a number below `n`.
pub fn index_past(path: &str, v: &Value, patterns: &[&str], n: usize, what: &str) -> Option<String> {
    if !patterns.iter().any(|p| matches(p, path)) {
        return None;
    }
    match v.as_u64() {
        Some(i) if (i as usize) < n => None,
        Some(i) => Some(format!("{what} {i} is out of range (there are {n})")),
        None if v.is_null() => None,
        None => Some(format!("{what} {v} is not an index")),
    }
}

/// What a game's reader gives [`read`]: its name for messages, the record's rules version and scenario,
/// the set-up of a scenario, the statements it reads itself (`statement`: `false` for one it does not
/// know) and the fields it writes its own way.
pub struct Game<'a, S> {
    pub name: &'a str,
    pub rules: u32,
    pub scenario: &'a str,
    pub setup: &'a dyn Fn(&str) -> Result<S, String>,
    pub chance: &'a dyn Fn(&S) -> Chance,
    pub own: &'a [&'a str],
    /// The statements the game reads, for the message about an unknown one.
    pub statements: &'a str,
    /// The values the rules could not use ([`Reader::check`]).
    pub check: &'a dyn Fn(&str, &Value) -> Option<String>,
}

/// What a state read from a position takes back from the set-up it was read over: what serde does not
/// carry (the pack, the log) and the generator the file gave ([`Reader::chance`]).
pub trait ReadOver {
    fn read_over(&mut self, base: &Self, chance: Chance);
}

/// Reads a file over its scenario's set-up: the state read, with what it takes back from the set-up
/// ([`ReadOver`]), and the set-up it was read over.
pub fn read<S: Serialize + DeserializeOwned + ReadOver>(text: &str, g: &Game<S>, mut statement: impl FnMut(&mut Reader, &Line, &S) -> bool) -> Result<(S, S), String> {
    let what = format!("{} position", g.name);
    let ls = lines(text);
    let mut problems = Problems::default();
    let mut scenario = g.scenario.to_string();
    for l in &ls {
        match (l.word.as_str(), l.words.as_slice()) {
            ("rules", [n]) => match n.parse::<u32>() {
                Ok(n) if n == g.rules => {}
                Ok(n) => problems.at(l.no, format!("this position is written under rules version {n} of {}, and the game is set up under rules version {} (the record's)", g.name, g.rules)),
                Err(_) => problems.at(l.no, "rules takes a rules version, a whole number"),
            },
            ("rules", _) => problems.at(l.no, "rules takes a rules version, a whole number"),
            ("scenario", [sc]) => scenario = sc.clone(),
            ("scenario", _) => problems.at(l.no, "scenario takes a scenario's key"),
            _ => {}
        }
    }
    let base = match (g.setup)(&scenario) {
        Ok(b) => b,
        Err(e) => {
            let line = ls.iter().find(|l| l.word == "scenario").map_or(0, |l| l.no);
            problems.at(line, e);
            return Err(problems.message(&what));
        }
    };
    let Some(v) = value(&base) else { return Err(format!("{what}: the set-up does not serialise")) };
    let mut r = Reader::new(v, (g.chance)(&base));
    r.problems = problems;
    for l in &ls {
        if matches!(l.word.as_str(), "rules" | "scenario") || r.statement(l, g.own) || statement(&mut r, l, &base) {
            continue;
        }
        r.problems.at(l.no, format!("no statement '{}'; a {} position has rules, scenario, {}, track, step, rng, script, dice, information", l.word, g.name, g.statements));
    }
    r.check(g.check);
    let chance = r.chance.clone();
    let mut s = r.finish::<S>(&what)?;
    s.read_over(&base, chance);
    Ok((s, base))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct Toy {
        turn: u8,
        #[serde(skip_serializing_if = "Vec::is_empty", default)]
        marks: Vec<u8>,
        units: Vec<ToyUnit>,
        steps: Vec<String>,
        chance: Chance,
    }

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct ToyUnit {
        loc: String,
        steps: u8,
    }

    fn toy() -> Toy {
        Toy { turn: 1, marks: vec![], units: vec![ToyUnit { loc: "pool".into(), steps: 2 }; 2], steps: vec!["round".into()], chance: Chance::new(7) }
    }

    fn setup(sc: &str) -> Result<Toy, String> {
        if sc == "main" {
            Ok(toy())
        } else {
            Err(format!("no scenario '{sc}'"))
        }
    }

    fn game() -> Game<'static, Toy> {
        Game {
            name: "Toy",
            rules: 3,
            scenario: "main",
            setup: &setup,
            chance: &|t: &Toy| t.chance.clone(),
            own: &["units", "steps", "chance"],
            statements: "unit",
            check: &|path, v| index_past(path, v, &["marks.*"], 5, "mark"),
        }
    }

    fn write(t: &Toy) -> String {
        let (now, base) = (value(t).unwrap(), value(&toy()).unwrap());
        let mut out = head("toy", 3, "main");
        out += &track_lines(&now, &base, &["units", "steps", "chance"]);
        for (i, (a, b)) in now["units"].as_array().unwrap().iter().zip(base["units"].as_array().unwrap()).enumerate() {
            out += &unit_line(&format!("u{i}"), a["loc"].as_str().unwrap(), a, b, "loc").unwrap_or_default();
        }
        out += &step_lines(&now["steps"], &base["steps"]);
        out + &chance_lines(&t.chance, &toy().chance)
    }

    impl ReadOver for Toy {
        fn read_over(&mut self, _: &Self, chance: Chance) {
            self.chance = chance;
        }
    }

    fn read_toy(text: &str) -> Result<Toy, String> {
        let (t, _) = read(text, &game(), |r, l, _| match l.word.as_str() {
            "unit" => {
                r.unit(l, "units", |k| k.strip_prefix('u').and_then(|n| n.parse().ok()).filter(|n| *n < 2), "loc", |p| {
                    if p == "pool" || p == "map" {
                        Ok(Value::from(p))
                    } else {
                        Err(format!("no place '{p}'"))
                    }
                });
                true
            }
            _ => false,
        })?;
        Ok(t)
    }

    #[test]
    fn a_state_reads_back_from_its_differences() {
        let mut t = toy();
        t.turn = 4;
        t.marks = vec![2, 3];
        t.units[1] = ToyUnit { loc: "map".into(), steps: 1 };
        t.steps.push("move".into());
        t.chance.roll(1..=6);
        t.chance.script.dice = vec![6, 6];
        let text = write(&t);
        assert!(text.contains("track turn 4\n") && text.contains("unit u1 map steps=1\n") && text.contains("step \"move\"\n"), "{text}");
        assert_eq!(read_toy(&text), Ok(t.clone()));
        // Back to the set-up's empty list: written as `default`.
        let mut back = t.clone();
        back.marks.clear();
        let mut base = toy();
        base.marks = vec![1];
        let line = track_lines(&value(&back).unwrap(), &value(&base).unwrap(), &[]);
        assert!(line.contains("track marks default"), "{line}");
    }

    #[test]
    fn bad_statements_are_refused_with_their_lines() {
        let bad = "rules 4\nunit u9 map\nunit u0 moon\ntrack turn [\nfrobnicate\n# a comment\ntrack turn \"x\" # why\n";
        let e = read_toy(bad).unwrap_err();
        for want in ["line 1: this position is written under rules version 4", "line 2: no unit 'u9'", "line 3: unit u0: no place 'moon'", "line 4: track turn: '[' does not parse as JSON", "line 5: no statement 'frobnicate'"] {
            assert!(e.contains(want), "{want} not in {e}");
        }
        let e = read_toy("track turn \"x\" # why\n").unwrap_err();
        assert!(e.starts_with("Toy position: line 1: turn: invalid type"), "{e}");
        let e = read_toy("track marks [1,9]\n").unwrap_err();
        assert!(e.contains("line 1: marks.1: mark 9 is out of range (there are 5)"), "{e}");
        assert!(matches("steps.*.moved.*", "steps.3.moved.0") && !matches("steps.*.moved", "steps.3.moved.0"));
        let e = read_toy("track turnn 3\n").unwrap_err();
        assert!(e.contains("line 1: track: no field 'turnn'"), "{e}");
        let e = read_toy("scenario other\n").unwrap_err();
        assert!(e.contains("line 1: no scenario 'other'"), "{e}");
        assert!(strip_comment("step {\"a\":\"#1\"} # c").trim() == "step {\"a\":\"#1\"}");
    }
}
