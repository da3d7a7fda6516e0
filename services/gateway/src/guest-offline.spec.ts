import { guestWorkerUrl } from './guest-offline';

describe("the guest remote's service worker", () => {
  it('sits beside the remote’s manifest, on our origin or its own', () => {
    expect(guestWorkerUrl('/remotes/guest/mf-manifest.json')).toBe('/remotes/guest/guest-sw.js');
    expect(guestWorkerUrl('http://localhost:8082/remotes/guest/mf-manifest.json')).toBe(
      'http://localhost:8082/remotes/guest/guest-sw.js',
    );
  });
});
