import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageTag, MAX_LENGTH, type RestaurantLanguage, type Translated } from '@carta/contracts';
import { TextAreaField, TextField } from '@carta/ui';
import { useMessageText } from '@carta/web-core';
import { cleanTranslated } from './translated-text';

/**
 * The one way an owner form edits a translated text: a field per restaurant language, the first one required
 * unless the text is `optional`.
 * `label` names one language's field; `errors` are translated messages by language.
 */
export function TranslatedFields({
  label,
  languages,
  value,
  onChange,
  errors = {},
  multiline = false,
  optional = false,
  maxLength = multiline ? MAX_LENGTH.description : MAX_LENGTH.name,
}: {
  label: (language: string) => string;
  languages: readonly RestaurantLanguage[];
  value: Translated;
  onChange: (value: Translated) => void;
  errors?: Partial<Record<RestaurantLanguage, string>>;
  multiline?: boolean;
  optional?: boolean;
  /** The server's limit for each language's text (a name's, or a description's when multiline). */
  maxLength?: number;
}) {
  const { t } = useTranslation('owner');
  const Field = multiline ? TextAreaField : TextField;
  return (
    <>
      {languages.map((language, i) => (
        <Field
          key={language}
          lang={languageTag(language)}
          label={label(t(`languages.${language}`))}
          value={value[language] ?? ''}
          onChange={(next) => onChange({ ...value, [language]: next })}
          required={!optional && i === 0}
          error={errors[language]}
          maxLength={maxLength}
          {...(multiline ? { rows: 2 } : {})}
        />
      ))}
    </>
  );
}

/**
 * A translated text a form edits: `fields` go to TranslatedFields; `check()` says whether the first language is
 * written and shows "required" under it when not; `cleaned()` is what the form sends.
 */
export function useTranslatedText(initial: Translated, languages: readonly RestaurantLanguage[]) {
  const text = useMessageText();
  const [value, setValue] = useState(initial);
  const [missing, setMissing] = useState(false);
  const first = languages[0];
  return {
    fields: {
      languages,
      value,
      onChange: setValue,
      errors: missing ? { [first]: text({ key: 'validation.required' }) } : {},
    },
    check: () => {
      const written = Boolean(value[first]?.trim());
      setMissing(!written);
      return written;
    },
    cleaned: () => cleanTranslated(value, languages),
    reset: () => setValue(initial),
  };
}
