//! Image and sampler initializers (7.1.7 image creation, 7.1.8 sampler creation; properties
//! per geometry L18249–L18266): which properties a geometry needs or forbids, depth channel
//! orders, and unnormalized sampler coordinates. Messages and their order are `HSAILasm`'s;
//! they are reported at the start of the constant.

/// The properties written in an image constant (`None` when absent).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ImageProps {
    /// Geometry (BRIG value).
    pub geometry: Option<u8>,
    /// Width.
    pub width: Option<u64>,
    /// Height.
    pub height: Option<u64>,
    /// Depth.
    pub depth: Option<u64>,
    /// Array size.
    pub array: Option<u64>,
    /// Channel type (BRIG value).
    pub channel_type: Option<u8>,
    /// Channel order (BRIG value).
    pub channel_order: Option<u8>,
}

/// Channel orders `depth` and `depth_stencil` (BRIG values, `CHANNEL_ORDERS`).
const DEPTH_ORDERS: [u8; 2] = [18, 19];

/// The first rule an image constant breaks, if any.
pub(crate) fn image_error(p: &ImageProps) -> Option<&'static str> {
    let g = match p.geometry {
        Some(g) => g,
        None => return Some("Missing image geometry"),
    };
    // 1d 2d 3d 1da 2da 1db 2ddepth 2dadepth.
    let needs_height = matches!(g, 1 | 2 | 4 | 6 | 7);
    let needs_depth = g == 2;
    let needs_array = matches!(g, 3 | 4 | 7);
    if p.width.is_none() {
        return Some("Missing image width");
    }
    match (needs_height, p.height.is_some()) {
        (true, false) => return Some("Missing image height"),
        (false, true) => return Some("Image height cannot be specified for this image geometry"),
        _ => {}
    }
    match (needs_depth, p.depth.is_some()) {
        (true, false) => return Some("Missing image depth"),
        (false, true) => return Some("Image depth cannot be specified for this image geometry"),
        _ => {}
    }
    match (needs_array, p.array.is_some()) {
        (true, false) => return Some("Missing image array"),
        (false, true) => return Some("Image array cannot be specified for this image geometry"),
        _ => {}
    }
    if p.channel_type.is_none() {
        return Some("Missing image channel type");
    }
    let Some(order) = p.channel_order else {
        return Some("Missing image channel order");
    };
    let depth_geometry = matches!(g, 6 | 7);
    if depth_geometry != DEPTH_ORDERS.contains(&order) {
        return Some("Incompatible image channel order and geometry");
    }
    None
}

/// The first rule a sampler constant breaks: the message, and whether it is reported at the
/// closing parenthesis (a missing property) rather than at the constant.
pub(crate) fn sampler_error(
    coord: Option<u8>,
    filter: Option<u8>,
    addressing: Option<u8>,
) -> Option<(&'static str, bool)> {
    let Some(coord) = coord else {
        return Some(("coord value missing", true));
    };
    if filter.is_none() {
        return Some(("filter value missing", true));
    }
    let Some(addressing) = addressing else {
        return Some(("addressing value missing", true));
    };
    // Unnormalized coordinates (0) allow undefined, clamp_to_edge and clamp_to_border.
    (coord == 0 && addressing > 2).then_some((
        "Unnormalized coordinates mode requires 'edge', 'border' or 'undefined' addressing",
        false,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected messages from the hsail-negative corpus (image_init_all_values,
    // image_init_order, sampler_init_values) and HSAILasm probes.
    #[test]
    fn image_rules_in_hsailasm_order() {
        let full = ImageProps {
            geometry: Some(1),
            width: Some(2),
            height: Some(1),
            depth: None,
            array: None,
            channel_type: Some(2),
            channel_order: Some(1),
        };
        assert_eq!(image_error(&full), None);
        let no_h = ImageProps {
            height: None,
            ..full
        };
        assert_eq!(image_error(&no_h), Some("Missing image height"));
        let depth_order = ImageProps {
            channel_order: Some(18),
            ..full
        };
        assert_eq!(
            image_error(&depth_order),
            Some("Incompatible image channel order and geometry")
        );
        let no_type = ImageProps {
            channel_type: None,
            channel_order: None,
            ..full
        };
        assert_eq!(image_error(&no_type), Some("Missing image channel type"));
    }

    #[test]
    fn sampler_rules() {
        assert_eq!(
            sampler_error(Some(1), Some(0), None),
            Some(("addressing value missing", true))
        );
        assert!(sampler_error(Some(0), Some(0), Some(3)).is_some());
        assert_eq!(sampler_error(Some(0), Some(0), Some(1)), None);
    }
}
