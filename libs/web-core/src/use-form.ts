import { useState, type FormEvent } from 'react';
import { errorFieldOf, errorMessageOf } from './http';
import type { Message } from './stores/messages';
import { useMessageText } from './use-message-text';
import { validateForm, type FormErrors, type Rule } from './validation';

type Schema<T> = Partial<Record<keyof T, Rule[]>>;

/** What a TextField needs to edit one field of a form. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * When a form's messages show, the same for every form: none while the owner fills it in; once a save finds problems,
 * each field's message follows what is typed (a filled "required" field loses it at once) until the form is right
 * again. `check` finds the problems of the current values; `isRight` tells a result without any.
 */
export function useValidation<P>(check: () => P, isRight: (problems: P) => boolean) {
  const [tried, setTried] = useState(false);
  return {
    /** The problems to show: none until a save found some. */
    problems: tried ? check() : undefined,
    /** Checks the form as a save does: true when it is right; else its messages show from now on. */
    validate: (): boolean => {
      const right = isRight(check());
      setTried(!right);
      return right;
    },
  };
}

/** Messages by field: right when there is none. */
const noMessage = (problems: Partial<Record<string, Message | undefined>>) => !Object.values(problems).some(Boolean);

/**
 * One way to run a form: its values, the shared validation rules, and the messages shown under each field (see
 * useValidation). `schema` receives the current values, so a rule can compare fields (confirmed).
 */
export function useForm<T extends Record<string, string>>(initial: T, schema: (values: T) => Schema<T>) {
  const text = useMessageText();
  const [values, setValues] = useState<T>(initial);
  const { problems, validate } = useValidation(() => validateForm(values, schema(values)), noMessage);
  // The server's word on a field, until that field changes.
  const [refused, setRefused] = useState<FormErrors<T>>({});
  const errors: FormErrors<T> = { ...refused, ...problems };

  const field = (name: keyof T & string): FieldBinding => ({
    name,
    value: values[name],
    onChange: (value) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      if (refused[name])
        setRefused((previous) => {
          const kept = { ...previous };
          delete kept[name];
          return kept;
        });
    },
    error: text(errors[name]),
  });

  /**
   * Validates, then runs `action` with the values. A failed call is already in the error snackbar; when the
   * server's answer names one of this form's fields, the message also shows under that field.
   */
  const onSubmit = (action: (values: T) => Promise<unknown> | void) => async (event: FormEvent) => {
    event.preventDefault();
    setRefused({});
    if (!validate()) return;
    try {
      await action(values);
    } catch (error) {
      const field = errorFieldOf(error);
      if (field !== undefined && Object.hasOwn(values, field))
        setRefused({ [field]: errorMessageOf(error) } as FormErrors<T>);
    }
  };

  return { values, setValues, field, onSubmit };
}
