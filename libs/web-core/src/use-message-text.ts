import { useTranslation } from 'react-i18next';
import type { Message } from './stores/messages';

/** Turns a Message (validation result, snackbar entry) into text; keys default to the `common` namespace. */
export function useMessageText(): (message: Message | null | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (message) => (message ? t(message.key, message.params ?? {}) : undefined);
}
