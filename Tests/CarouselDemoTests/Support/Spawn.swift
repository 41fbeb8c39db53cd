#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program with `posix_spawn` and waits for it with `waitpid`.
///
/// Foundation's `Process` is not used: on Linux it learns that a child exited from a socket
/// the child inherits, and the pipes it makes are inherited too, so a daemon the child starts
/// (a tmux server) keeps them open and `waitUntilExit()` or a read to the end never returns
/// (swiftlang/swift-corelibs-foundation#4795); it also leaks a little memory per run, which
/// LeakSanitizer reports in the CI's sanitizer run.
enum Spawn {
  /// What a run printed, and how it ended.
  struct Result: Equatable {
    /// The exit status, or 128 plus the signal that ended the program.
    var status: Int32
    /// Standard output.
    var output: String
    /// Standard error.
    var errorOutput: String
  }

  /// Runs a program to completion.
  ///
  /// - Parameters:
  ///   - arguments: The program (a path) and its arguments.
  ///   - environment: The whole environment of the program, `NAME=value`.
  ///   - standardInput: What the program reads on standard input.
  ///   - capturesOutput: Whether to collect standard output and error; when `false` they go
  ///     to `/dev/null` (use that for a command that starts a daemon).
  ///   - closesInheritedDescriptors: Whether to run the program under `bash`, which first
  ///     closes every descriptor above 2 it inherited, so that a daemon it starts holds none
  ///     of this process's pipes.
  /// - Returns: The result, or `nil` when the program could not be started.
  static func run(
    _ arguments: [String], environment: [String], standardInput: String = "",
    capturesOutput: Bool = true, closesInheritedDescriptors: Bool = false
  ) -> Result? {
    var argv = arguments
    if closesInheritedDescriptors {
      // The open descriptors are listed in /proc/self/fd on Linux and /dev/fd on Darwin.
      #if os(Linux)
        let descriptors = "/proc/$$/fd/*"
      #else
        let descriptors = "/dev/fd/*"
      #endif
      let script =
        "for fd in \(descriptors); do "
        + #"n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done; "#
        + #"exec "$@""#
      argv = ["/bin/bash", "-c", script, "bash"] + arguments
    }
    guard let input = temporaryFile(containing: standardInput) else { return nil }
    defer { unlink(input) }

    var outputPipe: [Int32] = [-1, -1]
    var errorPipe: [Int32] = [-1, -1]
    if capturesOutput {
      guard pipe(&outputPipe) == 0 else { return nil }
      guard pipe(&errorPipe) == 0 else {
        outputPipe.forEach { close($0) }
        return nil
      }
      for descriptor in outputPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    if capturesOutput {
      posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
      posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }

    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in cArguments + cEnvironment { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArguments, cEnvironment)
    if capturesOutput {
      close(outputPipe[1])
      close(errorPipe[1])
    }
    var output: [UInt8] = []
    var errorOutput: [UInt8] = []
    if capturesOutput {
      if spawned == 0 { readToEnd(outputPipe[0], &output, errorPipe[0], &errorOutput) }
      close(outputPipe[0])
      close(errorPipe[0])
    }
    guard spawned == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(
      status: exitStatus, output: String(decoding: output, as: UTF8.self),
      errorOutput: String(decoding: errorOutput, as: UTF8.self))
  }

  /// Reads two descriptors until both reach their end, whichever has data first.
  private static func readToEnd(
    _ first: Int32, _ firstBytes: inout [UInt8], _ second: Int32, _ secondBytes: inout [UInt8]
  ) {
    var open = [true, true]
    var buffer = [UInt8](repeating: 0, count: 65536)
    while open[0] || open[1] {
      var descriptors = [
        pollfd(fd: open[0] ? first : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: open[1] ? second : -1, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&descriptors, 2, -1) >= 0 || errno == EINTR else { return }
      for index in 0..<2 where open[index] && descriptors[index].revents != 0 {
        let count = buffer.withUnsafeMutableBytes {
          read(descriptors[index].fd, $0.baseAddress, $0.count)
        }
        if count > 0 {
          if index == 0 {
            firstBytes += buffer[0..<count]
          } else {
            secondBytes += buffer[0..<count]
          }
        } else if count == 0 || errno != EINTR {
          open[index] = false
        }
      }
    }
  }

  /// Writes text to a new temporary file and returns its path.
  private static func temporaryFile(containing text: String) -> String? {
    var template = Array("/tmp/carousel-demo-input-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
      }
      guard written > 0 else {
        unlink(path)
        return nil
      }
      offset += written
    }
    return path
  }
}
