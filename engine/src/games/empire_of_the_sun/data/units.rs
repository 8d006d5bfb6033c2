//! Counters (units.tsv) and the set-up lists (setup.tsv), with the legality checks of every set-up.

use super::map::{BoxDef, HexClass, Map};
use super::{rows, RowCheck};
use crate::kit::hex::Hex;
use crate::kit::table::Errors;
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Allied,
    Japanese,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Nation {
    Us,
    British,
    Australian,
    Nz,
    Indian,
    Dutch,
    Chinese,
    /// Joint HQs (ANZAC, ABDA) command every Allied nationality (6.12).
    Joint,
    Japanese,
}

impl Nation {
    /// Commonwealth (1.3): British, Australian, New Zealand and Indian.
    pub fn is_commonwealth(self) -> bool {
        matches!(self, Nation::British | Nation::Australian | Nation::Nz | Nation::Indian)
    }
}

/// Army or Navy, for Inter-Service Rivalry (1.3: Marines, Marine air and SNLF count as Navy).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Service {
    Army,
    Navy,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitType {
    Hq,
    Air,
    Cv,
    Cvl,
    Cve,
    Bb,
    Bc,
    Ca,
    Cl,
    Dd,
    Apd,
    Ground,
}

impl UnitType {
    pub fn is_carrier(self) -> bool {
        matches!(self, UnitType::Cv | UnitType::Cvl | UnitType::Cve)
    }

