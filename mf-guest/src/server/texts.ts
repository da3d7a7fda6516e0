// The server render knows every guest language at once: a render cannot wait for a language's chunk.
import { ALL_GUEST_TEXTS } from '@carta/i18n/guest-all';
import { provideTexts } from '../common/interface-text';

provideTexts(ALL_GUEST_TEXTS);
