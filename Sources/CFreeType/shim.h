#ifndef OVERSET_CFREETYPE_SHIM_H
#define OVERSET_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H

#include <errno.h>
#include <string.h>
#include <unistd.h>

/// `FT_HAS_MULTIPLE_MASTERS` is a function-like macro, invisible to Swift.
static inline int CFreeType_hasMultipleMasters(FT_Face face) {
    return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0;
}

/// `FT_IS_SFNT` is a function-like macro, invisible to Swift.
static inline int CFreeType_isSFNT(FT_Face face) {
    return FT_IS_SFNT(face) ? 1 : 0;
}

/// The OS/2 table, or NULL when the face has none.
static inline TT_OS2 *CFreeType_os2Table(FT_Face face) {
    return (TT_OS2 *)FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
}

/// The hhea table, or NULL when the face has none.
static inline TT_HoriHeader *CFreeType_horizontalHeader(FT_Face face) {
    return (TT_HoriHeader *)FT_Get_Sfnt_Table(face, FT_SFNT_HHEA);
}

/// Reads `count` bytes at `offset` of the file open as `stream->descriptor.value` with `pread`:
/// FreeType then reads only the tables it needs, and a file cut short after it was opened is a
/// short read (an error FreeType reports), never a fault as a memory map's would be. A `count`
/// of 0 is a seek, which succeeds within the file.
static inline unsigned long CFreeType_preadStreamRead(FT_Stream stream, unsigned long offset, unsigned char *buffer, unsigned long count) {
    if (count == 0) return offset <= stream->size ? 0 : 1;
    unsigned long done = 0;
    while (done < count) {
        ssize_t got = pread((int)stream->descriptor.value, buffer + done, count - done, (off_t)(offset + done));
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        done += (unsigned long)got;
    }
    return done;
}

/// Opens face `index` of the file open as `descriptor` (`size` bytes long) through `stream`,
/// which the caller keeps (zeroed, then filled here) for as long as the face is open and frees
/// after; FreeType closes nothing.
static inline FT_Error CFreeType_openFaceReadingFile(
    FT_Library library, FT_Stream stream, int descriptor, unsigned long size, FT_Long index, FT_Face *face) {
    memset(stream, 0, sizeof *stream);
    stream->size = size;
    stream->descriptor.value = descriptor;
    stream->read = CFreeType_preadStreamRead;
    FT_Open_Args args;
    memset(&args, 0, sizeof args);
    args.flags = FT_OPEN_STREAM;
    args.stream = stream;
    return FT_Open_Face(library, &args, index, face);
}

#endif
