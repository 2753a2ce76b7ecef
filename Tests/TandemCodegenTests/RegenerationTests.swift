import Foundation
import TandemDiagnostics
import Testing
@testable import TandemCodegen
@testable import TandemKit

/// Regeneration never loses a line a developer wrote.
@Suite struct RegenerationTests {
    let before = """
    app "Demo" { ios "org.example.demo" android "org.example.demo" }
    requirement R1 "Sign in"
    task SignIn { satisfies R1 }
    model User { name: String  func greet() -> String }
    screen Login "Login" {
      tasks SignIn
      element go: button "Go" -> go
      action go
    }
    screen Home "Home" { tasks SignIn input user: User }
    navigation { start Login  push Login -> Home on go (user: User) }
    """

    var after: String {
        before
            .replacingOccurrences(of: "  action go\n", with: "  action go\n  element help: button \"Help\" -> help\n  action help\n")
            .replacingOccurrences(of: "navigation {", with: "screen Help \"Help\" { tasks SignIn }\nnavigation {\n  modal Login -> Help on help")
    }

    /// The ledger is written by hand through the one JSON writer and read back by `JSONDecoder`: every field of every
    /// entry, and a string that needs escaping, come back as they were.
    @Test func theLedgerReadsBackAsWritten() throws {
        let files = [GeneratedFile(path: "ios/App/Info.plist", contents: "<plist/>\n", owner: .user),
                     GeneratedFile(path: "ios/Generated/A \"quoted\"\\ é.swift", contents: "final class A { func go() {} }\n", owner: .tandem)]
        let ledger = GenerationLedger(files: files, methods: [[], ["go", "stop"]])
        #expect(ledger.files.contains { $0.rendered != nil } && ledger.files.contains { $0.methods != nil })
        #expect(try JSONDecoder().decode(GenerationLedger.self, from: ledger.data()) == ledger)
        // The reader the runs use reads what JSONDecoder reads, and refuses what it refuses.
        #expect(GenerationLedger(parsing: Array(ledger.data())) == ledger)
        let text = String(decoding: ledger.data(), as: UTF8.self)
        for broken in [text.replacingOccurrences(of: "\"user\"", with: "\"nobody\""), text.replacingOccurrences(of: "\"path\"", with: "\"place\""),
                       text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": \"1\""), String(text.dropLast(3)), text + "x"] {
            #expect(GenerationLedger(parsing: Array(broken.utf8)) == nil)
            #expect((try? JSONDecoder().decode(GenerationLedger.self, from: Data(broken.utf8))) == nil)
        }
        let extra = text.replacingOccurrences(of: "\"owner\"", with: "\"later\" : [1, {\"x\": null}], \"owner\"")
        #expect(GenerationLedger(parsing: Array(extra.utf8)) == ledger)
        #expect(try JSONDecoder().decode(GenerationLedger.self, from: Data(extra.utf8)) == ledger)
    }

    /// `tandem watch` writes the ledger from the last one's text, copying each entry that is the same: the text is the
    /// document the JSON writer makes of the whole ledger, whatever was added, removed or changed since.
    @Test func aLedgerWrittenFromTheLastIsTheWholeDocument() throws {
        var random = SeededRandom(seed: 36)
        func file(_ n: Int) -> GenerationLedger.File {
            GenerationLedger.File(path: "t/\(n)\(["", " é", "\"q\""][random(3)]).swift", owner: random(2) == 0 ? .user : .tandem,
                                  methods: random(3) == 0 ? nil : (0..<random(3)).map { "m\($0)" }, rendered: random(2) == 0 ? nil : "\(random(1000))")
        }
        func whole(_ ledger: GenerationLedger) -> [UInt8] {
            JSONValue.object([("files", .array(ledger.files.map { file in
                var members: [(String, JSONValue)] = []
                if let methods = file.methods { members.append(("methods", .array(methods.map { .string($0) }))) }
                members += [("owner", .string(file.owner.rawValue)), ("path", .string(file.path))]
                if let rendered = file.rendered { members.append(("rendered", .string(rendered))) }
                return .object(members)
            })), ("version", .int(ledger.version))]).serializedBytes()
        }
        var ledger = GenerationLedger(files: [], methods: [])
        var text = ledger.serialized()
        #expect(text.bytes == whole(ledger))
        for round in 0..<40 {
            var next = ledger
            // Some entries changed, removed or added (none at all some rounds; every one, others).
            for _ in 0..<random(6) {
                switch random(3) {
                case 0 where !next.files.isEmpty: next.files[random(next.files.count)].rendered = "changed \(round)"
                case 1 where !next.files.isEmpty: next.files.remove(at: random(next.files.count))
                default: next.files.append(file(random(60)))
                }
            }
            if round % 13 == 12 { next.files = [] }
            next.files.sort { $0.path < $1.path }
            // Entries that do not match their text (another count) are not copied: the document is written whole.
            #expect(next.serialized(reusing: (ledger, text.bytes, Array(text.entries.dropLast()))).bytes == whole(next), "round \(round)")
            text = next.serialized(reusing: (ledger, text.bytes, text.entries))
            #expect(text.bytes == whole(next) && text.bytes == next.serialized().bytes, "round \(round)")
            #expect(text.entries.count == next.files.count && text.entries.allSatisfy { text.bytes[$0.lowerBound] == UInt8(ascii: "{") && text.bytes[$0.upperBound - 1] == UInt8(ascii: "}") })
            #expect(GenerationLedger(parsing: text.bytes) == next, "round \(round)")
            ledger = next
        }
    }

    @Test func userEditsSurviveADesignChange() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let first = try generate(analysis(text: before).analysis, into: out)
        #expect(first.allSatisfy { $0.action == .create })

        // The developer writes code in the files they own.
        let swiftUser = out.appendingPathComponent("ios/Screens/LoginViewController.swift")
        let kotlinUser = out.appendingPathComponent("android/app/src/main/java/org/example/demo/screens/LoginActivity.kt")
        let methods = out.appendingPathComponent("ios/Models/UserMethods.swift")
        let swiftEdit = try String(contentsOf: swiftUser, encoding: .utf8)
            .replacingOccurrences(of: "// Fill the views from the models.", with: "goButton.isEnabled = true // hand-written")
        let kotlinEdit = try String(contentsOf: kotlinUser, encoding: .utf8)
            .replacingOccurrences(of: "// Fill the views from the models.", with: "goButton.isEnabled = true // hand-written")
        let methodsEdit = try String(contentsOf: methods, encoding: .utf8).replacingOccurrences(of: "return \"\"", with: "return \"Hi \" + receiver.name")
        try swiftEdit.write(to: swiftUser, atomically: true, encoding: .utf8)
        try kotlinEdit.write(to: kotlinUser, atomically: true, encoding: .utf8)
        try methodsEdit.write(to: methods, atomically: true, encoding: .utf8)

        let baseBefore = try attributes(out.appendingPathComponent("ios/Generated/Models/User.swift"))
        let second = try generate(analysis(text: after).analysis, into: out)
        let byPath = Dictionary(uniqueKeysWithValues: second.map { ($0.path, $0.action) })

        // Hand-written code is untouched…
        #expect(try String(contentsOf: swiftUser, encoding: .utf8) == swiftEdit)
        #expect(try String(contentsOf: kotlinUser, encoding: .utf8) == kotlinEdit)
        #expect(try String(contentsOf: methods, encoding: .utf8) == methodsEdit)
        #expect(byPath["ios/Screens/LoginViewController.swift"] == .keep)
        // …the generated base classes carry the change…
        #expect(byPath["ios/Generated/Screens/LoginViewControllerBase.swift"] == .update)
        let base = try String(contentsOf: out.appendingPathComponent("ios/Generated/Screens/LoginViewControllerBase.swift"), encoding: .utf8)
        #expect(base.contains("func help()") && base.contains("func showHelp()"))
        // …new screens get both files, and untouched files are not rewritten.
        #expect(byPath["ios/Screens/HelpViewController.swift"] == .create)
        #expect(byPath["android/app/src/main/java/org/example/demo/tandem/screens/HelpActivityBase.kt"] == .create)
        #expect(byPath["ios/Generated/Models/User.swift"] == .unchanged)
        #expect(try attributes(out.appendingPathComponent("ios/Generated/Models/User.swift")) == baseBefore)
    }

    @Test func handEditedGeneratedFilesAreReportedNotClobbered() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(analysis(text: before).analysis, into: out)
        let generated = out.appendingPathComponent("ios/Generated/Screens/LoginViewControllerBase.swift")
        let edited = try String(contentsOf: generated, encoding: .utf8).replacingOccurrences(of: "func setView() {}", with: "func setView() { print(1) }")
        try edited.write(to: generated, atomically: true, encoding: .utf8)

        let entries = try generate(analysis(text: after).analysis, into: out)
        #expect(entries.first { $0.path.hasSuffix("LoginViewControllerBase.swift") }?.action == .edited)
        #expect(try String(contentsOf: generated, encoding: .utf8) == edited)

        let forced = try generateRun(analysis(text: after).analysis, into: out, force: true)
        #expect(forced.entries.first { $0.path.hasSuffix("LoginViewControllerBase.swift") }?.action == .forced)
        #expect(try String(contentsOf: generated, encoding: .utf8).contains("func showHelp()"))
        // --force keeps what it overwrote.
        let copy = try #require(forced.findings.backups.first { $0.path == "ios/Generated/Screens/LoginViewControllerBase.swift" })
        #expect(copy.copy == ".tandem/backups/ios/Generated/Screens/LoginViewControllerBase.swift")
        #expect(try String(contentsOf: out.appendingPathComponent(copy.copy), encoding: .utf8) == edited)
    }

    /// A screen removed from the design leaves orphans: Tandem's are reported and removed with --prune, the user's
    /// only reported; a renamed action leaves the user's override reported with its file and line.
    @Test func orphansAndStaleOverridesAreReported() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try generateRun(analysis(text: after).analysis, into: out)
        let user = out.appendingPathComponent("ios/Screens/LoginViewController.swift")
        #expect(try String(contentsOf: user, encoding: .utf8).contains("override func help()"))

        let renamed = before.replacingOccurrences(of: "action go", with: "action proceed").replacingOccurrences(of: "-> go", with: "-> proceed")
            .replacingOccurrences(of: "on go", with: "on proceed")
        let second = try generateRun(analysis(text: renamed).analysis, into: out)
        let orphans = Dictionary(uniqueKeysWithValues: second.findings.orphans.map { ($0.path, $0) })
        #expect(orphans["ios/Generated/Screens/HelpViewControllerBase.swift"]?.owner == .tandem)
        #expect(orphans["ios/Generated/Screens/HelpViewControllerBase.swift"]?.removed == false)
        #expect(orphans["ios/Screens/HelpViewController.swift"]?.owner == .user)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("ios/Generated/Screens/HelpViewControllerBase.swift").path))
        // `help` and `go` are gone from the base classes; the user's overrides of them are stale, on both platforms.
        let stale = Set(second.findings.staleOverrides.map { "\($0.path):\($0.line):\($0.method)" })
        #expect(stale.contains("ios/Screens/LoginViewController.swift:5:go"))
        #expect(stale.contains("ios/Screens/LoginViewController.swift:9:help"))
        #expect(stale.contains { $0.hasPrefix("android/app/src/main/java/org/example/demo/screens/LoginActivity.kt:") && $0.hasSuffix(":help") })

        let pruned = try generateRun(analysis(text: renamed).analysis, into: out, prune: true)
        let prunedTandem = pruned.findings.orphans.filter { $0.owner == .tandem }
        #expect(!prunedTandem.isEmpty && prunedTandem.allSatisfy { $0.removed })
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("ios/Generated/Screens/HelpViewControllerBase.swift").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("ios/Screens/HelpViewController.swift").path))
        #expect(pruned.findings.orphans.contains { $0.path == "ios/Screens/HelpViewController.swift" && !$0.removed })
    }

    /// A run for some targets judges only their files: after `--target all`, the default targets with --prune, or one
    /// target with --check, call nothing of the other targets an orphan and remove nothing; the ledger keeps every
    /// target's entries, so a later run of all of them still knows each file. A screen removed from the design is
    /// still pruned from the target that ran, and only from it.
    @Test func aRunForSomeTargetsLeavesTheOthersAlone() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let all = ["ios", "swiftui", "android", "android-navigation"]
        _ = try generateRun(analysis(text: after).analysis, into: out, targets: all)
        let everything = tree(out)

        let defaults = try generateRun(analysis(text: after).analysis, into: out, targets: ["ios", "android"], prune: true)
        #expect(defaults.findings.orphans.isEmpty, "\(defaults.findings.orphans.map(\.path))")
        #expect(tree(out) == everything)
        let files = try CodeGeneration.files(for: analysis(text: after).analysis, targets: ["swiftui"], templates: CodeGeneration.templateSet(overrides: nil))
        let check = try CodeGeneration.run(files, into: out.path, force: false, prune: false, dryRun: true)
        #expect(check.findings.orphans.isEmpty && check.entries.allSatisfy { $0.action == .unchanged || $0.action == .keep },
                "\(check.findings.orphans.map(\.path)) \(check.entries.filter { $0.action != .unchanged && $0.action != .keep }.map(\.path))")
        let ledger = try #require(try GenerationLedger.read(in: out.path))
        #expect(Set(ledger.files.map { String(GenerationLedger.target(of: $0.path)) }) == Set(all))

        // Help leaves the design: only the iOS run's Help files are orphans, and --prune removes only Tandem's.
        let ios = try generateRun(analysis(text: before).analysis, into: out, targets: ["ios"], prune: true)
        #expect(!ios.findings.orphans.isEmpty && ios.findings.orphans.allSatisfy { $0.path.hasPrefix("ios/") && $0.path.contains("Help") })
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("ios/Generated/Screens/HelpViewControllerBase.swift").path))
        #expect(tree(out).contains { $0.hasPrefix("android/") && $0.contains("HelpActivityBase") })
        let again = try generateRun(analysis(text: before).analysis, into: out, targets: all)
        #expect(again.findings.orphans.contains { $0.path.hasPrefix("android/") && $0.path.contains("HelpActivityBase") })
        #expect(!again.findings.orphans.contains { $0.path == "ios/Generated/Screens/HelpViewControllerBase.swift" })
    }

    /// A project file the user owns (Info.plist) is never written over; when the design changes what it should say (a
    /// deep link's URL scheme), the new version is proposed beside the output once, and the proposal goes when the
    /// user's file has caught up. The user's code (screens) is a starting point: it gets no proposals.
    @Test func projectFilesTheDesignChangesAreProposedNotOverwritten() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try generateRun(analysis(text: before).analysis, into: out, targets: ["ios"])
        let plist = out.appendingPathComponent("ios/App/Info.plist")
        let mine = try String(contentsOf: plist, encoding: .utf8).replacingOccurrences(of: "</dict>\n</plist>", with: "\t<key>MyKey</key>\n\t<true/>\n</dict>\n</plist>")
        try mine.write(to: plist, atomically: true, encoding: .utf8)

        let linked = after + "\nnavigation { deeplink \"demo://help\" -> Help }\n"
        let second = try generateRun(analysis(text: linked).analysis, into: out, targets: ["ios"])
        // The String Catalog is the team's too: the new screen's texts are proposed with it.
        #expect(second.findings.proposals.map(\.path) == ["ios/App/Info.plist", "ios/App/Localizable.xcstrings"], "\(second.findings.proposals)")
        #expect(try String(contentsOf: plist, encoding: .utf8) == mine, "the user's Info.plist is kept")
        let proposal = out.appendingPathComponent(".tandem/proposed/ios/App/Info.plist")
        let proposed = try String(contentsOf: proposal, encoding: .utf8)
        #expect(proposed.contains("<string>demo</string>") && proposed.contains("CFBundleURLSchemes"))

        // Reported once: the next run with the same design is quiet, the proposal stays until the file catches up.
        let third = try generateRun(analysis(text: linked).analysis, into: out, targets: ["ios"])
        #expect(third.findings.proposals.isEmpty && FileManager.default.fileExists(atPath: proposal.path))
        try proposed.write(to: plist, atomically: true, encoding: .utf8)
        _ = try generateRun(analysis(text: linked).analysis, into: out, targets: ["ios"])
        #expect(!FileManager.default.fileExists(atPath: proposal.path), "a proposal the user's file has taken is removed")
    }

    @Test func dryRunWritesNothing() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let files = try CodeGeneration.files(for: analysis(text: before).analysis, targets: ["ios", "android"], templates: CodeGeneration.templateSet(overrides: nil))
        let plan = try OutputWriter(outputDirectory: out.path).plan(files)
        #expect(plan.count == files.count && plan.allSatisfy { $0.action == .create })
        #expect(tree(out).isEmpty)
    }

    /// The user's overrides are read by the parsers `tandem status` uses: a commented-out override, one in a block
    /// comment or in a string is none, on both platforms.
    @Test func onlyRealOverridesAreTheUsers() {
        let swift = """
        import UIKit
        final class LoginViewController: LoginViewControllerBase {
            // override func old() { }
            /* override func older() { } */
            let note = "override func quoted()"
            override func go() {
                super.go()
            }
        }
        """
        #expect(SourceMethods.overrides(in: swift, path: "ios/Screens/LoginViewController.swift").map(\.name) == ["go"])
        #expect(SourceMethods.overrides(in: swift, path: "ios/Screens/LoginViewController.swift").first?.line == 6)
        let kotlin = """
        package org.example.demo.screens

        class LoginActivity : LoginActivityBase() {
            // override fun old() {}
            /* override fun older() {} */
            val note = "override fun quoted()"
            override fun go() {
                super.go()
            }
        }
        """
        #expect(SourceMethods.overrides(in: kotlin, path: "android/app/src/main/java/LoginActivity.kt").map(\.name) == ["go"])
    }

    @Test func checksumsDetectEditsAnywhere() {
        let file = GeneratedFile(path: "a/B.swift", contents: "line 1\nline 2\n", owner: .tandem)
        let stamped = OutputWriter.stamped(file)
        #expect(OutputWriter.isPristine(stamped))
        #expect(!OutputWriter.isPristine(stamped.replacingOccurrences(of: "line 2", with: "line 3")))
        #expect(!OutputWriter.isPristine("no marker\n"))
        let xml = OutputWriter.stamped(GeneratedFile(path: "x.xml", contents: "<a/>\n", owner: .tandem))
        #expect(xml.hasSuffix("-->\n") && OutputWriter.isPristine(xml))
    }

    @Test func checksumLinesAreStrictAndSpeakEachFormat() {
        for (path, prefix) in [("a/B.swift", "// "), ("a/b.kt", "// "), ("x.xml", "<!-- "), ("Info.plist", "<!-- "),
                               ("Generated/tandem.yml", "# "), ("gradle.properties", "# ")] {
            let stamped = OutputWriter.stamped(GeneratedFile(path: path, contents: "body\n", owner: .tandem))
            #expect(stamped.split(separator: "\n").last!.hasPrefix(prefix), "\(path)")
            #expect(OutputWriter.isPristine(stamped, path: path))
            #expect(!OutputWriter.isPristine(String(stamped.dropLast()) + " tail\n", path: path), "text after the checksum is an edit")
        }
        #expect(!OutputWriter.isPristine("", path: "a.swift"))
        #expect(!OutputWriter.isPristine("\n", path: "a.swift"))
        #expect(!OutputWriter.isPristine("body\n// tandem-checksum: 0000000000000000\n", path: "a.swift"))
    }

    /// A user's file is created in one step that fails if anything is there, so a file made meanwhile survives.
    @Test func userFilesAreCreatedExclusively() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Mine.swift").path
        #expect(try AtomicFile.create(Data("first\n".utf8), at: path))
        #expect(try !AtomicFile.create(Data("second\n".utf8), at: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["Mine.swift"], "no temporary file left")
    }

    func attributes(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }
}

