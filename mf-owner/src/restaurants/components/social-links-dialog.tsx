import { useTranslation } from 'react-i18next';
import {
  MAX_LENGTH,
  SOCIAL_NETWORKS,
  takesProfileName,
  webAddress,
  type Restaurant,
  type SocialLinks,
  type SocialNetwork,
} from '@carta/contracts';
import { Form, FormDialogButtons, Modal, TextField } from '@carta/ui';
import { rules, useForm, useMessages } from '@carta/web-core';
import { updateRestaurant } from '../api';

type LinkValues = Record<SocialNetwork, string>;

/** What to write where a network takes no @name (the others say "@name or link"). */
const PLACEHOLDERS: Partial<Record<SocialNetwork, string>> = {
  tripadvisor: 'tripadvisor.es/Restaurant_Review-…',
  web: 'lacocinadelucia.es',
};

export interface SocialLinksDialogProps {
  restaurant: Restaurant;
  onClose: () => void;
  onSaved: (restaurant: Restaurant) => void;
}

/**
 * One address per network, as owners write it: "@lacocinadelucia" or "instagram.com/lacocinadelucia" is kept as the
 * whole address (webAddress), shown once the field is left; an empty field removes that link.
 */
export function SocialLinksDialog({ restaurant, onClose, onSaved }: SocialLinksDialogProps) {
  const { t } = useTranslation('owner');
  const initial = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, restaurant.socialLinks[network] ?? '']),
  ) as LinkValues;
  const { field, setValues, onSubmit } = useForm(initial, () =>
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, [rules.webAddress(network)]])),
  );
  const whole = (network: SocialNetwork, typed: string) => webAddress(typed, network) ?? typed.trim();

  const submit = onSubmit(async (values) => {
    const socialLinks: SocialLinks = Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, whole(network, values[network])]).filter(([, url]) => url),
    );
    const saved = await updateRestaurant(restaurant._id, { socialLinks });
    useMessages.getState().showSuccess({ key: 'owner:socialLinks.SAVED' });
    onSaved(saved);
  });

  return (
    <Modal title={t('socialLinks.title')} onClose={onClose}>
      <Form noValidate onSubmit={submit}>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={t(`socialLinks.networks.${network}`)}
            // A URL keyboard has no "@" on some phones.
            type={takesProfileName(network) ? 'text' : 'url'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder={PLACEHOLDERS[network] ?? t('socialLinks.profilePlaceholder')}
            maxLength={MAX_LENGTH.url}
            {...field(network)}
            onBlur={() => setValues((previous) => ({ ...previous, [network]: whole(network, previous[network]) }))}
          />
        ))}
        <FormDialogButtons onCancel={onClose} />
      </Form>
    </Modal>
  );
}
