// The app module of NPS Muster. Tandem created this file once and never overwrites it: it is yours.
plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "edu.nps.muster"
    compileSdk = 35

    defaultConfig {
        applicationId = "edu.nps.muster"
        minSdk = 26
        targetSdk = 35
        versionCode = 1
        versionName = "1.0"
    }

    // Android 13's per-app language setting offers the languages the app has strings for (values-fr/, …);
    // res/resources.properties names the language of values/.
    androidResources {
        generateLocaleConfig = true
    }

    buildTypes {
        release {
            isMinifyEnabled = false
        }
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
}

kotlin {
    compilerOptions {
        jvmTarget.set(org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17)
    }
}

dependencies {
    // The tandem module brings the activities' manifest, layouts and strings, and the libraries the generated
    // code uses (AppCompat, Material, RecyclerView).
    implementation(project(":tandem"))
}
