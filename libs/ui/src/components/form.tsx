import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMessages } from '@carta/web-core';
import { FIELD_ERROR, OVER_LIMIT } from './text-field';
import { EDITED, FormEditContext, SAVES_ITSELF, unsavedIn, type FormEdits } from './unsaved';

const Box = styled.form`
  display: flex;
  flex-direction: column;
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: ${({ theme }) => theme.borderWidth.thick} solid ${({ theme }) => theme.colors.dangerText};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.dangerText};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const CONTROLS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The messages under the fields (FieldError), each a field that needs attention. */
function messagesIn(form: HTMLFormElement): HTMLElement[] {
  return [...form.querySelectorAll<HTMLElement>(`[${FIELD_ERROR}]`)];
}

/** The control a message is about: the one it describes, else the first one of the nearest part holding one. */
function controlOf(message: HTMLElement, form: HTMLFormElement): HTMLElement | null {
  const described = message.id
    ? [...form.querySelectorAll<HTMLElement>('[aria-describedby]')].find((element) =>
        element.getAttribute('aria-describedby')?.split(' ').includes(message.id),
      )
    : undefined;
  for (let part: HTMLElement | null = described ?? message; part && form.contains(part); part = part.parentElement) {
    const control = part.matches(CONTROLS) ? part : part.querySelector<HTMLElement>(CONTROLS);
    if (control) return control;
  }
  return null;
}

/** Brings the first message's field into view and gives it the focus (a phone's Save sits far below it). */
function reveal(form: HTMLFormElement, messages: HTMLElement[]): void {
  const first = messages.find((message) => message.getClientRects().length > 0) ?? messages[0];
  const control = controlOf(first, form);
  (control ?? first).scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
}

export type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** May return a promise (a save): its outcome (the server naming a field) is looked at when it settles. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Whether leaving its edits asks first (FormEdits): guarded unless said. */
  edits?: FormEdits;
  /** Edits made outside its fields (a point picked on a map beside it): the form holds edits while true. */
  edited?: boolean;
};

/** The tab closing or reloading asks first while a form holds edits (the browser says it in its own words). */
function askBeforeUnload(event: BeforeUnloadEvent) {
  if (!unsavedIn(document, true)) return;
  event.preventDefault();
  // Older browsers ask only when a value is set.
  event.returnValue = '';
}

/**
 * Every form of the apps. A field holding more than its limit stops a submit before the form's own. When a submit
 * leaves messages under its fields (useForm, useValidation, the server naming a field, a text too long), it scrolls to
 * the first one's field and focuses it, and says above the fields how many need attention (a status: the focused
 * field's own message is what a screen reader reads out); the count follows the messages as they go, and leaves with
 * the last.
 *
 * It knows when it holds edits not saved: from the owner's first change of one of its fields (or a control's word,
 * useFormEdit, or `edited`) until a submit's work says it saved (a success message while it ran). Meanwhile it is
 * marked (EDITED), so its Modal, the shell's LeaveGuard and the tab's closing ask before the edits are lost. While a
 * submit runs it is not marked: a save that goes on to another page is not asked about.
 */
export function Form({ onSubmit, children, edits = 'guarded', edited: editedOutside = false, ...props }: FormProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLFormElement>(null);
  // Bumped by each submit and by the end of its work: the messages are read once React has drawn them.
  const [submitted, setSubmitted] = useState(0);
  const [count, setCount] = useState(0);
  const [edited, setEdited] = useState(false);
  const [saving, setSaving] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const markEdited = useCallback(() => setEdited(true), []);
  const holdsEdits = edits !== 'free' && (edited || editedOutside) && !saving;

  useEffect(() => {
    if (!holdsEdits) return;
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => window.removeEventListener('beforeunload', askBeforeUnload);
  }, [holdsEdits]);

  // Any field's input or change is an edit, but for a control that saves itself.
  const changed = (event: FormEvent<HTMLFormElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${SAVES_ITSELF}]`)) setEdited(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted((times) => times + 1);
    // A text over its limit is never cut nor sent: the form waits, pointing at it, until it is shortened.
    if (event.currentTarget.querySelector(`[${OVER_LIMIT}]`)) return event.preventDefault();
    const work = onSubmit?.(event);
    if (!(work instanceof Promise)) return;
    // A save says so ("Product saved"): its edits are then stored. A failure, a refusal or a step on adds no success.
    let saved = false;
    const stop = useMessages.subscribe((state, before) => {
      if (state.success && state.success !== before.success) saved = true;
    });
    setSaving(true);
    void work.finally(() => {
      stop();
      if (!mounted.current) return;
      setSaving(false);
      if (saved) setEdited(false);
      setSubmitted((times) => times + 1);
    });
  };

  useLayoutEffect(() => {
    const form = ref.current;
    if (!submitted || !form) return;
    const messages = messagesIn(form);
    setCount(messages.length);
    if (messages.length) reveal(form, messages);
  }, [submitted]);

  // While the summary shows, it follows the messages: fixing a field takes it off the count.
  useEffect(() => {
    const form = ref.current;
    if (!count || !form) return;
    const observer = new MutationObserver(() => setCount(messagesIn(form).length));
    observer.observe(form, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [count]);

  return (
    <Box
      ref={ref}
      {...props}
      {...{ [EDITED]: holdsEdits ? edits : undefined }}
      onSubmit={submit}
      onInput={changed}
      onChange={changed}
    >
      <FormEditContext.Provider value={markEdited}>
        {count > 0 && <Summary role="status">{t('form.attention', { count })}</Summary>}
        {children}
      </FormEditContext.Provider>
    </Box>
  );
}
