import OversetLayout

/// Puts a screen's texts into one locale as SwiftUI does: catalog keys looked up (falling back to
/// the source language) and their format arguments filled with samples; a literal looked up as
/// its own key (silently kept when the catalog lacks it: Xcode extracts every literal, and most
/// are not meant to differ); pseudo-locales applied to both; verbatim text left alone.
public struct Localizer: Sendable {
    /// Something worth knowing about a translation: missing, or not in the translated state.
    public struct Note: Hashable, Sendable {
        public var key: String
        public var locale: String
        public var message: String

        public init(key: String, locale: String, message: String) {
            self.key = key
            self.locale = locale
            self.message = message
        }
    }

    public let catalog: StringCatalog?

    public init(catalog: StringCatalog?) {
        self.catalog = catalog
    }

    /// `screen` in `locale`, and the notes its keys raised.
    public func localize(_ screen: ViewNode, locale: String) -> (ViewNode, [Note]) {
        let localized = localizeChecking(screen, locale: locale)
        return (localized.tree, localized.notes)
    }

    /// `screen` in `locale`, the notes its keys raised, and what the translation checks found in
    /// the translations it shows (`StringCatalog.translationFindings(of:locale:)`): the keys an
    /// audit checks are those its screens look up, in its locales.
    func localizeChecking(_ screen: ViewNode, locale: String) -> (tree: ViewNode, notes: [Note], findings: Set<TranslationFinding>) {
        var notes: [Note] = []
        var findings: Set<TranslationFinding> = []
        func check(_ key: String, shownFrom catalogLocale: String) {
            guard let catalog else { return }
            findings.formUnion(catalog.translationFindings(of: key, locale: catalogLocale))
        }
        let localized = screen.mappingTexts { content in
            var text = content
            if content.isVerbatim { return text }
            guard let key = content.key else {
                let lookedUp = PseudoLocale.isPseudo(locale) ? catalog?.sourceLanguage : locale
                if let lookedUp, let (found, source) = catalog?.lookUp(text.string, locale: lookedUp) {
                    check(text.string, shownFrom: source)
                    text.string = found.value
                }
                text.string = PseudoLocale.transform(text.string, locale: locale)
                return text
            }
            if let catalog {
                let lookedUp = PseudoLocale.isPseudo(locale) ? catalog.sourceLanguage : locale
                if let (found, source) = catalog.lookUp(key, locale: lookedUp) {
                    check(key, shownFrom: source)
                    text.string = found.value
                    if source != lookedUp, !lookedUp.hasPrefix(source) {
                        notes.append(Note(key: key, locale: locale, message: "no \(locale) translation; the \(source) text is shown"))
                    } else if found.state != "translated" {
                        notes.append(Note(key: key, locale: locale, message: "translation state is \(found.state)"))
                    }
                } else if catalog.strings[key] == nil {
                    notes.append(Note(key: key, locale: locale, message: "the catalog has no key '\(key)'; its default text is shown"))
                } else if StringCatalog.language(of: lookedUp) != StringCatalog.language(of: catalog.sourceLanguage) {
                    // A key that is its own source text ("%lld following") has no source-language
                    // entry; only other languages lack a translation.
                    notes.append(Note(key: key, locale: locale, message: "no \(locale) translation; the source text is shown"))
                }
            }
            // A keyed text is a format string: pseudo-localized around its specifiers, then
            // filled with sample arguments, as the device formats it.
            text.string = PseudoLocale.transform(FormatString(text.string), locale: locale).formatted(with: content.arguments)
            return text
        }
        return (localized, notes, findings)
    }
}
