//! The Political Phase (4.3) and victory (16.0): national status (13.0), US Political Will (16.4), the
//! automatic and final victory checks and the yearly schedules (17.27, 17.38, 17.48).

pub mod national_status;
pub mod schedules;
pub mod victory;
