import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  MAX_PRODUCT_SIZES,
  parsePrice,
  PRICE,
  priceText,
  type ProductSize,
  type RestaurantLanguage,
  type StoredProductSize,
  type Translated,
} from '@carta/contracts';
import { Button, Row, TextField, useFormEdit } from '@carta/ui';
import { rules, useMessageText, type Message } from '@carta/web-core';
import { cleanTranslated } from '../../common/translated-text';

/** A size as the form edits it: the price as typed; `key` tells React which row is which while they move. */
export interface SizeDraft {
  key: string;
  _id?: string;
  name: Translated;
  price: string;
}

let drafted = 0;
const nextKey = () => `size-${++drafted}`;

export function sizeDrafts(sizes: readonly StoredProductSize[], mark: ',' | '.'): SizeDraft[] {
  return sizes.map((size) => ({ key: nextKey(), _id: size._id, name: size.name, price: priceText(size.price, mark) }));
}

export interface SizeProblems {
  name?: Message;
  price?: Message;
}

/** Each size needs its name in the restaurant's first language and a price. */
export function sizeProblems(sizes: readonly SizeDraft[], languages: readonly RestaurantLanguage[]): SizeProblems[] {
  return sizes.map((size) => {
    const name = rules.required()(size.name[languages[0]] ?? '') ?? undefined;
    const price = (rules.required()(size.price) ?? rules.decimal(PRICE)(size.price)) || undefined;
    return { name, price };
  });
}

export function sizesInput(sizes: readonly SizeDraft[], languages: readonly RestaurantLanguage[]): ProductSize[] {
  return sizes.map((size) => ({
    ...(size._id ? { _id: size._id } : {}),
    name: cleanTranslated(size.name, languages),
    price: parsePrice(size.price) ?? 0,
  }));
}

const List = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
`;

/** A size's names and price side by side where they fit, one under another on a phone. */
const Entry = styled.li`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.size.column.medium}), 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border-top: ${({ theme }) => theme.hairline};
`;

/** Beside the price where there is room, level with its box (a field keeps a margin under it). */
const Actions = styled(Row)`
  align-self: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Box = styled.fieldset`
  border: 0;
  margin: ${({ theme }) => `${theme.space(4)} 0 0`};
  padding: 0;
  min-width: 0;
`;

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** A product's sizes (tapa, ½ ración, ración…): a name per restaurant language and a price each; add, move, remove. */
export function SizesField({
  languages,
  currency,
  sizes,
  problems,
  onChange: changeSizes,
}: {
  languages: readonly RestaurantLanguage[];
  currency: string;
  sizes: SizeDraft[];
  /** Shown after a save was tried. */
  problems: SizeProblems[];
  onChange: (sizes: SizeDraft[]) => void;
}) {
  const { t } = useTranslation('owner');
  const edited = useFormEdit();
  // A size added, moved or removed by a button edits the form as typing does.
  const onChange = (next: SizeDraft[]) => {
    edited();
    changeSizes(next);
  };
  const text = useMessageText();
  const hintId = useId();
  const set = (index: number, change: Partial<SizeDraft>) =>
    onChange(sizes.map((size, at) => (at === index ? { ...size, ...change } : size)));
  const move = (index: number, to: number) => {
    const next = [...sizes];
    const [moved] = next.splice(index, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <Box aria-describedby={hintId}>
      <Legend>{t('sizes.title')}</Legend>
      <Hint id={hintId}>{t('sizes.hint')}</Hint>
      {sizes.length > 0 && (
        <List>
          {sizes.map((size, index) => {
            const number = index + 1;
            return (
              <Entry key={size.key} aria-label={t('sizes.size', { number })}>
                {languages.map((language, at) => (
                  <TextField
                    key={language}
                    label={t('sizes.nameIn', { number, language: t(`languages.${language}`) })}
                    value={size.name[language] ?? ''}
                    onChange={(value) => set(index, { name: { ...size.name, [language]: value } })}
                    required={at === 0}
                    error={at === 0 ? text(problems[index]?.name ?? null) : undefined}
                  />
                ))}
                <TextField
                  label={t('sizes.price', { number, currency })}
                  inputMode="decimal"
                  value={size.price}
                  onChange={(price) => set(index, { price })}
                  required
                  error={text(problems[index]?.price ?? null)}
                />
                <Actions>
                  <Button
                    $variant="secondary"
                    aria-label={t('sizes.up', { number })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    $variant="secondary"
                    aria-label={t('sizes.down', { number })}
                    disabled={index === sizes.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    $variant="dangerOutline"
                    aria-label={t('sizes.remove', { number })}
                    onClick={() => onChange(sizes.filter((_, at) => at !== index))}
                  >
                    {t('sizes.removeShort')}
                  </Button>
                </Actions>
              </Entry>
            );
          })}
        </List>
      )}
      {sizes.length < MAX_PRODUCT_SIZES && (
        <Button $variant="secondary" onClick={() => onChange([...sizes, { key: nextKey(), name: {}, price: '' }])}>
          {t('sizes.add')}
        </Button>
      )}
    </Box>
  );
}
