import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product, SoldOutInput } from '@carta/contracts';
import { SAVES_ITSELF } from '@carta/ui';
import { useMessages } from '@carta/web-core';
import { setSoldOut } from '../api';

type Choice = SoldOutInput['until'] | 'onSale';

const Select = styled.select<{ $soldOut: boolean }>`
  min-height: ${({ theme }) => theme.size.touch};
  max-width: 100%;
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border: ${({ theme }) => theme.borderWidth.thin} solid
    ${({ theme, $soldOut }) => ($soldOut ? theme.colors.dangerText : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.dangerText : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme, $soldOut }) => ($soldOut ? theme.font.weight.bold : theme.font.weight.regular)};
`;

function choiceOf(product: Product): Choice {
  if (!product.soldOut) return 'onSale';
  return product.soldOut.until ? 'endOfDay' : 'furtherNotice';
}

/**
 * On sale, sold out today (back by itself at the restaurant's midnight) or sold out until further notice: one native
 * picker, so a phone opens its own list. Shown at once, put back if the server refuses.
 */
export function SoldOutSelect({
  restaurantId,
  product,
  name,
  onChange,
}: {
  restaurantId: string;
  product: Product;
  name: string;
  onChange?: (product: Product) => void;
}) {
  const { t } = useTranslation('owner');
  const [choice, setChoice] = useState<Choice>(() => choiceOf(product));
  const [stored, setStored] = useState(product);
  // A reloaded list brings a newer product: follow it.
  if (stored !== product) {
    setStored(product);
    setChoice(choiceOf(product));
  }

  const change = async (next: Choice) => {
    const before = choice;
    setChoice(next);
    try {
      const saved = await setSoldOut(restaurantId, product._id, next === 'onSale' ? null : next);
      useMessages.getState().showSuccess({ key: next === 'onSale' ? 'owner:soldOut.BACK' : 'owner:soldOut.SOLD_OUT' });
      onChange?.(saved);
    } catch {
      setChoice(before);
    }
  };

  return (
    <Select
      {...{ [SAVES_ITSELF]: '' }}
      aria-label={t('soldOut.label', { name })}
      value={choice}
      $soldOut={choice !== 'onSale'}
      onChange={(event) => void change(event.target.value as Choice)}
    >
      <option value="onSale">{t('soldOut.onSale')}</option>
      <option value="endOfDay">{t('soldOut.endOfDay')}</option>
      <option value="furtherNotice">{t('soldOut.furtherNotice')}</option>
    </Select>
  );
}
