// carousel-demo: drives a LoopCarousel with scripted gestures and prints what each slot holds.
// The logic lives in CarouselDemoKit, where the tests can call it; see `carousel-demo --help`.

import CarouselDemoKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(CarouselDemo.main(arguments: Array(CommandLine.arguments.dropFirst())))
