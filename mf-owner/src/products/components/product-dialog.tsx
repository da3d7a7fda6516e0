import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  decimalMark,
  DIETS,
  parsePrice,
  PRICE,
  priceText,
  type Diet,
  type Product,
  type ProductInput,
  type Restaurant,
  type RestaurantLanguage,
} from '@carta/contracts';
import { Checkbox, CheckboxGroup, Form, FormDialogButtons, Modal, TextField } from '@carta/ui';
import {
  errorMessageOf,
  rules,
  useForm,
  useLocale,
  useMessages,
  useMessageText,
  useValidation,
  type Message,
} from '@carta/web-core';
import { TranslatedFields, useTranslatedText } from '../../common/translated-fields';
import { createProduct, deleteProduct, removeProductImage, updateProduct, uploadProductImage } from '../api';
import { croppedPhoto } from '../photo';
import { PhotoField, type PhotoValue } from './photo-field';
import { AllergenLevelsField, levelsOf, listsOf, SpicinessField } from './allergen-fields';
import { sizeDrafts, sizeProblems, SizesField, sizesInput } from './sizes-field';

/**
 * A phone shows the texts and price, then the photo, sizes and allergens; wider screens put the photo beside the texts.
 */
const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'main' 'photo' 'sizes' 'allergens';
  @media (width >= ${({ theme }) => theme.breakpoint.small}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: 'main photo' 'sizes sizes' 'allergens allergens';
    column-gap: ${({ theme }) => theme.space(5)};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Area = styled.div<{ $name: string }>`
  grid-area: ${({ $name }) => $name};
  min-width: 0;
`;

/** Diets and spiciness side by side where they fit. */
const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(4)};
  & > * {
    flex: 1 1 auto;
  }
`;

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

/**
 * The product form: texts per restaurant language (the first name required), price, photo, enabled, then per
 * allergen contains / may contain traces / not listed, the owner's confirmation of them, diets and spiciness.
 * Saving is all or nothing: the photo is checked when picked, and a new product whose photo the server refuses is
 * deleted again, so the dialog stays "New product" with nothing stored.
 */
export function ProductDialog({ restaurant, product, onClose, onChanged, language }: ProductDialogProps) {
  const { t } = useTranslation('owner');
  const text = useMessageText();
  const mark = decimalMark(useLocale((state) => state.locale));
  const [levels, setLevels] = useState(() => levelsOf(product?.allergens ?? [], product?.traces ?? []));
  const [confirmed, setConfirmed] = useState(product?.allergensConfirmed ?? false);
  const [diets, setDiets] = useState<Diet[]>(product?.diets ?? []);
  const [spiciness, setSpiciness] = useState(product?.spiciness ?? 0);
  const [enabled, setEnabled] = useState(product?.enabled ?? true);
  const [photo, setPhoto] = useState<PhotoValue>(
    product?.image ? { kind: 'stored', url: product.image.full } : { kind: 'none' },
  );
  const [photoError, setPhotoError] = useState<Message | null>(null);
  const [sizes, setSizes] = useState(() => sizeDrafts(product?.sizes ?? [], mark));
  const sizesCheck = useValidation(
    () => sizeProblems(sizes, restaurant.languages),
    (problems) => problems.every((problem) => !problem.name && !problem.price),
  );
  const name = useTranslatedText(product?.name ?? {}, restaurant.languages);
  const description = useTranslatedText(product?.description ?? {}, restaurant.languages);

  // With sizes, the sizes are the prices: the product's own is neither asked for nor sent.
  const { field, onSubmit } = useForm({ price: product ? priceText(product.price, mark) : '' }, () => ({
    price: sizes.length ? [] : [rules.required(), rules.decimal(PRICE)],
  }));

  /** Sends the photo; a refusal shows under the photo field, not in the snackbar over the buttons. */
  const sendPhoto = async (productId: string, image: Blob): Promise<boolean> => {
    try {
      await uploadProductImage(restaurant._id, productId, image);
      return true;
    } catch (error) {
      setPhotoError(errorMessageOf(error));
      return false;
    }
  };

  const store = async (values: { price: string }) => {
    const input: Pick<ProductInput, 'name'> & Partial<ProductInput> = {
      name: name.cleaned(),
      description: description.cleaned(),
      ...(sizes.length ? {} : { price: parsePrice(values.price) ?? 0 }),
      ...listsOf(levels),
      allergensConfirmed: confirmed,
      diets,
      spiciness,
      enabled,
      sizes: sizesInput(sizes, restaurant.languages),
    };
    let image: Blob | null = null;
    if (photo.kind === 'picked') {
      try {
        image = await croppedPhoto(photo.photo, photo.area);
      } catch {
        return setPhotoError({ key: 'errors.IMAGE_NOT_SUPPORTED' });
      }
    }
    if (product) {
      // The photo first: if it is refused, nothing of the product has changed.
      if (image && !(await sendPhoto(product._id, image))) return;
      if (photo.kind === 'none' && product.image) await removeProductImage(restaurant._id, product._id);
      await updateProduct(restaurant._id, product._id, input);
    } else {
      const created = await createProduct(restaurant._id, input);
      if (image && !(await sendPhoto(created._id, image))) {
        await deleteProduct(restaurant._id, created._id);
        return;
      }
    }
    onChanged();
    useMessages.getState().showSuccess({ key: product ? 'owner:item.SAVED' : 'owner:item.CREATED' });
    onClose();
  };
  // The name is checked with the price, so both messages show at once.
  const submit = (event: FormEvent) => {
    const nameWritten = name.check();
    const sizesRight = sizesCheck.validate();
    return onSubmit((values) => (nameWritten && sizesRight && !photoError ? store(values) : undefined))(event);
  };

  return (
    <Modal title={product ? t('item.editTitle') : t('item.newTitle')} onClose={onClose} size="large">
      <Form noValidate onSubmit={submit}>
        <Fields>
          <Area $name="main">
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
            {sizes.length === 0 && (
              <TextField
                label={t('item.price', { currency: restaurant.currency })}
                inputMode="decimal"
                placeholder={priceText(0, mark)}
                {...field('price')}
              />
            )}
          </Area>
          <Area $name="sizes">
            <SizesField
              languages={restaurant.languages}
              currency={restaurant.currency}
              sizes={sizes}
              problems={sizesCheck.problems ?? []}
              onChange={setSizes}
            />
          </Area>
          <Area $name="photo">
            <PhotoField value={photo} onChange={setPhoto} error={text(photoError)} onError={setPhotoError} />
            <Checkbox label={t('item.enabled')} checked={enabled} onChange={setEnabled} />
          </Area>
          <Area $name="allergens">
            <AllergenLevelsField levels={levels} onChange={setLevels} />
            <Checkbox label={t('item.allergensConfirmed')} checked={confirmed} onChange={setConfirmed} />
            <Hint>{t('item.allergensConfirmedHint')}</Hint>
            <Tags>
              <CheckboxGroup
                legend={t('item.diets')}
                options={DIETS}
                labelOf={(diet) => t(`diets.${diet}`)}
                selected={diets}
                onChange={setDiets}
              />
              <SpicinessField value={spiciness} onChange={setSpiciness} />
            </Tags>
          </Area>
        </Fields>
        <FormDialogButtons onCancel={onClose} />
      </Form>
    </Modal>
  );
}
