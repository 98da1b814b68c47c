/// A cache key hashed once, when it is made: a look-up hashes its key to pick a cache shard, to
/// find it, and again to store it on a miss, and keys (a word, a paragraph's text) are hashed
/// byte by byte.
struct Prehashed<Key: Hashable & Sendable>: Hashable, Sendable {
    let key: Key
    /// `key.hashValue`: seeded SipHash, so any of its bits may pick a shard or a slot
    /// (`PrehashedTable`, `Doorkeeper`) without hashing it again.
    let hash: Int

    init(_ key: Key) {
        self.key = key
        hash = key.hashValue
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    static func == (lhs: Prehashed, rhs: Prehashed) -> Bool {
        lhs.hash == rhs.hash && lhs.key == rhs.key
    }
}
