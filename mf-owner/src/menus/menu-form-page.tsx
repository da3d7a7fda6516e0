import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { WEEKDAYS, webPath, type Menu, type Restaurant } from '@carta/contracts';
import {
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  FieldError,
  Form,
  Heading,
  NotFound,
  Page,
  ProgressBar,
  Row,
  TextField,
} from '@carta/ui';
import { useMessages, useMessageText } from '@carta/web-core';
import { createMenu, getMenu, removeMenuBanner, setMenuBanner, updateMenu } from './api';
import { RestaurantPending, useRestaurant } from '../common/use-restaurant';
import { BannerField, Fieldset, TranslatedFields } from './controls';
import {
  EMPTY_MENU,
  inputOf,
  validateMenu,
  valuesOf,
  type MenuFormErrors,
  type MenuFormValues,
} from './menu-form-model';
import { regionalLocale, weekdayName } from './text';

const Hours = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  margin-right: ${({ theme }) => theme.space(4)};
`;

function MenuForm({ restaurant, menu }: { restaurant: Restaurant; menu: Menu | null }) {
  const { t, i18n } = useTranslation('owner');
  const text = useMessageText();
  const navigate = useNavigate();
  const restaurantId = restaurant._id;
  const languages = restaurant.languages;
  const [values, setValues] = useState<MenuFormValues>(() => (menu ? valuesOf(menu) : EMPTY_MENU));
  const [errors, setErrors] = useState<MenuFormErrors>({});
  const [banner, setBanner] = useState<File | null>(null);
  const [bannerUrl, setBannerUrl] = useState<string | null>(menu?.banner ?? null);

  const set = <K extends keyof MenuFormValues>(key: K, value: MenuFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setRange = (index: number, part: 'start' | 'end', value: string) =>
    set(
      'timeRanges',
      values.timeRanges.map((range, i) => (i === index ? { ...range, [part]: value } : range)),
    );

  const removeBanner = async () => {
    if (!menu) return;
    const saved = await removeMenuBanner(restaurantId, menu._id).catch(() => null);
    if (saved) setBannerUrl(saved.banner);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateMenu(values, languages);
    setErrors(found);
    if (Object.keys(found).length) return;
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
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <TranslatedFields
          label={t('menus.form.name')}
          languages={languages}
          value={values.name}
          onChange={(name) => set('name', name)}
          errors={errors}
        />
        <Checkbox label={t('menus.enabled')} checked={values.enabled} onChange={(on) => set('enabled', on)} />

        <Fieldset>
          <legend>{t('menus.form.price')}</legend>
          <Checkbox
            label={t('menus.form.fixedPrice')}
            checked={values.fixedPrice}
            onChange={(on) => set('fixedPrice', on)}
          />
          {values.fixedPrice && (
            <>
              <TextField
                label={t('menus.form.priceLabel', { currency: restaurant.currency })}
                inputMode="decimal"
                value={values.price}
                onChange={(price) => set('price', price)}
                error={text(errors.price)}
              />
              <Checkbox
                label={t('menus.form.hideItemPrices')}
                checked={values.hideItemPrices}
                onChange={(on) => set('hideItemPrices', on)}
              />
            </>
          )}
        </Fieldset>

        <Fieldset>
          <legend>{t('menus.form.hours')}</legend>
          <Checkbox
            label={t('menus.form.unlimitedTime')}
            checked={values.unlimitedTime}
            onChange={(on) => set('unlimitedTime', on)}
          />
          {!values.unlimitedTime && (
            <>
              <Hint>{t('menus.form.midnightHint')}</Hint>
              {values.timeRanges.map((range, index) => (
                <Fieldset key={index}>
                  <legend>{t('menus.form.timeRange', { number: index + 1 })}</legend>
                  <Hours>
                    <TextField
                      type="time"
                      label={t('menus.form.start')}
                      value={range.start}
                      onChange={(value) => setRange(index, 'start', value)}
                      error={text(errors[`start-${index}`])}
                    />
                    <TextField
                      type="time"
                      label={t('menus.form.end')}
                      value={range.end}
                      onChange={(value) => setRange(index, 'end', value)}
                      error={text(errors[`end-${index}`])}
                    />
                  </Hours>
                  <Button
                    $variant="secondary"
                    onClick={() =>
                      set(
                        'timeRanges',
                        values.timeRanges.filter((_, i) => i !== index),
                      )
                    }
                  >
                    {t('menus.form.removeTimeRange', { number: index + 1 })}
                  </Button>
                </Fieldset>
              ))}
              <Button
                $variant="secondary"
                onClick={() => set('timeRanges', [...values.timeRanges, { start: '', end: '' }])}
              >
                {t('menus.form.addTimeRange')}
              </Button>
              {errors.timeRanges && <FieldError>{text(errors.timeRanges)}</FieldError>}
            </>
          )}
        </Fieldset>

        <Fieldset>
          <legend>{t('menus.form.when')}</legend>
          <div>
            <Choice>
              <input
                type="radio"
                name="scheduleKind"
                checked={values.scheduleKind === 'days'}
                onChange={() => set('scheduleKind', 'days')}
              />
              {t('menus.form.byDays')}
            </Choice>
            <Choice>
              <input
                type="radio"
                name="scheduleKind"
                checked={values.scheduleKind === 'dates'}
                onChange={() => set('scheduleKind', 'dates')}
              />
              {t('menus.form.byDates')}
            </Choice>
          </div>
          {values.scheduleKind === 'days' ? (
            <CheckboxGroup
              legend={t('menus.form.days')}
              options={WEEKDAYS}
              labelOf={(day) => weekdayName(day, regionalLocale(i18n.language))}
              selected={values.days}
              onChange={(days) => set('days', days)}
              error={text(errors.days)}
            />
          ) : (
            <Fieldset aria-describedby={errors.dates ? 'menu-dates-error' : undefined}>
              <legend>{t('menus.form.dates')}</legend>
              <Hours>
                <TextField
                  type="date"
                  label={t('menus.form.from')}
                  value={values.dateFrom}
                  onChange={(value) => set('dateFrom', value)}
                />
                <TextField
                  type="date"
                  label={t('menus.form.to')}
                  value={values.dateTo}
                  onChange={(value) => set('dateTo', value)}
                />
              </Hours>
              {errors.dates && <FieldError id="menu-dates-error">{text(errors.dates)}</FieldError>}
            </Fieldset>
          )}
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
  const [loaded, setLoaded] = useState<{ id: string; menu: Menu | 'failed' } | null>(null);

  useEffect(() => {
    if (!id) return;
    let active = true;
    getMenu(restaurantId, id).then(
      (menu) => active && setLoaded({ id, menu }),
      () => active && setLoaded({ id, menu: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [restaurantId, id]);
  const menu = id && loaded?.id === id ? loaded.menu : null;

  if (!restaurant) return <RestaurantPending notFound={notFound} failed={failed} />;
  if (menu === 'failed') return <NotFound />;
  return (
    <Page $narrow>
      <Heading>{t(id ? 'menus.form.editTitle' : 'menus.form.newTitle')}</Heading>
      {id && !menu ? (
        <ProgressBar label={t('menus.loading')} />
      ) : (
        <MenuForm key={id ?? 'new'} restaurant={restaurant} menu={id ? menu : null} />
      )}
    </Page>
  );
}
