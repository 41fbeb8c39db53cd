#!/usr/bin/env python3
"""Deterministic generator of carousel-demo scripts for the behaviour-equivalence check.

    generate-scripts.py --count N --seed S --out DIR

writes DIR/0000.txt ... DIR/(N-1).txt. The same count and seed give the same files, byte
for byte, on any machine (only `random.Random(seed)` is used, no hashing of sets or dicts).

Every command of the script language (Sources/CarouselDemoKit/ScriptParser.swift) is
generated, with ordinary and adversarial values, in several spellings (`;` separators,
comments, tabs, CRLF, `+.5`, `1e3`). A small share of scripts carry one line that does not
parse (the demo then exits 2 with `line N: message` on stderr); engine errors (`goto 99`,
`tap 2`, `items -1`, bad geometry, overflowing velocity) are common on purpose: they go
through the engine and keep the run going.
"""

import argparse
import os
import random

STYLES = ["plain", "zoom", "crossFade", "depth", "coverFlow", "cube", "wheel"]
BIG_COUNTS = [1000000000, "1e9", 2**53, "9007199254740992", 2**40, 1000001, 999]
SMALL_COUNTS = [0, 1, 2, 3, 4, 5, 5, 5, 6, 7, 10]

# Lines that do not parse: the demo must stop before running anything, exit 2, and say
# `line N: ...` on stderr.
INVALID_LINES = [
    "wait nan", "wait inf", "wait -1", "wait 3601", "drag 1 61", "swipe 0.5 -0.1",
    "release nan", "items 1e20", "items 9007199254740993", "goto 1.5", "goto 1e400",
    "style sparkle", "style", "wrap maybe", "align right", "motion slow", "autoplay 2e6",
    "autoplay 1 sideways", "autoplay", "frobnicate 3", "next 1", "settle now", "tap x",
    "item 240 gap 16", "item 240 spacing", "viewport", "visible", "goto 2 later",
    "drag 0x10", "items 5 6", "reload 1 2", "release 1 2", "resume 1", "pause now",
    "autoplay off now", "horizontal 1", "rtl please", "resize ten", "WAIT 1",
    "wheel", "wheel nan", "trackpad 10", "trackpad 10 -1", "key space", "key", "focus 1.5",
    "focus", "hover maybe", "ticker", "ticker fast", "release sticky", "identity maybe",
    "insert -1", "insert 0 0", "delete", "delete 1 -2",
]


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.count = 0          # what the script last asked for (ignoring engine refusals)
        self.autoplay = False
        self.finger = False
        self.peeking = False
        # After an insert or delete, the demo at 5a3070a keeps an array of identifiers that
        # a huge or negative count traps on (issue 35): such scripts stay off those counts.
        self.edited = False
        self.lines = []         # each entry: a list of commands for one line
        self.comments = {}      # line index -> trailing comment

    # ---- value helpers -------------------------------------------------------------------

    def pick(self, seq):
        return self.r.choice(seq)

    def num(self, value):
        """A number in one of several spellings the parser accepts (same value)."""
        r = self.r
        if isinstance(value, str):
            return value
        if isinstance(value, int) and r.random() < 0.15 and value >= 0:
            return "+%d" % value if r.random() < 0.5 else "%d.0" % value
        text = repr(value) if isinstance(value, float) else str(value)
        if isinstance(value, float) and r.random() < 0.15:
            if 0 < value < 1 and text.startswith("0."):
                return text[1:]                      # .5
            if -1 < value < 0 and text.startswith("-0."):
                return "-" + text[2:]                # -.5
            if value > 0:
                return "+" + text
        return text

    def pages(self):
        r = self.r.random()
        if r < 0.45:
            return self.pick([0.5, -0.5, 0.3, -0.3, 0.2, -0.2, 0.45, -0.45, 0.55, 0.1])
        if r < 0.65:
            return self.pick([1, -1, 1.5, -1.5, 2.4, -2.4, 0.99, 1.01, 0.5000001, 3, -3])
        if r < 0.78:
            return round(self.r.uniform(-4, 4), self.pick([1, 2, 3, 6]))
        if r < 0.86:
            return self.pick([0, -0, "0.0", "-0.0"])
        if r < 0.94:
            return self.pick([7, -7, 12.25, 50, -50, 1000, 1e6, -1e6, 4, -4])
        return self.pick(["1e300", "-1e300", "1e9", "-1e9", "1e-300", 2**53, "1E3"])

    def drag_time(self):
        return self.pick([None, None, None, 0, 0, 0.016, 0.05, 0.1, 0.2, 0.25, 0.6, 1, 2.5,
                          "1e-9", 60])

    def velocity(self):
        r = self.r.random()
        if r < 0.3:
            return None
        if r < 0.85:
            return self.pick([0, 0, 1, -1, 3, -3, 0.5, -0.5, 10, -10, 0.9, 30, -30, 0.93, 0.94,
                              100, 0.01])
        return self.pick(["1e300", "-1e300", "1e308", "1e6", "-1e6", 1e-9, "1.7976931348623157e308"])

    def wait_time(self):
        r = self.r.random()
        if r < 0.6:
            t = self.pick([0, 0.016, 0.017, 1 / 60, 0.05, 0.1, 0.1, 0.15, 0.2, 0.25, 0.3, 0.31,
                           0.5, 1])
        elif r < 0.9:
            t = self.pick([1.5, 2, 2.5, 3, 5, 9.99, 10, 0.0083, 0.0084, "1e-7"])
        else:
            t = self.pick([30, 61, 120, 600, 3600]) if not self.autoplay else self.pick([20, 30])
        if isinstance(t, float):
            t = round(t, 6)
        return t

    def item_index(self):
        n = self.count
        r = self.r.random()
        if n > 0 and r < 0.7:
            if n <= 20:
                return self.r.randrange(n)
            return self.pick([0, 1, 2, n - 1, n - 2, n // 2, n - 3, 5, 100, 12345])
        return self.pick([-1, n, n + 1, 99, 7, 0, 2**53, "1e3", "2e0", -2**53, 2**53 + 1])

    # ---- output --------------------------------------------------------------------------

    def emit(self, *commands):
        self.lines.append(list(commands))

    # ---- fragments -----------------------------------------------------------------------

    def f_items(self):
        r = self.r.random()
        if r < 0.7 or self.edited:
            n = self.pick(SMALL_COUNTS)
        elif r < 0.9:
            n = self.pick(BIG_COUNTS)
        else:
            n = self.pick([-1, -5, "-1e9"])
        verb = "items" if self.r.random() < 0.6 else "reload"
        self.emit("%s %s" % (verb, self.num(n)))
        if not (isinstance(n, int) and n < 0) and not (isinstance(n, str) and n.startswith("-")):
            self.count = int(float(n))

    def f_reload_keep(self):
        self.emit("reload")

    def f_reload_while_moving(self):
        self.f_swipe()
        if self.r.random() < 0.5:
            self.emit("wait %s" % self.num(self.pick([0.05, 0.1, 0.15])))
        self.f_items()
        self.emit("settle")

    def f_wrap(self):
        self.emit("wrap %s" % self.pick(["on", "off"]))

    def f_geometry(self):
        r = self.r.random()
        if r < 0.3:
            self.peeking = True
            self.emit("item %s spacing %s" % (self.num(self.pick([240, 200, 160, 280, 256.5])),
                                              self.num(self.pick([16, 0, 8, 20, 0.5]))))
        elif r < 0.45:
            self.emit("item %s" % self.num(self.pick([320, 300, 240, 100, 1000])))
        elif r < 0.65:
            verb = self.pick(["viewport", "resize"])
            self.emit("%s %s" % (verb, self.num(self.pick([320, 390, 240, 375.5, 200, 480, 1024]))))
        elif r < 0.8:
            # adversarial: invalid or extreme geometry (engine errors or huge values)
            self.emit(self.pick([
                "viewport 0", "viewport -10", "viewport 1e12", "viewport 1e13", "item 0",
                "item -1", "item 50", "item 240 spacing -16", "item 1e12 spacing 1e12",
                "item 10 spacing 1e11", "viewport 0.001", "item 320 spacing 1e-9",
                "viewport 600", "item 1e-300",
            ]))
        else:
            self.emit(self.pick(["vertical", "horizontal", "rtl", "ltr", "rtl", "vertical"]))

    def f_peek_layout(self):
        """A known-good peeking layout, then some motion in it."""
        self.peeking = True
        self.emit("item %s spacing %s" % (self.pick(["240", "200", "250"]),
                                          self.pick(["16", "8", "0"])))
        if self.r.random() < 0.5:
            self.emit("align %s" % self.pick(["leading", "center"]))
        for _ in range(self.r.randint(1, 3)):
            self.f_motion_any()

    def f_align(self):
        self.emit("align %s" % self.pick(["leading", "center", "leading"]))

    def f_direction(self):
        self.emit(self.pick(["rtl", "ltr", "vertical", "horizontal"]))

    def f_visible(self):
        self.emit("visible %s" % self.num(self.pick([0, 0.5, 1, 0.25, 0.75, 0.999, 1e-9, 0.1,
                                                      -0.1, 1.5, 2, "1e-300"])))

    def f_motion_setting(self):
        self.emit("motion %s" % self.pick(["reduced", "full"]))

    def f_style(self):
        name = self.pick(STYLES)
        spelling = self.pick([name, name, name.lower(), name.upper()])
        self.emit("style %s" % spelling)

    def f_drag(self):
        parts = ["drag", self.num(self.pages())]
        t = self.drag_time()
        if t is not None:
            parts.append(self.num(t))
        self.emit(" ".join(parts))
        self.finger = True

    def f_release(self):
        v = self.velocity()
        self.emit("release" if v is None else "release %s" % self.num(v))
        self.finger = False

    def f_drag_sequence(self):
        for _ in range(self.r.randint(1, 4)):
            self.f_drag()
            if self.r.random() < 0.3:
                self.emit("wait %s" % self.num(self.pick([0.05, 0.1, 0.2, 0.5])))
        if self.r.random() < 0.2:
            self.f_tap()                    # a tap while the finger is down
        if self.r.random() < 0.2:
            self.emit(self.pick(["next", "prev", "goto 0", "goto 1 instant"]))  # refused mid-drag
        if self.r.random() < 0.15:
            self.f_geometry()               # geometry change during a drag
        if self.r.random() < 0.15:
            self.f_items()                  # reload during a drag
        self.f_release()
        if self.r.random() < 0.6:
            self.emit("settle")

    def f_swipe(self):
        parts = ["swipe", self.num(self.pages())]
        t = self.drag_time()
        if t is not None:
            parts.append(self.num(t))
        self.emit(" ".join(parts))
        self.finger = False

    def f_fast_drag(self):
        """The fast-drag fix: a finger that catches a settle."""
        self.emit("swipe %s" % self.num(self.pick([0.5, -0.5, 0.6, 2.4, -0.3])))
        self.emit("wait %s" % self.num(self.pick([0, 0.016, 0.05, 0.1, 0.15, 0.2, 0.25, 0.29])))
        self.emit("drag %s" % self.num(self.pick([0.2, -0.2, 0.5, -0.7, 1.2, 0])))
        v = self.velocity()
        self.emit("release" if v is None else "release %s" % self.num(v))
        if self.r.random() < 0.7:
            self.emit("settle")

    def f_wait(self):
        self.emit("wait %s" % self.num(self.wait_time()))

    def f_settle(self):
        self.emit("settle")

    def f_tap(self):
        if self.r.random() < 0.75:
            p = self.pick([None, None, 0, -0.4, 0.4, 0.49, -0.49, 0.3, -0.3, 0.25, 0.1, "-0"])
        else:
            # past the middle item: a neighbour when they peek in, else outside the viewport
            p = self.pick([0.5, -0.5, 0.51, 0.75, -0.75, 1, -1, 1.5, 2, -2, "1e300", "-1e300"])
        self.emit("tap" if p is None else "tap %s" % self.num(p))

    def f_tap_while_settling(self):
        self.emit(self.pick(["next", "prev", "swipe 0.5", "swipe -0.5", "goto 3"]))
        self.emit("wait %s" % self.num(self.pick([0.016, 0.05, 0.1, 0.2])))
        self.f_tap()
        self.emit("settle")

    def f_next_prev(self):
        for _ in range(self.r.randint(1, 3)):
            self.emit(self.pick(["next", "prev"]))
        if self.r.random() < 0.6:
            self.emit("settle" if self.r.random() < 0.7 else "wait %s" % self.num(0.1))

    def f_goto(self):
        i = self.item_index()
        if self.r.random() < 0.35:
            self.emit("goto %s instant" % self.num(i))
        else:
            self.emit("goto %s" % self.num(i))
        if self.r.random() < 0.3:
            # retarget during the animation
            self.emit("wait %s" % self.num(self.pick([0.05, 0.1, 0.2])))
            self.emit("goto %s" % self.num(self.item_index()))
        if self.r.random() < 0.6:
            self.emit("settle")

    def f_autoplay(self):
        r = self.r.random()
        if r < 0.45:
            t = self.pick([1, 0.5, 2, 0.3, 0.25, 0.35, 1.5, 0.7, 3, 0.1])
            extra = self.pick(["", "", " backward", " forward"])
            self.emit("autoplay %s%s" % (self.num(t), extra))
            self.autoplay = True
            self.emit("wait %s" % self.num(self.pick([0.5, 1, 1.5, 2.5, 4, 0.2])))
        elif r < 0.55:
            t = self.pick([0, -1, "1e6", "1e-9", 0.001, 0.016, "-0"])
            self.emit("autoplay %s%s" % (self.num(t), self.pick(["", " backward"])))
            if t in ("1e6", "1e-9", 0.001, 0.016):
                self.autoplay = True
                self.emit("wait %s" % self.num(self.pick([0.5, 1, 2])))
        elif r < 0.7:
            self.emit(self.pick(["autoplay off", "autoplay off"]))
            self.autoplay = False
        elif r < 0.85:
            self.emit(self.pick(["pause", "autoplay pause"]))
            if self.r.random() < 0.5:
                self.emit("wait %s" % self.num(self.pick([0.5, 1.5, 3])))
        else:
            self.emit(self.pick(["resume", "autoplay resume"]))
            if self.r.random() < 0.5:
                self.emit("wait %s" % self.num(self.pick([0.5, 1.5, 3])))

    def f_autoplay_drag(self):
        """Autoplay interrupted by a finger, a reload and a geometry change."""
        self.emit("autoplay %s%s" % (self.num(self.pick([1, 0.5, 2])),
                                     self.pick(["", " backward"])))
        self.autoplay = True
        self.emit("wait %s" % self.num(self.pick([0.9, 1.1, 1.3, 0.6])))
        self.f_drag()
        self.emit("wait %s" % self.num(self.pick([0.5, 2])))
        self.f_release()
        self.emit("wait %s" % self.num(self.pick([1, 2.5])))
        if self.r.random() < 0.5:
            self.f_geometry()
            self.emit("wait 1")

    def f_motion_any(self):
        self.pick([self.f_swipe, self.f_next_prev, self.f_goto, self.f_tap, self.f_fast_drag,
                   self.f_drag_sequence])()

    # ---- inputs beside touch, identity and edits ------------------------------------------

    def wheel_points(self):
        r = self.r.random()
        if r < 0.6:
            return self.pick([10, -10, 1, -1, 40, -40, 120, -120, 0.5, 3])
        if r < 0.85:
            return self.pick([0, 320, -320, 1000, -1000, 2.5, -7.25])
        return self.pick(["1e9", "-1e9", "1e-9", "999999999.5", "-1E9"])

    def f_wheel(self):
        for _ in range(self.r.randint(1, 4)):
            self.emit("wheel %s" % self.num(self.wheel_points()))
            if self.r.random() < 0.4:
                self.emit("wait %s" % self.num(self.pick([0.016, 0.05, 0.1, 0.3, 0.5])))
        if self.r.random() < 0.5:
            self.emit("settle")

    def f_trackpad(self):
        points = self.pick([40, -40, 160, -160, 200, -200, 330, -330, 5, 0, 700, "1e6", "1e9",
                            "-1e9"])
        seconds = self.pick([0, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2])
        self.emit("trackpad %s %s" % (self.num(points), self.num(seconds)))
        if self.r.random() < 0.6:
            self.emit("settle")

    def f_key(self):
        for _ in range(self.r.randint(1, 4)):
            self.emit("key %s" % self.pick(["left", "right", "up", "down", "home", "end",
                                             "pageup", "pagedown", "right", "left"]))
            if self.r.random() < 0.3:
                self.emit("wait %s" % self.num(self.pick([0.05, 0.1, 0.2, 0.5])))
        if self.r.random() < 0.5:
            self.emit("settle")

    def f_focus(self):
        if self.r.random() < 0.3:
            self.emit("focus none")
        else:
            self.emit("focus %s" % self.num(self.item_index()))
        if self.r.random() < 0.5:
            self.emit("wait %s" % self.num(self.pick([0.1, 0.5, 1, 3])))

    def f_hover(self):
        self.emit("hover %s" % self.pick(["on", "off"]))
        if self.r.random() < 0.5:
            self.emit("wait %s" % self.num(self.pick([0.5, 1, 1.5, 3])))

    def f_release_behavior(self):
        self.emit("release %s" % self.pick(["snap", "free", "free-snap", "free", "free-snap"]))
        if self.r.random() < 0.7:
            self.f_motion_any()

    def f_ticker(self):
        r = self.r.random()
        if r < 0.25:
            self.emit("ticker off")
        else:
            speed = self.pick([60, -60, 120, 30, -200, 1000, 0.5, 0, "-0", "1e9", "-1e9",
                               "1e-9", 320, 45.5])
            self.emit("ticker %s" % self.num(speed))
        if self.r.random() < 0.7:
            self.emit("wait %s" % self.num(self.pick([0.1, 0.5, 1, 2, 3.5, 10])))
        if self.r.random() < 0.3:
            self.f_motion_any()

    def f_identity(self):
        self.emit("identity %s" % self.pick(["on", "on", "off"]))

    def f_edit(self):
        n = max(self.count, 0)
        verb = self.pick(["insert", "delete"])
        at = self.pick([0, 0, 1, 2, n, n // 2, max(n - 1, 0), n + 1, 99, "1e3"])
        parts = ["%s %s" % (verb, self.num(at))]
        if self.r.random() < 0.6:
            parts.append(self.num(self.pick([1, 2, 3, 5, 10, 1000])))
        self.emit(" ".join(parts))
        self.edited = True
        if isinstance(at, int) and at <= n:
            k = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 1
            self.count = n + k if verb == "insert" else max(n - k, at)

    def f_edit_while_moving(self):
        """An insert or delete (by identity or number) during a settle or a drag."""
        if self.r.random() < 0.6:
            self.emit("identity on")
        self.pick([self.f_swipe, self.f_next_prev, self.f_goto, self.f_drag])()
        if self.r.random() < 0.6:
            self.emit("wait %s" % self.num(self.pick([0.016, 0.05, 0.1, 0.2])))
        self.f_edit()
        if self.finger:
            self.f_release()
        self.emit("settle")

    def f_comment(self):
        self.emit()  # an empty line, possibly with only a comment
        if self.r.random() < 0.7:
            self.comments[len(self.lines) - 1] = self.pick(
                ["a comment", "", "drag; not a command", "# twice", "tap 2"])

    FRAGMENTS = [
        ("f_items", 6), ("f_reload_keep", 1), ("f_reload_while_moving", 2), ("f_wrap", 3),
        ("f_geometry", 5), ("f_peek_layout", 2), ("f_align", 2), ("f_direction", 3),
        ("f_visible", 2), ("f_motion_setting", 2), ("f_style", 3), ("f_drag_sequence", 6),
        ("f_swipe", 6), ("f_fast_drag", 4), ("f_wait", 4), ("f_settle", 4), ("f_tap", 3),
        ("f_tap_while_settling", 2), ("f_next_prev", 5), ("f_goto", 5), ("f_autoplay", 4),
        ("f_autoplay_drag", 2), ("f_comment", 1), ("f_wheel", 3), ("f_trackpad", 3),
        ("f_key", 3), ("f_focus", 2), ("f_hover", 2), ("f_release_behavior", 2),
        ("f_ticker", 3), ("f_identity", 2), ("f_edit", 3), ("f_edit_while_moving", 2),
    ]

    def script(self, invalid):
        r = self.r
        # Most scripts start with items; some start with a setting, some with nothing at all
        # (gestures on an empty carousel are inert).
        start = r.random()
        if start < 0.08:
            pass
        elif start < 0.25:
            self.pick([self.f_geometry, self.f_wrap, self.f_style, self.f_visible,
                       self.f_motion_setting, self.f_align])()
            self.f_items()
        else:
            self.f_items()
        names = [name for name, _ in self.FRAGMENTS]
        weights = [w for _, w in self.FRAGMENTS]
        for _ in range(r.randint(4, 28)):
            getattr(self, r.choices(names, weights)[0])()
        if r.random() < 0.7:
            self.emit("settle")
        if invalid:
            at = r.randrange(len(self.lines) + 1)
            self.lines.insert(at, [self.pick(INVALID_LINES)])
            self.comments = {(k + 1 if k >= at else k): v for k, v in self.comments.items()}
        return self.render()

    def render(self):
        r = self.r
        out = []
        i = 0
        lines = self.lines
        # Merge some neighbouring lines with ';' (the parser splits them again).
        merged = []
        while i < len(lines):
            line = list(lines[i])
            while (line and i + 1 < len(lines) and lines[i + 1] and r.random() < 0.2
                   and i + 1 not in self.comments):
                i += 1
                line += lines[i]
            merged.append((line, self.comments.get(i)))
            i += 1
        for commands, comment in merged:
            sep = self.pick(["; ", ";", " ; ", ";\t"])
            text = sep.join(self.spaced(c) for c in commands)
            if r.random() < 0.03 and commands:
                text += ";"                        # an empty piece after a trailing ';'
            if comment is not None:
                text += self.pick(["  # ", "#", " #\t"]) + comment
            elif commands and r.random() < 0.05:
                text += "   # " + self.pick(["why not", "fast-drag", "é ü ✓"])
            out.append(text)
        newline = "\n"
        ending = r.random()
        if ending < 0.05:
            newline = "\r\n"
        elif ending < 0.07:
            newline = "\r"
        body = newline.join(out)
        if r.random() < 0.85:
            body += newline
        if r.random() < 0.1:
            body = "# generated\n" + body
        return body

    def spaced(self, command):
        """Sometimes with odd white space between words (the output collapses it)."""
        if self.r.random() < 0.06:
            return self.pick(["  ", "\t", " \t "]).join(command.split(" ")) + self.pick(["", " ", "\t"])
        return command


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--invalid-share", type=float, default=0.04,
                        help="the share of scripts with one line that does not parse")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    width = max(4, len(str(max(args.count - 1, 0))))
    for n in range(args.count):
        # One generator per script, seeded from (seed, n): script n does not depend on count.
        rng = random.Random("%d/%d" % (args.seed, n))
        invalid = rng.random() < args.invalid_share
        text = Gen(rng).script(invalid)
        path = os.path.join(args.out, "%0*d.txt" % (width, n))
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)


if __name__ == "__main__":
    main()
