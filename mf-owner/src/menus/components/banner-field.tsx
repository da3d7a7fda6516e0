import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, visuallyHidden } from '@carta/ui';
import { Fieldset, Hint } from './fieldset';

const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: ${({ theme }) => theme.size.bannerPreview};
  aspect-ratio: 4 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.small};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/** The browser's own file button speaks the browser's language: people use ours; the input stays for assistive tech. */
const FileInput = styled.input`
  ${visuallyHidden}
`;

const HiddenLabel = styled.label`
  ${visuallyHidden}
`;

/** A stored banner (1000×250) as a menu or a section shows it: `$section` sets it inside its section's card. */
export const BannerImage = styled.img<{ $section?: boolean }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 1;
  object-fit: cover;
  border-radius: ${({ theme, $section }) => ($section ? theme.radius.small : theme.radius.medium)};
  margin: ${({ theme, $section }) => ($section ? `${theme.space(3)} 0` : `0 0 ${theme.space(4)}`)};
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
  const input = useRef<HTMLInputElement>(null);
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
      <div>
        <Button $variant="secondary" onClick={() => input.current?.click()}>
          {t('menus.banner.choose')}
        </Button>
      </div>
      <HiddenLabel htmlFor={id}>{t('menus.banner.choose')}</HiddenLabel>
      <FileInput
        ref={input}
        id={id}
        type="file"
        tabIndex={-1}
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      <Hint>{t('menus.banner.hint')}</Hint>
      {url && !preview && onRemove && (
        <Button $variant="dangerOutline" onClick={onRemove}>
          {t('menus.banner.remove')}
        </Button>
      )}
    </Fieldset>
  );
}
