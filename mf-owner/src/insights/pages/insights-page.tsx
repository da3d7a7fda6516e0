import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { INSIGHTS_MAX_DAYS, webPath, type RestaurantInsights, type Translated } from '@carta/contracts';
import { Button, Card, Heading, Notice, Page, Row, Text, TextField } from '@carta/ui';
import { usePageTitle, useServerData } from '@carta/web-core';
import { ButtonLink } from '../../common/button-link';
import { download } from '../../common/download';
import { RestaurantPending, useRestaurant } from '../../restaurants/use-restaurant';
import { getInsights, getInsightsCsv, type InsightsRange } from '../api';
import { CountTable, useCountText } from '../components/count-table';

// The charts bring recharts: a chunk of their own, fetched only when this page has figures to draw.
const InsightsCharts = lazy(() =>
  import('../components/insights-charts').then((module) => ({ default: module.InsightsCharts })),
);

const DAY_MS = 86_400_000;
const PRESETS = [7, 30, 90] as const;

/** Today in the restaurant's time zone, YYYY-MM-DD. */
function today(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

function lastDays(days: number, timeZone: string): InsightsRange {
  const to = today(timeZone);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

function validRange({ from, to }: InsightsRange): boolean {
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return span >= 1 && span <= INSIGHTS_MAX_DAYS;
}

const Back = styled(Row)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** The dates, the quick ranges and the download on one line on a desktop; on a phone a whole date fits each field. */
const Controls = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  > div:not([role='group']) {
    flex: 1 1 ${({ theme }) => theme.space(40)};
    max-width: ${({ theme }) => theme.space(56)};
    margin-bottom: 0;
  }
`;

/** The quick ranges side by side, even on a phone; the chosen one filled. */
const Presets = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  > button {
    flex: 1 0 auto;
    padding-inline: ${({ theme }) => theme.space(3)};
    white-space: nowrap;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.column.narrow}, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  div {
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colors.surface};
    border: ${({ theme }) => theme.hairline};
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.h2};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.size.column.wide}), 1fr));
  gap: 0 ${({ theme }) => theme.space(6)};
  align-items: start;
`;

const TOTALS = ['menuViews', 'visitors', 'dishOpens', 'filters', 'scans'] as const;

function isEmpty(insights: RestaurantInsights): boolean {
  return TOTALS.every((key) => !insights.totals[key].few && !insights.totals[key].count);
}

/** Something happened, but no total reached INSIGHTS_MIN_SHOWN: every tile says "< 5" (or 0). */
function allFew(insights: RestaurantInsights): boolean {
  return TOTALS.every((key) => !insights.totals[key].count);
}

function Figures({ insights, languages }: { insights: RestaurantInsights; languages: string[] }) {
  const { t } = useTranslation('owner');
  const countText = useCountText();
  const name = (value: Translated | null) => {
    if (!value) return t('insights.deleted');
    const texts = value as Record<string, string | undefined>;
    return languages.map((code) => texts[code]).find(Boolean) ?? Object.values(texts).find(Boolean) ?? '';
  };
  const menuName = (id: string) => name(insights.menus.find((menu) => menu._id === id)?.name ?? null);
  const few = allFew(insights);
  return (
    <>
      {few && <Notice role="status">{t('insights.allFew')}</Notice>}
      <Totals>
        {TOTALS.map((key) => (
          <div key={key}>
            <dt>{t(`insights.totals.${key}`)}</dt>
            <dd>{countText(insights.totals[key])}</dd>
          </div>
        ))}
      </Totals>
      <Suspense fallback={<Text $muted>{t('insights.loadingCharts')}</Text>}>
        <InsightsCharts insights={insights} menuName={menuName} />
      </Suspense>
      <Columns>
        <div>
          <CountTable
            id="insights-dishes"
            title={t('insights.dishes')}
            rows={insights.dishes.map((dish) => ({ key: dish._id, label: name(dish.name), count: dish.count }))}
          />
          <CountTable
            id="insights-allergens"
            title={t('insights.allergens')}
            rows={insights.allergens.map(({ allergen, count }) => ({
              key: allergen,
              label: t(`allergens.${allergen}`),
              count,
            }))}
          />
        </div>
        <div>
          <CountTable
            id="insights-languages"
            title={t('insights.languages')}
            rows={insights.languages.map(({ language, count }) => ({
              key: language,
              label: t(`languages.${language}`),
              count,
            }))}
          />
          <CountTable
            id="insights-placements"
            title={t('insights.placements')}
            rows={insights.placements.map(({ placement, name, count }) => ({
              key: placement,
              label: name ?? placement,
              count,
            }))}
          />
        </div>
      </Columns>
      {!few && <Text $muted>{t('insights.fewNote')}</Text>}
    </>
  );
}

/** The owner's insights over a date range (the restaurant's days), with charts, tables and a CSV download. */
export function InsightsPage() {
  const { t } = useTranslation('owner');
  const { restaurantId = '' } = useParams();
  const { restaurant, notFound, failed } = useRestaurant(restaurantId);
  usePageTitle(restaurant ? `${t('insights.title')} · ${restaurant.name}` : t('insights.title'));
  const [chosen, setChosen] = useState<InsightsRange | null>(null);
  const range = chosen ?? (restaurant ? lastDays(30, restaurant.timeZone) : null);
  const valid = range !== null && validRange(range);
  const { data: insights } = useServerData(`insights:${restaurantId}:${range?.from}:${range?.to}`, () =>
    range && valid ? getInsights(restaurantId, range) : Promise.resolve(null),
  );
  if (!restaurant || !range) return <RestaurantPending notFound={notFound} failed={failed} />;

  const saveCsv = async () => {
    const blob = await getInsightsCsv(restaurantId, range);
    download(blob, `insights-${range.from}-${range.to}.csv`);
  };

  return (
    <Page>
      <Heading>{t('insights.title')}</Heading>
      <Text $muted>{t('insights.intro', { timeZone: restaurant.timeZone })}</Text>
      <Back>
        <ButtonLink $variant="secondary" to={webPath('restaurantView', { id: restaurant._id })}>
          {t('menus.backToRestaurant')}
        </ButtonLink>
      </Back>
      <Controls as="div">
        <TextField
          type="date"
          label={t('insights.from')}
          value={range.from}
          max={range.to}
          onChange={(from) => from && setChosen({ ...range, from })}
        />
        <TextField
          type="date"
          label={t('insights.to')}
          value={range.to}
          min={range.from}
          onChange={(to) => to && setChosen({ ...range, to })}
        />
        <Presets role="group" aria-label={t('insights.presets')}>
          {PRESETS.map((days) => {
            const preset = lastDays(days, restaurant.timeZone);
            const active = preset.from === range.from && preset.to === range.to;
            return (
              <Button
                key={days}
                $variant={active ? 'primary' : 'secondary'}
                aria-pressed={active}
                aria-label={t(`insights.last${days}`)}
                onClick={() => setChosen(preset)}
              >
                {t('insights.days', { count: days })}
              </Button>
            );
          })}
        </Presets>
        <Button $variant="secondary" disabled={!valid} onClick={() => void saveCsv().catch(() => undefined)}>
          {t('insights.download')}
        </Button>
      </Controls>
      {!valid ? (
        <Notice $tone="warning" role="alert">
          {t('insights.invalidRange')}
        </Notice>
      ) : !insights ? (
        <Text $muted>{t('loading')}</Text>
      ) : isEmpty(insights) ? (
        <Notice>{t('insights.empty')}</Notice>
      ) : (
        <Figures insights={insights} languages={restaurant.languages} />
      )}
    </Page>
  );
}
