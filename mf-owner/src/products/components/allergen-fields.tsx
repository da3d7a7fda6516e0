import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ALLERGEN_PICTOGRAMS, ALLERGENS, MAX_SPICINESS, PICTOGRAM_STROKE_CSS, type Allergen } from '@carta/contracts';

/** What a product says of one allergen: it contains it, it may contain traces of it, or nothing. */
export type AllergenLevel = 'contains' | 'traces' | 'none';
const LEVELS: readonly AllergenLevel[] = ['contains', 'traces', 'none'];

export type AllergenLevels = Record<Allergen, AllergenLevel>;

export function levelsOf(contains: readonly Allergen[], traces: readonly Allergen[]): AllergenLevels {
  return Object.fromEntries(
    ALLERGENS.map((a) => [a, contains.includes(a) ? 'contains' : traces.includes(a) ? 'traces' : 'none']),
  ) as AllergenLevels;
}

/** The two lists the API takes, in the regulation's order. */
export function listsOf(levels: AllergenLevels): { allergens: Allergen[]; traces: Allergen[] } {
  return {
    allergens: ALLERGENS.filter((a) => levels[a] === 'contains'),
    traces: ALLERGENS.filter((a) => levels[a] === 'traces'),
  };
}

/** Like libs/ui's CheckboxGroup frame, kept here: a remote must not need a newer shared @carta/ui than the shell's. */
const Group = styled.fieldset`
  border: ${({ theme }) => theme.hairline};
  border-radius: ${({ theme }) => theme.radius.small};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(3)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;
  legend {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.small};
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

/**
 * Two columns of allergens where each still holds the longest name whole beside its choice ("Altramuces", "Cacahuetes"
 * ran into it at 15rem), one in the product dialog and on a phone.
 */
const Rows = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.size.column.wide}), 1fr));
  column-gap: ${({ theme }) => theme.space(5)};
`;

/**
 * Every allergen alike: on a phone its name over the choice, which spans the row; wider, the name beside it (a long
 * name wraps rather than push the choice onto a line of its own).
 */
const AllergenRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  border-bottom: ${({ theme }) => theme.hairline};
  @media (width >= ${({ theme }) => theme.breakpoint.small}) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

/** The icon stays beside the name: a long name wraps on its own, never leaving the icon alone on a line. */
const AllergenName = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  overflow-wrap: break-word;
`;

/** The allergen's pictogram, stroked in the text's colour as on the guest page: no emoji font needed. */
const Pictogram = styled.svg`
  flex: none;
  width: ${({ theme }) => theme.space(5)};
  height: ${({ theme }) => theme.space(5)};
  ${PICTOGRAM_STROKE_CSS};
`;

/** Radios drawn as a segmented control: the whole segment is the touch target. */
const Segments = styled.div`
  display: flex;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.small};
  overflow: hidden;
`;

const Segment = styled.label`
  position: relative;
  display: inline-flex;
  flex: 1 0 auto;
  justify-content: center;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => `0 ${theme.space(1.5)}`};
  font-size: ${({ theme }) => theme.font.size.small};
  cursor: pointer;
  & + & {
    border-left: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.colors.borderStrong};
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    background: ${({ theme }) => (theme.mode === 'dark' ? theme.colors.secondary : theme.colors.primary)};
    color: ${({ theme }) => (theme.mode === 'dark' ? theme.colors.onSecondary : theme.colors.onPrimary)};
  }
  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.borderWidth.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: -${({ theme }) => theme.borderWidth.thick};
  }
`;

function Choice<T extends string | number>({
  name,
  label,
  options,
  labelOf,
  value,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Segments role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <Segment key={option}>
          <input
            type="radio"
            name={name}
            checked={value === option}
            onChange={() => onChange(option)}
            aria-label={labelOf(option)}
          />
          <span aria-hidden="true">{labelOf(option)}</span>
        </Segment>
      ))}
    </Segments>
  );
}

/** Per allergen of the regulation: contains, may contain traces, or not listed. */
export function AllergenLevelsField({
  levels,
  onChange,
}: {
  levels: AllergenLevels;
  onChange: (levels: AllergenLevels) => void;
}) {
  const { t } = useTranslation('owner');
  return (
    <Group>
      <legend>{t('item.allergens')}</legend>
      <Rows>
        {ALLERGENS.map((allergen) => (
          <AllergenRow key={allergen}>
            <AllergenName>
              <Pictogram viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={ALLERGEN_PICTOGRAMS[allergen]} />
              </Pictogram>
              <span>{t(`allergens.${allergen}`)}</span>
            </AllergenName>
            <Choice
              name={`allergen-${allergen}`}
              label={t(`allergens.${allergen}`)}
              options={LEVELS}
              labelOf={(level) => t(`item.level.${level}`)}
              value={levels[allergen]}
              onChange={(level) => onChange({ ...levels, [allergen]: level })}
            />
          </AllergenRow>
        ))}
      </Rows>
    </Group>
  );
}

const SPICINESS = Array.from({ length: MAX_SPICINESS + 1 }, (_, level) => level);

/** 0 (not spicy) to MAX_SPICINESS chillies. */
export function SpicinessField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('owner');
  return (
    <Group>
      <legend>{t('item.spiciness')}</legend>
      <Choice
        name="spiciness"
        label={t('item.spiciness')}
        options={SPICINESS}
        labelOf={(level) => t(`item.spicy.${level}`)}
        value={value}
        onChange={onChange}
      />
    </Group>
  );
}
