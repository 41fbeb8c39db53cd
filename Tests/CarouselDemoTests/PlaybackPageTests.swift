import Foundation
import LoopCarousel
import Testing

@testable import CarouselDemoKit

/// What `carousel-demo --html` records, that its page stands alone, and its limits.
///
/// The browser suite checks what the page draws.
@Suite("The --html page")
struct PlaybackPageTests {
  /// Runs a script with a recorder and returns the recorder.
  private func record(_ script: String, limit: Int = PlaybackRecorder.defaultLimit) throws
    -> PlaybackRecorder
  {
    let runner = DemoRunner()
    let recorder = PlaybackRecorder(limit: limit)
    runner.recorder = recorder
    for step in try ScriptParser.parse(script) { _ = runner.perform(step) }
    return recorder
  }

  @Test("every frame that moves is recorded, one record per command at least, in time order")
  func frames() throws {
    let recorder = try record("items 5; style zoom; swipe 0.5 0.1; settle")
    let frames = recorder.records.map { Int($0.dropFirst().prefix { $0 != "," })! }
    #expect(frames == frames.sorted())
    // items and style at frame 0; six drag frames; the settle's frames to the end.
    #expect(frames.prefix(8) == [0, 0, 1, 2, 3, 4, 5, 6])
    #expect(recorder.steps.count == 4)
    #expect(recorder.styles == ["plain", "zoom"])
    // The last record is the state at rest on item 1; the settle's event is in the record of
    // the frame that delivered it, and in no other.
    let last = try #require(recorder.records.last)
    #expect(last.contains(#""idle",1,1,5,1,0,"#))
    let delivering = recorder.records.filter { $0.contains(#""didScrollToItem 1""#) }
    #expect(delivering.count == 1)
    #expect(delivering.first?.contains(#""settling""#) == false)
  }

  @Test("each record has the slots' placements as the carousel gave them")
  func placements() throws {
    let recorder = try record("items 3; item 200 spacing 20; style coverFlow")
    let last = try #require(recorder.records.last)
    // The right slot: item 1, its frame 280 points on and 14.4 down (cards are 84% of the
    // 180-point stage), shown, opaque, at the bottom of the stack (drawing order 0). Its matrix turns it by -3π/8
    // about y (cos 0.382683, sin -0.923880), sets it back by half a page (z -110), and folds
    // in the 800-point perspective seen from 220 points right of the viewport's centre:
    // m11 = cos + sin·220/800 = 0.636750, m14 = sin/800, m41 = -110·220/800 = -30.25,
    // m44 = 1 + 110/800 = 1.1375.
    #expect(
      last.contains(
        #"[1,1,"text#3",280,14.4,200,151.2,0,1,0,[0.636750304,0,0.923879533,-0.001154849,"#
          + #"0,1,0,0,-0.818641589,0,0.382683432,-0.000478354,-30.25,0,-110,1.1375]]"#))
  }

  @Test("the page stands alone: no network, no other file; a command cannot end the script")
  func selfContained() throws {
    let recorder = try record("items 2; swipe 0.5; settle")
    let page = PlaybackPage.html(for: recorder, title: "a <b>title</b> & more</script><img src=x>")
    for reference in ["http://", "https://", "src=\"", "href=", "@import", "url("] {
      #expect(!page.contains(reference), "the page refers to something outside: \(reference)")
    }
    #expect(page.components(separatedBy: "</script>").count == 2)
    // The title appears in the page's heading, escaped, and in its data, where `<` is
    // written `\u003c` so that it cannot close the script.
    #expect(page.contains("a &lt;b>title&lt;/b> &amp; more&lt;/script>&lt;img src=x>"))
    #expect(page.contains(#"more\u003c/script>\u003cimg src=x>""#))
  }

  @Test("the built-in scenario's page is well under 1 MB and shows every toured style")
  func builtInScenario() throws {
    let recorder = try record(BuiltInScenario.script)
    let page = PlaybackPage.html(for: recorder, title: "the built-in scenario")
    #expect(page.utf8.count < 1_000_000)
    #expect(Set(recorder.styles) == Set(BuiltInScenario.touredStyles.map(\.rawValue) + ["plain"]))
    #expect(recorder.truncatedAtFrame == nil)
  }

  @Test("an hour of autoplay is capped at the record limit, and the page says where it stopped")
  func capped() throws {
    let recorder = try record("items 5; autoplay 1; wait 3600")
    #expect(recorder.records.count == PlaybackRecorder.defaultLimit)
    let frame = try #require(recorder.truncatedAtFrame)
    #expect(frame > 0 && frame < 3600 * 60)
    let page = PlaybackPage.html(for: recorder, title: "long")
    #expect(page.utf8.count < 6_000_000)
    #expect(page.contains(#""truncated":[\#(frame),16000]"#))
  }

  @Test("--html writes the page, says what it wrote on stderr, and keeps stdout as it was")
  func option() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("loopcarousel-page-\(UUID().uuidString).html").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = runDemo(["--json", "--html", path, "-e", "items 3; next; settle"])
    #expect(run.status == 0)
    #expect(run.output == runDemo(["--json", "-e", "items 3; next; settle"]).output)
    #expect(run.errorOutput.hasPrefix("carousel-demo: wrote \(path): "))
    let page = try String(contentsOfFile: path, encoding: .utf8)
    #expect(page.hasPrefix("<!doctype html>"))
    #expect(page.contains("items 3; next; settle"))
  }

  @Test(
    "--html is checked like every option",
    arguments: [
      (["--html"], "--html needs a value"),
      (["--html", ""], "--html needs a file name"),
      (["--html", "a.html", "--html=b.html"], "--html is given twice"),
      (
        ["--interactive", "--html", "a.html"],
        "--interactive takes no script and no output options"
      ),
    ])
  func optionErrors(arguments: [String], message: String) {
    let run = runDemo(arguments)
    #expect(run.status == 2)
    #expect(run.errorOutput.hasPrefix("carousel-demo: \(message)\n"))
  }

  @Test("the check before the run changes no file: an earlier page keeps its text")
  func writableCheckChangesNothing() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "writable-check-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let earlier = directory.appendingPathComponent("earlier.html").path
    try "<html>earlier</html>".write(toFile: earlier, atomically: true, encoding: .utf8)
    #expect(throws: Never.self) { try FileWriter.checkWritable(path: earlier).get() }
    #expect(try String(contentsOfFile: earlier, encoding: .utf8) == "<html>earlier</html>")
    let new = directory.appendingPathComponent("new.html").path
    #expect(throws: Never.self) { try FileWriter.checkWritable(path: new).get() }
    #expect(!FileManager.default.fileExists(atPath: new))
    #expect(throws: FileError.self) {
      try FileWriter.checkWritable(path: directory.path + "/missing/page.html").get()
    }
  }

  @Test("a page that cannot be written exits 1 with the system's reason, before the run")
  func unwritable() {
    let run = runDemo(["--html", "/nonexistent-directory/page.html", "-e", "items 1"])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(
      run.errorOutput
        == "carousel-demo: cannot write /nonexistent-directory/page.html: No such file or directory\n"
    )
  }
}
