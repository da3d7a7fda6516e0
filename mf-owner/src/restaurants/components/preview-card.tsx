import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { closedOn, wallClockAt, wallClockInstant, type PublicRestaurant, type Restaurant } from '@carta/contracts';
import { Button, Card, Form, SubHeading, Text, TextField } from '@carta/ui';
import { AvailabilityBadge } from '../../menus/components/availability-badge';
import { ButtonAnchor } from '../../common/button-link';
import { getPreview } from '../api';
import { guestPageUrl } from '../guest-url';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  max-width: ${({ theme }) => theme.size.phone.width};
  height: ${({ theme }) => theme.size.phone.height};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border: ${({ theme }) => theme.hairline};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
`;

/** Day, time and the button on one line where a whole date fits, one under another on a phone. */
const When = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.space(40)}), 1fr));
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  align-items: end;
  & > div {
    margin-bottom: 0;
  }
`;

const Result = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Menus = styled.ul`
  padding-left: ${({ theme }) => theme.space(4)};
  li {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

/**
 * The guest page at a day and time the owner picks, in the restaurant's time zone: which menus guests would see then
 * (the service's answer at that instant), and the guest page itself with its clock set there (`#at=`, read only by
 * the browser: no server or cache ever sees it).
 */
export function PreviewCard({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('owner');
  const [when, setWhen] = useState(() => wallClockAt(new Date(), restaurant.timeZone));
  const [shown, setShown] = useState<{ at: Date; guests: PublicRestaurant } | null>(null);
  const page = guestPageUrl(restaurant._id);
  const frame = shown ? `${page}#at=${shown.at.toISOString()}` : page;

  const show = async (event: FormEvent) => {
    event.preventDefault();
    if (!when.date || !when.time) return;
    const at = wallClockInstant(when.date, when.time, restaurant.timeZone);
    setShown({ at, guests: await getPreview(restaurant._id, at) });
  };

  const served = shown?.guests.menus.filter((menu) => menu.availability.state === 'available') ?? [];
  return (
    <Card aria-labelledby="preview-title">
      <SubHeading id="preview-title">{t('restaurantView.preview')}</SubHeading>
      <Form noValidate edits="free" onSubmit={show}>
        <Text $muted>{t('schedule.previewHint', { timeZone: restaurant.timeZone })}</Text>
        <When>
          <TextField
            type="date"
            label={t('schedule.previewDate')}
            value={when.date}
            onChange={(date) => setWhen({ ...when, date })}
          />
          <TextField
            type="time"
            label={t('schedule.previewTime')}
            value={when.time}
            onChange={(time) => setWhen({ ...when, time })}
          />
          <Button type="submit">{t('schedule.previewShow')}</Button>
        </When>
      </Form>
      {shown && (
        <Result aria-label={t('schedule.previewResult')} aria-live="polite">
          {closedOn(shown.guests.closedDates, shown.at, restaurant.timeZone) && (
            <Text>{t('schedule.previewClosed')}</Text>
          )}
          <Text>
            {served.length ? t('schedule.previewServed', { count: served.length }) : t('schedule.previewNone')}
          </Text>
          <Menus>
            {shown.guests.menus.map((menu) => (
              <li key={menu._id}>
                {menu.name[restaurant.languages[0]] ?? Object.values(menu.name)[0]}{' '}
                <AvailabilityBadge availability={menu.availability} timeZone={restaurant.timeZone} at={shown.at} />
              </li>
            ))}
          </Menus>
        </Result>
      )}
      {/* Only once asked: an idle guest page inside every visit to this screen would keep its connections busy. */}
      {shown && <Frame key={frame} src={frame} title={t('restaurantView.previewFrame')} />}
      <ButtonAnchor $variant="secondary" href={frame} target="_blank" rel="noreferrer">
        {t('restaurantView.openPreview')}
      </ButtonAnchor>
    </Card>
  );
}
