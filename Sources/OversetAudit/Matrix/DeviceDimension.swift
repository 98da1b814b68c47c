import OversetLayout
package import OversetPlumbing

/// `devices`: named iPhones and iPads (`DeviceScreen.all`), each setting the width and bounding
/// the height of a layout. A matrix without devices has the one value nil (widths alone); with
/// devices, their widths are the matrix's (`AuditMatrix.devices`).
///
/// The option is `--device`, which also takes the String Catalog's generic device kinds
/// (`iphone`, `ipad`, …): those choose no device here, and a named device implies its kind
/// (`catalogDevice(parsingOption:)`).
package struct DeviceDimension: AuditDimension {
    package let name = "devices"
    package let option = "--device"
    package let optionValueName = "names"
    package let optionHelp =
        "Devices to lay screens out on, comma-separated (iphone-se-3,iphone-16-pro-max; `overset devices` lists them): "
        + "their widths, and their heights for screens that do not scroll; or whose String Catalog device variations to read: "
        + "iphone (default), ipad, mac, applewatch, appletv or applevision."
    package let environmentKey = "device"
    package let layoutOption = "--device"
    package let layoutOptionValueName: String? = "name"
    package let layoutOptionHelp =
        "A device to lay out on (its width, and its height for a screen that does not scroll), or whose String Catalog device variations to read (default iphone)."
    package let noun = "device"
    package let role = AuditDimensionRole.variant(qualifier: .listed(preposition: "on"), thresholds: .first)
    package var values: WritableKeyPath<AuditMatrix, [DeviceScreen?]> { \.deviceValues }
    package var choice: WritableKeyPath<AuditMatrix.Choices, [DeviceScreen?]?> { \.deviceValues }
    package var environmentValue: WritableKeyPath<LayoutEnvironment, DeviceScreen?> { \.deviceAndWidth }
    package var defaultValues: [DeviceScreen?] { [nil] }

    package func spelling(_ value: DeviceScreen?) -> String { value?.name ?? "no device" }

    /// The devices `text` names, or `[nil]` for a String Catalog device kind alone (`iphone`).
    package func values(parsingOption text: String) throws(AuditDimensionProblem) -> [DeviceScreen?] {
        if StringCatalog.Device(rawValue: text) != nil { return [nil] }
        let names = try items(text)
        guard !names.isEmpty else { throw problem(option, text) }
        return try names.map { name throws(AuditDimensionProblem) in
            guard let device = DeviceScreen.named(name) else { throw problem(option, name) }
            return device
        }
    }

    package func value(parsingLayoutOption text: String?) throws(AuditDimensionProblem) -> DeviceScreen? {
        let text = text ?? ""
        if StringCatalog.Device(rawValue: text) != nil { return nil }
        guard let device = DeviceScreen.named(text) else { throw problem(layoutOption, text) }
        return device
    }

    private func problem(_ option: String, _ text: String) -> AuditDimensionProblem {
        let kinds = StringCatalog.Device.allCases.map(\.rawValue).joined(separator: ", ")
        return AuditDimensionProblem(
            "\(option): unknown device '\(text)'; expected devices among \(DeviceScreen.keyList), or one of \(kinds) alone")
    }

    package func values<Failure: Error>(reading json: JSONTree, _ reader: JSONTreeReader<Failure>, at path: String) throws(Failure) -> [DeviceScreen?] {
        try DeviceScreen.list(reading: json, reader, at: path)
    }

    package func json(_ value: DeviceScreen?) -> JSONValue { value.map { .string($0.key) } ?? .null }
    /// Only when devices are audited, so that other reports read as before.
    package func matrixJSON(_ values: [DeviceScreen?]) -> JSONValue? { values == [nil] ? nil : .array(values.map(json)) }
    package func environmentJSON(_ value: DeviceScreen?) -> JSONValue? { value.map { .string($0.key) } }

    package func environmentValue(readingJSON json: JSONTree?) -> DeviceScreen?? {
        switch json {
        case nil, .null?: return .some(nil)
        case .string(let key)?: return DeviceScreen.named(key).map { .some($0) }
        default: return nil
        }
    }

    package func repeatKey(_ value: DeviceScreen?) -> AnyHashable { AnyHashable(value?.key) }
    package func repeatDescription(_ value: DeviceScreen?) -> String { "the device \(value?.key ?? "none")" }
    package func layoutArguments(_ value: DeviceScreen?) -> [String] { value.map { [layoutOption, $0.key] } ?? [] }
    package func junitName(_ value: DeviceScreen?) -> String? { value?.name }
    package func detailName(_ value: DeviceScreen?, matrixCount: Int) -> String? { value?.name }

    /// The String Catalog device kind `--device`'s text names: the kind itself (`ipad`), else
    /// that of the devices named (`iphone-16` reads `iphone` variations); nil without text.
    ///
    /// - Throws: the whole message when the devices named are of different kinds (a catalog is
    ///   read for one kind per run) or a name is unknown.
    package func catalogDevice(parsingOption text: String?) throws(AuditDimensionProblem) -> StringCatalog.Device? {
        guard let text else { return nil }
        if let kind = StringCatalog.Device(rawValue: text) { return kind }
        let families = Set(try values(parsingOption: text).compactMap { $0?.family })
        guard families.count == 1, let family = families.first else {
            throw AuditDimensionProblem(
                "\(option) '\(text)' names iPhones and iPads; a String Catalog's device variations are read for one kind per run: audit them in two runs")
        }
        return family == .iPad ? .ipad : .iphone
    }
}
