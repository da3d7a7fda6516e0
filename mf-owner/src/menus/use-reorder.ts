import { useRef } from 'react';

/**
 * Sends a list's new orders one after another, each with the newest version known (versions only grow), so quick
 * presses never race each other. A refused order (409 STALE_EDIT, already shown by the error snackbar) or any other
 * failure reloads the list from the server.
 */
export function useReorder(save: (ids: string[], version: number) => Promise<number>, reload: () => Promise<unknown>) {
  const queue = useRef<Promise<void>>(Promise.resolve());
  const saved = useRef(-1);
  /** Shows `items` with the one at `from` moved to `to` at once (a button or a drop), then stores the new order. */
  return <T extends { _id: string }>(
    items: readonly T[],
    from: number,
    to: number,
    version: number,
    show: (items: T[]) => void,
  ) => {
    const next = moved(items, from, to);
    show(next);
    const ids = next.map((item) => item._id);
    queue.current = queue.current.then(async () => {
      try {
        saved.current = await save(ids, Math.max(saved.current, version));
      } catch {
        saved.current = -1;
        await reload();
      }
    });
  };
}

/** A copy of `list` with the entry at `from` moved to the place `to` (the others shift to make room). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry);
  return next;
}
