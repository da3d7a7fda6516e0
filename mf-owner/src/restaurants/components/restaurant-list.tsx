import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { WEB_ROUTES, webPath, type Paged, type Restaurant } from '@carta/contracts';
import { Button, Card, Row, Text } from '@carta/ui';
import { listRestaurants } from '../api';
import { ButtonLink } from '../../common/button-link';
import { useServerData } from '@carta/web-core';

const PAGE_SIZE = 20;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.column.medium}, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li<{ $color: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border: ${({ theme }) => theme.hairline};
  border-left: ${({ theme, $color }) => `${theme.borderWidth.heavy} solid ${$color}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.large};
    color: ${({ theme }) => theme.colors.accentText};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

/**
 * The owner's restaurants with a way to create one. Exposed to the shell (`owner/RestaurantList`), which
 * mounts it on its home page.
 */
export default function RestaurantList() {
  const { t } = useTranslation('owner');
  const [pages, setPages] = useState(1);
  const { data, latest, error } = useServerData<Paged<Restaurant>>(`restaurants:${pages}`, () =>
    listRestaurants({ sort: 'name', order: 1, page: 1, limit: PAGE_SIZE * pages }),
  );
  const shown = data ?? latest;

  return (
    <Card aria-label={t('restaurantList.title')} aria-busy={!data && !error}>
      {shown && shown.docs.length > 0 && (
        <List>
          {shown.docs.map((restaurant) => (
            <Item key={restaurant._id} $color={restaurant.brandColor}>
              <Link to={webPath('restaurantView', { id: restaurant._id })}>{restaurant.name}</Link>
              <span>{[restaurant.address, restaurant.city].filter(Boolean).join(' · ') || '\u00a0'}</span>
            </Item>
          ))}
        </List>
      )}
      {shown && shown.docs.length === 0 && <Text $muted>{t('restaurantList.empty')}</Text>}
      {!shown && !error && <Text $muted>{t('loading')}</Text>}
      <Row>
        <ButtonLink to={WEB_ROUTES.createRestaurant}>{t('restaurantList.create')}</ButtonLink>
        {shown && shown.totalDocs > shown.docs.length && (
          <Button $variant="secondary" onClick={() => setPages((count) => count + 1)}>
            {t('restaurantList.more')}
          </Button>
        )}
      </Row>
    </Card>
  );
}
