/** A copy of `list` with the entry at `index` moved one place up (-1) or down (1). */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(index + delta, 0, entry);
  return next;
}
