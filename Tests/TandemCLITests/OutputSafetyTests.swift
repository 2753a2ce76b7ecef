import Foundation
import Testing

/// Writes stay inside the output folder and never lose a line, tried as an attacker and a careless user would,
/// through the built executable.
@Suite struct OutputSafetyTests {
    let design = "examples/beating-heart"

    func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    @Test func anEmptyOutputPathIsAUsageError() throws {
        for arguments in [["generate", design, "--out", ""], ["graph", design, "--all", "-o", ""],
                          ["report", design, "-o", ""], ["trace", design, "-o", ""]] {
            let run = try runTandem(arguments)
            #expect(run.status == 2 && !run.crashed, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("empty"), "\(arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/ios") && !FileManager.default.fileExists(atPath: "/android"))
    }

    @Test func linksInsideTheOutputFolderAreNeverFollowed() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out"), elsewhere = dir.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("ios"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        // A folder link: files would land in `elsewhere`.
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("ios/Generated").path, withDestinationPath: elsewhere.path)
        let run = try runTandem(["generate", design, "--out", out.path])
        #expect(run.status == 2 && run.stderr.contains("link") && run.stderr.contains("ios/Generated"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)

        // A file link where Tandem would write: neither followed nor replaced.
        try FileManager.default.removeItem(at: out.appendingPathComponent("ios/Generated"))
        let target = dir.appendingPathComponent("target.txt")
        try write("precious\n", target)
        try FileManager.default.createDirectory(at: out.appendingPathComponent("ios/Generated"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("ios/Generated/TandemSupport.swift").path,
                                                   withDestinationPath: target.path)
        let again = try runTandem(["generate", design, "--out", out.path])
        #expect(again.status == 2 && again.stderr.contains("TandemSupport.swift") && again.stderr.contains("link"), "\(again.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: out.appendingPathComponent("ios/Generated/TandemSupport.swift").path) == target.path)
    }

    /// The manifest in an output folder is input like any other (a pull request can change it, and put links beside
    /// it): an entry under a folder link is never read or pruned through the link, a linked manifest is not read, and
    /// an entry naming a place outside the folder is refused with a message.
    @Test func pruneNeverReachesThroughALinkOrOutOfTheFolder() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out"), elsewhere = dir.appendingPathComponent("elsewhere")
        #expect(try runTandem(["generate", design, "--out", out.path]).status == 0)
        // A pristine Tandem file outside the output folder, as prune would remove it: a body and its checksum line.
        let support = try String(contentsOf: out.appendingPathComponent("ios/Generated/TandemSupport.swift"), encoding: .utf8)
        try write(support, elsewhere.appendingPathComponent("TandemSupport.swift"))
        // (Under a target this run makes: a run judges only its targets' entries.)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("ios/linked").path, withDestinationPath: elsewhere.path)
        let manifestURL = out.appendingPathComponent(".tandem/manifest.json")
        let original = try String(contentsOf: manifestURL, encoding: .utf8)
        func entry(_ path: String) -> String { "\"files\": [\n    {\n      \"owner\": \"tandem\",\n      \"path\": \"\(path)\"\n    },\n" }
        try write(original.replacingOccurrences(of: "\"files\": [\n", with: entry("ios/linked/TandemSupport.swift")), manifestURL)
        let run = try runTandem(["generate", design, "--out", out.path, "--prune"])
        #expect(run.status == 2 && !run.crashed && run.stderr.contains("linked") && run.stderr.contains("link"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("TandemSupport.swift").path), "pruned through a link")

