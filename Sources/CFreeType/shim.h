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

/// `count` bytes at `offset` of the file open as `descriptor`, read with `pread` until done or
/// the file ends: how many were read.
static inline unsigned long CFreeType_preadFully(int descriptor, unsigned char *buffer, unsigned long offset, unsigned long count) {
    unsigned long done = 0;
    while (done < count) {
        ssize_t got = pread(descriptor, buffer + done, count - done, (off_t)(offset + done));
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        done += (unsigned long)got;
    }
    return done;
}

/// FreeType's stream over a font file open for reading, with a window of the file read ahead:
/// FreeType reads a face's table directory and tables a value at a time from a stream that is
/// not in memory, which without the window is a `pread` per value (70 per bundled font).
typedef struct {
    /// First, so that a pointer to this structure is one to the stream.
    FT_StreamRec stream;
    /// `windowCapacity` bytes, owned by the caller.
    unsigned char *window;
    unsigned long windowCapacity;
    /// Where the bytes in `window` start in the file, and how many there are.
    unsigned long windowOffset;
    unsigned long windowLength;
} CFreeType_FileStream;

/// Reads `count` bytes at `offset` of the file for FreeType: from the window, refilled from
/// `offset` when it does not hold them; a read as large as the window goes to the file
/// directly. A file cut short after it was opened is a short read (an error FreeType reports),
/// never a fault as a memory map's would be. A `count` of 0 is a seek, which succeeds within
/// the file.
static inline unsigned long CFreeType_fileStreamRead(FT_Stream stream, unsigned long offset, unsigned char *buffer, unsigned long count) {
    if (count == 0) return offset <= stream->size ? 0 : 1;
    CFreeType_FileStream *file = (CFreeType_FileStream *)stream;
    int descriptor = (int)stream->descriptor.value;
    if (count >= file->windowCapacity) return CFreeType_preadFully(descriptor, buffer, offset, count);
    if (offset < file->windowOffset || offset - file->windowOffset + count > file->windowLength) {
        file->windowOffset = offset;
        file->windowLength = CFreeType_preadFully(descriptor, file->window, offset, file->windowCapacity);
    }
    unsigned long available = file->windowLength - (offset - file->windowOffset);
    unsigned long copied = count < available ? count : available;
    memcpy(buffer, file->window + (offset - file->windowOffset), copied);
    return copied;
}

/// Sets `file` up to read the file open as `descriptor` (`size` bytes long) through a window of
/// `windowCapacity` bytes at `window`, with nothing read yet; returns its stream.
static inline FT_Stream CFreeType_initFileStream(
    CFreeType_FileStream *file, int descriptor, unsigned long size, unsigned char *window, unsigned long windowCapacity) {
    memset(file, 0, sizeof *file);
    file->stream.size = size;
    file->stream.descriptor.value = descriptor;
    file->stream.read = CFreeType_fileStreamRead;
    file->window = window;
    file->windowCapacity = windowCapacity;
    return &file->stream;
}

/// Opens face `index` of the file open as `descriptor` (`size` bytes long) through `file`,
/// which the caller keeps, with its window of `windowCapacity` bytes, for as long as the face is
/// open and frees after (`CFreeType_initFileStream` sets it up); FreeType closes nothing.
static inline FT_Error CFreeType_openFaceReadingFile(
    FT_Library library, CFreeType_FileStream *file, int descriptor, unsigned long size, unsigned char *window,
    unsigned long windowCapacity, FT_Long index, FT_Face *face) {
    FT_Open_Args args;
    memset(&args, 0, sizeof args);
    args.flags = FT_OPEN_STREAM;
    args.stream = CFreeType_initFileStream(file, descriptor, size, window, windowCapacity);
    return FT_Open_Face(library, &args, index, face);
}

#endif
