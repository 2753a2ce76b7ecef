import Testing
@testable import TandemCodegen

/// The generated Kotlin and Java files keep only the imports they use (lint and ktlint flag the others).
struct UnusedImportsTests {
    @Test func dropsAnImportWhoseNameIsNeverUsed() {
        let source = "package a\n\nimport x.Used\nimport x.Unused\nimport x.y.*\n\nval u = Used()\n"
        #expect(UnusedImports.pruned(source, language: "kotlin") == "package a\n\nimport x.Used\nimport x.y.*\n\nval u = Used()\n")
    }

    @Test func anAliasIsUsedByItsAlias() {
        let source = "import x.Long as Big\nimport x.Short as Small\nval b: Big = Big()\n"
        #expect(UnusedImports.pruned(source, language: "kotlin") == "import x.Long as Big\nval b: Big = Big()\n")
    }

    @Test func delegateOperatorsStayWhenTheFileDelegates() {
        let delegating = "import androidx.compose.runtime.getValue\nimport androidx.compose.runtime.setValue\nvar x by state\n"
        #expect(UnusedImports.pruned(delegating, language: "kotlin") == delegating)
        let plain = "import androidx.compose.runtime.getValue\nval x = 1\n"
        #expect(UnusedImports.pruned(plain, language: "kotlin") == "val x = 1\n")
    }

    @Test func operatorsAndExtensionsUsedThroughSyntaxStay() {
        let source = "import x.plus\nimport x.invoke\nimport x.padding\nval m = Modifier.padding(1)\n"
        #expect(UnusedImports.pruned(source, language: "kotlin") == source)
    }

    @Test func javaStaticImportsAndOtherLanguagesAreLeftAsTheyAre() {
        let java = "import static x.Y.z;\nimport x.Unused;\nclass A { int b = z(); }\n"
        #expect(UnusedImports.pruned(java, language: "java") == "import static x.Y.z;\nclass A { int b = z(); }\n")
        let swift = "import UIKit\nimport MapKit\nlet x = 1\n"
        #expect(UnusedImports.pruned(swift, language: "swift") == swift)
    }

    @Test func aNameInACommentKeepsItsImport() {
        let source = "import x.Documented\n/** See [Documented]. */\nval y = 1\n"
        #expect(UnusedImports.pruned(source, language: "kotlin") == source)
    }
}
