import Foundation
import TandemAnalysis
@testable import TandemCodegen
@testable import TandemKit
import TandemModel
import TandemPlatform
import TandemSyntax
import Testing

/// Generated code points back to the design: each screen's base class names the tasks it serves and the requirements
/// behind them, with their titles, and each action the requirements it serves; no comment names a file that the
/// generation did not make.
@Suite struct TraceCommentTests {
    @Test(arguments: ["nps-muster", "beating-heart", "news-reader", "postcodes", "field-notes", "recipes"])
    func baseClassesNameTheirTasksAndRequirements(_ example: String) throws {
        let a = analysis(of: example)
        let files = try CodeGeneration.files(for: a, targets: ["ios", "android", "swiftui"], templates: CodeGeneration.templateSet(overrides: nil))
        let byName = Dictionary(files.map { (($0.path as NSString).lastPathComponent, $0.contents) }, uniquingKeysWith: { a, _ in a })
        for screen in a.design.screens {
            let names = Projection.names(of: screen)
            let requirements = Set(screen.tasks.flatMap { a.design.task($0.name)?.satisfies.map(\.name) ?? [] })
            // An embedded screen or a pane is a Fragment on Android (of the activity it shows in).
            let android = Projection(a).androidParent(of: screen.id) == nil ? names.androidBaseClass : names.androidFragmentBase
            for base in [names.iosBaseClass + ".swift", android + ".kt", names.swiftUIModelBase + ".swift"] {
                let text = try #require(byName[base], "\(example): \(base)")
                let header = String(text.prefix(while: { $0 != "{" }))
                for t in screen.tasks { if let task = a.design.task(t.name) { #expect(header.contains("\(task.id) “\(task.title)”"), "\(base): \(task.id)") } }
                for r in a.design.requirements where requirements.contains(r.id) {
                    #expect(header.contains("\(r.id) “\(r.title)”"), "\(base): \(r.id)")
                }
                for action in screen.actions {
                    let line = text.split(separator: "\n").first { $0.contains("Action `\(action.name)`") }
                    let comment = try #require(line, "\(base): action \(action.name)")
                    for r in requirements { #expect(comment.contains(r), "\(base): \(action.name) for \(r)") }
                }
            }
        }
        // Comments name only files that exist: "Write this screen's code in LoginViewController.swift", etc.
        let made = Set(byName.keys)
        let fileName = try Regex(#"[A-Za-z0-9_]+\.(swift|kt|xml|yml|plist)\b"#)
        for file in files {
            for line in file.contents.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                || line.trimmingCharacters(in: .whitespaces).hasPrefix("*") {
                for match in line.matches(of: fileName) {
                    let name = String(line[match.range])
                    #expect(made.contains(name), "\(file.path) names \(name), which was not made")
                }
            }
        }
    }
}
