//! The viewer's shared state: the pack and map shown, the scenario, what is selected, which panel is
//! open. All handles are `Copy`.

use engine::games::empire_of_the_sun::data::{EotsData, Placement, SetupList, Unit};
use engine::kit::hex::Hex;
use leptos::prelude::*;

use crate::app::Ctx;
use crate::i18n::Lang;

use super::facts::{Spot, Which};

/// The side panel's tabs (on a phone: the bottom sheet's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Hex,
    Unit,
    Off,
    About,
}

impl Tab {
    pub const ALL: [Tab; 4] = [Tab::Hex, Tab::Unit, Tab::Off, Tab::About];

    pub fn key(self) -> &'static str {
        match self {
            Tab::Hex => "hex",
            Tab::Unit => "unit",
            Tab::Off => "off",
            Tab::About => "about",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Tab::Hex => "eotsv.tab.hex",
            Tab::Unit => "eotsv.tab.unit",
            Tab::Off => "eotsv.tab.off",
            Tab::About => "eotsv.tab.about",
        }
    }
}

#[derive(Clone, Copy)]
pub struct Eots {
    pub ctx: Ctx,
    pub lang: RwSignal<Lang>,
    /// The pack shown: the built-in one or an imported one (parsed once, kept for the page's life).
    pub data: RwSignal<&'static EotsData>,
    /// The imported pack's name ("" for the built-in pack).
    pub pack: RwSignal<String>,
    pub which: RwSignal<Which>,
    /// The scenario whose set-up is on the map (its key).
    pub scenario: RwSignal<String>,
    pub hex: RwSignal<Option<Hex>>,
    pub unit: RwSignal<Option<String>>,
    /// The stack opened on the map.
    pub fanned: RwSignal<Option<Spot>>,
    pub tab: RwSignal<Tab>,
    pub show_ids: RwSignal<bool>,
    pub show_units: RwSignal<bool>,
    /// On a phone: the bottom sheet is up.
    pub sheet: RwSignal<bool>,
    /// A hex to bring into view (the search box's).
    pub goto: RwSignal<Option<Hex>>,
}

impl Eots {
    pub fn new(ctx: Ctx, data: &'static EotsData) -> Eots {
        let first = data.scenarios.first().map(|s| s.key.clone()).unwrap_or_default();
        Eots {
            ctx,
            lang: ctx.lang,
            data: RwSignal::new(data),
            pack: RwSignal::new(String::new()),
            which: RwSignal::new(Which::Main),
            scenario: RwSignal::new(first),
            hex: RwSignal::new(None),
            unit: RwSignal::new(None),
            fanned: RwSignal::new(None),
            tab: RwSignal::new(Tab::About),
            show_ids: RwSignal::new(false),
            show_units: RwSignal::new(true),
            sheet: RwSignal::new(false),
            goto: RwSignal::new(None),
        }
    }

    /// The set-up list of the scenario shown (tracked).
    pub fn list(&self) -> SetupList {
        let d = self.data.get();
        self.scenario.with(|k| d.scenario(k).map(|s| s.setup)).unwrap_or(SetupList::Y1941)
    }

    pub fn unit_ref(&self) -> Option<&'static Unit> {
        let d = self.data.get();
        self.unit.with(|u| u.as_deref().and_then(|k| d.unit(k)))
    }

    /// Shows the map `which`: its own scenario when the one shown belongs to the other map.
    pub fn show_map(&self, which: Which) {
        if self.which.get_untracked() == which {
            return;
        }
        let d = self.data.get_untracked();
        let fits = self.scenario.with_untracked(|k| d.scenario(k).is_some_and(|s| Which::of(&s.map) == which));
        if !fits {
            if let Some(s) = d.scenarios.iter().find(|s| Which::of(&s.map) == which) {
                self.scenario.set(s.key.clone());
            }
        }
        self.fanned.set(None);
        let keep = self.hex.get_untracked().is_some_and(|h| which.map(d).contains(h));
        if !keep {
            self.hex.set(None);
        }
        self.which.set(which);
    }

    /// Shows a scenario (and the map it is played on).
    pub fn show_scenario(&self, key: &str) {
        let d = self.data.get_untracked();
        if let Some(s) = d.scenario(key) {
            self.scenario.set(s.key.clone());
            self.fanned.set(None);
            self.show_map(Which::of(&s.map));
        }
    }

    /// Selects a hex: its panel opens.
    pub fn pick_hex(&self, h: Hex) {
        self.hex.set(Some(h));
        self.tab.set(Tab::Hex);
        self.sheet.set(true);
    }

    /// Selects a unit: its panel opens.
    pub fn pick_unit(&self, key: &str) {
        self.unit.set(Some(key.to_string()));
        self.tab.set(Tab::Unit);
        self.sheet.set(true);
    }

    /// Opens a tab (and the sheet on a phone).
    pub fn open(&self, tab: Tab) {
        self.tab.set(tab);
        self.sheet.set(true);
    }

    /// Where the shown scenario puts a unit, if on the map shown.
    pub fn placed_hex(&self, key: &str) -> Option<Hex> {
        let d = self.data.get();
        let list = self.list();
        let which = self.which.get();
        match d.placement(list, key)?.placement {
            Placement::Hex(h) if which.map(d).contains(h) => Some(h),
            _ => None,
        }
    }
}
