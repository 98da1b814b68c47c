internal import CFontconfig
internal import OversetPlumbing

/// System fonts through fontconfig: the last resort after the bundled and user fonts.
enum Fontconfig {
    /// fontconfig's configuration is shared process state; one lock keeps calls orderly.
    private static let lock = Locked<Bool>(false)

    /// The file of the system font named `family` (case-insensitive), or nil. fontconfig always
    /// answers with some font; an answer of another family is not taken.
    static func file(family: String, weight: FontWeight, italic: Bool) -> String? {
        match(weight: weight, italic: italic) { pattern in
            _ = FcPatternAddString(pattern, "family", family)
        } accept: { found in
            var name: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(found, "family", 0, &name) == FcResultMatch, let name else { return false }
            return String(cString: name).lowercased() == family.lowercased()
        }
    }

    /// The file of a system font that has a glyph for `scalar`, or nil.
    static func file(covering scalar: Unicode.Scalar, weight: FontWeight, italic: Bool) -> String? {
        match(weight: weight, italic: italic) { pattern in
            let charset = FcCharSetCreate()
            _ = FcCharSetAddChar(charset, scalar.value)
            _ = FcPatternAddCharSet(pattern, "charset", charset)
            FcCharSetDestroy(charset)
        } accept: { found in
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(found, "charset", 0, &charset) == FcResultMatch, let charset else { return false }
            return FcCharSetHasChar(charset, scalar.value) != 0
        }
    }

    private static func match(
        weight: FontWeight, italic: Bool,
        configure: (OpaquePointer) -> Void,
        accept: (OpaquePointer) -> Bool
    ) -> String? {
        lock.withLock { initialized -> String? in
            if !initialized { initialized = FcInit() != 0 }
            guard initialized, let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            configure(pattern)
            _ = FcPatternAddInteger(pattern, "weight", FcWeightFromOpenType(Int32(weight.value)))
            _ = FcPatternAddInteger(pattern, "slant", italic ? 100 : 0)
            guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let found = FcFontMatch(nil, pattern, &result) else { return nil }
            defer { FcPatternDestroy(found) }
            guard result == FcResultMatch, accept(found) else { return nil }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(found, "file", 0, &file) == FcResultMatch, let file else { return nil }
            return String(cString: file)
        }
    }
}
