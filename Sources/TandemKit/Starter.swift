import Foundation
import TandemPlatform
import TandemSyntax

/// What `tandem init` writes: a starter design that checks clean, its `tandem.json`, and the CI workflow that gates
/// pull requests on it (the same file docs/ci/github-actions.yml shows; a test keeps the two equal).
public enum Starter {
    public struct File: Sendable {
        public var path: String
        public var contents: String
    }

    /// The files for a project named `name` (the folder's name, as the user sees it).
    public static func files(name: String) -> [File] {
        let title = name.isEmpty ? "My App" : name
        // A bundle id / package segment: lowercase ASCII letters and digits, starting with a letter.
        var id = String(title.lowercased().unicodeScalars.filter { $0.isASCII && CharacterSet.alphanumerics.contains($0) }.map(Character.init))
        if id.isEmpty || id.first!.isNumber { id = "app" + id }
        return [
            // Laid out as `tandem fmt` lays it out, so the starter passes `fmt --check` (CI runs it).
            File(path: "design/app.tandem", contents: Formatter.laidOut(design(title: title, id: id))),
            File(path: "design/tandem.json", contents: configuration),
            File(path: ".github/workflows/design.yml", contents: workflow),
        ]
    }

    static func design(title: String, id: String) -> String {
        """
        // The design of \(Literal.comment(title)): what it must do (requirements), what its users do to get there (tasks),
        // the screens where they do it and how they move between them. `tandem check design/` checks it,
        // `tandem graph design/ -o map.svg` draws it, `tandem generate design/ -o app/` scaffolds the iOS and Android
        // apps. Every construct of the language: `tandem help language`.
        app \(Literal.design(title)) { ios "org.example.\(id)" android "org.example.\(id)" }

        requirement R1 "Sign in" { priority must  text "A user signs in with an email address and a password." }
        requirement R2 "See what is new" { priority must }

        task SignIn "Sign in" { satisfies R1 }
        task Browse "Browse the news" { satisfies R2 }

        model Account { email: String }

        screen Login "Sign in" {
          kind form
          tasks SignIn
          element email: textField "Email"
          element password: secureField "Password"
          element signIn: button "Sign in" -> signIn
          action signIn
        }

        screen Home "What's new" {
          kind list
          tasks Browse
          input account: Account
          element items: list
        }

        navigation {
          start Login
          replace Login -> Home on signIn (account: Account)
        }

        """
    }

    static let configuration = """
    {
      "strict": false,
      "severity": {},
      "exclude": []
    }

    """

    public static let workflow = """
    # .github/workflows/design.yml: gate pull requests on the design, publish the report.
    # Copy this file into your repository; it expects the design in design/ and Tandem as a git submodule in tools/tandem
    # (or any checkout of it). Runs on a Debian/Ubuntu runner with Swift 6 installed.
    name: design
    on:
      pull_request:
      push:
        branches: [main]

    permissions:
      contents: read
      security-events: write   # upload SARIF to code scanning

    jobs:
      design:
        runs-on: ubuntu-latest
        container: swift:6.0-noble
        steps:
          - uses: actions/checkout@v4
            with:
              submodules: true
          - name: Install Graphviz
            run: apt-get update -qq && apt-get install -y -qq graphviz
          - name: Build Tandem
            run: swift build -c release --package-path tools/tandem --product tandem
          - name: Check the design
            run: TANDEM=tools/tandem/.build/release/tandem tools/tandem/scripts/ci-gate.sh design/ tandem-out
          - name: Upload findings to code scanning
            if: always()
            uses: github/codeql-action/upload-sarif@v3
            with:
              sarif_file: tandem-out/tandem.sarif
              category: tandem
          - name: Publish the design report
            if: always()
            uses: actions/upload-artifact@v4
            with:
              name: design-report
              path: tandem-out/

    """
}
