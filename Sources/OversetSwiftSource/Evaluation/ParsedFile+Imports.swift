extension ParsedFile {
    /// Whether the file imports `module` (`import DesignFoundation`).
    package func imports(_ module: String) -> Bool {
        declarations.contains {
            if case .moduleImport(let path) = $0.kind { return path == module || path.hasPrefix(module + ".") }
            return false
        }
    }
}