    pub fn is_naval(self) -> bool {
        matches!(
            self,
            UnitType::Cv
                | UnitType::Cvl
                | UnitType::Cve
                | UnitType::Bb
                | UnitType::Bc
                | UnitType::Ca
                | UnitType::Cl
                | UnitType::Dd
                | UnitType::Apd
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Size {
    Regiment,
    Brigade,
    Division,
    Corps,
    Army,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Unit {
    pub key: String,
    pub side: Side,
    pub nation: Nation,
    pub service: Option<Service>,
    pub kind: UnitType,
    pub size: Option<Size>,
    pub name: String,
    pub attack: Option<u8>,
    pub defence: Option<u8>,
    pub reduced_attack: Option<u8>,
    pub reduced_defence: Option<u8>,
    /// Air units: normal range.
    pub range: Option<u8>,
    pub extended_range: Option<u8>,
    /// The extended range is printed in parentheses: no combat when it is used (1.3).
    pub extended_paren: bool,
    /// Carriers: air range.
    pub carrier_range: Option<u8>,
    pub command_range: Option<u8>,
    pub efficiency: Option<u8>,
    /// 1 or 2 (HQs: `None`).
    pub steps: Option<u8>,
    /// Ground units: amphibious-assault capable (1.3).
    pub amphibious: Option<bool>,
    pub prewar: bool,
    pub lrb: bool,
    pub b29: bool,
    /// One of the five Japanese brigades with organic naval transport (8.46).
    pub organic_transport: bool,
    /// A "Burma (B)" unit removed when Burma surrenders (13.52).
    pub burma: bool,
    /// ASPs per step for an amphibious assault (corps and armies; `None`: 1 per assault, 8.45A).
    pub asp_per_step: Option<u8>,
    pub source: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum SetupList {
    #[serde(rename = "1941")]
    Y1941,
    #[serde(rename = "1942")]
    Y1942,
    #[serde(rename = "1943")]
    Y1943,
    #[serde(rename = "1944")]
    Y1944,
    #[serde(rename = "sp")]
    SouthPacific,
}

impl SetupList {
    pub const ALL: [SetupList; 5] = [SetupList::Y1941, SetupList::Y1942, SetupList::Y1943, SetupList::Y1944, SetupList::SouthPacific];
    pub const CHOICES: [(&'static str, SetupList); 5] = [
        ("1941", SetupList::Y1941),
        ("1942", SetupList::Y1942),
        ("1943", SetupList::Y1943),
        ("1944", SetupList::Y1944),
        ("sp", SetupList::SouthPacific),
    ];

    pub fn key(self) -> &'static str {
        SetupList::CHOICES.iter().find(|(_, s)| *s == self).unwrap().0
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Placement {
    Hex(Hex),
    /// Reinforcement on this turn.
    Turn(u8),
    Delay,
    Elim,
    Event,
    ChinaBox,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SetupRow {
    pub list: SetupList,
    pub unit: String,
    pub placement: Placement,
    pub reduced: bool,
    pub source: String,
    pub line: usize,
}

pub(crate) const UNIT_HEADER: [&str; 26] = [
    "unit",
    "side",
    "nation",
    "service",
    "type",
    "size",
    "name",
    "attack",
    "defence",
    "reduced_attack",
    "reduced_defence",
    "range",
    "extended_range",
    "extended_paren",
    "carrier_range",
    "command_range",
    "efficiency",
    "steps",
    "amphibious",
    "prewar",
    "lrb",
    "b29",
    "organic_transport",
    "burma",
    "asp_per_step",
    "source",
];

pub(crate) fn parse_units(file: &str, text: &str, e: &mut Errors) -> Vec<Unit> {
    let mut out: Vec<Unit> = vec![];
    for r in rows(file, text, &UNIT_HEADER, e) {
        let mut c = RowCheck::new(e);
        let key = c.v(r.key("unit"));
        let side = c.v(r.one_of("side", &[("allied", Side::Allied), ("japanese", Side::Japanese)]));
        let nation = c.v(r.one_of(
            "nation",
            &[
                ("us", Nation::Us),
                ("british", Nation::British),
                ("australian", Nation::Australian),
                ("nz", Nation::Nz),
                ("indian", Nation::Indian),
                ("dutch", Nation::Dutch),
                ("chinese", Nation::Chinese),
                ("joint", Nation::Joint),
                ("japanese", Nation::Japanese),
            ],
        ));
        let service = c.v(r.one_of("service", &[("-", None), ("army", Some(Service::Army)), ("navy", Some(Service::Navy))]));
        let kind = c.v(r.one_of(
            "type",
            &[
                ("hq", UnitType::Hq),
                ("air", UnitType::Air),
                ("cv", UnitType::Cv),
                ("cvl", UnitType::Cvl),
                ("cve", UnitType::Cve),
                ("bb", UnitType::Bb),
                ("bc", UnitType::Bc),
                ("ca", UnitType::Ca),
                ("cl", UnitType::Cl),
                ("dd", UnitType::Dd),
                ("apd", UnitType::Apd),
                ("ground", UnitType::Ground),
            ],
        ));
        let size = c.v(r.one_of(
            "size",
            &[
                ("-", None),
                ("regiment", Some(Size::Regiment)),
                ("brigade", Some(Size::Brigade)),
                ("division", Some(Size::Division)),
                ("corps", Some(Size::Corps)),
                ("army", Some(Size::Army)),
            ],
        ));
        let name = c.v(r.text("name"));
        let attack = c.v(r.opt_num::<u8>("attack", 0, 40));
        let defence = c.v(r.opt_num::<u8>("defence", 1, 40));
        let reduced_attack = c.v(r.opt_num::<u8>("reduced_attack", 0, 40));
        let reduced_defence = c.v(r.opt_num::<u8>("reduced_defence", 1, 40));
        let range = c.v(r.opt_num::<u8>("range", 1, 20));
        let extended_range = c.v(r.opt_num::<u8>("extended_range", 1, 40));
        let extended_paren = c.v(r.one_of("extended_paren", &[("-", false), ("0", false), ("1", true)]));
        let carrier_range = c.v(r.opt_num::<u8>("carrier_range", 1, 9));
        let command_range = c.v(r.opt_num::<u8>("command_range", 1, 40));
        let efficiency = c.v(r.opt_num::<u8>("efficiency", 0, 9));
        let steps = c.v(r.opt_num::<u8>("steps", 1, 2));
        let amphibious = c.v(r.one_of("amphibious", &[("-", None), ("0", Some(false)), ("1", Some(true))]));
        let prewar = c.v(r.flag("prewar"));
        let lrb = c.v(r.flag("lrb"));
        let b29 = c.v(r.flag("b29"));
        let organic = c.v(r.flag("organic_transport"));
        let burma = c.v(r.flag("burma"));
        let asp = c.v(r.opt_num::<u8>("asp_per_step", 1, 4));
        let source = c.v(r.source());
        if !c.ok {
            continue;
        }
        let u = Unit {
            key: key.unwrap(),
            side: side.unwrap(),
            nation: nation.unwrap(),
            service: service.unwrap(),
            kind: kind.unwrap(),
            size: size.unwrap(),
            name: name.unwrap(),
            attack: attack.unwrap(),
            defence: defence.unwrap(),
            reduced_attack: reduced_attack.unwrap(),
            reduced_defence: reduced_defence.unwrap(),
            range: range.unwrap(),
            extended_range: extended_range.unwrap(),
            extended_paren: extended_paren.unwrap(),
            carrier_range: carrier_range.unwrap(),
            command_range: command_range.unwrap(),
            efficiency: efficiency.unwrap(),
            steps: steps.unwrap(),
            amphibious: amphibious.unwrap(),
            prewar: prewar.unwrap(),
            lrb: lrb.unwrap(),
            b29: b29.unwrap(),
            organic_transport: organic.unwrap(),
            burma: burma.unwrap(),
            asp_per_step: asp.unwrap(),
            source: source.unwrap(),
        };
        for problem in unit_problems(&u) {
            e.push(r.err(format!("unit {}: {problem}", u.key)));
        }
        if out.iter().any(|x| x.key == u.key) {
            e.push(r.err(format!("unit '{}' appears twice", u.key)));
            continue;
        }
        out.push(u);
    }
    out
}

/// What a counter of its type must and must not carry.
fn unit_problems(u: &Unit) -> Vec<String> {
    let mut p = vec![];
    let has_combat = u.attack.is_some() && u.defence.is_some();
    match u.kind {
        UnitType::Hq => {
            if u.command_range.is_none() || u.efficiency.is_none() {
                p.push("an HQ needs a command range and an efficiency".to_string());
            }
            if u.attack.is_some() || u.steps.is_some() {
                p.push("an HQ has no combat values and no steps".to_string());
            }
        }
        _ => {
            if !has_combat {
                p.push("a combat unit needs attack and defence".to_string());
            }
            if u.command_range.is_some() || u.efficiency.is_some() {
                p.push("only HQs have a command range and efficiency".to_string());
            }
            match u.steps {
                Some(1) if u.reduced_attack.is_some() || u.reduced_defence.is_some() => {
                    p.push("a one-step unit has no reduced side".to_string())
                }
                Some(2) if u.reduced_attack.is_none() || u.reduced_defence.is_none() => {
                    p.push("a two-step unit needs a reduced side".to_string())
                }
                None => p.push("a combat unit needs 1 or 2 steps".to_string()),
                _ => {}
            }
            if let (Some(a), Some(ra)) = (u.attack, u.reduced_attack) {
                if ra > a {
                    p.push("the reduced attack exceeds the full attack".to_string());
                }
            }
        }
    }
    if u.kind == UnitType::Air {
        match u.range {
            None => p.push("an air unit needs a range".to_string()),
            Some(r) if u.lrb && r < 6 => p.push("an LRB has a range of 6 or more (1.3)".to_string()),
            _ => {}
        }
        if u.b29 && !u.lrb {
            p.push("a B29 is an LRB".to_string());
        }
        if let (Some(r), Some(x)) = (u.range, u.extended_range) {
            if x < r {
                p.push("the extended range is shorter than the range".to_string());
            }
        }
    } else if u.range.is_some() || u.extended_range.is_some() || u.lrb || u.b29 {
        p.push("only air units have a range, LRB or B29 flag".to_string());
    }
    if u.kind.is_carrier() != u.carrier_range.is_some() {
        p.push("carriers, and only carriers, have a carrier air range".to_string());
    }
    if u.kind == UnitType::Ground {
        if u.size.is_none() || u.amphibious.is_none() {
            p.push("a ground unit needs a size and an amphibious flag".to_string());
        }
        // 1.3: Dutch, Indian and Chinese ground units cannot make amphibious assaults.
        if matches!(u.nation, Nation::Dutch | Nation::Indian | Nation::Chinese) && u.amphibious == Some(true) {
            p.push("Dutch, Indian and Chinese ground units are not amphibious (1.3)".to_string());
        }
        let big = matches!(u.size, Some(Size::Corps) | Some(Size::Army));
        if big != u.asp_per_step.is_some() {
            p.push("corps and armies, and only they, pay ASPs per step (8.45A)".to_string());
        }
    } else if u.size.is_some() || u.amphibious.is_some() || u.asp_per_step.is_some() {
        p.push("only ground units have a size, amphibious flag or ASP cost".to_string());
    }
    if u.organic_transport && !(u.side == Side::Japanese && u.size == Some(Size::Brigade)) {
        p.push("organic transport is for Japanese brigades (8.46)".to_string());
    }
    if (u.side == Side::Japanese) != (u.nation == Nation::Japanese) {
        p.push("Japanese units, and only they, are on the Japanese side".to_string());
    }
    if matches!(u.nation, Nation::Us | Nation::Japanese) && u.service.is_none() {
        p.push("US and Japanese units need a service (army or navy) for Inter-Service Rivalry".to_string());
    }
    p
}

const SETUP_HEADER: [&str; 5] = ["list", "unit", "placement", "reduced", "source"];

pub(crate) fn parse_setup(
    file: &str,
    text: &str,
    units: &[Unit],
    map: &Map,
    sp_map: &Map,
    boxes: &[BoxDef],
    e: &mut Errors,
) -> Vec<SetupRow> {
    let mut out: Vec<SetupRow> = vec![];
    let by_key: BTreeMap<&str, &Unit> = units.iter().map(|u| (u.key.as_str(), u)).collect();
    for r in rows(file, text, &SETUP_HEADER, e) {
        let mut c = RowCheck::new(e);
        let list = c.v(r.one_of("list", &SetupList::CHOICES));
        let unit = r.get("unit").to_string();
        let reduced = c.v(r.flag("reduced"));
        let p = r.get("placement");
        let placement = match p {
            "delay" => Some(Placement::Delay),
            "elim" => Some(Placement::Elim),
            "event" => Some(Placement::Event),
            "china_box" => Some(Placement::ChinaBox),
            _ if p.starts_with("turn:") => match p[5..].parse::<u8>() {
                Ok(t) if (1..=12).contains(&t) => Some(Placement::Turn(t)),
                _ => {
                    c.fail(r.err(format!("placement '{p}': the turn must be 1-12")));
                    None
                }
            },
            _ => match Hex::parse(p) {
                Some(h) => Some(Placement::Hex(h)),
                None => {
                    c.fail(r.err(format!("placement '{p}' is not a hex, turn:N, delay, elim, event or china_box")));
                    None
                }
            },
        };
        let source = c.v(r.source());
        let u = by_key.get(unit.as_str()).copied();
        if u.is_none() && !units.is_empty() {
            c.fail(r.err(format!("unit '{unit}' is not in units.tsv")));
        }
        if !c.ok {
            continue;
        }
        let (list, placement, reduced) = (list.unwrap(), placement.unwrap(), reduced.unwrap());
        if out.iter().any(|s| s.list == list && s.unit == unit) {
            e.push(r.err(format!("unit '{unit}' is listed twice in list {}", list.key())));
            continue;
        }
        if let Some(u) = u {
            let m = if list == SetupList::SouthPacific { sp_map } else { map };
            let sp_box_hex = boxes.iter().any(|b| b.map == "sp" && Some(hex_of(placement)) == b.hex.map(Some));
            for problem in placement_problems(u, placement, reduced, m, list == SetupList::SouthPacific && sp_box_hex) {
                e.push(r.err(format!("{} in list {}: {problem}", u.key, list.key())));
            }
        }
        out.push(SetupRow { list, unit, placement, reduced, source: source.unwrap(), line: r.line });
    }
    if !text.is_empty() {
        for u in units {
            for list in [SetupList::Y1941, SetupList::Y1942, SetupList::Y1943, SetupList::Y1944] {
                if !out.iter().any(|s| s.list == list && s.unit == u.key) {
                    e.push(format!("{file}: unit '{}' has no row in list {} (18.0 places every unit)", u.key, list.key()));
                }
            }
        }
        check_stacking(file, &out, units, e);
    }
    out
}

fn hex_of(p: Placement) -> Option<Hex> {
    match p {
        Placement::Hex(h) => Some(h),
        _ => None,
    }
}

/// Whether a unit may start in that place (land units on land, air at airfields, HQs and ships in ports
/// or at sea, one-step units never reduced…).
fn placement_problems(u: &Unit, p: Placement, reduced: bool, map: &Map, off_map_box: bool) -> Vec<String> {
    let mut v = vec![];
    if reduced && u.steps != Some(2) {
        v.push("only a two-step unit can start reduced".to_string());
    }
    if p == Placement::ChinaBox && !(u.kind == UnitType::Air && u.side == Side::Allied) {
        v.push("only Allied air units go to the China box (13.74)".to_string());
    }
    let Placement::Hex(h) = p else { return v };
    if off_map_box {
        return v;
    }
    let Some(x) = map.get(h) else {
        v.push(format!("hex {h} is not on this list's map"));
        return v;
    };
    match u.kind {
        UnitType::Ground if !x.has_land() => v.push(format!("a ground unit cannot set up in sea hex {h}")),
        UnitType::Hq if !x.port => v.push(format!("an HQ must be in a port (6.1), and {h} is not one")),
        UnitType::Air if !x.airfield => v.push(format!("an air unit must be at an airfield, and {h} has none")),
        k if k.is_naval() && !(x.port || x.class == HexClass::Sea) => {
            v.push(format!("a naval unit must be in a port or at sea, and {h} is neither"))
        }
        _ => {}
    }
    v
}

/// Stacking at set-up (8.24, 8.34, 8.48, 6.11): at most 3 air and ground units a side per hex (an LRB
/// and its same-named parent count once), one HQ, six naval units of a type.
fn check_stacking(file: &str, setup: &[SetupRow], units: &[Unit], e: &mut Errors) {
    let by_key: BTreeMap<&str, &Unit> = units.iter().map(|u| (u.key.as_str(), u)).collect();
    let mut stacks: BTreeMap<(SetupList, Hex, Side), Vec<&Unit>> = BTreeMap::new();
    for s in setup {
        if let (Placement::Hex(h), Some(u)) = (s.placement, by_key.get(s.unit.as_str())) {
            stacks.entry((s.list, h, u.side)).or_default().push(u);
        }
    }
    for ((list, h, _), us) in stacks {
        let mut air_ground: Vec<String> = vec![];
        for u in &us {
            if matches!(u.kind, UnitType::Air | UnitType::Ground) {
                let name = if u.lrb { u.name.trim_end_matches(" LRB").to_string() } else { u.name.clone() };
                if !air_ground.contains(&name) {
                    air_ground.push(name);
                }
            }
        }
        if air_ground.len() > 3 {
            e.push(format!("{file}: list {} hex {h}: {} air and ground units, at most 3 (8.34)", list.key(), air_ground.len()));
        }
        if us.iter().filter(|u| u.kind == UnitType::Hq).count() > 1 {
            e.push(format!("{file}: list {} hex {h}: more than one HQ (6.11)", list.key()));
        }
        for k in [
            UnitType::Cv,
            UnitType::Cvl,
            UnitType::Cve,
            UnitType::Bb,
            UnitType::Bc,
            UnitType::Ca,
            UnitType::Cl,
            UnitType::Dd,
            UnitType::Apd,
        ] {
            if us.iter().filter(|u| u.kind == k).count() > 6 {
                e.push(format!("{file}: list {} hex {h}: more than six naval units of one type (8.24)", list.key()));
            }
        }
    }
}
