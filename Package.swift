// swift-tools-version:6.2
import PackageDescription

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "LoopCarousel",
  // `Duration` and `Clock`, which the engine's time-based API uses, need these minimums.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "LoopCarousel", targets: ["LoopCarousel"]),
    .library(name: "LoopCarouselObservation", targets: ["LoopCarouselObservation"]),
    .library(name: "LoopCarouselTesting", targets: ["LoopCarouselTesting"]),
    // Drop-in views, Apple platforms only: each compiles to an empty module where UIKit or
    // SwiftUI cannot be imported (`.ci/typecheck-apple` checks them on Linux against stand-ins).
    .library(name: "LoopCarouselUIKit", targets: ["LoopCarouselUIKit"]),
    .library(name: "LoopCarouselSwiftUI", targets: ["LoopCarouselSwiftUI"]),
    .executable(name: "carousel-demo", targets: ["carousel-demo"]),
    .executable(name: "carousel-bench", targets: ["carousel-bench"]),
  ],
  dependencies: [],
  targets: [
    .target(
      name: "LoopCarousel",
      path: "Sources/LoopCarousel",
      swiftSettings: upcomingFeatures,
      // `sin`, `cos` and `Double.rounded` call C's math library, which Linux does not link by
      // default.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // The observable model, apart from the engine, which uses only the standard library.
    .target(
      name: "LoopCarouselObservation",
      dependencies: ["LoopCarousel"],
      path: "Sources/LoopCarouselObservation",
      swiftSettings: upcomingFeatures
    ),
    // A host for users' own tests: a carousel on a manual clock, its events recorded.
    .target(
      name: "LoopCarouselTesting",
      dependencies: ["LoopCarousel"],
      path: "Sources/LoopCarouselTesting",
      swiftSettings: upcomingFeatures
    ),
    // `CarouselView`, a UIView for iOS, iPadOS, tvOS, visionOS and Mac Catalyst.
    .target(
      name: "LoopCarouselUIKit",
      dependencies: ["LoopCarousel"],
      path: "Sources/LoopCarouselUIKit",
      swiftSettings: upcomingFeatures
    ),
    // `LoopCarouselView`, a SwiftUI view over a collection of identifiable items (iOS 17).
    .target(
      name: "LoopCarouselSwiftUI",
      dependencies: ["LoopCarousel", "LoopCarouselObservation"],
      path: "Sources/LoopCarouselSwiftUI",
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "CarouselDemoKit",
      dependencies: ["LoopCarousel"],
      path: "Sources/CarouselDemoKit",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "carousel-demo",
      dependencies: ["LoopCarousel", "CarouselDemoKit"],
      path: "Examples/CarouselDemo",
      // The tool's reference (script language, output formats) for readers of the repository.
      exclude: ["README.md"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "carousel-bench",
      dependencies: ["LoopCarousel"],
      path: "Benchmarks/CarouselBench",
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "CarouselDemoTests",
      dependencies: ["CarouselDemoKit", "carousel-demo"],
      path: "Tests/CarouselDemoTests",
      swiftSettings: upcomingFeatures
    ),
    // An app target as Xcode 26 makes it: main-actor by default (SE-0466). What Getting Started
    // and the host samples tell such a target to write must compile here without warnings.
    .testTarget(
      name: "MainActorByDefaultTests",
      dependencies: ["LoopCarousel", "LoopCarouselTesting"],
      path: "Tests/MainActorByDefaultTests",
      swiftSettings: upcomingFeatures + [.defaultIsolation(MainActor.self)]
    ),
    .testTarget(
      name: "LoopCarouselTests",
      dependencies: ["LoopCarousel", "LoopCarouselObservation", "LoopCarouselTesting"],
      path: "Tests/LoopCarouselTests",
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
