//! The command line's argument reader, shared by `sandtable`'s commands (engine/src/bin/sandtable.rs)
//! and the computer players' (`ai`, `arena`, `ai-bench`: ai_cli.rs): `--flag value` pairs, switches
//! that take no value, and positional words.

use std::collections::BTreeMap;

/// The words of a command line after the command, split.
#[derive(Debug)]
pub struct Args {
    pub positional: Vec<String>,
    pub flags: Vec<(String, String)>,
    /// The usage text an error about the arguments ends with.
    usage: &'static str,
}

impl Args {
    /// Splits `args`: `--name value` pairs, the `switches` (`--name` alone, read as `yes`), and the rest,
    /// in order, as positional words.
    pub fn parse(args: &[String], switches: &[&str], usage: &'static str) -> Result<Args, String> {
        let (mut positional, mut flags) = (vec![], vec![]);
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if let Some(name) = a.strip_prefix("--") {
                if switches.contains(&name) {
                    flags.push((name.to_string(), "yes".to_string()));
                } else {
                    let value = it.next().ok_or_else(|| format!("--{name} needs a value\n{usage}"))?;
                    flags.push((name.to_string(), value.clone()));
                }
            } else {
                positional.push(a.clone());
            }
        }
        Ok(Args { positional, flags, usage })
    }

    /// The last value given to `--name`.
    pub fn flag(&self, name: &str) -> Option<&str> {
        self.flags.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Refuses any flag not in `allowed`.
    pub fn check_flags(&self, allowed: &[&str]) -> Result<(), String> {
        match self.flags.iter().find(|(n, _)| !allowed.contains(&n.as_str())) {
            Some((n, _)) => Err(format!("unknown flag --{n}\n{}", self.usage)),
            None => Ok(()),
        }
    }

    /// The positional word `i`, or an error naming `what` is missing.
    pub fn pos(&self, i: usize, what: &str) -> Result<&str, String> {
        self.positional.get(i).map(String::as_str).ok_or_else(|| format!("missing {what}\n{}", self.usage))
    }

    /// `--name N` as a number of type `T`, when given.
    pub fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, String> {
        self.flag(name).map(|v| v.parse::<T>().map_err(|_| format!("--{name} must be a number of the right kind, not '{v}'"))).transpose()
    }

    /// Every `--option KEY=VALUE`.
    pub fn options(&self) -> Result<BTreeMap<String, String>, String> {
        self.flags
            .iter()
            .filter(|(n, _)| n == "option")
            .map(|(_, kv)| kv.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())).ok_or_else(|| format!("--option takes KEY=VALUE, not '{kv}'")))
            .collect()
    }
}

/// A file's text, or standard input's for `-`.
pub fn read_text(path: &str) -> Result<String, String> {
    if path == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).map_err(|e| format!("cannot read standard input: {e}"))?;
        Ok(s)
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn flags_switches_and_positional_words() {
        let a = Args::parse(&words("game.json --seat us --text poland --option a=1 --option b=2 --seed 7"), &["text", "in-place"], "USAGE").unwrap();
        assert_eq!(a.positional, vec!["game.json", "poland"]);
        assert_eq!(a.flag("seat"), Some("us"));
        assert_eq!(a.flag("text"), Some("yes"));
        assert_eq!(a.number::<u64>("seed"), Ok(Some(7)));
        assert_eq!(a.options().unwrap().len(), 2);
        assert_eq!(a.pos(1, "action"), Ok("poland"));
        assert!(a.pos(2, "action").unwrap_err().starts_with("missing action\nUSAGE"));
        assert!(a.check_flags(&["seat", "text", "option"]).unwrap_err().starts_with("unknown flag --seed\nUSAGE"));
    }

    #[test]
    fn a_flag_without_its_value_and_a_bad_number_are_refused() {
        assert_eq!(Args::parse(&words("--seed"), &[], "U").unwrap_err(), "--seed needs a value\nU");
        let a = Args::parse(&words("--games many --option nokey"), &[], "U").unwrap();
        assert_eq!(a.number::<u64>("games").unwrap_err(), "--games must be a number of the right kind, not 'many'");
        assert_eq!(a.options().unwrap_err(), "--option takes KEY=VALUE, not 'nokey'");
    }
}
