import { create } from 'zustand';
import { storage, STORAGE_KEYS } from '../storage';

export type Consent = 'accepted' | 'rejected';

interface ConsentState {
  consent: Consent | null;
  decide: (consent: Consent) => void;
}

function stored(): Consent | null {
  const value = storage.get(STORAGE_KEYS.cookieConsent);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

export const useConsent = create<ConsentState>()((set) => ({
  consent: stored(),
  decide: (consent) => {
    storage.set(STORAGE_KEYS.cookieConsent, consent);
    set({ consent });
  },
}));
