// The Gradle settings of NPS Muster. Tandem created this file once and never overwrites it: it is yours.
pluginManagement {
    repositories {
        google {
            content {
                includeGroupByRegex("com\\.android.*")
                includeGroupByRegex("com\\.google.*")
                includeGroupByRegex("androidx.*")
            }
        }
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
// app: your module. tandem: the module Tandem keeps in step with the design (manifest entries, strings).
include(":app", ":tandem")
