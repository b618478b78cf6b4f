#!/usr/bin/env python3
"""Reference values for TransitionCore's timing curves, springs and cubic keyframe paths, computed
independently of the Swift code: Bézier curves by bisection, springs by numerical integration
(RK4), never by the closed forms the core uses; cubic keyframes (`calculationMode = .cubic`) as
Kochanek-Bartels splines with tension, continuity and bias 0 in the paper's own form (tangents
per unit of parameter, scaled for uneven key times, evaluated as Bézier pieces by de Casteljau),
not by the core's Hermite weights.

Python 3 standard library only. Writes reference.json next to this script; the Swift tests
(Tests/TransitionCoreTests/ReferenceTests.swift) read that committed file and do not run Python.
The script lives here rather than inside the test target's folder so that SwiftPM does not warn
about an unhandled file. Regenerate with:

    python3 Tests/Fixtures/core/make_reference.py
"""
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "reference.json")

CURVES = [
    ("linear", (0.0, 0.0, 1.0, 1.0)),
    ("easeIn", (0.42, 0.0, 1.0, 1.0)),
    ("easeOut", (0.0, 0.0, 0.58, 1.0)),
    ("easeInOut", (0.42, 0.0, 0.58, 1.0)),
    ("default", (0.25, 0.1, 0.25, 1.0)),
    ("cubic", (0.68, -0.55, 0.27, 1.55)),
    ("cubic", (0.1, 0.7, 0.1, 1.0)),
    ("cubic", (0.9, 0.1, 0.2, 0.9)),
]
CURVE_SAMPLES = 100  # t = i / 100, i = 0 … 100

SPRING_SAMPLES = 100  # t = i · duration / 100
RK4_STEP = 1e-5
TOLERANCE = 1e-3


def bezier(p1, p2, s):
    """One coordinate of the cubic Bézier from 0 to 1 with control values p1, p2."""
    u = 1.0 - s
    return 3.0 * u * u * s * p1 + 3.0 * u * s * s * p2 + s * s * s


def curve_value(points, t):
    """y at the parameter s where x(s) = t, s found by bisection to 1e-12."""
    x1, y1, x2, y2 = points
    low, high = 0.0, 1.0
    while high - low > 1e-12:
        mid = (low + high) / 2.0
        if bezier(x1, x2, mid) < t:
            low = mid
        else:
            high = mid
    return bezier(y1, y2, (low + high) / 2.0)


