import Foundation
import Testing

/// `tandem serve` with headless Chromium: the page shows the report, and when the design is saved it follows by
/// itself (the page reports what it shows back to the server, which prints it).
@Suite(.serialized) struct ServeTests {
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ data: Data) { lock.lock(); text += String(decoding: data, as: UTF8.self); lock.unlock() }
        var value: String { lock.lock(); defer { lock.unlock() }; return text }

        /// Waits up to `seconds` for `needle` to appear.
        func wait(for needle: String, seconds: Double = 20) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if value.contains(needle) { return true }
                usleep(50_000)
            }
            return false
        }
    }

    @Test func thePageFollowsTheDesign() throws {
        let chromium = try #require(["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                    "chromium is missing: run scripts/setup.sh")
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("examples/beating-heart"), to: design)

        let serve = Process(), output = Output(), pipe = Pipe()
        serve.executableURL = tandemExecutable
        serve.arguments = ["serve", design.path, "--interval", "0.1"]
        serve.standardOutput = pipe
        serve.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        try serve.run()
        defer { serve.terminate() }
        try #require(output.wait(for: "(Ctrl-C stops)"), "\(output.value)")
        let url = try #require(output.value.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }.map(String.init))

        // Only this machine's names are answered.
        let foreign = try runProcess("/usr/bin/curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-H", "Host: example.com", url])
        #expect(foreign.stdout == "403")
        // Another site's page is not answered; what the page says is printed on one line, escaped.
        for header in ["Origin: https://evil.example", "Origin: null", "Sec-Fetch-Site: cross-site"] {
            let crossSite = try runProcess("/usr/bin/curl", ["-s", "-g", "-o", "/dev/null", "-w", "%{http_code}", "-H", header,
                                                             url + "seen?v=9&title=%0A::error::pwned"])
            #expect(crossSite.stdout == "403", "\(header): \(crossSite.stdout)")
        }
        let escaped = try runProcess("/usr/bin/curl", ["-s", "-g", "-o", "/dev/null", "-w", "%{http_code}", "-H", "Sec-Fetch-Site: same-origin",
                                                       url + "seen?v=7&title=a%0A::error::b%1B[2J"])
        #expect(escaped.stdout == "204")
        #expect(output.wait(for: "the page shows change 7 (“a\\n::error::b\\u{1B}[2J”)"), "\(output.value)")
        #expect(!output.value.contains("pwned") && !output.value.contains("\n::error"), "\(output.value)")
        let events = try runProcess("/usr/bin/curl", ["-s", "-m", "1", url + "events"])
        #expect(events.stdout.hasPrefix("retry: 500\ndata: 1\n\n"), "\(events.stdout)")

        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: chromium)
        browser.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                             "--user-data-dir=" + dir.appendingPathComponent("profile").path, url]
        browser.standardOutput = FileHandle.nullDevice
        browser.standardError = FileHandle.nullDevice
        try browser.run()
        defer { browser.terminate() }
        #expect(output.wait(for: "the page shows change 1 (“Beating Heart — design report”)"), "\(output.value)")

        // Save a change: the report is rebuilt and the open page shows it without anyone reloading it.
        let file = design.appendingPathComponent("heart.tandem")
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "app \"Beating Heart\"", with: "app \"Beating Heart, live\"")
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(output.wait(for: "change 2: the report is rebuilt"), "\(output.value)")
        #expect(output.wait(for: "the page shows change 2 (“Beating Heart, live — design report”)"), "\(output.value)")
    }
}
