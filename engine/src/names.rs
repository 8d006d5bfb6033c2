//! JSON that names things: seats by their id (`"ussr"`), cards by key (`"marshall_plan"`), spaces by key —
//! never bare indices. The CLI prints this form, so a tester reads a view, a prompt or a log without the
//! game's tables at hand.

use serde_json::{json, Map, Value};

use crate::{Arg, GameMeta, LogEntry, Outcome, PromptInfo, Seat};

/// What a game knows about its names; [`crate::AnyMatch::names`] gives one for a match.
pub trait Names {
    fn meta(&self) -> &'static GameMeta;
    /// A card's key by number (`None` for a number that is no card).
    fn card(&self, number: u16) -> Option<String>;

    fn seat(&self, seat: Seat) -> String {
        self.meta().seats.get(seat as usize).map_or_else(|| seat.to_string(), |s| s.to_string())
    }

    fn card_value(&self, number: u16) -> Value {
        self.card(number).map_or_else(|| Value::from(number), Value::from)
    }

    /// One argument as `{"card": "marshall_plan"}`, `{"seat": "us"}`, `{"num": 3}`…
    fn arg(&self, arg: &Arg) -> Value {
        match arg {
            Arg::Card(n) => json!({ "card": self.card_value(*n) }),
            Arg::Space(k) => json!({ "space": k }),
            Arg::Seat(s) => json!({ "seat": self.seat(*s) }),
            Arg::Num(n) => json!({ "num": n }),
            Arg::Roll(r) => json!({ "roll": r }),
            Arg::Key(k) => json!({ "key": k }),
            Arg::Unit(u) => json!({ "unit": u }),
            Arg::Hex(h) => json!({ "hex": h }),
            Arg::Dice(d) => json!({ "dice": d.iter().map(|x| x.value).collect::<Vec<_>>() }),
        }
    }

    fn args(&self, args: &[Arg]) -> Value {
        Value::Array(args.iter().map(|a| self.arg(a)).collect())
    }

    fn log_entry(&self, e: &LogEntry) -> Value {
        let mut m = Map::new();
        if let Some(s) = e.seat {
            m.insert("seat".into(), Value::from(self.seat(s)));
        }
        m.insert("id".into(), Value::from(e.id.clone()));
        m.insert("args".into(), self.args(&e.args));
        Value::Object(m)
    }

    fn log(&self, log: &[LogEntry]) -> Value {
        Value::Array(log.iter().map(|e| self.log_entry(e)).collect())
    }

    fn outcome(&self, o: &Option<Outcome>) -> Value {
        match o {
            None => Value::Null,
            Some(o) => {
                let mut v = json!({
                    "winner": o.winner.map(|w| self.seat(w)),
                    "reason": o.reason,
                    "args": self.args(&o.args),
                });
                if !o.winners.is_empty() {
                    v["winners"] = Value::Array(o.winners.iter().map(|&w| Value::from(self.seat(w))).collect());
                }
                v
            }
        }
    }

    fn prompt(&self, p: &PromptInfo) -> Value {
        json!({
            "seat": p.seat,
            "prompt": p.id,
            "args": self.args(&p.args),
            "rule": p.rule,
            "actions": p.actions.iter().map(|a| {
                let mut v = json!({
                    "index": a.index, "notation": a.notation, "label": a.label, "args": self.args(&a.args), "target": a.target,
                });
                // The typed spelling of a choice, where the game gives one (`choose unit:us-1-mar-div`).
                if let Some(t) = &a.typed {
                    v["typed"] = json!(t);
                }
                v
            }).collect::<Vec<_>>(),
        })
    }

    /// A pair of per-seat values as `{"ussr": a, "us": b}`.
    fn per_seat(&self, values: Vec<Value>) -> Value {
        let mut m = Map::new();
        for (i, v) in values.into_iter().enumerate() {
            m.insert(self.seat(i as Seat), v);
        }
        Value::Object(m)
    }
}
