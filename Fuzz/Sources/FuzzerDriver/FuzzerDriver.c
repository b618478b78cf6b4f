// The declaration in include/FuzzerDriver.h is all this target provides; libFuzzer defines it.
#include "FuzzerDriver.h"
