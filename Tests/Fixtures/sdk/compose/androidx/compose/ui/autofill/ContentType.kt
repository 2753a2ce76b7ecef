// Mirrors compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/autofill/ContentType.android.kt and the common
// declaration in compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/autofill/ContentType.kt
// (androidx.compose.ui:ui 1.9.4).
// Stand-in: the content types the generated code names (and a few beside them), each holding its autofill hint as
// the Android actual does; `plus` and the rest of the companion's types are omitted.
package androidx.compose.ui.autofill

/** What autofill services fill an element with. */
public class ContentType private constructor(internal val contentHints: Set<String>) {
    public companion object {
        public val EmailAddress: ContentType = ContentType(setOf("emailAddress"))
        public val Username: ContentType = ContentType(setOf("username"))
        public val Password: ContentType = ContentType(setOf("password"))
        public val NewUsername: ContentType = ContentType(setOf("newUsername"))
        public val NewPassword: ContentType = ContentType(setOf("newPassword"))
        public val PhoneNumber: ContentType = ContentType(setOf("phoneNumber"))
        public val PersonFullName: ContentType = ContentType(setOf("personName"))
        public val PostalCode: ContentType = ContentType(setOf("postalCode"))
    }
}
