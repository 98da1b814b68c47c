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

    /// The signal named by `OVERSET_TEST_SIGNAL_IN_WRITE_WINDOW` (`INT` or `TERM`): a test hook,
    /// because the window between writing the temporary file and renaming it is too short for a
    /// test to hit from outside. Unset (as for every user), nothing is raised.
    private static let testSignal: Int32? =
        switch ProcessInfo.processInfo.environment["OVERSET_TEST_SIGNAL_IN_WRITE_WINDOW"] {
        case "INT": SIGINT
        case "TERM": SIGTERM
        default: nil
        }

    /// Raises the test hook's signal, if one is set; called with the temporary file written and
    /// not yet renamed.
    static func raiseTestSignal() {
        guard let testSignal else { return }
        // A test runner may block signals, and children inherit the mask; unblocked, the signal
        // arrives as it would from a terminal.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, testSignal)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        raise(testSignal)
    }
}
