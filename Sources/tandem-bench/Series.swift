import Foundation

/// `tandem-bench series [N]`: the inputs a hostile-input sweep found growing faster than their size, at N, 2N and 4N,
/// each through the real `tandem` process (best of 3): with every stage linear, each doubling about doubles the time.
/// The figures go to the README (the largest inputs measured) and docs/performance.md.
struct Series {
    let name: String
    /// The files of the input of size `n`: name → text; the command's arguments name them by path in `folder`.
    let files: (Int) -> [String: String]
    let arguments: (_ folder: String) -> [String]

    static let android = #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""#

    /// A navigation controller whose root pushes a chain of `n` scenes, each unwinding to the first.
    static func storyboard(_ n: Int) -> String {
        var out = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav"><scenes>"#
        out += #"<scene sceneID="sn"><objects><navigationController id="nav"><connections><segue destination="v0" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController></objects></scene>"#
        for i in 0..<n {
            var segues = ""
            if i + 1 < n { segues += #"<segue destination="v\#(i + 1)" kind="show" identifier="next" id="s\#(i)"/>"# }
            if i > 0 { segues += #"<segue destination="v0" kind="unwind" identifier="home" unwindAction="home:" id="u\#(i)"/>"# }
            out += #"<scene sceneID="c\#(i)"><objects><viewController id="v\#(i)" customClass="Screen\#(i)ViewController" storyboardIdentifier="S\#(i)"><connections>\#(segues)</connections></viewController></objects></scene>"# + "\n"
        }
        return out + "</scenes></document>\n"
    }

    /// A chain of `n` destinations, each with an argument and an action back to the first.
    static func graph(_ n: Int) -> String {
        var out = #"<?xml version="1.0" encoding="utf-8"?>"# + "\n<navigation \(android) app:startDestination=\"@id/f0\">\n"
        for i in 0..<n {
            let actions = i + 1 < n ? #"<action android:id="@+id/next" app:destination="@id/f\#(i + 1)"/><action android:id="@+id/home" app:popUpTo="@id/f0"/>"# : ""
            out += #"<fragment android:id="@+id/f\#(i)" android:name="com.example.Fragment\#(i)" android:label="Screen \#(i)">\#(actions)<argument android:name="id" app:argType="long" android:defaultValue="0L"/></fragment>"# + "\n"
        }
        return out + "</navigation>\n"
    }

    static func design(imported file: String, from source: String, with arguments: [String], tandem: String, in folder: String) {
        _ = runChild(tandem, ["import"] + arguments + [folder + "/" + source, "-o", folder + "/" + file])
    }

    static func all(tandem: String) -> [Series] {
        [
            Series(name: "import storyboard: a chain of N scenes, each unwinding to the first",
                   files: { ["Main.storyboard": storyboard($0)] }, arguments: { ["import", "storyboard", $0 + "/Main.storyboard"] }),
            Series(name: "import android-nav: a chain of N destinations",
                   files: { ["nav.xml": graph($0)] }, arguments: { ["import", "android-nav", $0 + "/nav.xml"] }),
            Series(name: "import android-nav: a chain of N destinations, each clearing to the first",
                   files: { n in ["nav.xml": "<navigation \(android) app:startDestination=\"@id/f0\">"
                       + (0..<n).map { i in "<fragment android:id=\"@+id/f\(i)\">" + (i + 1 < n ? "<action android:id=\"@+id/next\" app:destination=\"@id/f\(i + 1)\" app:popUpTo=\"@id/f0\"/>" : "") + "</fragment>" }.joined()
                       + "</navigation>\n"] },
                   arguments: { ["import", "android-nav", $0 + "/nav.xml"] }),
            Series(name: "import android-nav: a chain of N destinations, each popping up to its target first (no clear)",
                   files: { n in ["nav.xml": "<navigation \(android) app:startDestination=\"@id/f0\">"
                       + (0..<n).map { i in "<fragment android:id=\"@+id/f\(i)\">" + (i + 1 < n ? "<action android:id=\"@+id/next\" app:destination=\"@id/f\(i + 1)\" app:popUpTo=\"@id/f\(i + 1)\" app:popUpToInclusive=\"true\"/>" : "") + "</fragment>" }.joined()
                       + "</navigation>\n"] },
                   arguments: { ["import", "android-nav", $0 + "/nav.xml"] }),
            Series(name: "import android-nav: N actions on one destination",
                   files: { n in ["nav.xml": "<navigation \(android) app:startDestination=\"@id/f0\"><fragment android:id=\"@+id/f0\">"
                       + (1...n).map { "<action android:id=\"@+id/go\($0)\" app:destination=\"@id/f\($0)\"/>" }.joined() + "</fragment>"
                       + (1...n).map { "<fragment android:id=\"@+id/f\($0)\"/>" }.joined() + "</navigation>\n"] },
                   arguments: { ["import", "android-nav", $0 + "/nav.xml"] }),
            Series(name: "import android-nav: N arguments on one transition",
                   files: { n in ["nav.xml": "<navigation \(android) app:startDestination=\"@id/a\"><fragment android:id=\"@+id/a\"><action android:id=\"@+id/go\" app:destination=\"@id/b\"/></fragment><fragment android:id=\"@+id/b\">"
                       + (0..<n).map { "<argument android:name=\"arg\($0)\" app:argType=\"string\"/>" }.joined() + "</fragment></navigation>\n"] },
                   arguments: { ["import", "android-nav", $0 + "/nav.xml"] }),
            Series(name: "drift --storyboard: N scenes against their own import",
                   files: { n in ["Main.storyboard": storyboard(n)] },
                   arguments: { folder in
                       design(imported: "app.tandem", from: "Main.storyboard", with: ["storyboard"], tandem: tandem, in: folder)
                       return ["drift", folder + "/app.tandem", "--storyboard", folder + "/Main.storyboard"]
                   }),
            Series(name: "drift --android-nav: N destinations against their own import",
                   files: { n in ["nav.xml": graph(n)] },
                   arguments: { folder in
                       design(imported: "app.tandem", from: "nav.xml", with: ["android-nav"], tandem: tandem, in: folder)
                       return ["drift", folder + "/app.tandem", "--android-nav", folder + "/nav.xml"]
                   }),
            Series(name: "check --format sarif: N findings on one line",
                   files: { n in ["app.tandem": "screen A { }\nnavigation { start A " + (0..<n).map { "push A -> B\($0)" }.joined(separator: " ") + " }\n"] },
                   arguments: { ["check", $0 + "/app.tandem", "--format", "sarif"] }),
            Series(name: "check: a deep link repeating one placeholder N times",
                   files: { n in ["app.tandem": "screen A { input x: String }\nnavigation { start A\n deeplink \"app://h/" + Array(repeating: "{x}", count: n).joined(separator: "/") + "\" -> A }\n"] },
                   arguments: { ["check", $0 + "/app.tandem"] }),
            Series(name: "check: N screens in a cycle of pushes, each popping to the first",
                   files: { n in ["app.tandem": (0..<n).map { "screen S\($0) { action next action home }\n" }.joined()
                       + "navigation {\n start S0\n" + (0..<n).map { "push S\($0) -> S\(($0 + 1) % n) on next\n" }.joined()
                       + (1..<n).map { "pop S\($0) -> S0 on home\n" }.joined() + "}\n"] },
                   arguments: { ["check", $0 + "/app.tandem"] }),
            Series(name: "graph --view wireframes: one tab container of N tabs",
                   files: { n in ["app.tandem": "screen Tabs { kind tabs }\n" + (0..<n).map { "screen T\($0) { }\n" }.joined()
                       + "navigation { start Tabs\n tabs Tabs [" + (0..<n).map { "T\($0)" }.joined(separator: ", ") + "] }\n"] },
                   arguments: { ["graph", $0 + "/app.tandem", "--view", "wireframes", "-o", $0 + "/w.svg"] }),
        ]
    }

    /// Prints a Markdown table: each series at N, 2N and 4N, and how the time grew.
    static func run(tandem: String, scratch: URL, base: Int) throws {
        print("| input | N = \(base) | 2N | 4N | 4N ÷ N (linear: 4) | peak RSS at 4N |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        for series in all(tandem: tandem) {
            var seconds: [Double] = []
            var peak: Double?
            for n in [base, 2 * base, 4 * base] {
                let folder = scratch.appendingPathComponent("series-\(n)")
                try? FileManager.default.removeItem(at: folder)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for (name, text) in series.files(n) { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
                let arguments = series.arguments(folder.path)
                seconds.append((0..<3).map { _ in runChild(tandem, arguments) }.min()!)
                if n == 4 * base { peak = peakMegabytes(tandem, arguments) }
                try? FileManager.default.removeItem(at: folder)
            }
            let cells = seconds.map { String(format: "%.2f s", $0) }
            print("| \(series.name) | \(cells.joined(separator: " | ")) | \(String(format: "%.1f", seconds[2] / seconds[0])) | \(peak.map { String(format: "%.0f MB", $0) } ?? "–") |")
        }
    }
}
