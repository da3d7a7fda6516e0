import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RestaurantLanguage, Translated } from '@carta/contracts';
import { Button, TextField } from '@carta/ui';
import { useMessageText, type Message } from '@carta/web-core';

export const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;
  legend {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

/** One text field per restaurant language; the first language is the required one. */
export function TranslatedFields({
  label,
  languages,
  value,
  onChange,
  errors,
}: {
  label: string;
  languages: readonly RestaurantLanguage[];
  value: Translated;
  onChange: (value: Translated) => void;
  /** Messages by `name-{language}`. */
  errors: Partial<Record<string, Message>>;
}) {
  const { t } = useTranslation('owner');
  const text = useMessageText();
  return (
    <>
      {languages.map((language, i) => (
        <TextField
          key={language}
          label={t('menus.inLanguage', { label, language: t(`languages.${language}`) })}
          value={value[language] ?? ''}
          onChange={(next) => onChange({ ...value, [language]: next })}
          required={i === 0}
          error={text(errors[`name-${language}`])}
        />
      ))}
    </>
  );
}

/**
 * Up and down buttons for one entry of an ordered list. React moves the entry's DOM node, which drops the focus:
 * the button that was pressed takes it back (or its twin, once the entry reaches an end).
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
}) {
  const { t } = useTranslation('owner');
  // The pressed button keeps the focus once the move has rendered (other renders may come first), or its twin at an end.
  const focus = useRef<{ delta: -1 | 1; from: number } | null>(null);
  const up = useId();
  const down = useId();
  useEffect(() => {
    if (focus.current === null || focus.current.from === index) return;
    const [wanted, twin] = focus.current.delta === -1 ? [up, down] : [down, up];
    focus.current = null;
    const button = document.getElementById(wanted) as HTMLButtonElement | null;
    (button && !button.disabled ? button : document.getElementById(twin))?.focus();
  });
  const move = (delta: -1 | 1) => {
    focus.current = { delta, from: index };
    onMove(delta);
  };
  return (
    <>
      <Button
        id={up}
        $variant="secondary"
        aria-label={t('menus.moveUp', { name })}
        disabled={index === 0}
        onClick={() => move(-1)}
      >
        ↑
      </Button>
      <Button
        id={down}
        $variant="secondary"
        aria-label={t('menus.moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => move(1)}
      >
        ↓
      </Button>
    </>
  );
}

/** Asks before something is removed for good. */
const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 500px;
  aspect-ratio: 4 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.small};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const FileInput = styled.input`
  display: block;
  max-width: 100%;
  min-height: 44px;
`;

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/**
 * A banner (1000×250 recommended): the current one, or a preview of the file chosen to replace it (sent when the
 * form is saved), and a button that removes the stored one.
 */
export function BannerField({
  url,
  onFile,
  onRemove,
}: {
  url: string | null;
  onFile: (file: File | null) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('owner');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef(preview);
  useEffect(() => {
    previewRef.current = preview;
  }, [preview]);
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), []);
  const choose = (file: File | null) => {
    if (preview) URL.revokeObjectURL(preview);
    setPreview(file && URL.createObjectURL(file));
    onFile(file);
  };
  const shown = preview ?? url;
  return (
    <Fieldset>
      <legend>{t('menus.banner.title')}</legend>
      {shown && (
        <Preview
          src={shown}
          alt={t(preview ? 'menus.banner.chosen' : 'menus.banner.current')}
          width={1000}
          height={250}
        />
      )}
      <label htmlFor={id}>{t('menus.banner.choose')}</label>
      <FileInput
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      <Hint>{t('menus.banner.hint')}</Hint>
      {url && !preview && onRemove && (
        <Button $variant="secondary" onClick={onRemove}>
          {t('menus.banner.remove')}
        </Button>
      )}
    </Fieldset>
  );
}
