extension Character {
    /// A hard line break: newline, carriage return, NEL, line and paragraph separators, VT, FF.
    var isHardLineBreak: Bool {
        guard let first = unicodeScalars.first else { return false }
        switch first.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Breaking white space that hangs at a line end (not NBSP, narrow NBSP or figure space).
    var isBreakingWhitespace: Bool {
        guard unicodeScalars.count == 1, let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x09, 0x20: return true
        case 0..<0x80, 0xA0, 0x2007, 0x202F: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }
}
