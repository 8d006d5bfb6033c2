//! Combat results tables (and any other table read by column and die): choosing the column, shifting
//! it, modifying the die, and reading the cell.
//!
//! Serves the games that resolve combat on a printed table: NATO's and Downfall's combat results tables
//! (odds columns such as `1-2`, `1-1`, `2-1`, with column shifts for terrain and air support), Empire of
//! the Sun's and Kutuzov's strength-bracket tables (`1`, `2-3`, `4-6`, `7+` read with a d10 or d6). The
//! rules decide the column, the shifts and the modifiers; this module applies them the way printed tables
//! do: a shift past the first or last column uses that column, and a modified die past the highest or
//! lowest row uses that row.
//!
//! A table lives in a component file read by [`crate::kit::table`]: a `die` column, one column per table
//! column (its label as the header), then `source`; one row per die result, every result of the die
//! exactly once. Cells are parsed by the game (`AE`, `DR`, `2/1`…), and every bad cell is reported with
//! its file and line.

use std::ops::RangeInclusive;

use crate::kit::table::{self, Errors, Row};

/// The largest die result (and the lowest, negated) a table may have a row for.
const MAX_DIE: i32 = 1000;

/// A table of results of type `R`, by column and die result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultTable<R> {
    columns: Vec<String>,
    lowest_die: i32,
    /// `rows[die - lowest_die][column]`.
    rows: Vec<Vec<R>>,
}

/// The values a strength-bracket label covers: `5` → 5..=5, `2-3` → 2..=3, `7+` → 7 and more,
/// `≤0` or `<=0` → 0 and less, `≥7` or `>=7` → 7 and more. `None` for anything else.
pub fn bracket(label: &str) -> Option<(i32, i32)> {
    let label = label.trim();
    if let Some(n) = label.strip_suffix('+') {
        return Some((n.parse().ok()?, i32::MAX));
    }
    if let Some(n) = label.strip_prefix('≤').or_else(|| label.strip_prefix("<=")) {
        return Some((i32::MIN, n.parse().ok()?));
    }
    if let Some(n) = label.strip_prefix('≥').or_else(|| label.strip_prefix(">=")) {
        return Some((n.parse().ok()?, i32::MAX));
    }
    if let Ok(n) = label.parse::<i32>() {
        return Some((n, n));
    }
    // `a-b`; a leading `-` is a negative number, handled above.
    let (a, b) = label.split_once('-')?;
    let (a, b): (i32, i32) = (a.parse().ok()?, b.parse().ok()?);
    (a <= b).then_some((a, b))
}

/// The odds an odds label stands for: `3-1` or `3:1` → (3, 1). `None` for anything else.
pub fn odds(label: &str) -> Option<(u32, u32)> {
    let label = label.trim();
    let (a, b) = label.split_once('-').or_else(|| label.split_once(':'))?;
    let (a, b): (u32, u32) = (a.parse().ok()?, b.parse().ok()?);
    (a > 0 && b > 0).then_some((a, b))
}

impl<R> ResultTable<R> {
    /// A table with these column labels, whose first row is for die result `lowest_die` and each next row
    /// for one more. Every row must have one cell per column.
    pub fn new(columns: Vec<String>, lowest_die: i32, rows: Vec<Vec<R>>) -> Result<Self, String> {
        if columns.is_empty() || rows.is_empty() {
            return Err("a result table needs at least one column and one row".into());
        }
        if let Some(i) = rows.iter().position(|r| r.len() != columns.len()) {
            return Err(format!(
                "row for die {} has {} cells for {} columns",
                lowest_die as i64 + i as i64,
                rows[i].len(),
                columns.len()
            ));
        }
        if lowest_die.checked_add(rows.len() as i32 - 1).is_none() {
            return Err(format!("die results from {lowest_die} for {} rows do not fit", rows.len()));
        }
        Ok(ResultTable { columns, lowest_die, rows })
    }

    /// The column labels, left to right.
    pub fn columns(&self) -> &[String] {
        &self.columns
    }

    /// The index of the column with this label.
    pub fn column(&self, label: &str) -> Option<usize> {
        self.columns.iter().position(|c| c == label)
    }

    /// The die results the table has rows for.
    pub fn dice(&self) -> RangeInclusive<i32> {
        self.lowest_die..=self.lowest_die + self.rows.len() as i32 - 1
    }

