/**
 * The like count after a toggle: the server's figure when it sends one, else
 * one more or one less; never below 0 either way.
 */
export function likesAfterToggle(previous: number, liked: boolean, fromServer?: number): number {
  const next = typeof fromServer === 'number' ? fromServer : previous + (liked ? 1 : -1);
  return Math.max(0, next);
}
