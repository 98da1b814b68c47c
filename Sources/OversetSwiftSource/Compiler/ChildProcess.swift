import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The bounds on one run of a program.
struct ProcessLimits: Hashable, Sendable {
    /// Wall-clock seconds before the program (and its process group) is killed.
    var seconds: Double
    /// Bytes of standard output before it is killed.
    var outputBytes: Int
    /// Bytes of standard error kept (more is read and dropped).
    var errorBytes = 1 << 20
}

/// How a run ended and what it printed.
struct ProcessOutput: Hashable, Sendable {
    enum Termination: Hashable, Sendable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
        case outputTooLarge
    }

    var termination: Termination
    var standardOutput: [UInt8]
    var standardError: [UInt8]
}

/// Why a program could not be started.
struct ProcessFailure: Error, Hashable, Sendable {
    var reason: String
}

/// Runs the programs the front end needs (only the compiler): a seam, so that tests can count
/// runs or stand in for the toolchain.
protocol ProcessRunning: Sendable {
    /// Runs `executable` with `arguments`, `input` as its standard input, within `limits`.
    func run(_ executable: String, _ arguments: [String], input: [UInt8], limits: ProcessLimits) throws(ProcessFailure) -> ProcessOutput
}

/// Runs a program with `posix_spawn`, reading its output through pipes with `poll`, so that a
/// deadline and an output cap hold whatever the program does.
///
/// Standard input comes from an unlinked temporary file rather than a pipe: nothing is written
/// to the child, so a child that exits early cannot raise SIGPIPE here and a large input cannot
/// deadlock against a full output pipe. The child gets its own process group, and a deadline
/// or the output cap kills the group: `swiftc` is a driver that starts `swift-frontend`, which
/// must not outlive it. Pipes are close-on-exec, so children spawned at the same time on other
/// threads do not inherit each other's pipes (and keep them open).
struct ChildProcessRunner: ProcessRunning {
    func run(_ executable: String, _ arguments: [String], input: [UInt8], limits: ProcessLimits) throws(ProcessFailure) -> ProcessOutput {
        let inputFile = try Self.temporaryInput(input)
        defer { close(inputFile) }
        let output = try Self.pipe()
        let errors: (read: Int32, write: Int32)
        do {
            errors = try Self.pipe()
        } catch {
            close(output.read)
            close(output.write)
            throw error
        }
        let pid: pid_t
        do {
            pid = try Self.spawn(executable, arguments, input: inputFile, output: output.write, errors: errors.write)
        } catch {
            for descriptor in [output.read, output.write, errors.read, errors.write] { close(descriptor) }
            throw error
        }
        close(output.write)
        close(errors.write)
        var collected = Self.collect(pid: pid, output: output.read, errors: errors.read, limits: limits)
        close(output.read)
        close(errors.read)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        if collected.termination == nil {
            // The low 7 bits are the terminating signal (0 for a normal exit, whose status is the next byte).
            collected.termination = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        }
        return ProcessOutput(termination: collected.termination ?? .exited(0), standardOutput: collected.output, standardError: collected.errors)
    }

    /// A temporary file holding `input`, already unlinked, read from its start.
    private static func temporaryInput(_ input: [UInt8]) throws(ProcessFailure) -> Int32 {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(directory)/overset-swift-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw ProcessFailure(reason: "cannot create a temporary file in \(directory) (\(Self.errorText()))") }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var written = 0
        while written < input.count {
            let count = input.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, input.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                close(descriptor)
                throw ProcessFailure(reason: "cannot write a temporary file (\(Self.errorText()))")
            }
            written += count
        }
        lseek(descriptor, 0, SEEK_SET)
        return descriptor
    }

    private static func pipe() throws(ProcessFailure) -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        // pipe2 is not in Swift's Glibc module, so the descriptors are marked close-on-exec just
        // after: a compiler started in between by another thread may inherit them, which only
        // delays that pipe's end of file until the other compiler exits.
        guard Foundation.pipe(&descriptors) == 0 else { throw ProcessFailure(reason: "cannot create a pipe (\(errorText()))") }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
        return (descriptors[0], descriptors[1])
    }

    private static func spawn(_ executable: String, _ arguments: [String], input: Int32, output: Int32, errors: Int32) throws(ProcessFailure) -> pid_t {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = Int32(POSIX_SPAWN_SETPGROUP) | Int32(POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var arguments = ([executable] + arguments).map { strdup($0) }
        var environmentStrings = environment.map { strdup($0) }
        defer {
            for argument in arguments { free(argument) }
            for string in environmentStrings { free(string) }
        }
        arguments.append(nil)
        environmentStrings.append(nil)
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, arguments, environmentStrings)
        guard status == 0 else { throw ProcessFailure(reason: String(cString: strerror(status))) }
        return pid
    }

    /// Reads both pipes until they close, the deadline passes or the output is too large
    /// (then the group is killed and the reason returned).
    private static func collect(
        pid: pid_t, output: Int32, errors: Int32, limits: ProcessLimits
    ) -> (termination: ProcessOutput.Termination?, output: [UInt8], errors: [UInt8]) {
        var outputBytes: [UInt8] = []
        var errorBytes: [UInt8] = []
        var open = [output, errors]
        var termination: ProcessOutput.Termination?
        let deadline = ContinuousClock.now + .milliseconds(Int(limits.seconds * 1000))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else {
                termination = .timedOut
                break
            }
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let milliseconds = Int32(min(remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000))
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            for descriptor in descriptors where descriptor.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress!, $0.count) }
                if count > 0 {
                    if descriptor.fd == output {
                        outputBytes += buffer[0..<count]
                    } else if errorBytes.count < limits.errorBytes {
                        errorBytes += buffer[0..<min(count, limits.errorBytes - errorBytes.count)]
                    }
                } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                    open.removeAll { $0 == descriptor.fd }
                }
            }
            if outputBytes.count > limits.outputBytes {
                termination = .outputTooLarge
                break
            }
        }
        if termination != nil { kill(-pid, SIGKILL) }
        return (termination, outputBytes, errorBytes)
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
