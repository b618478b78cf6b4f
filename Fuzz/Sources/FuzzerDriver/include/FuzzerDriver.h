#ifndef FUZZER_DRIVER_H
#define FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's own driver (the `main` that `-sanitize=fuzzer` would link), callable from a
/// program that has a `main` of its own, as every SwiftPM executable does.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
