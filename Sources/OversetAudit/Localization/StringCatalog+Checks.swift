/// The translation checks (issue 33), as Weblate's format-string checks make them: a
/// translation's format specifiers against the source language's, and escapes and entities a
/// device would show as written.
///
/// Arguments are compared by position, each form of an entry pooled: `%@` first and `%1$@` are
/// the same argument, so a translation may reorder positional arguments as long as each
/// position keeps its type. Plural forms are pooled because a form may leave its count out ("one
/// follower" written "un abonné"); a translation that loses an argument in every form is caught.
/// Types compare as a 64-bit device reads the argument: `%ld` and `%lld` alike, `%d` (32 bits)
/// not; `%d` and `%i` alike; width, precision and flags are the translator's.
extension StringCatalog {
    /// What is wrong with `key`'s translation in the catalog's `locale` (not the source
    /// language): at most one finding per kind, each naming every problem of its kind.
    ///
    /// - Returns: empty when the key has no `locale` localization, or it matches the source.
    public func translationFindings(of key: String, locale: String) -> [TranslationFinding] {
        guard locale != sourceLanguage, let translation = strings[key]?[locale] else { return [] }
        let source = strings[key]?[sourceLanguage] ?? Localization(value: key, state: "translated", forms: [.init(name: "", value: key)])
        let problems =
            Self.argumentProblems(source: source.forms, translation: translation.forms)
            + Self.variableProblems(source: source.forms, translation: translation.forms)
            + Self.escapeProblems(source: source.forms, translation: translation.forms)
        return TranslationFinding.Kind.allCases.compactMap { kind in
            let ofKind = problems.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { return nil }
            return TranslationFinding(
                key: key, locale: locale, sourceLocale: sourceLanguage, sourceValue: source.value, translation: translation.value,
                file: file, problems: ofKind)
        }
    }

    /// Each argument position the forms use, with the types they give it (each as first written).
    private static func arguments(of forms: [Localization.Form]) -> [Int: [ArgumentType: String]] {
        var arguments: [Int: [ArgumentType: String]] = [:]
        for form in forms {
            var next = 1
            for case .specifier(let specifier) in FormatString(form.value).segments {
                let position: Int
                if let given = specifier.position {
                    position = given
                } else {
                    position = next
                    next += 1
                }
                let type = ArgumentType(specifier)
                if arguments[position]?[type] == nil { arguments[position, default: [:]][type] = "%" + specifier.length + String(specifier.conversion) }
            }
        }
        return arguments
    }

    private static func argumentProblems(source: [Localization.Form], translation: [Localization.Form]) -> [TranslationFinding.Problem] {
        let expected = arguments(of: source)
        let found = arguments(of: translation)
        var problems: [TranslationFinding.Problem] = []
        for position in Set(expected.keys).union(found.keys).sorted() {
            switch (expected[position], found[position]) {
            case (let types?, nil):
                problems.append(.missingArgument(position: position, specifier: Self.first(types)))
            case (nil, let types?):
                problems.append(.extraArgument(position: position, specifier: Self.first(types)))
            case (let sourceTypes?, let translationTypes?):
                let foreign = translationTypes.filter { sourceTypes[$0.key] == nil }
                if !foreign.isEmpty {
                    problems.append(.changedType(position: position, source: Self.first(sourceTypes), translation: Self.first(foreign)))
                }
            case (nil, nil): break
            }
        }
        return problems
    }

    /// The specifier of a position's first type, in a fixed order.
    private static func first(_ types: [ArgumentType: String]) -> String { types.values.sorted()[0] }

    /// `%#@name@` variables: the source's lost where the translation has no plural forms at all,
    /// and the translation's without a substitution. A translation may vary by plural another
    /// way (a substitution of its own name, plural variations): the device reads each
    /// localization's own, and its arguments are checked above.
    private static func variableProblems(source: [Localization.Form], translation: [Localization.Form]) -> [TranslationFinding.Problem] {
        let sourceDefined = definedVariables(source)
        let used = Set(translation.flatMap { variables(in: $0.value) })
        let defined = definedVariables(translation)
        let variesByPlural = translation.contains { $0.name.split(separator: ".").contains("plural") }
        var problems: [TranslationFinding.Problem] = []
        if !variesByPlural {
            problems += sourceDefined.subtracting(used).sorted().map { .missingPluralVariable(name: $0) }
        }
        problems += used.subtracting(defined).sorted().map { .undefinedVariable(name: $0) }
        return problems
    }

