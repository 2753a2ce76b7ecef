import Foundation

/// Graphviz's `dot` executable, which lays out and renders the DOT that Tandem writes itself.
public enum Graphviz {
    public static let installHint =
        "install Graphviz to render it (Debian/Ubuntu: apt-get install graphviz; macOS: brew install graphviz)"

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// `$TANDEM_DOT` if set, else `dot` on `$PATH`.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let explicit = environment["TANDEM_DOT"] {
            return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
        }
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = String(directory) + "/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// How long `dot` may take on one diagram before it is stopped: `$TANDEM_GRAPHVIZ_TIMEOUT` seconds, else 120.
    public static func defaultTimeout(environment: [String: String] = ProcessInfo.processInfo.environment) -> TimeInterval {
        environment["TANDEM_GRAPHVIZ_TIMEOUT"].flatMap(TimeInterval.init).map { max(0.1, $0) } ?? 120
    }

    /// The `dot` processes running now, so they end with Tandem (see `stopAll`).
    nonisolated(unsafe) static var running = Set<Int32>()
    static let runningLock = NSLock()

    /// Stops every `dot` this process started: called when Tandem is interrupted or terminated, so no layout keeps
    /// running as an orphan.
    public static func stopAll() {
        runningLock.lock()
        let pids = running
        runningLock.unlock()
        for pid in pids { kill(pid, SIGKILL) }
    }

    /// Makes SIGINT, SIGTERM and SIGHUP stop the running `dot`s before Tandem exits with 128 + the signal: once, before
    /// the first `dot` starts (not at every start: the handlers start a thread of the dispatch library's, a tenth of
    /// `tandem --version`, and a Tandem that runs no `dot` has nothing to stop).
    static let stopsWithTandem: Void = {
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)
            // A queue of its own (an overcommitting one): the global pool's threads may all be blocked reading dot's
            // output, and the stop must not wait for one.
            let source = DispatchSource.makeSignalSource(signal: sig, queue: signalQueue)
            source.setEventHandler {
                runningLock.lock()
                stopping = true
                runningLock.unlock()
                stopAll()
                exit(128 + sig)
            }
            source.resume()
            signalSources.append(source)
        }
    }()

    nonisolated(unsafe) static var signalSources: [any DispatchSourceSignal] = []
    static let signalQueue = DispatchQueue(label: "tandem.signals")
    /// Tandem is ending on a signal: the `dot` it stopped did not fail, and the handler's exit status is the one to give.
    nonisolated(unsafe) static var stopping = false

    /// Waits for the signal handler's exit, which is under way: reporting its `dot` as failed would race it to
    /// exit with another status.
    static func parkIfStopping() {
        runningLock.lock()
        let isStopping = stopping
        runningLock.unlock()
        guard isStopping else { return }
        while true { sleep(60) }
    }

    /// Runs `dot -T<format>` on the text; the rendered bytes, or a failure carrying dot's own message. A `dot` that
    /// runs longer than `timeout` seconds is stopped.
    public static func render(_ dotText: String, format: String, executable: String,
                              timeout: TimeInterval = defaultTimeout()) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-T" + format]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        // Writing to a dot that already exited raises SIGPIPE, which would end the whole process.
        signal(SIGPIPE, SIG_IGN)
        _ = stopsWithTandem
        // Told when dot exits, rather than asking every few milliseconds (each ask could add its interval to the wait).
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch {
            throw Failure(description: "cannot run \(executable): \(error.localizedDescription)")
        }
        let pid = process.processIdentifier
        runningLock.lock()
        running.insert(pid)
        let late = stopping
        runningLock.unlock()
        // A signal that came while dot was starting found no pid to stop: this one is stopped here. (Both sides read
        // and write under the lock, so one of them always sees the other.)
        if late { kill(pid, SIGKILL) }
        defer {
            runningLock.lock()
            running.remove(pid)
            runningLock.unlock()
        }
        // Feed and drain concurrently: large graphs fill a pipe buffer either way.
        nonisolated(unsafe) var rendered = Data()
        nonisolated(unsafe) var messages = Data()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { rendered = output.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { messages = errors.fileHandleForReading.readDataToEndOfFile() }
        // dot may exit before reading everything (on a syntax error); its message says why, not the broken pipe.
        // Fed on a thread of its own (not a third task on the 2-core dispatch pool, which would wait about a second
        // for a thread while both readers block), so the time limit holds even while dot is not reading.
        let fed = DispatchSemaphore(value: 0)
        let bytes = Data(dotText.utf8)
        Thread {
            try? input.fileHandleForWriting.write(contentsOf: bytes)
            try? input.fileHandleForWriting.close()
            fed.signal()
        }.start()
        var timedOut = false
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(pid, SIGKILL)
            exited.wait()
        }
        group.wait()
        fed.wait()
        parkIfStopping()
        if timedOut {
            throw Failure(description: "Graphviz took longer than \(Self.seconds(timeout)) to lay this diagram out and was stopped (a larger --graphviz-timeout allows more; a slice with --focus or --requirement draws less)")
        }
        guard process.terminationStatus == 0 else {
            let text = String(decoding: messages, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "Graphviz dot failed (exit \(process.terminationStatus)): \(text)")
        }
        return rendered
    }

    static func seconds(_ t: TimeInterval) -> String {
        t == t.rounded() && abs(t) < 1e15 ? "\(Int(t)) s" : String(format: "%.1f s", t)
    }
}
