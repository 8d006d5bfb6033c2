//! Card numbers by name (data/cards.tsv), so rule code reads like the rulebook: `has(s, NATO)`.

use super::data::CardId;

pub const ASIA_SCORING: CardId = 1;
pub const EUROPE_SCORING: CardId = 2;
pub const MIDDLE_EAST_SCORING: CardId = 3;
pub const DUCK_AND_COVER: CardId = 4;
pub const FIVE_YEAR_PLAN: CardId = 5;
pub const CHINA_CARD: CardId = 6;
pub const SOCIALIST_GOVERNMENTS: CardId = 7;
pub const FIDEL: CardId = 8;
pub const VIETNAM_REVOLTS: CardId = 9;
pub const BLOCKADE: CardId = 10;
pub const KOREAN_WAR: CardId = 11;
pub const ROMANIAN_ABDICATION: CardId = 12;
pub const ARAB_ISRAELI_WAR: CardId = 13;
pub const COMECON: CardId = 14;
pub const NASSER: CardId = 15;
pub const WARSAW_PACT: CardId = 16;
pub const DE_GAULLE: CardId = 17;
pub const NAZI_SCIENTIST: CardId = 18;
pub const TRUMAN_DOCTRINE: CardId = 19;
pub const OLYMPIC_GAMES: CardId = 20;
pub const NATO: CardId = 21;
pub const INDEPENDENT_REDS: CardId = 22;
pub const MARSHALL_PLAN: CardId = 23;
pub const INDO_PAKISTANI_WAR: CardId = 24;
pub const CONTAINMENT: CardId = 25;
pub const CIA_CREATED: CardId = 26;
pub const US_JAPAN_PACT: CardId = 27;
pub const SUEZ_CRISIS: CardId = 28;
pub const EAST_EUROPEAN_UNREST: CardId = 29;
pub const DECOLONIZATION: CardId = 30;
pub const RED_SCARE_PURGE: CardId = 31;
pub const UN_INTERVENTION: CardId = 32;
pub const DE_STALINIZATION: CardId = 33;
pub const NUCLEAR_TEST_BAN: CardId = 34;
pub const FORMOSAN_RESOLUTION: CardId = 35;
pub const BRUSH_WAR: CardId = 36;
pub const CENTRAL_AMERICA_SCORING: CardId = 37;
pub const SOUTHEAST_ASIA_SCORING: CardId = 38;
pub const ARMS_RACE: CardId = 39;
pub const CUBAN_MISSILE_CRISIS: CardId = 40;
pub const NUCLEAR_SUBS: CardId = 41;
pub const QUAGMIRE: CardId = 42;
pub const SALT_NEGOTIATIONS: CardId = 43;
pub const BEAR_TRAP: CardId = 44;
pub const SUMMIT: CardId = 45;
pub const HOW_I_LEARNED: CardId = 46;
pub const JUNTA: CardId = 47;
pub const KITCHEN_DEBATES: CardId = 48;
pub const MISSILE_ENVY: CardId = 49;
pub const WE_WILL_BURY_YOU: CardId = 50;
pub const BREZHNEV_DOCTRINE: CardId = 51;
pub const PORTUGUESE_EMPIRE: CardId = 52;
pub const SOUTH_AFRICAN_UNREST: CardId = 53;
pub const ALLENDE: CardId = 54;
pub const WILLY_BRANDT: CardId = 55;
pub const MUSLIM_REVOLUTION: CardId = 56;
pub const ABM_TREATY: CardId = 57;
pub const CULTURAL_REVOLUTION: CardId = 58;
pub const FLOWER_POWER: CardId = 59;
pub const U2_INCIDENT: CardId = 60;
pub const OPEC: CardId = 61;
pub const LONE_GUNMAN: CardId = 62;
pub const COLONIAL_REAR_GUARDS: CardId = 63;
pub const PANAMA_CANAL: CardId = 64;
pub const CAMP_DAVID: CardId = 65;
pub const PUPPET_GOVERNMENTS: CardId = 66;
pub const GRAIN_SALES: CardId = 67;
pub const JOHN_PAUL_II: CardId = 68;
pub const DEATH_SQUADS: CardId = 69;
pub const OAS_FOUNDED: CardId = 70;
pub const NIXON_CHINA: CardId = 71;
pub const SADAT_EXPELS_SOVIETS: CardId = 72;
pub const SHUTTLE_DIPLOMACY: CardId = 73;
pub const VOICE_OF_AMERICA: CardId = 74;
pub const LIBERATION_THEOLOGY: CardId = 75;
pub const USSURI_RIVER: CardId = 76;
pub const ASK_NOT: CardId = 77;
pub const ALLIANCE_FOR_PROGRESS: CardId = 78;
pub const AFRICA_SCORING: CardId = 79;
pub const ONE_SMALL_STEP: CardId = 80;
pub const SOUTH_AMERICA_SCORING: CardId = 81;
pub const IRANIAN_HOSTAGE_CRISIS: CardId = 82;
pub const IRON_LADY: CardId = 83;
pub const REAGAN_BOMBS_LIBYA: CardId = 84;
pub const STAR_WARS: CardId = 85;
pub const NORTH_SEA_OIL: CardId = 86;
pub const THE_REFORMER: CardId = 87;
pub const MARINE_BARRACKS: CardId = 88;
pub const KAL_007: CardId = 89;
pub const GLASNOST: CardId = 90;
pub const ORTEGA: CardId = 91;
pub const TERRORISM: CardId = 92;
pub const IRAN_CONTRA: CardId = 93;
pub const CHERNOBYL: CardId = 94;
pub const DEBT_CRISIS: CardId = 95;
pub const TEAR_DOWN_THIS_WALL: CardId = 96;
pub const EVIL_EMPIRE: CardId = 97;
pub const ALDRICH_AMES: CardId = 98;
pub const PERSHING_II: CardId = 99;
pub const WARGAMES: CardId = 100;
pub const SOLIDARITY: CardId = 101;
pub const IRAN_IRAQ_WAR: CardId = 102;
pub const DEFECTORS: CardId = 103;
pub const CAMBRIDGE_FIVE: CardId = 104;
pub const SPECIAL_RELATIONSHIP: CardId = 105;
pub const NORAD: CardId = 106;
pub const CHE: CardId = 107;
pub const OUR_MAN_IN_TEHRAN: CardId = 108;
pub const YURI_AND_SAMANTHA: CardId = 109;
pub const AWACS: CardId = 110;

#[cfg(test)]
mod tests {
    use super::super::data::data;
    use super::*;

    #[test]
    fn names_match_the_data_pack() {
        let d = data();
        for (n, key) in [
            (NATO, "nato"),
            (CHINA_CARD, "china_card"),
            (SHUTTLE_DIPLOMACY, "shuttle_diplomacy"),
            (WARGAMES, "wargames"),
            (AWACS, "awacs"),
            (DEFECTORS, "defectors"),
            (TEAR_DOWN_THIS_WALL, "tear_down_this_wall"),
            (HOW_I_LEARNED, "how_i_learned"),
        ] {
            assert_eq!(d.cards[n as usize].key, key);
        }
    }
}
