#!/usr/bin/env python3
"""UIKit's spring constants and settling duration, computed independently of the Swift core from
the formulas of the public decompile of UIKitCore (docs/uikit-model.md S1, S2), in double
precision. SpringTests pins the numbers this prints; run it to re-derive them:

    python3 scripts/uikit-spring.py

- parameters(duration, ratio, velocity): `parametersOfSpringAnimation` as
  `-[UIViewSpringAnimationState generateSpringPropertiesForDuration:damping:velocity:]` calls it
  (mass 1, threshold 0.001): Newton's method, 12 steps from 5 / duration.
- settling_duration(mass, stiffness, damping, velocity): `_durationOfSpringAnimation`, what
  `UISpringTimingParameters.settlingDuration` returns for an implicit-duration spring.
- bounce(duration, bounce): `_convertBounce:toDampingRatio:` and
  `_convertDampingRatio:response:toMass:stiffness:damping:`, with 2π.
"""
import math

THRESHOLD = 0.001
FLT_EPSILON = 1.1920929e-7


def parameters(duration, ratio, velocity):
    """(stiffness, damping) for mass 1; None where the iteration breaks down."""
    z = min(max(ratio, FLT_EPSILON), 1.0)
    d = min(max(duration, 0.01), 10.0)
    v = velocity
    if z >= 1:
        def f(w):
            delta = w - v
            return (THRESHOLD if delta < 0 else -THRESHOLD) + (delta * d + 1) * math.exp(-d * w)

        def slope(w):
            return d * d * (v - w) / math.exp(w * d)
    else:
        root = math.sqrt(1 - z * z)

        def g(w):
            return -(v - z * w) / (root * w)

        def f(w):
            return THRESHOLD - abs(g(w) * math.exp(-d * z * w))

        def slope(w):
            term_a = v + v * d * z * w - d * z * z * w * w
            numerator = term_a if g(w) * math.exp(-d * z * w) <= 0 else -term_a
            return numerator / (w * w * root * math.exp(w * d * z))
    w = 5 / d
    try:
        for _ in range(12):
            w -= f(w) / slope(w)
    except (OverflowError, ZeroDivisionError):
        return None
    return w * w, z * 2 * abs(w)


def settling_duration(mass, stiffness, damping, velocity):
    r = math.sqrt(mass * stiffness)
    z = max(damping / (r + r), 0.0)
    w0 = math.sqrt(stiffness / mass)
    if z >= 1:
        delta = w0 - velocity
        sigma = -1 - math.log(abs(w0 * math.exp(-w0 / delta) * 0.001 / delta))
        m1, m2, m3 = 0.3361, -0.0042, -0.0201
        w = -1 - sigma - (2 / m1) * (1 - 1 / (1 + (m1 * math.sqrt(sigma / 2)) / (1 + m2 * sigma * math.exp(m3 * math.sqrt(sigma)))))
        return -1 / delta - w / w0
    if z > 0:
        damped = w0 * math.sqrt(1 - z * z)
        amplitude = abs((w0 * z - velocity) / damped)
        return max(-math.log(0.001 / (amplitude + 1)) / (w0 * z), 0.0)
    return None


def bounce(duration, b):
    """(mass, stiffness, damping) of UISpringTimingParameters(duration:bounce:)."""
    ratio = 1 - b if b >= 0 else 1 / (b + 1)
    stiffness = (2 * math.pi / duration) ** 2
    return 1.0, stiffness, 2 * math.sqrt(stiffness) * ratio


if __name__ == "__main__":
    print("parametersOfSpringAnimation: (duration, ratio, velocity) -> stiffness, damping")
    for case in [(0.5, 0.5, 0), (0.5, 0.9, 0), (0.5, 0.95, 0), (0.5, 1, 0), (0.3, 0.8, 0),
                 (0.5, 0.5, 0.8), (0.35, 0.7, 0.5), (0.25, 0.6, 3), (0.5, 0.1, 0.8), (20, 0.5, 0)]:
        result = parameters(*case)
        print(case, "-> %.17g, %.17g" % result if result else "-> breaks down")
    print("settlingDuration: (duration, bounce, velocity) -> seconds")
    for duration, b, v in [(0.5, 0.3, 0), (0.5, 0, 0), (0.5, -0.5, 0), (0.5, 0.999, 0), (0.4, 0.2, 1.5)]:
        m, k, c = bounce(duration, b)
        print((duration, b, v), "-> %.17g" % settling_duration(m, k, c, v))
