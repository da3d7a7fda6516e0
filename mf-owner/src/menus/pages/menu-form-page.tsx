import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { decimalMark, webPath, type Menu, type Restaurant } from '@carta/contracts';
import { Button, Card, Checkbox, Form, Heading, NotFound, Page, ProgressBar, Row, TextField } from '@carta/ui';
import { useMessages, useMessageText, usePageTitle, useServerData, useValidation } from '@carta/web-core';
import { DateSpansField } from '../../common/date-spans-field';
import { TranslatedFields } from '../../common/translated-fields';
import { languageAsked } from '../../common/translation-links';
import { RestaurantPending, useRestaurant } from '../../restaurants/use-restaurant';
import { createMenu, getMenu, removeMenuBanner, setMenuBanner, updateMenu } from '../api';
import { BannerField } from '../components/banner-field';
import { Fieldset } from '../components/fieldset';
import { MenuDaysFields } from '../components/menu-days-fields';
import { MenuHoursFields } from '../components/menu-hours-fields';
import {
  EMPTY_MENU,
  inputOf,
  validateMenu,
  valuesOf,
  type MenuFormErrors,
  type MenuFormValues,
} from '../menu-form-model';

function MenuForm({ restaurant, menu }: { restaurant: Restaurant; menu: Menu | null }) {
  const { t, i18n } = useTranslation('owner');
  const text = useMessageText();
  const navigate = useNavigate();
  const restaurantId = restaurant._id;
  const languages = restaurant.languages;
  const initialLanguage = languageAsked(useSearchParams()[0], languages);
  const [values, setValues] = useState<MenuFormValues>(() =>
    menu ? valuesOf(menu, decimalMark(i18n.language)) : EMPTY_MENU,
  );
  const { problems, validate } = useValidation(
    () => validateMenu(values, languages),
    (found) => !Object.values(found).some(Boolean),
  );
  const errors: MenuFormErrors = problems ?? {};
  const [banner, setBanner] = useState<File | null>(null);
  const [bannerUrl, setBannerUrl] = useState<string | null>(menu?.banner ?? null);

  const change = (part: Partial<MenuFormValues>) => setValues((current) => ({ ...current, ...part }));

  const removeBanner = async () => {
    if (!menu) return;
    const saved = await removeMenuBanner(restaurantId, menu._id).catch(() => null);
    if (saved) setBannerUrl(saved.banner);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    try {
      const input = inputOf(values, languages);
      const saved = menu ? await updateMenu(restaurantId, menu._id, input) : await createMenu(restaurantId, input);
      if (banner) await setMenuBanner(restaurantId, saved._id, banner);
      useMessages.getState().showSuccessOnNextPage({ key: 'common.SAVED_SUCCESSFULLY' });
      navigate(webPath(menu ? 'menusList' : 'menuView', { restaurantId, id: saved._id }));
    } catch {
      // the shared http client has put the server's error in the error snackbar
    }
  };

  return (
    <Card>
      <Form noValidate onSubmit={submit}>
        <TranslatedFields
          languages={languages}
          initialLanguage={initialLanguage}
          texts={[
            {
              label: (language) => t('menus.inLanguage', { label: t('menus.form.name'), language }),
              value: values.name,
              onChange: (name) => change({ name }),
              errors: { [languages[0]]: text(errors[`name-${languages[0]}`]) },
            },
          ]}
        />
        <Checkbox label={t('menus.enabled')} checked={values.enabled} onChange={(enabled) => change({ enabled })} />

        <Fieldset>
          <legend>{t('menus.form.price')}</legend>
          <Checkbox
            label={t('menus.form.fixedPrice')}
            checked={values.fixedPrice}
            onChange={(fixedPrice) => change({ fixedPrice })}
          />
          {values.fixedPrice && (
            <>
              <TextField
                label={t('menus.form.priceLabel', { currency: restaurant.currency })}
                inputMode="decimal"
                value={values.price}
                onChange={(price) => change({ price })}
                error={text(errors.price)}
              />
              <Checkbox
                label={t('menus.form.showItemPrices')}
                checked={values.showItemPrices}
                onChange={(showItemPrices) => change({ showItemPrices })}
              />
            </>
          )}
        </Fieldset>

        <MenuHoursFields
          unlimitedTime={values.unlimitedTime}
          timeRanges={values.timeRanges}
          errors={errors}
          onUnlimitedTime={(unlimitedTime) => change({ unlimitedTime })}
          onTimeRanges={(timeRanges) => change({ timeRanges })}
        />
        <MenuDaysFields values={values} errors={errors} onChange={change} />
        <Fieldset>
          <DateSpansField
            legend={t('schedule.exceptions')}
            hint={t('schedule.exceptionsHint')}
            kinds
            spans={values.exceptions}
            error={text(errors.exceptions)}
            onChange={(exceptions) => change({ exceptions })}
          />
        </Fieldset>

        <BannerField url={bannerUrl} onFile={setBanner} onRemove={menu ? () => void removeBanner() : undefined} />

        <Row>
          <Button type="submit">{t('menus.form.save')}</Button>
          <Link to={webPath('menusList', { restaurantId })}>{t('menus.cancel')}</Link>
        </Row>
      </Form>
    </Card>
  );
}

/** newMenu and menuEdit: one form, empty or filled with the menu. */
export function MenuFormPage() {
  const { t } = useTranslation('owner');
  const { restaurantId = '', id } = useParams();
  const { restaurant, notFound, failed } = useRestaurant(restaurantId);
  usePageTitle(t(id ? 'menus.form.editTitle' : 'menus.form.newTitle'), restaurant?.name);
  const loaded = useServerData(`menu:${restaurantId}/${id ?? 'new'}`, async () =>
    id ? getMenu(restaurantId, id) : null,
  );

  const menu = id ? loaded.data : null;

  if (!restaurant) return <RestaurantPending notFound={notFound} failed={failed} />;
  if (id && loaded.error !== undefined) return <NotFound />;
  return (
    <Page $narrow>
      <Heading>{t(id ? 'menus.form.editTitle' : 'menus.form.newTitle')}</Heading>
      {menu === undefined ? (
        <ProgressBar label={t('menus.loading')} />
      ) : (
        <MenuForm key={id ?? 'new'} restaurant={restaurant} menu={menu} />
      )}
    </Page>
  );
}
