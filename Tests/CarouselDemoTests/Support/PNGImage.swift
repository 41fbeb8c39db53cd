/// A decoded PNG: 8-bit RGB or RGBA, not interlaced, as a browser's screenshot is.
///
/// The tests read screenshots with no image library: the zlib stream is inflated here (after
/// Mark Adler's `puff.c`, the reference decoder written for clarity) and the scanline
/// filters undone.
struct PNGImage {
  /// A colour, 0 to 255 per channel.
  struct Color: Equatable, CustomStringConvertible {
    var red: Int
    var green: Int
    var blue: Int

    init(_ red: Int, _ green: Int, _ blue: Int) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// The largest difference in any channel.
    func distance(to other: Color) -> Int {
      max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
    }

    var description: String { "rgb(\(red), \(green), \(blue))" }
  }

  /// What is wrong with a file that is not a PNG this decoder reads.
  struct DecodingError: Error, CustomStringConvertible {
    var description: String
  }

  let width: Int
  let height: Int
  private let channels: Int
  private let pixels: [UInt8]

  /// The colour at a point, `(0, 0)` top left.
  subscript(x: Int, y: Int) -> Color {
    let offset = (y * width + x) * channels
    return Color(Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
  }

  init(bytes: [UInt8]) throws(DecodingError) {
    let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    guard bytes.count > 8, Array(bytes[0..<8]) == signature else {
      throw DecodingError(description: "not a PNG file")
    }
    func word(_ at: Int) -> Int {
      bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    var offset = 8
    var header: ArraySlice<UInt8> = []
    var compressed: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = word(offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard start + length + 4 <= bytes.count else {
        throw DecodingError(description: "truncated \(type) chunk")
      }
      if type == "IHDR" { header = bytes[start..<start + length] }
      if type == "IDAT" { compressed += bytes[start..<start + length] }
      if type == "IEND" { break }
      offset = start + length + 4
    }
    guard header.count == 13 else { throw DecodingError(description: "no IHDR chunk") }
    let h = Array(header)
    width = h[0..<4].reduce(0) { $0 << 8 | Int($1) }
    height = h[4..<8].reduce(0) { $0 << 8 | Int($1) }
    guard h[8] == 8, h[9] == 2 || h[9] == 6, h[12] == 0 else {
      throw DecodingError(
        description: "bit depth \(h[8]), colour type \(h[9]), interlace \(h[12]) not supported")
    }
    channels = h[9] == 6 ? 4 : 3
    guard compressed.count > 2 else { throw DecodingError(description: "no image data") }
    var inflater = Inflater(Array(compressed.dropFirst(2)))
    let raw = try inflater.inflate()
    pixels = try Self.unfilter(raw, width: width, height: height, channels: channels)
  }

  /// Undoes the per-scanline filters (none, sub, up, average, Paeth).
  private static func unfilter(
    _ raw: [UInt8], width: Int, height: Int, channels: Int
  ) throws(DecodingError) -> [UInt8] {
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else {
      throw DecodingError(description: "image data too short")
    }
    var out = [UInt8](repeating: 0, count: height * stride)
    for y in 0..<height {
      let filter = raw[y * (stride + 1)]
      let input = y * (stride + 1) + 1
      let row = y * stride
      for x in 0..<stride {
        let a = x >= channels ? Int(out[row + x - channels]) : 0
        let b = y > 0 ? Int(out[row - stride + x]) : 0
        let c = x >= channels && y > 0 ? Int(out[row - stride + x - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: throw DecodingError(description: "unknown filter \(filter)")
        }
        out[row + x] = UInt8((Int(raw[input + x]) + predictor) & 0xFF)
      }
    }
    return out
  }
}

/// A raw DEFLATE decoder (RFC 1951).
private struct Inflater {
  private let input: [UInt8]
  private var position = 0
  private var bitBuffer = 0
  private var bitCount = 0
  private var output: [UInt8] = []

  init(_ input: [UInt8]) {
    self.input = input
  }

  /// A canonical Huffman code: how many codes of each length, and the symbols in order.
  private struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int]

    init(lengths: ArraySlice<Int>) {
      symbols = [Int](repeating: 0, count: lengths.count)
      for length in lengths { counts[length] += 1 }
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      for (symbol, length) in zip(0..., lengths) where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
    13, 13,
  ]

  private mutating func bits(_ count: Int) throws(PNGImage.DecodingError) -> Int {
    while bitCount < count {
      guard position < input.count else {
        throw PNGImage.DecodingError(description: "compressed data ends early")
      }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  private mutating func decode(_ code: Huffman) throws(PNGImage.DecodingError) -> Int {
    var value = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      value |= try bits(1)
      let count = code.counts[length]
      if value - count < first { return code.symbols[index + value - first] }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    throw PNGImage.DecodingError(description: "bad Huffman code")
  }

  mutating func inflate() throws(PNGImage.DecodingError) -> [UInt8] {
    var last = 0
    while last == 0 {
      last = try bits(1)
      switch try bits(2) {
      case 0: try stored()
      case 1:
        let lengths =
          [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
          + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
        try codes(
          Huffman(lengths: lengths[...]),
          Huffman(lengths: [Int](repeating: 5, count: 30)[...]))
      case 2: try dynamic()
      default: throw PNGImage.DecodingError(description: "bad block type")
      }
    }
    return output
  }

  private mutating func stored() throws(PNGImage.DecodingError) {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= input.count else {
      throw PNGImage.DecodingError(description: "stored block ends early")
    }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    position += 4
    guard position + length <= input.count else {
      throw PNGImage.DecodingError(description: "stored block ends early")
    }
    output += input[position..<position + length]
    position += length
  }

  private mutating func dynamic() throws(PNGImage.DecodingError) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeCount = try bits(4) + 4
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
    let lengthCode = Huffman(lengths: codeLengths[...])
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(lengthCode)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else {
          throw PNGImage.DecodingError(description: "repeat with no length")
        }
        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
      case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
      default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
      }
    }
    try codes(
      Huffman(lengths: lengths[0..<literalCount]),
      Huffman(lengths: lengths[literalCount..<literalCount + distanceCount]))
  }

  private mutating func codes(_ literals: Huffman, _ distances: Huffman)
    throws(PNGImage.DecodingError)
  {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < Self.lengthBase.count else {
          throw PNGImage.DecodingError(description: "bad length symbol")
        }
        let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
        let distanceSymbol = try decode(distances)
        guard distanceSymbol < Self.distanceBase.count else {
          throw PNGImage.DecodingError(description: "bad distance symbol")
        }
        let distance =
          Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
        guard distance <= output.count else {
          throw PNGImage.DecodingError(description: "distance too far back")
        }
        let start = output.count - distance
        for step in 0..<length { output.append(output[start + step]) }
      }
    }
  }
}
