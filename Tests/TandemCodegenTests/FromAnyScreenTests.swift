import Testing
import TandemCodegen
import TandemDiagnostics
import TandemKit

/// "From any screen but the sign-in": the other screens in a group, which may hold a tab container and its tabs, and a
/// transition from any screen of the group. Every target gives the group's screens the way there and no other screen.
@Suite struct FromAnyScreenTests {
    static let design = """
    requirement R1 "Read"
    task Read "Read" { satisfies R1 }
    screen SignIn {
      tasks Read
      element go: button "Go" -> go
      action go
    }
    screen Home { kind tabs }
    screen Feed { tasks Read }
    screen Profile { tasks Read }
    screen Help {
      kind web
      tasks Read
      element page: webView
    }
    navigation {
      start SignIn
      replace SignIn -> Home on go
      tabs Home [Feed, Profile]
      group Main [Home, Feed, Profile] start Home
      modal * in Main -> Help on help
    }

    """

    @Test func aGroupWithATabContainerLeavesTheSignInOut() throws {
        let outcome = analysis(text: Self.design)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        let files = try CodeGeneration.files(for: outcome.analysis, targets: ["ios", "swiftui", "android", "android-navigation", "compose"],
                                             templates: CodeGeneration.templateSet(overrides: nil))
        func base(_ target: String, _ screen: String) throws -> String {
            let suffixes = ["ViewControllerBase.swift", "ModelBase.swift", "ActivityBase.kt", "FragmentBase.kt", "ViewModelBase.kt"]
            return try #require(files.first { file in
                file.path.hasPrefix(target + "/") && suffixes.contains { file.path.hasSuffix("/" + screen + $0) }
            }, "\(target) \(screen)").contents
        }
        for target in ["ios", "swiftui", "android", "android-navigation", "compose"] {
            for screen in ["Feed", "Profile"] {
                #expect(try base(target, screen).contains("fun showHelp()") || base(target, screen).contains("func showHelp()"), "\(target) \(screen)")
            }
            #expect(try !base(target, "SignIn").contains("showHelp"), "\(target): the sign-in screen is not in the group")
        }
    }
}
