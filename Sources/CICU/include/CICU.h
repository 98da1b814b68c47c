#ifndef OVERSET_CICU_H
#define OVERSET_CICU_H

#include <stdint.h>

/// Kinds of UAX #14 line-break opportunities.
enum {
    CICU_BREAK_SOFT = 1,  ///< a break is allowed here
    CICU_BREAK_HARD = 2,  ///< a break is required here (after a newline, U+2028, …)
};

/// Finds the UAX #14 line-break opportunities of `text` (UTF-16, `length` code units).
///
/// Writes, for each opportunity after offset 0, its UTF-16 offset into `offsets` and its kind into
/// `kinds`, up to `capacity` entries. Returns the number of opportunities, or -1 with `*errorCode`
/// set to ICU's UErrorCode when ICU fails. Thread-safe: each thread reuses its own iterator.
int32_t CICU_lineBreaks(const uint16_t *text, int32_t length,
                        int32_t *offsets, uint8_t *kinds, int32_t capacity,
                        int32_t *errorCode);

/// Resolves the Unicode bidi embedding level of every UTF-16 unit of `text` (UAX #9).
///
/// `baseDirection` is 0 for left-to-right, 1 for right-to-left and -1 to detect it from the first
/// strong character (default left-to-right), for each paragraph alone (rule P1). Writes `length`
/// levels into `levels` and returns the first paragraph's level (0 or 1), or -1 with `*errorCode`
/// set when ICU fails.
int32_t CICU_bidiLevels(const uint16_t *text, int32_t length, int32_t baseDirection,
                        uint8_t *levels, int32_t *errorCode);

/// ICU's name for an error code ("U_ILLEGAL_ARGUMENT_ERROR", …).
const char *CICU_errorName(int32_t errorCode);

#endif
