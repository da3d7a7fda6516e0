import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ALLERGENS,
  MAX_IMAGE_BYTES,
  parsePrice,
  priceText,
  type Allergen,
  type Product,
  type ProductInput,
  type Restaurant,
  type RestaurantLanguage,
} from '@carta/contracts';
import { Button, Checkbox, CheckboxGroup, FieldError, Form, FormDialogButtons, Modal, TextField } from '@carta/ui';
import { rules, useForm, useLocale, useMessages, type Rule } from '@carta/web-core';
import { TranslatedFields, useTranslatedText } from '../../common/translated-fields';
import { createProduct, removeProductImage, updateProduct, uploadProductImage } from '../api';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 200px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const ImageField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.small};
  }
  input {
    font: inherit;
    max-width: 100%;
  }
`;

const isPrice: Rule = (value) => (parsePrice(value) === null ? { key: 'errors.DECIMAL' } : null);

export interface ProductDialogProps {
  restaurant: Restaurant;
  /** null: a new product. */
  product: Product | null;
  onClose: () => void;
  /** Something was stored (the table reloads). */
  onChanged: () => void;
  /** The language tab open first (a link to a missing translation names it). */
  language?: RestaurantLanguage;
}

/** The product form: texts per restaurant language (the first required), price, allergens, enabled, image. */
export function ProductDialog({ restaurant, product, onClose, onChanged, language }: ProductDialogProps) {
  const { t } = useTranslation('owner');
  const locale = useLocale((state) => state.locale);
  const separator = locale === 'es' ? ',' : '.';
  // After a create whose image upload failed, the form goes on editing the product that now exists.
  const [current, setCurrent] = useState(product);
  const [allergens, setAllergens] = useState<Allergen[]>(product?.allergens ?? []);
  const [enabled, setEnabled] = useState(product?.enabled ?? true);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(product?.image?.full ?? null);
  const [removeImage, setRemoveImage] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const name = useTranslatedText(product?.name ?? {}, restaurant.languages);
  const description = useTranslatedText(product?.description ?? {}, restaurant.languages);

  const price = product ? priceText(product.price).replace('.', separator) : '';
  const { field, onSubmit } = useForm({ price }, () => ({
    price: [rules.required(), rules.decimal({ decimals: 2, separator }), isPrice],
  }));

  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setImageError(null);
    if (!picked) return;
    if (!IMAGE_TYPES.includes(picked.type)) return setImageError(t('common:errors.IMAGE_NOT_SUPPORTED'));
    if (picked.size > MAX_IMAGE_BYTES) return setImageError(t('common:errors.IMAGE_TOO_LARGE'));
    setFile(picked);
    setRemoveImage(false);
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(picked);
  };

  const store = async (values: { price: string }) => {
    const input: ProductInput = {
      name: name.cleaned(),
      description: description.cleaned(),
      price: parsePrice(values.price) ?? 0,
      allergens,
      enabled,
    };
    const saved = current
      ? await updateProduct(restaurant._id, current._id, input)
      : await createProduct(restaurant._id, input);
    setCurrent(saved);
    try {
      if (file) await uploadProductImage(restaurant._id, saved._id, file);
      else if (removeImage && saved.image) await removeProductImage(restaurant._id, saved._id);
    } finally {
      onChanged();
    }
    useMessages.getState().showSuccess({ key: current ? 'owner:item.SAVED' : 'owner:item.CREATED' });
    onClose();
  };
  // The name is checked with the price, so both messages show at once.
  const submit = (event: FormEvent) => {
    const nameWritten = name.check();
    return onSubmit((values) => (nameWritten && !imageError ? store(values) : undefined))(event);
  };

  return (
    <Modal title={current ? t('item.editTitle') : t('item.newTitle')} onClose={onClose} width="640px">
      <Form noValidate onSubmit={submit}>
        <TranslatedFields
          languages={restaurant.languages}
          initialLanguage={language}
          texts={[
            { label: (language) => t('item.nameIn', { language }), ...name.fields },
            {
              label: (language) => t('item.descriptionIn', { language }),
              multiline: true,
              optional: true,
              ...description.fields,
            },
          ]}
        />
        <TextField
          label={t('item.price', { currency: restaurant.currency })}
          inputMode="decimal"
          placeholder={`0${separator}00`}
          {...field('price')}
        />
        <CheckboxGroup
          legend={t('item.allergens')}
          options={ALLERGENS}
          labelOf={(allergen) => t(`allergens.${allergen}`)}
          selected={allergens}
          onChange={setAllergens}
        />
        <Checkbox label={t('item.enabled')} checked={enabled} onChange={setEnabled} />
        <ImageField>
          <label htmlFor="product-image">{t('item.image')}</label>
          {preview && !removeImage && <Preview src={preview} alt={t('item.imagePreview')} />}
          <input
            id="product-image"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={pickImage}
            aria-invalid={imageError ? true : undefined}
            aria-describedby="product-image-hint"
          />
          <span id="product-image-hint">{t('item.imageHint')}</span>
          {imageError && <FieldError role="alert">{imageError}</FieldError>}
          {current?.image && !file && !removeImage && (
            <div>
              <Button $variant="secondary" onClick={() => setRemoveImage(true)}>
                {t('item.removeImage')}
              </Button>
            </div>
          )}
        </ImageField>
        <FormDialogButtons onCancel={onClose} />
      </Form>
    </Modal>
  );
}
