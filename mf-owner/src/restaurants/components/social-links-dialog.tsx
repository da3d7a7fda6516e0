import { useTranslation } from 'react-i18next';
import { MAX_LENGTH, SOCIAL_NETWORKS, type Restaurant, type SocialLinks, type SocialNetwork } from '@carta/contracts';
import { Form, FormDialogButtons, Modal, TextField } from '@carta/ui';
import { rules, useForm, useMessages } from '@carta/web-core';
import { updateRestaurant } from '../api';

type LinkValues = Record<SocialNetwork, string>;

export interface SocialLinksDialogProps {
  restaurant: Restaurant;
  onClose: () => void;
  onSaved: (restaurant: Restaurant) => void;
}

/** One URL per network; an empty field removes that link. */
export function SocialLinksDialog({ restaurant, onClose, onSaved }: SocialLinksDialogProps) {
  const { t } = useTranslation('owner');
  const initial = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, restaurant.socialLinks[network] ?? '']),
  ) as LinkValues;
  const { field, onSubmit } = useForm(initial, () =>
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, [rules.url()]])),
  );

  const submit = onSubmit(async (values) => {
    const socialLinks: SocialLinks = Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, values[network].trim()]).filter(([, url]) => url),
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
            type="url"
            placeholder="https://"
            maxLength={MAX_LENGTH.url}
            {...field(network)}
          />
        ))}
        <FormDialogButtons onCancel={onClose} />
      </Form>
    </Modal>
  );
}
