/// The self-contained HTML page that `carousel-demo --html FILE` writes: the recorded run and
/// a player for it, with no network access and no other file.
///
/// The data is one JSON object in the page, `RUN`:
///
/// - `geometries`: `[viewport, itemLength, spacing, vertical, rightToLeft, crossLength]`
///   arrays;
/// - `styles`: style names; `palette`: the card colours (``ItemPalette``);
/// - `steps`: `[line, command, error]` for each command;
/// - `records`: one array per recorded frame: `[frame, step, geometry, style, phase,
///   current, page, numberOfPages, showsPageIndicator, pagePosition, slots, events]`, where
///   each slot is `[position, item, cell, x, y, width, height, isHidden, alpha, rank,
///   matrix]` from ``Carousel/placement(for:)`` (`rank` is its `drawingOrder`, 0 at the
///   bottom; `matrix` the sixteen elements of the ``Transform3D``), and `events` are the
///   delegate events delivered since the previous record;
/// - `truncated`: `null`, or the frame where recording stopped.
///
/// The page draws each card from its slot's placement only, the way a host does: `left`,
/// `top`, `width` and `height` from the frame, `transform: matrix3d(…)` from the matrix
/// (about the card's centre, the perspective folded in), `opacity`, `z-index` from the rank,
/// and nothing when the placement is hidden. A viewport longer than the page's stage is drawn
/// scaled down as a whole.
enum PlaybackPage {
  /// The page for a recorded run.
  ///
  /// - Parameters:
  ///   - recorder: The records.
  ///   - title: What the page says it plays (the script's name).
  /// - Returns: The HTML text.
  static func html(for recorder: PlaybackRecorder, title: String) -> String {
    let truncated = recorder.truncatedAtFrame.map { "[\($0),\(recorder.limit)]" } ?? "null"
    var data = "{\"title\":\(JSONLineFormatter.string(title)),\"fps\":\(FrameClock.rate),"
    data += "\"palette\":\(ItemPalette.json),"
    data += "\"geometries\":[\(recorder.geometries.joined(separator: ","))],"
    data += "\"styles\":[\(recorder.styles.map(JSONLineFormatter.string).joined(separator: ","))],"
    data += "\"steps\":[\n\(recorder.steps.joined(separator: ",\n"))],"
    data += "\"truncated\":\(truncated),"
    data += "\"records\":[\n\(recorder.records.joined(separator: ",\n"))]}"
    // Inside <script>, "</script>" in a command's text would end the script: `<` only ever
    // appears inside JSON strings, where \u003c means the same.
    data = data.replacing("<", with: "\\u003c")
    let escapedTitle = title.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
    return head.replacing("TITLE", with: escapedTitle) + "<script>\nconst RUN = " + data
      + ";\n" + player + "</script>\n</body>\n</html>\n"
  }

