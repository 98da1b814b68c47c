// A test file needs only `import OversetTesting`: the DSL, layouts, categories, themes and
// String Catalogs come with it.
@_exported import OversetAudit
@_exported import OversetLayout
@_exported import OversetStyle
