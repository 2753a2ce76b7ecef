import Foundation
import Testing

/// `tandem init` gives a new user a design that checks clean, its configuration and the CI workflow, and never
/// replaces a file that is there.
@Suite struct InitTests {
    @Test func aStarterThatChecksCleanAndNothingOverwritten() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let project = dir.appendingPathComponent("My \"Shop\" app")
        let first = try runTandem(["init", project.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("create    design/app.tandem") && first.stdout.contains("create    .github/workflows/design.yml"))
        let design = project.appendingPathComponent("design")
        let check = try runTandem(["check", design.path])
        #expect(check.status == 0 && check.stdout.contains("0 errors, 0 warnings"), "\(check.stdout)")
        // Laid out as `tandem fmt` lays it out: the CI workflow it writes runs `fmt --check`.
        let laidOut = try runTandem(["fmt", "--check", design.path])
        #expect(laidOut.status == 0, "the starter is not formatted: \(laidOut.stdout)")
        #expect(try String(contentsOf: design.appendingPathComponent("app.tandem"), encoding: .utf8).contains(#"app "My \"Shop\" app""#))
        // The workflow is the one docs/ci.md shows.
        #expect(try String(contentsOf: project.appendingPathComponent(".github/workflows/design.yml"), encoding: .utf8)
                == String(contentsOf: repositoryRoot.appendingPathComponent("docs/ci/github-actions.yml"), encoding: .utf8))
        #expect(try runTandem(["generate", design.path, "-o", project.appendingPathComponent("app").path]).status == 0)

        // A second run keeps what is there, edits included.
        try "// mine\n".write(to: design.appendingPathComponent("app.tandem"), atomically: true, encoding: .utf8)
        let again = try runTandem(["init", project.path])
        #expect(again.status == 0 && again.stdout.contains("keep      design/app.tandem (already there)"))
        #expect(try String(contentsOf: design.appendingPathComponent("app.tandem"), encoding: .utf8) == "// mine\n")

        // A file where the folder should be is an error, not a crash.
        let file = dir.appendingPathComponent("plain")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let bad = try runTandem(["init", file.path])
        #expect(bad.status == 2 && !bad.crashed, "\(bad.stderr)")
    }
}

/// scripts/install.sh puts a working tandem on PATH (with an already built binary, so the test does not build a release).
@Suite struct InstallTests {
    @Test func installsAWorkingBinary() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try runProcess("/bin/bash", [repositoryRoot.appendingPathComponent("scripts/install.sh").path, dir.path],
                                 environment: ProcessInfo.processInfo.environment.merging(["TANDEM_BINARY": tandemExecutable.path]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("installed tandem 0.1.0 in \(dir.path)/bin"))
        let installed = dir.appendingPathComponent("bin/tandem").path
        let templates = try runProcess(installed, ["templates"])
        #expect(templates.status == 0 && templates.stdout.contains("ios/ScreenBase"))
        let missing = try runProcess("/bin/bash", [repositoryRoot.appendingPathComponent("scripts/install.sh").path, dir.path],
                                     environment: ProcessInfo.processInfo.environment.merging(["TANDEM_BINARY": "/nonexistent"]) { $1 })
        #expect(missing.status == 2)
    }
}
