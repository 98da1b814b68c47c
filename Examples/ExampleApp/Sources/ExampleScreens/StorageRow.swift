// A row as the app writes it in SwiftUI, with its preview: `swift package overset-audit` finds
// the preview and audits it beside Screens.overset.json. SwiftUI exists on Apple's platforms
// only, so on Linux this file compiles to nothing; Overset reads it as an iOS build would.
#if canImport(SwiftUI)
    import SwiftUI

    struct StorageRow: View {
        var used: String = "12.4 GB"

        var body: some View {
            HStack {
                Image(systemName: "internaldrive")
                Text("Storage")
                Spacer()
                Text(verbatim: used).foregroundStyle(.secondary)
            }
            .padding(.horizontal, 16)
        }
    }

    #Preview("Storage row") {
        StorageRow()
    }
#endif
