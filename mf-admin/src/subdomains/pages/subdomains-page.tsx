import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Restaurant } from '@carta/contracts';
import { Button, Checkbox, DataTable, Heading, Page, Row, useListQuery, type DataTableColumn } from '@carta/ui';
import { useMessages, usePageTitle } from '@carta/web-core';
import { usePagedList } from '../../common/use-paged-list';
import { acceptSubdomain, listRestaurants, rejectSubdomain } from '../api';
import { RefuseSubdomainDialog } from '../components/refuse-subdomain-dialog';
import { ReleaseHoldCard } from '../components/release-hold-card';

const PENDING_PARAM = 'pending';

const State = styled.span<{ $pending: boolean }>`
  font-weight: ${({ theme, $pending }) => ($pending ? theme.font.weight.bold : theme.font.weight.regular)};
`;

/** Why it was rejected or withdrawn, in the admin's words, under the state. */
const Reason = styled.span`
  display: block;
  max-width: ${({ theme }) => theme.size.column.narrow};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** /admin/restaurantsSubDomains: every restaurant, the subdomain requests waiting for a decision first. */
export default function SubdomainsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('subdomains.title'));
  const [query, setQuery] = useListQuery({ fields: 'name,city,subDomain' });
  const [params, setParams] = useSearchParams();
  const pending = params.get(PENDING_PARAM) === 'true';
  const list = usePagedList(listRestaurants, { ...query, pending });

  const setPending = (only: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (only) next.set(PENDING_PARAM, 'true');
      else next.delete(PENDING_PARAM);
      next.set('page', '1');
      return next;
    });

  // The restaurant whose request is being rejected, or whose live subdomain is being withdrawn.
  const [refusing, setRefusing] = useState<Restaurant | null>(null);

  const done = (restaurant: Restaurant, key: string) => {
    useMessages.getState().showSuccess({
      key: `admin:subdomains.${key}`,
      params: { subDomain: restaurant.subDomain, name: restaurant.name },
    });
    list.reload();
  };

  const accept = async (restaurant: Restaurant) => {
    try {
      await acceptSubdomain(restaurant._id);
    } catch {
      // the shared http client shows the server's reason (e.g. SUB_DOMAIN_ALREADY_IN_USE)
      return;
    }
    done(restaurant, 'accepted');
  };

  // A rejection the server refuses throws, so the dialog stays open with the admin's words.
  const refuse = async (restaurant: Restaurant, reason: string) => {
    await rejectSubdomain(restaurant._id, { reason });
    setRefusing(null);
    done(restaurant, restaurant.subDomainState === 'accepted' ? 'withdrawn' : 'rejected');
  };

  // An admin may change their mind: accept a rejected request (or a withdrawn subdomain again), or withdraw an
  // accepted subdomain.
  const actions = (restaurant: Restaurant) => {
    const names = { subDomain: restaurant.subDomain, name: restaurant.name };
    const live = restaurant.subDomainState === 'accepted';
    return (
      restaurant.subDomainState !== 'none' && (
        <Row $wrap={false}>
          {!live && (
            <Button aria-label={t('subdomains.acceptNamed', names)} onClick={() => void accept(restaurant)}>
              {t('subdomains.accept')}
            </Button>
          )}
          {(live || restaurant.subDomainState === 'pending') && (
            <Button
              $variant="dangerOutline"
              aria-label={t(live ? 'subdomains.withdrawNamed' : 'subdomains.rejectNamed', names)}
              onClick={() => setRefusing(restaurant)}
            >
              {t(live ? 'subdomains.withdraw' : 'subdomains.reject')}
            </Button>
          )}
        </Row>
      )
    );
  };

  const columns: DataTableColumn<Restaurant>[] = [
    {
      key: 'name',
      header: t('subdomains.name'),
      sortable: true,
      breaksAnywhere: true,
      render: (restaurant) => restaurant.name,
    },
    { key: 'city', header: t('subdomains.city'), sortable: true, render: (restaurant) => restaurant.city },
    {
      key: 'subDomain',
      header: t('subdomains.subDomain'),
      sortable: true,
      render: (restaurant) => restaurant.subDomain,
    },
    {
      key: 'subDomainState',
      header: t('subdomains.state'),
      render: (restaurant) => (
        <>
          <State $pending={restaurant.subDomainState === 'pending'}>
            {t(`subdomains.states.${restaurant.subDomainState}`)}
          </State>
          {restaurant.subDomainReason && <Reason>{restaurant.subDomainReason}</Reason>}
        </>
      ),
    },
  ];

  return (
    <Page>
      <Heading>{t('subdomains.title')}</Heading>
      <DataTable
        caption={t('subdomains.title')}
        columns={columns}
        {...list.table}
        query={query}
        onQueryChange={setQuery}
        searchLabel={t('subdomains.search')}
        emptyText={t(pending ? 'subdomains.emptyPending' : 'subdomains.empty')}
        toolbar={<Checkbox label={t('subdomains.pendingOnly')} checked={pending} onChange={setPending} />}
        actions={actions}
      />
      <ReleaseHoldCard />
      {refusing && (
        <RefuseSubdomainDialog
          restaurant={refusing}
          onRefuse={(reason) => refuse(refusing, reason)}
          onCancel={() => setRefusing(null)}
        />
      )}
    </Page>
  );
}
