import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

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

/** What every control shares: its box, its colours and the red border while it is invalid. */
const controlStyles = css`
  min-height: 44px;
  font: inherit;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

const Input = styled.input`
  ${controlStyles}
`;

const Select = styled.select`
  ${controlStyles}
`;

const Area = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
`;

const Under = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

/** "12 / 100": how much of the server's limit is used, beside the message. */
const Counter = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => (theme.mode === 'dark' ? theme.colors.error : theme.colors.errorStrong)};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** What every field takes: a visible label, the text value, and a translated message that marks it invalid. */
interface FieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The server's limit: the control stops there and a counter shows how much is used. */
  maxLength?: number;
}

type Bound = {
  id: string;
  value: string;
  maxLength?: number;
  onChange: (event: { target: { value: string } }) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** The label, the control and its message, tied together by ids so screen readers and tests find them by name. */
function LabelledField({
  field: { label, value, onChange, error, id, maxLength },
  control,
}: {
  field: FieldProps & { id?: string };
  control: (bound: Bound) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const counterId = `${controlId}-counter`;
  const describedBy = [error && errorId, maxLength !== undefined && counterId].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={controlId}>{label}</Label>
      {control({
        id: controlId,
        value,
        maxLength,
        onChange: (event) => onChange(event.target.value),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {(error || maxLength !== undefined) && (
        <Under>
          {error && <FieldError id={errorId}>{error}</FieldError>}
          {maxLength !== undefined && (
            <Counter id={counterId}>
              {value.length} / {maxLength}
            </Counter>
          )}
        </Under>
      )}
    </Field>
  );
}

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

/** An input with a real <label>, so tests and screen readers find it by its name. */
export function TextField({ label, value, onChange, error, id, maxLength, ...input }: TextFieldProps) {
  return (
    <LabelledField
      field={{ label, value, onChange, error, id, maxLength }}
      control={(bound) => <Input {...bound} {...input} />}
    />
  );
}

export type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
    options: { value: string; label: string }[];
  };

export function SelectField({ label, value, onChange, options, error, id, ...select }: SelectFieldProps) {
  const choices = options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
  return (
    <LabelledField
      field={{ label, value, onChange, error, id }}
      control={(bound) => (
        <Select {...bound} {...select}>
          {choices}
        </Select>
      )}
    />
  );
}

export type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'>;

/** A multi-line TextField (descriptions, messages), bound the same way by useForm's field(). */
export function TextAreaField({ label, value, onChange, error, id, maxLength, ...area }: TextAreaFieldProps) {
  return (
    <LabelledField
      field={{ label, value, onChange, error, id, maxLength }}
      control={(bound) => <Area {...bound} {...area} />}
    />
  );
}
