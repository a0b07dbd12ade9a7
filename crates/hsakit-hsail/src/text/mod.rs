//! HSAIL text: the lexer, the parser (text → model) and the printer (model → text).

pub mod consts;
pub mod lexer;
pub mod parser;
pub mod printer;
