import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CURRENCIES, MAX_LENGTH, RESTAURANT_LANGUAGES, webAddress } from '@carta/contracts';
import { CheckboxGroup, SelectField, Text, TextField } from '@carta/ui';
import { getAllCities, useForm, useServerData } from '@carta/web-core';
import { languagesOf, timeZones, type WizardValues } from '../wizard-model';

const Swatch = styled.div<{ $color: string }>`
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: ${({ theme }) => theme.hairline};
  border-top: ${({ theme, $color }) => `${theme.borderWidth.heavy} solid ${$color}`};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.large};
`;

/** The fields of one wizard step, bound to the wizard's form. */
export function WizardStepFields({ step, form }: { step: number; form: ReturnType<typeof useForm<WizardValues>> }) {
  const { t } = useTranslation('owner');
  const { values, setValues, field } = form;
  const cities = useServerData('cities', getAllCities).data ?? [];
  const cityNames = [...new Set([...cities.map((city) => city.name), ...(values.city ? [values.city] : [])])];
  const languages = languagesOf(values.languages);
  return (
    <>
      {step === 0 && (
        <>
          <TextField
            label={t('restaurant.name')}
            autoComplete="organization"
            maxLength={MAX_LENGTH.restaurantName}
            {...field('name')}
          />
          <TextField
            label={t('restaurant.address')}
            autoComplete="street-address"
            maxLength={MAX_LENGTH.address}
            {...field('address')}
          />
          <TextField
            label={t('restaurant.postalCode')}
            autoComplete="postal-code"
            maxLength={MAX_LENGTH.postalCode}
            {...field('postalCode')}
          />
          <SelectField
            label={t('restaurant.city')}
            {...field('city')}
            options={[
              { value: '', label: t('restaurant.noCity') },
              ...cityNames.map((name) => ({ value: name, label: name })),
            ]}
          />
          <TextField label={t('restaurant.uuid')} maxLength={MAX_LENGTH.uuid} {...field('uuid')} />
        </>
      )}
      {step === 1 && (
        <>
          <TextField
            label={t('restaurant.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={MAX_LENGTH.restaurantPhone}
            {...field('phone')}
          />
          <TextField
            label={t('restaurant.web')}
            type="url"
            placeholder="lacocinadelucia.es"
            maxLength={MAX_LENGTH.url}
            {...field('web')}
            // What will be kept shows once the field is left: "lacocinadelucia.es" reads https://lacocinadelucia.es.
            onBlur={() => setValues((previous) => ({ ...previous, web: webAddress(previous.web) ?? previous.web }))}
          />
          <TextField
            label={t('restaurant.email')}
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            {...field('email')}
          />
        </>
      )}
      {step === 2 && (
        <>
          <Text>{t('wizard.languagesIntro')}</Text>
          <CheckboxGroup
            legend={t('restaurant.languages')}
            options={RESTAURANT_LANGUAGES}
            labelOf={(code) => t(`languages.${code}`)}
            selected={languages}
            onChange={(selected) => setValues((previous) => ({ ...previous, languages: selected.join(',') }))}
            error={field('languages').error}
            hint={
              languages.length > 0 && (
                <Text $muted>{t('wizard.firstLanguage', { language: t(`languages.${languages[0]}`) })}</Text>
              )
            }
          />
          <SelectField
            label={t('restaurant.currency')}
            {...field('currency')}
            options={CURRENCIES.map((code) => ({ value: code, label: t(`currencies.${code}`) }))}
          />
          <SelectField
            label={t('restaurant.timeZone')}
            {...field('timeZone')}
            options={timeZones(values.timeZone).map((zone) => ({ value: zone, label: zone }))}
          />
        </>
      )}
      {step === 3 && (
        <>
          <Text>{t('wizard.lookIntro')}</Text>
          <TextField label={t('restaurant.brandColor')} type="color" {...field('brandColor')} />
          <Swatch $color={values.brandColor}>{values.name}</Swatch>
        </>
      )}
    </>
  );
}
