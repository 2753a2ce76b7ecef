import Foundation
import Testing

/// `tandem status` on a generated app where the developer implemented the login on iOS only.
@Suite struct StatusCommandTests {
    func write(_ text: String, _ path: String, in root: URL) throws {
        try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    @Test func figuresFollowTheHandWrittenCode() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = dir.appendingPathComponent("app")
        #expect(try runTandem(["generate", "examples/nps-muster", "-o", app.path]).status == 0)

        // Nothing written yet: every must requirement is scaffolded on both platforms.
        let before = try runTandem(["status", "examples/nps-muster", "--app", app.path, "--format", "json"])
        #expect(before.status == 0, "\(before.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(before.stdout.utf8)) as? [String: Any])
        let must = (json["byPriority"] as? [[String: Any]])?.first { $0["priority"] as? String == "must" }
        #expect(must?["total"] as? Int == 6 && must?["implementedEverywhere"] as? Int == 0)

        // iOS: the login logs in and fills the views; Android: still the scaffold, with braces in comments and strings.
        try write("""
        import UIKit

        final class LoginViewController: LoginViewControllerBase {
            override func login() {
                // Check the credentials first.
                guard usernameField.text?.isEmpty == false else { return }
                super.login()
            }

            override func setView() {
                usernameField.text = "}"
            }
        }
        """, "ios/Screens/LoginViewController.swift", in: app)
        try write("""
        package edu.nps.muster.screens

        import edu.nps.muster.tandem.screens.LoginActivityBase

        class LoginActivity : LoginActivityBase() {
            override fun login() {
                /* later: check "the credentials" } */
                super.login()
            }

            override fun setView() {
                // "}" { nothing yet
            }
        }
        """, "android/app/src/main/java/edu/nps/muster/screens/LoginActivity.kt", in: app)

        let csv = try runTandem(["status", "examples/nps-muster", "--app", app.path, "--format", "csv"])
        let rows = csv.stdout.split(separator: "\r\n").map(String.init)
        #expect(rows.first == "level,id,title,priority,designed,android,ios")
        #expect(rows.contains("requirement,R1,Provide credentials,must,yes,scaffolded,implemented"), "\(csv.stdout)")
        #expect(rows.contains("requirement,R2,Store credentials,should,yes,scaffolded,implemented"))
        #expect(rows.contains("task,Login,Log in,,,scaffolded,implemented"))
        #expect(rows.contains("screen,LoginScreen,Login,,,scaffolded,implemented"))
        #expect(rows.contains("method,LoginScreen.login,,,,scaffolded,implemented"))
        #expect(rows.contains("requirement,R3,View announcements,must,yes,scaffolded,scaffolded"))

        let md = try runTandem(["status", "examples/nps-muster", "--app", app.path])
        #expect(md.stdout.contains("- must: 0/6 implemented on every target (designed 6/6; Android (android) 0/6, iOS (ios) 1/6)"), "\(md.stdout)")
        #expect(md.stdout.contains("| login() | scaffolded | implemented (ios/Screens/LoginViewController.swift:4) |"))

        // The CI gate: must requirements are not implemented on both platforms.
        let gate = try runTandem(["status", "examples/nps-muster", "--app", app.path, "--fail-under", "must=100", "-o", dir.appendingPathComponent("s.md").path])
        #expect(gate.status == 1 && gate.stderr.contains("must requirements implemented on every target: 0%, under 100%"), "\(gate.stderr)")
        #expect(try runTandem(["status", "examples/nps-muster", "--app", app.path, "--fail-under", "must=0,could=0"]).status == 0)
        #expect(try runTandem(["status", "examples/nps-muster", "--app", app.path, "--fail-under", "muts=10"]).status != 0)

        // The design renames the action: the override is code the design no longer explains.
        let design = dir.appendingPathComponent("design")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("examples/nps-muster"), to: design)
        let screens = design.appendingPathComponent("muster.tandem")
        try String(contentsOf: screens, encoding: .utf8).replacingOccurrences(of: "-> login\n  action login", with: "-> signIn\n  action signIn")
            .replacingOccurrences(of: "on login (", with: "on signIn (")
            .write(to: screens, atomically: true, encoding: .utf8)
        #expect(try runTandem(["generate", design.path, "-o", app.path]).status == 0)
        let renamed = try runTandem(["status", design.path, "--app", app.path])
        #expect(renamed.stdout.contains("## No longer in the design"), "\(renamed.stdout)")
        #expect(renamed.stdout.contains("- ios/Screens/LoginViewController.swift:4: LoginViewController overrides login(), which LoginViewControllerBase no longer declares"))
        #expect(renamed.stdout.contains("- android/app/src/main/java/edu/nps/muster/screens/LoginActivity.kt:6: LoginActivity overrides login()"))
    }

    /// `tandem status` reads a Compose app: the ViewModel you write (a class with constructor parameters passing them
    /// to Tandem's base) counts as the screen's implementation, and an override the design dropped is reported.
    @Test func composeViewModelsAreRead() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = dir.appendingPathComponent("app")
        #expect(try runTandem(["generate", "examples/nps-muster", "--target", "compose", "-o", app.path]).status == 0)
        try write("""
        package edu.nps.muster.screens

        import androidx.lifecycle.SavedStateHandle
        import edu.nps.muster.tandem.LoginRoute
        import edu.nps.muster.tandem.Navigator
        import edu.nps.muster.tandem.screens.LoginViewModelBase

        class LoginViewModel(route: LoginRoute, navigator: Navigator, handle: SavedStateHandle) :
            LoginViewModelBase(route, navigator, handle) {
            override fun login() {
                if (usernameField.isBlank()) return
                super.login()
            }

            // override fun signOut() {}
            override fun logOut() {}
        }
        """, "compose/app/src/main/java/edu/nps/muster/screens/LoginViewModel.kt", in: app)
        let status = try runTandem(["status", "examples/nps-muster", "--app", app.path])
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.contains("| login() | implemented (compose/app/src/main/java/edu/nps/muster/screens/LoginViewModel.kt:10) |"), "\(status.stdout)")
        #expect(status.stdout.contains("LoginViewModel overrides logOut(), which LoginViewModelBase no longer declares"))
        #expect(!status.stdout.contains("signOut"))
    }

    /// Hand-written files nested deeper than their parser follows (generic arguments 2,000 deep in Swift, string
    /// templates in Kotlin, parentheses in both) are not read; the command does not crash and counts the other files.
    @Test func deeplyNestedSourcesDoNotStopTheStatus() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = dir.appendingPathComponent("app")
        #expect(try runTandem(["generate", "examples/nps-muster", "-o", app.path]).status == 0)
        try write("""
        final class LoginViewController: LoginViewControllerBase {
            override func login() { check(); super.login() }
        }
        """, "ios/Screens/LoginViewController.swift", in: app)
        let n = 2_000
        try write("let x: " + String(repeating: "A<", count: n) + "B" + String(repeating: ">", count: n) + "\n", "ios/Screens/Generics.swift", in: app)
        try write("let x = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000), "ios/Screens/Parens.swift", in: app)
        try write("val s = " + String(repeating: "\"${", count: 100_000) + String(repeating: "}\"", count: 100_000),
                  "android/app/src/main/java/edu/nps/muster/screens/Templates.kt", in: app)

        let csv = try runTandem(["status", "examples/nps-muster", "--app", app.path, "--format", "csv"])
        #expect(!csv.crashed && csv.status == 0, "\(csv.stderr)")
        #expect(csv.stdout.split(separator: "\r\n").contains("method,LoginScreen.login,,,,scaffolded,implemented"), "\(csv.stdout)")
        // Each file not read is named, with why: on standard error, and in the Markdown and JSON reports.
        for name in ["Generics.swift", "Parens.swift", "Templates.kt"] {
            #expect(csv.stderr.contains(name) && csv.stderr.contains("was not read"), "\(name): \(csv.stderr)")
        }
        let markdown = try runTandem(["status", "examples/nps-muster", "--app", app.path])
        #expect(markdown.stdout.contains("## Sources not read") && markdown.stdout.contains("ios/Screens/Generics.swift"), "\(markdown.stdout)")
        let json = try runTandem(["status", "examples/nps-muster", "--app", app.path, "--format", "json"])
        #expect(json.stdout.contains("\"unreadSources\"") && json.stdout.contains("Templates.kt"))
    }

    @Test func badInputsAreClearErrors() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let none = try runTandem(["status", "examples/nps-muster", "--app", dir.path])
        #expect(none.status == 2 && none.stderr.contains("has no .tandem/manifest.json"), "\(none.stderr)")
        let missing = try runTandem(["status", "examples/nps-muster", "--app", dir.appendingPathComponent("nope").path])
        #expect(missing.status == 2 && missing.stderr.contains("is not a folder"))
    }
}
