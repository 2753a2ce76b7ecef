import Foundation
import Testing
import TandemKit

/// Reading stays inside the design: a design cannot make Tandem read, and quote into reports that CI uploads, files
/// elsewhere on the machine; walking its folder never leaves it; special files are named for what they are.
@Suite struct InputSafetyTests {
    @Test func importsOutsideTheDesignAreRefusedUnreadAndUnquoted() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        let secret = dir.appendingPathComponent("secret.txt")
        try "TOKEN=hunter2 {\n".write(to: secret, atomically: true, encoding: .utf8)
        try """
        import "../secret.txt"
        import "/proc/self/environ"
        requirement R1 "One"
        task T1 "One" { satisfies R1 }
        screen Home "Home" { tasks T1 }
        navigation { start Home }
        """.write(to: design.appendingPathComponent("app.tandem"), atomically: true, encoding: .utf8)
        for format in ["human", "json", "sarif"] {
            let run = try runTandem(["check", design.path, "--format", format])
            #expect(run.status == 1, "\(format): \(run.stderr)")
            #expect(run.stdout.contains("TD024") && run.stdout.contains("secret.txt") && run.stdout.contains("/proc/self/environ"))
            #expect(!run.stdout.contains("hunter2") && !run.stderr.contains("hunter2"), "\(format) quotes the file")
        }
        for command in [["graph", design.path], ["trace", design.path]] {
            let run = try runTandem(command)
            #expect(!run.stdout.contains("hunter2") && !run.stderr.contains("hunter2"))
        }
        // Trusting the design reads it (and its lines may then be quoted).
        let trusted = try runTandem(["check", design.path, "--allow-outside"])
        #expect(!trusted.stdout.contains("TD024") && trusted.stdout.contains("hunter2"))
    }

    @Test func aConfigurationLinkedFromOutsideIsNotRead() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try "requirement R1 \"One\"\ntask T1 { satisfies R1 }\nscreen Home { tasks T1 }\nnavigation { start Home }\n"
            .write(to: design.appendingPathComponent("app.tandem"), atomically: true, encoding: .utf8)
        let secret = dir.appendingPathComponent("secret.json")
        try "{\"hunter2\": 1}\n".write(to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: design.appendingPathComponent("tandem.json").path, withDestinationPath: secret.path)
        let run = try runTandem(["check", design.path])
        #expect(run.status == 2 && run.stderr.contains("outside the design's folder"), "\(run.stderr)")
        #expect(!(run.stdout + run.stderr).contains("hunter2"))
        // Named on the command line, it is read (and its mistake reported).
        let named = try runTandem(["check", design.path, "--config", secret.path])
        #expect(named.status == 2 && named.stderr.contains("unknown key 'hunter2'"), "\(named.stderr)")
        // A link to a file inside the folder is the design's own.
        try FileManager.default.removeItem(at: design.appendingPathComponent("tandem.json"))
        try "{\"strict\": true}\n".write(to: design.appendingPathComponent("real.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: design.appendingPathComponent("tandem.json").path, withDestinationPath: "real.json")
        #expect(try runTandem(["check", design.path]).status == 0)
    }

    @Test func walkingTheDesignFolderNeverLeavesIt() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "requirement R1 \"One\"\ntask T1 { satisfies R1 }\nscreen Home { tasks T1 }\nnavigation { start Home }\n"
            .write(to: design.appendingPathComponent("app.tandem"), atomically: true, encoding: .utf8)
        let outside = dir.appendingPathComponent("outside.tandem")
        try "requirement OUTSIDE \"Should not be read\"\n".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: design.appendingPathComponent("root").path, withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: design.appendingPathComponent("sub/up").path, withDestinationPath: "../..")
        try FileManager.default.createSymbolicLink(atPath: design.appendingPathComponent("loop").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: design.appendingPathComponent("stolen.tandem").path, withDestinationPath: outside.path)
        let start = Date()
        let run = try runTandem(["check", design.path, "--format", "json"], timeout: 20)
        #expect(Date().timeIntervalSince(start) < 20 && !run.crashed)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(!run.stdout.contains("OUTSIDE"))
    }

    @Test func specialFilesAreNamedForWhatTheyAre() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe.tandem").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let pipe = try runTandem(["check", fifo], timeout: 20)
        #expect(pipe.status == 2 && (pipe.stdout + pipe.stderr).contains("named pipe"), "\(pipe.stdout)\(pipe.stderr)")
        let zero = try runTandem(["check", "/dev/zero"], timeout: 20)
        let said = zero.stdout + zero.stderr
        #expect(zero.status == 2 && said.contains("device") && !said.contains("permission"), "\(said)")
    }

    /// One-character paths (`a`, `.`, `x/`): Foundation's `deletingLastPathComponent` traps on them on Linux, so
    /// Tandem takes paths apart itself. Every command that reads a design or writes a file runs on them.
    @Test func oneCharacterPaths() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("examples/recipes/recipes.tandem"), to: dir.appendingPathComponent("r"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("d"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: dir.appendingPathComponent("r"), to: dir.appendingPathComponent("d/x.tandem"))
        let missing = try runTandem(["check", "a"], in: dir)
        #expect(missing.status == 2 && missing.stdout.contains("TD020") && !missing.crashed, "\(missing.stdout)\(missing.stderr)")
        for command in [["check", "r"], ["check", "d"], ["check", "d/"], ["fmt", "--check", "r"], ["export", "json", "r", "-o", "j"], ["export", "android-nav", "r", "-o", "n"],
                        ["generate", "r", "-o", "o", "--target", "ios"], ["graph", "r", "-o", "g"], ["trace", "r", "-o", "t"], ["report", "r", "-o", "h"]] {
            let run = try runTandem(command, in: dir)
            #expect(run.status == 0 && !run.crashed, "\(command): \(run.stdout)\(run.stderr)")
        }
        for written in ["j", "n", "o", "g", "t", "h"] { #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(written).path), "\(written)") }
        #expect(PathText.directory(of: "a") == "" && PathText.directory(of: "x/") == "" && PathText.directory(of: "/a") == "/"
                && PathText.directory(of: "a/b/") == "a" && PathText.directory(of: "a//b") == "a" && PathText.directory(of: "/") == "/")
        #expect(PathText.directory(of: "//") == "/" && PathText.directory(of: "é/ü/") == "é" && PathText.directory(of: "/é//ü") == "/é"
                && PathText.directory(of: "") == "" && PathText.directory(of: "a/b/c.swift") == "a/b")
    }
}
