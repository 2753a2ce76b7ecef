// The Gradle settings of NPS Muster. Tandem created this file once and never overwrites it: it is yours.
pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "NPS Muster"
// app: your module. tandem: the module Tandem keeps in step with the design (activities, layouts, strings).
include(":app", ":tandem")
