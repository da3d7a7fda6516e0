import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const controlStyles = `
  min-height: 44px;
  font: inherit;
  width: 100%;
`;

const Input = styled.input`
  ${controlStyles}
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

const Select = styled.select`
  ${controlStyles}
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => (theme.mode === 'dark' ? theme.colors.error : theme.colors.errorStrong)};
  font-size: ${({ theme }) => theme.font.size.small};
`;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

export interface TextFieldProps extends InputProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** A translated message; the field is marked invalid while it is set. */
  error?: string;
}

/** An input with a real <label>, so tests and screen readers find it by its name. */
export function TextField({ label, value, onChange, error, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string;
}

export function SelectField({ label, value, onChange, options, error, id, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Select
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}

const Area = styled.textarea`
  min-height: 96px;
  font: inherit;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A multi-line TextField (descriptions, messages), bound the same way by useForm's field(). */
export function TextAreaField({ label, value, onChange, error, id, ...area }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const errorId = `${areaId}-error`;
  return (
    <Field>
      <Label htmlFor={areaId}>{label}</Label>
      <Area
        id={areaId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...area}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
