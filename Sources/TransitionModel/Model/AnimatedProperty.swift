import TransitionSource
/// A property a track animates, the ones a spec writes and the shadow's path, which the lowering
/// adds (`isWritten`): the one owner of the concept. Its spelling (the name, the words it is
/// mistaken for, how a message names its values), the values it takes, whether Core Animation
/// runs it, and the UIKit members the emitter writes are all here, each an exhaustive switch: a
/// new property is a compile error wherever a stage must decide what it means.
public enum AnimatedProperty: String, Sendable, CaseIterable {
    case alpha, transform, frame, cornerRadius
    /// `layer.shadowOpacity`, `layer.shadowRadius`, `layer.shadowOffset` (a `size(w, h)`) and
    /// `layer.shadowColor` (a named colour).
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor
    /// `layer.shadowPath`: the target's rounded bounds, given by the lowering to every target
    /// whose shadow animates and moved along with its frame and corner radius. Never written.
    case shadowPath

    // MARK: - Spelling

    /// The function a shadow offset is written with: `size(width, height)`, the regular sibling
    /// of an element's `rect(x, y, width, height)`.
    public static let sizeFunction = "size"

    /// Words a spec writes for a property under another name, and the property they mean:
    /// `opacity` is Core Animation's name for `alpha` (a fix-it writes `alpha`).
    public static let otherNames: [String: AnimatedProperty] = ["opacity": .alpha]

    /// The properties a spec writes, in order: what completion offers and messages list.
    public static let written: [AnimatedProperty] = allCases.filter(\.isWritten)

    /// Whether a spec may write it: the shadow's path is the lowering's.
    public var isWritten: Bool {
        switch self {
        case .alpha, .transform, .frame, .cornerRadius, .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor: true
        case .shadowPath: false
        }
    }

    /// What a message calls it: `alpha`, `corner radius`, `shadow colour`.
    public var noun: String {
        switch self {
        case .alpha, .transform, .frame: rawValue
        case .cornerRadius: "corner radius"
        case .shadowOpacity: "shadow opacity"
        case .shadowRadius: "shadow radius"
        case .shadowOffset: "shadow offset"
        case .shadowColor: "shadow colour"
        case .shadowPath: "shadow path"
        }
    }

    /// How a message names one of its values: `alpha`, `a shadow opacity`, `a corner radius`.
    public var valueName: String {
        switch self {
        case .alpha: noun
        case .transform, .frame, .cornerRadius, .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .shadowPath: "a " + noun
        }
    }

    /// What it animates and the values it takes, for hover.
    public var meaning: String {
        switch self {
        case .alpha: "`alpha` / `opacity`: a number, 0…1"
        case .transform: "`transform`: `identity` or steps applied left to right (`translate(x, y)`, `scale(s)`, `rotate(angle)` …)"
        case .frame: "`frame`: `initial`, `final` or an element's `from.card.frame`, each optionally `.offset(dx, dy)`"
        case .cornerRadius: "`layer.cornerRadius`: a length in points, or an element's `from.card.cornerRadius`"
        case .shadowOpacity: "`layer.shadowOpacity`: a number, 0…1 (default 0: no shadow); Core Animation, even on a view"
        case .shadowRadius: "`layer.shadowRadius`: the blur, a length in points ≥ 0 (default 3); Core Animation, even on a view"
        case .shadowOffset:
            "`layer.shadowOffset`: `size(width, height)` in points, positive height below the view (default `size(0, -3)`, above it); Core Animation, even on a view"
        case .shadowColor: "`layer.shadowColor`: `black`, `white` or `gray` (default opaque black); Core Animation, even on a view"
        case .shadowPath:
            "`layer.shadowPath`: the view's rounded bounds, set by transc on every view whose shadow animates and moved with its frame and corner radius"
        }
    }

    // MARK: - Values

    /// The values a spec writes for it: what the checker lowers a value as, and what completion
    /// offers after the colon and the arrow.
    public enum Values: Sendable, Equatable {
        /// A number 0…1.
        case ratio
        /// A length in points, not negative.
        case length
        /// `identity`, or transform steps.
        case transform
        /// `initial`, `final` or an element's frame, optionally offset.
        case frame
        /// `size(width, height)`.
        case size
        /// A named colour.
        case color
        /// A path transc makes; never written.
        case path
    }

    public var values: Values {
        switch self {
        case .alpha, .shadowOpacity: .ratio
        case .cornerRadius, .shadowRadius: .length
        case .transform: .transform
        case .frame: .frame
        case .shadowOffset: .size
        case .shadowColor: .color
        case .shadowPath: .path
        }
    }

    // MARK: - How it runs

    /// Animated by Core Animation on whatever it belongs to: UIKit's view animations animate a
    /// view's frame, bounds, centre, transform, alpha and background colour, not its layer's
    /// shadow, so a shadow is a `CABasicAnimation` even on a view (and a finger cannot scrub it).
    public var isLayerOnly: Bool {
        switch self {
        case .alpha, .transform, .frame, .cornerRadius: false
        case .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .shadowPath: true
        }
    }

    /// Part of a layer's shadow: a target with one of these gets a `shadowPath`.
    public var isShadow: Bool {
        switch self {
        case .alpha, .transform, .frame, .cornerRadius, .shadowPath: false
        case .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor: true
        }
    }

    // MARK: - UIKit

    /// The member of a `UIView` that holds it, after the dot: `alpha`, `layer.cornerRadius`. A
    /// transform in 3D is `transform3D`, which the track says (`TrackPlan.transformIs3D`).
    public var viewMember: String {
        switch self {
        case .alpha, .transform, .frame: rawValue
        case .cornerRadius, .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .shadowPath: "layer." + layerKeyPath
        }
    }

    /// The `CALayer` member and key path of a `CABasicAnimation`: a view's `alpha` is its
    /// layer's `opacity`.
    public var layerKeyPath: String {
        switch self {
        case .alpha: "opacity"
        case .transform, .frame, .cornerRadius, .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .shadowPath: rawValue
        }
    }

    /// Whether the layer keeps it as a `Float` (`opacity`, `shadowOpacity`), not a `CGFloat`.
    public var isFloatOnLayer: Bool {
        switch self {
        case .alpha, .shadowOpacity: true
        case .transform, .frame, .cornerRadius, .shadowRadius, .shadowOffset, .shadowColor, .shadowPath: false
        }
    }
}
