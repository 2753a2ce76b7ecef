// The app's scene delegate. Tandem created this file once and never overwrites it: it is yours. TandemSceneDelegate
// (Generated/TandemSceneDelegate.swift, regenerated) makes the window with the start screen and opens the design's
// deep links; override its methods here (calling super) to add to them.
import UIKit

final class SceneDelegate: TandemSceneDelegate {}
