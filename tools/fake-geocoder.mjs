// A stand-in for a Nominatim-compatible geocoder (GEOCODER_URL), on loopback: the tests never ask a real one.
// It knows a few places; a query naming one (any case, accents or not) answers its point, anything else an empty list.
import { createServer } from 'node:http';

/** The places it knows, most precise first: a street is found before the city it names. */
export const FAKE_PLACES = [
  { key: 'calle sierpes', lat: 37.3925, lng: -5.9946, name: 'Calle Sierpes, Casco Antiguo, Sevilla, España' },
  { key: 'triana', lat: 37.3837, lng: -6.0026, name: 'Triana, Sevilla, España' },
  { key: 'gran via', lat: 40.4203, lng: -3.7058, name: 'Gran Vía, Centro, Madrid, España' },
  { key: 'sevilla', lat: 37.3891, lng: -5.9845, name: 'Sevilla, Andalucía, España' },
  { key: 'madrid', lat: 40.4168, lng: -3.7038, name: 'Madrid, Comunidad de Madrid, España' },
];

const plain = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Starts the fake on a free loopback port; `queries` lists what it was asked, in order. */
export async function startFakeGeocoder() {
  const queries = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/search' || url.searchParams.get('format') !== 'json') {
      response.writeHead(404).end();
      return;
    }
    const query = url.searchParams.get('q') ?? '';
    queries.push(query);
    const place = FAKE_PLACES.find(({ key }) => plain(query).includes(key));
    const body = place ? [{ lat: String(place.lat), lon: String(place.lng), display_name: place.name }] : [];
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    queries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
