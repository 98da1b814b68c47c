import OversetAudit

/// The words of a String Catalog's texts in its source language, each as often as it occurs:
/// the vocabulary of a real app, for the catalog audit's repeating-vocabulary row (issue 35:
/// "≤ 1.0× the floor when the vocabulary repeats as in a real catalog — measure one"). The
/// catalog is the user's, given with `--catalog-words FILE`; none is bundled.
enum CatalogWords {
    /// The words of `path`'s texts: each key's source-language text (else the key itself), split
    /// at white space, without format specifiers (`%@`, `%lld`).
    ///
    /// - Throws: the catalog's reading error, or `BenchmarkError` when it has fewer than 100 words.
    static func read(_ path: String) throws -> [String] {
        let catalog = try StringCatalog(contentsOf: path)
        var words: [String] = []
        for key in catalog.strings.keys.sorted() {
            let text = catalog.lookUp(key, locale: catalog.sourceLanguage)?.0.value ?? key
            words += text.split(whereSeparator: \.isWhitespace).map(String.init).filter { !$0.contains("%") }
        }
        guard words.count >= 100 else { throw BenchmarkError("\(path) has \(words.count) words; a vocabulary needs at least 100") }
        return words
    }
}
