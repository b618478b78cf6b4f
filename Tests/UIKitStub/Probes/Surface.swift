import UIKit

// Every declaration in the minimum surface, used with its exact Swift name and types.
@MainActor func surface(view: UIView, vc: UIViewController, nav: UINavigationController,
                        ctx: UIViewControllerContextTransitioning, pan: UIPanGestureRecognizer,
                        edge: UIScreenEdgePanGestureRecognizer, pinch: UIPinchGestureRecognizer) {
  var f: CGFloat = 1.5
  f = f * 2 + CGFloat(3) / 4 - .pi
  let d: Double = 0.5
  f = d                                 // SE-0307 Double -> CGFloat
  let d2: Double = f * d                // and back
  _ = (abs(f), max(f, 1), min(f, d2), f.rounded(), Int(f), Float(f))
  var p = CGPoint(x: 1, y: 2); p.x += f
  let s = CGSize(width: 10, height: 20)
  var r = CGRect(x: 0, y: 0, width: 100, height: 50)
  r = r.offsetBy(dx: 0, dy: r.height).insetBy(dx: 2, dy: 2)
  let _: [CGFloat] = [r.width, r.height, r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY]
  _ = (CGRect.zero, CGPoint.zero, CGSize.zero, r.origin, r.size, s == .zero, r.contains(p))
  var t = CGAffineTransform.identity
  t = CGAffineTransform(translationX: 1, y: 2).scaledBy(x: 2, y: 2).translatedBy(x: 3, y: 4).rotated(by: .pi)
  t = t.concatenating(CGAffineTransform(scaleX: 0.6, y: 0.6)).concatenating(CGAffineTransform(rotationAngle: 1)).inverted()
  let _: Bool = t.isIdentity || t == .identity
  let t3: CATransform3D = CATransform3DConcat(CATransform3DMakeTranslation(0, -10, 0), CATransform3DMakeScale(150, 150, 1))
  _ = (CATransform3DIdentity, CATransform3DMakeRotation(.pi, 0, 0, 1), CATransform3DIsIdentity(t3))
  // A perspective as UIKit code writes it (m34), then a turn about y applied before it.
  var perspective = CATransform3DIdentity
  perspective.m34 = -1 / 500
  let turned: CATransform3D = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
  _ = (CATransform3DConcat(CATransform3DMakeRotation(-.pi / 2, 0, 1, 0), perspective), turned.m34)

  let layer = CALayer()
  layer.mask = CAShapeLayer()
  layer.position = p; layer.bounds = r; layer.transform = t3; layer.cornerRadius = 8; layer.opacity = 0.5
  layer.addSublayer(CALayer()); layer.removeFromSuperlayer()
  layer.removeAllAnimations(); layer.removeAnimation(forKey: "k")
  let shape = CAShapeLayer()
  shape.path = UIBezierPath(ovalIn: r).cgPath
  let path = CGMutablePath(); path.move(to: p); path.addLine(to: .zero); path.closeSubpath()
  shape.path = path
  shape.path = CGPath(rect: r, transform: nil)
  let bez = UIBezierPath(); bez.move(to: p); bez.addLine(to: p); bez.addCurve(to: p, controlPoint1: p, controlPoint2: p); bez.close()
  _ = UIBezierPath(roundedRect: r, cornerRadius: 4)

  let anim = CABasicAnimation(keyPath: "transform")
  anim.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
  anim.toValue = NSValue(caTransform3D: t3)
  anim.duration = 2.0; anim.beginTime = CACurrentMediaTime() + 0.1
  anim.fillMode = .forwards; anim.fillMode = .backwards; anim.fillMode = .both; anim.fillMode = .removed
  anim.isRemovedOnCompletion = false
  anim.timingFunction = CAMediaTimingFunction(name: .easeIn)
  anim.timingFunction = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
  let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
  _ = names
  layer.add(anim, forKey: nil)
  let key = CAKeyframeAnimation(keyPath: "opacity"); key.values = [0, 1]; key.keyTimes = [0, 0.5, 1]
  let spring = CASpringAnimation(keyPath: "position"); spring.damping = 10; spring.stiffness = 100; spring.mass = 1
  _ = spring.settlingDuration
  let prop: CAPropertyAnimation = spring; _ = prop.keyPath
  let base: CAAnimation = key; base.delegate = nil
  CATransaction.begin(); CATransaction.setAnimationDuration(0.3)
  CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
  CATransaction.setCompletionBlock { }; CATransaction.commit()

  let v = UIView(frame: r)
  v.frame = r; v.bounds = r; v.center = p; v.alpha = 0; v.transform = t; v.isHidden = true
  v.transform3D = turned; let _: CATransform3D = v.transform3D
  v.backgroundColor = .white; v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  v.layer.cornerRadius = 3
  let _: UIView? = v.superview
  let _: [UIView] = v.subviews
  view.addSubview(v); view.insertSubview(v, belowSubview: view); view.insertSubview(v, aboveSubview: view)
  view.bringSubviewToFront(v); v.removeFromSuperview(); view.layoutIfNeeded()
  let snap: UIView? = view.snapshotView(afterScreenUpdates: true); _ = snap
  view.addGestureRecognizer(pan); view.removeGestureRecognizer(pan)
  UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseIn, .allowUserInteraction, .beginFromCurrentState],
                 animations: { v.alpha = 1 }, completion: { finished in _ = finished })
  UIView.animate(withDuration: 0.5, animations: { v.alpha = 1 }, completion: nil)
  UIView.animate(withDuration: 0.5) { v.alpha = 1 }
  UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.8,
                 options: [.curveEaseOut, .curveEaseInOut, .curveLinear], animations: { }, completion: nil)
  UIView.animate(springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 0, delay: 0, options: [],
                 animations: { v.alpha = 1 }, completion: { _ in })
  UIView.animate(springDuration: 0.5, bounce: 0.3) { v.alpha = 1 }
  UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0.5 }
  }, completion: nil)
  UIView.performWithoutAnimation { v.alpha = 1 }

  let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { v.alpha = 1 }
  _ = UIViewPropertyAnimator(duration: 0.3, controlPoint1: p, controlPoint2: p, animations: nil)
  _ = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { }
  _ = UIViewPropertyAnimator(duration: 0.3, timingParameters: UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 0)))
  _ = UIViewPropertyAnimator(duration: 0.3, timingParameters: UICubicTimingParameters(animationCurve: .linear))
  animator.addAnimations { v.alpha = 0 }
  animator.addCompletion { (position: UIViewAnimatingPosition) in _ = position == .end || position == .start || position == .current }
  animator.startAnimation(); animator.pauseAnimation(); animator.fractionComplete = 0.5; animator.isReversed = true
  animator.stopAnimation(false); animator.finishAnimation(at: .end)
  animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
  let _: UIViewAnimatingState = animator.state
  let implicit: UIViewImplicitlyAnimating = animator; _ = implicit
  let animating: UIViewAnimating = animator; _ = animating

  _ = vc.view!
  let _: UINavigationController? = vc.navigationController
  vc.transitioningDelegate = nil
  vc.modalPresentationStyle = .custom; vc.modalPresentationStyle = .fullScreen
  let _: UIViewController? = vc.presentingViewController; let _: UIViewController? = vc.presentedViewController
  vc.present(vc, animated: true, completion: nil); vc.dismiss(animated: true)
  nav.delegate = nil
  let _: [UIViewController] = nav.viewControllers
  let _: UIViewController? = nav.topViewController
  nav.pushViewController(vc, animated: true)
  let popped: UIViewController? = nav.popViewController(animated: true); _ = popped
  let _: [UIViewController]? = nav.popToViewController(vc, animated: true)
  let _: [UIViewController]? = nav.popToRootViewController(animated: false)
  let _: UIGestureRecognizer? = nav.interactivePopGestureRecognizer
  _ = UINavigationController(rootViewController: vc)
  let ops: [UINavigationController.Operation] = [.none, .push, .pop]; _ = ops

  let container: UIView = ctx.containerView
  let from: UIViewController? = ctx.viewController(forKey: .from)
  let to: UIViewController? = ctx.viewController(forKey: UITransitionContextViewControllerKey.to)
  let fromView: UIView? = ctx.view(forKey: .from)
  let toView: UIView? = ctx.view(forKey: UITransitionContextViewKey.to)
  _ = (container, from, to, fromView, toView, ctx.initialFrame(for: vc), ctx.finalFrame(for: vc))
  ctx.completeTransition(!ctx.transitionWasCancelled); _ = ctx.isInteractive
  ctx.updateInteractiveTransition(0.5); ctx.finishInteractiveTransition(); ctx.cancelInteractiveTransition()

  let interaction = UIPercentDrivenInteractiveTransition()
  interaction.update(0.5); interaction.finish(); interaction.cancel(); interaction.pause()
  interaction.completionSpeed = 0.5; interaction.completionCurve = .easeOut; interaction.wantsInteractiveStart = false
  interaction.timingCurve = UICubicTimingParameters(animationCurve: .easeIn)
  interaction.timingCurve = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2.5, dy: 2.5))

  let g = UIGestureRecognizer(target: nil, action: nil)
  let _: UIGestureRecognizer.State = g.state
  let _: UIView? = g.view
  g.isEnabled = false; g.delegate = nil
  let _: CGPoint = g.location(in: view)
  let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]; _ = states
  let _: CGPoint = pan.translation(in: view)
  let _: CGPoint = pan.velocity(in: pan.view)
  pan.setTranslation(.zero, in: view)
  edge.edges = .left; edge.edges = [.left, .right]; edge.edges = .all
  let _: CGFloat = pinch.scale + pinch.velocity
  let _: CGRect = UIScreen.main.bounds
  let _: UIColor = UIColor.black.withAlphaComponent(0.5)
  let _: CGColor = UIColor.clear.cgColor
  let _: TimeInterval = 0.25
}
