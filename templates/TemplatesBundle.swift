import Foundation

/// The folder holding the bundled templates (`ios/`, `android/`, …), copied into the build as resources.
public enum BundledTemplates {
    public static var directory: String? {
        Bundle.module.resourceURL?.path
    }
}
