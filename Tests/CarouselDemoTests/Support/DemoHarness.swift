@testable import CarouselDemoKit

/// What one in-process run of the tool printed.
struct DemoRun: Equatable {
  var status: Int32
  var output: String
  var errorOutput: String
}

/// Runs `carousel-demo` in process with the given arguments, standard input and files.
///
/// - Parameters:
///   - arguments: The arguments, without the program name.
///   - standardInput: What `--script -` reads.
///   - files: The files `--script FILE` can read, by path.
/// - Returns: The exit status and both outputs.
func runDemo(
  _ arguments: [String], standardInput: String = "", files: [String: String] = [:]
) -> DemoRun {
  final class Box {
    var output = ""
    var errorOutput = ""
  }
  let box = Box()
  let io = DemoIO(
    readStandardInput: { standardInput },
    readFile: { path in
      files[path].map { .success($0) } ?? .failure(FileError(message: "No such file or directory"))
    },
    write: { box.output += $0 },
    writeError: { box.errorOutput += $0 })
  let status = CarouselDemo.run(arguments: arguments, io: io)
  return DemoRun(status: status, output: box.output, errorOutput: box.errorOutput)
}

/// Runs a script in JSON mode in process and returns its lines.
///
/// - Parameter script: The script, as `-e` takes it.
/// - Returns: The JSON lines.
func jsonLines(_ script: String) -> [String] {
  runDemo(["--json", "-e", script]).output.split(separator: "\n").map(String.init)
}

/// Runs a script through a runner and returns the reports.
///
/// - Parameter script: The script text.
/// - Returns: One report per command.
/// - Throws: The ``ScriptError`` of a script that does not parse.
func reports(_ script: String) throws -> [StepReport] {
  let runner = DemoRunner()
  return try ScriptParser.parse(script).map(runner.perform)
}
