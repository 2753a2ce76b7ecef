import Foundation
import TandemAnalysis
import TandemModel
import TandemPlatform
import TandemXML
import Testing

/// The iOS apps' texts go through the String Catalog: the code asks `String(localized: key, defaultValue: text)` and
/// the app's `Localizable.xcstrings` holds exactly those keys with the design's texts, so a language the team adds
/// there is picked up without touching generated code; no text the user sees is a literal in generated Swift.
@Suite struct LocalisationTests {
    static let lookup = try! NSRegularExpression(pattern: #"String\(localized: "((?:[^"\\]|\\.)*)", defaultValue: "((?:[^"\\]|\\.)*)"\)"#)
    /// UIKit and SwiftUI calls whose argument the user reads, given a literal.
    static let literal = try! NSRegularExpression(pattern: #"(\b(title|text|placeholder|accessibilityLabel|accessibilityHint|accessibilityValue) = "|setTitle\("|UITabBarItem\(title: "|UISegmentedControl\(items: \["|PickerEntries\(\["|Sidebar\(titles: \["|Layout\.labeled\([^,]+, "|SwiftUI\.(Text|Button|TextField|SecureField|Toggle|Stepper|Picker|DatePicker|Label)\("|\.navigationTitle\("|UIAlertController\(title: "|UIAlertAction\(title: "|UIAction\(title: ")"#)

    @Test func theScanFindsLiterals() {
        for line in ["label.text = \"Hi\"", "title = \"Home\"", "SwiftUI.Button(\"Close\") {", ".navigationTitle(\"Home\")", "Layout.labeled(sortPicker, \"Sort\")"] {
            #expect(Self.literal.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil, "\(line)")
        }
        let localized = "title = String(localized: \"title_home\", defaultValue: \"Home\")"
        #expect(Self.literal.firstMatch(in: localized, range: NSRange(localized.startIndex..., in: localized)) == nil)
    }

    @Test(arguments: ["ios", "swiftui"])
    func everyTextIsLookedUpAndTheCatalogHoldsExactlyThose(target: String) throws {
        for example in appDesigns {
            let out = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            try generate(analysis(of: example), into: out, targets: [target])
            var asked: [String: String] = [:], literals: [String] = []
            for path in tree(out) where path.hasSuffix(".swift") && !path.hasSuffix("ScreenCatalog.swift") {
                // The screen catalogue is compiled into debug builds only: a developer's list, not the app's.
                let text = try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
                let range = NSRange(text.startIndex..., in: text)
                for match in Self.lookup.matches(in: text, range: range) {
                    asked[String(text[Range(match.range(at: 1), in: text)!])] = String(text[Range(match.range(at: 2), in: text)!])
                }
                for match in Self.literal.matches(in: text, range: range) {
                    literals.append(path + ": " + String(text[Range(match.range, in: text)!]))
                }
            }
            #expect(literals.isEmpty, "\(example) \(target): \(literals)")
            let catalog = out.appendingPathComponent("\(target)/App/Localizable.xcstrings")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])
            #expect(json["sourceLanguage"] as? String == "en" && json["version"] as? String == "1.0")
            let strings = try #require(json["strings"] as? [String: [String: Any]])
            var held: [String: String] = [:]
            for (key, entry) in strings {
                let unit = ((entry["localizations"] as? [String: Any])?["en"] as? [String: Any])?["stringUnit"] as? [String: Any]
                held[key] = unit?["value"] as? String
                // A translator reads where each text shows.
                #expect((entry["comment"] as? String)?.isEmpty == false, "\(example) \(target): \(key) has no comment")
            }
            // The Info.plist texts the user reads are the team's to translate too.
            let infoPlist = out.appendingPathComponent("\(target)/App/InfoPlist.xcstrings")
            let info = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: infoPlist)) as? [String: Any])
            let infoKeys = Set((info["strings"] as? [String: Any])?.keys.map { $0 } ?? [])
            let usesMaps = analysis(of: example).design.screens.contains { $0.elements.contains { $0.kind == .map } }
            #expect(infoKeys == Set(["CFBundleDisplayName"] + (usesMaps ? ["NSLocationWhenInUseUsageDescription"] : [])), "\(example) \(target): \(infoKeys)")
            #expect(!asked.isEmpty)
            // The values compared as the Swift literal spells them: the catalog's JSON text, re-spelt.
            #expect(Set(asked.keys) == Set(held.keys), "\(example) \(target): asked but not held \(Set(asked.keys).subtracting(held.keys)), held but not asked \(Set(held.keys).subtracting(asked.keys))")
            for (key, value) in held { #expect(asked[key].map { $0 == Literal.swift(value).dropFirst().dropLast() } ?? true, "\(example) \(target): \(key)") }
        }
    }

    /// The catalog is the team's: written once, kept when the design changes (Xcode adds what the code asks for next).
    @Test func theCatalogIsTheTeams() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(analysis(of: "news-reader"), into: out, targets: ["ios"])
        let catalog = out.appendingPathComponent("ios/App/Localizable.xcstrings")
        let translated = try String(contentsOf: catalog, encoding: .utf8).replacingOccurrences(of: "\"sourceLanguage\"", with: "\"fr\": 1, \"sourceLanguage\"")
        try translated.write(to: catalog, atomically: true, encoding: .utf8)
        try generate(analysis(of: "news-reader"), into: out, targets: ["ios"])
        #expect(try String(contentsOf: catalog, encoding: .utf8) == translated)
    }

    /// Android's strings carry what a translator reads (a comment above each: where it shows), and the app offers its
    /// languages in Android 13's per-app language setting (a locale config generated from its values-* folders).
    @Test(arguments: ["android", "android-navigation", "compose"])
    func androidStringsTellTranslatorsWhereTheyShow(target: String) throws {
        for example in appDesigns {
            let out = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            try generate(analysis(of: example), into: out, targets: [target])
            let file = target == "compose" ? "tandem_strings.xml" : "strings.xml"
            let text = try String(contentsOf: out.appendingPathComponent("\(target)/tandem/src/main/res/values/\(file)"), encoding: .utf8)
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            var arrayNoted = false
            for (i, line) in lines.enumerated() where line.hasPrefix("<string") || line.hasPrefix("<item>") {
                // An array's items share the note above the array, or each has its own.
                if line.hasPrefix("<string-array") { arrayNoted = lines[i - 1].hasPrefix("<!-- "); continue }
                #expect(lines[i - 1].hasPrefix("<!-- ") || (line.hasPrefix("<item>") && arrayNoted), "\(example) \(target): no note for \(line)")
            }
            let gradle = try String(contentsOf: out.appendingPathComponent("\(target)/app/build.gradle.kts"), encoding: .utf8)
            #expect(gradle.contains("generateLocaleConfig = true"), "\(example) \(target)")
            let properties = try String(contentsOf: out.appendingPathComponent("\(target)/app/src/main/res/resources.properties"), encoding: .utf8)
            #expect(properties.contains("\nunqualifiedResLocale=en-US\n"), "\(example) \(target)")
        }
    }

    /// Text inside an XML comment can neither hold `--` nor end with `-`, whatever the design's names hold.
    @Test func translatorNotesAreValidXMLComments() {
        #expect(XMLTree.commentText("a--b---c-") == "a- -b- - -c- ")
        #expect(XMLTree.commentText("tab\there\u{1}") == "tab\there ")
        // Any mix of what needs mending and what does not: the text is kept when it is already fine.
        let pieces = ["a", "-", "--", "\t", "\u{1}", "\n", "é", "-\u{301}", " "]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let comment = XMLTree.commentText(text)
            let fine = !text.contains("--") && !text.hasSuffix("-") && !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" }
            #expect(!comment.contains("--") && !comment.hasSuffix("-"), "\(text.debugDescription)")
            #expect(!comment.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" }, "\(text.debugDescription)")
            #expect(fine == (comment == text), "\(text.debugDescription)")
        }
    }
}
