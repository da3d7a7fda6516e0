import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STEPS } from '../wizard-model';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  button {
    min-height: ${({ theme }) => theme.size.touch};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius.large};
    border: ${({ theme }) => theme.hairline};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The wizard's steps as buttons: a new restaurant goes forward step by step, an edit jumps to any step. */
export function WizardSteps({
  step,
  editing,
  onStep,
}: {
  step: number;
  editing: boolean;
  onStep: (step: number) => void;
}) {
  const { t } = useTranslation('owner');
  return (
    <nav aria-label={t('wizard.stepsLabel')}>
      <Steps>
        {STEPS.map((s, index) => (
          <li key={s.key}>
            <button
              type="button"
              aria-current={index === step ? 'step' : undefined}
              disabled={!editing && index > step}
              onClick={() => onStep(index)}
            >
              {index + 1}. {t(`wizard.steps.${s.key}`)}
            </button>
          </li>
        ))}
      </Steps>
    </nav>
  );
}
