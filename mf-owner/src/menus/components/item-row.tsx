import { forwardRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  decimalMark,
  formatPrice,
  parsePrice,
  PRICE,
  priceText,
  type Restaurant,
  type SectionItem,
} from '@carta/contracts';
import { Button, FieldError } from '@carta/ui';
import { rules, useMessageText, type Message } from '@carta/web-core';
import { MoveButtons } from './move-buttons';
import { SoldOutSelect } from '../../products/components/sold-out-select';
import { textIn } from '../../common/translated-text';
import { regionalLocale } from '../schedule-format';

const Item = styled.li`
  border-top: ${({ theme }) => theme.hairline};
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Name = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.body};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Up, down and remove wrap together: a lone arrow on its own line reads as a different control. */
const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const PriceForm = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/** A short box with the currency before it: a price needs no full-width field. */
const PriceBox = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touch};
  padding-left: ${({ theme }) => theme.space(2)};
  border: ${({ theme }) => theme.hairline};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  &:has([aria-invalid='true']) {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-within {
    outline: ${({ theme }) => theme.borderWidth.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidth.thin};
  }
  input {
    width: ${({ theme }) => theme.size.priceInput};
    min-height: calc(${({ theme }) => theme.size.touch} - 2 * ${({ theme }) => theme.borderWidth.thin});
    padding: ${({ theme }) => `0 ${theme.space(2)}`};
    border: 0;
    outline: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    font-style: italic;
  }
`;

/** The currency's sign in the reader's locale (€, US$…). */
function currencySign(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

export interface ItemRowProps {
  restaurant: Restaurant;
  item: SectionItem;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onPrice: (price: number | null) => Promise<void>;
  onRemove: () => void;
  /** The drag handle (SortableList) and what dragging does to the row. */
  handle?: ReactNode;
  style?: CSSProperties;
  /** More of the item to edit, under its price (a course's supplement, the sizes' prices). */
  children?: ReactNode;
}

/**
 * One product of a section: its menu price, sold out or not (for every menu showing it), its place, and a remove
 * button. The price box shows the product's own
 * price as a hint only: left empty, the menu keeps no price of its own.
 */
export const ItemRow = forwardRef<HTMLLIElement, ItemRowProps>(function ItemRow(
  { restaurant, item, index, count, onMove, onPrice, onRemove, handle, style, children },
  ref,
) {
  const { t, i18n } = useTranslation('owner');
  const text = useMessageText();
  const mark = decimalMark(i18n.language);
  const [price, setPrice] = useState(item.price === null ? '' : priceText(item.price, mark));
  const [error, setError] = useState<Message | null>(null);
  const name = textIn(item.product.name, restaurant);
  const locale = regionalLocale(i18n.language);
  const catalogue = formatPrice(item.product.price, restaurant.currency, locale);
  const errorId = `price-error-${item._id}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = price.trim() ? rules.decimal(PRICE)(price) : null;
    setError(problem);
    if (problem) return;
    const cents = price.trim() ? parsePrice(price) : null;
    await onPrice(cents).catch(() => undefined);
  };

  return (
    <Item ref={ref} style={style} aria-label={name}>
      <Head>
        {handle}
        <Name>{name}</Name>
        {!item.product.enabled && <Muted>· {t('menus.items.hiddenFromGuests')}</Muted>}
      </Head>
      <Controls>
        <PriceForm noValidate onSubmit={(event) => void save(event)}>
          <PriceBox>
            <span aria-hidden="true">{currencySign(restaurant.currency, locale)}</span>
            <input
              aria-label={t('menus.items.price', { name, price: catalogue })}
              inputMode="decimal"
              autoComplete="off"
              placeholder={priceText(item.product.price, mark)}
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </PriceBox>
          <Button type="submit" $variant="secondary" aria-label={t('menus.items.savePrice', { name })}>
            {t('menus.items.save')}
          </Button>
        </PriceForm>
        <SoldOutSelect restaurantId={restaurant._id} product={item.product} name={name} />
        <Actions>
          <MoveButtons name={name} index={index} count={count} onMove={onMove} />
          <Button $variant="dangerOutline" aria-label={t('menus.items.remove', { name })} onClick={onRemove}>
            {t('menus.items.removeShort')}
          </Button>
        </Actions>
      </Controls>
      {error && <FieldError id={errorId}>{text(error)}</FieldError>}
      {children}
    </Item>
  );
});
