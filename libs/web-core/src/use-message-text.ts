import { useTranslation } from 'react-i18next';
import type { Message } from './stores/messages';

/**
 * Turns a Message (validation result, snackbar entry) into text; keys default to the `common` namespace. A `field`
 * parameter (an API field such as `name` or `timeRanges.0.start`) is shown by its label in `fields`, when it has one.
 */
export function useMessageText(): (message: Message | null | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (message) => {
    if (!message) return undefined;
    const field = message.params?.field;
    const params =
      typeof field === 'string'
        ? { ...message.params, field: t(`fields.${field.split('.')[0]}`, { defaultValue: field }) }
        : (message.params ?? {});
    return t(message.key, params);
  };
}
