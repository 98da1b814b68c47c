extension Array {
    /// `count` copies of `value`: `Array(repeating:count:)`, allocated on the specialized path.
    ///
    /// `Array(repeating:count:)` allocates through the standard library's generic
    /// `_allocateBufferUninitialized`, which asks the runtime for the storage class of each
    /// element type in a locked hash table on every call (`swift_getGenericMetadata`: 2% of
    /// `measure --jsonl`'s time on Linux, where the text engine makes a dozen such arrays per
    /// paragraph). Copying a `repeatElement` collection is inlined and specialized for the element
    /// type, and finds the class's metadata in a cache of its own.
    ///
    /// - Complexity: O(`count`).
    @inlinable
    package init(repeated value: Element, count: Int) {
        self.init(repeatElement(value, count: count))
    }
}
