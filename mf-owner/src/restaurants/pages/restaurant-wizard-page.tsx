import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  CURRENCIES,
  DEFAULT_TIME_ZONE,
  RESTAURANT_LANGUAGES,
  webPath,
  type Currency,
  type Restaurant,
  type RestaurantInput,
  type RestaurantLanguage,
} from '@carta/contracts';
import {
  Button,
  Card,
  CheckboxGroup,
  Form,
  Heading,
  lightTheme,
  Page,
  Row,
  SelectField,
  Text,
  TextField,
} from '@carta/ui';
import { getAllCities, type Rule, rules, useForm, useMessages, useServerData, validateForm } from '@carta/web-core';
import { createRestaurant, updateRestaurant } from '../api';
import { RestaurantPending, useRestaurant } from '../use-restaurant';

type WizardValues = Record<keyof RestaurantInput, string>;

const STEPS: { key: string; fields: (keyof WizardValues)[] }[] = [
  { key: 'basic', fields: ['name', 'address', 'postalCode', 'city', 'uuid'] },
  { key: 'contact', fields: ['phone', 'web', 'email'] },
  { key: 'answer', fields: ['languages', 'currency', 'timeZone'] },
  { key: 'color', fields: ['brandColor'] },
];

const RULES: Partial<Record<keyof WizardValues, Rule[]>> = {
  name: [rules.required()],
  web: [rules.url()],
  email: [rules.email()],
  languages: [rules.required()],
  currency: [rules.required()],
  timeZone: [rules.required()],
  brandColor: [rules.required()],
};

const EMPTY: WizardValues = {
  name: '',
  address: '',
  postalCode: '',
  city: '',
  uuid: '',
  phone: '',
  web: '',
  email: '',
  languages: 'es',
  currency: 'EUR',
  // The database's default brand colour: the product's own primary.
  brandColor: lightTheme.colors.primary,
  timeZone: DEFAULT_TIME_ZONE,
};

function valuesOf(restaurant: Restaurant): WizardValues {
  return {
    name: restaurant.name,
    address: restaurant.address,
    postalCode: restaurant.postalCode,
    city: restaurant.city,
    uuid: restaurant.uuid,
    phone: restaurant.phone,
    web: restaurant.web,
    email: restaurant.email,
    languages: restaurant.languages.join(','),
    currency: restaurant.currency,
    brandColor: restaurant.brandColor,
    timeZone: restaurant.timeZone,
  };
}

/** Languages travel in the form as "es,gb": the order is meaningful (the first is the required one). */
function languagesOf(text: string): RestaurantLanguage[] {
  return text
    .split(',')
    .filter((code): code is RestaurantLanguage => (RESTAURANT_LANGUAGES as readonly string[]).includes(code));
}

function inputOf(values: WizardValues): RestaurantInput {
  return {
    ...values,
    name: values.name.trim(),
    web: values.web.trim(),
    email: values.email.trim(),
    languages: languagesOf(values.languages),
    currency: values.currency as Currency,
  };
}

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  button {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius.large};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Swatch = styled.div<{ $color: string }>`
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 12px solid ${({ $color }) => $color};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.large};
`;

function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

