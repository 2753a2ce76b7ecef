// The app module of NPS Muster. Tandem created this file once and never overwrites it: it is yours.
// Tandem keeps app/src/main/java/edu/nps/muster/tandem and the tandem module in step with the design.
plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.compose)
    // The navigation keys are @Serializable: the back stack is saved with the activity's state.
    alias(libs.plugins.kotlin.serialization)
}

android {
    namespace = "edu.nps.muster"
    compileSdk = 36

    defaultConfig {
        applicationId = "edu.nps.muster"
        minSdk = 26
        targetSdk = 36
        versionCode = 1
        versionName = "1.0"
        // UI tests find every element by its test tag (the design's element id, as on iOS).
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
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
    buildFeatures {
        compose = true
    }
}

kotlin {
    compilerOptions {
        jvmTarget.set(org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17)
    }
}

dependencies {
    // MainActivity's manifest entry, the permissions and the design's strings.
    implementation(project(":tandem"))
    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.activity.compose)
    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.compose.ui)
    implementation(libs.androidx.compose.ui.tooling.preview)
    implementation(libs.androidx.compose.material3)
    implementation(libs.androidx.compose.material.icons.core)
    implementation(libs.androidx.lifecycle.runtime.compose)
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    implementation(libs.androidx.lifecycle.viewmodel.navigation3)
    implementation(libs.androidx.navigation3.runtime)
    implementation(libs.androidx.navigation3.ui)
    implementation(libs.kotlinx.serialization.core)
    // The back stacks are saved as JSON with the activity's state.
    implementation(libs.kotlinx.serialization.json)
    debugImplementation(libs.androidx.compose.ui.tooling)
    testImplementation(libs.junit)
    androidTestImplementation(libs.androidx.junit)
    androidTestImplementation(libs.androidx.espresso.core)
    androidTestImplementation(platform(libs.androidx.compose.bom))
    androidTestImplementation(libs.androidx.compose.ui.test.junit4)
    debugImplementation(libs.androidx.compose.ui.test.manifest)
}
