import Testing
@testable import TandemStatus

/// What counts as code of the developer's own in an override, read with the Swift parser and the Kotlin tokenizer.
@Suite struct SourceStructureTests {
    @Test func swiftOverridesWithAndWithoutABodyOfTheirOwn() throws {
        let classes = try SwiftStructure.classes(in: """
        final class LoginViewController: LoginViewControllerBase, UITextFieldDelegate {
            override func login() {
                super.login()
            }
            override func setView() {
                // Fill the views from the models. } not code
            }
            override func reset() { super.reset(); counter += 1 }
            override func save(note: String) { super.save(note: "}") }
            func helper() { print("x") }
            class Nested: Other { override func go() { run() } }
        }
        """)
        #expect(classes.map(\.name) == ["LoginViewController", "Nested"])
        #expect(classes[0].superclass == "LoginViewControllerBase")
        let methods = Dictionary(uniqueKeysWithValues: classes[0].methods.map { ($0.name, $0) })
        #expect(methods["login"]?.hasOwnBody == false && methods["login"]?.isOverride == true)
        #expect(methods["setView"]?.hasOwnBody == false)
        #expect(methods["reset"]?.hasOwnBody == true)
        #expect(methods["save"]?.hasOwnBody == false, "a call to super with other arguments is still the scaffold's call")
        #expect(methods["helper"]?.isOverride == false)
        #expect(methods["login"]?.line == 2)
        #expect(classes[1].methods.first?.hasOwnBody == true)
    }

    /// A file cut off inside a method (its body's brace the last token, or never closed) is read to its end (the
    /// status fuzz target's finding: the body's range ended before it began).
    @Test func kotlinCutOffInsideAMethodIsReadToItsEnd() throws {
        for text in ["class A : B() { override fun go() {", "class A : B() { override fun go() { work()", "class A { fun f() = 1 {"] {
            let classes = try KotlinStructure.classes(in: text)
            #expect(classes.count <= 1, "\(text)")
        }
    }

    @Test func kotlinCommentsStringsAndTemplatesDoNotFoolTheBraces() throws {
        let classes = try KotlinStructure.classes(in: #"""
        package x.screens

        /* a comment /* nested */ with class Fake : Base { override fun login() { work() } } */
        class LoginActivity : LoginActivityBase() {
            override fun login() {
                super.login()
            }

            // override fun setView() { work() }
            override fun setView() {
                val s = "braces } and ${ if (true) "}" else "{" } and \" quotes"
                val raw = """ } ${'$'}{x} """
                titleLabel.text = s + raw
            }

            public override fun reset() = super.reset()
            override fun `when`(): Int = count + 1
            private fun helper() {}
            val k = LoginActivity::class.java
        }

        class Other(private val x: Int) : edu.nps.Base(x) {
            override fun go() {
                // only a comment
            }
        }
        """#)
        #expect(classes.map(\.name) == ["LoginActivity", "Other"])
        #expect(classes.map(\.superclass) == ["LoginActivityBase", "Base"])
        let methods = Dictionary(uniqueKeysWithValues: classes[0].methods.map { ($0.name, $0) })
        #expect(Set(methods.keys) == ["login", "setView", "reset", "when", "helper"])
        #expect(methods["login"]?.hasOwnBody == false && methods["login"]?.isOverride == true)
        #expect(methods["setView"]?.hasOwnBody == true && methods["setView"]?.line == 10)
        #expect(methods["reset"]?.hasOwnBody == false && methods["reset"]?.isOverride == true)
        #expect(methods["when"]?.hasOwnBody == true)
        #expect(methods["helper"]?.isOverride == false)
        #expect(classes[1].methods.first?.hasOwnBody == false)
    }
}
