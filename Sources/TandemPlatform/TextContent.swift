import TandemModel

/// What a text input holds, as the platforms' autofill, keyboards and password managers need to know it: a secure
/// field a password, a text field by its name's words (`username`, `userName`, `emailAddress`, `phone`, `website`).
/// Each target spells it (UIKit's `textContentType` and keyboard, SwiftUI's modifiers, Android's `inputType` and
/// `autofillHints`, Compose's `KeyboardOptions` and semantics `contentType`); a plain text field has none.
public enum TextContent: String, CaseIterable, Sendable {
    case username, password, email, phone, url

    /// A text field's or secure field's content; nil for other elements and for a text field its name does not place.
    public static func of(_ element: Element) -> TextContent? {
        switch element.kind {
        case .secureField: return .password
        case .textField: break
        default: return nil
        }
        let words = Naming.words(element.name).lowercased().split(separator: " ").map(String.init)
        func has(_ any: String...) -> Bool { words.contains { any.contains($0) } }
        if has("email", "mail", "e-mail") { return .email }
        if has("phone", "telephone", "tel", "mobile") { return .phone }
        if has("url", "website", "homepage", "link") { return .url }
        if has("username", "login", "userid") || (has("user") && has("name", "id")) { return .username }
        return nil
    }

}
