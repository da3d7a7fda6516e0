import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RESTAURANT_IMAGES, webPath, type Restaurant, type RestaurantImage } from '@carta/contracts';
import { Button, Card, ConfirmDialog, Form, Heading, Notice, Page, Row, Text } from '@carta/ui';
import { useForm, useMessages, usePageTitle, useSession, validate, validateForm } from '@carta/web-core';
import { createRestaurant, setRestaurantImage, updateRestaurant } from '../api';
import { RestaurantImageField, type ImageChoice } from '../components/restaurant-image-field';
import { WizardStepFields } from '../components/wizard-step-fields';
import { WizardSteps } from '../components/wizard-steps';
import { RestaurantPending, useRestaurant } from '../use-restaurant';
import { dropDraft, keepDraft, readDraft } from '../wizard-draft';
import { EMPTY_RESTAURANT, inputOf, RULES, STEPS, valuesOf, type WizardValues } from '../wizard-model';

/** The query parameter naming the wizard's step (`?step=contact`); none is the first. */
const STEP_PARAM = 'step';

/** What the wizard's own Next and step buttons leave in the history entry they push: the step they came from. */
interface StepState {
  wizardFrom?: number;
}

const stepSearch = (step: number) => (step > 0 ? `?${STEP_PARAM}=${STEPS[step].key}` : '');

const sameValues = (a: WizardValues, b: WizardValues) =>
  (Object.keys(EMPTY_RESTAURANT) as (keyof WizardValues)[]).every((field) => a[field] === b[field]);

/**
 * The restaurant wizard. Each step has its address (`?step=contact`), so the browser's Back and Forward move between
 * steps, and what was typed is kept for the tab until it is saved or discarded (wizard-draft).
 */
function RestaurantWizard({ initial, restaurant }: { initial: WizardValues; restaurant?: Restaurant }) {
  const { t } = useTranslation('owner');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const userId = useSession((state) => state.user?._id ?? '');
  const restaurantId = restaurant?._id;
  const editing = restaurantId !== undefined;
  usePageTitle(t(editing ? 'restaurantEdit.title' : 'createRestaurant.title'), editing ? initial.name : undefined);
  const [draft] = useState(() => readDraft(userId, restaurantId));
  const step = Math.max(
    0,
    STEPS.findIndex((s) => s.key === params.get(STEP_PARAM)),
  );
  const [images, setImages] = useState<Record<RestaurantImage, ImageChoice>>({ logo: undefined, cover: undefined });
  const [discarding, setDiscarding] = useState(false);
  const last = step === STEPS.length - 1;
  const form = useForm(draft ?? initial, () =>
    Object.fromEntries(STEPS[step].fields.map((name) => [name, RULES[name] ?? []])),
  );
  const { values, onSubmit } = form;
  const changed = !sameValues(values, initial);

  useEffect(() => {
    if (changed) keepDraft(userId, restaurantId, values);
    else dropDraft(userId, restaurantId);
  }, [changed, userId, restaurantId, values]);

  // A new restaurant is filled in order: the address of a later step opens the first step that is not right yet.
  const firstWrong = editing
    ? -1
    : STEPS.findIndex((s) => s.fields.some((name) => validate(values[name], RULES[name] ?? []) !== null));
  useEffect(() => {
    if (firstWrong >= 0 && firstWrong < step) void navigate({ search: stepSearch(firstWrong) }, { replace: true });
  }, [firstWrong, step, navigate]);

  // Drawn at once (flushSync), not in a transition: a second tap on Next must meet the step it leads to.
  const goTo = (to: number) =>
    void navigate({ search: stepSearch(to) }, { state: { wizardFrom: step }, flushSync: true });
  // The wizard's Back is the browser's when the entry before is the step before; else it takes its place.
  const back = () => {
    if ((location.state as StepState | null)?.wizardFrom === step - 1) void navigate(-1);
    else void navigate({ search: stepSearch(step - 1) }, { replace: true, flushSync: true });
  };
  const leave = () => {
    dropDraft(userId, restaurantId);
    void navigate(editing ? webPath('restaurantView', { id: restaurantId }) : webPath('home'));
  };

  const next = onSubmit(() => goTo(step + 1));
  const save = onSubmit(async (form) => {
    const input = inputOf(form);
    const saved = editing ? await updateRestaurant(restaurantId, input) : await createRestaurant(input);
    // The files were decoded when chosen (RestaurantImageField): an upload refused now is the server's rarer no.
    for (const kind of RESTAURANT_IMAGES) {
      const choice = images[kind];
      if (choice !== undefined) await setRestaurantImage(saved._id, kind, choice);
    }
    dropDraft(userId, restaurantId);
    useMessages
      .getState()
      .showSuccessOnNextPage({ key: editing ? 'owner:restaurant.SAVED' : 'owner:restaurant.CREATED' });
    void navigate(webPath('restaurantView', { id: saved._id }), { replace: !editing });
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
      goTo(first);
    }
  };

  const stepTitle = t(`wizard.steps.${STEPS[step].key}`);

  return (
    <Page $narrow>
      <Heading>{editing ? t('restaurantEdit.title') : t('createRestaurant.title')}</Heading>
      <WizardSteps step={step} editing={editing} onStep={goTo} />
      {draft && !sameValues(draft, initial) && <Notice>{t('wizard.restored')}</Notice>}
      <Card aria-label={stepTitle}>
        <Text $muted>{t('wizard.progress', { step: step + 1, total: STEPS.length, title: stepTitle })}</Text>
        {/* What is typed is kept for the tab (wizard-draft): only closing the tab loses it. */}
        <Form noValidate edits="kept" onSubmit={submit}>
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
              <Button $variant="secondary" onClick={back}>
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
            {changed && (
              <Button $variant="text" onClick={() => setDiscarding(true)}>
                {t('wizard.discard')}
              </Button>
            )}
          </Row>
        </Form>
      </Card>
      {discarding && (
        <ConfirmDialog
          title={t('wizard.discardTitle')}
          text={t('wizard.discardText')}
          confirmLabel={t('wizard.discard')}
          onConfirm={leave}
          onCancel={() => setDiscarding(false)}
        />
      )}
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