    /// The substitutions the forms define (their forms are named `%#@name@.…`).
    private static func definedVariables(_ forms: [Localization.Form]) -> Set<String> {
        Set(
            forms.compactMap { form in
                guard form.name.hasPrefix("%#@"), let end = form.name.dropFirst(3).firstIndex(of: "@") else { return nil }
                return String(form.name[form.name.index(form.name.startIndex, offsetBy: 3)..<end])
            })
    }

    /// The names of the `%#@name@` tokens in `text`.
    static func variables(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "%#@") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "@") else { break }
            let name = after[..<end]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) { names.append(String(name)) }
            rest = after[after.index(after: end)...]
        }
        return names
    }

    private static func escapeProblems(source: [Localization.Form], translation: [Localization.Form]) -> [TranslationFinding.Problem] {
        let sourceEscapes = Set(source.flatMap { escapes(in: $0.value) })
        let sourceEntities = Set(source.flatMap { entities(in: $0.value) })
        var problems: [TranslationFinding.Problem] = []
        var seen: Set<String> = []
        for form in translation {
            for escape in escapes(in: form.value) where !sourceEscapes.contains(escape) && seen.insert(escape).inserted {
                problems.append(.escape(escape, form: form.name))
            }
            for entity in entities(in: form.value) where !sourceEntities.contains(entity) && seen.insert(entity).inserted {
                problems.append(.entity(entity, form: form.name))
            }
        }
        return problems
    }

    /// Backslash escapes written as two characters (`\'`, `\"`, `\n`, `\t`, `\r`, `\\`, `\u`):
    /// the catalog's JSON has already turned its own escapes into characters, so a backslash
    /// left in a value is one the device draws.
    static func escapes(in text: String) -> [String] {
        var found: [String] = []
        var index = text.startIndex
        while let slash = text[index...].firstIndex(of: "\\") {
            let next = text.index(after: slash)
            guard next < text.endIndex else { break }
            if "'\"ntr\\uU".contains(text[next]) { found.append("\\" + String(text[next])) }
            index = text.index(after: next)
        }
        return found
    }

    /// HTML entities (`&amp;`, `&#39;`, `&#x27;`, `&quot;`): a name of 2 to 10 letters or a
    /// decimal or hexadecimal number between "&" and ";". Text is not HTML on a device.
    static func entities(in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            let body = rest[rest.index(after: ampersand)...].prefix(12)
            if let semicolon = body.firstIndex(of: ";") {
                let name = body[..<semicolon]
                let isNamed = (2...10).contains(name.count) && name.allSatisfy { $0.isASCII && $0.isLetter }
                let isNumber =
                    name.hasPrefix("#x") || name.hasPrefix("#X")
                    ? name.count > 2 && name.dropFirst(2).allSatisfy(\.isHexDigit)
                    : name.hasPrefix("#") && name.count > 1 && name.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
                if isNamed || isNumber { found.append("&" + name + ";") }
            }
            rest = rest[rest.index(after: ampersand)...]
        }
        return found
    }
}

/// An argument's type as a 64-bit device reads it: the conversion's class and the length's size.
private struct ArgumentType: Hashable {
    var conversion: Character
    var size: String

    init(_ specifier: FormatString.Specifier) {
        switch specifier.conversion {
        case "d", "i": conversion = "d"
        case "u", "o", "x", "X": conversion = "u"
        case "f", "F", "e", "E", "g", "G", "a", "A": conversion = "f"
        case let other: conversion = other
        }
        switch specifier.length {
        case "l" where conversion == "f": size = ""  // %lf is a double, as %f is
        case "l", "ll", "q", "z", "t", "j": size = "64"
        default: size = specifier.length
        }
    }
}
