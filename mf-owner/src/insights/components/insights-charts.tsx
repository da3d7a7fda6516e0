import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import type { InsightCount, RestaurantInsights } from '@carta/contracts';
import { Card, SubHeading, Text } from '@carta/ui';
import { useCountText } from './count-table';

// recharts is only ever imported here, and this module only lazily (insights-page.tsx): its own chunk.

const Box = styled.div`
  width: 100%;
  height: ${({ theme }) => theme.size.chart};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** A bar's greatest thickness, in pixels (recharts takes numbers). */
const BAR = 28;

/** A hidden count (1–4) is drawn as nothing; the tooltip says "< 5". */
const plotted = (count: InsightCount) => count.count ?? 0;

export function InsightsCharts({
  insights,
  menuName,
}: {
  insights: RestaurantInsights;
  menuName: (id: string) => string;
}) {
  const { t, i18n } = useTranslation('owner');
  const theme = useTheme();
  const countText = useCountText();
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const days = insights.days.map((row) => ({
    date: day.format(new Date(`${row.date}T00:00:00Z`)),
    menuViews: plotted(row.menuViews),
    visitors: plotted(row.visitors),
    raw: row,
  }));
  const menus = insights.menus.map((menu) => ({
    name: menuName(menu._id),
    views: plotted(menu.count),
    raw: menu.count,
  }));
  // Days under INSIGHTS_MIN_SHOWN draw nothing: with none over it, an empty chart would look broken, so it says why.
  const daysDrawn = days.some((row) => row.menuViews > 0 || row.visitors > 0);
  const axis = { stroke: theme.colors.textMuted, tick: { fill: theme.colors.textMuted } };
  const tooltip = {
    contentStyle: { background: theme.colors.surface, border: theme.hairline, color: theme.colors.text },
    // recharts paints each line in its series' colour, faint on the tooltip's surface.
    itemStyle: { color: theme.colors.text },
    cursor: { fill: theme.colors.surfaceMuted },
  };
  // Drawn at once (no animation): the figures are the point, and a screenshot never catches a bar half grown.
  const bar = { maxBarSize: BAR, isAnimationActive: false };
  // The second series stands out from the blue on either background (yellow is faint on white).
  const second = theme.mode === 'dark' ? theme.colors.secondary : theme.colors.primary;
  // The legend's words in the text colour: recharts paints them in the series' colour.
  const legendText = (value: string) => <span style={{ color: theme.colors.text }}>{value}</span>;
  return (
    <>
      <Card aria-labelledby="insights-per-day">
        <SubHeading id="insights-per-day">{t('insights.perDay')}</SubHeading>
        {!daysDrawn ? (
          <Text $muted>{t('insights.perDayFew')}</Text>
        ) : (
          <Box role="img" aria-label={t('insights.perDayCaption')}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={days}>
                <CartesianGrid stroke={theme.colors.border} vertical={false} />
                <XAxis dataKey="date" {...axis} minTickGap={16} />
                <YAxis allowDecimals={false} {...axis} width={40} />
                <Tooltip
                  {...tooltip}
                  formatter={(_value, name, item) => {
                    const row = (item.payload as (typeof days)[number]).raw;
                    return [countText(name === t('insights.totals.visitors') ? row.visitors : row.menuViews), name];
                  }}
                />
                <Legend formatter={legendText} />
                <Bar dataKey="menuViews" name={t('insights.totals.menuViews')} fill={theme.colors.accent} {...bar} />
                <Bar dataKey="visitors" name={t('insights.totals.visitors')} fill={second} {...bar} />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        )}
      </Card>
      {menus.some((menu) => menu.views > 0) && (
        <Card aria-labelledby="insights-per-menu">
          <SubHeading id="insights-per-menu">{t('insights.perMenu')}</SubHeading>
          <Box role="img" aria-label={t('insights.perMenu')}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={menus} layout="vertical" margin={{ left: 8, right: 16 }}>
                <CartesianGrid stroke={theme.colors.border} horizontal={false} />
                <XAxis type="number" allowDecimals={false} {...axis} />
                <YAxis type="category" dataKey="name" {...axis} width={110} />
                <Tooltip
                  {...tooltip}
                  formatter={(_value, name, item) => [countText((item.payload as (typeof menus)[number]).raw), name]}
                />
                <Bar dataKey="views" name={t('insights.totals.menuViews')} fill={theme.colors.accent} {...bar} />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </Card>
      )}
    </>
  );
}
