// TransitionCore