    /// The first column whose strength bracket (see [`bracket`]) holds `value`; `None` when none does
    /// (below the first bracket: the rules say what happens then).
    pub fn column_for(&self, value: i32) -> Option<usize> {
        self.columns.iter().position(|label| bracket(label).is_some_and(|(lo, hi)| lo <= value && value <= hi))
    }

    /// The odds column for `attack` against `defence`, rounded in the defender's favour as printed tables
    /// are read: the rightmost column whose odds (see [`odds`]) are no better than `attack:defence` (7
    /// against 3 is `2-1`). Odds above the last column use the last column (so does a defence of 0);
    /// `None` when they are below the first (the rules say what happens then).
    pub fn odds_column(&self, attack: u32, defence: u32) -> Option<usize> {
        self.columns.iter().rposition(|label| {
            odds(label).is_some_and(|(a, d)| u64::from(attack) * u64::from(d) >= u64::from(a) * u64::from(defence))
        })
    }

    /// `column` moved `by` columns (right when positive, left when negative), stopping at the first and
    /// last column.
    pub fn shift(&self, column: usize, by: i32) -> usize {
        let last = self.columns.len() as i64 - 1;
        (column as i64 + i64::from(by)).clamp(0, last) as usize
    }

    /// The row a modified die result is read on: the result itself, or the nearest row of the table.
    pub fn die_read(&self, die: i32) -> i32 {
        die.clamp(*self.dice().start(), *self.dice().end())
    }

    /// The cell for `column` and a die result after its modifiers (read on the nearest row when past the
    /// table). Panics if `column` is not below `columns().len()`.
    pub fn lookup(&self, column: usize, die: i32) -> &R {
        let row = (self.die_read(die) - self.lowest_die) as usize;
        &self.rows[row][column]
    }

    /// Reads a table from a component file: `header` is `die`, the column labels, then `source`, as given
    /// to [`table::read`]. Every problem is reported with its file and line.
    pub fn read(
        file: &str,
        text: &str,
        header: &[&str],
        parse: impl Fn(&str) -> Result<R, String>,
    ) -> Result<Self, Errors> {
        let rows = table::read(file, text, header)?;
        if rows.is_empty() {
            return Err(Errors::from(format!("{file}: no rows")));
        }
        Self::from_rows(header, &rows, parse)
    }

