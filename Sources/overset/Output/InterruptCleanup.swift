import Foundation

/// Removes the temporary file an output is being written to when the run is interrupted
/// (SIGINT, SIGTERM), so that Ctrl-C in the write window leaves nothing behind.
enum InterruptCleanup {
    /// The temporary file being written, as a C string the signal handler can use.
    nonisolated(unsafe) private static var pending: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var isInstalled = false

    /// Sets the file to remove on interruption (nil: none). Commands run on one thread.
    static func track(_ path: String?) {
        if !isInstalled {
            isInstalled = true
            for signalNumber in [SIGINT, SIGTERM] {
                signal(signalNumber) { received in
                    if let pending = InterruptCleanup.pending { unlink(pending) }
                    signal(received, SIG_DFL)
                    raise(received)
                }
            }
        }
        let old = pending
        pending = path.map { strdup($0) }
        free(old)
    }
}
