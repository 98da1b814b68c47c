#include "CICU.h"

#include <pthread.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/utypes.h>

/// Opening a line-break iterator loads and prepares ICU's rules, which costs more than breaking a
/// short string; each thread keeps one and points it at new text. A thread-specific key closes
/// it when the thread ends.
static pthread_key_t iteratorKey;
static pthread_once_t iteratorKeyOnce = PTHREAD_ONCE_INIT;

static void closeIterator(void *iterator) {
    ubrk_close((UBreakIterator *)iterator);
}

static void makeIteratorKey(void) {
    pthread_key_create(&iteratorKey, closeIterator);
}

static UBreakIterator *threadIterator(UErrorCode *status) {
    pthread_once(&iteratorKeyOnce, makeIteratorKey);
    UBreakIterator *iterator = pthread_getspecific(iteratorKey);
    if (iterator) return iterator;
    // The root locale gives the plain UAX #14 rules, the same on every machine.
    iterator = ubrk_open(UBRK_LINE, "", NULL, 0, status);
    if (U_FAILURE(*status)) return NULL;
    pthread_setspecific(iteratorKey, iterator);
    return iterator;
}

int32_t CICU_lineBreaks(const uint16_t *text, int32_t length,
                        int32_t *offsets, uint8_t *kinds, int32_t capacity,
                        int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = threadIterator(&status);
    if (iterator) ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (!iterator || U_FAILURE(status)) {
        *errorCode = (int32_t)status;
        return -1;
    }
    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE; offset = ubrk_next(iterator)) {
        if (count < capacity) {
            offsets[count] = offset;
            int32_t ruleStatus = ubrk_getRuleStatus(iterator);
            kinds[count] = (ruleStatus >= UBRK_LINE_HARD && ruleStatus < UBRK_LINE_HARD_LIMIT)
                ? CICU_BREAK_HARD : CICU_BREAK_SOFT;
        }
        count++;
    }
    *errorCode = 0;
    return count;
}

/// Whether `unit` is a paragraph separator (bidi class B: LF, CR, FS, GS, RS, NEL, U+2029).
static int isParagraphSeparator(uint16_t unit) {
    return unit == 0x0A || unit == 0x0D || (unit >= 0x1C && unit <= 0x1E) || unit == 0x85 || unit == 0x2029;
}

/// The end of the paragraph that starts at `start`: after its separator (CR LF is one).
static int32_t paragraphEnd(const uint16_t *text, int32_t start, int32_t length) {
    for (int32_t i = start; i < length; i++) {
        if (isParagraphSeparator(text[i])) {
            return (text[i] == 0x0D && i + 1 < length && text[i + 1] == 0x0A) ? i + 2 : i + 1;
        }
    }
    return length;
}

/// Paragraph by paragraph (UAX #9, rule P1: each is resolved alone): given many paragraphs at
/// once, ICU looks each character's paragraph up from the first (`ubidi_getParaLevelAtIndex`),
/// which made a text of 160,000 short paragraphs take 8 s (issue 34).
int32_t CICU_bidiLevels(const uint16_t *text, int32_t length, int32_t baseDirection,
                        uint8_t *levels, int32_t *errorCode) {
    // ICU refuses to give levels of an empty paragraph: an empty text has none to give.
    if (length <= 0) {
        *errorCode = 0;
        return baseDirection > 0 ? 1 : 0;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(0, 0, &status);
    if (U_FAILURE(status)) {
        *errorCode = (int32_t)status;
        return -1;
    }
    UBiDiLevel paragraphLevel = baseDirection < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)baseDirection;
    int32_t result = -1;
    int32_t start = 0;
    do {
        int32_t end = paragraphEnd(text, start, length);
        ubidi_setPara(bidi, (const UChar *)text + start, end - start, paragraphLevel, NULL, &status);
        const UBiDiLevel *resolved = U_SUCCESS(status) ? ubidi_getLevels(bidi, &status) : NULL;
        if (U_FAILURE(status)) {
            ubidi_close(bidi);
            *errorCode = (int32_t)status;
            return -1;
        }
        for (int32_t i = start; i < end; i++) {
            levels[i] = resolved[i - start];
        }
        // The text's level is its first paragraph's, as ICU gives for several.
        if (result < 0) {
            result = ubidi_getParaLevel(bidi) & 1;
        }
        start = end;
    } while (start < length);
    ubidi_close(bidi);
    *errorCode = 0;
    return result;
}

const char *CICU_errorName(int32_t errorCode) {
    return u_errorName((UErrorCode)errorCode);
}
