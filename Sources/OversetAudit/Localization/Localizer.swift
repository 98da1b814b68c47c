import OversetLayout

/// Puts a screen's texts into one locale: catalog keys looked up (falling back to the source
/// language), pseudo-locales applied to every text.
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
        var notes: [Note] = []
        let localized = screen.mappingTexts { content in
            var text = content
            if let key = content.key, let catalog {
                if let (found, source) = catalog.lookUp(key, locale: PseudoLocale.isPseudo(locale) ? catalog.sourceLanguage : locale) {
                    text.string = found.value
                    if !PseudoLocale.isPseudo(locale), source != locale, !locale.hasPrefix(source) {
                        notes.append(Note(key: key, locale: locale, message: "no \(locale) translation; the \(source) text is shown"))
                    } else if found.state != "translated" {
                        notes.append(Note(key: key, locale: locale, message: "translation state is \(found.state)"))
                    }
                } else {
                    notes.append(Note(key: key, locale: locale, message: "the catalog has no key '\(key)'; its default text is shown"))
                }
            }
            text.string = PseudoLocale.transform(text.string, locale: locale)
            return text
        }
        return (localized, notes)
    }
}