/// Files are written through folders opened once, one level at a time: a link where a folder should be is refused,
/// and a folder swapped for a link after it was opened cannot redirect a write.
@Suite struct FolderHandleTests {
    @Test func aFolderSwappedForALinkDoesNotRedirectWrites() throws {
        let root = try temporaryDirectory(), elsewhere = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: elsewhere) }
        try AtomicFile.makeDirectory("ios/Screens", under: root.path)
        let folder = try AtomicFile.Folder("ios/Screens", under: root.path)
        // Someone moves the folder away and leaves a link to another place in its stead.
        try FileManager.default.moveItem(at: root.appendingPathComponent("ios/Screens"), to: root.appendingPathComponent("ios/Moved"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("ios/Screens"), withDestinationURL: elsewhere)
        try folder.write(Data("one\n".utf8), to: "A.swift")
        #expect(try folder.create(Data("two\n".utf8), at: "B.swift"))
        #expect(try !folder.create(Data("three\n".utf8), at: "B.swift"), "an existing file is never overwritten by create")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(try String(contentsOf: root.appendingPathComponent("ios/Moved/A.swift"), encoding: .utf8) == "one\n")
        #expect(try String(contentsOf: root.appendingPathComponent("ios/Moved/B.swift"), encoding: .utf8) == "two\n")
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("ios/Moved").path).sorted() == ["A.swift", "B.swift"])
        // Opening through the link is refused.
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.Folder("ios/Screens", under: root.path) }
    }
}
