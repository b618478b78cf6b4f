// TransitionLanguage
