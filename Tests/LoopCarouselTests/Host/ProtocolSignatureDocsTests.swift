import Foundation
import Testing

/// The article that lists the protocols' requirements, checked against their declarations: a
/// requirement added, renamed or retyped without the article fails here.
@Suite("The protocols' signatures in the docs")
struct ProtocolSignatureDocsTests {
  /// The package's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// A declaration on one line, with single spaces and none inside the parentheses' edges.
  static func normalized(_ declaration: some StringProtocol) -> String {
    declaration.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
  }

  /// The requirements of `name` in `source`, each marked optional when an extension of the
  /// protocol gives it a default.
  static func requirements(of name: String, in source: String) -> [String: Bool] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var requirements: [String] = []
    var defaults: Set<String> = []
    var inProtocol = false
    var inExtension = false
    var pending: String?
    for line in lines {
      let text = line.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("public protocol \(name)") { inProtocol = true }
      if line.hasPrefix("extension \(name) {") { inExtension = true }
      if line == "}" {
        if inProtocol, let started = pending { requirements.append(normalized(started)) }
        pending = nil
        inProtocol = false
        inExtension = false
      }
      if inProtocol {
        // A requirement runs from `func` to the first blank or comment line.
        if text.hasPrefix("func ") {
          pending = text
        } else if let started = pending {
          if text.isEmpty || text.hasPrefix("///") {
            requirements.append(normalized(started))
            pending = nil
          } else {
            pending = started + " " + text
          }
        }
      }
      if inExtension {
        // A default runs from `public func` to its body's opening brace.
        if text.hasPrefix("public func ") {
          pending = String(text.dropFirst("public ".count))
        } else if let started = pending {
          pending = started + " " + text
        }
        if let declaration = pending, let brace = declaration.firstIndex(of: "{") {
          defaults.insert(normalized(declaration[..<brace]))
          pending = nil
        }
      }
    }
    return Dictionary(uniqueKeysWithValues: requirements.map { ($0, defaults.contains($0)) })
  }

  /// The signatures the article lists for `name`, each marked optional as the article says.
  static func listed(for name: String, in article: String) -> [String: Bool] {
    var listed: [String: Bool] = [:]
    var optional: Bool?
    for line in article.split(separator: "\n") {
      if line.hasPrefix("// \(name): required") {
        optional = false
      } else if line.hasPrefix("// \(name): optional") {
        optional = true
      } else if line.hasPrefix("// ") || line.hasPrefix("```") {
        optional = nil
      } else if let optional, line.hasPrefix("func ") {
        listed[normalized(line)] = optional
      }
    }
    return listed
  }

  @Test(
    "the article lists every requirement exactly, required and optional",
    arguments: [
      ("CarouselDataSource", "Sources/LoopCarousel/Host/CarouselDataSource.swift", 6),
      ("CarouselDelegate", "Sources/LoopCarousel/Host/CarouselDelegate.swift", 19),
    ])
  func articleMatchesProtocol(name: String, path: String, knownCount: Int) throws {
    let article = try Self.read("Sources/LoopCarousel/LoopCarousel.docc/DataSourceAndDelegate.md")
    let declared = Self.requirements(of: name, in: try Self.read(path))
    // The parser found every requirement known today (more come with new features).
    #expect(declared.count >= knownCount)
    let listed = Self.listed(for: name, in: article)
    for (signature, isOptional) in declared {
      #expect(
        listed[signature] == isOptional,
        Comment(
          rawValue:
            "\(name): `\(signature)` is \(isOptional ? "optional" : "required") in the protocol, "
            + (listed[signature].map { $0 ? "optional" : "required" } ?? "missing")
            + " in the article"))
    }
    for signature in listed.keys where declared[signature] == nil {
      Issue.record(
        Comment(
          rawValue: "\(name): the article lists `\(signature)`, which the protocol does not have"))
    }
  }
}
