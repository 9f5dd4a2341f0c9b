/**
 * A value made on first use and kept. For Intl formatters and collators: each costs several
 * milliseconds to build (locale data), and a module that builds them at load makes every page
 * that imports it pay, used or not.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
