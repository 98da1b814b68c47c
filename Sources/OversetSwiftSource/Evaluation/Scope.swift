/// The names visible at one point of an evaluation: local variables and parameters, then the
/// enclosing scopes' (a closure keeps the scope it was written in), then `self`'s members.
///
/// A scope is a reference so that an assignment in a loop or a branch is seen after it, as in
/// Swift. One evaluation runs on one thread and no scope outlives it, which is why it is
/// `@unchecked Sendable`: values that hold scopes (closures) are `Sendable` for the
/// `SwiftValue` enum, never shared across threads.
final class Scope: @unchecked Sendable {
    private var values: [String: SwiftValue] = [:]
    /// The declared type of each local that has one (`let title: LocalizedStringKey`).
    private var types: [String: String] = [:]
    let parent: Scope?
    /// The instance whose members unqualified names find (`title` in a view's `body`).
    let receiver: SwiftValue?
    /// The type a member's body is declared in (for `Self` and static members).
    let type: String?

    init(parent: Scope?, receiver: SwiftValue? = nil, type: String? = nil) {
        self.parent = parent
        self.receiver = receiver ?? parent?.receiver
        self.type = type ?? parent?.type
    }

    /// The value of a local or parameter, searching outward.
    func lookUp(_ name: String) -> SwiftValue? {
        var scope: Scope? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// The declared type of a local, searching outward.
    func declaredType(of name: String) -> String? {
        var scope: Scope? = self
        while let current = scope {
            if current.values[name] != nil { return current.types[name] }
            scope = current.parent
        }
        return nil
    }

    /// Declares a local in this scope.
    func declare(_ name: String, _ value: SwiftValue, type: String? = nil) {
        values[name] = value
        if let type { types[name] = type }
    }

    /// Assigns a local where it is declared; false when no scope declares it.
    @discardableResult
    func assign(_ name: String, _ value: SwiftValue) -> Bool {
        var scope: Scope? = self
        while let current = scope {
            if current.values[name] != nil {
                current.values[name] = value
                return true
            }
            scope = current.parent
        }
        return false
    }
}