def _uikit():
    """scripts/uikit-spring.py: UIKit's spring solver and settling duration from the decompile."""
    import importlib.util
    path = os.path.join(HERE, "..", "..", "..", "scripts", "uikit-spring.py")
    spec = importlib.util.spec_from_file_location("uikit_spring", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


UIKIT = _uikit()


def uikit_spring(duration, damping_ratio, velocity):
    """usingSpringWithDamping:initialSpringVelocity: as UIKit solves it (parametersOfSpringAnimation:
    Newton's method for the envelope at 0.001, docs/uikit-model.md S1)."""
    stiffness, damping = UIKIT.parameters(duration, damping_ratio, velocity)
    return stiffness, damping, velocity


def bounce_spring(duration, bounce, velocity):
    """SwiftUI's Spring(duration:bounce:)."""
    stiffness = (2.0 * math.pi / duration) ** 2
    ratio = 1.0 - bounce if bounce >= 0 else 1.0 / (1.0 + bounce)
    return stiffness, 2.0 * ratio * math.sqrt(stiffness), velocity


def integrate(stiffness, damping, velocity, sample_times, horizon):
    """RK4 on x'' = -k (x - 1) - c x' from x = 0, x' = v0. Returns the samples and the
    settling time: the last moment |x - 1| > TOLERANCE, refined by linear interpolation."""

    def accel(x, v):
        return -stiffness * (x - 1.0) - damping * v

    x, v, t = 0.0, velocity, 0.0
    samples = []
    pending = list(sample_times)
    settle = 0.0
    steps = int(round(horizon / RK4_STEP))
    for step in range(steps + 1):
        t = step * RK4_STEP
        while pending and pending[0] <= t + 1e-12:
            samples.append(x)
            pending.pop(0)
        if step == steps:
            break
        k1x, k1v = v, accel(x, v)
        k2x, k2v = v + 0.5 * RK4_STEP * k1v, accel(x + 0.5 * RK4_STEP * k1x, v + 0.5 * RK4_STEP * k1v)
        k3x, k3v = v + 0.5 * RK4_STEP * k2v, accel(x + 0.5 * RK4_STEP * k2x, v + 0.5 * RK4_STEP * k2v)
        k4x, k4v = v + RK4_STEP * k3v, accel(x + RK4_STEP * k3x, v + RK4_STEP * k3v)
        nx = x + RK4_STEP / 6.0 * (k1x + 2 * k2x + 2 * k3x + k4x)
        nv = v + RK4_STEP / 6.0 * (k1v + 2 * k2v + 2 * k3v + k4v)
        before, after = abs(x - 1.0), abs(nx - 1.0)
        if before > TOLERANCE >= after:
            # Crossing into the band between t and t + step: interpolate the signed offset.
            target = math.copysign(TOLERANCE, x - 1.0)
            fraction = (target - (x - 1.0)) / ((nx - 1.0) - (x - 1.0))
            settle = t + fraction * RK4_STEP
        elif after > TOLERANCE:
            settle = None  # outside the band: the next crossing decides
        x, v = nx, nv
    if settle is None or settle > horizon - 1.0:
        raise SystemExit("horizon too short for spring k=%g c=%g" % (stiffness, damping))
    return samples, settle


KEYFRAME_PATHS = [
    # Apple's example for kCAAnimationCubic.
    ([0.0, 0.25, 0.5, 0.75, 1.0], [310.0, 60.0, 120.0, 60.0, 310.0]),
    # Uneven key times.
    ([0.0, 0.1, 0.4, 0.5, 1.0], [0.0, 1.0, 0.2, 0.8, 0.5]),
    # The holds a keyframe window leaves (start value until its start, end value after its end).
    ([0.0, 0.2, 0.7, 1.0], [0.0, 0.0, 1.0, 1.0]),
    # On one straight line in time: the cubic path is that line.
    ([0.0, 0.3, 0.5, 1.0], [2.0, 5.0, 7.0, 12.0]),
]
KEYFRAME_SAMPLES = 100


def kochanek_bartels(times, values, t):
    """The Kochanek-Bartels spline (tension = continuity = bias = 0) through values at times.

    Interior tangents per unit of parameter: (P[i+1] - P[i-1]) / 2, the outgoing one scaled by
    2 N[i] / (N[i-1] + N[i]) and the incoming one by 2 N[i-1] / (N[i-1] + N[i]), N being the
    intervals (the paper's adjustment for uneven spacing). End tangents: the chord to the neighbour.
    """
    n = len(times)
    i = 0
    while i < n - 2 and times[i + 1] <= t:
        i += 1
    spans = [times[k + 1] - times[k] for k in range(n - 1)]

    def outgoing(k):
        if k == 0:
            return values[1] - values[0]
        uniform = (values[k + 1] - values[k - 1]) / 2.0
        return uniform * 2.0 * spans[k] / (spans[k - 1] + spans[k])

    def incoming(k):
        if k == n - 1:
            return values[k] - values[k - 1]
        uniform = (values[k + 1] - values[k - 1]) / 2.0
        return uniform * 2.0 * spans[k - 1] / (spans[k - 1] + spans[k])

    s = (t - times[i]) / spans[i]
    b0 = values[i]
    b1 = values[i] + outgoing(i) / 3.0
    b2 = values[i + 1] - incoming(i + 1) / 3.0
    b3 = values[i + 1]
    # de Casteljau
    a, b, c = b0 + (b1 - b0) * s, b1 + (b2 - b1) * s, b2 + (b3 - b2) * s
    d, e = a + (b - a) * s, b + (c - b) * s
    return d + (e - d) * s


def main():
    keyframes = []
    for times, values in KEYFRAME_PATHS:
        samples = [i / KEYFRAME_SAMPLES for i in range(KEYFRAME_SAMPLES)]
        keyframes.append({
            "keyTimes": times,
            "values": values,
            "t": samples,
            "value": [kochanek_bartels(times, values, t) for t in samples],
        })

    curves = []
    for name, points in CURVES:
        times = [i / CURVE_SAMPLES for i in range(CURVE_SAMPLES + 1)]
        curves.append({
            "name": name,
            "points": list(points),
            "t": times,
            "value": [curve_value(points, t) for t in times],
        })

    springs = []
    cases = []
    for ratio in (0.3, 0.5, 0.8, 1.0, 1.5):
        for velocity in (0.0, 0.8):
            cases.append(("damping", 0.5, ratio, velocity))
    for duration, bounce in ((0.5, 0.3), (0.5, 0.0), (0.4, -0.3), (1.0, 0.5)):
        cases.append(("bounce", duration, bounce, 0.0))
    for model, duration, parameter, velocity in cases:
        if model == "damping":
            k, c, v0 = uikit_spring(duration, parameter, velocity)
        else:
            k, c, v0 = bounce_spring(duration, parameter, velocity)
        times = [i * duration / SPRING_SAMPLES for i in range(SPRING_SAMPLES + 1)]
        values, settle = integrate(k, c, v0, times, horizon=6.0)
        springs.append({
            "model": model,
            "duration": duration,
            "parameter": parameter,
            "velocity": velocity,
            "stiffness": k,
            "damping": c,
            "t": times,
            "value": values,
            "settlingTime": settle,
            "settlingDuration": UIKIT.settling_duration(1.0, k, c, v0),
        })

    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w") as handle:
        json.dump({"tolerance": TOLERANCE, "curves": curves, "springs": springs, "keyframes": keyframes}, handle, indent=1)
        handle.write("\n")
    print("wrote", OUTPUT)


if __name__ == "__main__":
    main()
