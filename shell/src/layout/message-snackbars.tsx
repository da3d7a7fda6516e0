import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Snackbar, SnackbarStack } from '@carta/ui';
import { useMessages, useMessageText } from '@carta/web-core';

/** Errors stay until closed; a success hides after its timeout (0 keeps it). */
export function MessageSnackbars() {
  const { t } = useTranslation('common');
  const text = useMessageText();
  const errors = useMessages((state) => state.errors);
  const success = useMessages((state) => state.success);
  const dismissErrors = useMessages((state) => state.dismissErrors);
  const dismissSuccess = useMessages((state) => state.dismissSuccess);

  useEffect(() => {
    if (!success || success.timeout <= 0) return;
    const timer = setTimeout(dismissSuccess, success.timeout);
    return () => clearTimeout(timer);
  }, [success, dismissSuccess]);

  if (!errors.length && !success) return null;
  const close = (dismiss: () => void) => (
    <Button $variant="text" onClick={dismiss}>
      {t('snackbar.close')}
    </Button>
  );
  return (
    <SnackbarStack>
      {errors.length > 0 && (
        <Snackbar tone="error" action={close(dismissErrors)}>
          <ul>
            {errors.map((error) => (
              <li key={error.key}>{text(error)}</li>
            ))}
          </ul>
        </Snackbar>
      )}
      {success && (
        <Snackbar tone="success" action={close(dismissSuccess)}>
          {text(success)}
        </Snackbar>
      )}
    </SnackbarStack>
  );
}
