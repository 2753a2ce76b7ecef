// Mirrors androidx.navigation.FloatingWindow at API 35 (androidx navigation-common 2.8.4): a marker for destinations
// shown above the others (dialogs), which NavigationUI does not title and navigate() pops when leaving them.
package androidx.navigation

public interface FloatingWindow
