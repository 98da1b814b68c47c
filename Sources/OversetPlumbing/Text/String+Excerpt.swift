extension String {
    /// The string, or its first `maximumLength - 1` characters and "…" when it is longer, for
    /// quoting user text in messages and tables.
    ///
    /// - Complexity: O(`maximumLength`) beyond counting the string.
    package func excerpt(maximumLength: Int) -> String {
        count > maximumLength ? String(prefix(maximumLength - 1)) + "…" : self
    }
}
