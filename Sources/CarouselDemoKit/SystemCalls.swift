#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `read(2)`, under a name that members called `read` do not hide.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}

/// `write(2)`, under a name that members called `write` do not hide.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}

/// Writes every byte to a descriptor, retrying after interrupts; stops early on an error
/// (a closed pipe, a full disk), with `errno` set.
///
/// - Returns: Whether every byte was written. Standard output has no better way to report a
///   failure and ignores it; `--html` reports it.
@discardableResult
func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeBytes {
      systemWrite(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
    }
    if written > 0 {
      offset += written
    } else if written < 0, errno == EINTR {
      continue
    } else {
      return false
    }
  }
  return true
}
