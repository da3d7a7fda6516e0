import { lazy, Suspense, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FieldError, Row, useFormEdit, visuallyHidden } from '@carta/ui';
import type { Message } from '@carta/web-core';
import { centredArea, openPhoto, PHOTO_TYPES, type OpenedPhoto, type PhotoArea } from '../photo';

// The cropper is fetched with the first photo picked, not with the products page.
const PhotoCropper = lazy(() => import(/* webpackChunkName: "photo-cropper" */ './photo-cropper'));

/** The product's photo in the form: none, the stored one, or a picked one with the area to keep. */
export type PhotoValue =
  { kind: 'none' } | { kind: 'stored'; url: string } | { kind: 'picked'; photo: OpenedPhoto; area: PhotoArea };

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Zone = styled.div<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.borderWidth.medium} dashed
    ${({ theme, $dragging }) => ($dragging ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A stored photo as it is: its own proportions, never stretched. */
const Preview = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** The file input stays for assistive technology and tests; people use the button or drop a file. */
const HiddenInput = styled.input`
  ${visuallyHidden}
`;

export interface PhotoFieldProps {
  value: PhotoValue;
  onChange: (value: PhotoValue) => void;
  /** Translated; shown under the field. */
  error?: string;
  onError: (message: Message | null) => void;
}

/** Drop a photo or pick one; it is checked by decoding it, then cropped to the guest page's shape. */
export function PhotoField({ value, onChange: changePhoto, error, onError }: PhotoFieldProps) {
  const { t } = useTranslation('owner');
  const edited = useFormEdit();
  // A photo picked, dropped, cropped by dragging or removed edits the form as typing does.
  const onChange = (next: PhotoValue) => {
    edited();
    changePhoto(next);
  };
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const pickedUrl = value.kind === 'picked' ? value.photo.url : null;
  useEffect(() => (pickedUrl ? () => URL.revokeObjectURL(pickedUrl) : undefined), [pickedUrl]);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const opened = await openPhoto(file);
    if (typeof opened === 'string') return onError({ key: `errors.${opened}` });
    onError(null);
    onChange({ kind: 'picked', photo: opened, area: centredArea(opened) });
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <Field>
      {/* A label of its own, not aria-labelledby: the input keeps its name while the label is scrolled away. */}
      <Label htmlFor={inputId}>{t('item.image')}</Label>
      <Zone
        $dragging={dragging}
        aria-invalid={error ? true : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {value.kind === 'picked' && (
          <Suspense fallback={<Empty>{t('loading')}</Empty>}>
            <PhotoCropper key={value.photo.url} photo={value.photo} onArea={(area) => onChange({ ...value, area })} />
          </Suspense>
        )}
        {value.kind === 'stored' && <Preview src={value.url} alt={t('item.imagePreview')} />}
        {value.kind === 'none' && <Empty>{t('item.dropPhoto')}</Empty>}
        <Row>
          <Button $variant="secondary" onClick={() => input.current?.click()}>
            {value.kind === 'none' ? t('item.choosePhoto') : t('item.replacePhoto')}
          </Button>
          {value.kind !== 'none' && (
            <Button $variant="text" onClick={() => onChange({ kind: 'none' })}>
              {t('item.removeImage')}
            </Button>
          )}
        </Row>
        <HiddenInput
          ref={input}
          id={inputId}
          type="file"
          tabIndex={-1}
          accept={PHOTO_TYPES.join(',')}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            void take(event.target.files?.[0]);
            // The same file picked again after a refusal is a new choice.
            event.target.value = '';
          }}
        />
      </Zone>
      <Hint id={hintId}>{t('item.imageHint')}</Hint>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}
