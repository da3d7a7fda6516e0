import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PLACEMENT_LIMITS, placementUrl, webPath, type Placement } from '@carta/contracts';
import {
  Button,
  Card,
  ConfirmDialog,
  Form,
  Heading,
  NotFound,
  Page,
  ProgressBar,
  Row,
  SubHeading,
  Text,
  TextField,
} from '@carta/ui';
import { useMessages, usePageTitle, useServerData } from '@carta/web-core';
import { useCountText } from '../../insights/components/count-table';
import { ButtonLink } from '../../common/button-link';
import { RestaurantPending, useRestaurant } from '../../restaurants/use-restaurant';
import {
  createPlacement,
  createPlacementRange,
  deletePlacement,
  downloadTents,
  listPlacements,
  renamePlacement,
} from '../api';

/** Side by side where they fit: a restaurant with twenty tables should not scroll a page per table. */
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.size.column.wide}), 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** The placement's QR code beside its name, link and scans; its buttons across the card. */
const Entry = styled(Card).attrs({ as: 'li' })`
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: 0;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  & > :last-child {
    grid-column: 1 / -1;
  }
`;

const Code = styled.div`
  grid-row: 1 / span 3;
  svg {
    display: block;
    width: ${({ theme }) => theme.space(24)};
    height: auto;
  }
`;

/** Drawn larger and scaled down, so it stays sharp on a dense screen. */
const QR_SIZE = 192;

const Actions = styled(Row)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.h3};
  overflow-wrap: anywhere;
`;

const ShortLink = styled.a`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.accentText};
`;

/** The name over From and To on a phone; the three on one line, the name widest, on wider screens. */
const Numbers = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
  & > :first-child {
    grid-column: 1 / -1;
  }
  @media (width >= ${({ theme }) => theme.breakpoint.small}) {
    grid-template-columns: minmax(0, 2fr) repeat(2, minmax(0, 1fr));
    & > :first-child {
      grid-column: auto;
    }
  }
`;

