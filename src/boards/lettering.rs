//! How wide a map label is drawn, for the boards that place their place names so that none is written
//! over another (Downfall's cities, NATO's). Plain Rust, tested natively.

/// About how wide `text` is drawn at font size `size` in the boards' sans face (DejaVu Sans in Chromium
/// here): a letter's advance close to the face's own (a narrow i or t, a wide m or W), checked against the
/// widths Chromium draws NATO's bold names at (the largest shortfall 0.05 em); the regular weight about a
/// tenth narrower; Hangul a full em in either.
pub fn text_width(text: &str, size: f64, bold: bool) -> f64 {
    text.chars().map(|c| if bold || is_hangul(c) { advance(c) } else { 0.9 * advance(c) }).sum::<f64>() * size
}

fn is_hangul(c: char) -> bool {
    ('가'..='힣').contains(&c)
}

/// A letter's advance in the bold face, in ems.
fn advance(c: char) -> f64 {
    match c {
        'i' | 'j' | 'l' | 'I' | 'í' | 'ì' | '.' | '\'' | ' ' => 0.35,
        '-' => 0.42,
        'f' => 0.44,
        't' => 0.48,
        'r' => 0.5,
        'm' => 1.05,
        'w' => 0.93,
        'W' => 1.11,
        'M' => 1.0,
        's' | 'z' | 'c' | 'ś' | 'ź' | 'č' | 'š' | 'ž' => 0.6,
        'v' | 'x' | 'y' | 'k' => 0.66,
        'a' | 'e' | 'o' | 'á' | 'é' | 'ó' | 'ö' | 'ä' | 'ě' | 'ë' | 'å' => 0.69,
        c if is_hangul(c) => 1.0,
        c if c.is_uppercase() => 0.84,
        _ => 0.72,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Widths Chromium draws NATO's bold names at (`getBBox`, in ems of the font size): the estimate is
    /// never short by more than 0.05 em, and a wide name is wider than a narrow one of as many letters.
    #[test]
    fn a_name_is_about_as_wide_as_drawn() {
        for (name, drawn) in [("Hamburg", 5.191), ("Husum", 3.904), ("Neubrandenburg", 9.558), ("Stuttgart", 5.242), ("Dortmund", 5.666)] {
            let w = text_width(name, 1.0, true);
            assert!(w >= drawn - 0.05 && w <= drawn + 0.6, "{name}: {w:.3} against {drawn}");
        }
        assert!(text_width("Wismar", 1.0, true) > text_width("Lille", 1.0, true));
        assert!(text_width("Hamburg", 1.0, false) < text_width("Hamburg", 1.0, true));
        assert_eq!(text_width("뮌헨", 1.0, false), 2.0);
    }
}
