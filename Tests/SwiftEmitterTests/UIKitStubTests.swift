import Foundation
import XCTest

/// Trust tests for the UIKit stub: hand-written transition code from every seed type-checks in both
/// language modes, and code that is wrong on iOS fails with the diagnostic iOS would give.
final class UIKitStubTests: XCTestCase {
  private var checker: SwiftTypeChecker!

  override func setUpWithError() throws {
    checker = try SwiftTypeChecker.shared()
  }

  private func fixture(_ relativePath: String) -> URL {
    SwiftTypeChecker.fixturesDirectory.appendingPathComponent(relativePath)
  }

  private func assertClean(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws {
    for mode in [5, 6] {
      let result = try checker.typecheck(fileAt: url, swiftVersion: mode, flowDiagnostics: true)
      XCTAssertTrue(result.ok, "\(url.lastPathComponent) in Swift \(mode):\n\(result.diagnostics)", file: file, line: line)
      XCTAssertFalse(result.diagnostics.contains("warning:"),
                     "\(url.lastPathComponent) warns in Swift \(mode):\n\(result.diagnostics)", file: file, line: line)
    }
  }

  /// Asserts the file fails in exactly `failingModes` and that each failure names `expected`.
  private func assertFails(_ name: String, in failingModes: Set<Int> = [5, 6], mentioning expected: String,
                           file: StaticString = #filePath, line: UInt = #line) throws {
    for mode in [5, 6] {
      let result = try checker.typecheck(fileAt: fixture("wrong/\(name)"), swiftVersion: mode)
      if failingModes.contains(mode) {
        XCTAssertFalse(result.ok, "\(name) type-checks in Swift \(mode)", file: file, line: line)
        XCTAssertTrue(result.diagnostics.contains(expected),
                      "\(name) in Swift \(mode) does not mention \(expected):\n\(result.diagnostics)", file: file, line: line)
      } else {
        XCTAssertTrue(result.ok, "\(name) should type-check in Swift \(mode):\n\(result.diagnostics)", file: file, line: line)
      }
    }
  }

  func testEverySeedHasAHandwrittenSampleThatTypeChecksCleanly() throws {
    let directory = fixture("handwritten")
    let samples = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    XCTAssertEqual(samples.map { String($0.prefix(4)) }, ["000_", "001_", "002_", "003_", "004_"])
    for sample in samples {
      try assertClean(directory.appendingPathComponent(sample))
    }
  }

  func testSurfaceProbeCoversTheMinimumAPI() throws {
    try assertClean(SwiftTypeChecker.stubDirectory.appendingPathComponent("Probes/Surface.swift"))
  }

  func testMisspelledMethodFails() throws {
    try assertFails("misspelled_complete_transition.swift", mentioning: "has no member 'completeTranstion'")
  }

  func testWrongArgumentLabelFails() throws {
    try assertFails("wrong_label_insert_subview.swift",
                    mentioning: "incorrect labels for candidate (have: '(_:below:)', expected: '(_:belowSubview:)')")
  }

  func testWrongTypeFails() throws {
    try assertFails("wrong_type_transform.swift",
                    mentioning: "cannot assign value of type 'CGFloat' to type 'CGAffineTransform'")
  }

  func testSelectorOfNonObjCMethodFails() throws {
    try assertFails("selector_not_objc.swift",
                    mentioning: "argument of '#selector' refers to instance method 'handlePan' that is not exposed to Objective-C")
  }

  func testMissingRequiredAnimateTransitionFails() throws {
    try assertFails("missing_animate_transition.swift",
                    mentioning: "type 'HalfAnimator' does not conform to protocol 'UIViewControllerAnimatedTransitioning'")
  }

  func testMissingRequiredInitCoderFails() throws {
    try assertFails("missing_required_init_coder.swift",
                    mentioning: "'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'")
  }

  func testMainActorAnimatorAdoptingCAAnimationDelegateFailsOnlyInSwift6() throws {
    try assertFails("animation_delegate_isolation.swift", in: [6],
                    mentioning: "conformance of 'LayerAnimator' to protocol 'CAAnimationDelegate' crosses into main actor-isolated code")
  }

  /// UIKit's Objective-C declarations are implicitly @preconcurrency, so a main-actor call from a
  /// nonisolated context is silent in Swift 5 and a warning in Swift 6, exactly as against the SDK.
  func testNonisolatedMainActorCallWarnsInSwift6AndFailsAsError() throws {
    let url = fixture("wrong/nonisolated_main_actor_call.swift")
    let message = "call to main actor-isolated instance method 'completeTransition' in a synchronous nonisolated context"
    let swift5 = try checker.typecheck(fileAt: url, swiftVersion: 5)
    XCTAssertTrue(swift5.ok, swift5.diagnostics)
    XCTAssertFalse(swift5.diagnostics.contains(message), swift5.diagnostics)
    let swift6 = try checker.typecheck(fileAt: url, swiftVersion: 6)
    XCTAssertTrue(swift6.ok, swift6.diagnostics)
    XCTAssertTrue(swift6.diagnostics.contains("warning: \(message)"), swift6.diagnostics)
    let strict = try checker.typecheck(fileAt: url, swiftVersion: 6, warningsAsErrors: true)
    XCTAssertFalse(strict.ok)
    XCTAssertTrue(strict.diagnostics.contains("error: \(message)"), strict.diagnostics)
  }

  /// UINavigationControllerDelegate's requirements are @objc optional: a misspelt one is only a warning.
  func testMisspelledOptionalDelegateMethodOnlyWarns() throws {
    for mode in [5, 6] {
      let result = try checker.typecheck(fileAt: fixture("wrong/misspelled_optional_delegate_method.swift"), swiftVersion: mode)
      XCTAssertTrue(result.ok, result.diagnostics)
      XCTAssertTrue(result.diagnostics.contains(
        "warning: instance method 'navigationController(_:animationControllerFor:from:too:)' nearly matches optional requirement"),
        result.diagnostics)
    }
  }

  /// Flow-sensitive errors come from SIL passes, which plain -typecheck does not run.
  func testMissingReturnFailsOnlyWithFlowDiagnostics() throws {
    let url = fixture("wrong/missing_return.swift")
    for mode in [5, 6] {
      let typeOnly = try checker.typecheck(fileAt: url, swiftVersion: mode)
      XCTAssertTrue(typeOnly.ok, typeOnly.diagnostics)
      let flow = try checker.typecheck(fileAt: url, swiftVersion: mode, flowDiagnostics: true)
      XCTAssertFalse(flow.ok)
      XCTAssertTrue(flow.diagnostics.contains("missing return in instance method expected to return 'TimeInterval'"),
                    flow.diagnostics)
    }
  }

  func testObjCExposureRulesMatchIOS() throws {
    let source = """
      import UIKit
      final class Handler: NSObject {
        @objc func handlePan(_ gesture: UIScreenEdgePanGestureRecognizer) {}
        @objc func handleRect(_ rect: CGRect, name: String, views: [UIView]) {}
        @MainActor func install(on view: UIView) {
          view.addGestureRecognizer(UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
        }
      }
      struct Plain { @objc func nope() {} }
      """
    let result = try checker.typecheck(source, swiftVersion: 6)
    XCTAssertFalse(result.ok)
    XCTAssertTrue(result.diagnostics.contains("'@objc' can only be used with members of classes"), result.diagnostics)
    let errors = result.diagnostics.split(separator: "\n").filter { $0.contains(": error: ") }
    XCTAssertEqual(errors.count, 1, result.diagnostics)
  }
}