/** The range form under the single one, apart from its button. */
const RangeForm = styled(Form)`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const ignore = () => undefined;

/** Adding placements: one by name, or a numbered range ("Mesa 1" … "Mesa 20"). */
function AddPlacements({ restaurantId, onAdded }: { restaurantId: string; onAdded: () => Promise<unknown> }) {
  const { t } = useTranslation('owner');
  const [name, setName] = useState('');
  const [prefix, setPrefix] = useState(t('placements.tablePrefix'));
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('20');

  const addOne = async (event: FormEvent) => {
    event.preventDefault();
    await createPlacement(restaurantId, name);
    setName('');
    useMessages.getState().showSuccess({ key: 'owner:placements.added', params: { count: 1 } });
    await onAdded();
  };
  const addRange = async (event: FormEvent) => {
    event.preventDefault();
    const made = await createPlacementRange(restaurantId, { prefix, from: Number(from), to: Number(to) });
    useMessages.getState().showSuccess({ key: 'owner:placements.added', params: { count: made.totalDocs } });
    await onAdded();
  };

  return (
    <Card aria-labelledby="placements-add">
      <SubHeading id="placements-add">{t('placements.add')}</SubHeading>
      <Form onSubmit={(event) => addOne(event).catch(ignore)}>
        <TextField
          label={t('placements.name')}
          value={name}
          onChange={setName}
          maxLength={PLACEMENT_LIMITS.name}
          required
        />
        <Row>
          <Button type="submit">{t('placements.addOne')}</Button>
        </Row>
      </Form>
      <RangeForm onSubmit={(event) => addRange(event).catch(ignore)} aria-label={t('placements.range')}>
        <SubHeading as="h3">{t('placements.range')}</SubHeading>
        <Numbers>
          <TextField
            label={t('placements.prefix')}
            value={prefix}
            onChange={setPrefix}
            maxLength={PLACEMENT_LIMITS.name}
            required
          />
          <TextField label={t('placements.from')} value={from} onChange={setFrom} inputMode="numeric" required />
          <TextField label={t('placements.to')} value={to} onChange={setTo} inputMode="numeric" required />
        </Numbers>
        <Row>
          <Button type="submit">{t('placements.addRange', { prefix, from, to })}</Button>
        </Row>
      </RangeForm>
    </Card>
  );
}

function PlacementEntry({
  placement,
  restaurantId,
  onChanged,
  onDelete,
}: {
  placement: Placement;
  restaurantId: string;
  onChanged: () => Promise<unknown>;
  onDelete: () => void;
}) {
  const { t } = useTranslation('owner');
  const countText = useCountText();
  const [editing, setEditing] = useState<string | null>(null);
  const url = placementUrl(window.location.origin, placement.code);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (editing === null) return;
    await renamePlacement(restaurantId, placement._id, editing);
    setEditing(null);
    await onChanged();
  };

  return (
    <Entry aria-label={placement.name}>
      <Code>
        <QRCodeSVG value={url} size={QR_SIZE} marginSize={2} level="M" role="img" aria-label={t('qr.alt', { url })} />
      </Code>
      {editing === null ? (
        <Name>{placement.name}</Name>
      ) : (
        <Form onSubmit={(event) => rename(event).catch(ignore)}>
          <TextField
            label={t('placements.newName')}
            value={editing}
            onChange={setEditing}
            maxLength={PLACEMENT_LIMITS.name}
            required
            autoFocus
          />
          <Row>
            <Button type="submit">{t('placements.save')}</Button>
            <Button $variant="text" type="button" onClick={() => setEditing(null)}>
              {t('placements.cancel')}
            </Button>
          </Row>
        </Form>
      )}
      <Text>
        <ShortLink href={url} target="_blank" rel="noreferrer">
          {url}
        </ShortLink>
      </Text>
      <Text $muted>
        {t('placements.scans', { shown: countText(placement.scans) })} ·{' '}
        {t('placements.scansWeek', { shown: countText(placement.scansLast7Days) })}
      </Text>
      <Row>
        <Button $variant="secondary" onClick={() => void downloadTents(restaurantId, placement).catch(ignore)}>
          {t('placements.downloadTent')}
        </Button>
        {editing === null && (
          <Button $variant="secondary" onClick={() => setEditing(placement.name)}>
            {t('placements.rename')}
          </Button>
        )}
        <Button $variant="dangerOutline" onClick={onDelete}>
          {t('placements.delete')}
        </Button>
      </Row>
    </Entry>
  );
}

/** placements: where the restaurant's QR codes stand, each with its short link, its scans and its table tent. */
export function PlacementsPage() {
  const { t } = useTranslation('owner');
  const { restaurantId = '' } = useParams();
  const { restaurant, notFound, failed } = useRestaurant(restaurantId);
  usePageTitle(t('placements.title'), restaurant?.name);
  const { data: list, error, reload } = useServerData(`placements:${restaurantId}`, () => listPlacements(restaurantId));
  const [deleting, setDeleting] = useState<Placement | null>(null);

  if (!restaurant) return <RestaurantPending notFound={notFound} failed={failed} />;
  if (error !== undefined) return <NotFound />;
  if (!list) {
    return (
      <Page>
        <ProgressBar label={t('placements.loading')} />
      </Page>
    );
  }

  const remove = async (placement: Placement) => {
    setDeleting(null);
    try {
      await deletePlacement(restaurantId, placement._id);
      useMessages.getState().showSuccess({ key: 'common.DELETED_SUCCESSFULLY' });
    } finally {
      await reload();
    }
  };

  return (
    <Page>
      <Heading>{t('placements.heading', { restaurant: restaurant.name })}</Heading>
      <Text $muted>{t('placements.intro')}</Text>
      <Actions>
        <ButtonLink $variant="secondary" to={webPath('restaurantView', { id: restaurantId })}>
          {t('menus.backToRestaurant')}
        </ButtonLink>
        {list.docs.length > 0 && (
          <Button onClick={() => void downloadTents(restaurantId).catch(ignore)}>{t('placements.downloadAll')}</Button>
        )}
      </Actions>
      <AddPlacements restaurantId={restaurantId} onAdded={reload} />
      {list.docs.length === 0 ? (
        <Text $muted>{t('placements.empty')}</Text>
      ) : (
        <List aria-label={t('placements.title')}>
          {list.docs.map((placement) => (
            <PlacementEntry
              key={placement._id}
              placement={placement}
              restaurantId={restaurantId}
              onChanged={reload}
              onDelete={() => setDeleting(placement)}
            />
          ))}
        </List>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('placements.deleteTitle')}
          text={t('placements.deleteText', { name: deleting.name })}
          confirmLabel={t('placements.delete')}
          onConfirm={() => void remove(deleting).catch(ignore)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}
