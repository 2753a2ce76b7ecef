import Foundation
import Testing

/// XML from a pull request cannot reach outside itself: every XML entry point (`import android-nav` with its graphs,
/// `--menu`, `--drawer-menu` and `--strings`, `import storyboard`, `drift` with either) refuses a document type
/// declaration, so no entity reads a file or the network, and refuses an empty file with a message instead of
/// crashing.
@Suite struct HostileXMLTests {
    static let graph = """
        <?xml version="1.0" encoding="utf-8"?>
        <navigation xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/home">
          <fragment android:id="@+id/home" android:name="a.Home" android:label="@string/title"/>
        </navigation>
        """
    static let menu = """
        <?xml version="1.0" encoding="utf-8"?>
        <menu xmlns:android="http://schemas.android.com/apk/res/android">
          <item android:id="@+id/home" android:title="Home"/>
        </menu>
        """
    static let strings = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources><string name=\"title\">Home</string></resources>\n"
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
          <scenes><scene sceneID="s"><objects><viewController id="a" customClass="HomeViewController"/></objects></scene></scenes>
        </document>
        """

    /// Each way an XML file reaches Tandem, as the arguments that give it `file` (the others well-formed).
    static func entryPoints(_ dir: URL, _ file: String) -> [[String]] {
        let g = dir.appendingPathComponent("graph.xml").path, m = dir.appendingPathComponent("menu.xml").path
        let d = dir.appendingPathComponent("app.tandem").path
        return [
            ["import", "android-nav", file],
            ["import", "android-nav", g, "--strings", file],
            ["import", "android-nav", g, "--menu", file],
            ["import", "android-nav", g, "--drawer-menu", file],
            ["import", "storyboard", file],
            ["drift", d, "--android-nav", file],
            ["drift", d, "--android-nav", g, "--menu", m, "--drawer-menu", file],
            ["drift", d, "--storyboard", file],
        ]
    }

    func folder() throws -> URL {
        let dir = try temporaryDirectory()
        try Self.graph.write(to: dir.appendingPathComponent("graph.xml"), atomically: true, encoding: .utf8)
        try Self.menu.write(to: dir.appendingPathComponent("menu.xml"), atomically: true, encoding: .utf8)
        try "screen Home { }\nnavigation { start Home }\n".write(to: dir.appendingPathComponent("app.tandem"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func entitiesNeverReadAFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let secret = dir.appendingPathComponent("secret.txt")
        try "TOKEN=hunter2\n".write(to: secret, atomically: true, encoding: .utf8)
        let url = secret.absoluteString
        // A general entity in text and in an attribute, a parameter entity (libxml2 quotes what it loads in its error),
        // and one in an external subset.
        let hostile: [String: String] = [
            "strings": "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [ <!ENTITY x SYSTEM \"\(url)\"> ]>\n<resources><string name=\"title\">&x;</string></resources>\n",
            "graph": Self.graph.replacingOccurrences(of: "<navigation ", with: "<!DOCTYPE navigation [ <!ENTITY x SYSTEM \"\(url)\"> ]>\n<navigation ")
                .replacingOccurrences(of: "@string/title", with: "&x;"),
            "parameter": "<?xml version=\"1.0\"?>\n<!DOCTYPE navigation [ <!ENTITY % a SYSTEM \"\(url)\"> %a; ]>\n<navigation/>\n",
            "subset": "<!-- a comment first -->\n<!DOCTYPE navigation SYSTEM \"\(url)\">\n<navigation/>\n",
            "storyboard": Self.storyboard.replacingOccurrences(of: "<document ", with: "<!DOCTYPE document [ <!ENTITY x SYSTEM \"\(url)\"> ]>\n<document ")
                .replacingOccurrences(of: "HomeViewController", with: "&x;"),
        ]
        for (name, text) in hostile.sorted(by: { $0.key < $1.key }) {
            let file = dir.appendingPathComponent(name + ".xml").path
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            for arguments in Self.entryPoints(dir, file) {
                let run = try runTandem(arguments, timeout: 20)
                #expect(run.status == 2 && !run.crashed, "\(name) \(arguments): \(run.status)")
                #expect(!(run.stdout + run.stderr).contains("hunter2"), "\(name) \(arguments) read the file")
                #expect(run.stderr.contains("document type declaration"), "\(name) \(arguments): \(run.stderr)")
            }
        }
    }

    @Test func entitiesNeverFetchAnything() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A listening socket that the entity names: nothing may connect to it.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        try #require(bound)
        let port = UInt16(bigEndian: address.sin_port)
        let file = dir.appendingPathComponent("strings.xml").path
        try "<?xml version=\"1.0\"?>\n<!DOCTYPE r [ <!ENTITY x SYSTEM \"http://127.0.0.1:\(port)/x\"> ]>\n<resources><string name=\"title\">&x;</string></resources>\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        for arguments in Self.entryPoints(dir, file) {
            let run = try runTandem(arguments, timeout: 20)
            #expect(run.status == 2 && !run.crashed, "\(arguments)")
        }
        _ = fcntl(fd, F_SETFL, O_NONBLOCK)
        let accepted = accept(fd, nil, nil)
        #expect(accepted < 0, "an entity made Tandem connect to 127.0.0.1:\(port)")
        if accepted >= 0 { close(accepted) }
    }

    @Test func emptyAndNonUTF8FilesAreRefusedWithoutACrash() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, [UInt8], String)] = [
            ("empty", [], "the file is empty"),
            ("blank", Array(" \n\t\n".utf8), "the file is empty"),
            ("declaration", Array("<?xml version=\"1.0\"?>\n<!-- nothing else -->\n".utf8), "no root element"),
            ("bom", [0xEF, 0xBB, 0xBF], "the file is empty"),
            ("utf16", [0xFF, 0xFE] + Array("<navigation/>".utf8).flatMap { [$0, 0] }, "UTF-16"),
            ("declared", Array("<?xml version=\"1.0\" encoding=\"UTF-16\"?><navigation/>".utf8), "'UTF-16'"),
            ("ebcdic", Array("<?xml version='1.0' encoding='IBM037'?>\n<navigation/>".utf8), "'IBM037'"),
            ("unclosed", Array("<!-- never closed".utf8), "comment is not closed"),
            ("nul", [0], "NUL byte"),
            // FoundationXML's parser trapped on a processing instruction that is not UTF-8 (a fuzzer finding).
            ("instruction", Array("<?x".utf8) + [0xD3] + Array("i\"o=df-8\"?><navigation/>".utf8), "processing instruction"),
            ("attribute", Array("<navigation a=\"".utf8) + [0xC3, 0x28] + Array("\"/>".utf8), "invalid UTF-8 byte 0xC3"),
            // ... and crashed on one without data, anywhere in the file.
            ("empty instruction", Array("<?x?>\n<navigation/>".utf8), "processing instruction"),
            ("inner instruction", Array("<?xml version=\"1.0\"?><navigation><?x?></navigation>".utf8), "processing instruction"),
            ("late declaration", Array("<!-- first -->\n<?xml version=\"1.0\"?><navigation/>".utf8), "processing instruction"),
        ]
        for (name, bytes, message) in cases {
            let file = dir.appendingPathComponent(name + ".xml").path
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            for arguments in Self.entryPoints(dir, file) {
                let run = try runTandem(arguments, timeout: 20)
                #expect(run.status == 2 && !run.crashed, "\(name) \(arguments): \(run.status) \(run.stderr)")
                #expect(run.stderr.contains(message), "\(name) \(arguments): \(run.stderr)")
            }
        }
    }

    /// Values from the app are words or strings of the design, never statements: a newline in an id, an argument,
    /// a default, an include or a link stays inside its word, string or comment line, and an id that is not a design
    /// identifier is made one (listed with the original).
    @Test func valuesNeverBecomeStatements() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let inject = "&#10;screen INJECTED { }&#10;import &quot;/etc/passwd&quot;&#10;"
        let graph = dir.appendingPathComponent("hostile.xml")
        try """
        <?xml version="1.0" encoding="utf-8"?>
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            app:startDestination="@id/a.b">
          <fragment android:id="@+id/a.b" android:name="x.A\(inject)" android:label="A\(inject)">
            <argument android:name="n\(inject)" app:argType="com.x.Bad\(inject)Type" app:nullable="true" />
            <argument android:name="s" app:argType="string" android:defaultValue="q\(inject)" />
            <action android:id="@+id/go&amp;x" app:destination="@id/c" />
            <action android:id="@+id/go\(inject)" app:destination="@id/c" />
            <deepLink app:uri="x://h/\(inject)" />
          </fragment>
          <fragment android:id="@+id/c" android:name="x.C">
            <action android:id="@+id/back" app:popUpTo="@id/zz\(inject)" />
          </fragment>
          <include app:graph="@navigation/inc\(inject)" />
        </navigation>
        """.write(to: graph, atomically: true, encoding: .utf8)
        let output = dir.appendingPathComponent("imported.tandem").path
        let run = try runTandem(["import", "android-nav", graph.path, "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        for line in text.split(separator: "\n") {
            let statement = line.trimmingCharacters(in: .whitespaces)
            #expect(!statement.hasPrefix("screen INJECTED") && !statement.hasPrefix("import"), "\(line)")
        }
        #expect(text.contains("screen a_b ") && text.contains("action go_x") && text.contains("'a.b' is written a_b"), "\(text)")
        let check = try runTandem(["check", output, "--format", "json"])
        #expect(!check.crashed && !check.stdout.contains("\"TD0"), "the imported design does not parse: \(check.stdout)")
        #expect(!check.stdout.contains("'INJECTED'"), "\(check.stdout)")
        // The same for a storyboard's unwind identifier and relationship.
        let storyboard = dir.appendingPathComponent("Main.storyboard")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
          <scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="HomeViewController" title="T\(inject)">
              <connections><segue destination="b" kind="unwind" identifier="u\(inject)" unwindAction="x:"/>
                <segue destination="b" kind="relationship" relationship="r\(inject)"/></connections>
            </viewController>
            <viewController id="b" storyboardIdentifier="Other\(inject)"/>
          </objects></scene></scenes>
        </document>
        """.write(to: storyboard, atomically: true, encoding: .utf8)
        let imported = try runTandem(["import", "storyboard", storyboard.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        for line in imported.stdout.split(separator: "\n") {
            let statement = line.trimmingCharacters(in: .whitespaces)
            #expect(!statement.hasPrefix("screen INJECTED") && !statement.hasPrefix("import"), "\(line)")
        }
    }

    /// libxml2 refuses one buffer past 10 MB as if it were broken: a valid 10.5 MB graph is read (as a stream), and
    /// what it holds is all there.
    @Test func aGraphPastTenMegabytesIsRead() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<navigation xmlns:android=\"http://schemas.android.com/apk/res/android\" xmlns:app=\"http://schemas.android.com/apk/res-auto\" app:startDestination=\"@id/f0\">\n"
        // Few destinations with long labels: the size is what libxml2 minds, the count what takes the time.
        let count = 4_000, label = String(repeating: "long label ", count: 240)
        for i in 0..<count {
            text += "<fragment android:id=\"@+id/f\(i)\" android:name=\"com.example.feature.Fragment\(i)\" android:label=\"\(label)\(i)\">"
            if i + 1 < count { text += "<action android:id=\"@+id/next\" app:destination=\"@id/f\(i + 1)\"/>" }
            text += "<argument android:name=\"id\" app:argType=\"long\" android:defaultValue=\"0L\"/></fragment>\n"
        }
        text += "</navigation>\n"
        #expect(text.utf8.count > 10_500_000)
        let graph = dir.appendingPathComponent("big.xml")
        try text.write(to: graph, atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "android-nav", graph.path], timeout: 120)
        #expect(run.status == 0 && run.stderr.contains("imported 4000 screens, 3999 transitions, 4000 inputs"), "\(run.stderr.prefix(300))")
    }

    @Test func wellFormedInputsStillRead() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A byte-order mark, comments and an ISO-8859-1 declaration before the root are fine.
        let graph = dir.appendingPathComponent("graph.xml").path
        try Data([0xEF, 0xBB, 0xBF] + Array(Self.graph.replacingOccurrences(of: "utf-8", with: "ISO-8859-1")
            .replacingOccurrences(of: "<navigation ", with: "<!-- <!DOCTYPE and <?x?> in a comment> -->\n<navigation ").utf8))
            .write(to: URL(fileURLWithPath: graph))
        let strings = dir.appendingPathComponent("strings.xml").path
        try Self.strings.write(toFile: strings, atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "android-nav", graph, "--strings", strings, "--menu", dir.appendingPathComponent("menu.xml").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("screen home \"Home\""), "\(run.stdout)")
        let storyboard = dir.appendingPathComponent("Main.storyboard").path
        try Self.storyboard.write(toFile: storyboard, atomically: true, encoding: .utf8)
        let imported = try runTandem(["import", "storyboard", storyboard])
        #expect(imported.status == 0 && imported.stdout.contains("screen Home {"), "\(imported.stdout)\(imported.stderr)")
    }
}
