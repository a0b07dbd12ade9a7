//! Lowercase (or uppercase) hexadecimal byte strings, as the manifests store buffer contents.

/// Decodes a hex string of even length into bytes; `Err` names the first bad character offset.
pub fn decode(s: &str) -> Result<Vec<u8>, String> {
    let b = s.as_bytes();
    if !b.len().is_multiple_of(2) {
        return Err(format!("odd number of hex digits ({})", b.len()));
    }
    let digit = |i: usize| -> Result<u8, String> {
        let c = b.get(i).copied().unwrap_or(b'?');
        match c {
            b'0'..=b'9' => Ok(c - b'0'),
            b'a'..=b'f' => Ok(c - b'a' + 10),
            b'A'..=b'F' => Ok(c - b'A' + 10),
            _ => Err(format!(
                "expected a hex digit at character {i}, found {:?}",
                char::from(c)
            )),
        }
    };
    (0..b.len() / 2)
        .map(|i| Ok(digit(2 * i)? << 4 | digit(2 * i + 1)?))
        .collect()
}

/// Encodes bytes as lowercase hex.
pub fn encode(bytes: &[u8]) -> String {
    const D: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for &x in bytes {
        s.push(char::from(D[usize::from(x >> 4)]));
        s.push(char::from(D[usize::from(x & 15)]));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_errors() {
        assert_eq!(decode("00ff7A").unwrap(), vec![0, 255, 0x7a]);
        assert_eq!(encode(&[0, 255, 0x7a]), "00ff7a");
        assert!(decode("abc").unwrap_err().contains("odd"));
        assert!(decode("0g").unwrap_err().contains("character 1"));
        assert_eq!(decode("").unwrap(), Vec::<u8>::new());
    }
}
