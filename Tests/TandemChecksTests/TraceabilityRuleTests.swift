import TandemAnalysis
import TandemDiagnostics
import TandemKit
import TandemSyntax
import Testing

@Suite struct TraceabilityRuleTests {
    @Test func untracedTaskIsDesignDrift() {
        expectDiagnostics(cleanBase + "task ⟦TD201⟧Export \"Export\"\nscreen B { tasks Export }\nnavigation { push A -> B }")
        let (_, outcome) = check(cleanBase + "task Export\nscreen B { tasks Export }\nnavigation { push A -> B }")
        #expect(outcome.diagnostics[0].severity == .error)
    }

    @Test func uncoveredRequirementSeverityFollowsPriority() {
        let (_, outcome) = check(cleanBase + """
        requirement M1 { priority must }
        requirement S1 { priority should }
        requirement C1 { priority could }
        requirement W1 { priority wont }
        """)
        let found = outcome.diagnostics.map { "\($0.code) \($0.severity.rawValue) \($0.message)" }
        #expect(found == [
            "TD202 error must requirement 'M1' is covered by no task",
            "TD202 warning should requirement 'S1' is covered by no task",
            "TD202 warning could requirement 'C1' is covered by no task",
        ])
        #expect(outcome.exitCode == 1)
    }

    @Test func defaultPriorityIsMust() {
        expectDiagnostics(cleanBase + "requirement ⟦TD202⟧R2")
    }

    @Test func taskWithoutScreenUnlessASubtaskHasOne() {
        expectDiagnostics(cleanBase + """
        task ⟦TD203⟧Lonely { satisfies R1 }
        task Parent { satisfies R1 }
        task Child { satisfies R1 parent Parent }
        screen B { tasks Child }
        navigation { push A -> B }
        """)
    }

    @Test func screenWithoutTaskExceptTabContainers() {
        expectDiagnostics(cleanBase + """
        screen ⟦TD204⟧B
        screen Tabs { kind tabs }
        screen C { tasks T1 }
        navigation { modal A -> B  replace A -> Tabs  tabs Tabs [A, C] }
        """)
    }

    /// A design with no requirement is navigation only (an imported navigation graph, say): nothing is flagged for
    /// serving no requirement or no task, while a task no screen carries out is still a gap.
    @Test func navigationOnlyDesignsAreNotTraced() {
        expectDiagnostics("""
        task Browse
        task ⟦TD203⟧Lonely
        screen A
        screen B { tasks Browse }
        navigation { start A  push A -> B }
        """)
        let (_, outcome) = check("screen A\nscreen B\nnavigation { start A  push A -> B }")
        #expect(outcome.diagnostics.isEmpty && outcome.analysis.gaps.tasklessScreens.isEmpty)
        // One requirement turns tracing on for the whole design.
        expectDiagnostics("""
        requirement R1
        task Browse { satisfies R1 }
        task ⟦TD201⟧Other
        screen ⟦TD204⟧A
        screen B { tasks Browse, Other }
        navigation { start A  push A -> B }
        """)
    }

    @Test func taskCycleReportedOnceAtItsFirstTask() {
        expectDiagnostics(cleanBase + """
        task X { satisfies R1 parent ⟦TD205⟧Z }
        task Y { satisfies R1 parent X }
        task Z { satisfies R1 parent Y }
        task Self { satisfies R1 parent ⟦TD205⟧Self }
        screen B { tasks X, Y, Z, Self }
        navigation { push A -> B }
        """)
        let (_, outcome) = check(cleanBase + "task X { satisfies R1 parent Y }\ntask Y { satisfies R1 parent X }\nscreen B { tasks X, Y }\nnavigation { push A -> B }")
        #expect(outcome.diagnostics.map(\.message) == ["task hierarchy has a cycle: X → Y → X"])
    }

    @Test func summaryCountsCoverage() {
        let (_, outcome) = check(cleanBase + "requirement R2 { priority could }\ntask T2\nscreen Z { tasks T2 }")
        #expect(outcome.summary.description == "requirements covered 1/2, tasks traced 1/2, screens reachable 1/2")
    }
}

@Suite struct SyntheticDesignTests {
    /// The benchmark's designs must be realistic: clean, so every rule walks real data rather than bailing out.
    @Test(arguments: [100, 1_000, 5_000])
    func syntheticDesignsCheckClean(_ elements: Int) {
        let text = SyntheticDesign.scaled(elements: elements).text()
        let outcome = Pipeline.run(["d.tandem"], fileSystem: InMemoryFileSystem(files: ["d.tandem": text]))
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.prefix(3).map(\.message))")
        #expect(outcome.summary.screensReachable == outcome.summary.screens)
        #expect(Formatter.laidOut(text) == text, "tandem fmt would change the synthetic design")
        #expect(text.contains("\n  tasks "), "laid out a statement to a line")
    }
}