function RestaurantWizard({ initial, restaurantId }: { initial: WizardValues; restaurantId?: string }) {
  const { t } = useTranslation('owner');
  const navigate = useNavigate();
  const editing = restaurantId !== undefined;
  const [step, setStep] = useState(0);
  const last = step === STEPS.length - 1;
  const { values, setValues, field, onSubmit } = useForm(initial, () =>
    Object.fromEntries(STEPS[step].fields.map((name) => [name, RULES[name] ?? []])),
  );
  const cities = useServerData('cities', getAllCities).data ?? [];
  const languages = languagesOf(values.languages);

  const next = onSubmit(() => setStep(step + 1));
  const save = onSubmit(async (form) => {
    const input = inputOf(form);
    const saved = editing ? await updateRestaurant(restaurantId, input) : await createRestaurant(input);
    useMessages
      .getState()
      .showSuccessOnNextPage({ key: editing ? 'owner:restaurant.SAVED' : 'owner:restaurant.CREATED' });
    navigate(webPath('restaurantView', { id: saved._id }), { replace: !editing });
  });
  // Two submit buttons: "next" checks this step and moves on, "save" stores (Enter presses the first one).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    return submitter?.getAttribute('value') === 'save' ? save(event) : next(event);
  };

  // Saving from one step of an edit: a problem on another step is shown there first, where its field is.
  const saveClicked = (event: MouseEvent) => {
    const problems = validateForm(values, RULES);
    const first = STEPS.findIndex((s) => s.fields.some((name) => problems[name]));
    if (first >= 0 && first !== step) {
      event.preventDefault();
      setStep(first);
    }
  };

  const cityNames = [...new Set([...cities.map((city) => city.name), ...(values.city ? [values.city] : [])])];
  const stepTitle = t(`wizard.steps.${STEPS[step].key}`);

  return (
    <Page $narrow>
      <Heading>{editing ? t('restaurantEdit.title') : t('createRestaurant.title')}</Heading>
      <nav aria-label={t('wizard.stepsLabel')}>
        <Steps>
          {STEPS.map((s, index) => (
            <li key={s.key}>
              <button
                type="button"
                aria-current={index === step ? 'step' : undefined}
                disabled={!editing && index > step}
                onClick={() => setStep(index)}
              >
                {index + 1}. {t(`wizard.steps.${s.key}`)}
              </button>
            </li>
          ))}
        </Steps>
      </nav>
      <Card aria-label={stepTitle}>
        <Text $muted>{t('wizard.progress', { step: step + 1, total: STEPS.length, title: stepTitle })}</Text>
        <Form noValidate onSubmit={submit}>
          {step === 0 && (
            <>
              <TextField label={t('restaurant.name')} autoComplete="organization" {...field('name')} />
              <TextField label={t('restaurant.address')} autoComplete="street-address" {...field('address')} />
              <TextField label={t('restaurant.postalCode')} autoComplete="postal-code" {...field('postalCode')} />
              <SelectField
                label={t('restaurant.city')}
                {...field('city')}
                options={[
                  { value: '', label: t('restaurant.noCity') },
                  ...cityNames.map((name) => ({ value: name, label: name })),
                ]}
              />
              <TextField label={t('restaurant.uuid')} {...field('uuid')} />
            </>
          )}
          {step === 1 && (
            <>
              <TextField label={t('restaurant.phone')} type="tel" autoComplete="tel" {...field('phone')} />
              <TextField label={t('restaurant.web')} type="url" placeholder="https://" {...field('web')} />
              <TextField label={t('restaurant.email')} type="email" autoComplete="email" {...field('email')} />
            </>
          )}
          {step === 2 && (
            <>
              <Text>{t('wizard.answerIntro')}</Text>
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
              <Text>{t('wizard.colorIntro')}</Text>
              <TextField label={t('restaurant.brandColor')} type="color" {...field('brandColor')} />
              <Swatch $color={values.brandColor}>{values.name}</Swatch>
            </>
          )}
          <Row>
            {step > 0 && (
              <Button $variant="secondary" onClick={() => setStep(step - 1)}>
                {t('wizard.back')}
              </Button>
            )}
            {!last && (
              <Button type="submit" value="next" $variant={editing ? 'secondary' : 'primary'}>
                {t('wizard.next')}
              </Button>
            )}
            {(last || editing) && (
              <Button type="submit" value="save" onClick={saveClicked}>
                {editing ? t('wizard.save') : t('wizard.create')}
              </Button>
            )}
          </Row>
        </Form>
      </Card>
    </Page>
  );
}

export function CreateRestaurantPage() {
  return <RestaurantWizard initial={EMPTY} />;
}

export function EditRestaurantPage() {
  const { id = '' } = useParams();
  const { restaurant, notFound, failed } = useRestaurant(id);
  if (!restaurant) return <RestaurantPending notFound={notFound} failed={failed} />;
  return <RestaurantWizard key={restaurant._id} initial={valuesOf(restaurant)} restaurantId={restaurant._id} />;
}