  private static let head = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>LoopCarousel · TITLE</title>
    <style>
      body { margin: 0; padding: 16px 20px; background: #1e1e24; color: #e8e8ec;
        font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
      h1 { font-size: 15px; font-weight: 600; margin: 0 0 12px; color: #b8b8c4; }
      #stage { display: flex; justify-content: center; align-items: center; min-height: 260px;
        padding: 12px 0; }
      #viewport { position: relative; overflow: hidden; background: #2b2b33;
        outline: 2px solid #8a8a96; }
      #content { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
      .card { position: absolute; box-sizing: border-box; border-radius: 10px;
        backface-visibility: hidden; }
      .card span { position: absolute; left: 50%; bottom: 6px; transform: translateX(-50%);
        white-space: nowrap; font: 600 12px/1.6 ui-monospace, "DejaVu Sans Mono", monospace;
        color: #fff; background: rgba(0, 0, 0, 0.55); padding: 0 6px; border-radius: 6px; }
      #panel { max-width: 760px; margin: 0 auto; }
      .row { margin: 4px 0; font-family: ui-monospace, "DejaVu Sans Mono", monospace;
        font-size: 13px; white-space: pre-wrap; }
      #dots { display: flex; gap: 6px; justify-content: center; min-height: 12px; margin: 6px 0; }
      #dots i { width: 8px; height: 8px; border-radius: 50%; background: #6a6a76; }
      #dots i.on { background: #fff; }
      #error { color: #ff7b7b; }
      #controls { display: flex; gap: 8px; align-items: center; margin: 10px 0; }
      #controls button { background: #3a3a44; color: #fff; border: 1px solid #5a5a66;
        border-radius: 6px; padding: 3px 10px; font-size: 14px; cursor: pointer; }
      #controls button.on { background: #5a6acf; }
      #scrub { flex: 1; }
      #events { margin: 6px 0; padding-left: 22px; font-family: ui-monospace, monospace;
        font-size: 13px; color: #9090a0; min-height: 6em; }
      #events li.now { color: #ffd866; }
      #banner { background: #5a3a1a; color: #ffd8a8; padding: 6px 10px; border-radius: 6px;
        margin-bottom: 8px; display: none; }
      .keys { color: #9a9aa8; font-size: 12px; }
    </style>
    </head>
    <body>
    <h1>LoopCarousel · TITLE</h1>
    <div id="banner"></div>
    <div id="stage"><div id="viewport"></div></div>
    <div id="panel">
      <div id="dots"></div>
      <div class="row" id="strip"></div>
      <div class="row" id="status"></div>
      <div class="row" id="command"></div>
      <div class="row" id="error"></div>
      <div id="controls">
        <button id="first" title="first frame (Home)">|◀︎</button>
        <button id="back" title="previous frame (←)">◀︎</button>
        <button id="play" title="play or pause (space)">▶︎</button>
        <button id="forward" title="next frame (→)">▶︎|</button>
        <input id="scrub" type="range" min="0" value="0" step="1">
        <button id="quarter" title="quarter speed (s toggles)">¼×</button>
        <button id="full" class="on" title="full speed (s toggles)">1×</button>
      </div>
      <div class="keys">space play/pause · ← → one frame · Home End · s speed ·
        the address ends in #frame=N for the frame shown</div>
      <ol id="events"></ol>
    </div>

    """#

  private static let player = #"""
    "use strict";
    const records = RUN.records;
    const $ = (id) => document.getElementById(id);
    const viewport = $("viewport");
    const content = document.createElement("div");
    content.id = "content";
    viewport.appendChild(content);
    const cards = [0, 1, 2].map(() => {
      const card = document.createElement("div");
      card.className = "card";
      card.appendChild(document.createElement("span"));
      content.appendChild(card);
      return card;
    });
    const phases = { idle: "at rest", dragging: "dragging", settling: "settling" };
    let index = 0, playing = false, speed = 1, playhead = 0, last = null;

    if (RUN.truncated) {
      const banner = $("banner");
      banner.style.display = "block";
      banner.textContent = "This run is longer than a page holds: recording stopped at t = " +
        (RUN.truncated[0] / RUN.fps).toFixed(3) + " s, after " + RUN.truncated[1] +
        " frames. Shorten the script (fewer or shorter waits) to see the rest.";
    }
    $("scrub").max = Math.max(records.length - 1, 0);

    function fixed(value, digits) { return Number(value).toFixed(digits); }

    function draw(i) {
      const r = records[i];
      if (!r) return;
      const [frame, step, g, s, phase, current, page, pages, showsDots, position, slots,
        events] = r;
      const [length, itemLength, spacing, vertical, mirrored, cross] = RUN.geometries[g];
      const k = Math.min(1, (vertical ? 420 : 680) / length);
      viewport.style.width = (vertical ? cross : length) * k + "px";
      viewport.style.height = (vertical ? length : cross) * k + "px";
      content.style.transform = k === 1 ? "none" : "scale(" + k + ")";
      cards.forEach((card) => { card.style.display = "none"; });
      slots.forEach((slot, n) => {
        const [pos, item, cell, x, y, width, height, hidden, alpha, rank, matrix] = slot;
        const card = cards[n];
        card.style.display = hidden ? "none" : "block";
        card.style.background = RUN.palette[item % RUN.palette.length];
        card.firstChild.textContent = item + " · " + cell;
        Object.assign(card.style, { left: x + "px", top: y + "px", width: width + "px",
          height: height + "px", transform: "matrix3d(" + matrix.join(",") + ")",
          opacity: alpha, zIndex: rank });
        card.dataset.slot = ["left", "middle", "right"][pos + 1];
      });

      const names = { "-1": "left", "0": "middle", "1": "right" };
      $("strip").textContent = "slots  " + [-1, 0, 1].map((p) => {
        const slot = slots.find((x) => x[0] === p);
        return names[p] + " " + (slot ? "[" + slot[1] + " " + slot[2] + "]" : "[empty]");
      }).join("   ");
      $("status").textContent = "t " + fixed(frame / RUN.fps, 3) + " s   frame " + i + " of " +
        (records.length - 1) + "   " + (phases[phase] || phase) + "   item " +
        (current === null ? "none" : current) + "   offset " + fixed(1 + position, 4) +
        "   style " + RUN.styles[s] + (vertical ? "   vertical" : "") +
        (mirrored ? "   right-to-left" : "");
      const dots = $("dots");
      dots.innerHTML = "";
      if (showsDots && pages <= 24) {
        for (let p = 0; p < pages; p++) {
          const dot = document.createElement("i");
          if (p === page) dot.className = "on";
          dots.appendChild(dot);
        }
      } else if (showsDots) {
        dots.textContent = "page " + (page + 1) + " of " + pages;
      }
      const [line, command, error] = RUN.steps[step];
      $("command").textContent = "line " + line + ": " + command;
      $("error").textContent = error ? "error: " + error : "";
      const list = $("events");
      list.innerHTML = "";
      const shown = [];
      for (let j = i; j >= 0 && shown.length < 12; j--) {
        const older = records[j][11];
        for (let e = older.length - 1; e >= 0 && shown.length < 12; e--) {
          shown.push([older[e], j === i]);
        }
      }
      shown.reverse().forEach(([text, now]) => {
        const item = document.createElement("li");
        item.textContent = text;
        if (now) item.className = "now";
        list.appendChild(item);
      });
      $("scrub").value = i;
    }

    function show(i, remember) {
      index = Math.max(0, Math.min(records.length - 1, i));
      draw(index);
      if (remember) history.replaceState(null, "", "#frame=" + index);
    }

    function setPlaying(on) {
      playing = on && records.length > 1;
      $("play").textContent = playing ? "❚❚" : "▶︎";
      if (playing) {
        if (index >= records.length - 1) show(0, false);
        playhead = records[index][0];
        last = null;
        requestAnimationFrame(tick);
      } else {
        show(index, true);
      }
    }

    function tick(now) {
      if (!playing) return;
      if (last !== null) playhead += (now - last) / 1000 * RUN.fps * speed;
      last = now;
      let i = index;
      while (i + 1 < records.length && records[i + 1][0] <= playhead) i++;
      if (i !== index) show(i, false);
      if (index >= records.length - 1) { setPlaying(false); return; }
      requestAnimationFrame(tick);
    }

    function setSpeed(value) {
      speed = value;
      $("quarter").classList.toggle("on", value !== 1);
      $("full").classList.toggle("on", value === 1);
    }

    $("play").onclick = () => setPlaying(!playing);
    $("first").onclick = () => { setPlaying(false); show(0, true); };
    $("back").onclick = () => { setPlaying(false); show(index - 1, true); };
    $("forward").onclick = () => { setPlaying(false); show(index + 1, true); };
    $("scrub").oninput = (event) => { setPlaying(false); show(Number(event.target.value), true); };
    $("quarter").onclick = () => setSpeed(0.25);
    $("full").onclick = () => setSpeed(1);
    document.addEventListener("keydown", (event) => {
      if (event.target.tagName === "INPUT" && event.key !== " ") return;
      const keys = {
        " ": () => setPlaying(!playing),
        ArrowLeft: () => { setPlaying(false); show(index - 1, true); },
        ArrowRight: () => { setPlaying(false); show(index + 1, true); },
        Home: () => { setPlaying(false); show(0, true); },
        End: () => { setPlaying(false); show(records.length - 1, true); },
        s: () => setSpeed(speed === 1 ? 0.25 : 1),
      };
      if (keys[event.key]) { keys[event.key](); event.preventDefault(); }
    });

    function frameFromAddress() {
      const match = /^#frame=(\d+)$/.exec(location.hash);
      return match ? Number(match[1]) : null;
    }
    window.addEventListener("hashchange", () => {
      const frame = frameFromAddress();
      if (frame !== null && frame !== index) { setPlaying(false); show(frame, false); }
    });
    const start = frameFromAddress();
    if (start !== null) {
      show(start, false);
    } else {
      show(0, false);
      setPlaying(true);
    }

    """#
}
