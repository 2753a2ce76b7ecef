import Foundation
import Testing
@_exported import TandemTestSupport

/// The built `tandem` executable, beside the test bundle.
let tandemExecutable: URL = {
    let candidates = [
        Bundle.main.bundleURL,
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    for directory in candidates {
        for dir in [directory, directory.deletingLastPathComponent()] {
            let url = dir.appendingPathComponent("tandem")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
    }
    return repositoryRoot.appendingPathComponent(".build/debug/tandem")
}()

/// Runs the real executable with a deadline, so a hang fails the test instead of stalling CI.
func runTandem(_ arguments: [String], timeout: TimeInterval = 60, environment: [String: String] = [:], in directory: URL? = nil) throws -> RunResult {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (k, v) in environment { env[k] = v }
    return try runProcess(tandemExecutable.path, arguments, timeout: timeout, environment: env, in: directory)
}

/// Compares text with a golden file under Tests/Fixtures/golden (TANDEM_RECORD=1 rewrites it).
func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    try expectGolden(actual, at: repositoryRoot.appendingPathComponent("Tests/Fixtures/golden/\(name)"), sourceLocation: sourceLocation)
}

/// The Navigation codelab's graph (in the corpus) and its app's navigation drawer menu (not in the corpus): items in
/// a checkable group, as Android Studio writes them, and one whose destination the graph has commented out.
let codelabGraph = repositoryRoot.appendingPathComponent("Tests/Fixtures/corpus/android-nav/googlecodelabs__android-navigation__app_src_main_res_navigation_mobile_navigation.xml")
let codelabDrawerMenu = """
<menu xmlns:android="http://schemas.android.com/apk/res/android">
    <group android:checkableBehavior="single">
        <item android:id="@id/home_dest" android:title="Home" />
        <item android:id="@id/deeplink_dest" android:title="Deep link" />
    </group>
    <item android:id="@id/settings_dest" android:title="Settings" />
</menu>
"""
