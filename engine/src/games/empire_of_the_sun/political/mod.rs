//! The Political Phase (EotS 4.3) and victory (16.0): national status (13.0) and US Political Will
//! (16.4), then the automatic victory checks made after every play and the final one at the scenario's
//! end (16.1, 17.10.7), with the yearly scenarios' victory point schedules (17.27, 17.38, 17.48).

pub mod national_status;
pub mod political_will;
pub mod schedules;
pub mod victory;
