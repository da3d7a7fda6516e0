// Every language of the guest texts at once, for the guest pages rendered on the server (the remote's server bundle,
// where size does not matter and a render cannot wait for a chunk); the browser loads them through `./guest`.
import de from './locales/de/guest.json';
import en from './locales/en/guest.json';
import es from './locales/es/guest.json';
import fr from './locales/fr/guest.json';
import it from './locales/it/guest.json';
import ja from './locales/ja/guest.json';
import pl from './locales/pl/guest.json';
import pt from './locales/pt/guest.json';
import zh from './locales/zh/guest.json';
import type { GuestLocale, GuestTexts } from './guest';

export const ALL_GUEST_TEXTS: Record<GuestLocale, GuestTexts> = { es, en, fr, it, pt, pl, de, ja, zh };
