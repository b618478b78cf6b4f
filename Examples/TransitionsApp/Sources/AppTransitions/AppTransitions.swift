/// The specs beside this file become Swift during the build. On platforms with UIKit the
/// generated coordinators and animators are ordinary declarations of this module; elsewhere the
/// generated files compile to nothing and only this file's declarations exist.
public enum AppTransitions {
    /// The specs this module is generated from.
    public static let specs = ["Fading.transition"]
}
