//! What the board reads from the view: the Action Track priced as the order display shows it (DF 6 step 4).

use engine::games::downfall::data::Faction;
use engine::games::downfall::view;

use super::common::*;

/// T-14 (L1104–L1114) as the board shows it: with one West marker in a lower box, the West's Recruit and
/// Mechanize sides in box 2 read 15 + 1; the marker in box 1 has no surcharge. Taking it costs what it showed.
#[test]
fn the_order_display_shows_each_sides_cost_and_surcharge() {
    let mut s = start("campaign", 1);
    set_track(&mut s, &["w-ops-1", "w-rm-1"]);
    s.init = [13, 40, 40, 40];
    choosing(&mut s, Faction::West);
    let v = view::view(&s, engine::Viewer::Public);
    let rm: Vec<_> = v.orders.iter().filter(|o| o.marker == "w-rm-1").collect();
    assert_eq!(rm.len(), 2, "both sides of the Recruit/Mechanize marker");
    for o in &rm {
        assert_eq!((o.track_box, o.cost, o.surcharge, o.faction, o.usable), (2, Some(15), 1, Faction::West, true), "{}", o.order);
    }
    assert!(v.orders.iter().filter(|o| o.marker == "w-ops-1").all(|o| o.track_box == 1 && o.surcharge == 0));
    let shown = rm[0].cost.unwrap() as u16 + rm[0].surcharge;
    act(&mut s, "take w-rm-1:recruit");
    assert_eq!(s.init[0] - 13, shown);
    assert_eq!(view::view(&s, engine::Viewer::Public).sw, s.sw);
}
