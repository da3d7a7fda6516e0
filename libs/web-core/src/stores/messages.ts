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
}

export const SUCCESS_TIMEOUT_MS = 6000;

interface MessagesState {
  errors: Message[];
  success: SuccessMessage | null;
  addError: (message: Message) => void;
  showSuccess: (message: Message, timeout?: number) => void;
  dismissErrors: () => void;
  dismissSuccess: () => void;
  clear: () => void;
}

let nextId = 1;

export const useMessages = create<MessagesState>()((set) => ({
  errors: [],
  success: null,
  addError: (message) =>
    set((state) =>
      state.errors.some((error) => error.key === message.key) ? state : { errors: [...state.errors, message] },
    ),
  showSuccess: (message, timeout = SUCCESS_TIMEOUT_MS) => set({ success: { ...message, timeout, id: nextId++ } }),
  dismissErrors: () => set({ errors: [] }),
  dismissSuccess: () => set({ success: null }),
  clear: () => set({ errors: [], success: null }),
}));
