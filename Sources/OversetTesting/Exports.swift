// A test file needs only `import OversetTesting`: the DSL, layouts, categories and themes come with it.
@_exported import OversetLayout
@_exported import OversetStyle