    /// Builds a table from rows read by [`table::read`] under `header` (`die`, the column labels,
    /// `source`). Each cell is parsed by `parse`; the die results must cover a range of numbers, each
    /// once, in any order. Every bad die, cell, source and missing die result is reported.
    pub fn from_rows(
        header: &[&str],
        rows: &[Row<'_>],
        parse: impl Fn(&str) -> Result<R, String>,
    ) -> Result<Self, Errors> {
        let mut errors = Errors::new();
        if header.len() < 3 || header[0] != "die" || header[header.len() - 1] != "source" {
            errors.push(format!(
                "a result table's header is 'die', the column labels, then 'source'; not '{}'",
                header.join(" | ")
            ));
            return Err(errors);
        }
        let labels = &header[1..header.len() - 1];
        for (i, label) in labels.iter().enumerate() {
            if labels[..i].contains(label) {
                errors.push(format!("column '{label}' appears twice in the header"));
            }
        }
        let Some(file) = rows.first().map(|r| r.file) else {
            errors.push("a result table has no rows");
            return Err(errors);
        };

        // Every die result seen, with its line; the rows whose cells all parsed.
        let mut seen: Vec<(i32, usize)> = Vec::new();
        let mut read: Vec<(i32, Vec<R>)> = Vec::new();
        for row in rows {
            if row.cells().len() != header.len() {
                errors.push(row.err(format!("{} cells, expected {}", row.cells().len(), header.len())));
                continue;
            }
            let raw_die = row.cell(0);
            let die = match raw_die.parse::<i32>() {
                Ok(d) if (-MAX_DIE..=MAX_DIE).contains(&d) => Some(d),
                Ok(d) => {
                    errors.push(row.err(format!("die {d} is out of range {}..={MAX_DIE}", -MAX_DIE)));
                    None
                }
                Err(_) => {
                    errors.push(row.err(format!("die '{raw_die}' is not a number")));
                    None
                }
            };
            errors.take(row.source());
            let mut cells = Vec::with_capacity(labels.len());
            for (i, label) in labels.iter().enumerate() {
                let raw = row.cell(i + 1);
                let cell = parse(raw).map_err(|e| row.err(format!("column '{label}' cell '{raw}': {e}")));
                cells.extend(errors.take(cell));
            }
            let Some(die) = die else { continue };
            if let Some((_, line)) = seen.iter().find(|(d, _)| *d == die) {
                errors.push(row.err(format!("die {die} already has a row (line {line})")));
                continue;
            }
            seen.push((die, row.line));
            if cells.len() == labels.len() {
                read.push((die, cells));
            }
        }
        if let (Some(lo), Some(hi)) = (seen.iter().map(|s| s.0).min(), seen.iter().map(|s| s.0).max()) {
            for die in lo..=hi {
                if !seen.iter().any(|(d, _)| *d == die) {
                    errors.push(format!("{file}: no row for die {die} (rows go from {lo} to {hi})"));
                }
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        read.sort_by_key(|(die, _)| *die);
        let lowest = read[0].0;
        let columns = labels.iter().map(|l| l.to_string()).collect();
        let cells = read.into_iter().map(|(_, cells)| cells).collect();
        ResultTable::new(columns, lowest, cells).map_err(|e| Errors::from(format!("{file}: {e}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A made-up outcome set (not any publisher's): attacker eliminated or retreats, exchange, defender
    /// retreats or eliminated.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Outcome {
        Ae,
        Ar,
        Ex,
        Dr,
        De,
    }

    fn outcome(cell: &str) -> Result<Outcome, String> {
        match cell {
            "AE" => Ok(Outcome::Ae),
            "AR" => Ok(Outcome::Ar),
            "EX" => Ok(Outcome::Ex),
            "DR" => Ok(Outcome::Dr),
            "DE" => Ok(Outcome::De),
            _ => Err("not one of AE, AR, EX, DR, DE".into()),
        }
    }

    const ODDS_HEADER: [&str; 6] = ["die", "1-2", "1-1", "2-1", "3-1", "source"];

    /// A made-up odds table for a d6, rows deliberately out of order.
    const ODDS: &str = "\
# Made up for tests; not any publisher's table.
die\t1-2\t1-1\t2-1\t3-1\tsource
1\tAE\tAR\tAR\tEX\treconstructed: test table
2\tAE\tAR\tEX\tDR\treconstructed: test table
3\tAR\tEX\tDR\tDR\treconstructed: test table
5\tEX\tDR\tDR\tDE\treconstructed: test table
4\tAR\tEX\tDR\tDE\treconstructed: test table
6\tDR\tDR\tDE\tDE\treconstructed: test table
";

    fn odds_table() -> ResultTable<Outcome> {
        ResultTable::read("crt.tsv", ODDS, &ODDS_HEADER, outcome).unwrap()
    }

    #[test]
    fn reads_a_table_and_looks_up_cells() {
        let t = odds_table();
        assert_eq!(t.columns(), ["1-2", "1-1", "2-1", "3-1"]);
        assert_eq!(t.dice(), 1..=6);
        assert_eq!(t.column("2-1"), Some(2));
        assert_eq!(*t.lookup(0, 1), Outcome::Ae);
        assert_eq!(*t.lookup(2, 4), Outcome::Dr);
        assert_eq!(*t.lookup(3, 5), Outcome::De);
        assert_eq!(*t.lookup(1, 3), Outcome::Ex);
    }

    #[test]
    fn odds_round_in_the_defenders_favour() {
        let t = odds_table();
        assert_eq!(t.odds_column(7, 3), Some(2), "7:3 is read as 2-1");
        assert_eq!(t.odds_column(6, 3), Some(2));
        assert_eq!(t.odds_column(5, 3), Some(1));
        assert_eq!(t.odds_column(2, 3), Some(0), "2:3 is read as 1-2");
        assert_eq!(t.odds_column(1, 3), None, "below the first column");
        assert_eq!(t.odds_column(40, 1), Some(3), "beyond the last column");
        assert_eq!(t.odds_column(1, 0), Some(3));
    }

    #[test]
    fn shifts_and_modifiers_stop_at_the_edges() {
        let t = odds_table();
        assert_eq!(t.shift(1, 1), 2);
        assert_eq!(t.shift(1, -1), 0);
        assert_eq!(t.shift(1, -5), 0);
        assert_eq!(t.shift(2, 9), 3);
        assert_eq!(t.shift(2, i32::MIN), 0);
        assert_eq!(t.die_read(9), 6);
        assert_eq!(t.die_read(-2), 1);
        // A 5 with +3 on the 2-1 column shifted two right: the 3-1 column, row 6.
        assert_eq!(*t.lookup(t.shift(2, 2), 5 + 3), Outcome::De);
        // A 2 with −4 on the 1-1 column shifted one left: the 1-2 column, row 1.
        assert_eq!(*t.lookup(t.shift(1, -1), 2 - 4), Outcome::Ae);
    }

    #[test]
    fn strength_brackets_with_a_d10() {
        let header = ["die", "≤0", "1", "2-3", "4-6", "7+", "source"];
        let mut text = String::from("die\t≤0\t1\t2-3\t4-6\t7+\tsource\n");
        for die in 0..=9 {
            let hits: Vec<String> = (0..5).map(|c| ((die + c) / 4).to_string()).collect();
            text.push_str(&format!("{die}\t{}\treconstructed: test table\n", hits.join("\t")));
        }
        let t = ResultTable::read("fire.tsv", &text, &header, |c| c.parse::<u8>().map_err(|e| e.to_string())).unwrap();
        assert_eq!(t.dice(), 0..=9);
        assert_eq!(t.column_for(-3), Some(0));
        assert_eq!(t.column_for(1), Some(1));
        assert_eq!(t.column_for(3), Some(2));
        assert_eq!(t.column_for(4), Some(3));
        assert_eq!(t.column_for(6), Some(3));
        assert_eq!(t.column_for(50), Some(4));
        assert_eq!(*t.lookup(t.column_for(5).unwrap(), 9), 3);
        assert_eq!(*t.lookup(4, 12), 3, "a modified 12 is read on the 9 row");
    }

    #[test]
    fn labels() {
        assert_eq!(bracket("2-3"), Some((2, 3)));
        assert_eq!(bracket("5"), Some((5, 5)));
        assert_eq!(bracket("-2"), Some((-2, -2)));
        assert_eq!(bracket("+1"), Some((1, 1)));
        assert_eq!(bracket("7+"), Some((7, i32::MAX)));
        assert_eq!(bracket("<=0"), Some((i32::MIN, 0)));
        assert_eq!(bracket(">=10"), Some((10, i32::MAX)));
        assert_eq!(bracket("3-2"), None);
        assert_eq!(bracket("x"), None);
        assert_eq!(odds("3-1"), Some((3, 1)));
        assert_eq!(odds("1:2"), Some((1, 2)));
        assert_eq!(odds("0-1"), None);
        assert_eq!(odds("7+"), None);
    }

    #[test]
    fn every_bad_cell_is_reported_with_file_and_line() {
        let text = "\
die\t1-2\t1-1\t2-1\t3-1\tsource
1\tAE\tAR\tAR\tEX\treconstructed: test table
2\tAE\tXX\tEX\tDR\treconstructed: test table
2\tAR\tEX\tDR\tDR\treconstructed: test table
x\tEX\tDR\tDR\tDE\treconstructed: test table
5\tAR\tEX\tQQ\tDE\tmy guess
";
        let errors = ResultTable::read("bad.tsv", text, &ODDS_HEADER, outcome).unwrap_err();
        assert_eq!(
            errors.0,
            vec![
                "bad.tsv line 3: column '1-1' cell 'XX': not one of AE, AR, EX, DR, DE",
                "bad.tsv line 4: die 2 already has a row (line 3)",
                "bad.tsv line 5: die 'x' is not a number",
                "bad.tsv line 6: source 'my guess' must start with 'seed L<n>', 'public:', 'public fact:', 'geography', 'reconstructed:' or 'owner:'",
                "bad.tsv line 6: column '2-1' cell 'QQ': not one of AE, AR, EX, DR, DE",
                "bad.tsv: no row for die 3 (rows go from 1 to 5)",
                "bad.tsv: no row for die 4 (rows go from 1 to 5)",
            ],
            "{errors}"
        );
    }

    #[test]
    fn a_header_without_die_and_source_is_refused() {
        let errors = ResultTable::<u8>::from_rows(&["odds", "1-1", "source"], &[], |_| Ok(0)).unwrap_err();
        assert!(errors.0[0].contains("header is 'die'"), "{errors}");
        assert!(ResultTable::read("e.tsv", "die\t1-1\tsource\n", &["die", "1-1", "source"], |_| Ok(0u8)).is_err());
        assert!(ResultTable::new(vec!["a".into()], 1, vec![vec![1u8], vec![]]).is_err());
    }
}
