import Foundation
import TandemDiagnostics
import TandemKit
import Testing

/// One mistake, one error, where the mistake is: the parser reads past a slip as what it means, so nothing that
/// depends on the slipped line is reported as well (a newcomer reads the first message and fixes that).
@Suite struct OneErrorPerMistakeTests {
    /// A body whose '{' was left out: the error at the end of the header line, the lines read as the body.
    @Test func aMissingBraceIsReportedWhereItBelongs() {
        expectDiagnostics("""
        requirement R1 "Sign in" { priority must }
        task SignIn "Sign in" { satisfies R1 }
        screen Login "Login"⟦TD010⟧
          tasks SignIn
          element go: button "Go" -> go
          action go
        }
        screen Home { tasks SignIn }
        navigation { start Login  push Login -> Home on go }
        """)
        // One-line forms too: a task's 'satisfies' on the next line.
        expectDiagnostics("""
        requirement R1 "Sign in" { priority must }
        task SignIn "Sign in"⟦TD010⟧
          satisfies R1
        }
        screen Login { tasks SignIn }
        navigation { start Login }
        """)
    }

    /// Another language's arrow is one error, and the transition it writes still counts (Home is reachable).
    @Test func aFatArrowIsOneError() {
        expectDiagnostics(cleanBase.replacingOccurrences(of: "navigation { start A }", with: """
        screen B { tasks T1 }
        navigation { start A  push A ⟦TD010⟧=> B }
        """))
    }

    /// `profile Profile`: only the ':' is missing; the input keeps its type, so the binding that reads it is fine.
    @Test func aMissingColonKeepsTheType() {
        expectDiagnostics("""
        requirement R1 "Sign in" { priority must }
        task SignIn "Sign in" { satisfies R1 }
        model Profile { name: String }
        screen Start { tasks SignIn  element go: button "Go" -> go  action go }
        screen Card {
          tasks SignIn
          input profile⟦TD010⟧ Profile
          element name: label bind profile.name
        }
        navigation { start Start  push Start -> Card on go (profile: Profile) }
        """)
    }

    /// An unknown statement in the navigation skips its own `allow` lines with it.
    @Test func anUnknownTransitionTakesItsAllowLinesAlong() {
        expectDiagnostics(cleanBase.replacingOccurrences(of: "navigation { start A }", with: """
        navigation {
          start A
          ⟦TD012⟧pish A -> A
            allow tab-bar-covered "fine"
        }
        """))
    }

    /// The cause is printed before what follows from it: the misspelt 'satisfies R33' before the uncovered R3 it
    /// leaves, though R3 is declared first.
    @Test func theCauseComesFirst() {
        let (_, outcome) = check("""
        requirement R3 "Read" { priority should }
        task Read "Read" { satisfies R33 }
        screen A { tasks Read }
        navigation { start A }
        """)
        #expect(outcome.diagnostics.map(\.code) == ["TD101", "TD202"], "\(outcome.diagnostics.map(\.message))")
    }
}
