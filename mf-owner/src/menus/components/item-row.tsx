import { useState, type FormEvent } from 'react';
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
import { Button, Row, TextField } from '@carta/ui';
import { rules, useMessageText, type Message } from '@carta/web-core';
import { MoveButtons } from './move-buttons';
import { textIn } from '../../common/translated-text';
import { regionalLocale } from '../schedule-format';

const Item = styled.li`
  border-top: ${({ theme }) => theme.hairline};
  padding: ${({ theme }) => `${theme.space(3)} 0`};
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

const PriceForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > div {
    flex: 1 1 ${({ theme }) => theme.size.column.narrow};
    margin-bottom: 0;
  }
`;

/** One product of a section: its menu price (empty: the catalogue's), its place, and a remove button. */
export function ItemRow({
  restaurant,
  item,
  index,
  count,
  onMove,
  onPrice,
  onRemove,
}: {
  restaurant: Restaurant;
  item: SectionItem;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onPrice: (price: number | null) => Promise<void>;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('owner');
  const text = useMessageText();
  const [price, setPrice] = useState(item.price === null ? '' : priceText(item.price, decimalMark(i18n.language)));
  const [error, setError] = useState<Message | null>(null);
  const name = textIn(item.product.name, restaurant);
  const catalogue = formatPrice(item.product.price, restaurant.currency, regionalLocale(i18n.language));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = price.trim() ? rules.decimal(PRICE)(price) : null;
    setError(problem);
    if (problem) return;
    const cents = price.trim() ? parsePrice(price) : null;
    await onPrice(cents).catch(() => undefined);
  };

  return (
    <Item aria-label={name}>
      <Row>
        <Name>{name}</Name>
        <Muted>
          {t('menus.items.cataloguePrice', { price: catalogue })}
          {!item.product.enabled && ` · ${t('menus.items.hiddenFromGuests')}`}
        </Muted>
      </Row>
      <PriceForm noValidate onSubmit={(event) => void save(event)}>
        <TextField
          label={t('menus.items.price', { name })}
          inputMode="decimal"
          placeholder={priceText(item.product.price, decimalMark(i18n.language))}
          value={price}
          onChange={setPrice}
          error={text(error)}
        />
        <Button type="submit" $variant="secondary" aria-label={t('menus.items.savePrice', { name })}>
          {t('menus.items.save')}
        </Button>
      </PriceForm>
      <Row>
        <MoveButtons name={name} index={index} count={count} onMove={onMove} />
        <Button $variant="dangerOutline" aria-label={t('menus.items.remove', { name })} onClick={onRemove}>
          {t('menus.items.removeShort')}
        </Button>
      </Row>
    </Item>
  );
}
