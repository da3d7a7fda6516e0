import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Menu, Restaurant } from '@carta/contracts';
import { Form, FormDialogButtons, Modal, SelectField, Text } from '@carta/ui';
import { useMessages, useServerData } from '@carta/web-core';
import { listRestaurants } from '../../restaurants/api';
import { textIn } from '../../common/translated-text';
import { copyMenu } from '../api';

/** The most restaurants one owner's list reads at once (the API's page limit). */
const RESTAURANTS_READ = 100;

/**
 * Copies a menu into any of the owner's restaurants, this one first and chosen: the copy is named "… (copia)",
 * disabled and last (into another restaurant its products are copied along). `onCopied` gets the copy.
 */
export function CopyMenuDialog({
  restaurant,
  menu,
  name,
  onClose,
  onCopied,
}: {
  restaurant: Restaurant;
  menu: Menu;
  /** The menu's name as the list shows it. */
  name: string;
  onClose: () => void;
  onCopied: (copy: Menu) => void;
}) {
  const { t } = useTranslation('owner');
  const [target, setTarget] = useState(restaurant._id);
  const others = useServerData('restaurants:copy-targets', () =>
    listRestaurants({ sort: 'name', order: 1, page: 1, limit: RESTAURANTS_READ }),
  ).data?.docs.filter((other) => other._id !== restaurant._id);
  const restaurants: Restaurant[] = [restaurant, ...(others ?? [])];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const into = restaurants.find((other) => other._id === target) ?? restaurant;
    const copy = await copyMenu(restaurant._id, menu._id, into._id);
    const copied = textIn(copy.name, into);
    useMessages
      .getState()
      .showSuccess(
        into._id === restaurant._id
          ? { key: 'owner:menus.copy.done', params: { name: copied } }
          : { key: 'owner:menus.copy.doneIn', params: { name: copied, restaurant: into.name } },
      );
    onCopied(copy);
  };

  return (
    <Modal title={t('menus.copy.title', { name })} onClose={onClose}>
      <Form noValidate edits="free" onSubmit={(event) => submit(event).catch(() => undefined)}>
        <SelectField
          label={t('menus.copy.into')}
          value={target}
          onChange={setTarget}
          options={restaurants.map((other) => ({
            value: other._id,
            label: other._id === restaurant._id ? t('menus.copy.here', { restaurant: other.name }) : other.name,
          }))}
        />
        <Text $muted>{t('menus.copy.hint')}</Text>
        <FormDialogButtons onCancel={onClose} submitLabel={t('menus.copy.submit')} />
      </Form>
    </Modal>
  );
}
