import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from './text-field';

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.touch};
  input {
    /* A label that wraps must not squeeze the box. */
    flex-shrink: 0;
    width: ${({ theme }) => theme.size.control};
    height: ${({ theme }) => theme.size.control};
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function Checkbox({ label, checked, onChange, disabled }: CheckboxProps) {
  return (
    <Choice>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </Choice>
  );
}

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

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.column.narrow}, 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
`;

export interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  labelOf: (option: T) => ReactNode;
  selected: readonly T[];
  /** Receives the new selection; a newly ticked option goes last, so the order is the order of ticking. */
  onChange: (selected: T[]) => void;
  error?: string;
  hint?: ReactNode;
}

/** A fieldset of checkboxes (languages, allergens), named by its legend. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  labelOf,
  selected,
  onChange,
  error,
  hint,
}: CheckboxGroupProps<T>) {
  const errorId = useId();
  return (
    <Group aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <Choices>
        {options.map((option) => (
          <Checkbox
            key={option}
            label={labelOf(option)}
            checked={selected.includes(option)}
            onChange={(checked) =>
              onChange(checked ? [...selected, option] : selected.filter((value) => value !== option))
            }
          />
        ))}
      </Choices>
      {hint}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Group>
  );
}
