import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { RESTAURANT_IMAGES, webPath, type Restaurant, type RestaurantImage } from '@carta/contracts';
import { Button, Card, Form, Heading, Page, Row, Text } from '@carta/ui';
import { useForm, useMessages, usePageTitle, validateForm } from '@carta/web-core';
import { createRestaurant, setRestaurantImage, updateRestaurant } from '../api';
import { RestaurantImageField, type ImageChoice } from '../components/restaurant-image-field';
import { WizardStepFields } from '../components/wizard-step-fields';
import { WizardSteps } from '../components/wizard-steps';
import { RestaurantPending, useRestaurant } from '../use-restaurant';
import { EMPTY_RESTAURANT, inputOf, RULES, STEPS, valuesOf, type WizardValues } from '../wizard-model';

function RestaurantWizard({ initial, restaurant }: { initial: WizardValues; restaurant?: Restaurant }) {
  const { t } = useTranslation('owner');
  const navigate = useNavigate();
  const restaurantId = restaurant?._id;
  const editing = restaurantId !== undefined;
  usePageTitle(t(editing ? 'restaurantEdit.title' : 'createRestaurant.title'), editing ? initial.name : undefined);
  const [step, setStep] = useState(0);
  const [images, setImages] = useState<Record<RestaurantImage, ImageChoice>>({ logo: undefined, cover: undefined });
  const last = step === STEPS.length - 1;
  const form = useForm(initial, () => Object.fromEntries(STEPS[step].fields.map((name) => [name, RULES[name] ?? []])));
  const { values, onSubmit } = form;

  const next = onSubmit(() => setStep(step + 1));
  const save = onSubmit(async (form) => {
    const input = inputOf(form);
    const saved = editing ? await updateRestaurant(restaurantId, input) : await createRestaurant(input);
    // The files were decoded when chosen (RestaurantImageField): an upload refused now is the server's rarer no.
    for (const kind of RESTAURANT_IMAGES) {
      const choice = images[kind];
      if (choice !== undefined) await setRestaurantImage(saved._id, kind, choice);
    }
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

  const stepTitle = t(`wizard.steps.${STEPS[step].key}`);

  return (
    <Page $narrow>
      <Heading>{editing ? t('restaurantEdit.title') : t('createRestaurant.title')}</Heading>
      <WizardSteps step={step} editing={editing} onStep={setStep} />
      <Card aria-label={stepTitle}>
        <Text $muted>{t('wizard.progress', { step: step + 1, total: STEPS.length, title: stepTitle })}</Text>
        <Form noValidate onSubmit={submit}>
          <WizardStepFields step={step} form={form} />
          {last &&
            RESTAURANT_IMAGES.map((kind) => (
              <RestaurantImageField
                key={kind}
                kind={kind}
                url={restaurant?.[kind] ?? null}
                choice={images[kind]}
                onChoice={(choice) => setImages((current) => ({ ...current, [kind]: choice }))}
              />
            ))}
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
  return <RestaurantWizard initial={EMPTY_RESTAURANT} />;
}

export function EditRestaurantPage() {
  const { id = '' } = useParams();
  const { restaurant, notFound, failed } = useRestaurant(id);
  if (!restaurant) return <RestaurantPending notFound={notFound} failed={failed} />;
  return <RestaurantWizard key={restaurant._id} initial={valuesOf(restaurant)} restaurant={restaurant} />;
}
