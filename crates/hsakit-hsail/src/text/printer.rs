//! Printer.
/// Prints.
pub fn print(_m: &crate::model::Module) -> String {
    String::new()
}
