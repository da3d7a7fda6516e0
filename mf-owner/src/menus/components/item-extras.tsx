import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  decimalMark,
  parsePrice,
  PRICE,
  priceText,
  type Restaurant,
  type SectionItem,
  type SectionItemPatch,
} from '@carta/contracts';
import { Button, TextField } from '@carta/ui';
import { rules, useMessageText, type Message } from '@carta/web-core';
import { textIn } from '../../common/translated-text';

const Box = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `0 ${theme.space(3)}`};
  margin-top: ${({ theme }) => theme.space(2)};
  & > div {
    flex: 0 1 ${({ theme }) => theme.size.column.medium};
  }
`;

const Save = styled.div`
  padding-bottom: ${({ theme }) => theme.space(5)};
`;

const optionalPrice = (text: string): Message | null => (text.trim() ? rules.decimal(PRICE)(text) : null);

/**
 * What a dish adds in a course (its supplement) and this menu's price for each of its sizes; empty: no supplement,
 * or the size's own price.
 */
export function ItemExtras({
  restaurant,
  item,
  inCourse,
  onSave,
}: {
  restaurant: Restaurant;
  item: SectionItem;
  inCourse: boolean;
  onSave: (patch: SectionItemPatch) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('owner');
  const text = useMessageText();
  const mark = decimalMark(i18n.language);
  const name = textIn(item.product.name, restaurant);
  const [supplement, setSupplement] = useState(item.supplement === null ? '' : priceText(item.supplement, mark));
  const [sizes, setSizes] = useState(() =>
    Object.fromEntries(item.sizePrices.map((size) => [size.sizeId, priceText(size.price, mark)])),
  );
  const [tried, setTried] = useState(false);
  const problems = {
    supplement: tried ? optionalPrice(supplement) : null,
    sizes: Object.fromEntries(
      item.product.sizes.map((size) => [size._id, tried ? optionalPrice(sizes[size._id] ?? '') : null]),
    ),
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const wrong = [supplement, ...item.product.sizes.map((size) => sizes[size._id] ?? '')].some(optionalPrice);
    if (wrong) return;
    const patch: SectionItemPatch = {
      sizePrices: item.product.sizes
        .filter((size) => sizes[size._id]?.trim())
        .map((size) => ({ sizeId: size._id, price: parsePrice(sizes[size._id]) ?? 0 })),
    };
    if (inCourse) patch.supplement = supplement.trim() ? parsePrice(supplement) : null;
    await onSave(patch).catch(() => undefined);
  };

  return (
    <Box noValidate onSubmit={(event) => void save(event)} aria-label={t('menus.extras.label', { name })}>
      {inCourse && (
        <TextField
          label={t('menus.extras.supplement', { currency: restaurant.currency })}
          inputMode="decimal"
          placeholder={priceText(0, mark)}
          value={supplement}
          onChange={setSupplement}
          error={text(problems.supplement)}
        />
      )}
      {item.product.sizes.map((size) => (
        <TextField
          key={size._id}
          label={t('menus.extras.sizePrice', { size: textIn(size.name, restaurant), currency: restaurant.currency })}
          inputMode="decimal"
          placeholder={priceText(size.price, mark)}
          value={sizes[size._id] ?? ''}
          onChange={(value) => setSizes({ ...sizes, [size._id]: value })}
          error={text(problems.sizes[size._id])}
        />
      ))}
      <Save>
        <Button type="submit" $variant="secondary" aria-label={t('menus.extras.save', { name })}>
          {t('menus.items.save')}
        </Button>
      </Save>
    </Box>
  );
}
