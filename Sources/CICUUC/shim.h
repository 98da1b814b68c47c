#ifndef OVERSET_CICUUC_SHIM_H
#define OVERSET_CICUUC_SHIM_H

// Only the C shim target `CICU` includes ICU's headers; Swift code calls that shim instead,
// because ICU's versioned entry points (ubrk_open_72, …) are macros Swift cannot see.
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>

#endif
