// UIKit: the parts custom view-controller transitions use.
// Like the iOS SDK, UIKit re-exports Foundation, CoreGraphics and QuartzCore.
#include "StubMacros.h"
@import Foundation;
@import CoreGraphics;
@import QuartzCore;

#include "UIGeometry.h"
#include "UIView.h"
#include "UIViewAnimating.h"
#include "UIGestureRecognizer.h"
#include "UIViewController.h"
#include "UIViewControllerTransitioning.h"
#include "UINavigationController.h"
#include "UITabBarController.h"
