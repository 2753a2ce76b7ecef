// Mirrors androidx.navigation.Navigator at API 35 (androidx navigation-common 2.8.4): the abstract base of the
// destination types, named by @Navigator.Name. Only createDestination is here: navigate/popBackStack and the
// NavigatorState are run by the Tandem navigation runtime (tandem.runtime.navigation), not by Navigator subclasses.
package androidx.navigation

public abstract class Navigator<D : NavDestination> {
    @Retention(AnnotationRetention.RUNTIME)
    @Target(AnnotationTarget.ANNOTATION_CLASS, AnnotationTarget.CLASS)
    public annotation class Name(val value: String)

    public interface Extras

    public abstract fun createDestination(): D
}
