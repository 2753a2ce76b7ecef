/// What may be written as a word of design text: the lexer's identifier, made from text that came from elsewhere (an
/// app's XML, a storyboard), so that such text can never be more than a word of the design it is written into.
public enum DesignText {
    /// Whether `text` reads back as one identifier: a letter, `_` or a letter of another script first, then those,
    /// digits and inner dashes, at most `Lexer.maxIdentifierBytes` bytes, and no invisible or reordering character.
    public static func isIdentifier(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= Lexer.maxIdentifierBytes, !text.hasSuffix("-"), !text.contains("--") else { return false }
        for (i, scalar) in text.unicodeScalars.enumerated() {
            if scalar == "-" { if i == 0 { return false } else { continue } }
            guard isWordScalar(scalar), i > 0 || !("0"..."9").contains(scalar) else { return false }
        }
        return true
    }

    /// `text` as an identifier: itself when it is one; else each run of other characters becomes `_`, a leading digit
    /// or nothing at all gets a `_` before it, and it is cut to the lexer's limit.
    public static func identifier(_ text: String) -> String {
        if isIdentifier(text) { return text }
        var out = ""
        var replacing = false
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                out.unicodeScalars.append(scalar)
                replacing = false
            } else if !replacing {
                out += "_"
                replacing = true
            }
        }
        if out.isEmpty || ("0"..."9").contains(out.unicodeScalars.first!) { out = "_" + out }
        while out.utf8.count > Lexer.maxIdentifierBytes { out.unicodeScalars.removeLast() }
        return out
    }

    /// ASCII letters, digits and `_`; beyond ASCII, letters, marks and digits of any script (what a design in another
    /// language uses), never a format, control, space or symbol character.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .decimalNumber: return true
        default: return false
        }
    }
}
