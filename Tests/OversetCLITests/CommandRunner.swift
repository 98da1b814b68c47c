import Foundation

/// Runs the built `overset` binary, as a user would, and captures what it prints.
enum CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `overset` binary next to the test bundle in the build directory.
    static var binary: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = runner.deletingLastPathComponent()
        // On macOS the runner sits inside an .xctest bundle three levels below the products.
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("overset").path),
            directory.pathComponents.count > 1
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("overset")
    }

    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Result {
        try run(arguments, stdinBytes: stdin.map { Data($0.utf8) }, environment: environment)
    }

    /// The built binary as a process with `arguments`, `environment` added to this process's,
    /// and its standard output and error on pipes.
    private static func process(_ arguments: [String], environment: [String: String], in directory: URL?) -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        return (process, output, errors)
    }

    /// As above, with standard input as raw bytes (which need not be UTF-8), `environment` added
    /// to this process's, and the working directory `directory` when one is given.
    static func run(
        _ arguments: [String], stdinBytes: Data?, environment: [String: String] = [:], in directory: URL? = nil
    ) throws -> Result {
        let (process, output, errors) = Self.process(arguments, environment: environment, in: directory)
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdinBytes { input.fileHandleForWriting.write(stdinBytes) }
        try input.fileHandleForWriting.close()
        // Read before waiting so that a large output cannot fill the pipe and block the child.
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// As above, with standard input read from the file at `stdinPath` (what a shell's `<`
    /// gives: a directory or a FIFO too), killed after `timeout` seconds, so that a command that
    /// blocks fails its test instead of hanging the suite (it then ends by SIGKILL, status 9).
    static func run(
        _ arguments: [String], stdinPath: String? = nil, environment: [String: String] = [:], in directory: URL? = nil,
        timeout: TimeInterval
    ) throws -> Result {
        let (process, output, errors) = Self.process(arguments, environment: environment, in: directory)
        if let stdinPath {
            guard let input = FileHandle(forReadingAtPath: stdinPath) else {
                throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: stdinPath])
            }
            process.standardInput = input
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        let identifier = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(identifier, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
