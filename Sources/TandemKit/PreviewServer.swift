import Foundation
import TandemDiagnostics
#if canImport(Glibc)
import Glibc
#endif

/// `tandem serve`: a web page on the loopback interface that shows the design report and follows the design. A
/// small HTTP/1.1 server over a socket (four routes, no dependencies): `/` the report with a script that listens to
/// `/events` (Server-Sent Events) and reloads the page when the design changes; `/report` the bare report; `/seen`
/// the page telling the server what it shows (printed, so a test or a user sees the browser follow).
public final class PreviewServer: @unchecked Sendable {
    public struct Problem: Error, CustomStringConvertible, Sendable { public let description: String }

    let listener: Int32
    public let port: UInt16
    private let lock = NSLock()
    private var page = (version: 0, html: "")
    private var streams: [Int32] = []
    let log: @Sendable (String) -> Void

    /// Listens on 127.0.0.1 (`port` 0: any free one).
    public init(port: UInt16, log: @escaping @Sendable (String) -> Void) throws {
        signal(SIGPIPE, SIG_IGN)  // a browser closing a stream must not end the server
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Problem(description: "cannot open a socket (\(String(cString: strerror(errno))))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0, listen(fd, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw Problem(description: "cannot listen on 127.0.0.1:\(port) (\(reason))")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        listener = fd
        self.port = UInt16(bigEndian: actual.sin_port)
        self.log = log
    }

    /// Serves connections on background threads until the process ends.
    public func start() {
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 { continue }
                Thread.detachNewThread { [self] in handle(client) }
            }
        }
        // Comments keep streams alive through proxies and find the browsers that went away.
        Thread.detachNewThread { [self] in
            while true {
                sleep(15)
                broadcast(": keep-alive\n\n")
            }
        }
    }

    /// A new version of the report: streams are told, and the next `/` shows it.
    public func publish(_ html: String) {
        lock.lock()
        page = (page.version + 1, html)
        let version = page.version
        lock.unlock()
        broadcast("data: \(version)\n\n")
    }

    func broadcast(_ message: String) {
        lock.lock()
        let current = streams
        lock.unlock()
        var gone: [Int32] = []
        for fd in current where !send(fd, message) { gone.append(fd) }
        guard !gone.isEmpty else { return }
        lock.lock()
        streams.removeAll { gone.contains($0) }
        lock.unlock()
        for fd in gone { close(fd) }
    }

    func send(_ fd: Int32, _ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written <= 0 { return false }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    func respond(_ fd: Int32, status: String, type: String, body: String) {
        _ = send(fd, "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.utf8.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n" + body)
        close(fd)
    }

    func handle(_ fd: Int32) {
        // A client that connects and says nothing does not keep its thread for ever.
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        // The request head: at most 16 KB.
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.count < 16_384 {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { close(fd); return }
            head += buffer[0..<n]
            if String(decoding: head, as: UTF8.self).contains("\r\n\r\n") { break }
        }
        let text = String(decoding: head, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2, parts[0] == "GET" else {
            return respond(fd, status: "405 Method Not Allowed", type: "text/plain", body: "only GET\n")
        }
        // Only this machine's names: a page elsewhere cannot reach the preview through DNS rebinding.
        let host = lines.dropFirst().first { $0.lowercased().hasPrefix("host:") }.map { String($0.dropFirst(5)).trimmingCharacters(in: .whitespaces) } ?? ""
        guard host == "127.0.0.1:\(port)" || host == "localhost:\(port)" else {
            return respond(fd, status: "403 Forbidden", type: "text/plain", body: "the preview answers only to 127.0.0.1:\(port)\n")
        }
        // A page of another site may send requests here (a fetch, an image): a browser names the site it came from in
        // Origin, and says whether the request is the page's own in Sec-Fetch-Site. Only the preview's own page (or a
        // client that is no browser, such as curl) is answered.
        func header(_ name: String) -> String? {
            lines.dropFirst().first { $0.lowercased().hasPrefix(name + ":") }.map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
        }
        if let origin = header("origin"), origin != "http://127.0.0.1:\(port)", origin != "http://localhost:\(port)" {
            return respond(fd, status: "403 Forbidden", type: "text/plain", body: "the preview answers only its own page\n")
        }
        let target = String(parts[1])
        let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        if path == "/seen", let site = header("sec-fetch-site"), site != "same-origin" {
            return respond(fd, status: "403 Forbidden", type: "text/plain", body: "the preview answers only its own page\n")
        }
        lock.lock()
        let (version, html) = page
        lock.unlock()
        switch path {
        case "/":
            respond(fd, status: "200 OK", type: "text/html; charset=utf-8", body: Self.live(html, version: version))
        case "/report":
            respond(fd, status: "200 OK", type: "text/html; charset=utf-8", body: html)
        case "/events":
            guard send(fd, "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: keep-alive\r\n\r\nretry: 500\ndata: \(version)\n\n") else {
                close(fd)
                return
            }
            lock.lock()
            streams.append(fd)
            lock.unlock()
        case "/seen":
            let query = target.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            let fields = Dictionary(query.split(separator: "&").compactMap { pair -> (String, String)? in
                let kv = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
                return kv.count == 2 ? (kv[0], kv[1]) : nil
            }, uniquingKeysWith: { a, _ in a })
            // What the page says is printed: one line, escaped, not too long to read.
            let title = TerminalText.line(String((fields["title"] ?? "").prefix(200)))
            log("the page shows change \(TerminalText.line(String((fields["v"] ?? "?").prefix(20)))) (“\(title)”)")
            respond(fd, status: "204 No Content", type: "text/plain", body: "")
        default:
            respond(fd, status: "404 Not Found", type: "text/plain", body: "not found\n")
        }
    }

    /// The report with the script that follows the design: it says what it shows, and reloads itself when a newer
    /// version is announced.
    static func live(_ html: String, version: Int) -> String {
        let script = """
        <script>
        (function () {
          var shown = \(version);
          fetch('/seen?v=' + shown + '&title=' + encodeURIComponent(document.title));
          var events = new EventSource('/events');
          events.onmessage = function (e) { if (parseInt(e.data, 10) > shown) { location.reload(); } };
        })();
        </script>
        """
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + script }
        return html.replacingCharacters(in: end, with: script + "\n</body>")
    }
}
