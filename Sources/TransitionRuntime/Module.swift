// TransitionRuntime
