import Foundation
import TandemCodegen
import TandemDiagnostics
@testable import TandemKit
import TandemPlatform
import TandemTargets
import Testing

/// `tandem watch --out` keeps the ledger and the record of the last run in memory (`KeptOutput`) and believes them
/// for every file the kernel reported no change to. After any save, and any change made to the output folder between
/// saves (a hand edit, a file touched, removed or replaced, a temporary left, the record or the ledger changed, a folder
/// added), a run with what was kept must write, report and leave what a run that reads everything from disk does.
@Suite struct KeptOutputTests {
    struct Run: Equatable {
        var entries: [String]
        var findings: [String]
    }

    static func generate(_ files: KeptContextsTests.Files, into out: URL, targets: [String], kept: (KeptContexts, KeptOutput)?) throws -> Run {
        let outcome = KeptContextsTests.load(files)
        let run = try CodeGeneration.generate(outcome.analysis, sources: outcome.sources, targets: targets,
                                              templates: CodeGeneration.templateSet(overrides: nil), into: out.path, remembers: true,
                                              kept: kept?.0, output: kept?.1)
        let findings = run.findings
        return Run(entries: run.entries.map { "\($0.path) \($0.action)" },
                   findings: findings.orphans.map { "orphan \($0.path) \($0.removed) \($0.edited)" }
                       + findings.staleOverrides.map { "stale \($0.path):\($0.line):\($0.method)" }
                       + findings.proposals.map { "proposal \($0.path)" } + findings.backups.map { "backup \($0.path)" }
                       + findings.removedTemporaries.map { "temporary \($0)" })
    }

