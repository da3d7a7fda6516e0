import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_IMAGE_BYTES, type RestaurantImage } from '@carta/contracts';
import { Button, FieldError, useFormEdit } from '@carta/ui';
import { useMessageText, type Message } from '@carta/web-core';
import { Fieldset, Hint } from '../../menus/components/fieldset';

/** How each image shows on the guest page: the logo whole in a square, the cover 3:1 across the top. */
const SHAPE: Record<RestaurantImage, { width: number; height: number; fit: 'contain' | 'cover' }> = {
  logo: { width: 256, height: 256, fit: 'contain' },
  cover: { width: 1200, height: 400, fit: 'cover' },
};

const Preview = styled.img<{ $kind: RestaurantImage }>`
  display: block;
  width: ${({ $kind, theme }) => ($kind === 'logo' ? theme.size.logo : '100%')};
  max-width: ${({ theme }) => theme.size.bannerPreview};
  height: auto;
  aspect-ratio: ${({ $kind }) => `${SHAPE[$kind].width} / ${SHAPE[$kind].height}`};
  object-fit: ${({ $kind }) => SHAPE[$kind].fit};
  border-radius: ${({ theme }) => theme.radius.small};
  border: ${({ theme }) => theme.hairline};
  background: ${({ theme }) => theme.colors.surface};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const FileInput = styled.input`
  display: block;
  max-width: 100%;
  min-height: ${({ theme }) => theme.size.touch};
`;

/** What the owner chose: a new file, the stored image removed, or nothing changed (undefined). */
export type ImageChoice = File | null | undefined;

/** Decodes the file: a text file named .png is refused here, before anything is saved. */
async function problemOf(file: File): Promise<Message | null> {
  if (file.size > MAX_IMAGE_BYTES) return { key: 'errors.IMAGE_TOO_LARGE' };
  try {
    (await createImageBitmap(file)).close();
    return null;
  } catch {
    return { key: 'errors.IMAGE_NOT_SUPPORTED' };
  }
}

/**
 * The restaurant's logo or cover in the wizard's last step: the stored one or a preview of the chosen file (saved
 * with the wizard), and a button that removes it.
 */
export function RestaurantImageField({
  kind,
  url,
  choice,
  onChoice,
}: {
  kind: RestaurantImage;
  url: string | null;
  choice: ImageChoice;
  onChoice: (choice: ImageChoice) => void;
}) {
  const { t } = useTranslation('owner');
  const text = useMessageText();
  const edited = useFormEdit();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<Message | null>(null);
  const previewRef = useRef(preview);
  useEffect(() => {
    previewRef.current = preview;
  }, [preview]);
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), []);

  const choose = async (file: File | null) => {
    if (preview) URL.revokeObjectURL(preview);
    setPreview(null);
    const found = file && (await problemOf(file));
    setProblem(found);
    if (!file || found) return onChoice(undefined);
    setPreview(URL.createObjectURL(file));
    onChoice(file);
  };
  // Removing drops the chosen file, and the stored image when there is one (saved with the wizard).
  const remove = () => {
    edited();
    if (preview) URL.revokeObjectURL(preview);
    setPreview(null);
    onChoice(url ? null : undefined);
  };
  const shown = choice === null ? null : (preview ?? url);
  const error = text(problem);
  return (
    <Fieldset>
      <legend>{t(`wizard.images.${kind}.title`)}</legend>
      {shown && (
        <Preview
          $kind={kind}
          src={shown}
          alt={t(preview ? `wizard.images.${kind}.chosen` : `wizard.images.${kind}.current`)}
          width={SHAPE[kind].width}
          height={SHAPE[kind].height}
        />
      )}
      <label htmlFor={id}>{t(`wizard.images.${kind}.choose`)}</label>
      <FileInput
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void choose(event.target.files?.[0] ?? null)}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <Hint>{t(`wizard.images.${kind}.hint`)}</Hint>
      {shown && (
        <Button $variant="secondary" onClick={remove}>
          {t(`wizard.images.${kind}.remove`)}
        </Button>
      )}
    </Fieldset>
  );
}
