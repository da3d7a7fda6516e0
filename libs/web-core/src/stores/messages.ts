import { create } from 'zustand';

/** A translation key (optionally `namespace:key`) and its interpolation values. */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

export interface SuccessMessage extends Message {
  /** Milliseconds before it hides; 0 keeps it until closed. */
  timeout: number;
  id: number;
  /** Shown just before a navigation, for the page it leads to: that navigation does not clear it. */
  forNextPage?: boolean;
}

export const SUCCESS_TIMEOUT_MS = 6000;
/** Errors this close together came from one action (two fields, two calls) and are shown together. */
export const ERROR_BURST_MS = 1000;

interface MessagesState {
  errors: Message[];
  success: SuccessMessage | null;
  addError: (message: Message) => void;
  showSuccess: (message: Message, timeout?: number) => void;
  /** A success that outlives the navigation the caller makes next (e.g. "Restaurant deleted", then home). */
  showSuccessOnNextPage: (message: Message, timeout?: number) => void;
  dismissErrors: () => void;
  dismissSuccess: () => void;
  clear: () => void;
  /** Spec §2: a navigation clears the messages, except a success meant for the page it leads to. */
  clearForNavigation: () => void;
}

let nextId = 1;
let lastErrorAt = -Infinity;

/** The same text: the same key with the same values (TOO_LONG of two fields is two messages). */
function sameMessage(a: Message, b: Message): boolean {
  return a.key === b.key && JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {});
}

export const useMessages = create<MessagesState>()((set) => ({
  errors: [],
  success: null,
  // A new error replaces the ones shown before, unless they came from the same action a moment ago.
  addError: (message) =>
    set((state) => {
      const now = Date.now();
      const earlier = now - lastErrorAt <= ERROR_BURST_MS ? state.errors : [];
      lastErrorAt = now;
      return earlier.some((error) => sameMessage(error, message))
        ? { errors: earlier }
        : { errors: [...earlier, message] };
    }),
  // What just worked makes the errors before it stale.
  showSuccess: (message, timeout = SUCCESS_TIMEOUT_MS) =>
    set({ errors: [], success: { ...message, timeout, id: nextId++ } }),
  dismissErrors: () => set({ errors: [] }),
  dismissSuccess: () => set({ success: null }),
  showSuccessOnNextPage: (message, timeout = SUCCESS_TIMEOUT_MS) =>
    set({ success: { ...message, timeout, id: nextId++, forNextPage: true } }),
  clear: () => set({ errors: [], success: null }),
  clearForNavigation: () =>
    set((state) => ({
      errors: [],
      success: state.success?.forNextPage ? { ...state.success, forNextPage: false } : null,
    })),
}));
