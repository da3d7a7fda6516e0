import {
  useId,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
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
  min-height: ${({ theme }) => theme.size.touch};
  font: inherit;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.dangerText};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.borderWidth.thin} ${({ theme }) => theme.colors.dangerText};
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
  min-height: ${({ theme }) => theme.space(24)};
  resize: vertical;
`;

/** Marks a field's message, so the form finds what needs attention (Form). */
export const FIELD_ERROR = 'data-field-error';

/** Marks a control holding more than its limit: the form is not sent until it is shortened (Form). */
export const OVER_LIMIT = 'data-over-limit';

export const FieldError = styled.p.attrs({ [FIELD_ERROR]: '' } as HTMLAttributes<HTMLParagraphElement>)`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** What every field takes: a visible label, the text value, and a translated message that marks it invalid. */
interface FieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * A text's limit (the server's, from MAX_LENGTH in @carta/contracts). A counter shows near it; a longer text (typed or
 * pasted) is kept whole, never cut, and says by how much it is over until it is shortened.
 */
interface LimitProps {
  maxLength?: number;
  /** The caller's own description (a hint, a search's status), read along with the error and the counter. */
  'aria-describedby'?: string;
}

type Bound = {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  [OVER_LIMIT]?: '';
};

const Foot = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  &:empty {
    display: none;
  }
`;

const Counter = styled.span<{ $over: boolean }>`
  margin-left: auto;
  flex: none;
  font-size: ${({ theme }) => theme.font.size.small};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.dangerText : theme.colors.textMuted)};
`;

/** A short field counts once it is this full; a text area always counts. */
const COUNT_FROM = 0.8;

/** The label, the control, its message and its counter, tied together by ids so screen readers and tests find them. */
function LabelledField({
  field: { label, value, onChange, error: given, id, maxLength, alwaysCount = false, 'aria-describedby': hint },
  control,
}: {
  field: FieldProps & LimitProps & { id?: string; alwaysCount?: boolean };
  control: (bound: Bound) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const counterId = `${controlId}-counter`;
  const counted = maxLength !== undefined && (alwaysCount || value.length >= maxLength * COUNT_FROM);
  const over = maxLength !== undefined && value.length > maxLength ? value.length - maxLength : 0;
  const error = given || (over ? t('field.tooLong', { count: over, max: maxLength }) : undefined);
  const describedBy = [hint, error ? errorId : '', counted ? counterId : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={controlId}>{label}</Label>
      {control({
        id: controlId,
        value,
        onChange: (event) => onChange(event.target.value),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        ...(over ? { [OVER_LIMIT]: '' } : {}),
      })}
      <Foot>
        {error && <FieldError id={errorId}>{error}</FieldError>}
        {counted && (
          <Counter id={counterId} $over={over > 0}>
            {t('field.counter', { count: value.length, max: maxLength })}
          </Counter>
        )}
      </Foot>
    </Field>
  );
}

export type TextFieldProps = FieldProps &
  LimitProps & {
    /** Counts from the first character, as a text area does (a dish's name), not only near the limit. */
    alwaysCount?: boolean;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'maxLength' | 'aria-describedby'>;

/** An input with a real <label>, so tests and screen readers find it by its name. */
export function TextField({
  label,
  value,
  onChange,
  error,
  id,
  maxLength,
  alwaysCount,
  'aria-describedby': hint,
  ...input
}: TextFieldProps) {
  return (
    <LabelledField
      field={{ label, value, onChange, error, id, maxLength, alwaysCount, 'aria-describedby': hint }}
      control={(bound) => <Input {...input} {...bound} />}
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

export type TextAreaFieldProps = FieldProps &
  LimitProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'maxLength' | 'aria-describedby'>;

/** A multi-line TextField (descriptions, messages), bound the same way by useForm's field(); it always counts. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  id,
  maxLength,
  'aria-describedby': hint,
  ...area
}: TextAreaFieldProps) {
  return (
    <LabelledField
      field={{ label, value, onChange, error, id, maxLength, alwaysCount: true, 'aria-describedby': hint }}
      control={(bound) => <Area {...area} {...bound} />}
    />
  );
}
