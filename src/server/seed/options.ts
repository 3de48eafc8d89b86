export interface SeedOptions {
  /** A seed value makes the sample data reproducible (tests); without one it is random. */
  seed?: number;
  /** Called with a share from 0 to 1 as seeding goes on. */
  onProgress?: (share: number) => void;
  /** The moment seeding happens (ms since epoch, default now). Seeded dates lie before its day, so a seed gives the same data all day. */
  now?: number;
}
