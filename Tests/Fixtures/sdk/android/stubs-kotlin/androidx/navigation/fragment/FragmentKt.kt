// Mirrors androidx.navigation.fragment.FragmentKt at API 35 (androidx navigation-fragment 2.8.4; the facade of the
// library's Fragment.kt, hence the JvmName)
@file:JvmName("FragmentKt")

package androidx.navigation.fragment

import androidx.fragment.app.Fragment
import androidx.navigation.NavController

public fun Fragment.findNavController(): NavController = NavHostFragment.findNavController(this)
