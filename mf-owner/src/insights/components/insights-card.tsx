import { useTranslation } from 'react-i18next';
import { webPath } from '@carta/contracts';
import { Card, SubHeading, Text } from '@carta/ui';
import { ButtonLink } from '../../common/button-link';

/** On the restaurant's screen: what the insights are, and the way to them. */
export function InsightsCard({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('owner');
  return (
    <Card aria-labelledby="insights-title">
      <SubHeading id="insights-title">{t('restaurantView.insights')}</SubHeading>
      <Text $muted>{t('restaurantView.insightsText')}</Text>
      <ButtonLink to={webPath('insights', { restaurantId })}>{t('restaurantView.openInsights')}</ButtonLink>
    </Card>
  );
}
