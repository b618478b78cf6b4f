#!/usr/bin/env python3
"""Reference values for TransitionCore's timing curves and springs, computed independently of
the Swift code: Bézier curves by bisection, springs by numerical integration (RK4), never by
the closed forms the core uses.

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


def uikit_spring(duration, damping_ratio, velocity):
    """The documented model of usingSpringWithDamping:initialSpringVelocity:, with the damping
    ratio clipped to UIKit's documented 0.01…1 (a ratio above 1 runs as 1)."""
    ratio = min(max(damping_ratio, 0.01), 1.0)
    stiffness = math.log(1500.0) ** 2 / (duration ** 2 * ratio ** 2)
    return stiffness, 2.0 * ratio * math.sqrt(stiffness), velocity


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


def main():
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
        })

    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w") as handle:
        json.dump({"tolerance": TOLERANCE, "curves": curves, "springs": springs}, handle, indent=1)
        handle.write("\n")
    print("wrote", OUTPUT)


if __name__ == "__main__":
    main()
