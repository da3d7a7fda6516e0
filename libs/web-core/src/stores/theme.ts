import { create } from 'zustand';
import { storage, STORAGE_KEYS } from '../storage';

interface ThemeState {
  dark: boolean;
  setDark: (dark: boolean) => void;
}

export const useTheme = create<ThemeState>()((set) => ({
  dark: storage.get(STORAGE_KEYS.dark) === 'true',
  setDark: (dark) => {
    storage.set(STORAGE_KEYS.dark, String(dark));
    set({ dark });
  },
}));
