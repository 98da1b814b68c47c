package import OversetPlumbing

extension DeviceScreen {
    /// The devices a spec's `devices` names — a screen's, or its `matrix`'s: a string of
    /// comma-separated names, or an array of names, at least one and each once.
    ///
    /// - Throws: the reader's error at `path` (an array's: at the unknown name's index), listing
    ///   the keys.
    package static func list<Failure: Error>(reading json: JSONTree, _ reader: JSONTreeReader<Failure>, at path: String) throws(Failure) -> [DeviceScreen] {
        let names: [String]
        var isString = false
        switch json {
        case .string(let text):
            names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            isString = true
        case .array: names = try reader.strings(json, path)
        default: throw reader.error(path, "expected a string or an array of strings, got \(json.summary)")
        }
        guard !names.isEmpty else { throw reader.error(path, "expected at least one device") }
        var devices: [DeviceScreen] = []
        for (index, name) in names.enumerated() {
            // A string's names have no index of their own: the error is the string's.
            let at = isString ? path : "\(path)[\(index)]"
            guard let device = named(name) else { throw reader.error(at, "unknown device '\(name)'; expected one of \(keyList)") }
            // Each at most once, so that no screen is laid out twice on one device.
            guard !devices.contains(device) else { throw reader.error(at, "the device \(device.key) is listed twice") }
            devices.append(device)
        }
        return devices
    }
}
