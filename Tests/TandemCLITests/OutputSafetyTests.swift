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
