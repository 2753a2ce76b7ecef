// The root build of NPS Muster. Tandem created this file once and never overwrites it: it is yours.
plugins {
    id("com.android.application") version "8.7.3" apply false
    id("com.android.library") version "8.7.3" apply false
    id("org.jetbrains.kotlin.android") version "2.3.21" apply false
}
