//! The bridges on the map (KUT 18.2 and the scenarios' permanent bridges, rules 11): a small bridge glyph in
//! its Power's colour across the middle of its River line, turned along the line; a To the Bridges marker
//! drawn plain, a permanent bridge with a dark deck. Drawn from the engine's view (`KutView::bridges`).

use leptos::prelude::*;

use super::board::{view_of, K};

/// A bridge seen from above: two rails across the river with the deck between, the river's banks
/// left open. Drawn along +x (the line's direction), centred on the line's midpoint.
pub const BRIDGE_SVG: &str = r#"<rect class="deck" x="-7" y="-4.5" width="14" height="9" rx="1.5"/><path class="rails" d="M-8 -4.5H8M-8 4.5H8M-8 -4.5l-2 -2.5M8 -4.5l2 -2.5M-8 4.5l-2 2.5M8 4.5l2 2.5"/>"#;

/// Every bridge of the view at the middle of its line.
#[component]
pub fn BridgeMarks(k: K, pos: std::sync::Arc<Vec<(f64, f64)>>) -> impl IntoView {
    move || {
        k.p.snap.with(|s| {
            let v = s.as_ref().and_then(view_of)?;
            let index = |key: &str| v.data.spaces.iter().position(|x| x.key == key);
            let marks = v
                .view
                .bridges
                .iter()
                .filter_map(|b| {
                    let (&(x1, y1), &(x2, y2)) = (pos.get(index(&b.from)?)?, pos.get(index(&b.to)?)?);
                    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
                    let angle = (y2 - y1).atan2(x2 - x1).to_degrees();
                    let class = format!("kut-bridge pw-{}{}", b.power, if b.permanent { " permanent" } else { "" });
                    Some(view! {
                        <g class=class transform=format!("translate({mx:.1} {my:.1}) rotate({angle:.1})") data-test="bridge"
                            data-line=format!("{}-{}", b.from, b.to) inner_html=BRIDGE_SVG></g>
                    })
                })
                .collect_view();
            Some(view! { <g class="kut-bridges">{marks}</g> })
        })
    }
}
