import { useState, type FormEvent } from 'react';
import { errorFieldOf, errorMessageOf } from './http';
import { useMessageText } from './use-message-text';
import { hasErrors, validateForm, type FormErrors, type Rule } from './validation';

type Schema<T> = Partial<Record<keyof T, Rule[]>>;

/** What a TextField needs to edit one field of a form. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * One way to run a form: its values, the shared validation rules, and the messages shown under each field.
 * `schema` receives the current values, so a rule can compare fields (confirmed).
 */
export function useForm<T extends Record<string, string>>(initial: T, schema: (values: T) => Schema<T>) {
  const text = useMessageText();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});

  const field = (name: keyof T & string): FieldBinding => ({
    name,
    value: values[name],
    onChange: (value) => setValues((previous) => ({ ...previous, [name]: value })),
    error: text(errors[name]),
  });

  /**
   * Validates, then runs `action` with the values. A failed call is already in the error snackbar; when the
   * server's answer names one of this form's fields, the message also shows under that field.
   */
  const onSubmit = (action: (values: T) => Promise<unknown> | void) => async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(values, schema(values));
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await action(values);
    } catch (error) {
      const field = errorFieldOf(error);
      if (field !== undefined && Object.hasOwn(values, field))
        setErrors({ [field]: errorMessageOf(error) } as FormErrors<T>);
    }
  };

  return { values, setValues, field, onSubmit };
}
