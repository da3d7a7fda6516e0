import { guestSource } from './guest-bundle';

describe('guestSource', () => {
  it('reads the gateway’s own copy of the remote, and the browser asks the gateway for its scripts', () => {
    expect(guestSource('/remotes/guest/mf-manifest.json', '/srv/apps')).toEqual({
      kind: 'local',
      dir: '/srv/apps/mf-guest',
      scriptsBase: '/remotes/guest/',
    });
  });

  it('fetches a remote deployed elsewhere, from where the gateway reaches it when that is named apart', () => {
    expect(guestSource('https://guest.example/remotes/guest/mf-manifest.json', '/srv/apps')).toEqual({
      kind: 'remote',
      base: new URL('https://guest.example/remotes/guest/'),
      scriptsBase: 'https://guest.example/remotes/guest/',
    });
    expect(guestSource('/remotes/guest/1.0.0/mf-manifest.json', '/srv/apps', 'http://mf-guest:8080')).toEqual({
      kind: 'remote',
      base: new URL('http://mf-guest:8080/remotes/guest/1.0.0/'),
      scriptsBase: '/remotes/guest/1.0.0/',
    });
  });

  it('renders nothing from an address it cannot read', () => {
    expect(guestSource('/g', '/srv/apps')).toBeNull();
    expect(guestSource('ftp://guest.example/mf-manifest.json', '/srv/apps')).toBeNull();
  });
});
