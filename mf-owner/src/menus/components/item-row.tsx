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
  type SectionItemPatch,
} from '@carta/contracts';
import { Button, FieldError, Form, TextField } from '@carta/ui';
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
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Up, down and remove wrap together: a lone arrow on its own line reads as a different control. */
const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The menu's price of a size, a course's supplement: fields under the row, the one Save after them. */
const Extras = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `0 ${theme.space(3)}`};
  margin-top: ${({ theme }) => theme.space(2)};
  & > div {
    flex: 0 1 ${({ theme }) => theme.size.column.medium};
  }
`;

const ExtrasSave = styled.div`
  padding-bottom: ${({ theme }) => theme.space(5)};
`;

/** The price box under its visible name (its accessible name adds the dish and the catalogue price). */
const PriceField = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const PriceCaption = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.small};
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

/** A price box may stay empty (no price of this menu's own): only what is typed is checked. */
const optionalPrice = (text: string): Message | null => (text.trim() ? rules.decimal(PRICE)(text) : null);

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
  /** The item's section is a course of a fixed-price menu: a dish may cost a supplement there. */
  inCourse: boolean;
  onMove: (delta: -1 | 1) => void;
  /** Every price of the row at once: the menu's, its sizes' and (in a course) the supplement. */
  onSave: (patch: SectionItemPatch) => Promise<void>;
  onRemove: () => void;
  /** The drag handle (SortableList) and what dragging does to the row. */
  handle?: ReactNode;
  style?: CSSProperties;
}

/**
 * One product of a section: its prices in this menu, sold out or not (for every menu showing it), its place, and a
 * remove button. Each price box shows the product's own price as a hint only: left empty, the menu keeps no price of
 * its own. One Save for every price of the row.
 */
export const ItemRow = forwardRef<HTMLLIElement, ItemRowProps>(function ItemRow(
  { restaurant, item, index, count, inCourse, onMove, onSave, onRemove, handle, style },
  ref,
) {
  const { t, i18n } = useTranslation('owner');
  const text = useMessageText();
  const mark = decimalMark(i18n.language);
  const [price, setPrice] = useState(item.price === null ? '' : priceText(item.price, mark));
  const [supplement, setSupplement] = useState(item.supplement === null ? '' : priceText(item.supplement, mark));
  const [sizes, setSizes] = useState(() =>
    Object.fromEntries(item.sizePrices.map((size) => [size.sizeId, priceText(size.price, mark)])),
  );
  const [tried, setTried] = useState(false);
  const name = textIn(item.product.name, restaurant);
  const locale = regionalLocale(i18n.language);
  const catalogue = formatPrice(item.product.price, restaurant.currency, locale);
  const errorId = `price-error-${item._id}`;
  const { sizes: productSizes } = item.product;
  const extras = inCourse || productSizes.length > 0;
  const problem = (value: string) => (tried ? optionalPrice(value) : null);
  const priceError = problem(price);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if ([price, supplement, ...productSizes.map((size) => sizes[size._id] ?? '')].some(optionalPrice)) return;
    // Checked above: what does not read as a price is an empty box (no price of this menu's own).
    const patch: SectionItemPatch = { price: parsePrice(price) };
    if (productSizes.length > 0)
      patch.sizePrices = productSizes.flatMap((size) => {
        const cents = parsePrice(sizes[size._id] ?? '');
        return cents === null ? [] : [{ sizeId: size._id, price: cents }];
      });
    if (inCourse) patch.supplement = parsePrice(supplement);
    await onSave(patch).catch(() => undefined);
  };

  const saveButton = (
    <Button
      type="submit"
      $variant="secondary"
      aria-label={extras ? t('menus.extras.save', { name }) : t('menus.items.savePrice', { name })}
    >
      {t('menus.items.save')}
    </Button>
  );

  return (
    <Item ref={ref} style={style} aria-label={name}>
      <Head>
        {handle}
        <Name>{name}</Name>
        {!item.product.enabled && <Muted>· {t('menus.items.hiddenFromGuests')}</Muted>}
      </Head>
      <Form noValidate onSubmit={save}>
        <Controls>
          {/* A product with sizes is priced per size (below): it has no one price to override. */}
          {productSizes.length === 0 && (
            <PriceField>
              <PriceCaption>{t('menus.items.priceLabel')}</PriceCaption>
              <PriceBox>
                <span aria-hidden="true">{currencySign(restaurant.currency, locale)}</span>
                <input
                  aria-label={t('menus.items.price', { name, price: catalogue })}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={priceText(item.product.price, mark)}
                  value={price}
                  onChange={(event) => setPrice(event.target.value)}
                  aria-invalid={priceError ? true : undefined}
                  aria-describedby={priceError ? errorId : undefined}
                />
              </PriceBox>
            </PriceField>
          )}
          {!extras && saveButton}
          <SoldOutSelect restaurantId={restaurant._id} product={item.product} name={name} />
          <Actions>
            <MoveButtons name={name} index={index} count={count} onMove={onMove} />
            <Button $variant="dangerOutline" aria-label={t('menus.items.remove', { name })} onClick={onRemove}>
              {t('menus.items.removeShort')}
            </Button>
          </Actions>
        </Controls>
        {priceError && <FieldError id={errorId}>{text(priceError)}</FieldError>}
        {extras && (
          <Extras role="group" aria-label={t('menus.extras.label', { name })}>
            {inCourse && (
              <TextField
                label={t('menus.extras.supplement', { currency: restaurant.currency })}
                inputMode="decimal"
                placeholder={priceText(0, mark)}
                value={supplement}
                onChange={setSupplement}
                error={text(problem(supplement))}
              />
            )}
            {productSizes.map((size) => (
              <TextField
                key={size._id}
                label={t('menus.extras.sizePrice', {
                  size: textIn(size.name, restaurant),
                  currency: restaurant.currency,
                })}
                inputMode="decimal"
                placeholder={priceText(size.price, mark)}
                value={sizes[size._id] ?? ''}
                onChange={(value) => setSizes({ ...sizes, [size._id]: value })}
                error={text(problem(sizes[size._id] ?? ''))}
              />
            ))}
            <ExtrasSave>{saveButton}</ExtrasSave>
          </Extras>
        )}
      </Form>
    </Item>
  );
});
