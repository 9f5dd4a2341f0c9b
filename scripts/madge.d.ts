// The part of madge's API that check-cycles.ts uses (madge ships no types).
declare module 'madge' {
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: Record<string, Record<string, unknown>>;
    excludeRegExp?: RegExp[];
  }
  interface MadgeResult {
    /** Each cycle as the paths of its modules, in import order. */
    circular(): string[][];
    /** Module → the modules it imports. */
    obj(): Record<string, string[]>;
  }
  export default function madge(
    paths: string | string[],
    config?: MadgeConfig,
  ): Promise<MadgeResult>;
}
