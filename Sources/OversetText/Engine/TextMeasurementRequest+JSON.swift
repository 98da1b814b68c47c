import Foundation
internal import OversetPlumbing

extension TextMeasurementRequest {
    /// A request from one JSON line, read by the package's own parser (Foundation's
    /// `JSONDecoder` took about 12 µs of a line's 40, issue 17). Unknown keys are ignored and
    /// null is absent, as before; a key given twice is an error.
    ///
    /// - Throws: `OversetTextError.invalidRequest` naming the key at fault ("missing key 'text'",
    ///   "key 'width': expected a number").
    public init(jsonLine bytes: Data) throws(OversetTextError) {
        try self.init(jsonLine: bytes, readsFlatObjects: true)
    }

    /// `init(jsonLine:)`; with `readsFlatObjects`, a line that is a flat object of known keys
    /// (as `measure --jsonl` lines are) is read member by member (`JSONTree.visitFlatObject`),
    /// without a dictionary of its members: building one took a tenth of a pattern line's
    /// instructions. Any other line is parsed whole. The request is the same either way (tests
    /// compare both).
    init(jsonLine bytes: Data, readsFlatObjects: Bool) throws(OversetTextError) {
        var given = [JSONTree?](repeated: nil, count: RequestKey.count)
        let isFlat =
            readsFlatObjects
            && JSONTree.visitFlatObject(in: bytes) { name, value in
                // An unknown or repeated key goes the long way, which checks every key for repeats.
                guard let key = RequestKey(utf8: name), given[key.rawValue] == nil else { return false }
                given[key.rawValue] = value
                return true
            }
        if !isFlat { given = try Self.members(parsing: bytes) }
        try self.init(given: given)
    }

    /// The line's known keys' values, by `RequestKey`, from its parsed tree.
    private static func members(parsing bytes: Data) throws(OversetTextError) -> [JSONTree?] {
        let tree = try JSONTreeReader<OversetTextError> { _, problem in .invalidRequest(problem) }.parse(bytes)
        guard case .object(let members) = tree else { throw OversetTextError.invalidRequest("the line: expected an object") }
        // Each member's name matched once (a line gives a few): asking the object for each of the
        // keys below hashed a name per key, a third of the instructions a pattern line took to read.
        var given = [JSONTree?](repeated: nil, count: RequestKey.count)
        for (name, value) in members {
            if let key = RequestKey(name: name) { given[key.rawValue] = value }
        }
        return given
    }

    /// A request from the values a line gave its known keys, by `RequestKey`.
    private init(given: [JSONTree?]) throws(OversetTextError) {
        func value(_ key: RequestKey) -> JSONTree? {
            guard let value = given[key.rawValue], !value.isNull else { return nil }
            return value
        }
        func mismatch(_ key: RequestKey, _ expected: String) -> OversetTextError { .invalidRequest("key '\(key.name)': expected \(expected)") }
        func string(_ key: RequestKey) throws(OversetTextError) -> String? {
            guard let value = value(key) else { return nil }
            guard case .string(let text) = value else { throw mismatch(key, "a string") }
            return text
        }
        func number(_ key: RequestKey) throws(OversetTextError) -> Double? {
            guard let value = value(key) else { return nil }
            guard case .number(let number) = value else { throw mismatch(key, "a number") }
            return number
        }
        func bool(_ key: RequestKey) throws(OversetTextError) -> Bool? {
            guard let value = value(key) else { return nil }
            guard case .bool(let flag) = value else { throw mismatch(key, "true or false") }
            return flag
        }
        guard let text = given[RequestKey.text.rawValue] else { throw OversetTextError.invalidRequest("missing key 'text'") }
        guard !text.isNull else { throw OversetTextError.invalidRequest("key 'text': value is null") }
        guard case .string(let content) = text else { throw mismatch(.text, "a string") }
        self.init(text: content)
        family = try string(.family)
        font = try string(.font)
        if let weight = value(.weight) {
            let parsed: FontWeight?
            switch weight {
            case .number(let number) where number == number.rounded() && abs(number) < 1e6: parsed = FontWeight(parsing: String(Int(number)))
            case .string(let name): parsed = FontWeight(parsing: name)
            default: parsed = nil
            }
            guard let parsed else { throw mismatch(.weight, "1…1000 or a weight name such as \"semibold\"") }
            self.weight = parsed
        }
        italic = try bool(.italic)
        size = try number(.size)
        width = try number(.width)
        height = try number(.height)
        if let limit = try number(.lineLimit) {
            guard limit == limit.rounded(), abs(limit) <= Double(Int32.max) else { throw mismatch(.lineLimit, "a whole number") }
            lineLimit = Int(limit)
        }
        truncation = try string(.truncation)
        tracking = try number(.tracking)
        kerning = try number(.kerning)
        lineSpacing = try number(.lineSpacing)
        leading = try number(.leading)
        minimumScaleFactor = try number(.minimumScaleFactor)
        scale = try number(.scale)
        alignment = try string(.alignment)
        markdown = try bool(.markdown)
        if let list = value(.features) {
            guard case .array(let items) = list else { throw mismatch(.features, "a list of strings") }
            features = try items.enumerated().map { index, item throws(OversetTextError) in
                guard case .string(let tag) = item else { throw OversetTextError.invalidRequest("key 'features[\(index)]': expected a string") }
                return tag
            }
        }
    }
}

/// The keys a request line may give; a line's other keys are ignored.
private enum RequestKey: Int {
    case text, family, font, weight, italic, size, width, height, lineLimit, truncation, tracking, kerning, lineSpacing, leading
    case minimumScaleFactor, scale, alignment, markdown, features

    /// The number of keys.
    static let count = names.count

    /// Each key's name in JSON, in the order of the cases.
    private static let names = [
        "text", "family", "font", "weight", "italic", "size", "width", "height", "lineLimit", "truncation", "tracking", "kerning",
        "lineSpacing", "leading", "minimumScaleFactor", "scale", "alignment", "markdown", "features",
    ]

    /// The key `name` names, if any, compared with each name in turn: a line gives a few keys.
    /// A dictionary of the names was slower per line, and making it cost every process about
    /// 4 M instructions (its generic type checked at run time).
    init?(name: String) {
        guard let position = Self.names.firstIndex(of: name) else { return nil }
        self.init(rawValue: position)
    }

    /// The key whose name's UTF-8 is `name`, if any: a flat line's names as they are in its bytes.
    init?(utf8 name: UnsafeBufferPointer<UInt8>) {
        guard let position = Self.utf8Names.firstIndex(where: { $0.count == name.count && $0.elementsEqual(name) }) else { return nil }
        self.init(rawValue: position)
    }

    /// `names` in UTF-8.
    private static let utf8Names = names.map { Array($0.utf8) }

    /// The key's name in JSON.
    var name: String { Self.names[rawValue] }
}
