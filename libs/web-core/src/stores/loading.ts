import { create } from 'zustand';

interface LoadingState {
  /** Calls in flight that asked for the loading dialog. */
  pending: number;
  start: () => void;
  stop: () => void;
  reset: () => void;
}

export const useLoading = create<LoadingState>()((set) => ({
  pending: 0,
  start: () => set((state) => ({ pending: state.pending + 1 })),
  stop: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
  reset: () => set({ pending: 0 }),
}));
