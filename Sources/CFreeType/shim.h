#ifndef OVERSET_CFREETYPE_SHIM_H
#define OVERSET_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H

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

#endif
