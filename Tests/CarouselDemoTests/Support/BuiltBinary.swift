import Foundation

/// The `carousel-demo` executable built next to the test bundle, and a way to run it.
enum BuiltBinary {
  /// The path of the built `carousel-demo`, or `nil` when it cannot be found.
  ///
  /// The test bundle lives in the build products directory (`.build/debug/…xctest`, or
  /// inside it on macOS), where the package's executables are built too.
  static let path: String? = {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    for start in [CommandLine.arguments.first, Bundle.main.executablePath].compactMap({ $0 }) {
      var directory = URL(fileURLWithPath: start).deletingLastPathComponent()
      for _ in 0..<5 {
        candidates.append(directory.appendingPathComponent("carousel-demo"))
        directory.deleteLastPathComponent()
      }
    }
    return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }?.path
  }()

  /// Runs the binary to completion, with the environment of the tests.
  ///
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - standardInput: What the binary reads on standard input.
  /// - Returns: The exit status and both outputs.
  /// - Throws: ``Missing`` when the binary was not built or could not be started.
  static func run(_ arguments: [String], standardInput: String = "") throws -> Spawn.Result {
    guard let path,
      let result = Spawn.run(
        [path] + arguments,
        environment: ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" },
        standardInput: standardInput)
    else { throw Missing() }
    return result
  }

  /// The binary is not where the tests look for it, or could not be started.
  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "carousel-demo cannot be run from next to the test bundle "
        + "(\(CommandLine.arguments.first ?? "?"))"
    }
  }
}
