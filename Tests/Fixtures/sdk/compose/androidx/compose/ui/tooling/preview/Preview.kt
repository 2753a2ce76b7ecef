// Mirrors compose/ui/ui-tooling-preview/src/commonMain/kotlin/androidx/compose/ui/tooling/preview/Preview.kt (androidx.compose.ui:ui-tooling-preview 1.9.4)
// Stand-in: the annotation with its real parameters. The library's `device` default is Devices.DEFAULT ("")
// and `wallpaper`'s is Wallpapers.NONE (-1); the stand-in writes those values directly, and the
// @IntRange/@FloatRange/@UiMode/@Device/@Wallpaper parameter annotations are omitted.
package androidx.compose.ui.tooling.preview

/** Shows the annotated parameterless composable in the Android Studio preview. */
@MustBeDocumented
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.ANNOTATION_CLASS, AnnotationTarget.FUNCTION)
@Repeatable
public annotation class Preview(
    val name: String = "",
    val group: String = "",
    val apiLevel: Int = -1,
    val widthDp: Int = -1,
    val heightDp: Int = -1,
    val locale: String = "",
    val fontScale: Float = 1f,
    val showSystemUi: Boolean = false,
    val showBackground: Boolean = false,
    val backgroundColor: Long = 0,
    val uiMode: Int = 0,
    val device: String = "",
    val wallpaper: Int = -1,
)