        // The file itself a link: the link is not followed, and not removed as if it were Tandem's file.
        try FileManager.default.removeItem(at: out.appendingPathComponent("ios/linked"))
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("ios/Gone.swift").path,
                                                   withDestinationPath: elsewhere.appendingPathComponent("TandemSupport.swift").path)
        try write(original.replacingOccurrences(of: "\"files\": [\n", with: entry("ios/Gone.swift")), manifestURL)
        let linkedFile = try runTandem(["generate", design, "--out", out.path, "--prune"])
        #expect(linkedFile.status == 2 && linkedFile.stderr.contains("Gone.swift") && linkedFile.stderr.contains("link"), "\(linkedFile.stderr)")
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("TandemSupport.swift").path))
        try FileManager.default.removeItem(at: out.appendingPathComponent("ios/Gone.swift"))

        // Entries that name no place inside the folder.
        for bad in ["../elsewhere/TandemSupport.swift", "/etc/passwd", "a//b.swift", "./x.swift", ""] {
            try write(original.replacingOccurrences(of: "\"files\": [\n", with: entry(bad)), manifestURL)
            let refused = try runTandem(["generate", design, "--out", out.path, "--prune"])
            #expect(refused.status == 2 && !refused.crashed && refused.stderr.contains("manifest"), "\(bad): \(refused.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("TandemSupport.swift").path))

        // A manifest that is a link is refused before anything is written.
        try write(original.replacingOccurrences(of: "\"files\": [\n", with: entry("../elsewhere/TandemSupport.swift")),
                  elsewhere.appendingPathComponent("manifest.json"))
        try FileManager.default.removeItem(at: manifestURL)
        try FileManager.default.createSymbolicLink(atPath: manifestURL.path, withDestinationPath: elsewhere.appendingPathComponent("manifest.json").path)
        let linkedManifest = try runTandem(["generate", design, "--out", out.path, "--prune"])
        #expect(linkedManifest.status == 2 && !linkedManifest.crashed && linkedManifest.stderr.contains("refusing to read"), "\(linkedManifest.stderr)")
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("TandemSupport.swift").path))
    }

    @Test func anythingButAPristineFileIsAHandEditAndKept() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runTandem(["generate", design, "--out", dir.path]).status == 0)
        let empty = dir.appendingPathComponent("ios/Generated/TandemSupport.swift")
        let appended = dir.appendingPathComponent("ios/Generated/AppNavigation.swift")
        try write("", empty)
        let withTail = try String(contentsOf: appended, encoding: .utf8).dropLast() + " // and my note\n"
        try write(String(withTail), appended)
        let run = try runTandem(["generate", design, "--out", dir.path])
        #expect(run.status == 1 && !run.crashed, "\(run.stderr)")
        #expect(run.stderr.contains("TandemSupport.swift was edited by hand") && run.stderr.contains("AppNavigation.swift was edited by hand"))
        #expect(try String(contentsOf: empty, encoding: .utf8).isEmpty)
        #expect(try String(contentsOf: appended, encoding: .utf8) == String(withTail))
    }

    @Test func interruptedRunsAreCleanedUpAndConcurrentRunsRefused() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runTandem(["generate", design, "--out", dir.path]).status == 0)
        let leftover = dir.appendingPathComponent("ios/Generated/.AppNavigation.swift.tandem-99999-7.tmp")
        try write("half a fi", leftover)
        let run = try runTandem(["generate", design, "--out", dir.path])
        #expect(run.status == 0 && run.stderr.contains("removed") && run.stderr.contains(".AppNavigation.swift.tandem-99999-7.tmp"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: leftover.path))

        // Another run holds the folder's lock: this one refuses instead of racing it.
        let fd = open(dir.appendingPathComponent(".tandem/lock").path, O_RDWR)
        #expect(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
        let blocked = try runTandem(["generate", design, "--out", dir.path])
        close(fd)
        #expect(blocked.status == 2 && blocked.stderr.contains("another tandem is generating"), "\(blocked.stderr)")
        #expect(try runTandem(["generate", design, "--out", dir.path]).status == 0)
    }

    @Test func ioErrorsAreOneSentenceNamingThePath() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a-file")
        try write("x\n", file)
        let dangling = dir.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: dir.appendingPathComponent("nowhere").path)
        let cases: [([String], String)] = [
            (["generate", design, "--out", file.path], file.path),
            (["generate", design, "--out", file.path + "/sub"], file.path),
            (["generate", design, "--out", dangling.path], dangling.path),
            (["graph", design, "--all", "-o", file.path], file.path),
            (["report", design, "-o", file.path], file.path),
            (["generate", design, "--out", "/proc/self/tandem-out"], "/proc/self/tandem-out"),
        ]
        for (arguments, path) in cases {
            let run = try runTandem(arguments)
            #expect(run.status == 2 && !run.crashed, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(path), "\(arguments): \(run.stderr)")
            #expect(!run.stderr.contains("NSCocoaErrorDomain") && !run.stderr.contains("UserInfo"), "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "one sentence: \(run.stderr)")
        }
    }
}
