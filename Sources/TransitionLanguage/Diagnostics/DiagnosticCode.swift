/// Every diagnostic transc can report, with its stable code.
///
/// Codes never change meaning once published; docs/diagnostics.md documents each one.
/// T00xx lexical, T01xx syntax, T02xx names, T03xx pairing, T04xx edges, T05xx reachability,
/// T06xx properties and kinds, T07xx numbers, T08xx gestures, T09xx springs, T10xx scenarios.
public enum DiagnosticCode: String, Sendable, CaseIterable {
    // Lexical
    case invalidCharacter = "T0001"
    case unterminatedString = "T0002"
    case unterminatedComment = "T0003"
    case invalidUTF8 = "T0004"
    case malformedNumber = "T0005"
    case invalidEscape = "T0006"
    case nulByte = "T0007"
    case symbolicLogicalOperator = "T0008"

    // Syntax
    case expectedToken = "T0101"
    case expectedDeclaration = "T0102"
    case nestingTooDeep = "T0103"
    case tooManyErrors = "T0104"
    case unexpectedToken = "T0105"

    // Names
    case undefinedScreen = "T0201"
    case duplicateScreen = "T0202"
    case missingRoot = "T0203"
    case duplicateRoot = "T0204"
    case undefinedAnimator = "T0205"
    case duplicateAnimator = "T0206"
    case undefinedElement = "T0207"
    case duplicateElement = "T0208"
    case duplicateGesture = "T0209"
    case duplicateGraph = "T0210"
    case undefinedGraph = "T0211"
    case duplicateScenario = "T0212"
    case undefinedName = "T0213"
    case duplicateSnapshot = "T0214"
    case importFailed = "T0215"
    case importCycle = "T0216"
    case elementNameTaken = "T0217"
    case gestureNameTaken = "T0218"

    // Pairing
    case popWithoutPush = "T0301"
    case pushWithSystemPop = "T0302"
    case reverseWithoutForward = "T0303"
    case duplicateRole = "T0304"

    // Edges
    case duplicateEdge = "T0401"
    case wildcardShadowed = "T0402"
    case roleKindMismatch = "T0403"
    case unknownRole = "T0404"
    case nonPositiveSheetHeight = "T0405"

    // Reachability
    case unreachableScreen = "T0501"
    case pushIntoRoot = "T0502"
    case pushFromPresentedScreen = "T0503"

    // Properties and kinds
    case elementNotOnScreen = "T0601"
    case elementNotOnEverySource = "T0602"
    case unknownProperty = "T0603"
    case wrongValueKind = "T0604"
    case unknownParameter = "T0605"
    case unknownCurve = "T0606"
    case snapshotOutsideTransition = "T0607"
    case maskNeedsShape = "T0608"
    case duplicateProperty = "T0609"
    case unknownElementKind = "T0610"
    case frameWithTransform = "T0611"
    case wrongArgumentCount = "T0612"
    case unknownTransform = "T0613"
    case snapshotOrMaskTarget = "T0614"
    case unknownOption = "T0615"
    case orderAgainstItself = "T0616"
    case frameDoesNothing = "T0617"
    case hiddenAnimation = "T0618"
    case notOfNumber = "T0619"
    case perspectiveNotLast = "T0620"
    case perspectiveWithoutTilt = "T0621"
    case turnShowsBack = "T0622"
    case layerKeyframesUnderSpring = "T0623"
    case hideTarget = "T0624"
    case elementNeedsView = "T0630"
    case sharedElementRoles = "T0631"
    case trackCurve = "T0632"
    case unsupportedKeyframeMode = "T0633"
    case conflictingKeyframes = "T0634"
    case shadowClipped = "T0635"

    // Numbers
    case nonPositiveDuration = "T0701"
    case longDuration = "T0702"
    case zeroScale = "T0703"
    case dampingOutOfRange = "T0704"
    case fractionOutOfRange = "T0705"
    case alphaOutOfRange = "T0706"
    case negativeDelay = "T0707"
    case wrongUnit = "T0708"
    case keyframeOutOfRange = "T0709"
    case negativeCornerRadius = "T0710"
    case nonConstantNumber = "T0711"
    case nonPositivePerspective = "T0712"
    case nonPositiveElementSize = "T0713"
    case cubicOpacityOutOfRange = "T0714"

    // Gestures
    case gestureWithoutAnimator = "T0801"
    case gestureOnRoot = "T0802"
    case gestureEdgeClaimedTwice = "T0803"
    case lostSwipeBack = "T0804"
    case interactiveLayerAnimation = "T0805"
    case gestureUnknownInput = "T0806"
    case finishRuleNotBoolean = "T0807"
    case gestureRoleMismatch = "T0808"
    case gestureMissingRule = "T0809"
    case progressNeverRises = "T0810"
    case finishUnreachable = "T0811"
    case arbitrationWithLayer = "T0812"
    case contradictoryArbitration = "T0813"
    case releaseVelocityMisplaced = "T0814"
    case releaseSpringUnavailable = "T0815"
    case tapTarget = "T0816"
    case tapIsNotInteractive = "T0817"
    case tapDrive = "T0818"

    // Springs
    case springNotSettled = "T0901"
    case springOvershootsScreen = "T0902"
    case springRunsPastDuration = "T0903"

    // Scenarios
    case popAtRoot = "T1001"
    case pushAlongNoEdge = "T1002"
    case dismissWithoutPresentation = "T1003"
    case dragWithoutGesture = "T1004"
    case unknownExpectationTarget = "T1005"
    case dragKindMismatch = "T1006"
    case systemSwipeBackOff = "T1007"
    case tapNotOnScreen = "T1008"
}