    /// Every file below `folder` with its bytes; the record's lines without their stamps (they hold times and inodes).
    static func tree(_ folder: URL) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            var bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(path)))
            if path == UnchangedRun.path {
                bytes = Array(String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                    return fields.count == 4 ? [fields[0], fields[2], fields[3]].joined(separator: "\t") : String(line)
                }.joined(separator: "\n").utf8)
            }
            files[path] = bytes
        }
        return files
    }

    /// A change to the output folder between saves, made the same in each folder; what it was.
    static func disturb(_ folders: [URL], _ random: inout SeededRandom) throws -> String {
        let paths = try tree(folders[0]).keys.filter { !$0.hasPrefix(".tandem/") }.sorted()
        let path = paths[random(paths.count)]
        let manager = FileManager.default
        func each(_ change: (URL) throws -> Void) throws { for folder in folders { try change(folder.appendingPathComponent(path)) } }
        switch random(12) {
        case 0:
            try each { try (Data(contentsOf: $0) + Data("// mine\n".utf8)).write(to: $0) }
            return "\(path) edited"
        case 1:
            try each { try manager.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: $0.path) }
            return "\(path) touched"
        case 2:
            try each { try manager.removeItem(at: $0) }
            return "\(path) removed"
        case 3:
            try each { try Data(contentsOf: $0).write(to: $0, options: .atomic) }
            return "\(path) replaced by the same bytes"
        case 4:
            try each { try Data("left".utf8).write(to: $0.deletingLastPathComponent().appendingPathComponent(".a\(AtomicFile.temporaryMarker)1-1.tmp")) }
            return "a temporary left beside \(path)"
        case 5:
            for folder in folders { try manager.removeItem(at: folder.appendingPathComponent(UnchangedRun.path)) }
            return "the record removed"
        case 6:
            for folder in folders {
                let ledger = folder.appendingPathComponent(GenerationLedger.path)
                try Data(contentsOf: ledger).write(to: ledger, options: .atomic)
            }
            return "the ledger replaced by the same bytes"
        case 7:
            for folder in folders {
                let added = folder.appendingPathComponent(PathText.directory(of: path)).appendingPathComponent("Added")
                try manager.createDirectory(at: added, withIntermediateDirectories: true)
                try Data("x".utf8).write(to: added.appendingPathComponent("x.txt"))
            }
            return "a folder added beside \(path)"
        default:
            return "nothing"
        }
    }

    /// Saves of random edits to `name`, generated into two folders after every target was generated into both:
    /// `watch`'s targets with what was kept, and the same from disk; compared after each.
    static func saves(of name: String, files start: KeptContextsTests.Files, rounds: Int, seed: UInt64) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let kept = dir.appendingPathComponent("kept"), disk = dir.appendingPathComponent("disk")
        let all = Targets.bundled.map(\.name), targets = CodeGeneration.defaultTargets
        var files = start
        var random = SeededRandom(seed: seed)
        for folder in [kept, disk] { _ = try generate(files, into: folder, targets: all, kept: nil) }
        let output = KeptOutput(), contexts = KeptContexts()
        var outcome = KeptContextsTests.load(files)
        for round in 0..<rounds {
            let (edited, what) = round % 3 == 2 ? (files, "no edit") : KeptContextsTests.edit(files, outcome, &random, round: round)
            let next = KeptContextsTests.load(edited)
            guard !next.engine.hasErrors else { continue }
            (files, outcome) = (edited, next)
            let disturbed = round == 0 ? "nothing" : try disturb([kept, disk], &random)
            let a = try generate(files, into: kept, targets: targets, kept: (contexts, output))
            let b = try generate(files, into: disk, targets: targets, kept: nil)
            let comment = "\(name), round \(round): \(what), \(disturbed)"
            #expect(a == b, "\(comment)")
            let (left, right) = (try tree(kept), try tree(disk))
            #expect(left.keys.sorted() == right.keys.sorted(), "\(comment)")
            for (path, bytes) in left where right[path] != bytes { Issue.record("\(path) differs: \(comment)") }
        }
        // Not a test that cannot fail by never believing what was kept.
        #expect(output.taken * 2 > rounds, "\(name): \(output.taken) of \(rounds) runs read what was kept")
    }

    #if os(Linux)
    /// A folder above the output folder replaced (a link to one checkout switched to another) leads the same path to
    /// other files, and no watch on the folders below sees it: what was kept is not believed, and a file missing there
    /// is made again.
    @Test func aFolderAboveTheOutputReplacedIsSeen() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let manager = FileManager.default
        let link = dir.appendingPathComponent("current"), out = link.appendingPathComponent("out")
        try manager.createDirectory(at: dir.appendingPathComponent("a"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: link.path, withDestinationPath: "a")
        var files = try KeptContextsTests.bundled("recipes")
        let output = KeptOutput(), targets = CodeGeneration.defaultTargets
        _ = try Self.generate(files, into: out, targets: targets, kept: (KeptContexts(), output))
        let second = try Self.generate(files, into: out, targets: targets, kept: (KeptContexts(), output))
        #expect(output.taken == 1 && second.entries.allSatisfy { !$0.hasSuffix(" create") })
        // The other checkout: a copy of this one, a screen's file of Tandem's and one of yours gone from it (files that
        // are taken as they were unless their input or the disk says otherwise).
        try manager.copyItem(at: dir.appendingPathComponent("a"), to: dir.appendingPathComponent("b"))
        let paths = try Self.tree(out).keys.sorted()
        let gone = try ["ios/Generated/Screens/", "ios/Screens/"].map { folder in try #require(paths.first { $0.hasPrefix(folder) }) }
        for path in gone { try manager.removeItem(at: dir.appendingPathComponent("b/out").appendingPathComponent(path)) }
        try manager.removeItem(at: link)
        try manager.createSymbolicLink(atPath: link.path, withDestinationPath: "b")
        let key = files.keys.sorted()[0]
        files[key]! += "\n// saved again\n"
        let third = try Self.generate(files, into: out, targets: targets, kept: (KeptContexts(), output))
        for path in gone { #expect(third.entries.contains("\(path) create"), "\(path)") }
        #expect(output.taken == 1)
    }

    /// Only a folder on a file system the kernel sees every change to is watched: not /proc (nor a network share).
    @Test func onlyLocalFileSystemsAreBelieved() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(KeptOutput.isLocal(dir.path))
        #expect(!KeptOutput.isLocal("/proc") && !KeptOutput.isLocal(dir.appendingPathComponent("missing").path))
    }

    @Test(arguments: ["nps-muster", "recipes", "news-reader"])
    func eachRunLeavesWhatARunFromDiskLeaves(design: String) throws {
        try Self.saves(of: design, files: KeptContextsTests.bundled(design), rounds: 24, seed: 0x5EED ^ UInt64(design.utf8.count))
    }
    #endif
}
