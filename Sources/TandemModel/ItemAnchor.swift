/// Where a design item lives in the HTML report: its element id (`screen-Login`) and the link to it. Diagrams use
/// the same links, so a node clicked in an embedded SVG lands on the item's definition.
public enum ItemAnchor {
    public static func id(_ kind: String, _ item: String) -> String { kind + "-" + item }

    /// `#screen-Login`, percent-encoding anything outside ASCII letters, digits, `-` and `_`.
    public static func href(_ kind: String, _ item: String) -> String {
        var out = "#"
        for byte in id(kind, item).utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII, c.isLetter || c.isNumber || c == "-" || c == "_" {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
