import Foundation

/// One code-generation target, as its `target.json` describes it: which files to make from which templates,
/// once per app, screen or model. A new target is a folder with a `target.json` and its templates: no Swift.
///
/// ```json
/// { "name": "ios", "description": "…", "language": "swift",
///   "files": [ { "template": "ScreenBase", "each": "screen", "path": "Generated/{{screen.native.baseClass}}.swift",
///                "owner": "tandem", "when": "isList" } ] }
/// ```
public struct TargetDefinition: Sendable, Equatable {
    public enum Scope: String, Sendable, Codable {
        case app, screen, model, `enum`
    }

    /// Who owns a file: Tandem rewrites its own on every run; a user file is created once and never touched again.
    public enum Owner: String, Sendable, Codable {
        case tandem, user
    }

    public struct FileSpec: Sendable, Codable, Equatable {
        /// A template name (file `NAME.mustache` beside target.json), or a built-in writer of the target's adapter
        /// (`TargetCode.builtins`: the Android targets' `android-layout`, `android-manifest`, `android-strings`,
        /// `android-menu`, `android-navigation-graph`).
        public var template: String?
        public var builtin: String?
        public var each: Scope
        /// A Mustache template for the output path, relative to the target's output folder.
        public var path: String
        public var owner: Owner
        /// Only for items whose context has this boolean set (`isList`, `isTabs`, …); `!name` negates.
        public var when: String?
    }

    public var name: String
    public var description: String
    public var language: String
    /// Another target whose templates this one may use by name (its own of the same name win): a Java target
    /// shares the Kotlin target's Gradle and resource templates and writes only its sources.
    public var extends: String?
    /// Switches that templates read as `{{#target.NAME}}` and built-in writers obey: `singleActivity` (one host
    /// Activity showing Fragments through a navigation graph) lets a target share the Activities target's templates;
    /// `twoPanes` (a split view's list and detail are Fragments of its screen, side by side in a SlidingPaneLayout)
    /// makes the built-in layouts and manifest follow: a split's layout, no activity for a pane.
    public var flags: [String] = []
    public var files: [FileSpec]

    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    public static func parse(_ data: Data, origin: String) throws -> TargetDefinition {
        struct Raw: Codable {
            var name: String
            var description: String?
            var language: String?
            var extends: String?
            var flags: [String]?
            var files: [FileSpec]
        }
        let raw: Raw
        do { raw = try JSONDecoder().decode(Raw.self, from: data) } catch let error as DecodingError {
            throw Problem(description: "\(origin): \(Self.describe(error))")
        } catch {
            throw Problem(description: "\(origin): not valid JSON")
        }
        for (i, file) in raw.files.enumerated() {
            if (file.template == nil) == (file.builtin == nil) {
                throw Problem(description: "\(origin): files[\(i)] needs exactly one of 'template' or 'builtin'")
            }
        }
        return TargetDefinition(name: raw.name, description: raw.description ?? "", language: raw.language ?? "",
                                extends: raw.extends, flags: raw.flags ?? [], files: raw.files)
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)'" + path(context.codingPath)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.debugDescription + path(context.codingPath)
        case .dataCorrupted(let context):
            return context.debugDescription + path(context.codingPath)
        @unknown default:
            return "invalid target definition"
        }
    }

    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty ? "" : " at " + codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
