import TandemCodegen
import TandemPlatform
import TandemTargets

extension Targets {
    /// The Swift side of a bundled target (its folder's Code/), when it has one: its adapter conforms to `TargetCode`
    /// there, so the registration line in Targets.swift stays the only one.
    public static func code(of adapter: any TargetAdapter) -> (any TargetCode)? { adapter as? any TargetCode }
}
