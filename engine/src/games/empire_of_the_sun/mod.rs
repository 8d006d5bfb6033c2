//! Empire of the Sun (GMT, 2021 edition), from the seed `004_a278ea6902dfa15b.txt`.
//! Rule code cites the rulebook's sections (`// EotS 9.4`).

pub mod data;
