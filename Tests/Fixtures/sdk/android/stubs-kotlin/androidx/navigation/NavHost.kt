// Mirrors androidx.navigation.NavHost at API 35 (androidx navigation-runtime 2.8.4)
package androidx.navigation

public interface NavHost {
    public val navController: NavController
}
